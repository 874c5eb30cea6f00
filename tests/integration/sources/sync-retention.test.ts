/**
 * Run records. A batch's checkpoint and counts are written only by the run that holds the source's lease. And they
 * do not grow without bound: after each run the runner prunes that source's sync_runs to every run of
 * the last keepDays days plus at least its last keepLast runs, never a run still running and never another source's.
 * The source here is EDGAR without SEC_EDGAR_CONTACT: each run faults credentials_missing at once, with no request.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { getDb } from "@/lib/runtime/database";
import { edgarSource } from "@/lib/sources/registry-edgar";
import { runSource } from "@/lib/sources/run";
import { claimSource, recordBatch, SYNC_RUN_RETENTION } from "@/lib/sources/state";

const DAY = 86_400_000;
const T0 = Date.parse("2026-01-01T06:00:00Z");
const day = (n: number) => new Date(T0 + n * DAY);

let db: Db;
const daysOf = async (source: string) =>
  rowsOf<{ d: number }>(await db.execute(sql`
    SELECT round(extract(epoch FROM started_at - ${day(0).toISOString()}::timestamptz) / 86400)::int AS d
    FROM sync_runs WHERE source = ${source} ORDER BY started_at`)).map((r) => r.d);

beforeAll(async () => {
  ({ db } = await getDb());
});

describe("sync_runs retention", () => {
  it("keeps every run of the last keepDays days and the last keepLast runs; prunes the rest after each run", async () => {
    // Another source's old run, and an old run of this source still marked running (a holder that may be alive).
    await db.execute(sql`INSERT INTO sync_runs (id, source, trigger, started_at, outcome) VALUES (${randomUUID()}::uuid, 'federal-register', 'test', ${day(-300).toISOString()}::timestamptz, 'succeeded')`);
    await db.execute(sql`INSERT INTO sync_runs (id, source, trigger, started_at, outcome) VALUES (${randomUUID()}::uuid, 'edgar', 'test', ${day(-200).toISOString()}::timestamptz, 'running')`);

    const source = edgarSource({});
    const run = (d: number, keepLast: number) => runSource(db, source, { trigger: "test", env: {}, now: () => day(d), retention: { keepLast, keepDays: 30 } });
    for (const d of [0, 10, 20, 40, 50, 55]) expect(await run(d, 3)).toMatchObject({ outcome: "faulted", faultCode: "credentials_missing" });
    // At day 55 the window starts at day 25: days 0, 10 and 20 are outside it, and more than 3 runs are newer.
    expect(await daysOf("edgar")).toEqual([-200, 40, 50, 55]);

    // A source read rarely keeps its last keepLast runs whatever their age.
    await run(200, 3);
    expect(await daysOf("edgar")).toEqual([-200, 50, 55, 200]);
    await run(300, 5);
    expect(await daysOf("edgar")).toEqual([-200, 50, 55, 200, 300]);

    expect(await daysOf("federal-register")).toEqual([-300]);
  });

  it("defaults: the last 100 runs and every run of the last 30 days", () => {
    expect(SYNC_RUN_RETENTION).toEqual({ keepLast: 100, keepDays: 30 });
  });
});

describe("a batch's checkpoint", () => {
  it("moves the source's checkpoint and the run's counts together, and only while the run holds the lease", async () => {
    const at = day(100);
    const runId = randomUUID();
    expect(await claimSource(db, "lease-test", runId, "test", at, 60_000)).toMatchObject({ claimed: true });
    const state = async () => ({
      source: rowsOf<{ checkpoint: unknown }>(await db.execute(sql`SELECT checkpoint FROM sync_sources WHERE id = 'lease-test'`))[0],
      run: rowsOf<{ batches: number; items_seen: number; items_added: number }>(await db.execute(sql`SELECT batches, items_seen, items_added FROM sync_runs WHERE id = ${runId}::uuid`))[0],
    });
    const batch = (page: number) => (tx: Db) => recordBatch(tx, "lease-test", runId, { checkpoint: { page }, seen: 5, added: 2, changed: 0, unchanged: 3 }, at, 60_000);
    await db.transaction((tx) => batch(1)(tx as unknown as Db));
    expect(await state()).toEqual({ source: { checkpoint: { page: 1 } }, run: { batches: 1, items_seen: 5, items_added: 2 } });

    // Another run took the lease (this one was presumed dead): this run's next batch is refused, and nothing moves.
    await db.execute(sql`UPDATE sync_sources SET lease_run_id = ${randomUUID()}::uuid WHERE id = 'lease-test'`);
    await expect(db.transaction((tx) => batch(2)(tx as unknown as Db))).rejects.toThrow(/no longer holds source lease-test/);
    expect(await state()).toEqual({ source: { checkpoint: { page: 1 } }, run: { batches: 1, items_seen: 5, items_added: 2 } });
  });
});
