/**
 * The first start's background US-law load (startUsLawCorpusLoad) must leave the server responsive: the event loop
 * gets a turn between statements (PGlite would otherwise run the whole load as one chain of microtasks), a large
 * source's records are derived chunk by chunk (identical to deriving them all at once), and a shutdown stops the load
 * at its next statement with the chunk in progress rolled back and the next start resuming. The statement times are
 * described, measured, in docs/benchmarks.md ("us-law-background-load.ts").
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { type Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { getDb } from "@/lib/runtime/database";
import { runShutdownHooks } from "@/lib/runtime/shutdown";
import { fileImporters } from "@/lib/us-law/import/registry";
import { FILE_SOURCES, type UsLawSource } from "@/lib/us-law/import/types";
import { writeSourceRun } from "@/lib/us-law/import/write-run";
import { loadedSources, loadUsLawCorpus, startUsLawCorpusLoad, TEST_SUBSET, usLawCorpusStatus } from "@/lib/us-law/load";
import { openSnapshotChunks, parseSnapshot, readChecksums, readSnapshotText, sourceReadFromSnapshot } from "@/lib/us-law/snapshot";

let db: Db;
const count = async (q: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await db.execute(q))[0]!.n);

beforeAll(async () => {
  ({ db } = await getDb());
}, 120_000);

/** How many event-loop turns (setImmediate callbacks) ran while `fn` did its work. */
async function turnsDuring(fn: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let on = true;
  const tick = () => {
    if (!on) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  await fn();
  on = false;
  return turns;
}

describe("the event loop during database work", () => {
  it("gets a turn between statements, also inside a transaction", async () => {
    const statements = 40;
    const plain = await turnsDuring(async () => {
      for (let i = 0; i < statements; i++) await db.execute(sql`SELECT ${i}::int AS n`);
    });
    const inTransaction = await turnsDuring(() =>
      db.transaction(async (tx) => {
        for (let i = 0; i < statements; i++) await tx.execute(sql`SELECT ${i}::int AS n`);
      }),
    );
    // Without the turn PGlite answers in microtasks only: 0 turns for the whole sequence.
    expect(plain).toBeGreaterThanOrEqual(statements);
    expect(inTransaction).toBeGreaterThanOrEqual(statements);
  });
});

describe("records derived chunk by chunk", () => {
  it("equal the records derived all at once, for every importer that says it derives row by row", () => {
    const rowByRow = FILE_SOURCES.filter((s) => fileImporters[s].derivesRowByRow);
    expect(rowByRow.sort()).toEqual(["ecfr", "us_code"]);
    for (const source of rowByRow) {
      const { header, rows } = parseSnapshot(readSnapshotText(source), TEST_SUBSET[source]);
      const whole = fileImporters[source].deriveRecords(rows, header.lookups);
      const sliced = [];
      for (let i = 0; i < rows.length; i += 7) sliced.push(...fileImporters[source].deriveRecords(rows.slice(i, i + 7), header.lookups));
      expect(rows.length).toBeGreaterThan(7);
      expect(sliced, source).toEqual(whole);
    }
  });

  it("openSnapshotChunks gives what sourceReadFromSnapshot gives, slice by slice", async () => {
    // US Code title 1 (the test subset) is the head of the snapshot.
    const usc = await openSnapshotChunks(fileImporters.us_code);
    const title1 = sourceReadFromSnapshot(fileImporters.us_code, undefined, TEST_SUBSET.us_code);
    expect(usc.records(0, title1.records.length)).toEqual(title1.records);
    expect(usc.records(10, 20)).toEqual(title1.records.slice(10, 20));
    expect(usc.total).toBe(parseSnapshot(readSnapshotText("us_code")).rows.length);
    expect({ origin: usc.read.origin, inputSha256: usc.read.inputSha256, edition: usc.read.edition }).toEqual({
      origin: title1.origin, inputSha256: title1.inputSha256, edition: title1.edition,
    });
    // An importer that reads across rows (a later order revokes an earlier one) is derived whole, then sliced.
    const eo = await openSnapshotChunks(fileImporters.executive_orders);
    const { records, ...read } = sourceReadFromSnapshot(fileImporters.executive_orders);
    expect(eo.read).toEqual(read);
    expect(eo.total).toBe(records.length);
    expect([...eo.records(0, 600), ...eo.records(600, eo.total)]).toEqual(records);
  });
});

describe("stopping the background load on shutdown", () => {
  it("rolls back the chunk in progress, keeps the committed ones, and the next load resumes", async () => {
    // Only the proclamations (1,500 records) are left to load: the other sources get an empty run of their current
    // snapshot's checksum (what the loader asks for).
    const others: UsLawSource[] = ["us_code", "ecfr", "executive_orders", "ai_law_mirror"];
    const checksums = readChecksums();
    for (const source of others) {
      await writeSourceRun(db, { source, origin: "test: treated as loaded", edition: "test", inputSha256: checksums[source] ?? "test", rowsRead: 0, records: [], errors: [] });
    }
    const proclamations = () => count(sql`SELECT count(*)::int AS n FROM us_law_records WHERE source = 'proclamations'`);
    const runs = () => count(sql`SELECT count(*)::int AS n FROM us_law_source_runs WHERE source = 'proclamations'`);

    let stopping: Promise<void> | null = null;
    await startUsLawCorpusLoad(db, {
      chunkSize: 500,
      // SIGTERM arrives while the second chunk is staging.
      onProgress: (p) => {
        if (p.source === "proclamations" && p.phase === "staging" && p.done > 500) stopping ??= runShutdownHooks();
      },
    });
    await stopping;
    expect(usLawCorpusStatus().state).toBe("failed");
    expect(await proclamations()).toBe(500);
    expect(await runs()).toBe(1);
    expect((await loadedSources(db)).has("proclamations")).toBe(false);

    const resumed = await loadUsLawCorpus(db, { chunkSize: 500 });
    expect(resumed.map((r) => [r.inserted, r.unchanged])).toEqual([[0, 500], [500, 0], [500, 0]]);
    expect(resumed.at(-1)!.origin).toMatch(/\[chunk 3\/3\]$/);
    expect(await proclamations()).toBe(1500);
    expect((await loadedSources(db)).has("proclamations")).toBe(true);
  });
});
