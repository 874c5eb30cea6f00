/**
 * Search relevance: the queries in search-relevance.queries.yaml (written from how people ask, before tuning) run
 * in-process against a freshly seeded in-memory PGlite (or Postgres: BENCH_DATABASE_URL). Prints recall@3, MRR and
 * every query not fully satisfied; exits 1 below the recall goal.
 *   npm run bench -- search-relevance
 */
import os from "node:os";
import path from "node:path";
import fs from "node:fs";

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-bench-"));
  Object.assign(process.env, { PGLITE_DIR: "memory://", DATA_DIR: dataDir, APP_SECRET: "bench", PUBLIC_BASE_URL: "http://bench.local" });
  if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  else delete process.env.DATABASE_URL;

  const { getDb } = await import("@/lib/runtime/database");
  const { curatedDataset } = await import("@/db/seed/dataset");
  const { scoreSearch, keysById, formatReport, RECALL_GOAL } = await import("./support/search-relevance-score");

  const handle = await getDb();
  const report = await scoreSearch(handle.db, keysById(curatedDataset.laws.map((l) => l.key)));
  console.log(formatReport(report));
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (report.recallAt3 < RECALL_GOAL) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
