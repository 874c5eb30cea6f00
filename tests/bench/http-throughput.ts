/**
 * Request-path throughput of the real server (issue 17). Starts the production server the way `npm start` does
 * (scripts/start.mjs: build if stale, then scripts/server.mjs — Next.js behind node:http), drives it with autocannon
 * and prints ratios against references measured in the same run:
 *   - keyed GET /v1/jurisdictions (a small answer) vs GET /internal/noop (a constant JSON route handler of the same
 *     Next server: the framework's floor), at 32 connections and at 1 connection;
 *   - anonymous vs keyed GET /v1/jurisdictions;
 *   - keyed GET /v1/laws?limit=100 vs a plain node:http + pg server running the same two SQL statements (the page and
 *     the count, taken from the same drizzle queries with toSQL()) — Postgres only;
 *   - server RSS before and after BENCH_REQUESTS (default 100,000) keyed requests.
 * The server gets an enterprise key; its rate limiter still runs on every request, with every limit multiplied by a
 * million (tests/bench/support/raised-limits.mjs), so the load measures the path, not 429s.
 *
 *   npx tsx tests/bench/http-throughput.ts                                   # PGlite in a temporary folder
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx tests/bench/http-throughput.ts
 *   BENCH_SECONDS=10 BENCH_REQUESTS=100000 BENCH_CONNECTIONS=32 (defaults)
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
const REQUESTS = Number(process.env.BENCH_REQUESTS || 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);

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

async function load(label: string, url: string, opts: { headers?: Record<string, string>; connections?: number; amount?: number } = {}) {
  const r = await autocannon({
    url,
    connections: opts.connections ?? CONNECTIONS,
    ...(opts.amount ? { amount: opts.amount } : { duration: SECONDS }),
    headers: opts.headers ?? {},
  });
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
    const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL, "lexatlas_bench");
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
  const { jurisdictions, lawRecords } = await import("@/db/schema");
  const { recordColumns, recordJoin } = await import("@/lib/laws/record");
  const { lawOrder } = await import("@/lib/laws/list-laws");
  const { count } = await import("drizzle-orm");
  const handle = await openRuntimeDatabase(env);
  const { key } = await createApiKey(handle.db, { tier: "enterprise", email: null });
  // The statements GET /v1/laws?limit=100 runs with no filter (lib/laws/list-laws.ts): the count and the page.
  const pageSql = handle.db.select(recordColumns).from(lawRecords).innerJoin(jurisdictions, recordJoin).orderBy(...lawOrder("updated_at", "desc")).limit(100).toSQL();
  const countSql = handle.db.select({ n: count() }).from(lawRecords).toSQL();
  await handle.close();

  const { buildIfStale } = (await import(path.join(root, "scripts", "build-if-stale.mjs"))) as { buildIfStale: () => boolean };
  buildIfStale();

  const port = await freePort();
  const server = spawn(process.execPath, ["--import", "./tests/bench/support/raised-limits.mjs", "scripts/start.mjs"], {
    cwd: root,
    env: { ...env, PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}` },
  });
  let log = "";
  server.stdout.on("data", (d) => (log += d));
  server.stderr.on("data", (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
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
    console.log(`http-throughput — ${engine}, ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}, node ${process.version}`);
    console.log(`  autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run (warm-up runs not shown)`);
    await load("(warm-up)", `${base}/v1/jurisdictions`, { headers: keyed, amount: 2000 }).catch(() => 0);
    await load("(warm-up)", `${base}/v1/laws?limit=100`, { headers: keyed, amount: 500 }).catch(() => 0);
    await load("(warm-up)", `${base}/internal/noop`, { amount: 2000 });

    const staticRps = await load("GET /internal/noop (constant route handler)", `${base}/internal/noop`);
    const keyedSmall = await load("GET /v1/jurisdictions, keyed", `${base}/v1/jurisdictions`, { headers: keyed });
    const anonSmall = await load("GET /v1/jurisdictions, anonymous", `${base}/v1/jurisdictions`);
    const static1 = await load("GET /internal/noop, 1 connection", `${base}/internal/noop`, { connections: 1 });
    const keyed1 = await load("GET /v1/jurisdictions, keyed, 1 connection", `${base}/v1/jurisdictions`, { headers: keyed, connections: 1 });
    const keyedLaws = await load("GET /v1/laws?limit=100, keyed", `${base}/v1/laws?limit=100`, { headers: keyed });

    let plainRps: number | null = null;
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
      plainRps = await load("plain node:http + pg, same two statements", plainUrl);
    }

    const rssBefore = rssMb(server.pid!);
    await load(`GET /v1/jurisdictions, keyed, ${REQUESTS.toLocaleString()} requests`, `${base}/v1/jurisdictions`, { headers: keyed, amount: REQUESTS });
    await new Promise((r) => setTimeout(r, 2000)); // let the usage flush and GC settle
    const rssAfter = rssMb(server.pid!);

    const row = (what: string, value: string, goal: string) => console.log(`  ${what.padEnd(52)} ${value.padStart(10)}   goal ${goal}`);
    console.log("\n  ratios (same run):");
    row("keyed small GET / constant route, 32 conns", (keyedSmall / staticRps).toFixed(2), ">= 0.70");
    row("keyed small GET / constant route, 1 conn", (keyed1 / static1).toFixed(2), "-");
    row("keyed / anonymous small GET", (keyedSmall / anonSmall).toFixed(2), "-");
    row("keyed /v1/laws?limit=100 / plain node:http + pg", plainRps ? (keyedLaws / plainRps).toFixed(2) : "n/a", plainRps ? ">= 0.60" : "(needs BENCH_DATABASE_URL)");
    row(`RSS growth after ${REQUESTS.toLocaleString()} requests (MB)`, `${(rssAfter - rssBefore).toFixed(1)}`, `<= 30 (${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB)`);
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
