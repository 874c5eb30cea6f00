import { and, count, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { lawRecords } from "@/db/schema";

/**
 * The law search engine behind GET /v1/search, `sort=relevance` on GET /v1/laws and the website's law browser.
 *
 * The document (law_records.search_vector, kept by a trigger — migration 0009) weighs A: title, alternate names and
 * identifier spellings; B: jurisdiction name/abbreviation and record type; C: summary. A query runs in stages, and
 * `strategy` names the ones that ran:
 *  - `all_words`: Postgres web-search syntax (quoted phrases, -exclusion, `or`) over the document, in both the
 *    stemmed ('english') and verbatim ('simple') configurations; an identifier typed any way ("SB 24-205", "sb24205",
 *    "SB 205") or a record's exact name also lands here. These rows rank first (rank ≥ 1).
 *  - `fuzzy`: a query word found nowhere in the corpus is replaced by the most similar corpus word by trigram
 *    similarity (pg_trgm; "colorodo" → "colorado"), or dropped when nothing is close, before the stages run.
 *  - `any_word`: when fewer than FALLBACK_BELOW rows match all words, rows matching any word (as a prefix) or
 *    resembling a record's name by trigram similarity follow, ranked by how much of the query they cover, each
 *    word weighted by its rarity in the corpus (rank < 1). Exclusions (-term) still apply.
 * User text only ever reaches SQL as bound parameters; the tsquery functions used never raise on any input.
 */

export const FALLBACK_BELOW = 5;
const MAX_WORDS = 12;
const CORRECTION_MIN_SIMILARITY = 0.4;
const NAME_MIN_SIMILARITY = 0.45;

const vector = lawRecords.searchVector;

export interface LawSearchPlan {
  /** Rows this search returns (before the caller's filters). */
  match: SQL;
  /** Rows matching in the all-words stage. */
  allWords: SQL;
  /** Higher is better; ≥ 1 for all-words rows, in [0, 1) for fallback rows. */
  rank: SQL<number>;
  strategy: string;
  /** The query after typo correction, when it differs from what was typed. */
  interpreted: string | null;
}

/** Control characters (NUL included: Postgres text cannot hold it) become spaces; the rest is kept. */
export function cleanSearchText(q: string): string {
  return q.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
}

/** Lower-cased letters and digits only: "SB 24-205" and "sb24205" compare equal. */
export function compactIdentifier(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

interface QueryWords {
  /** Positive words (not after "-"), lower-cased, distinct. */
  words: string[];
  /** "-term" and "-\"phrase\"" parts, kept verbatim for the exclusion condition. */
  negations: string[];
  /** The query without exclusions, quotes and `or`: what a record's name is compared with. */
  plain: string;
}

function splitQuery(q: string): QueryWords {
  const negations = [...q.matchAll(/(?:^|\s)-("[^"]*"?|\S+)/g)].map((m) => `-${m[1]}`);
  const positive = q.replace(/(?:^|\s)-("[^"]*"?|\S+)/g, " ");
  const tokens = (positive.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w !== "or");
  const plain = tokens.join(" ");
  return { words: [...new Set(tokens)].slice(0, MAX_WORDS), negations, plain };
}

/** websearch_to_tsquery reads "24-205" as "24" followed by the exclusion "-205"; a hyphen between a letter or digit and a digit is a separator. */
function forTsquery(q: string): string {
  return q.replace(/([\p{L}\p{N}])[-/.](?=\d)/gu, "$1 ");
}

/** Letter+number pairs in the query, compacted ("colorado sb 205" → sb205), to meet identifier_keys. */
function identifierPairs(q: string): string[] {
  return [...q.toLowerCase().matchAll(/([a-z]+)[\s.-]*(\d+)(?:-(\d+))?([a-z]?)(?![a-z0-9])/g)].map(
    (m) => m[1]! + m[2]! + (m[3] ?? "") + (m[4] ?? ""),
  );
}

function prefixQuery(config: "english" | "simple", words: string[]): SQL {
  // Words are [\p{L}\p{N}]+ only, so the to_tsquery text cannot carry operators.
  return sql`to_tsquery(${config}::regconfig, ${words.map((w) => `${w}:*`).join(" | ")})`;
}

function wordMatches(word: string): SQL {
  return sql`(${vector} @@ (plainto_tsquery('english', ${word}) || to_tsquery('simple', ${`${word}:*`})))`;
}

interface WordStat {
  word: string;
  docs: number;
  stopword: boolean;
  correction: string | null;
}

/** Per positive word: in how many records it occurs (exact, stemmed or as a prefix), and a correction when in none. */
async function wordStats(db: Db, words: string[]): Promise<{ stats: WordStat[]; total: number }> {
  if (words.length === 0) return { stats: [], total: 0 };
  const list = words.join(" ");
  type Row = { word: string; docs: number; stopword: boolean; total: number };
  const rows = rowsOf<Row>(await db.execute(sql`
    WITH w AS (SELECT word, ord FROM unnest(string_to_array(${list}, ' ')) WITH ORDINALITY AS u(word, ord))
    SELECT w.word,
      (SELECT count(*)::int FROM law_records r
        WHERE r.search_vector @@ (plainto_tsquery('english', w.word) || to_tsquery('simple', w.word || ':*'))) AS docs,
      numnode(plainto_tsquery('english', w.word)) = 0 AS stopword,
      (SELECT count(*)::int FROM law_records) AS total
    FROM w ORDER BY w.ord`));
  const stats: WordStat[] = rows.map((r) => ({ word: r.word, docs: Number(r.docs), stopword: Boolean(r.stopword), correction: null }));
  const unknown = stats.filter((s) => s.docs === 0 && !s.stopword && s.word.length >= 4 && !/^\d+$/.test(s.word));
  if (unknown.length) {
    const fixes = rowsOf<{ word: string; fix: string | null }>(
      await db.execute(sql`
        WITH vocab AS MATERIALIZED (
          SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM law_records') WHERE word ~ '^[[:alpha:]]{3,}$'
        )
        SELECT u.word, (SELECT v.word FROM vocab v WHERE similarity(v.word, u.word) >= ${CORRECTION_MIN_SIMILARITY}
                        ORDER BY similarity(v.word, u.word) DESC, v.ndoc DESC, v.word LIMIT 1) AS fix
        FROM unnest(string_to_array(${unknown.map((s) => s.word).join(" ")}, ' ')) AS u(word)`),
    );
    for (const f of fixes) {
      const stat = stats.find((s) => s.word === f.word);
      if (stat) stat.correction = f.fix;
    }
  }
  return { stats, total: rows[0]?.total ?? 0 };
}

/**
 * Builds the SQL for one search. `filters` (scope, jurisdiction, …) decide whether the all-words stage ran short, so
 * the fallback answers the question actually asked.
 */
export async function planLawSearch(db: Db, rawQ: string, filters: SQL[] = []): Promise<LawSearchPlan> {
  const q = cleanSearchText(rawQ);
  const { words, negations, plain } = splitQuery(q);
  const { stats, total } = await wordStats(db, words);

  // Fuzzy: replace each word found nowhere by its closest corpus word, or drop it.
  let fixed = q;
  let corrected = false;
  for (const s of stats) {
    if (s.docs > 0 || s.stopword || s.word.length < 4 || /^\d+$/.test(s.word)) continue;
    if (s.correction === s.word) continue;
    corrected = true;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${s.word}(?![\\p{L}\\p{N}])`, "giu");
    fixed = fixed.replace(pattern, s.correction ?? " ");
  }
  fixed = fixed.replace(/\s+/g, " ").trim();
  const fixedWords = corrected ? splitQuery(fixed) : { words, negations, plain };
  const namePlain = corrected ? fixedWords.plain : plain;

  const tsText = forTsquery(fixed);
  const english = sql`websearch_to_tsquery('english', ${tsText})`;
  const simple = sql`websearch_to_tsquery('simple', ${tsText})`;
  const compact = compactIdentifier(q);
  const pairs = [...new Set(identifierPairs(q))];
  const identExact = compact.length >= 2 ? sql`${compact} = ANY(${lawRecords.identifierKeys})` : sql`false`;
  const identPair = pairs.length
    ? sql`${lawRecords.identifierKeys} && string_to_array(${pairs.join(" ")}, ' ')`
    : sql`false`;
  const nameExact = namePlain
    ? sql`EXISTS (SELECT 1 FROM unnest(${lawRecords.searchNames}) AS n
        WHERE regexp_replace(n, '[^[:alnum:]]+', ' ', 'g') = ${namePlain} OR n = ${namePlain})`
    : sql`false`;
  const nameSimilarity = namePlain
    ? sql`coalesce((SELECT max(similarity(n, ${namePlain})) FROM unnest(${lawRecords.searchNames}) AS n), 0)`
    : sql`0`;
  const excluded = negations.length
    ? sql`NOT (${vector} @@ websearch_to_tsquery('english', ${negations.map((n) => n.slice(1)).join(" or ")}))`
    : sql`true`;

  const textAll = sql`(${vector} @@ ${english} OR ${vector} @@ ${simple})`;
  const allWords = sql`((${textAll} OR ${identExact} OR ${nameExact}) AND ${excluded})`;
  const allRank = sql`(ts_rank_cd(${vector}, ${english}) + ts_rank_cd(${vector}, ${simple})
    + CASE WHEN ${identExact} THEN 4 WHEN ${identPair} THEN 1 ELSE 0 END
    + CASE WHEN ${nameExact} THEN 3 ELSE 0 END + ${nameSimilarity})`;

  const [row] = await db.select({ n: count() }).from(lawRecords).where(and(allWords, ...filters));
  const allCount = row?.n ?? 0;

  // Words that can widen the net: present in the corpus, not stopwords.
  const useful = stats
    .map((s) => ({ ...s, word: s.docs > 0 ? s.word : (s.correction ?? "") }))
    .filter((s) => s.word !== "" && !s.stopword);
  const fallback = allCount < FALLBACK_BELOW && (useful.length > 0 || namePlain.length >= 4);
  const parts = ["all_words"];
  if (corrected) parts.push("fuzzy");
  if (!fallback) {
    return {
      match: allWords,
      allWords,
      rank: sql<number>`(1 + ${allRank})::float8`,
      strategy: parts.join("+"),
      interpreted: corrected ? fixed : null,
    };
  }
  parts.push("any_word");

  // Rarer words count for more (a state name or "chatbot" over "ai"); a word's weight is ln(1 + N / docs).
  const weights = useful.map((s) => {
    const docs = s.docs > 0 ? s.docs : 1;
    return { word: s.word, weight: Math.log(1 + Math.max(total, 1) / docs) };
  });
  const weightSum = weights.reduce((a, w) => a + w.weight, 0) || 1;
  const coverage = weights.length
    ? sql.join(weights.map((w) => sql`CASE WHEN ${wordMatches(w.word)} THEN ${w.weight}::float8 ELSE 0 END`), sql` + `)
    : sql`0`;
  const anyWords = weights.length
    ? sql`(${vector} @@ (${prefixQuery("english", weights.map((w) => w.word))} || ${prefixQuery("simple", weights.map((w) => w.word))}))`
    : sql`false`;
  const similarName =
    namePlain.length >= 4
      ? sql`EXISTS (SELECT 1 FROM unnest(${lawRecords.searchNames}) AS n WHERE similarity(n, ${namePlain}) >= ${NAME_MIN_SIMILARITY})`
      : sql`false`;
  const anyScore = sql`((${coverage}) / ${weightSum}::float8 + ${nameSimilarity} + 0.1 * ts_rank_cd(${vector}, ${english}))`;
  const match = sql`(${allWords} OR ((${anyWords} OR ${similarName}) AND ${excluded}))`;
  const rank = sql<number>`(CASE WHEN ${allWords} THEN 1 + ${allRank} ELSE ${anyScore} / (1 + ${anyScore}) END)::float8`;
  return { match: or(match)!, allWords, rank, strategy: parts.join("+"), interpreted: corrected ? fixed : null };
}
