/**
 * The relevance a US-law search ranks with (lib/us-law/read.ts relevanceRank) equals ts_rank_cd(search_vector,
 * E || S) — the query read as English and as written — bit for bit, for every match, whether a row takes the
 * cheaper E-only path or not. On SYNTHETIC records (tests/bench/support/synthetic-us-law.ts) whose titles and
 * citations are written so that both paths occur: the unstemmed form of a word ("privacy", only S has it) in some
 * citations, repeated words, short titles, phrases, stop words and a negated phrase.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/db/rows";
import { getDb } from "@/lib/runtime/database";
import { writeSourceRun } from "@/lib/us-law/import/write-run";
import { normaliseCitation } from "@/lib/us-law/citation";
import { recordUidFor } from "@/lib/us-law/citation";
import { rankingText, relevanceRank } from "@/lib/us-law/read";
import { syntheticUsLawRecord } from "../../bench/support/synthetic-us-law";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";

const TITLES: [title: string, shortTitle: string | null, citation: string][] = [
  ["[SYNTHETIC] Privacy of health records", null, "SYNTHETIC Privacy Rule 1"],
  ["[SYNTHETIC] Privacy privacy privacy", "Privacy Act", "SYNTHETIC 2"],
  ["[SYNTHETIC] Consumer privacy and data security", null, "SYNTHETIC privacy 3 privacy"],
  ["[SYNTHETIC] Health insurance portability", "Health Insurance Act", "SYNTHETIC Insurance 4"],
  ["[SYNTHETIC] Insurance for health workers", null, "SYNTHETIC 5"],
  ["[SYNTHETIC] Health and insurance, health insurance, insurance of health", null, "SYNTHETIC health 6"],
  ["[SYNTHETIC] Artificial intelligence systems", null, "SYNTHETIC Artificial Intelligence 7"],
  ["[SYNTHETIC] Intelligence, artificial and natural", null, "SYNTHETIC 8"],
  ["[SYNTHETIC] The act of the tax", "The Tax Act", "SYNTHETIC the act 9"],
  ["[SYNTHETIC] Taxes and tax credits", null, "SYNTHETIC taxes 10"],
  ["[SYNTHETIC] Clean water and water rights", null, "SYNTHETIC water 11"],
  ["[SYNTHETIC] Security of privacy", null, "SYNTHETIC security 12"],
  ["[SYNTHETIC] Water supply, water meters and clean rivers", null, "SYNTHETIC Water 13"],
];

const QUERIES = [
  "privacy",
  "privacy -consumer",
  "health insurance",
  '"artificial intelligence"',
  "tax",
  "taxes",
  "the act",
  '"act of"',
  "privacy or security",
  'water -"clean water"',
  "insurance health insurance",
];

let key: string;

beforeAll(async () => {
  const { db } = await getDb();
  const records = TITLES.map(([title, shortTitle, citation], i) => ({
    ...syntheticUsLawRecord(i),
    title,
    short_title: shortTitle,
    citation,
    citation_normalized: normaliseCitation(citation),
    record_uid: recordUidFor("federal", citation),
    jurisdiction_slug: "federal",
    jurisdiction_level: "federal" as const,
  }));
  await writeSourceRun(db, { source: "synthetic" as never, origin: "synthetic search-rank test", edition: "SYNTHETIC", inputSha256: "synthetic", rowsRead: records.length, records, errors: [] });
  key = await mintKey("enterprise", ["us_law"]);
}, 120_000);

describe("search relevance", () => {
  it("equals ts_rank_cd over both readings for every match, bit for bit", async () => {
    const { db } = await getDb();
    let shortcut = 0;
    let full = 0;
    for (const q of QUERIES) {
      const text = rankingText(q);
      const both = sql`(websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('simple', ${text}))`;
      const rows = rowsOf<{ record_uid: string; plain: string; fast: string; english_alone: boolean }>(
        await db.execute(sql`
          SELECT r.record_uid, ts_rank_cd(r.search_vector, ${both})::text AS plain, ${relevanceRank(text)}::text AS fast,
            ts_rank_cd(r.search_vector, websearch_to_tsquery('english', ${text})) = ts_rank_cd(r.search_vector, ${both}) AS english_alone
          FROM us_law_records r WHERE r.search_vector @@ ${both}`),
      );
      expect(rows.length, q).toBeGreaterThan(0);
      for (const r of rows) expect(r.fast, `${q} ${r.record_uid}`).toBe(r.plain);
      for (const r of rows) r.english_alone ? shortcut++ : full++;
    }
    // Both kinds of row occur: ranks that E alone gives, and ranks that need S's own lexemes (a citation's "privacy").
    expect(shortcut).toBeGreaterThan(10);
    expect(full).toBeGreaterThan(3);
  });

  it("serves those ranks, best first", async () => {
    const { db } = await getDb();
    for (const q of QUERIES) {
      const res = await get(`/v1/us-law/search?q=${encodeURIComponent(q)}&limit=100`, { key });
      expect(res.status).toBe(200);
      const text = rankingText(q);
      const expected = new Map(
        rowsOf<{ record_uid: string; rank: number }>(
          await db.execute(sql`
            SELECT record_uid, ts_rank_cd(search_vector, websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('simple', ${text})) AS rank
            FROM us_law_records`),
        ).map((r) => [r.record_uid, Number(r.rank)]),
      );
      const served = res.body.data as { record_uid: string; rank: number }[];
      expect(served.length, q).toBeGreaterThan(0);
      for (const r of served) expect(r.rank, `${q} ${r.record_uid}`).toBe(expected.get(r.record_uid));
      const ranks = served.map((r) => r.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    }
  });
});
