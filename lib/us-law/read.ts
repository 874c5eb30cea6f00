import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import type { Entitlement } from "@/lib/auth/tiers";
import { ApiError, notFound } from "@/lib/http/errors";
import { pageWindow, type PageWindow } from "@/lib/http/paging";
import { usLawUpgradeHint } from "./upgrade-hint";
import { DISCLAIMER } from "@/lib/vocabulary";
import { normaliseCitation } from "./citation";
import { assignmentsByUid, toUsLawRecord, US_LAW_RECORD_COLUMNS, US_LAW_RECORD_FROM, usLawRecordsByUid, type UsLawRecord, type UsLawRecordRow } from "./record";
import {
  escapeLike,
  parseDocumentNumber,
  scarceSample,
  substringCondition,
  usLawFilterConditions,
  usLawOrderBy,
  whereOf,
  type ScarceSample,
  type UsLawFilters,
} from "./read-query";
import { defaultOrder, US_LAW_TRIMMED_FIELDS, type UsLawListSort, type UsLawSearchSort } from "./read-vocabulary";

/**
 * The metered read operations of the US-law platform (SPEC 4.9): list, search and record fetch. The kernel meters
 * the records each returns; this module decides which records and which fields a caller's entitlement gets.
 */

export type UsLawServed = UsLawRecord | Omit<UsLawRecord, (typeof US_LAW_TRIMMED_FIELDS)[number]>;

/** The public (trimmed) envelope below the licensed level; provenance fields are never among the omitted ones. */
export function envelopeFor(record: UsLawRecord, ent: Entitlement): UsLawServed {
  if (ent.limits.fullFields) return record;
  const out: Record<string, unknown> = { ...record };
  for (const f of US_LAW_TRIMMED_FIELDS) delete out[f];
  return out as UsLawServed;
}

const EMPTY_NOTICE = "Nothing matched. An empty result means we hold no matching record, not that no such law exists.";

interface PageMetaInput {
  total: number;
  window: PageWindow;
  ent: Entitlement;
  siteUrl: string;
  sample: ScarceSample;
  extra?: Record<string, unknown>;
  notice?: string;
}

function pageMeta(data: unknown[], m: PageMetaInput) {
  const gated = [...m.window.gated, ...(m.ent.limits.fullFields ? [] : ["fields"]), ...(m.sample.sampled ? ["scarce_instrument_type"] : [])];
  const notice = m.notice ?? (data.length === 0 && !m.window.beyondDepth ? EMPTY_NOTICE : undefined);
  return {
    total: m.total,
    count: data.length,
    limit: m.window.limit,
    offset: m.window.offset,
    fields: m.ent.limits.fullFields ? ("full" as const) : ("trimmed" as const),
    ...m.extra,
    sampled: m.sample.sampled,
    ...(m.sample.meta ?? {}),
    ...(gated.length ? { gated, upgrade: usLawUpgradeHint(gated, m.ent, m.siteUrl) } : {}),
    ...(notice ? { notice } : {}),
    disclaimer: DISCLAIMER,
  };
}

