import { describe, expect, it } from "vitest";
import { curatedDataset } from "@/db/seed/dataset";
import { getDb } from "@/lib/runtime/database";
import { formatReport, keysById, RECALL_GOAL, relevanceQueries, scoreSearch } from "../../bench/support/search-relevance-score";

/** The relevance benchmark (tests/bench/search-relevance.queries.yaml) as a gate: fails below its recall goal. */
describe("search relevance benchmark", () => {
  it("every expected record exists in the curated dataset", () => {
    const keys = new Set(curatedDataset.laws.map((l) => l.key));
    const queries = relevanceQueries();
    expect(queries.length).toBeGreaterThanOrEqual(60);
    for (const q of queries) for (const k of q.expect) expect(keys.has(k), `${q.q}: ${k}`).toBe(true);
  });

  it(`recall@3 ≥ ${RECALL_GOAL}`, async () => {
    const { db } = await getDb();
    const report = await scoreSearch(db, keysById(curatedDataset.laws.map((l) => l.key)));
    if (report.recallAt3 < RECALL_GOAL) console.log(formatReport(report));
    expect(report.recallAt3).toBeGreaterThanOrEqual(RECALL_GOAL);
  }, 120_000);
});
