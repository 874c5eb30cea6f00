// US-law import throughput (docs/benchmarks.md, "us-law-import.ts"); not part of `npm test`:
//   npx tsx tests/bench/us-law-import.ts          # Postgres at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test
//   BENCH_SYNTHETIC=1000000 npx tsx tests/bench/us-law-import.ts   # also load the synthetic 1,000,000-row corpus
// A scratch database is created on that server and dropped afterwards.
//
// 1. The real corpus (~167,000 records from the shipped snapshots): a first import through the importer's writer
//    (into an empty corpus: records and assignments straight from their JSON, one transaction per source) against a raw server-side COPY of the
//    same rows into a copy of us_law_records with the same indexes (and of the assignments), measured in the same
//    run. Goal: importer ≥ 0.5× COPY. COPY reads a file the server can see, so the server must run on this machine.
// 2. An unchanged re-import (every record compared, only stamps move).
// 3. Optionally, the synthetic 1,000,000-row corpus for the read benchmarks (BENCH_SYNTHETIC=n).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-bench-"));
process.env.DATA_DIR = dataDir;
process.env.APP_SECRET ||= randomBytes(16).toString("hex");
process.env.PUBLIC_BASE_URL = "http://bench.local";
const SERVER = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const SYNTHETIC = Number(process.env.BENCH_SYNTHETIC || 0);

const seconds = (startNs: bigint) => Number(process.hrtime.bigint() - startNs) / 1e9;

function tsvField(v: unknown): string {
  if (v === null || v === undefined) return "\\N";
  if (Array.isArray(v)) return `{${v.map((x) => `"${String(x).replace(/["\\]/g, "\\$&")}"`).join(",")}}`.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n");
  return String(v).replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r");
}

async function main() {
  const { createScratchDatabase } = await import("../support/scratch-database");
  const scratch = await createScratchDatabase(SERVER, "lexatlas_bench");
  process.env.DATABASE_URL = scratch.url;
  const { getDb } = await import("@/lib/runtime/database");
  const { fileImporters } = await import("@/lib/us-law/import/registry");
  const { FILE_SOURCES } = await import("@/lib/us-law/import/types");
  const { writeSourceRun } = await import("@/lib/us-law/import/write-run");
  const { sourceReadFromSnapshot } = await import("@/lib/us-law/snapshot");
  const handle = await getDb();
  const { db } = handle;
  try {
    const reads = FILE_SOURCES.map((s) => sourceReadFromSnapshot(fileImporters[s]));
    const records = reads.flatMap((r) => r.records);
    console.log(`engine: ${handle.engine}; ${records.length.toLocaleString("en-US")} real records`);

    // Raw baseline: COPY the same rows (as the importer would store them) into identically indexed copies.
    const cols = Object.keys(records[0]!).filter((c) => c !== "assignments");
    const file = path.join(os.tmpdir(), `lexatlas-us-law-${process.pid}.tsv`);
    const assignFile = path.join(os.tmpdir(), `lexatlas-us-law-assign-${process.pid}.tsv`);
    const now = new Date().toISOString();
    const runId = "00000000-0000-4000-8000-000000000000";
    fs.writeFileSync(file, records.map((r) => [...cols.map((c) => tsvField((r as unknown as Record<string, unknown>)[c])), now, now, now, now, runId].join("\t")).join("\n") + "\n");
    fs.writeFileSync(assignFile, records.flatMap((r) => r.assignments.map((a) => [r.record_uid, a.subcategory, a.branch, a.is_primary, a.rule].join("\t"))).join("\n") + "\n");
    fs.chmodSync(file, 0o644);
    fs.chmodSync(assignFile, 0o644);
    await db.execute(sql`CREATE TABLE us_law_copy (LIKE us_law_records INCLUDING ALL)`);
    await db.execute(sql`CREATE TABLE us_law_copy_assign (LIKE us_law_assignments INCLUDING ALL)`);
    const copyStart = process.hrtime.bigint();
    await db.execute(sql.raw(`COPY us_law_copy (${cols.map((c) => `"${c}"`).join(", ")}, retrieved_at, last_verified_at, first_seen_at, updated_at, last_run_id) FROM '${file}'`));
    await db.execute(sql.raw(`COPY us_law_copy_assign (record_uid, subcategory_id, branch_id, is_primary, rule_id) FROM '${assignFile}'`));
    const copySeconds = seconds(copyStart);
    fs.rmSync(file);
    fs.rmSync(assignFile);

    const importStart = process.hrtime.bigint();
    for (const read of reads) await writeSourceRun(db, read);
    const importSeconds = seconds(importStart);

    const reStart = process.hrtime.bigint();
    for (const read of reads) await writeSourceRun(db, read);
    const reSeconds = seconds(reStart);

    const rate = (s: number) => Math.round(records.length / s).toLocaleString("en-US");
    console.log(`raw COPY (records + assignments, same indexes): ${copySeconds.toFixed(2)} s, ${rate(copySeconds)} records/s`);
    console.log(`importer, first import:                        ${importSeconds.toFixed(2)} s, ${rate(importSeconds)} records/s`);
    console.log(`importer, unchanged re-import:                 ${reSeconds.toFixed(2)} s, ${rate(reSeconds)} records/s`);
    console.log(`ratio importer/COPY (first import): ${(copySeconds / importSeconds).toFixed(2)}× (goal ≥ 0.5×)`);
    console.log(`ratio importer/COPY (re-import):    ${(copySeconds / reSeconds).toFixed(2)}×`);

    if (SYNTHETIC > 0) {
      const { loadSyntheticUsLaw } = await import("./support/synthetic-us-law");
      const s = await loadSyntheticUsLaw(db, SYNTHETIC, 50_000, (line) => process.stderr.write(`${line}\r`));
      console.log(`\nsynthetic corpus: ${SYNTHETIC.toLocaleString("en-US")} records in ${s.toFixed(1)} s (${Math.round(SYNTHETIC / s).toLocaleString("en-US")}/s)`);
    }
  } finally {
    await handle.close();
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
