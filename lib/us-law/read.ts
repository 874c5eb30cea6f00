import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import type { Entitlement } from "@/lib/auth/tiers";
import { ApiError, notFound } from "@/lib/http/errors";
import { pageWindow, type PageWindow } from "@/lib/http/paging";
import { usLawUpgradeHint } from "./upgrade-hint";
import { DISCLAIMER } from "@/lib/vocabulary";
import { normaliseCitation } from "./citation";
import { assignmentsByUid, toUsLawRecords, US_LAW_RECORD_COLUMNS, US_LAW_RECORD_FROM, usLawRecordsByUid, type UsLawRecord, type UsLawRecordRow } from "./record";
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
import { defaultOrder, SEARCH_EXACT_LIMIT, SEARCH_RANK_LIMIT, US_LAW_TRIMMED_FIELDS, type UsLawListSort, type UsLawSearchSort } from "./read-vocabulary";

/**
 * The metered read operations of the US-law platform (SPEC 4.9): list, search and record fetch. The kernel meters
 * the records each returns; this module decides which records and which fields a caller's entitlement gets.
 */

export type UsLawServed = UsLawRecord | Omit<UsLawRecord, (typeof US_LAW_TRIMMED_FIELDS)[number]>;

/** The public (trimmed) envelope below the licensed level; provenance fields are never among the omitted ones. */
export function envelopeFor(record: UsLawRecord, ent: Entitlement): UsLawServed {
  if (ent.limits.fullFields) return record;
  // Copy what is kept (deleting from a copy turns it into a slow dictionary object); the order stays the record's.
  const out: Record<string, unknown> = {};
  for (const k in record) if (!TRIMMED.has(k)) out[k] = record[k as keyof UsLawRecord];
  return out as UsLawServed;
}
const TRIMMED = new Set<string>(US_LAW_TRIMMED_FIELDS);

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

export interface SearchTotal {
  total: number;
  estimated: boolean;
}

/** The planner's row estimate for these conditions, never below `atLeast` (we saw that many). */
async function estimateWhere(db: Db, conditions: SQL[], atLeast: number): Promise<number> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM us_law_records r ${whereOf(conditions)}`));
  const raw = row ? Object.values(row)[0] : null;
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: { "Plan Rows": number } }] | null;
  return Math.max(atLeast, Math.round(Number(plan?.[0]?.Plan?.["Plan Rows"] ?? 0)));
}

/** count(*) of at most SEARCH_EXACT_LIMIT + 1 matches; beyond that, the estimate. */
async function searchTotalWhere(db: Db, conditions: SQL[]): Promise<SearchTotal> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM us_law_records r ${whereOf(conditions)} LIMIT ${SEARCH_EXACT_LIMIT + 1}) m`),
  );
  const n = Number(row!.n);
  return n <= SEARCH_EXACT_LIMIT ? { total: n, estimated: false } : { total: await estimateWhere(db, conditions, n), estimated: true };
}

/**
 * The total a page implies without counting: a first page that is not full holds every match, and so does a later
 * non-empty page that is not full (offset + its rows). Otherwise null: count.
 */
function totalFromPage(window: PageWindow, served: number, f: UsLawFilters): number | null {
  if (window.beyondDepth) return null;
  // A record_uid batch matches at most its uids: a first page serving every one of them is the whole answer.
  if (window.offset === 0 && f.record_uid?.length && served === f.record_uid.length) return served;
  if (served >= window.limit) return null;
  if (served > 0 || window.offset === 0) return window.offset + served;
  return null;
}

/** Rows → records, with their assignments (one more query). */
async function toRecords(db: Db, rows: UsLawRecordRow[], siteUrl: string): Promise<UsLawRecord[]> {
  if (rows.length === 0) return [];
  const assignments = await assignmentsByUid(db, rows.map((r) => r.record_uid));
  return toUsLawRecords(rows, assignments, siteUrl);
}

