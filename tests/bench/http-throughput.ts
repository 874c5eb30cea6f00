/**
 * Request-path throughput of the real server. Starts the production server the way `npm start` does
 * (scripts/start.mjs: build if stale, then scripts/server.mjs — Next.js behind node:http), drives it with autocannon
 * and prints ratios against references measured in the same run:
 *   - keyed GET /v1/jurisdictions (a small answer) vs GET /internal/noop (a constant JSON route handler of the same
 *     Next server: the framework's floor), at 32 connections and at 1 connection;
 *   - anonymous vs keyed GET /v1/jurisdictions;
 *   - keyed GET /v1/laws?limit=100 vs a plain node:http + pg server running the same two SQL statements (the page and
 *     the count, built by the route's own builders) and serialising the rows as they come — Postgres only;
 *   - server RSS before and after BENCH_REQUESTS (default 100,000) keyed requests, and the live heap after a forced GC
 *     at each quarter (tests/bench/support/server-probe.mjs, --expose-gc): a leak grows the live heap with the number of
 *     requests; heap growth without a leak raises RSS once and leaves the live heap flat.
 * The server gets an enterprise key; its rate limiter still runs on every request, with every limit multiplied by a
 * million (tests/bench/support/raised-limits.mjs), so the load measures the path, not 429s.
 *
 *   npx tsx tests/bench/http-throughput.ts                                   # PGlite in a temporary folder
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx tests/bench/http-throughput.ts
 *   BENCH_SECONDS=10 BENCH_ROUNDS=3 BENCH_REQUESTS=100000 BENCH_CONNECTIONS=32 (defaults; each ratio is the median of
 *   BENCH_ROUNDS alternating rounds of BENCH_SECONDS each)
 *   BENCH_ONLY=small,one,laws,memory   run only these parts (default: all); `keyed-small` or `keyed-laws` alone load
 *                                      only that route (for a CPU profile of one route)
 *   BENCH_CPU_PROF=<dir>               a CPU profile of the server for each measured load, written there as
 *                                      <label>.cpuprofile (summarise with tests/bench/support/cpuprofile-summary.ts)
 *   BENCH_HEAP_SNAPSHOT_DIR=<dir>      a heap snapshot at each memory probe
 *   LEXATLAS_V8_FLAGS=<flags>          the server's V8 flags instead of scripts/start.mjs's default (empty: V8's own), to
 *                                      measure with and without
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const WARM = Number(process.env.BENCH_WARM_REQUESTS || 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS || 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
const ONLY = new Set((process.env.BENCH_ONLY || "small,one,laws,memory").split(",").map((s) => s.trim()));
const CPU_PROF = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;

type Autocannon = (opts: Record<string, unknown>) => Promise<{ requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number; timeouts: number; requests_total?: number }>;
const autocannon = createRequire(__filename)("autocannon") as Autocannon;

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const loadavg = () => os.loadavg().map((l) => l.toFixed(1)).join(" ");

interface HeapProbe {
  gc: boolean;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** Committed bytes per V8 heap space, after the forced GC. */
  spaces?: Record<string, number>;
  spacesBeforeGc?: Record<string, number>;
}

/** Set once the server runs: brackets a measured load with a CPU profile window (server-probe.mjs, SIGWINCH). */
let profileWindow: (<T>(label: string, run: () => Promise<T>) => Promise<T>) | null = null;

