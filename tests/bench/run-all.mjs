// `npm run bench`: every benchmark in tests/bench, one after another (each prints ratios against a raw baseline
// measured in the same run). Not part of npm test. BENCH_DATABASE_URL points the database benchmarks at Postgres.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const dir = import.meta.dirname;
const only = process.argv[2];
let failed = 0;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".ts")).sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n=== ${file} ===`);
  const r = spawnSync(process.execPath, [path.join(dir, "..", "..", "node_modules", "tsx", "dist", "cli.mjs"), path.join(dir, file)], { stdio: "inherit" });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
