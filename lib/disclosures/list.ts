import { and, asc, count, desc, eq, gte, ilike, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { disclosures } from "@/db/schema";
import type { Entitlement } from "@/lib/auth/tiers";
import { attributionFor, DISCLAIMER } from "@/lib/vocabulary";
import { invalidParameter } from "@/lib/http/errors";
import { pageWindow, upgradeHint } from "@/lib/http/paging";

export interface ListDisclosuresInput {
  q?: string;
  company?: string;
  cik?: string;
  form?: string;
  date_from?: string;
  date_to?: string;
  limit: number;
  offset: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /disclosures (the Enterprise gate is the declaration's minTier: this function only runs for Enterprise).
 * Newest filing first, ties by id; with q, relevance first. The id tiebreak keeps pages from repeating rows.
 */
export async function listDisclosures(db: Db, input: ListDisclosuresInput, ent: Entitlement, siteUrl: string) {
  if (input.date_from && input.date_to && input.date_from > input.date_to) {
    throw invalidParameter("date_to", `date_to (${input.date_to}) is before date_from (${input.date_from}).`);
  }
  const query = input.q ? sql`websearch_to_tsquery('english', ${input.q})` : null;
  const conditions: SQL[] = [];
  if (query) conditions.push(sql`${disclosures.searchVector} @@ ${query}`);
  if (input.company) conditions.push(ilike(disclosures.company, likePattern(input.company)));
  if (input.cik) conditions.push(eq(disclosures.cik, input.cik));
  if (input.form) conditions.push(sql`lower(${disclosures.form}) = lower(${input.form})`);
  if (input.date_from) conditions.push(gte(disclosures.filingDate, input.date_from));
  if (input.date_to) conditions.push(lte(disclosures.filingDate, input.date_to));
  const where = conditions.length ? and(...conditions) : undefined;

  const window = pageWindow(ent.tier, input);
  const rank = query ? sql<number>`ts_rank_cd(${disclosures.searchVector}, ${query})::float8` : sql<null>`NULL::float8`;
  const order = query
    ? [desc(sql`rank`), desc(disclosures.filingDate), asc(disclosures.id)]
    : [desc(disclosures.filingDate), asc(disclosures.id)];
  const [totalRow] = await db.select({ n: count() }).from(disclosures).where(where);
  const rows = window.beyondDepth
    ? []
    : await db
        .select({
          id: disclosures.id, company: disclosures.company, cik: disclosures.cik, form: disclosures.form,
          filingDate: disclosures.filingDate, fiscalPeriod: disclosures.fiscalPeriod, accessionNumber: disclosures.accessionNumber,
          filingUrl: disclosures.filingUrl, filingUrlKind: disclosures.filingUrlKind, section: disclosures.section,
          heading: disclosures.heading, text: disclosures.text, textIsExcerpt: disclosures.textIsExcerpt,
          quotedInUrl: disclosures.quotedInUrl, quotedInPublisher: disclosures.quotedInPublisher, quotedInTitle: disclosures.quotedInTitle,
          origin: disclosures.origin, rank: rank.as("rank"),
        })
        .from(disclosures)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset);
  const attribution = attributionFor(siteUrl);
  const data = rows.map((r) => ({
    id: r.id,
    company: r.company,
    cik: r.cik,
    form: r.form,
    filing_date: r.filingDate,
    fiscal_period: r.fiscalPeriod,
    accession_number: r.accessionNumber,
    filing_url: r.filingUrl,
    filing_url_kind: r.filingUrlKind as "document" | "company_index",
    section: r.section,
    heading: r.heading,
    text: r.text,
    text_is_excerpt: r.textIsExcerpt,
    quoted_in: r.quotedInUrl ? { url: r.quotedInUrl, publisher: r.quotedInPublisher ?? "", title: r.quotedInTitle ?? "" } : null,
    origin: r.origin as "curated" | "edgar_full_text_search",
    rank: r.rank === null ? null : Math.round(Number(r.rank) * 10_000) / 10_000,
    attribution,
  }));
  const total = totalRow?.n ?? 0;
  return {
    data,
    meta: {
      total, count: data.length, limit: window.limit, offset: window.offset, tier: ent.tier,
      ...(window.gated.length ? { gated: window.gated, upgrade: upgradeHint(window.gated, ent.tier, siteUrl) } : {}),
      ...(total === 0 ? { notice: "No disclosure matches these filters." } : {}),
      attribution,
      disclaimer: DISCLAIMER,
    },
  };
}
