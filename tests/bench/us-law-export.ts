// US-law bulk export streaming (issue 13, "Scale and speed"); not part of `npm test`:
//   npx tsx tests/bench/us-law-export.ts                       # Postgres at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test
//   BENCH_SYNTHETIC=200000 npx tsx tests/bench/us-law-export.ts   # a smaller synthetic corpus (default 1,000,000)
// A scratch database is created on that server and dropped afterwards.
//
// Loads the SYNTHETIC corpus (tests/bench/support/synthetic-us-law.ts), plans an export as a licensed Business key,
// and streams one 10,000-row part (the middle one) in each format through the kernel, as the HTTP route would. The
// baseline is `COPY (SELECT … the same rows and columns …) TO STDOUT (FORMAT csv, HEADER)` on a raw connection, in
// the same run. Printed: seconds, rows/s, MB/s, the ratio stream/COPY throughput (goal ≥ 0.5×), and the peak RSS
// growth while streaming (goal ≤ 50 MB).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-bench-"));
process.env.DATA_DIR = dataDir;
process.env.APP_SECRET ||= randomBytes(16).toString("hex");
process.env.PUBLIC_BASE_URL = "http://bench.local";
const SERVER = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const N = Number(process.env.BENCH_SYNTHETIC || 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);

const seconds = (startNs: bigint) => Number(process.hrtime.bigint() - startNs) / 1e9;

/** A minimal pg "submittable" for COPY … TO STDOUT: counts the bytes the server sends (no pg-copy-streams here). */
class CopyOut {
  bytes = 0;
  private done!: (n: number) => void;
  private fail!: (e: unknown) => void;
  readonly finished = new Promise<number>((resolve, reject) => {
    this.done = resolve;
    this.fail = reject;
  });
  constructor(private readonly text: string) {}
  submit(connection: { query: (text: string) => void }) {
    connection.query(this.text);
  }
  handleCopyData(msg: { chunk: Buffer }) {
    this.bytes += msg.chunk.length;
  }
  handleCommandComplete() {}
  handleReadyForQuery() {
    this.done(this.bytes);
  }
  handleError(err: unknown) {
    this.fail(err);
  }
}

