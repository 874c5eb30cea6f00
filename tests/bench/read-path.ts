/**
 * What the kernel costs on the hottest read: GET /v1/laws?limit=20 through the full request path (caller
 * resolution, rate limit, validation, usage counting, envelope) versus the bare SQL the handler runs, both on the same
 * in-memory PGlite in the same run. Prints ratios, not absolute times (machines here are noisy).
 *   npm run bench
 */
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { performance } from "node:perf_hooks";

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-bench-"));
  Object.assign(process.env, { PGLITE_DIR: "memory://", DATA_DIR: dataDir, APP_SECRET: "bench", PUBLIC_BASE_URL: "http://bench.local" });

  const { getDb } = await import("@/lib/runtime/database");
  const { count } = await import("drizzle-orm");
  const { jurisdictions, lawRecords } = await import("@/db/schema");
  const { recordColumns, recordJoin } = await import("@/lib/laws/record");
  const { lawOrder } = await import("@/lib/laws/list-laws");
  const { setRateLimiterForTests } = await import("@/lib/limits/limiter-instance");
  const { limitedTo } = await import("../support/rate-limits");
  const { call } = await import("../support/api");
  const { mintKey } = await import("../support/keys");

  const { db } = await getDb();
  setRateLimiterForTests(limitedTo(1e9));
  const key = await mintKey("developer");

  async function time(label: string, n: number, fn: () => Promise<unknown>) {
    for (let i = 0; i < 20; i++) await fn(); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      await fn();
      samples.push(performance.now() - t0);
    }
    samples.sort((a, b) => a - b);
    const median = samples[Math.floor(n / 2)]!;
    const p95 = samples[Math.floor(n * 0.95)]!;
    console.log(`${label.padEnd(44)} median ${median.toFixed(3)} ms   p95 ${p95.toFixed(3)} ms`);
    return median;
  }

  const N = Number(process.env.BENCH_N || 300);
  const raw = await time("raw SQL: 20 records + count", N, async () => {
    await db.select(recordColumns).from(lawRecords).innerJoin(jurisdictions, recordJoin).orderBy(...lawOrder("updated_at", "desc")).limit(20);
    await db.$count(lawRecords);
  });
  const anon = await time("GET /v1/laws?limit=20 (anonymous)", N, async () => {
    await (await call("GET", "/v1/laws?limit=20", { ip: "203.0.113.1" })).text();
  });
  const keyed = await time("GET /v1/laws?limit=20 (developer key)", N, async () => {
    await (await call("GET", "/v1/laws?limit=20", { key })).text();
  });
  console.log(`\nkernel overhead ratio (anonymous / raw): ${(anon / raw).toFixed(2)}x`);
  console.log(`kernel overhead ratio (keyed / raw):     ${(keyed / raw).toFixed(2)}x  (key look-up + usage counter write)`);
  fs.rmSync(dataDir, { recursive: true, force: true });

}

main().then(() => process.exit(0));
