// Benchmarks of ingest and the change feed (docs/benchmarks.md, "ingest-and-changes.ts"); not part of `npm test`:
//   npx tsx tests/bench/ingest-and-changes.ts                                   # PGlite in memory
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx tests/bench/ingest-and-changes.ts
// On Postgres a scratch database is created on that server and dropped afterwards (name prefix BENCH_DB_PREFIX,
// default lexatlas_bench).
//
// 1. /changes poll latency (since=<recent cursor>, through the real route handler) with 10,000 and with 1,000,000
//    history rows: the ratio should stay near 1 — the poll is an index range scan, not a scan of the history.
// 2. Re-reading N unchanged records (default 100,000): records per second, against a raw baseline measured in the
//    same run (one UPDATE of checked_at over the same rows: the least work any re-check must do), alternated over
//    BENCH_REPEATS rounds (default 3); the medians are compared. Each timed step of either arm starts from the same
//    state: after a plain VACUUM of law_records (the previous step's dead row versions reclaimed) and a CHECKPOINT (no
//    dirty buffers left to write back, and no checkpoint requested by the previous step's ~200 MB of WAL landing inside
//    this one), so both arms pay the same full-page images after a fresh checkpoint. One untimed step of each arm runs
//    before the rounds (the first update after the inserts also extends the table).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";

const RECORDS = Number(process.env.BENCH_RECORDS || 100_000);
const HISTORY_SIZES = [10_000, 1_000_000];
const POLLS = 200;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-bench-"));
process.env.DATA_DIR = dataDir;
process.env.APP_SECRET ||= randomBytes(16).toString("hex");
process.env.PUBLIC_BASE_URL = "http://bench.local";

async function scratchDatabase(): Promise<() => Promise<void>> {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = "memory://";
    return async () => {};
  }
  const { createScratchDatabase } = await import("../support/scratch-database");
  const scratch = await createScratchDatabase(server, process.env.BENCH_DB_PREFIX || "lexatlas_bench");
  process.env.DATABASE_URL = scratch.url;
  return scratch.drop;
}

const seconds = (startNs: bigint) => Number(process.hrtime.bigint() - startNs) / 1e9;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

