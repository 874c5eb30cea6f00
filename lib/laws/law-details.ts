import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jurisdictions, lawRecords } from "@/db/schema";
import type { Entitlement } from "@/lib/auth/tiers";
import { attributionFor, DISCLAIMER } from "@/lib/vocabulary";
import { provisionCounts } from "@/lib/eu-ai-act/provisions";
import { notFound } from "@/lib/http/errors";
import { jurisdictionSourcesFor } from "./jurisdiction-sources";
import { tieredSources } from "./tiered-sources";
import { fullFieldsFor, recordColumns, recordJoin, toRecord } from "./record";

async function findLaw(db: Db, id: string) {
  const [row] = await db
    .select({ ...recordColumns, alternateNames: lawRecords.alternateNames, sourceLinks: lawRecords.sourceLinks })
    .from(lawRecords)
    .innerJoin(jurisdictions, recordJoin)
    .where(eq(lawRecords.id, id))
    .limit(1);
  if (!row) throw notFound(`Law record ${id}`);
  return row;
}

export async function getLaw(db: Db, id: string, ent: Entitlement, siteUrl: string) {
  const full = fullFieldsFor(ent.tier);
  return {
    data: toRecord(await findLaw(db, id), siteUrl, full),
    meta: { fields: full ? ("full" as const) : ("trimmed" as const), disclaimer: DISCLAIMER },
  };
}

/** The record's official link, its curated links and its jurisdiction's curated sources, tiered by the caller. */
export async function getLawSources(db: Db, id: string, ent: Entitlement, siteUrl: string) {
  const row = await findLaw(db, id);
  const { sources, meta } = tieredSources(row.officialUrl, row.sourceLinks, ent, siteUrl, jurisdictionSourcesFor(row.jurisdictionSlug));
  return {
    data: { record_id: row.id, source: row.source, sources, attribution: attributionFor(siteUrl) },
    meta,
  };
}

/** The CELEX number an EU record names in its official or source links (EUR-Lex "uri=CELEX:32024R1689"), if any. */
function celexOf(row: { officialUrl: string | null; sourceLinks: { url: string }[] }): string | null {
  for (const url of [row.officialUrl, ...row.sourceLinks.map((l) => l.url)]) {
    const m = url && /CELEX(?::|%3A)(\d{5}[A-Z]{1,2}\d{4})/i.exec(url);
    if (m) return m[1]!.toUpperCase();
  }
  return null;
}

/**
 * Where the record's provisions can be read, when we hold its text split by article (the EU AI Act): the API list
 * and the website's article pages. Omitted for every other record.
 */
async function provisionsLink(db: Db, row: { officialUrl: string | null; sourceLinks: { url: string }[] }, siteUrl: string) {
  const celex = celexOf(row);
  const counts = celex ? await provisionCounts(db, celex) : null;
  if (!celex || !counts) return {};
  return {
    provisions: {
      celex,
      counts,
      api_url: `${siteUrl}/v1/eu-ai-act-provisions?celex=${celex}`,
      web_url: `${siteUrl}/eu-ai-act`,
    },
  };
}

export async function getLawCitations(db: Db, id: string, siteUrl: string) {
  const row = await findLaw(db, id);
  const provisions = await provisionsLink(db, row, siteUrl);
  const year = row.recordDate?.slice(0, 4);
  const parts = [
    row.jurisdictionName,
    row.identifier,
    row.title ? `"${row.title}"` : null,
    [row.status, year].filter(Boolean).join(", ") || null,
  ].filter(Boolean);
  return {
    data: {
      record_id: row.id,
      identifier: row.identifier,
      title: row.title,
      jurisdiction: { slug: row.jurisdictionSlug, name: row.jurisdictionName, abbr: row.jurisdictionAbbr },
      alternate_names: row.alternateNames,
      suggested_citation: {
        text: `${parts.join(", ")}. LexAtlas record ${row.id}, ${siteUrl}/laws/${row.id}.`,
        label: "Suggested citation for referring to this record — not an official legal citation. Cite the official source for legal use.",
        official: false as const,
      },
      ...provisions,
      attribution: attributionFor(siteUrl),
    },
  };
}