async function load(label: string, url: string, opts: { headers?: Record<string, string>; connections?: number; amount?: number; notTheServer?: boolean } = {}) {
  const run = () => autocannon({
    url,
    connections: opts.connections ?? CONNECTIONS,
    ...(opts.amount ? { amount: opts.amount } : { duration: SECONDS }),
    headers: opts.headers ?? {},
  });
  const r = profileWindow && !label.startsWith("(") && !opts.notTheServer ? await profileWindow(label, run) : await run();
  const bad = r.non2xx + r.errors + r.timeouts;
  console.log(`  ${label.padEnd(58)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(5)} ms${bad ? `  (${bad} non-2xx/errors!)` : ""}`);
  if (bad) throw new Error(`${label}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  return r.requests.average;
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-http-bench-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_SECRET: "bench-secret",
    DATA_DIR: path.join(tmp, "data"),
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    HOSTNAME: "127.0.0.1",
  };
  delete env.UPSTASH_REDIS_REST_URL;
  delete env.UPSTASH_REDIS_REST_TOKEN;
  let dropScratch = async () => {};
  if (process.env.BENCH_DATABASE_URL) {
    const { createScratchDatabase } = await import("../support/scratch-database");
    const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL, "lexatlas_bench_http");
    env.DATABASE_URL = scratch.url;
    dropScratch = scratch.drop;
  } else {
    env.DATABASE_URL = "";
    env.POSTGRES_URL = "";
    env.PGLITE_DIR = path.join(tmp, "pglite");
  }
  Object.assign(process.env, env);

  // Migrate, seed and mint the key before the server starts (PGlite: one process per folder, so close it again).
  const { openRuntimeDatabase } = await import("@/lib/runtime/database");
  const { createApiKey } = await import("@/lib/auth/key-store");
  const { lawRecords } = await import("@/db/schema");
  const { lawOrder, lawPageQuery } = await import("@/lib/laws/list-laws");
  const { count } = await import("drizzle-orm");
  const { PgDialect } = await import("drizzle-orm/pg-core");
  const handle = await openRuntimeDatabase(env);
  const { key } = await createApiKey(handle.db, { tier: "enterprise", email: null });
  // The statements GET /v1/laws?limit=100 runs with no filter (lib/laws/list-laws.ts): the count and the page, taken
  // from the same builders the route uses. The page's columns are aliased (one per Record field), so the plain server
  // serialises every field the route serves.
  const pageSql = new PgDialect().sqlToQuery(lawPageQuery(undefined, lawOrder("updated_at", "desc"), 100, 0));
  const countSql = handle.db.select({ n: count() }).from(lawRecords).toSQL();
  await handle.close();

  const { buildIfStale } = (await import(path.join(root, "scripts", "build-if-stale.mjs"))) as { buildIfStale: () => boolean };
  buildIfStale();

  const port = await freePort();
  if (CPU_PROF) fs.mkdirSync(CPU_PROF, { recursive: true });
  const nodeFlags = [
    "--expose-gc",
    "--import", "./tests/bench/support/server-probe.mjs",
    "--import", "./tests/bench/support/raised-limits.mjs",
  ];
  const server = spawn(process.execPath, [...nodeFlags, "scripts/start.mjs"], {
    cwd: root,
    env: { ...env, PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, BENCH_CPU_PROF: CPU_PROF ?? "" },
  });
  let log = "";
  server.stdout.on("data", (d) => (log += d));
  server.stderr.on("data", (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  /** Forces a GC in the server and reads its memory (server-probe.mjs answers SIGUSR2 with one line). */
  const probe = async (): Promise<HeapProbe> => {
    const from = log.length;
    server.kill("SIGUSR2");
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
      const m = /\[heap-probe\] (\{.*\})\n/.exec(log.slice(from));
      if (m) return JSON.parse(m[1]!) as HeapProbe;
    }
    throw new Error("the server did not answer the heap probe");
  };
  const mb = (bytes: number) => (bytes / 1048576).toFixed(1);
  if (CPU_PROF) {
    profileWindow = async (label, run) => {
      server.kill("SIGWINCH");
      await new Promise((r) => setTimeout(r, 100));
      const result = await run();
      const from = log.length;
      server.kill("SIGWINCH");
      for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
        const m = /\[cpu-prof\] (.*)\n/.exec(log.slice(from));
        if (!m) continue;
        const name = label.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "");
        if (!m[1]!.startsWith("error")) fs.renameSync(m[1]!, path.join(CPU_PROF, `${name}.cpuprofile`));
        console.log(`    cpu profile: ${m[1]!.startsWith("error") ? m[1] : path.join(CPU_PROF, `${name}.cpuprofile`)}`);
        break;
      }
      return result;
    };
  }
  let plain: http.Server | null = null;
  let pool: import("pg").Pool | null = null;
  try {
    for (const deadline = Date.now() + 180_000; !/\[lexatlas\] ready/.test(log); ) {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`server did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    // Start-up work (the US-law corpus loads in the background) must not compete with the measurement.
    for (const deadline = Date.now() + 600_000; ; ) {
      const health = (await fetch(`${base}/v1/health`)
        .then((r) => r.json())
        .catch(() => ({}))) as { corpora?: { us_law?: { state?: string } } };
      const state = health.corpora?.us_law?.state;
      if (state !== "loading" && state !== "not_started") break;
      if (Date.now() > deadline) throw new Error("US-law corpus still loading after 10 minutes");
      await new Promise((r) => setTimeout(r, 1000));
    }
    const keyed = { "x-api-key": key };
    const engine = env.DATABASE_URL ? "Postgres" : "PGlite";
    console.log(`http-throughput — ${engine}, ${os.cpus().length} CPUs, load average ${loadavg()}, node ${process.version}`);
    console.log(`  autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run (warm-up runs not shown)`);
    await load("(warm-up)", `${base}/v1/jurisdictions`, { headers: keyed, amount: 2000 }).catch(() => 0);
    await load("(warm-up)", `${base}/v1/laws?limit=100`, { headers: keyed, amount: 500 }).catch(() => 0);
    await load("(warm-up)", `${base}/internal/noop`, { amount: 2000 });

    const ratios: [string, string, string][] = [];
    if (ONLY.has("keyed-small")) await load("GET /v1/jurisdictions, keyed", `${base}/v1/jurisdictions`, { headers: keyed });
    if (ONLY.has("keyed-laws")) await load("GET /v1/laws?limit=100, keyed", `${base}/v1/laws?limit=100`, { headers: keyed });
    /**
     * The machine is shared: other processes' load comes and goes within seconds. So each comparison runs in ROUNDS
     * alternating rounds (A B, A B, …) and its ratio is the median of the per-round ratios (the range is printed too).
     */
    const compare = async (what: string, goal: string, a: () => Promise<number>, b: () => Promise<number>) => {
      const per: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const ra = await a();
        const rb = await b();
        per.push(ra / rb);
      }
      const sorted = [...per].sort((x, y) => x - y);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      ratios.push([what, median.toFixed(2), `${goal}  (rounds: ${per.map((r) => r.toFixed(2)).join(", ")})`]);
      console.log(`    load average ${loadavg()}`);
    };
    if (ONLY.has("small")) {
      await compare(
        "keyed small GET / constant route, 32 conns",
        ">= 0.70",
        () => load("GET /v1/jurisdictions, keyed", `${base}/v1/jurisdictions`, { headers: keyed }),
        () => load("GET /internal/noop (constant route handler)", `${base}/internal/noop`),
      );
      await compare(
        "keyed / anonymous small GET",
        "-",
        () => load("GET /v1/jurisdictions, keyed", `${base}/v1/jurisdictions`, { headers: keyed }),
        () => load("GET /v1/jurisdictions, anonymous", `${base}/v1/jurisdictions`),
      );
    }
    if (ONLY.has("one")) {
      await compare(
        "keyed small GET / constant route, 1 conn",
        "-",
        () => load("GET /v1/jurisdictions, keyed, 1 connection", `${base}/v1/jurisdictions`, { headers: keyed, connections: 1 }),
        () => load("GET /internal/noop, 1 connection", `${base}/internal/noop`, { connections: 1 }),
      );
    }
    if (ONLY.has("laws")) {
      if (env.DATABASE_URL) {
        const { Pool } = await import("pg");
        pool = new Pool({ connectionString: env.DATABASE_URL, max: 10 });
        plain = http.createServer(async (_req, res) => {
          const [{ rows }, total] = await Promise.all([pool!.query(pageSql.sql, pageSql.params), pool!.query(countSql.sql, countSql.params)]);
          const body = JSON.stringify({ api_version: "v1", data: rows, meta: { total: Number(total.rows[0].n) } });
          res.writeHead(200, { "content-type": "application/json" }).end(body);
        });
        await new Promise<void>((r) => plain!.listen(0, "127.0.0.1", r));
        const plainUrl = `http://127.0.0.1:${(plain.address() as net.AddressInfo).port}/`;
        await load("(warm-up)", plainUrl, { amount: 500 });
        await compare(
          "keyed /v1/laws?limit=100 / plain node:http + pg",
          ">= 0.60",
          () => load("GET /v1/laws?limit=100, keyed", `${base}/v1/laws?limit=100`, { headers: keyed }),
          () => load("plain node:http + pg, same two statements", plainUrl, { notTheServer: true }),
        );
      } else {
        await load("GET /v1/laws?limit=100, keyed", `${base}/v1/laws?limit=100`, { headers: keyed });
        ratios.push(["keyed /v1/laws?limit=100 / plain node:http + pg", "n/a", "(needs BENCH_DATABASE_URL)"]);
      }
    }
    if (ONLY.has("memory")) {
      // First a forced GC: the start-up (migrations, the US-law corpus, the warm-up loads) leaves garbage that would
      // otherwise make any "before" arbitrary. RSS readings are as the operating system sees them, 2 s after a load,
      // before any forced GC. After each quarter: that reading, then a forced GC and the live heap — a leak grows the
      // live heap with the number of requests; allocator growth raises RSS without it.
      const probes = [await probe()];
      const rssCompacted = rssMb(server.pid!);
      // Reach the working set of this load first (sockets, buffers, the young generation, allocator arenas): growth is
      // counted from there, so it shows what more requests add, not the one-time rise from an idle, compacted heap.
      await load(`GET /v1/jurisdictions, keyed, ${WARM.toLocaleString()} requests to reach the working set`, `${base}/v1/jurisdictions`, { headers: keyed, amount: WARM });
      await new Promise((r) => setTimeout(r, 2000));
      const rssBefore = rssMb(server.pid!);
      probes.push(await probe());
      const rawRss: number[] = [rssBefore];
      const quarter = Math.ceil(REQUESTS / 4);
      for (let done = 0; done < REQUESTS; done += quarter) {
        await load(`GET /v1/jurisdictions, keyed, requests ${(done + 1).toLocaleString()}–${Math.min(REQUESTS, done + quarter).toLocaleString()}`, `${base}/v1/jurisdictions`, {
          headers: keyed,
          amount: Math.min(quarter, REQUESTS - done),
        });
        await new Promise((r) => setTimeout(r, 2000)); // let the usage flush settle
        rawRss.push(rssMb(server.pid!));
        probes.push(await probe());
      }
      const rssAfter = rawRss[rawRss.length - 1]!;
      console.log(`    memory (MB): idle after a forced GC ${rssCompacted.toFixed(1)} → after ${WARM.toLocaleString()} requests ${rssBefore.toFixed(1)}; then per quarter of ${REQUESTS.toLocaleString()}:`);
      console.log(`      ${"RSS as is".padEnd(22)} ${rawRss.map((r) => r.toFixed(1)).join(" → ")}`);
      for (const [name, pick] of [["live heap after GC", (p: HeapProbe) => p.heapUsed], ["heap reserved after GC", (p: HeapProbe) => p.heapTotal], ["external after GC", (p: HeapProbe) => p.external], ["RSS after GC", (p: HeapProbe) => p.rss]] as const) {
        console.log(`      ${name.padEnd(22)} ${probes.slice(1).map((p) => mb(pick(p))).join(" → ")}`);
      }
      for (const space of ["new_space", "old_space", "code_space", "large_object_space", "new_large_object_space"]) {
        const sizes = (p: HeapProbe) => `${mb(p.spacesBeforeGc?.[space] ?? 0)}/${mb(p.spaces?.[space] ?? 0)}`;
        console.log(`      ${`  ${space} (as is/after GC)`.padEnd(22)} ${probes.slice(1).map(sizes).join(" → ")}`);
      }
      console.log(`    load average ${loadavg()}`);
      ratios.push([`RSS growth after ${REQUESTS.toLocaleString()} requests (MB)`, `${(rssAfter - rssBefore).toFixed(1)}`, `<= 30 (${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB; from idle ${rssCompacted.toFixed(0)})`]);
      const first = probes[1]!; // after the warm-up requests: the heap's working size under this load
      const last = probes[probes.length - 1]!;
      ratios.push([`live heap after GC, growth over ${REQUESTS.toLocaleString()} (MB)`, `${(last.heapUsed / 1048576 - first.heapUsed / 1048576).toFixed(1)}`, `flat = no leak (${mb(first.heapUsed)} → ${mb(last.heapUsed)} MB)`]);
    }

    console.log(`\n  ratios (same run; load average ${loadavg()}):`);
    for (const [what, value, goal] of ratios) console.log(`  ${what.padEnd(52)} ${value.padStart(10)}   goal ${goal}`);
  } finally {
    plain?.close();
    await pool?.end();
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await dropScratch();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
