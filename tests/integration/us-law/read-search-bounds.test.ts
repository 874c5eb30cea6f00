/**
 * GET /us-law/search keeps its work bounded (docs/architecture.md, "Search"). sort=relevance ranks every match exactly
 * up to SEARCH_RANK_LIMIT matches (exact total); above it SEARCH_RANK_LIMIT candidates are ranked — for a query of two or
 * more words, first the records whose title holds the words as a phrase, then others in the order found — with
 * meta.ranked_candidates, an estimated total and a notice. The other sorts page through every match; their total is
 * exact up to SEARCH_EXACT_LIMIT and estimated above. On SYNTHETIC records (tests/bench/support/synthetic-us-law.ts,
 * marked as such in every field) whose titles share words, so that more records match than the limits; the ranking
 * bound is lowered through setSearchRankLimitForTests rather than inserting 10,000 rows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/db/rows";
import { getDb } from "@/lib/runtime/database";
import { writeSourceRun } from "@/lib/us-law/import/write-run";
import { setSearchRankLimitForTests } from "@/lib/us-law/read";
import { SEARCH_EXACT_LIMIT, SEARCH_RANK_LIMIT } from "@/lib/us-law/read-vocabulary";
import { syntheticUsLawRecord } from "../../bench/support/synthetic-us-law";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";

/** Records whose titles hold "boundprobe" and "keystone", never adjacent; then one with the phrase, written last. */
const SPREAD = SEARCH_EXACT_LIMIT + 120;
const MATCHING = SPREAD + 1;
const LOWERED = 100;
let key: string;
let federal: number;
let phraseUid: string;

beforeAll(async () => {
  const { db } = await getDb();
  const records = Array.from({ length: MATCHING }, (_, i) => ({
    ...syntheticUsLawRecord(i),
    title: i < SPREAD ? `[SYNTHETIC] boundprobe record ${i} keystone` : "[SYNTHETIC] Boundprobe Keystone Act",
  }));
  phraseUid = records[SPREAD]!.record_uid;
  await writeSourceRun(db, { source: "synthetic" as never, origin: "synthetic search-bounds test", edition: "SYNTHETIC", inputSha256: "synthetic", rowsRead: records.length, records, errors: [] });
  federal = records.filter((r) => r.jurisdiction_slug === "federal").length;
  key = await mintKey("enterprise", ["us_law"]);
}, 120_000);

const search = (q: string, params: string) => get(`/v1/us-law/search?q=${encodeURIComponent(q)}&${params}`, { key });

/** Every page of a relevance search, in order. */
async function allPages(q: string, upTo: number) {
  const served: { record_uid: string; title: string; rank: number }[] = [];
  for (let offset = 0; offset < upTo; offset += 100) {
    const res = await search(q, `limit=100&offset=${offset}`);
    expect(res.status).toBe(200);
    served.push(...res.body.data);
  }
  return served;
}

