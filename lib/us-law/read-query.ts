import { and, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import type { Entitlement } from "@/lib/auth/tiers";
import { normaliseCitation } from "./citation";
import {
  defaultOrder,
  isScarceType,
  NUMBERED_PRESIDENTIAL_TYPES,
  SCARCE_INSTRUMENT_TYPES,
  type UsLawListSort,
  type UsLawSearchSort,
} from "./read-vocabulary";

/**
 * SQL for the shared filters of GET /us-law and GET /us-law/search (SPEC 4.9), over `us_law_records r`. Every
 * condition is a plain predicate on r (or an EXISTS on the assignments), so the same list works in the page query,
 * the count, the scarce-type sample subquery and the compare aggregation.
 */

export interface UsLawFilters {
  branch?: string;
  branch_any?: string;
  domain?: string;
  domain_primary?: string;
  jurisdiction?: string[];
  jurisdiction_level?: string[];
  instrument_type?: string[];
  status?: string[];
  in_force?: boolean;
  is_binding?: boolean;
  effective_from?: string;
  effective_to?: string;
  enacted_from?: string;
  enacted_to?: string;
  repealed_from?: string;
  repealed_to?: string;
  retrieved_since?: string;
  verified_since?: string;
  citation?: string;
  citation_prefix?: string;
  identifier?: string;
  record_uid?: string[];
}

const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** `%`, `_` and `\` in user text are literals. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function usLawFilterConditions(f: UsLawFilters): SQL[] {
  const c: SQL[] = [];
  if (f.branch) c.push(sql`r.primary_branch = ${f.branch}`);
  if (f.domain_primary) c.push(sql`r.primary_subcategory = ${f.domain_primary}`);
  if (f.branch_any) c.push(sql`EXISTS (SELECT 1 FROM us_law_assignments a WHERE a.record_uid = r.record_uid AND a.branch_id = ${f.branch_any})`);
  if (f.domain) c.push(sql`EXISTS (SELECT 1 FROM us_law_assignments a WHERE a.record_uid = r.record_uid AND a.subcategory_id = ${f.domain})`);
  if (f.jurisdiction?.length) c.push(sql`r.jurisdiction_slug IN (${list(f.jurisdiction)})`);
  if (f.jurisdiction_level?.length) c.push(sql`r.jurisdiction_level IN (${list(f.jurisdiction_level)})`);
  if (f.instrument_type?.length) c.push(sql`r.instrument_type IN (${list(f.instrument_type)})`);
  if (f.status?.length) c.push(sql`r.status IN (${list(f.status)})`);
  // IS TRUE / IS FALSE: a record whose source does not say (in_force null) is neither operative nor non-operative.
  if (f.in_force !== undefined) c.push(f.in_force ? sql`r.in_force IS TRUE` : sql`r.in_force IS FALSE`);
  if (f.is_binding !== undefined) c.push(sql`r.is_binding = ${f.is_binding}`);
  if (f.effective_from) c.push(sql`r.effective_date >= ${f.effective_from}::date`);
  if (f.effective_to) c.push(sql`r.effective_date <= ${f.effective_to}::date`);
  if (f.enacted_from) c.push(sql`r.enacted_date >= ${f.enacted_from}::date`);
  if (f.enacted_to) c.push(sql`r.enacted_date <= ${f.enacted_to}::date`);
  if (f.repealed_from) c.push(sql`r.repealed_date >= ${f.repealed_from}::date`);
  if (f.repealed_to) c.push(sql`r.repealed_date <= ${f.repealed_to}::date`);
  if (f.retrieved_since) c.push(sql`r.retrieved_at >= ${f.retrieved_since}::timestamptz`);
  if (f.verified_since) c.push(sql`r.last_verified_at >= ${f.verified_since}::timestamptz`);
  if (f.citation) c.push(sql`r.citation_normalized = ${normaliseCitation(f.citation)}`);
  if (f.citation_prefix) c.push(sql`r.citation_normalized LIKE ${escapeLike(normaliseCitation(f.citation_prefix)) + "%"}`);
  if (f.identifier) c.push(sql`r.identifier = ${f.identifier}`);
  // One jsonb parameter for the whole batch (not one bind parameter per uid): the same plan, less to build and bind.
  if (f.record_uid?.length) c.push(sql`r.record_uid IN (SELECT jsonb_array_elements_text(${JSON.stringify(f.record_uid)}::jsonb))`);
  return c;
}

/** `q` on GET /us-law: a case-insensitive substring of the title, short title or citation. */
export function substringCondition(q: string): SQL {
  const pattern = `%${escapeLike(q)}%`;
  return sql`(r.title ILIKE ${pattern} OR r.short_title ILIKE ${pattern} OR r.citation ILIKE ${pattern})`;
}

export const whereOf = (conditions: SQL[]): SQL => (conditions.length ? sql`WHERE ${and(...conditions)}` : sql``);

const SORT_COLUMNS: Record<Exclude<UsLawListSort | UsLawSearchSort, "relevance" | "citation">, { column: SQL; nullable: boolean }> = {
  effective_date: { column: sql`r.effective_date`, nullable: true },
  enacted_date: { column: sql`r.enacted_date`, nullable: true },
  repealed_date: { column: sql`r.repealed_date`, nullable: true },
  retrieved_at: { column: sql`r.retrieved_at`, nullable: false },
  last_verified_at: { column: sql`r.last_verified_at`, nullable: false },
  title: { column: sql`r.title`, nullable: false },
};

/**
 * A total order, so offset paging never loses or repeats a row: the sort key, then record_uid in the same direction.
 * Nullable dates put records without the date last in both directions. The citation sort is byte-wise on the
 * normalised citation (`USING ~<~`), which is what its text_pattern_ops index can serve.
 */
export function usLawOrderBy(sort: Exclude<UsLawListSort | UsLawSearchSort, "relevance">, order: "asc" | "desc" = defaultOrder(sort)): SQL {
  const dir = order === "asc" ? sql`ASC` : sql`DESC`;
  if (sort === "citation") return sql`r.citation_normalized USING ${sql.raw(order === "asc" ? "~<~" : "~>~")}, r.record_uid ${dir}`;
  const { column, nullable } = SORT_COLUMNS[sort];
  return sql`${column} ${dir}${nullable ? sql` NULLS LAST` : sql``}, r.record_uid ${dir}`;
}

/**
 * A query that is a presidential document number: "14110", "EO 14110", "E.O. 14110", "Executive Order 14110",
 * "Executive Order No. 14110", "Proclamation 10000", "Proc. 10000". Bare digits name any numbered presidential
 * document; a kind word narrows to it. Anything else is not a number query.
 */
export function parseDocumentNumber(q: string): { number: number; types: readonly string[] } | null {
  const m = /^(?:(executive\s+orders?|exec\.?\s*orders?|e\.?\s*o\.?|proclamations?|procl?\.?)\s*(?:no\.?\s*)?)?#?\s*(\d{1,6})$/i.exec(q.trim());
  if (!m) return null;
  const kind = m[1]?.toLowerCase();
  const types = !kind ? NUMBERED_PRESIDENTIAL_TYPES : kind.startsWith("p") ? ["proclamation"] : ["executive_order"];
  return { number: Number(m[2]), types };
}

export interface ScarceSample {
  sampled: boolean;
  /** Extra condition restricting scarce-type rows to the sample; null when nothing is withheld. */
  condition: SQL | null;
  meta: { sampled_reason: "scarce_instrument_type"; sample_size: number; scarce_matching: number; scarce_types: string[] } | null;
}

/**
 * The scarce-type gate (SPEC 4.9): below the tiers whose `usLawScarceSample` is null, at most that many records of
 * the scarce types are served for a query — a fixed real sample, the most recently enacted matching ones (ties by
 * record_uid) — whatever other types the query also asks for. The sample does not depend on sort, order or page,
 * so paging through a sampled result is stable. Nothing is withheld when the matching scarce records fit the sample.
 */
export async function scarceSample(db: Db, match: SQL[], ent: Entitlement, requestedTypes?: string[]): Promise<ScarceSample> {
  const cap = ent.limits.usLawScarceSample;
  const none: ScarceSample = { sampled: false, condition: null, meta: null };
  if (cap === null) return none;
  if (requestedTypes?.length && !requestedTypes.some(isScarceType)) return none;
  const scarce = sql`r.instrument_type IN (${list(SCARCE_INSTRUMENT_TYPES)})`;
  const scarceWhere = whereOf([...match, scarce]);
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM us_law_records r ${scarceWhere}`));
  const matching = Number(row!.n);
  if (matching <= cap) return none;
  return {
    sampled: true,
    condition: sql`(r.instrument_type NOT IN (${list(SCARCE_INSTRUMENT_TYPES)}) OR r.record_uid IN (
      SELECT r.record_uid FROM us_law_records r ${scarceWhere}
      ORDER BY r.enacted_date DESC NULLS LAST, r.record_uid LIMIT ${cap}))`,
    meta: { sampled_reason: "scarce_instrument_type", sample_size: cap, scarce_matching: matching, scarce_types: [...SCARCE_INSTRUMENT_TYPES] },
  };
}
