// US-law bulk export streaming (docs/benchmarks.md, "us-law-export.ts"); not part of `npm test`:
//   npx tsx --expose-gc tests/bench/us-law-export.ts              # Postgres at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test
//   BENCH_SYNTHETIC=200000 npx tsx --expose-gc tests/bench/us-law-export.ts   # a smaller synthetic corpus (default 1,000,000)
//   BENCH_ROUNDS=7 (default 6: each of the three formats goes first in two rounds), BENCH_FORMATS=ndjson,json (default all three)
//   BENCH_GC=round|none    collect garbage once per round (before its COPY), or never, instead of before every
//                          measured run (the default, BENCH_GC=each). A forced full collection makes V8 start the next
//                          mark-compact soon after, inside the following measured run, which the streams pay for (see
//                          docs/benchmarks.md, "us-law-export.ts"); the peak RSS growth is then taken from each run's start
//                          without a collection first.
// A scratch database is created on that server and dropped afterwards. While iterating (the 1M load takes minutes):
//   BENCH_KEEP_DB=1 …      keeps the loaded database (lexatlas_export_bench_<N>) and reuses it on the next run
//   BENCH_KEEP_DB=drop …   reuses (or loads) it for this run, then drops it
//   BENCH_KEEP_DB_NAME=perf_export …   the kept database's name (default lexatlas_export_bench_<N>)
//   BENCH_CPU_PROF=<dir>   after the measured rounds, streams the part BENCH_CPU_PROF_PARTS (default 10) more times per
//                          format under the V8 profiler (not measured) and writes one .cpuprofile per format there
//                          (summarise with tests/bench/support/cpuprofile-summary.ts)
//
// Loads the SYNTHETIC corpus (tests/bench/support/synthetic-us-law.ts), plans an export as a licensed Business key,
// and streams one 10,000-row part (the middle one) in each format through the kernel, as the HTTP route would. The
// baseline is `COPY (SELECT … the same rows and columns …) TO STDOUT (FORMAT csv, HEADER)` on a raw connection, in
// the same run (plus, for information, COPY of the same rows as row_to_json lines: about the JSON formats' byte
// volume); the bench checks that COPY and every stream return the part's row count. The machine is shared, so
// each round runs COPY and then each format back to back, and the ratio is taken per round (COPY's time / the
// stream's time, i.e. stream/COPY throughput in rows/s) and reported as the median over the rounds, with the load
// average. Printed: seconds, rows/s, MB, CPU (this process, and the Postgres backends when the server is local),
// the ratio (goal ≥ 0.5×) and the peak RSS growth while streaming (goal ≤ 50 MB; run with --expose-gc so the
// baseline is taken after a collection).
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
const ROUNDS = Number(process.env.BENCH_ROUNDS || 6);
const FORMATS = (process.env.BENCH_FORMATS || "ndjson,csv,json").split(",") as ("ndjson" | "csv" | "json")[];
const KEEP = process.env.BENCH_KEEP_DB;
const GC_MODE = (process.env.BENCH_GC || "each") as "each" | "round" | "none";
const GC_EACH = GC_MODE === "each";
const CPU_PROF = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;
const CPU_PROF_PARTS = Number(process.env.BENCH_CPU_PROF_PARTS || 10);
/** USER_HZ of /proc/<pid>/stat (100 on Linux). */
const CLOCK_TICKS = 100;

const seconds = (startNs: bigint) => Number(process.hrtime.bigint() - startNs) / 1e9;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(" ");

/** A minimal pg "submittable" for COPY … TO STDOUT: counts the bytes and lines the server sends (no pg-copy-streams here). */
class CopyOut {
  bytes = 0;
  lines = 0;
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
    this.lines++; // the server sends one CopyData message per line
  }
  handleCommandComplete() {}
  handleReadyForQuery() {
    this.done(this.bytes);
  }
  handleError(err: unknown) {
    this.fail(err);
  }
}

