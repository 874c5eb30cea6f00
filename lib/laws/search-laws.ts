import { and, count, desc, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jurisdictions, lawRecords } from "@/db/schema";
import type { Entitlement } from "@/lib/auth/tiers";
import { pageWindow } from "@/lib/http/paging";
import { lawFilterConditions, lawOrder, likePattern, recordPage, type LawFilters } from "./list-laws";
import { fullFieldsFor, normaliseIdentifier, normalisedIdentifier, recordColumns, recordJoin, toRecord } from "./record";

export interface SearchLawsInput extends LawFilters {
  q: string;
  sort: "relevance" | "updated_at" | "record_date" | "title";
  order: "asc" | "desc";
  limit: number;
  offset: number;
}

/**
 * Ranked full-text search. websearch_to_tsquery never raises on user text (quotes, dashes, SQL, emoji), so no input
 * is a 500; a query with no searchable words simply matches nothing by text. Identifiers are compared with
 * punctuation and spaces removed, so "SB 53", "sb53" and "SB-53" all find California SB 53, and an exact identifier
 * match outranks any text match.
 */
export async function searchLaws(db: Db, input: SearchLawsInput, ent: Entitlement, siteUrl: string) {
  const english = sql`websearch_to_tsquery('english', ${input.q})`;
  const simple = sql`websearch_to_tsquery('simple', ${input.q})`;
  const ident = normaliseIdentifier(input.q);
  const identExact = ident.length > 0 ? sql`${normalisedIdentifier} = ${ident}` : sql`false`;
  const identContains = ident.length >= 3 ? sql`${normalisedIdentifier} LIKE ${likePattern(ident)}` : sql`false`;
  const altName = sql`EXISTS (SELECT 1 FROM unnest(${lawRecords.alternateNames}) AS n WHERE n ILIKE ${likePattern(input.q)})`;
  const matches = sql`(${lawRecords.searchVector} @@ ${english} OR ${lawRecords.searchVector} @@ ${simple} OR ${identExact} OR ${identContains} OR ${altName})`;
  const rank = sql<number>`(ts_rank_cd(${lawRecords.searchVector}, ${english}) + ts_rank_cd(${lawRecords.searchVector}, ${simple})
    + CASE WHEN ${identExact} THEN 10 WHEN ${identContains} THEN 2 ELSE 0 END + CASE WHEN ${altName} THEN 1 ELSE 0 END)::float8`;

  const where = and(matches, ...lawFilterConditions(input)) as SQL;
  const window = pageWindow(ent.tier, input);
  const full = fullFieldsFor(ent.tier);
  const [totalRow] = await db.select({ n: count() }).from(lawRecords).where(where);
  const order =
    input.sort === "relevance" ? [desc(sql`rank`), desc(lawRecords.id)] : lawOrder(input.sort, input.order);
  const rows = window.beyondDepth
    ? []
    : await db
        .select({ ...recordColumns, rank: rank.as("rank") })
        .from(lawRecords)
        .innerJoin(jurisdictions, recordJoin)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset);
  const data = rows.map((r) => ({ ...toRecord(r, siteUrl, full), rank: Math.round(Number(r.rank) * 10_000) / 10_000 }));
  return recordPage(data, totalRow?.n ?? 0, window, ent, siteUrl);
}