/** One page of rows in this order (nothing beyond the tier's depth). */
async function pageRows(db: Db, conditions: SQL[], orderBy: SQL, window: PageWindow, extraColumns: SQL = sql``): Promise<UsLawRecordRow[]> {
  if (window.beyondDepth) return [];
  return rowsOf<UsLawRecordRow>(
    await db.execute(sql`
      SELECT ${US_LAW_RECORD_COLUMNS}${extraColumns} FROM ${US_LAW_RECORD_FROM} ${whereOf(conditions)}
      ORDER BY ${orderBy} LIMIT ${window.limit} OFFSET ${window.offset}`),
  );
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
  const rows = await pageRows(db, conditions, usLawOrderBy(input.sort, input.order), window);
  const total = totalFromPage(window, rows.length, input) ?? (await countWhere(db, conditions));
  const data = (await toRecords(db, rows, siteUrl)).map((r) => envelopeFor(r, ent));
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

interface StrategyResult {
  strategy: Strategy;
  sample: ScarceSample;
  rows: (UsLawRecordRow & { rank?: number | null })[];
  total: SearchTotal;
  /** Set when relevance ranking covered only this many candidates (more matched). */
  rankedCandidates: number | null;
  /** The candidates above the bound began with the title-phrase matches (a query of two or more words). */
  titledFirst?: boolean;
}

/**
 * Search in three strategies, the first that applies wins (meta.strategy names it):
 * 1. document_number — the query is a presidential document number: matched only against the indexed
 *    document_number column; a miss is empty with a notice, never a fuzzy guess.
 * 2. full_text — websearch_to_tsquery('english', q) over the generated search vector (titles stemmed, citation
 *    as written), ranked by ts_rank_cd.
 * 3. citation_substring — when full text finds nothing: the normalised query as a substring of the normalised
 *    citation (so "USC 1983" finds "42 U.S.C. § 1983").
 *
 * Bounded work: sort=relevance ranks every match exactly up to SEARCH_RANK_LIMIT matches (one statement: the
 * candidates, their count and the ranked page), with an exact total. Above it, SEARCH_RANK_LIMIT candidates are
 * ranked — the records whose title or short title holds the query's words as a phrase first, then other matches in
 * the order found — (meta.ranked_candidates) and the total is the planner's estimate (meta.total_estimated). The
 * other sorts order every match exactly; their total is exact up to SEARCH_EXACT_LIMIT and estimated above.
 */
export async function searchUsLaw(db: Db, input: SearchUsLawInput, ent: Entitlement, siteUrl: string) {
  const filters = usLawFilterConditions(input);
  const window = pageWindow(ent.tier, input);
  const docNumber = parseDocumentNumber(input.q);
  const ranked = input.sort === "relevance";
  const order = ranked ? undefined : input.order;
  const fallbackOrder = ranked ? usLawOrderBy("citation", "asc") : usLawOrderBy(input.sort as Exclude<UsLawSearchSort, "relevance">, order);

  const gate = async (match: SQL[]) => {
    const sample = await scarceSample(db, match, ent, input.instrument_type);
    return { sample, conditions: sample.condition ? [...match, sample.condition] : match };
  };
  /** A strategy whose page is in a fixed (non-relevance) order: the page, then the total if the page does not imply it. */
  const inOrder = async (strategy: Strategy, match: SQL[], extraColumns: SQL = sql``): Promise<StrategyResult> => {
    const { sample, conditions } = await gate(match);
    const rows = await pageRows(db, conditions, fallbackOrder, window, extraColumns);
    const known = totalFromPage(window, rows.length, input);
    const total = known !== null ? { total: known, estimated: false } : await searchTotalWhere(db, conditions);
    return { strategy, sample, rows, total, rankedCandidates: null };
  };
  /**
   * Relevance, in one statement. `probe` reads at most rankLimit + 1 matches, ranked; when there are no more, every
   * match is ranked exactly. Above the bound (only then: a one-time filter on the probe's count), `titled` takes up to
   * rankLimit matches whose title or short title holds the query's words (two or more) as a phrase, the probe fills
   * the rest, and those rankLimit candidates are ranked. The titled scan reads the records that hold every word
   * (the GIN index cannot see positions or weights) until it has rankLimit; it runs only above the bound.
   */
  const byRelevance = async (match: SQL[], relevance: SQL, titlePhrase: ReturnType<typeof titlePhraseQuery>): Promise<StrategyResult> => {
    const { sample, conditions } = await gate(match);
    const n = rankLimit;
    // Without a title phrase (one word) `titled` is empty: its rank column is then a typed null, not a second copy of
    // the relevance expression for the planner to fold (~0.06 ms of planning).
    const titledConditions = [sql`(SELECT count(*) FROM probe) > ${n}`, ...conditions, ...(titlePhrase ? [sql`numnode(phraseto_tsquery('english', ${titlePhrase.words})) > 1`, sql`r.search_vector @@ ${titlePhrase.phrase}`] : [sql`false`])];
    const rows = rowsOf<UsLawRecordRow & { matched: number; rank: number | null }>(
      await db.execute(sql`
        WITH probe AS MATERIALIZED (
          SELECT r.record_uid, ${relevance} AS rank FROM us_law_records r ${whereOf(conditions)}
          LIMIT ${n + 1}
        ),
        titled AS MATERIALIZED (
          SELECT r.record_uid, ${titlePhrase ? relevance : sql`NULL::real`} AS rank FROM us_law_records r ${whereOf(titledConditions)}
          LIMIT ${n}
        ),
        candidates AS MATERIALIZED (
          SELECT record_uid, rank FROM titled
          UNION ALL
          (SELECT record_uid, rank FROM probe WHERE record_uid NOT IN (SELECT record_uid FROM titled) LIMIT ${n} - (SELECT count(*) FROM titled))
        ),
        page AS (SELECT record_uid, rank FROM candidates ORDER BY rank DESC, record_uid ASC LIMIT ${window.beyondDepth ? 0 : window.limit} OFFSET ${window.offset})
        SELECT (SELECT count(*) FROM probe)::int AS matched, page.rank, ${US_LAW_RECORD_COLUMNS}
        FROM (SELECT 1) one
        LEFT JOIN (page JOIN us_law_records r ON r.record_uid = page.record_uid LEFT JOIN jurisdictions j ON j.slug = r.jurisdiction_slug) ON true
        ORDER BY page.rank DESC, page.record_uid ASC`),
    );
    const matched = Number(rows[0]?.matched ?? 0);
    const page = rows.filter((r) => r.record_uid !== null);
    if (matched <= n) return { strategy: "full_text", sample, rows: page, total: { total: matched, estimated: false }, rankedCandidates: null };
    const total = await estimateWhere(db, conditions, matched);
    return { strategy: "full_text", sample, rows: page, total: { total, estimated: true }, rankedCandidates: n, titledFirst: titlePhrase !== null };
  };

  let result: StrategyResult;
  let notice: string | undefined;
  if (docNumber) {
    const match = [...filters, sql`r.document_number = ${docNumber.number}`, sql`r.instrument_type IN (${sql.join(docNumber.types.map((t) => sql`${t}`), sql`, `)})`];
    result = await inOrder("document_number", match);
    if (result.total.total === 0) {
      notice =
        `No ${docNumber.types.map((t) => t.replace("_", " ")).join(" or ")} numbered ${docNumber.number} is held${filters.length ? " that matches these filters" : ""}. ` +
        "Presidential document numbers are matched exactly against the number column and never approximated; see " +
        "GET /v1/us-law/jurisdictions for the ranges held.";
    }
  } else {
    // Titles are indexed stemmed ('english'), citations as written ('simple'): the query is read both ways and either
    // may match ("proclamation" is 'proclam' in a title, 'proclamation' in a citation). An -exclusion must hold in
    // both readings, so each excluded word or phrase is also refused in either form.
    // The refusals are folded into the match query (q && !!(excluded)) rather than added as a NOT filter: the same
    // rows, one tsquery test per candidate, and at 1M rows "privacy -consumer" ranked its ~960 matches in 4.3 ms
    // instead of 6.7 ms (EXPLAIN ANALYZE, min of 8). Ranking reads the query without its bare-word refusals
    // (rankingText): the same ranks at half the cost again (2.8 ms).
    const tsquery = sql`(websearch_to_tsquery('english', ${input.q}) || websearch_to_tsquery('simple', ${input.q}))`;
    const rankText = rankingText(input.q);
    const rankQuery = rankText === input.q ? tsquery : sql`(websearch_to_tsquery('english', ${rankText}) || websearch_to_tsquery('simple', ${rankText}))`;
    let matchQuery = tsquery;
    for (const excluded of excludedTerms(input.q)) {
      matchQuery = sql`(${matchQuery} && !!(phraseto_tsquery('english', ${excluded}) || phraseto_tsquery('simple', ${excluded})))`;
    }
    const textMatch = [...filters, sql`r.search_vector @@ ${matchQuery}`];
    result = ranked ? await byRelevance(textMatch, relevanceRank(rankText), titlePhraseQuery(input.q)) : await inOrder("full_text", textMatch, sql`, ts_rank_cd(r.search_vector, ${rankQuery}) AS rank`);
    const needle = normaliseCitation(input.q);
    if (result.total.total === 0 && needle) {
      result = await inOrder("citation_substring", [...filters, sql`r.citation_normalized LIKE ${`%${escapeLike(needle)}%`}`]);
    }
  }
  if (result.rankedCandidates !== null) {
    const n = result.rankedCandidates.toLocaleString("en-US");
    notice =
      `More than ${n} records match: ${n} of them are ranked — ` +
      (result.titledFirst
        ? "first those whose title or short title holds the query's words as a phrase, then other matches in the order found"
        : "the first found, in index order") +
      ", not the best of every match — so pages end there, and meta.total is an estimate. Add words or filters for a " +
      "complete ranking, or sort by effective_date, enacted_date or title to page through every match.";
  } else if (result.total.estimated) {
    notice = `More than ${SEARCH_EXACT_LIMIT.toLocaleString("en-US")} records match: meta.total is an estimate.`;
  }
  const records = await toRecords(db, result.rows, siteUrl);
  // The rank is set on each (fresh) record, after its own fields as before, rather than spread into a copy: a copy of
  // ~40 fields per record was the largest single allocation of a search request and a fifth of its own CPU.
  const fullText = result.strategy === "full_text";
  const data = records.map((r, i) => {
    (r as UsLawRecord & { rank: number | null }).rank = fullText ? Number(result.rows[i]!.rank ?? 0) : null;
    return envelopeFor(r, ent) as UsLawServed & { rank: number | null };
  });
  return {
    data,
    meta: pageMeta(data, {
      total: result.total.total,
      window,
      ent,
      siteUrl,
      sample: result.sample,
      notice,
      extra: {
        strategy: result.strategy,
        total_estimated: result.total.estimated,
        ...(result.rankedCandidates !== null ? { ranked_candidates: result.rankedCandidates } : {}),
        sort: input.sort,
        ...(ranked ? {} : { order: input.order ?? defaultOrder(input.sort as Exclude<UsLawSearchSort, "relevance">) }),
      },
    }),
  };
}

/** A lexeme as it is written in a tsquery's or tsvector's text: quoted, a quote doubled, a backslash escaped. */
const QUOTED_LEXEME = "('(?:[^']|'')*')";

/**
 * The relevance of a match, ts_rank_cd(search_vector, E || S) for the query read as English (E) and as written (S):
 * the same value, at less cost. ts_rank_cd allocates and zeroes 32 KB per query node for every row it ranks
 * (PostgreSQL's tsrank.c keeps a position array of MAXENTRYPOS entries per node), so its cost grows with the query's
 * size: 'privaci' | 'privacy' (3 nodes) cost ~1.7 µs a row where 'privaci' alone costs ~0.5, and
 * ('health' & 'insur') | ('health' & 'insurance') (7 nodes) ~4 µs (988 rows of the 1M corpus, pgbench). Most
 * matches hold none of the lexemes that only S has (titles are indexed stemmed; S differs from E only where a word
 * stems differently, and those unstemmed forms occur in citations), and for such a record rank(E || S) = rank(E)
 * exactly: tsrank.c builds its document representation from the query lexemes the vector holds (the same
 * positions either way), and S, which cannot hold without one of its own lexemes, never changes which extents
 * satisfy the query — the same covers, the same arithmetic. So a row is ranked with E alone when
 *   - E = S (the query reads the same both ways: E || E ranks as E), or
 *   - the row holds none of S's own lexemes (`v @@ s_only` is false), S cannot be satisfied by the lexemes it shares
 *     with E (`e_lexemes @@ S` is false on a vector without positions, where a phrase counts as present: an
 *     over-estimate, never wrongly false), and neither reading has a negation (every node monotone);
 * otherwise with E || S as before. Everything but the per-row @@ and the rank is immutable and folded into
 * constants when the statement is planned. Checked equal, bit for bit, on every match of 24 queries in both bench
 * corpora (~1.1M ranks), and by a test (tests/integration/us-law/read-search-rank.test.ts).
 */
export function relevanceRank(rankText: string): SQL {
  // The text is built once (RELEVANCE_TEXT) and used as the template strings of the sql tag, the ranking text in
  // every slot: built as nested sql`` fragments this expression cost 60–70 µs of drizzle rendering per statement
  // (under load; sql.join of the same pieces ~70–100), as one template ~16 µs (the old expression: ~6).
  return sql(RELEVANCE_TEXT, ...RELEVANCE_SLOTS.map(() => rankText));
}

/** relevanceRank's SQL, split where the ranking text goes. The regular expressions are SQL literals (quotes doubled). */
const RELEVANCE_TEXT: TemplateStringsArray = (() => {
  const slot = "\u0000";
  const english = `websearch_to_tsquery('english', ${slot})`;
  const simple = `websearch_to_tsquery('simple', ${slot})`;
  const quoted = QUOTED_LEXEME.replace(/'/g, "''");
  /** The lexemes of a tsquery as a tsvector without positions. */
  const lexemes = (q: string) => `regexp_replace(${q}::text, '[^'']*${quoted}[^'']*', ' \\1', 'g')::tsvector`;
  const simpleOnly = `ts_delete(${lexemes(simple)}, tsvector_to_array(${lexemes(english)}))`;
  const guard =
    `(CASE WHEN strpos(${english}::text, '!') > 0 OR strpos(${simple}::text, '!') > 0 OR length(${simpleOnly}) = 0 ` +
    `OR ${lexemes(english)} @@ ${simple} THEN NULL ELSE regexp_replace(${simpleOnly}::text, '${quoted} ', '\\1 | ', 'g')::tsquery END)`;
  const strings = (
    `(CASE WHEN ${english} = ${simple} OR NOT (r.search_vector @@ ${guard}) ` +
    `THEN ts_rank_cd(r.search_vector, ${english}) ELSE ts_rank_cd(r.search_vector, (${english} || ${simple})) END)`
  ).split(slot);
  return Object.assign(strings, { raw: strings }) as unknown as TemplateStringsArray;
})();
const RELEVANCE_SLOTS: readonly null[] = Array.from({ length: RELEVANCE_TEXT.length - 1 }, () => null);

/**
 * The query's wanted words as one phrase on the title and short title (weight A of the search vector): every lexeme
 * of phraseto_tsquery('english', words) restricted to weight A. Null for fewer than two wanted words: one word's
 * matches are the word itself in the title or the citation, and its best ranks (the word repeated) are not what an
 * index can pick, so one-word candidates are the first found (and the SQL also skips a "phrase" of one lexeme, e.g.
 * "the cfr", whose title filter would read every match of a citation word to find few).
 */
export function titlePhraseQuery(q: string): { phrase: SQL; words: string } | null {
  const words = wantedWords(q);
  if (words.split(" ").length < 2) return null;
  return { phrase: sql`regexp_replace(phraseto_tsquery('english', ${words})::text, ${QUOTED_LEXEME}, ${"\\1:A"}, 'g')::tsquery`, words };
}

/** A web-search query without its exclusions, quotes and `or`: "privacy -consumer" → "privacy". */
export function wantedWords(q: string): string {
  return q
    .replace(/(?:^|\s)-(?:"[^"]*"|[^\s"]+)/g, " ")
    .replace(/"/g, " ")
    .split(/\s+/)
    .filter((w) => w && w.toLowerCase() !== "or")
    .join(" ");
}

/** The ranking bound in force (SEARCH_RANK_LIMIT); tests lower it to exceed it with a few hundred rows. */
let rankLimit = SEARCH_RANK_LIMIT;
export function setSearchRankLimitForTests(n: number | null): void {
  rankLimit = n ?? SEARCH_RANK_LIMIT;
}

/**
 * The text relevance is ranked with: the query without its -exclusions when each one is a bare word (letters and
 * digits only), else the query itself. Every match lacks the lexemes of a bare excluded word in both readings (the
 * refusal is part of the match query), and ts_rank_cd then gives `a & !b` the rank of `a` — but evaluating the
 * negations on every candidate cost as much again as ranking it (1M rows, "privacy -consumer": 5.8 → 2.8 ms).
 * A phrase or a hyphenated word is several lexemes that a match may still hold apart, whose rank could differ: those
 * queries are ranked as written.
 */
export function rankingText(q: string): string {
  const excluded = excludedTerms(q);
  if (excluded.length === 0 || !excluded.every((t) => /^[\p{L}\p{N}]+$/u.test(t))) return q;
  return q.replace(/(?:^|\s)-(?:"[^"]*"|[^\s"]+)/g, " ").trim() || q;
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