async function countWhere(db: Db, conditions: SQL[]): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM us_law_records r ${whereOf(conditions)}`));
  return Number(row!.n);
}

/** One page of full records (rows + their assignments: two queries). */
async function recordPage(db: Db, conditions: SQL[], orderBy: SQL, window: PageWindow, siteUrl: string, extraColumns: SQL = sql``): Promise<{ records: UsLawRecord[]; rows: UsLawRecordRow[] }> {
  if (window.beyondDepth) return { records: [], rows: [] };
  const rows = rowsOf<UsLawRecordRow>(
    await db.execute(sql`
      SELECT ${US_LAW_RECORD_COLUMNS}${extraColumns} FROM ${US_LAW_RECORD_FROM} ${whereOf(conditions)}
      ORDER BY ${orderBy} LIMIT ${window.limit} OFFSET ${window.offset}`),
  );
  const assignments = await assignmentsByUid(db, rows.map((r) => r.record_uid));
  return { records: rows.map((r) => toUsLawRecord(r, assignments.get(r.record_uid), siteUrl)), rows };
}

export interface ListUsLawInput extends UsLawFilters {
  q?: string;
  sort: UsLawListSort;
  order?: "asc" | "desc";
  limit: number;
  offset: number;
}

export async function listUsLaw(db: Db, input: ListUsLawInput, ent: Entitlement, siteUrl: string) {
  const match = usLawFilterConditions(input);
  if (input.q) match.push(substringCondition(input.q));
  const sample = await scarceSample(db, match, ent, input.instrument_type);
  const conditions = sample.condition ? [...match, sample.condition] : match;
  const window = pageWindow(ent.tier, input);
  const total = await countWhere(db, conditions);
  const { records } = await recordPage(db, conditions, usLawOrderBy(input.sort, input.order), window, siteUrl);
  const data = records.map((r) => envelopeFor(r, ent));
  return { data, meta: pageMeta(data, { total, window, ent, siteUrl, sample, extra: { sort: input.sort, order: input.order ?? defaultOrder(input.sort) } }) };
}

export interface SearchUsLawInput extends UsLawFilters {
  q: string;
  sort: UsLawSearchSort;
  order?: "asc" | "desc";
  limit: number;
  offset: number;
}

type Strategy = "document_number" | "full_text" | "citation_substring";

/**
 * Search in three strategies, the first that applies wins (meta.strategy names it):
 * 1. document_number — the query is a presidential document number: matched only against the indexed
 *    document_number column; a miss is empty with a notice, never a fuzzy guess.
 * 2. full_text — websearch_to_tsquery('english', q) over the generated search vector (titles stemmed, citation
 *    as written), ranked by ts_rank_cd.
 * 3. citation_substring — when full text finds nothing: the normalised query as a substring of the normalised
 *    citation (so "USC 1983" finds "42 U.S.C. § 1983").
 */
export async function searchUsLaw(db: Db, input: SearchUsLawInput, ent: Entitlement, siteUrl: string) {
  const filters = usLawFilterConditions(input);
  const window = pageWindow(ent.tier, input);
  const docNumber = parseDocumentNumber(input.q);
  const ranked = input.sort === "relevance";
  const order = ranked ? undefined : input.order;

  const run = async (strategy: Strategy, match: SQL[], orderBy: SQL, extraColumns?: SQL) => {
    const sample = await scarceSample(db, match, ent, input.instrument_type);
    const conditions = sample.condition ? [...match, sample.condition] : match;
    const total = await countWhere(db, conditions);
    const page = total === 0 ? { records: [], rows: [] } : await recordPage(db, conditions, orderBy, window, siteUrl, extraColumns);
    return { strategy, total, sample, page };
  };
  const fallbackOrder = ranked ? usLawOrderBy("citation", "asc") : usLawOrderBy(input.sort as Exclude<UsLawSearchSort, "relevance">, order);

  let result;
  let notice: string | undefined;
  if (docNumber) {
    const match = [...filters, sql`r.document_number = ${docNumber.number}`, sql`r.instrument_type IN (${sql.join(docNumber.types.map((t) => sql`${t}`), sql`, `)})`];
    result = await run("document_number", match, fallbackOrder);
    if (result.total === 0) {
      notice =
        `No ${docNumber.types.map((t) => t.replace("_", " ")).join(" or ")} numbered ${docNumber.number} is held${filters.length ? " that matches these filters" : ""}. ` +
        "Presidential document numbers are matched exactly against the number column and never approximated; see " +
        "GET /v1/us-law/jurisdictions for the ranges held.";
    }
  } else {
    // Titles are indexed stemmed ('english'), citations as written ('simple'): the query is read both ways and either
    // may match ("proclamation" is 'proclam' in a title, 'proclamation' in a citation). An -exclusion must hold in
    // both readings, so each excluded word or phrase is also refused in either form.
    const tsquery = sql`(websearch_to_tsquery('english', ${input.q}) || websearch_to_tsquery('simple', ${input.q}))`;
    const textMatch = [...filters, sql`r.search_vector @@ ${tsquery}`];
    for (const excluded of excludedTerms(input.q)) {
      textMatch.push(sql`NOT (r.search_vector @@ (phraseto_tsquery('english', ${excluded}) || phraseto_tsquery('simple', ${excluded})))`);
    }
    const rankOrder = sql`ts_rank_cd(r.search_vector, ${tsquery}) DESC, r.record_uid ASC`;
    result = await run("full_text", textMatch, ranked ? rankOrder : fallbackOrder, sql`, ts_rank_cd(r.search_vector, ${tsquery}) AS rank`);
    const needle = normaliseCitation(input.q);
    if (result.total === 0 && needle) {
      result = await run("citation_substring", [...filters, sql`r.citation_normalized LIKE ${`%${escapeLike(needle)}%`}`], fallbackOrder);
    }
  }
  const ranks = new Map(result.page.rows.map((r) => [r.record_uid, Number((r as unknown as { rank?: number }).rank ?? 0)]));
  const data = result.page.records.map((r) => ({ ...envelopeFor(r, ent), rank: result.strategy === "full_text" ? ranks.get(r.record_uid) ?? 0 : null }));
  return {
    data,
    meta: pageMeta(data, {
      total: result.total,
      window,
      ent,
      siteUrl,
      sample: result.sample,
      notice,
      extra: { strategy: result.strategy, sort: input.sort, ...(ranked ? {} : { order: input.order ?? defaultOrder(input.sort as Exclude<UsLawSearchSort, "relevance">) }) },
    }),
  };
}

/** The words and quoted phrases a web-search query excludes: `-word`, `-"a phrase"`. */
export function excludedTerms(q: string): string[] {
  return [...q.matchAll(/(?:^|\s)-(?:"([^"]*)"|([^\s"]+))/g)].map((m) => (m[1] ?? m[2] ?? "").trim()).filter(Boolean);
}

/** One complete record with provenance (trimmed envelope below the licensed level; provenance always). */
export async function getUsLawRecord(db: Db, recordUid: string, ent: Entitlement, siteUrl: string) {
  const [record] = await usLawRecordsByUid(db, [recordUid], siteUrl);
  if (!record) throw notFound("The US-law record");
  const gated = ent.limits.fullFields ? [] : ["fields"];
  return {
    data: envelopeFor(record, ent),
    meta: {
      fields: ent.limits.fullFields ? ("full" as const) : ("trimmed" as const),
      ...(gated.length ? { gated, upgrade: usLawUpgradeHint(gated, ent, siteUrl) } : {}),
      disclaimer: DISCLAIMER,
    },
  };
}

/** 400 naming the parameter when a lower bound is after its upper bound (an always-empty range is a client bug). */
export function checkRanges(f: UsLawFilters): void {
  for (const [from, to] of [["effective_from", "effective_to"], ["enacted_from", "enacted_to"], ["repealed_from", "repealed_to"]] as const) {
    const a = f[from];
    const b = f[to];
    if (a && b && a > b) throw new ApiError("invalid_parameter", `Query parameter '${from}' (${a}) is after '${to}' (${b}).`, { param: from });
  }
}