async function main() {
  const { createScratchDatabase } = await import("../support/scratch-database");
  const scratch = await createScratchDatabase(SERVER, "lexatlas_bench");
  process.env.DATABASE_URL = scratch.url;
  const { sql } = await import("drizzle-orm");
  const pg = await import("pg");
  const { getDb } = await import("@/lib/runtime/database");
  const { loadSyntheticUsLaw } = await import("./support/synthetic-us-law");
  const { createApiKey } = await import("@/lib/auth/key-store");
  const { entitlementFor } = await import("@/lib/auth/tiers");
  // The export's own bound operations, not the whole registry (which pulls in the PDF renderer tsx cannot load).
  const { usLawExportOperations } = await import("@/lib/api/us-law-export");
  const { invoke } = await import("@/lib/http/kernel");
  const { planUsLawExport } = await import("@/lib/us-law/export/plan");
  const { verifyPartToken } = await import("@/lib/us-law/export/part-token");
  const { US_LAW_RECORD_COLUMNS, US_LAW_RECORD_FROM } = await import("@/lib/us-law/record");
  const { PgDialect } = await import("drizzle-orm/pg-core");
  const handle = await getDb();
  const { db } = handle;
  const raw = new pg.default.Client({ connectionString: scratch.url });
  await raw.connect();
  try {
    console.log(`engine: ${handle.engine}; loading ${N.toLocaleString("en-US")} SYNTHETIC records…`);
    const loadSeconds = await loadSyntheticUsLaw(db, N, 50_000, (s) => process.stderr.write(`\r${s}   `));
    process.stderr.write("\n");
    await db.execute(sql`ANALYZE us_law_records`);
    await db.execute(sql`ANALYZE us_law_history`);
    console.log(`loaded in ${loadSeconds.toFixed(1)} s`);

    const { row } = await createApiKey(db, { tier: "business", email: `bench-${Date.now()}@example.com`, products: ["us_law"] });
    const ent = entitlementFor({ kind: "key", tier: "business", products: ["us_law"], keyId: row.id, keyPrefix: row.keyPrefix }, "us_law");
    const download = usLawExportOperations.find((b) => b.op.id === "downloadUsLawExport")!;

    const planStart = process.hrtime.bigint();
    const probe = await planUsLawExport(db, { format: "csv", fields: "full" }, ent, "http://bench.local");
    console.log(`plan (no filter): ${probe.data.row_count.toLocaleString("en-US")} rows, ${probe.data.part_count} parts, ${seconds(planStart).toFixed(2)} s`);
    const filteredStart = process.hrtime.bigint();
    const filtered = await planUsLawExport(db, { format: "csv", fields: "full", jurisdiction: ["california"], in_force: true }, ent, "http://bench.local");
    console.log(`plan (jurisdiction=california&in_force=true): ${filtered.data.row_count.toLocaleString("en-US")} rows, ${seconds(filteredStart).toFixed(2)} s`);

    const middle = Math.floor(probe.data.part_count / 2);
    const claims = verifyPartToken(new URL(probe.data.parts[middle]!.url).searchParams.get("token")!);
    if (!claims.ok) throw new Error(claims.reason);
    const { after, through } = claims.claims;
    const dialect = new PgDialect();
    const select = dialect.sqlToQuery(sql`SELECT ${US_LAW_RECORD_COLUMNS} FROM ${US_LAW_RECORD_FROM} WHERE r.record_uid > ${after} AND r.record_uid <= ${through} ORDER BY r.record_uid`);
    // Inline the two bounds: COPY takes no parameters (uids are hex and hyphens: nothing to escape).
    const copyText = `COPY (${select.sql.replace("$1", `'${after}'`).replace("$2", `'${through}'`)}) TO STDOUT WITH (FORMAT csv, HEADER)`;

    const copyRun = async () => {
      const start = process.hrtime.bigint();
      const copy = new CopyOut(copyText);
      raw.query(copy as never);
      const bytes = await copy.finished;
      return { s: seconds(start), bytes };
    };
    const copyRuns = [];
    for (let i = 0; i < ROUNDS; i++) copyRuns.push(await copyRun());
    const copy = copyRuns.sort((a, b) => a.s - b.s)[Math.floor(ROUNDS / 2)]!;
    const rows = claims.claims.rows;
    console.log(`\npart ${middle + 1}/${probe.data.part_count}: ${rows.toLocaleString("en-US")} rows`);
    console.log(`COPY (SELECT …) TO STDOUT csv: ${copy.s.toFixed(3)} s, ${Math.round(rows / copy.s).toLocaleString("en-US")} rows/s, ${(copy.bytes / 1e6).toFixed(2)} MB (median of ${ROUNDS})`);

    for (const format of ["ndjson", "csv", "json"] as const) {
      const runs: { s: number; bytes: number; peak: number }[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const manifest = await planUsLawExport(db, { format, fields: "full" }, ent, "http://bench.local");
        const token = new URL(manifest.data.parts[middle]!.url).searchParams.get("token")!;
        (globalThis as { gc?: () => void }).gc?.();
        const base = process.memoryUsage().rss;
        let peak = base;
        const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
        const start = process.hrtime.bigint();
        const outcome = await invoke(download, { params: {}, query: [["token", token]], headers: new Headers({ "x-lexatlas-client-ip": "bench" }) });
        if (outcome.kind !== "bytes") throw new Error(`download answered ${outcome.status}: ${JSON.stringify(outcome.body)}`);
        const reader = (outcome.body as ReadableStream<Uint8Array>).getReader();
        let bytes = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          bytes += value.length;
          peak = Math.max(peak, process.memoryUsage().rss);
        }
        const s = seconds(start);
        clearInterval(sampler);
        runs.push({ s, bytes, peak: peak - base });
      }
      const median = [...runs].sort((a, b) => a.s - b.s)[Math.floor(ROUNDS / 2)]!;
      const maxPeak = Math.max(...runs.map((r) => r.peak));
      console.log(
        `stream ${format.padEnd(6)}: ${median.s.toFixed(3)} s, ${Math.round(rows / median.s).toLocaleString("en-US")} rows/s, ${(median.bytes / 1e6).toFixed(2)} MB; ` +
          `ratio stream/COPY throughput ${(copy.s / median.s).toFixed(2)}× (goal ≥ 0.5×); peak RSS growth ${(maxPeak / 1e6).toFixed(1)} MB (goal ≤ 50 MB)`,
      );
    }
  } finally {
    await raw.end();
    await handle.close();
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
