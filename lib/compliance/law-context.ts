import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jurisdictions, lawRecords, screenedCountries } from "@/db/schema";

/**
 * The database half of the compliance layer: each law's CURRENT record (status, in_force, title, official link) and
 * the jurisdiction catalogue. The curated duties are static and live in memory (lib/compliance/data.ts); the law
 * records change through ingest, so they are read per request. Two small queries (~200 laws, ~90 jurisdictions).
 */

export interface LawInfo {
  key: string;
  id: string;
  scope: string;
  jurisdictionSlug: string;
  identifier: string | null;
  title: string | null;
  status: string | null;
  inForce: boolean | null;
  officialUrl: string | null;
  effectiveText: string | null;
  /** First primary (government) source link held for the record, a fallback when official_url is null. */
  primarySourceUrl: string | null;
}

export interface JurisdictionInfo {
  slug: string;
  name: string;
  abbr: string | null;
  scope: string;
  kind: string;
}

export interface ScreenedInfo {
  slug: string;
  name: string;
  abbr: string | null;
  note: string;
  sourceUrl: string | null;
}

export interface LawContext {
  laws: Map<string, LawInfo>;
  jurisdictions: Map<string, JurisdictionInfo>;
  screened: Map<string, ScreenedInfo>;
}

export async function loadLawContext(db: Db): Promise<LawContext> {
  const [lawRows, jurisdictionRows, screenedRows] = await Promise.all([
    db
      .select({
        key: lawRecords.key,
        id: lawRecords.id,
        scope: lawRecords.scope,
        jurisdictionSlug: lawRecords.jurisdictionSlug,
        identifier: lawRecords.identifier,
        title: lawRecords.title,
        status: lawRecords.status,
        inForce: lawRecords.inForce,
        officialUrl: lawRecords.officialUrl,
        effectiveText: lawRecords.effectiveText,
        sourceLinks: lawRecords.sourceLinks,
      })
      .from(lawRecords)
      .innerJoin(jurisdictions, eq(jurisdictions.slug, lawRecords.jurisdictionSlug)),
    db.select().from(jurisdictions),
    db.select().from(screenedCountries),
  ]);
  const laws = new Map<string, LawInfo>();
  // Sorted by key: every later iteration (and so every answer) has one order, whatever order the engine returned rows.
  for (const { sourceLinks, ...row } of [...lawRows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    laws.set(row.key, { ...row, primarySourceUrl: sourceLinks.find((l) => l.tier === "primary")?.url ?? null });
  }
  return {
    laws,
    jurisdictions: new Map(
      [...jurisdictionRows].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)).map((j) => [j.slug, { slug: j.slug, name: j.name ?? j.slug, abbr: j.abbr, scope: j.scope, kind: j.kind }]),
    ),
    screened: new Map([...screenedRows].sort((a, b) => (a.slug < b.slug ? -1 : 1)).map((s) => [s.slug, s])),
  };
}

/** The display name of a law: its title, with the identifier when the title does not already carry it. */
export function lawName(law: LawInfo): string {
  const title = law.title ?? law.identifier ?? law.key;
  return law.identifier && !title.includes(law.identifier) ? `${title} (${law.identifier})` : title;
}