async function main() {
  const dropScratch = await scratchDatabase();
  const { getDb } = await import("@/lib/runtime/database");
  const { ingestSnapshot } = await import("@/lib/runtime/ingest");
  const { createApiKey } = await import("@/lib/auth/key-store");
  const { setRateLimiterForTests } = await import("@/lib/limits/limiter-instance");
  const { get } = await import("../support/api");
  const { syntheticSnapshot } = await import("../support/synthetic-laws");
  const { unlimitedRateLimiter } = await import("../support/ingest-cli");
  const handle = await getDb();
  const { db, engine } = handle;
  const rows = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
  console.log(`engine: ${engine}; ${RECORDS.toLocaleString()} records`);

  try {
    // 1. Poll latency against the history size (first: the history holds only the seed's rows until it is filled).
    // BENCH_SKIP_POLL=1 skips it (filling a million rows takes a while).
    setRateLimiterForTests(unlimitedRateLimiter);
    if (!process.env.BENCH_SKIP_POLL) {
    const { key } = await createApiKey(db, { tier: "business", email: "bench@example.com", products: ["ai_law"] });
    const [sample] = await rows<{ state: unknown }>(sql`SELECT state FROM record_history WHERE entity = 'law_record' LIMIT 1`);
    const state = JSON.stringify(sample!.state);
    console.log(`\n1. /changes poll (order=asc, limit=50, since=<cursor 50 changes back>), ${POLLS} polls each`);
    const results: number[] = [];
    let t: bigint;
    for (const size of HISTORY_SIZES) {
      const [{ n }] = (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM record_history`)) as [{ n: number }];
      const missing = size - n;
      t = process.hrtime.bigint();
      // Older than every real change, 1 s apart, so the real changes stay at the head of the feed.
      for (let done = 0; done < missing; done += 100_000) {
        const count = Math.min(100_000, missing - done);
        await db.execute(sql`
          INSERT INTO record_history (entity, record_id, jurisdiction_slug, scope, change_kind, changed_fields, field_changes, significant, state, observed_at)
          SELECT 'law_record', gen_random_uuid(), 'utah', 'state', 'update', ARRAY['status'], '[]'::jsonb, true, ${state}::jsonb,
            (SELECT min(observed_at) FROM record_history) - make_interval(secs => g)
          FROM generate_series(1, ${count}) AS g`);
      }
      await db.execute(sql`ANALYZE record_history`);
      const fillS = seconds(t);
      const [cursor] = await rows<{ c: string }>(sql`
        SELECT to_char(observed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS c
        FROM record_history ORDER BY observed_at DESC OFFSET 50 LIMIT 1`);
      const path = `/v1/changes?order=asc&limit=50&since=${cursor!.c}`;
      for (let i = 0; i < 20; i++) await get(path, { key }); // warm-up
      const times: number[] = [];
      for (let i = 0; i < POLLS; i++) {
        const s = process.hrtime.bigint();
        const res = await get(path, { key });
        times.push(seconds(s) * 1000);
        if (res.status !== 200 || res.body.data.length !== 50) throw new Error(`unexpected poll answer ${res.status}`);
      }
      const plan = await rows<{ "QUERY PLAN": string }>(sql`
        EXPLAIN SELECT id FROM record_history WHERE observed_at > ${cursor!.c}::timestamptz ORDER BY observed_at LIMIT 50`);
      results.push(median(times));
      console.log(
        `   ${size.toLocaleString().padStart(9)} rows: median ${median(times).toFixed(2)} ms, p95 ${p95(times).toFixed(2)} ms` +
          `  (filled in ${fillS.toFixed(1)} s; plan: ${plan.map((p) => p["QUERY PLAN"]).find((l) => /Scan/.test(l))?.trim()})`,
      );
    }
    console.log(`   ratio 1,000,000 / 10,000: ${(results[1]! / results[0]!).toFixed(2)}`);
    }

    // 2. Re-reading unchanged records, against the raw baseline, alternately (ABBA order over BENCH_REPEATS rounds) so
    // that neither side always runs on the emptier table or the quieter moment. Each timed step starts after a plain
    // VACUUM, so both find the same table state (the previous step's dead row versions reclaimed, as autovacuum would),
    // and on Postgres after a CHECKPOINT: each 100,000-row update writes ~200 MB of WAL, so without it a checkpoint
    // requested by the previous step (or its dirty buffers still to be written back) fell on whichever arm came next.
    const settle = async () => {
      await db.execute(sql`VACUUM law_records`);
      if (engine === "postgres") await db.execute(sql`CHECKPOINT`);
    };
    const snapshot = syntheticSnapshot("bench", 0, RECORDS);
    let t = process.hrtime.bigint();
    const first = await ingestSnapshot(db, snapshot);
    const firstS = seconds(t);
    const reread = async () => {
      await settle();
      const s = process.hrtime.bigint();
      const again = await ingestSnapshot(db, snapshot);
      const elapsed = seconds(s);
      if (again.unchanged !== RECORDS || again.updated + again.inserted !== 0) throw new Error("re-read was not all unchanged");
      return elapsed;
    };
    // The least work any re-check must do: move checked_at of the same rows, in one statement, with nothing compared.
    const raw = async () => {
      await settle();
      const s = process.hrtime.bigint();
      await db.execute(sql`UPDATE law_records SET checked_at = clock_timestamp() WHERE key LIKE 'bench:%'`);
      return seconds(s);
    };
    // One untimed step of each arm first: the first update after the inserts meets full pages and extends the table by
    // as many again, a cost only the arm that happened to run first would pay (in round 1 that was always the re-read).
    await reread();
    await raw();
    const repeats = Number(process.env.BENCH_REPEATS || 3);
    const rereads: number[] = [];
    const raws: number[] = [];
    console.log(`\n2. source runs (${repeats} rounds, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")})`);
    for (let round = 0; round < repeats; round++) {
      if (round % 2 === 0) {
        rereads.push(await reread());
        raws.push(await raw());
      } else {
        raws.push(await raw());
        rereads.push(await reread());
      }
      console.log(
        `   round ${round + 1}: re-read ${rereads[round]!.toFixed(2)} s, raw ${raws[round]!.toFixed(2)} s, ` +
          `ratio ${(raws[round]! / rereads[round]!).toFixed(2)}  (load ${os.loadavg()[0]!.toFixed(1)})`,
      );
    }
    const againS = median(rereads);
    const rawS = median(raws);
    console.log(`   first read (inserts):      ${(first.inserted / firstS).toFixed(0).padStart(8)} records/s  (${firstS.toFixed(2)} s)`);
    console.log(`   re-read, all unchanged:    ${(RECORDS / againS).toFixed(0).padStart(8)} records/s  (median ${againS.toFixed(2)} s)`);
    console.log(`   raw baseline (one UPDATE): ${(RECORDS / rawS).toFixed(0).padStart(8)} records/s  (median ${rawS.toFixed(2)} s)`);
    console.log(`   re-read / raw time:        ${(againS / rawS).toFixed(2)}x`);
    console.log(`   re-read throughput / raw:  ${(rawS / againS).toFixed(2)}  (medians; goal >= 0.8 on Postgres)`);
    console.log(`   load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  } finally {
    setRateLimiterForTests(null);
    await handle.close();
    await dropScratch();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
