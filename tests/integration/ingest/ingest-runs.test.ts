/**
 * Source runs against a real database (PGlite in memory, or Postgres with TEST_DATABASE_URL): what each kind of
 * re-read writes to the records, the append-only history and the change feed.
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { type Db } from "@/db/client";
import { getDb } from "@/lib/runtime/database";
import { curatedDataset } from "@/db/seed/dataset";
import { lawIdFor } from "@/lib/ingest/normalize";
import { ingestSnapshot } from "@/lib/runtime/ingest";
import { loadSource, snapshotFromText } from "@/lib/ingest/snapshot";
import { get } from "../../support/api";
import { historyCount, historySince, latestObservedAt, lawStamps, sourceRuns } from "../../support/history";
import { mintKey } from "../../support/keys";

const fixture = (name: string) => path.resolve(__dirname, "../../fixtures/ingest", name);
const seedLaw = (key: string) => curatedDataset.laws.find((l) => l.key === key)!;
const MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

let db: Db;
let developerKey: string;

beforeAll(async () => {
  ({ db } = await getDb());
  developerKey = await mintKey("developer");
});

describe("first start", () => {
  it("every curated record's first observation is an insert entry in the history and a Change", async () => {
    const history = await historySince(db);
    const laws = history.filter((h) => h.entity === "law_record");
    const places = history.filter((h) => h.entity === "jurisdiction");
    expect(laws.map((h) => h.record_id).sort()).toEqual(curatedDataset.laws.map((l) => lawIdFor(l.key)).sort());
    expect(places.map((h) => h.jurisdiction_slug).sort()).toEqual(curatedDataset.jurisdictions.map((j) => j.slug).sort());
    for (const h of history) {
      expect(h).toMatchObject({ change_kind: "insert", changed_fields: null, field_changes: [], significant: true });
      expect(h.observed_at).toMatch(MICROS);
    }
    expect(new Set(history.map((h) => h.observed_at)).size).toBe(history.length);
    const [run] = await sourceRuns(db);
    expect(run).toMatchObject({ source: "seed", inserted: history.length, updated: 0, unchanged: 0, errors: 0 });
    expect(history.every((h) => h.source_run_id === run!.id)).toBe(true);

    // A record's updated_at is the observed_at of its latest history entry.
    const stamps = await lawStamps(db);
    const byId = new Map(laws.map((h) => [h.record_id, h.observed_at]));
    for (const s of stamps.values()) expect(s.updated_at).toBe(byId.get(s.id));
  });
});

describe("re-reading a source", () => {
  it("an unchanged source writes zero history rows and moves only checked_at", async () => {
    const before = await lawStamps(db);
    const historyBefore = await historyCount(db);
    const summary = await ingestSnapshot(db, await loadSource("seed"));
    const total = curatedDataset.laws.length + curatedDataset.jurisdictions.length;
    expect(summary).toMatchObject({ source: "seed", inserted: 0, updated: 0, unchanged: total, errors: [] });
    expect(await historyCount(db)).toBe(historyBefore);
    const after = await lawStamps(db);
    expect(after.size).toBe(before.size);
    for (const [key, was] of before) {
      const now = after.get(key)!;
      expect({ ...now, checked_at: null }).toEqual({ ...was, checked_at: null });
      expect(now.checked_at > was.checked_at, key).toBe(true);
      expect(now.checked_at).toBe(summary.startedAt);
    }
    const runs = await sourceRuns(db);
    expect(runs[runs.length - 1]).toMatchObject({ id: summary.runId, unchanged: total, inserted: 0, updated: 0 });
  });

  it("the second snapshot (status change, new record, title edit, unchanged) produces exactly the expected changes", async () => {
    const cursor = await latestObservedAt(db);
    const before = await lawStamps(db);
    const summary = await ingestSnapshot(db, await loadSource(fixture("second-snapshot.json")));
    expect(summary).toMatchObject({ source: "file:second-snapshot.json", rowsRead: 4, inserted: 1, updated: 2, unchanged: 1, errors: [] });

    const utah = seedLaw("utah:SB 149");
    const tennessee = seedLaw("tennessee:HB 2091");
    const changes = await historySince(db, cursor);
    expect(changes.map((c) => [c.record_id, c.change_kind, c.changed_fields, c.field_changes])).toEqual([
      [lawIdFor("utah:SB 149"), "update", ["status"], [{ field: "status", from: utah.status, to: "Amended [demo snapshot]" }]],
      [lawIdFor("demo:second-snapshot-1"), "insert", null, []],
      [lawIdFor("tennessee:HB 2091"), "update", ["title"], [{ field: "title", from: tennessee.title, to: "ELVIS Act [demo snapshot title edit]" }]],
    ]);
    expect(changes.every((c) => c.source_run_id === summary.runId && c.significant)).toBe(true);

    const after = await lawStamps(db);
    const colorado = "colorado:SB24-205";
    expect(after.get(colorado)!.updated_at).toBe(before.get(colorado)!.updated_at);
    expect(after.get(colorado)!.checked_at > before.get(colorado)!.checked_at).toBe(true);
    expect(after.get("utah:SB 149")!.updated_at).toBe(changes[0]!.observed_at);

    // The same changes, as a poller sees them.
    const res = await get(`/v1/changes?since=${cursor}&order=asc`, { key: developerKey });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { event_id: string }) => c.event_id)).toEqual(changes.map((c) => c.id));
    expect(res.body.data[1]).toMatchObject({
      entity: "law_record", record_id: lawIdFor("demo:second-snapshot-1"), scope: "state",
      jurisdiction: { slug: "utah", name: "Utah", abbr: "UT" }, identifier: "DEMO 1", title: "Demo record added by the second snapshot",
      change_kind: "insert", changed_fields: null, field_changes: [], source_run_id: summary.runId,
    });
    expect(res.body.meta.cursor).toBe(changes[2]!.observed_at);

    // Re-reading the same snapshot converges: nothing more to record.
    const again = await ingestSnapshot(db, await loadSource(fixture("second-snapshot.json")));
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 4 });
    expect(await historySince(db, changes[2]!.observed_at)).toEqual([]);
  });

  it("internal metadata churn is an update listing only 'metadata', dropped by significant=true and /feed", async () => {
    const cursor = await latestObservedAt(db);
    const row = { ...seedLaw("colorado:SB24-205"), alternate_names: ["Colorado AI Act", "CAIA"] };
    const summary = await ingestSnapshot(db, snapshotFromText(JSON.stringify([row]), "test"));
    expect(summary).toMatchObject({ updated: 1 });
    const [change] = await historySince(db, cursor);
    expect(change).toMatchObject({ change_kind: "update", changed_fields: ["metadata"], field_changes: [], significant: false });

    const all = await get(`/v1/changes?since=${cursor}`, { key: developerKey });
    expect(all.body.data.map((c: { changed_fields: string[] }) => c.changed_fields)).toEqual([["metadata"]]);
    const significant = await get(`/v1/changes?since=${cursor}&significant=true`, { key: developerKey });
    expect(significant.body.data).toEqual([]);
    expect((await get(`/v1/feed?since=${cursor}`, { key: developerKey })).body.data).toEqual([]);
  });

  it("jurisdiction changes are recorded the same way, with entity jurisdiction and record_id null", async () => {
    const cursor = await latestObservedAt(db);
    const text = JSON.stringify({
      jurisdictions: [
        { slug: "utah", name: "State of Utah", abbr: "UT", scope: "state", kind: "state" },
        { slug: "atlantis-test", name: "Atlantis (test)", abbr: null, scope: "global", kind: "country" },
      ],
      laws: [],
    });
    const summary = await ingestSnapshot(db, snapshotFromText(text, "test"));
    expect(summary).toMatchObject({ inserted: 1, updated: 1 });
    const res = await get(`/v1/changes?since=${cursor}&order=asc&entity=jurisdiction`, { key: developerKey });
    expect(res.body.data.map((c: Record<string, unknown>) => [c.entity, c.record_id, c.jurisdiction, c.change_kind, c.changed_fields, c.field_changes])).toEqual([
      ["jurisdiction", null, { slug: "utah", name: "State of Utah", abbr: "UT" }, "update", ["name"], [{ field: "name", from: "Utah", to: "State of Utah" }]],
      ["jurisdiction", null, { slug: "atlantis-test", name: "Atlantis (test)", abbr: null }, "insert", null, []],
    ]);
    // Law history keeps the jurisdiction as it was named when each state was observed.
    const history = await get(`/v1/laws/${lawIdFor("utah:SB 149")}/history`, { key: developerKey });
    expect(history.body.data.timeline[0].record.jurisdiction.name).toBe("Utah");
  });
});

describe("bad rows and failed runs", () => {
  it("a bad row is reported with its index and line, skipped, and nothing of it is written", async () => {
    const before = await lawStamps(db);
    const summary = await ingestSnapshot(db, await loadSource(fixture("bad-rows.json")));
    expect(summary).toMatchObject({ rowsRead: 6, inserted: 1, updated: 0, unchanged: 0 });
    expect(summary.errors.map((e) => [e.index, e.line, e.key])).toEqual([
      [1, 16, "demo:bad-type"],
      [2, 30, "demo:typo"],
      [3, 45, "demo:unknown-place"],
      [4, 59, "demo:bad-rows-ok"],
      [5, 73, "demo:bad-date"],
    ]);
    expect(summary.errors.map((e) => e.message.split(":")[0])).toEqual(["in_force", "Unrecognized key", "jurisdiction", "duplicate key", "record_date"]);
    const after = await lawStamps(db);
    expect([...after.keys()].filter((k) => !before.has(k))).toEqual(["demo:bad-rows-ok"]);
    expect(after.get("demo:bad-rows-ok")!.title).toBe("Demo row");
    const runs = await sourceRuns(db);
    expect(runs[runs.length - 1]!.error_rows.map((e) => e.line)).toEqual([16, 30, 45, 59, 73]);
  });

  it("a run that fails part-way writes nothing at all: no run row, no history, no record change", async () => {
    const before = { stamps: await lawStamps(db), history: await historyCount(db), runs: (await sourceRuns(db)).length };
    const row = { ...seedLaw("utah:SB 149"), status: "Should never be visible" };
    const failing = ingestSnapshot(db, snapshotFromText(JSON.stringify([row]), "test"), {
      alsoWrite: async () => {
        throw new Error("simulated crash after the records were written");
      },
    });
    await expect(failing).rejects.toThrow(/simulated crash/);
    expect(await historyCount(db)).toBe(before.history);
    expect((await sourceRuns(db)).length).toBe(before.runs);
    expect(await lawStamps(db)).toEqual(before.stamps);
  });
});

describe("the history is append-only, enforced by the database", () => {
  it.each([
    ["UPDATE", sql`UPDATE record_history SET scope = scope`],
    ["UPDATE of no row", sql`UPDATE record_history SET scope = 'eu' WHERE false`],
    ["DELETE", sql`DELETE FROM record_history`],
    ["TRUNCATE", sql`TRUNCATE record_history`],
  ])("%s fails", async (_name, statement) => {
    const before = await historyCount(db);
    const error = await db.execute(statement).then(() => null, (err: Error) => err);
    // drizzle wraps the database error; the trigger's message is on the cause.
    expect(String((error?.cause as Error | undefined)?.message ?? error?.message)).toMatch(/record_history is append-only/);
    expect(await historyCount(db)).toBe(before);
  });
});