/** The database: a throw-away scratch one, or (BENCH_KEEP_DB) a kept one named after N, created when missing. */
async function benchDatabase(): Promise<{ url: string; kept: boolean; drop(): Promise<void> }> {
  if (!KEEP) {
    const { createScratchDatabase } = await import("../support/scratch-database");
    return { ...(await createScratchDatabase(SERVER, "lexatlas_export")), kept: false };
  }
  const { Client } = await import("pg");
  const name = process.env.BENCH_KEEP_DB_NAME || `lexatlas_export_bench_${N}`;
  const admin = async <T,>(f: (c: InstanceType<typeof Client>) => Promise<T>) => {
    const client = new Client({ connectionString: SERVER });
    await client.connect();
    try {
      return await f(client);
    } finally {
      await client.end();
    }
  };
  const exists = await admin(async (c) => (await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1);
  if (!exists) await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kept: exists,
    drop: async () => {
      if (KEEP === "drop") await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

type Run = { s: number; bytes: number; rows: number; peak: number; nodeMs: number; pgMs: number };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const scratch = await benchDatabase();
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
    const loaded = scratch.kept ? (await raw.query<{ n: number }>("SELECT count(*)::int AS n FROM us_law_records WHERE source = 'synthetic'")).rows[0]!.n : 0;
    if (loaded === N) {
      console.log(`engine: ${handle.engine}; reusing the kept database with ${N.toLocaleString("en-US")} SYNTHETIC records`);
    } else {
      if (loaded !== 0) throw new Error(`the kept database holds ${loaded} synthetic records, not ${N}: drop it (BENCH_KEEP_DB=drop) and rerun`);
      console.log(`engine: ${handle.engine}; loading ${N.toLocaleString("en-US")} SYNTHETIC records…`);
      const loadSeconds = await loadSyntheticUsLaw(db, N, 50_000, (s) => process.stderr.write(`\r${s}   `));
      process.stderr.write("\n");
      await db.execute(sql`ANALYZE us_law_records`);
      await db.execute(sql`ANALYZE us_law_history`);
      console.log(`loaded in ${loadSeconds.toFixed(1)} s`);
    }

    const { row } = await createApiKey(db, { tier: "business", email: `bench-${Date.now()}@example.com`, products: ["us_law"] });
    let ent = entitlementFor({ kind: "key", tier: "business", products: ["us_law"], keyId: row.id, keyPrefix: row.keyPrefix }, "us_law");
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
    const { after, through, rows } = claims.claims;
    const dialect = new PgDialect();
    const select = dialect.sqlToQuery(sql`SELECT ${US_LAW_RECORD_COLUMNS} FROM ${US_LAW_RECORD_FROM} WHERE r.record_uid > ${after} AND r.record_uid <= ${through} ORDER BY r.record_uid`);
    // Inline the two bounds: COPY takes no parameters (uids are hex and hyphens: nothing to escape).
    const inlined = select.sql.replace("$1", `'${after}'`).replace("$2", `'${through}'`);
    const copyText = `COPY (${inlined}) TO STDOUT WITH (FORMAT csv, HEADER)`;
    // For information only (the goal is against the CSV COPY above): the same rows as one JSON object per line, made
    // by Postgres, i.e. a baseline of about the JSON formats' byte volume.
    const copyJsonText = `COPY (SELECT row_to_json(x) FROM (${inlined}) x) TO STDOUT`;

    // CPU spent on a run: this process, plus the Postgres backends of this database when the server runs on this
    // machine (/proc/<pid>/stat, in ticks of 10 ms; a backend the pool opened during the run counts whole). Steadier
    // than seconds when other work loads the machine.
    const backendPids = async () => (await raw.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database()")).rows.map((r) => r.pid);
    const local = (await backendPids()).every((pid) => fs.existsSync(`/proc/${pid}/stat`));
    const procCpuMs = (pid: number) => {
      try {
        const f = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
        return ((Number(f[11]) + Number(f[12])) * 1000) / CLOCK_TICKS;
      } catch {
        return 0; // gone
      }
    };

    const measure = async (body: (sample: () => void) => Promise<{ bytes: number; rows: number }>): Promise<Run> => {
      if (GC_EACH) (globalThis as { gc?: () => void }).gc?.();
      const before = new Map(local ? (await backendPids()).map((pid) => [pid, procCpuMs(pid)]) : []);
      const base = process.memoryUsage().rss;
      let peak = base;
      const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
      const sampler = setInterval(sample, 5);
      const cpu0 = process.cpuUsage();
      const start = process.hrtime.bigint();
      try {
        const out = await body(sample);
        const s = seconds(start);
        const cpu = process.cpuUsage(cpu0);
        sample();
        const pgMs = local ? (await backendPids()).reduce((sum, pid) => sum + procCpuMs(pid) - (before.get(pid) ?? 0), 0) : 0;
        return { s, ...out, peak: peak - base, nodeMs: (cpu.user + cpu.system) / 1000, pgMs };
      } finally {
        clearInterval(sampler);
      }
    };

    const copyRun = (text = copyText, header = 1) =>
      measure(async () => {
        const copy = new CopyOut(text);
        raw.query(copy as never);
        const bytes = await copy.finished;
        return { bytes, rows: copy.lines - header };
      });

    const streamRun = async (format: (typeof FORMATS)[number]) => {
      const manifest = await planUsLawExport(db, { format, fields: "full" }, ent, "http://bench.local");
      const token = new URL(manifest.data.parts[middle]!.url).searchParams.get("token")!;
      return measure(async (sample) => {
        const outcome = await invoke(download, { params: {}, query: [["token", token]], headers: new Headers({ "x-lexatlas-client-ip": "bench" }) });
        if (outcome.kind !== "bytes") throw new Error(`download answered ${outcome.status}: ${JSON.stringify(outcome.body)}`);
        const reader = (outcome.body as ReadableStream<Uint8Array>).getReader();
        let bytes = 0;
        let newlines = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          bytes += value.length;
          for (let i = value.indexOf(10); i !== -1; i = value.indexOf(10, i + 1)) newlines++;
          sample();
        }
        // Rows by their line ends (no synthetic field holds a line break): ndjson one a row; csv one more for the
        // header; json one more for "[" … "]" ("[", LF, rows joined by ",LF", LF, "]", LF).
        return { bytes, rows: newlines - (format === "ndjson" ? 0 : format === "csv" ? 1 : 2) };
      });
    };

    console.log(`\npart ${middle + 1}/${probe.data.part_count}: ${rows.toLocaleString("en-US")} rows; ${ROUNDS} rounds, each COPY then ${FORMATS.join(", ")}, the formats' order rotating by one each round`);
    console.log(
      `CPU: this process${local ? " + this database's Postgres backends" : " only (Postgres is not on this machine)"}; gc ${"gc" in globalThis ? "exposed" : "NOT exposed (run with --expose-gc)"}, ` +
        `collected ${GC_EACH ? "before every measured run" : GC_MODE === "round" ? "once per round (BENCH_GC=round)" : "never (BENCH_GC=none)"}`,
    );
    const copyRuns: Run[] = [];
    const copyJsonRuns: Run[] = [];
    const streamRuns = new Map(FORMATS.map((f) => [f, [] as Run[]]));
    for (let i = 0; i < ROUNDS; i++) {
      if (GC_MODE === "round") (globalThis as { gc?: () => void }).gc?.();
      const copy = await copyRun();
      if (copy.rows !== rows) throw new Error(`COPY returned ${copy.rows} rows, the part holds ${rows}: not the same rows`);
      copyRuns.push(copy);
      const copyJson = await copyRun(copyJsonText, 0);
      if (copyJson.rows !== rows) throw new Error(`COPY (json) returned ${copyJson.rows} rows, the part holds ${rows}`);
      copyJsonRuns.push(copyJson);
      const line = [`round ${i + 1}: load ${load()}; COPY csv ${(copy.s * 1000).toFixed(0)} ms, COPY json ${(copyJson.s * 1000).toFixed(0)} ms`];
      // The formats take turns at going first: the stream measured right after the baselines (and a forced
      // collection) pays for what they left behind, so a fixed order charged it to the same format every round.
      for (const format of FORMATS.map((_, k) => FORMATS[(k + i) % FORMATS.length]!)) {
        const run = await streamRun(format);
        if (run.rows !== rows) throw new Error(`the ${format} part streamed ${run.rows} rows, the manifest says ${rows}`);
        streamRuns.get(format)!.push(run);
        line.push(`${format} ${(run.s * 1000).toFixed(0)} ms (${(copy.s / run.s).toFixed(2)}×)`);
      }
      console.log(line.join(", "));
    }

    const cpu = (r: Run) => r.nodeMs + r.pgMs;
    const describe = (runs: Run[]) => {
      const s = median(runs.map((r) => r.s));
      return (
        `${s.toFixed(3)} s, ${Math.round(rows / s).toLocaleString("en-US")} rows/s, ${(runs[0]!.bytes / 1e6).toFixed(2)} MB, ` +
        `CPU ${median(runs.map((r) => r.nodeMs)).toFixed(0)} ms node${local ? ` + ${median(runs.map((r) => r.pgMs)).toFixed(0)} ms postgres` : ""}`
      );
    };
    console.log(`\nmedians of ${ROUNDS} rounds (load average now ${load()}):`);
    console.log(`COPY (SELECT …) TO STDOUT csv: ${describe(copyRuns)}`);
    console.log(`COPY (SELECT row_to_json …) TO STDOUT (information): ${describe(copyJsonRuns)}`);
    for (const format of FORMATS) {
      const runs = streamRuns.get(format)!;
      const ratios = runs.map((r, i) => copyRuns[i]!.s / r.s);
      console.log(
        `stream ${format.padEnd(6)}: ${describe(runs)}; ratio stream/COPY throughput ${median(ratios).toFixed(2)}× (goal ≥ 0.5×; ` +
          `per round ${ratios.map((x) => x.toFixed(2)).join(" ")})` +
          (format === "csv" ? "" : `; vs COPY row_to_json ${median(runs.map((r, i) => copyJsonRuns[i]!.s / r.s)).toFixed(2)}×`) +
          (local ? `; CPU ratio COPY/stream ${(median(copyRuns.map(cpu)) / median(runs.map(cpu))).toFixed(2)}×` : "") +
          `; peak RSS growth ${(Math.max(...runs.map((r) => r.peak)) / 1e6).toFixed(1)} MB (goal ≤ 50 MB)`,
      );
    }

    if (CPU_PROF) {
      const inspector = await import("node:inspector");
      const session = new inspector.Session();
      session.connect();
      const post = (method: string, params?: object) =>
        new Promise<any>((resolve, reject) => session.post(method, params ?? {}, (err, result) => (err ? reject(err) : resolve(result))));
      fs.mkdirSync(CPU_PROF, { recursive: true });
      await post("Profiler.enable");
      await post("Profiler.setSamplingInterval", { interval: 200 });
      for (const format of FORMATS) {
        // A key of its own per format: a Business key's daily record budget holds 25 parts.
        const { row: key } = await createApiKey(db, { tier: "business", email: `bench-prof-${format}-${Date.now()}@example.com`, products: ["us_law"] });
        ent = entitlementFor({ kind: "key", tier: "business", products: ["us_law"], keyId: key.id, keyPrefix: key.keyPrefix }, "us_law");
        await post("Profiler.start");
        let nodeMs = 0;
        for (let k = 0; k < CPU_PROF_PARTS; k++) nodeMs += (await streamRun(format)).nodeMs;
        const { profile } = await post("Profiler.stop");
        const file = path.join(CPU_PROF, `us-law-export-${format}-${Date.now()}.cpuprofile`);
        fs.writeFileSync(file, JSON.stringify(profile));
        console.log(`cpu profile of ${CPU_PROF_PARTS} ${format} parts (${(nodeMs / CPU_PROF_PARTS).toFixed(0)} ms node CPU a part, profiled): ${file}`);
      }
      session.disconnect();
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