describe("bounded search", () => {
  it("the fixture is on both sides of the exact-total limit and below the ranking limit", () => {
    expect(MATCHING).toBeGreaterThan(SEARCH_EXACT_LIMIT);
    expect(MATCHING).toBeLessThan(SEARCH_RANK_LIMIT);
    expect(federal).toBeGreaterThan(0);
    expect(federal).toBeLessThanOrEqual(SEARCH_EXACT_LIMIT);
  });

  it("relevance below the ranking limit: every match ranked, the total exact", async () => {
    const first = await search("boundprobe", "limit=100");
    expect(first.status).toBe(200);
    expect(first.body.meta).toMatchObject({ strategy: "full_text", total: MATCHING, total_estimated: false });
    expect(first.body.meta.ranked_candidates).toBeUndefined();
    expect(first.body.meta.notice).toBeUndefined();
    const served = await allPages("boundprobe", MATCHING + 100);
    expect(new Set(served.map((r) => r.record_uid)).size).toBe(MATCHING);
    for (const r of served) expect(r.title).toMatch(/boundprobe/i);
    const ranks = served.map((r) => r.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    // Two words: the phrase record ranks first (cover density), wherever it is stored.
    const two = await search("boundprobe keystone", "limit=5");
    expect(two.body.meta).toMatchObject({ total: MATCHING, total_estimated: false });
    expect(two.body.data[0].record_uid).toBe(phraseUid);
    expect(two.body.data[0].rank).toBeGreaterThan(two.body.data[1].rank);
  });

  it("other sorts page through every match in order; full pages estimate the total, the last page knows it", async () => {
    const titles: string[] = [];
    for (let offset = 0; offset < MATCHING; offset += 100) {
      const res = await search("boundprobe", `sort=enacted_date&order=asc&limit=100&offset=${offset}`);
      const last = res.body.data.length < 100;
      expect(res.body.meta.total_estimated, `offset ${offset}`).toBe(!last);
      if (last) expect(res.body.meta.total).toBe(MATCHING); // offset + a partial page is exact
      expect(res.body.meta.ranked_candidates).toBeUndefined();
      titles.push(...res.body.data.map((r: { title: string }) => r.title));
    }
    expect(new Set(titles).size).toBe(MATCHING);
  });

  it("within the limits: exact total, complete ranking, no estimate", async () => {
    const { db } = await getDb();
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM us_law_records WHERE title ILIKE '%boundprobe%' AND jurisdiction_slug = 'federal'`));
    expect(row!.n).toBe(federal);
    const served: string[] = [];
    let meta: Record<string, unknown> = {};
    for (let offset = 0; offset < federal + 100; offset += 100) {
      const res = await search("boundprobe", `jurisdiction=federal&limit=100&offset=${offset}`);
      meta = res.body.meta;
      served.push(...res.body.data.map((r: { record_uid: string }) => r.record_uid));
    }
    expect(meta).toMatchObject({ total: federal, total_estimated: false });
    expect(meta.ranked_candidates).toBeUndefined();
    expect(new Set(served).size).toBe(federal);
  });

  describe(`above the ranking limit (lowered to ${LOWERED})`, () => {
    beforeAll(() => setSearchRankLimitForTests(LOWERED));
    afterAll(() => setSearchRankLimitForTests(null));

    it("two words: the title-phrase match is ranked first although it is not among the first matches found", async () => {
      // What a scan yields first (the previous design ranked only these): the phrase record, written last, is not there.
      const { db } = await getDb();
      const firstFound = rowsOf<{ record_uid: string }>(
        await db.execute(sql`SELECT record_uid FROM us_law_records r
          WHERE r.search_vector @@ (websearch_to_tsquery('english', 'boundprobe keystone') || websearch_to_tsquery('simple', 'boundprobe keystone'))
          LIMIT ${LOWERED}`),
      ).map((r) => r.record_uid);
      expect(firstFound).toHaveLength(LOWERED);
      expect(firstFound).not.toContain(phraseUid);

      const res = await search("boundprobe keystone", "limit=10");
      expect(res.status).toBe(200);
      expect(res.body.meta).toMatchObject({ strategy: "full_text", total_estimated: true, ranked_candidates: LOWERED });
      expect(res.body.meta.total).toBeGreaterThan(LOWERED);
      expect(res.body.data[0].record_uid).toBe(phraseUid);
      expect(res.body.meta.notice).toMatch(/title or short title holds the query's words as a phrase/);
      expect(res.body.data[0].title).toBe("[SYNTHETIC] Boundprobe Keystone Act");
      // The same rank as when every match is ranked: the candidate set changed, not the scoring.
      setSearchRankLimitForTests(null);
      const exact = await search("boundprobe keystone", "limit=1");
      setSearchRankLimitForTests(LOWERED);
      expect(res.body.data[0].rank).toBe(exact.body.data[0].rank);

      // Pages end at the candidates, each served once, in rank order.
      const served = await allPages("boundprobe keystone", MATCHING + 100);
      expect(served).toHaveLength(LOWERED);
      expect(new Set(served.map((r) => r.record_uid)).size).toBe(LOWERED);
      const ranks = served.map((r) => r.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    });

    it("one word: the first matches found are ranked, and the notice says so", async () => {
      const res = await search("boundprobe -nothinglikethis", "limit=100");
      expect(res.body.meta).toMatchObject({ total_estimated: true, ranked_candidates: LOWERED });
      expect(res.body.meta.notice).toMatch(/the first found, in index order/);
      const served = await allPages("boundprobe", MATCHING + 100);
      expect(served).toHaveLength(LOWERED);
      expect(new Set(served.map((r) => r.record_uid)).size).toBe(LOWERED);
    });
  });
});
