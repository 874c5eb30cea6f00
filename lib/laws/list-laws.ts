import { and, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jurisdictions, lawRecords } from "@/db/schema";
import type { Entitlement } from "@/lib/auth/tiers";
import { rowsOf } from "@/db/rows";
import { DISCLAIMER } from "@/lib/vocabulary";
import { pageWindow, upgradeHint, type PageWindow } from "@/lib/http/paging";
import { fullFieldsFor, recordJoin, recordSelectList, toRecord, type RecordRow } from "./record";
import { compactIdentifier, planLawSearch } from "./search-engine";

export interface LawFilters {
  scope?: string;
  jurisdiction?: string;
  status?: string;
  in_force?: boolean;
  updated_since?: string;
  q?: string;
}

/** `%` and `_` in user text are literals, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function lawFilterConditions(f: LawFilters): SQL[] {
  const conditions: SQL[] = [];
  if (f.scope) conditions.push(eq(lawRecords.scope, f.scope));
  if (f.jurisdiction) conditions.push(eq(lawRecords.jurisdictionSlug, f.jurisdiction.toLowerCase()));
  if (f.status) conditions.push(ilike(lawRecords.status, likePattern(f.status)));
  if (f.in_force !== undefined) conditions.push(eq(lawRecords.inForce, f.in_force));
  if (f.updated_since) conditions.push(gte(lawRecords.updatedAt, sql`${f.updated_since}::timestamptz`));
  return conditions;
}

/**
 * The `q` filter of GET /v1/laws (and the law browser): SPEC's case-insensitive substring over title and summary,
 * widened to the record's alternate names and to its identifier compared letters-and-digits only ("sb24205" finds
 * SB24-205). Still a substring filter — no stemming, no typo tolerance; ranking is sort=relevance's business. Postgres
 * text cannot hold NUL, so a q containing one is a substring of nothing.
 */
export function lawTextFilter(q: string): SQL {
  if (q.includes("\u0000")) return sql`false`;
  const pattern = likePattern(q);
  const compact = compactIdentifier(q);
  return or(
    ilike(lawRecords.title, pattern),
    ilike(lawRecords.summary, pattern),
    sql`EXISTS (SELECT 1 FROM unnest(${lawRecords.alternateNames}) AS n WHERE n ILIKE ${pattern})`,
    ...(compact.length >= 3 ? [sql`lower(regexp_replace(coalesce(${lawRecords.identifier}, ''), '[^A-Za-z0-9]', '', 'g')) LIKE ${likePattern(compact)}`] : []),
  )!;
}

const SORT_COLUMNS = { updated_at: lawRecords.updatedAt, record_date: lawRecords.recordDate, title: lawRecords.title } as const;

/** A total order: the sort column (nulls last either way), then id — so pages never overlap or leave gaps. */
export function lawOrder(sort: keyof typeof SORT_COLUMNS, order: "asc" | "desc"): SQL[] {
  const column = SORT_COLUMNS[sort];
  const direction = order === "asc" ? asc : desc;
  return [sql`${column} IS NULL`, direction(column), direction(lawRecords.id)];
}

export interface ListLawsInput extends LawFilters {
  sort: keyof typeof SORT_COLUMNS | "relevance";
  order: "asc" | "desc";
  limit: number;
  offset: number;
}

export async function listLaws(db: Db, input: ListLawsInput, ent: Entitlement, siteUrl: string) {
  const conditions = lawFilterConditions(input);
  if (input.q) conditions.push(lawTextFilter(input.q));
  // sort=relevance orders the substring matches by the search engine's rank (best first, id breaking ties).
  const plan = input.q && input.sort === "relevance" ? await planLawSearch(db, input.q, conditions) : null;
  const order = plan
    ? [desc(plan.rank), desc(lawRecords.id)]
    : lawOrder(input.sort === "relevance" ? "updated_at" : input.sort, input.order);
  const where = conditions.length ? and(...conditions) : undefined;
  const window = pageWindow(ent.tier, input);
  const full = fullFieldsFor(ent.tier);
  // The count and the page are independent statements: on Postgres they run at once on two pooled connections.
  const [[totalRow], rows] = await Promise.all([
    db.select({ n: count() }).from(lawRecords).where(where),
    window.beyondDepth ? ([] as RecordRow[]) : db.execute(lawPageQuery(where, order, window.limit, window.offset)).then((r) => rowsOf<RecordRow>(r)),
  ]);
  return recordPage(rows.map((r) => toRecord(r, siteUrl, full)), totalRow?.n ?? 0, window, ent, siteUrl);
}

/**
 * The page statement of GET /v1/laws: raw rows already named as RecordRow (recordSelectList), so the only per-row
 * work in JavaScript is toRecord. Exported so the throughput benchmark's plain server runs exactly this statement.
 */
export function lawPageQuery(where: SQL | undefined, order: SQL[], limit: number, offset: number): SQL {
  return sql`SELECT ${recordSelectList} FROM ${lawRecords} INNER JOIN ${jurisdictions} ON ${recordJoin}${where ? sql` WHERE ${where}` : sql``}
    ORDER BY ${sql.join(order, sql`, `)} LIMIT ${limit} OFFSET ${offset}`;
}

const EMPTY_NOTICE = "Nothing matched. An empty result means we hold no matching record, not that no such law exists.";

/** The list envelope shared by /laws and /search: counts, the tier's caps named in `gated`, the disclaimer. */
export function recordPage<T>(data: T[], total: number, window: PageWindow, ent: Entitlement, siteUrl: string) {
  const full = fullFieldsFor(ent.tier);
  const gated = full ? window.gated : [...window.gated, "fields"];
  return {
    data,
    meta: {
      total,
      count: data.length,
      limit: window.limit,
      offset: window.offset,
      fields: full ? ("full" as const) : ("trimmed" as const),
      ...(gated.length ? { gated, upgrade: upgradeHint(gated, ent.tier, siteUrl) } : {}),
      ...(data.length === 0 && !window.beyondDepth ? { notice: EMPTY_NOTICE } : {}),
      disclaimer: DISCLAIMER,
    },
  };
}
