/**
 * The eCFR connector against a replay server serving recorded real versioner responses (../shared/data/ecfr/upstream;
 * provenance in tests/fixtures/upstream/ecfr/NOTE.md): a first sync adds the titles' sections through the US-law import path, a second changes nothing, a
 * titles.json reporting an amendment to ONE title re-reads exactly that title (its history, the change feed with
 * entity=us_law_record, a signed webhook delivery), and every fault ends named with nothing half-written.
 *
 * Where a case needs an upstream state that was not recorded (an amendment), the recorded response is edited in the
 * test — dates in titles.json, one heading renamed and one section removed in the title-3 structure — keeping its shape.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/db/rows";
import { getDb } from "@/lib/runtime/database";
import { loadUsLawTestSubset } from "@/lib/us-law/load";
import { fileImporters } from "@/lib/us-law/import/registry";
import { sourceReadFromSnapshot } from "@/lib/us-law/snapshot";
import { usLawWebhookPayloadSchema } from "@/lib/contract/webhooks";
import { ecfrSource } from "@/lib/sources/registry-us-law";
import { runSource, type RunOptions } from "@/lib/sources/run";
import { parseEcfrStructure } from "@/lib/sources/upstreams/ecfr";
import { fixtureText, startReplayServer, type ReplayRoute, type ReplayServer } from "../../support/replay-server";
import { AGENCIES_FILE, editedStructure, generatedStructure, structureFile, TITLES_FILE, titlesWith } from "../../support/ecfr-structures";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";
import { deliveriesOf, drain, manualClock, subscribe } from "../../support/webhook-flow";
import { startReceiver, type Receiver } from "../../support/webhook-receiver";

const TITLES = "/api/versioner/v1/titles.json";
const AGENCIES = "/api/admin/v1/agencies.json";
const structurePath = (title: number, date: string) => `/api/versioner/v1/structure/${date}/title-${title}.json`;
const json = (body: string) => ({ body, headers: { "content-type": "application/json" } });

const RECORDED: ReplayRoute[] = [
  { path: TITLES, respond: { file: TITLES_FILE } },
  { path: AGENCIES, respond: { file: AGENCIES_FILE } },
  { path: structurePath(1, "2025-04-29"), respond: { file: structureFile(1) } },
  { path: structurePath(3, "2025-04-29"), respond: { file: structureFile(3) } },
];
const sectionsIn = (title: 1 | 3) => parseEcfrStructure(fixtureText(structureFile(title))).filter((r) => r.kind !== "part").length;

let replay: ReplayServer;
let usLawKey: string;
const receivers: Receiver[] = [];
const source = ecfrSource({ titles: [1, 3] });
const options = (extra: RunOptions = {}): RunOptions => ({
  trigger: "test",
  baseUrls: { ecfr: replay.url },
  client: { minIntervalMs: 0, baseDelayMs: 5, maxDelayMs: 20, timeoutMs: 2_000 },
  ...extra,
});

async function q<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const { db } = await getDb();
  return rowsOf<T>(await db.execute(query));
}
type Row = { record_uid: string; citation: string; code_title: number; title: string; status: string; status_detail: string | null; in_force: boolean | null; edition: string; last_verified_at: string; updated_at: string };
const cfr = () =>
  q<Row>(sql`
    SELECT record_uid, citation, code_title, title, status, status_detail, in_force, edition, last_verified_at::text, updated_at::text
    FROM us_law_records WHERE source = 'ecfr' ORDER BY citation_normalized`);
const count = async (table: "us_law_history" | "record_history") => (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))[0]!.n;
const state = async () =>
  (await q<{ cursor: unknown; checkpoint: unknown; last_fault_code: string | null }>(sql`SELECT cursor, checkpoint, last_fault_code FROM sync_sources WHERE id = 'ecfr'`))[0]!;

beforeAll(async () => {
  process.env.WEBHOOK_ALLOWED_TARGETS = "127.0.0.1";
  const { db } = await getDb();
  await loadUsLawTestSubset(db); // eleven real sections of CFR title 1 from the embedded snapshot
  usLawKey = await mintKey("enterprise", ["ai_law", "us_law"]);
  replay = await startReplayServer(RECORDED);
});

afterAll(async () => {
  delete process.env.WEBHOOK_ALLOWED_TARGETS;
  await replay?.close();
  await Promise.all(receivers.map((r) => r.close()));
});

describe("eCFR sync on recorded versioner responses", () => {
  it("a first sync adds every section and appendix of the titles, the same records the CSV importer derives", async () => {
    const { db } = await getDb();
    const [n1, n3] = [sectionsIn(1), sectionsIn(3)];
    expect([n1, n3]).toEqual([288, 27]);
    const held = (await cfr()).filter((r) => r.code_title === 1);
    expect(held).toHaveLength(11);

    const result = await runSource(db, source, options());
    expect(result).toMatchObject({ outcome: "succeeded", faultCode: null, batches: 2, seen: n1 + n3, added: n1 - 11 + n3, changed: 0, unchanged: 11 });
    const rows = await cfr();
    expect(rows.filter((r) => r.code_title === 1)).toHaveLength(n1);
    expect(rows.filter((r) => r.code_title === 3)).toHaveLength(n3);
    // The eleven snapshot sections were read again and found unchanged: same updated_at, fresh stamps.
    for (const h of held) {
      const now = rows.find((r) => r.record_uid === h.record_uid)!;
      expect(now.updated_at).toBe(h.updated_at);
      expect(now.last_verified_at > h.last_verified_at).toBe(true);
      expect(now.edition).toBe("2025-04-29");
    }

    // Title 3 through the connector = title 3 through the CSV importer (the embedded snapshot), column for column,
    // except the provenance of the upstream read (source_authority, edition).
    const snapshot = sourceReadFromSnapshot(fileImporters.ecfr, undefined, (r) => r[1] === 3).records;
    const stored = await q<Record<string, unknown>>(sql`
      SELECT record_uid, citation, identifier, title, status, status_detail, in_force, code_title_name, chapter, part,
        part_heading, hierarchy, agency, primary_branch, primary_subcategory, official_url
      FROM us_law_records WHERE source = 'ecfr' AND code_title = 3 ORDER BY record_uid`);
    expect(stored).toEqual(
      snapshot
        .map((r) => ({
          record_uid: r.record_uid, citation: r.citation, identifier: r.identifier, title: r.title, status: r.status,
          status_detail: r.status_detail, in_force: r.in_force, code_title_name: r.code_title_name, chapter: r.chapter,
          part: r.part, part_heading: r.part_heading, hierarchy: r.hierarchy, agency: r.agency,
          primary_branch: r.primary_branch, primary_subcategory: r.primary_subcategory, official_url: r.official_url,
        }))
        .sort((a, b) => a.record_uid.localeCompare(b.record_uid)),
    );
    const [authority] = await q<{ source_authority: string }>(sql`SELECT source_authority FROM us_law_records WHERE citation = '3 CFR 100.1'`);
    expect(authority!.source_authority).toMatch(/eCFR versioner API/);

    expect(replay.requests.map((r) => r.path)).toEqual([TITLES, AGENCIES, structurePath(1, "2025-04-29"), structurePath(3, "2025-04-29")]);
    expect(replay.unmatched).toEqual([]);
    expect(await state()).toEqual({ cursor: { titles: { "1": "2022-12-29", "3": "2015-03-17" } }, checkpoint: null, last_fault_code: null });

    // First observations are in the change feed — for a caller who asks for US-law changes, and for nobody else.
    const changes = await get("/v1/changes?entity=us_law_record&limit=1", { key: usLawKey });
    expect(changes.status).toBe(200);
    expect(changes.body.meta.total).toBe(n1 - 11 + n3);
    expect(changes.body.data[0]).toMatchObject({ entity: "us_law_record", change_kind: "insert", scope: "federal", jurisdiction: { slug: "federal" } });
    const plain = await get("/v1/changes?limit=100", { key: usLawKey });
    expect(plain.body.data.filter((c: { entity: string }) => c.entity === "us_law_record")).toEqual([]);
  });

  it("a second sync changes nothing: no title was amended, so only titles.json is read", async () => {
    const { db } = await getDb();
    const [before, history, feed] = [await cfr(), await count("us_law_history"), await count("record_history")];
    replay.requests.length = 0;
    const result = await runSource(db, source, options());
    expect(result).toMatchObject({ outcome: "succeeded", batches: 0, seen: 0, added: 0, changed: 0, unchanged: 0 });
    expect(replay.requests.map((r) => r.path)).toEqual([TITLES]);
    expect(await cfr()).toEqual(before);
    expect([await count("us_law_history"), await count("record_history")]).toEqual([history, feed]);
  });

  it("an amendment to ONE title updates exactly that title's records, logs the history, feeds /changes and a signed webhook", async () => {
    const { db } = await getDb();
    const rx = await startReceiver();
    const plain = await startReceiver();
    receivers.push(rx, plain);
    const hook = await subscribe(usLawKey, rx, { events: ["us_law.created", "us_law.updated"] });
    await subscribe(usLawKey, plain); // the default events: law.created / law.updated only
    const [before, history] = [await cfr(), await count("us_law_history")];
    const cursor = (await get("/v1/changes?entity=us_law_record&limit=1&order=desc", { key: usLawKey })).body.data[0].observed_at as string;

    replay.setRoutes([
      { path: TITLES, respond: json(titlesWith({ 3: { latest_amended_on: "2025-05-01", up_to_date_as_of: "2025-05-02" } })) },
      { path: AGENCIES, respond: { file: AGENCIES_FILE } },
      {
        path: structurePath(3, "2025-05-02"),
        respond: json(editedStructure(structureFile(3), { rename: { "101.8": "Office of the United States Trade Representative (renamed)." }, remove: ["101.7"] })),
      },
    ]);
    replay.requests.length = 0;
    const result = await runSource(db, source, options());
    expect(result).toMatchObject({ outcome: "succeeded", batches: 1, seen: 26, added: 0, changed: 2, unchanged: 25 });
    expect(replay.unmatched).toEqual([]); // title 1 was not read

    const after = await cfr();
    const byCitation = new Map(after.map((r) => [r.citation, r]));
    expect(byCitation.get("3 CFR 101.8")).toMatchObject({ title: "Office of the United States Trade Representative (renamed).", status: "in_force", edition: "2025-05-02" });
    expect(byCitation.get("3 CFR 101.7")).toMatchObject({ status: "repealed", status_detail: "removed from the eCFR structure as of 2025-05-02", in_force: false });
    for (const b of before) {
      const a = byCitation.get(b.citation)!;
      if (b.code_title === 1) expect(a).toEqual(b); // not even re-stamped: title 1 was not read
      else if (!["3 CFR 101.7", "3 CFR 101.8"].includes(b.citation)) {
        expect(a.updated_at).toBe(b.updated_at);
        expect(a.edition).toBe("2025-05-02");
      }
    }
    const logged = await q<{ citation: string; field: string; to_value: unknown }>(sql`
      SELECT r.citation, h.field, h.to_value FROM us_law_history h JOIN us_law_records r USING (record_uid)
      WHERE h.run_id = (SELECT run_id FROM us_law_history ORDER BY id DESC LIMIT 1) ORDER BY r.citation, h.field`);
    expect(await count("us_law_history")).toBe(history + 4);
    expect(logged).toEqual([
      { citation: "3 CFR 101.7", field: "in_force", to_value: false },
      { citation: "3 CFR 101.7", field: "status", to_value: "repealed" },
      { citation: "3 CFR 101.7", field: "status_detail", to_value: "removed from the eCFR structure as of 2025-05-02" },
      { citation: "3 CFR 101.8", field: "title", to_value: "Office of the United States Trade Representative (renamed)." },
    ]);

    // /changes, opt-in: exactly the two updates, in citation order, with their field diffs and the import run's id.
    const changes = await get(`/v1/changes?entity=us_law_record&order=asc&since=${encodeURIComponent(cursor)}`, { key: usLawKey });
    expect(changes.status).toBe(200);
    expect(changes.body.data.map((c: { identifier: string; change_kind: string }) => [c.identifier, c.change_kind])).toEqual([
      ["3 CFR 101.7", "update"],
      ["3 CFR 101.8", "update"],
    ]);
    const [repealed, renamed] = changes.body.data;
    expect(repealed).toMatchObject({
      entity: "us_law_record",
      record_id: byCitation.get("3 CFR 101.7")!.record_uid,
      changed_fields: ["in_force", "status", "status_detail"],
      field_changes: expect.arrayContaining([{ field: "status", from: "in_force", to: "repealed" }]),
    });
    expect(renamed.field_changes).toEqual([{ field: "title", from: "Office of the United States Trade Representative.", to: "Office of the United States Trade Representative (renamed)." }]);
    const [run] = await q<{ run_id: string }>(sql`SELECT DISTINCT run_id::text FROM us_law_history WHERE record_uid = ${renamed.record_id} AND field = 'title'`);
    expect(renamed.source_run_id).toBe(run!.run_id);
    expect((await get(`/v1/changes?since=${encodeURIComponent(cursor)}`, { key: usLawKey })).body.data).toEqual([]);
    const feed = await get("/v1/feed?entity=us_law_record&limit=2", { key: usLawKey });
    expect(feed.body.data.map((c: { identifier: string }) => c.identifier).sort()).toEqual(["3 CFR 101.7", "3 CFR 101.8"]);
    expect(feed.body.data[0]).not.toHaveProperty("field_changes");

    // The outbox: two deliveries for the US-law subscription, none for the default one; signed, as documented.
    const deliveries = await deliveriesOf(db);
    expect(deliveries.map((d) => d.webhook_id)).toEqual([hook, hook]);
    const clock = manualClock(Date.now() + 5_000);
    expect(await drain(db, { now: clock.now })).toBe(2);
    expect(plain.received).toEqual([]);
    expect(rx.received).toHaveLength(2);
    for (const r of rx.received) {
      expect(r.verified, r.reason ?? "").toBe(true);
      expect(r.headers["x-svc-event"]).toBe("us_law.updated");
      const body = usLawWebhookPayloadSchema.parse(r.body);
      const change = changes.body.data.find((c: { event_id: string }) => c.event_id === body.event_id);
      expect(change).toBeDefined();
      expect(body).toMatchObject({ event: "us_law.updated", webhook_id: hook, change_kind: "update", observed_at: change.observed_at, changed_fields: change.changed_fields });
      expect(body.record).toMatchObject({ record_uid: change.record_id, citation: change.identifier, edition: "2025-05-02" });
      // Keys in the documented order (the receiver verified the exact bytes).
      expect(Object.keys(JSON.parse(r.rawBody))).toEqual(["event", "event_id", "delivery_id", "webhook_id", "change_kind", "changed_fields", "observed_at", "record", "attribution"]);
    }
    const delivered = rx.received.map((r) => r.body.record).find((r) => r.citation === "3 CFR 101.7");
    expect(delivered).toMatchObject({ status: "repealed", in_force: false });
    const fetched = await get(`/v1/us-law/records/${delivered.record_uid}`, { key: usLawKey });
    expect(delivered).toEqual(fetched.body.data); // what a receiver gets is what GET serves

    // Reading the same amended titles.json again changes nothing.
    expect(await runSource(db, source, options())).toMatchObject({ outcome: "succeeded", batches: 0, changed: 0 });

    // A later amendment that leaves those two as they are: nothing changes, and the retired section — which the
    // structure still does not list — is not re-stamped as verified by a run that did not find it.
    const retired = (await cfr()).find((r) => r.citation === "3 CFR 101.7")!;
    replay.setRoutes([
      { path: TITLES, respond: json(titlesWith({ 3: { latest_amended_on: "2025-05-10", up_to_date_as_of: "2025-05-11" } })) },
      { path: AGENCIES, respond: { file: AGENCIES_FILE } },
      {
        path: structurePath(3, "2025-05-11"),
        respond: json(editedStructure(structureFile(3), { rename: { "101.8": "Office of the United States Trade Representative (renamed)." }, remove: ["101.7"] })),
      },
    ]);
    expect(await runSource(db, source, options())).toMatchObject({ outcome: "succeeded", batches: 1, seen: 26, added: 0, changed: 0, unchanged: 26 });
    expect((await cfr()).find((r) => r.citation === "3 CFR 101.7")).toEqual(retired);
    expect((await cfr()).find((r) => r.citation === "3 CFR 101.8")!.edition).toBe("2025-05-11");
  });
});

describe("faults end as named faults with nothing half-written", () => {
  async function expectNothingWritten(run: () => Promise<unknown>) {
    const [records, history, feed, checkpoint] = [await cfr(), await count("us_law_history"), await count("record_history"), (await state()).checkpoint];
    await run();
    expect(await cfr()).toEqual(records);
    expect([await count("us_law_history"), await count("record_history")]).toEqual([history, feed]);
    expect((await state()).checkpoint).toEqual(checkpoint);
  }
  // Title 1 amended (dates edited in the recorded titles.json); its structure is what each case serves.
  const amendTitle1 = (structure: ReplayRoute["respond"]): ReplayRoute[] => [
    { path: TITLES, respond: json(titlesWith({ 1: { latest_amended_on: "2025-06-01", up_to_date_as_of: "2025-06-02" } })) },
    { path: AGENCIES, respond: { file: AGENCIES_FILE } },
    { path: structurePath(1, "2025-06-02"), respond: structure },
  ];

  it("a structure whose node shape changed is schema_changed", async () => {
    const { db } = await getDb();
    replay.setRoutes(amendTitle1(json(fixtureText(structureFile(1)).replaceAll('"label_description"', '"description"'))));
    await expectNothingWritten(async () => {
      const result = await runSource(db, source, options());
      expect(result).toMatchObject({ outcome: "faulted", faultCode: "schema_changed", reasonCode: "other", batches: 0 });
      // Every node lost the field: the first one's children arrive before the fields the parser must read.
      expect(result.detail).toMatch(/^ecfr structure: title 1: the node's children arrived before its own fields/);
    });
    expect(await state()).toMatchObject({ last_fault_code: "schema_changed" });
  });

  it("a structure over the size cap is body_too_large while streaming (no Content-Length), after part of it was parsed", async () => {
    const { db } = await getDb();
    replay.setRoutes(amendTitle1({ file: structureFile(1), chunked: true }));
    await expectNothingWritten(async () => {
      // agencies.json (150 KB) fits; the 183 KB title-1 structure does not, and says so only once read past the cap.
      const result = await runSource(db, source, options({ client: { minIntervalMs: 0, maxBytes: 160_000 } }));
      expect(result).toMatchObject({ outcome: "faulted", faultCode: "body_too_large", batches: 0 });
      expect(result.detail).toMatch(/body over the 160000-byte cap/);
    });
  });

  it("a connection cut mid-structure, or a structure document that stops early, is truncated_body", async () => {
    const { db } = await getDb();
    replay.setRoutes(amendTitle1({ truncate: { file: structureFile(1), sendBytes: 90_000 } }));
    await expectNothingWritten(async () => {
      expect(await runSource(db, source, options())).toMatchObject({ outcome: "faulted", faultCode: "truncated_body", batches: 0 });
    });
    replay.setRoutes(amendTitle1(json(fixtureText(structureFile(1)).slice(0, 90_000))));
    await expectNothingWritten(async () => {
      const result = await runSource(db, source, options());
      expect(result).toMatchObject({ outcome: "faulted", faultCode: "truncated_body", batches: 0 });
      expect(result.detail).toMatch(/ended before the document did/);
    });
  });

  it("a structure of another title, or one without a single section, is schema_changed (nothing retired)", async () => {
    const { db } = await getDb();
    replay.setRoutes(amendTitle1({ file: structureFile(3) }));
    await expectNothingWritten(async () => {
      const result = await runSource(db, source, options());
      expect(result).toMatchObject({ outcome: "faulted", faultCode: "schema_changed" });
      expect(result.detail).toMatch(/structure of title 1: a section of title 3/);
    });
    replay.setRoutes(amendTitle1(json(generatedStructure(1, "General Provisions", []))));
    await expectNothingWritten(async () => {
      const result = await runSource(db, source, options());
      expect(result).toMatchObject({ outcome: "faulted", faultCode: "schema_changed" });
      expect(result.detail).toMatch(/title 1 at 2025-06-02: no section or appendix/);
    });
  });

  it("titles.json reporting an import in progress reads nothing and keeps the cursor", async () => {
    const { db } = await getDb();
    const body = JSON.parse(titlesWith({ 1: { latest_amended_on: "2025-06-01", up_to_date_as_of: "2025-06-02" } }));
    body.meta.import_in_progress = true;
    replay.setRoutes([{ path: TITLES, respond: json(JSON.stringify(body)) }]);
    const { cursor } = await state();
    await expectNothingWritten(async () => {
      expect(await runSource(db, source, options())).toMatchObject({ outcome: "succeeded", batches: 0, requests: 1 });
    });
    expect((await state()).cursor).toEqual(cursor);
  });

  it("a fault in the second title keeps the first title whole with the checkpoint; the next run resumes at the second", async () => {
    const { db } = await getDb();
    const both = { 1: { latest_amended_on: "2025-06-01", up_to_date_as_of: "2025-06-02" }, 3: { latest_amended_on: "2025-06-01", up_to_date_as_of: "2025-06-02" } };
    const routes = (title3: ReplayRoute["respond"]): ReplayRoute[] => [
      { path: TITLES, respond: json(titlesWith(both)) },
      { path: AGENCIES, respond: { file: AGENCIES_FILE } },
      { path: structurePath(1, "2025-06-02"), respond: { file: structureFile(1) } },
      { path: structurePath(3, "2025-06-02"), respond: title3 },
    ];
    replay.setRoutes(routes({ error: 502 }));
    const title3 = (await cfr()).filter((r) => r.code_title === 3);
    const faulted = await runSource(db, source, options());
    expect(faulted).toMatchObject({ outcome: "faulted", faultCode: "upstream_error", batches: 1, seen: 288 });
    expect((await cfr()).filter((r) => r.code_title === 1).every((r) => r.edition === "2025-06-02")).toBe(true);
    expect((await cfr()).filter((r) => r.code_title === 3)).toEqual(title3); // the faulted title: untouched
    expect((await state()).checkpoint).toMatchObject({ next: 1, plan: [{ number: 1, date: "2025-06-02" }, { number: 3, date: "2025-06-02" }] });

    replay.setRoutes(routes({ file: structureFile(3) }));
    replay.requests.length = 0;
    const resumed = await runSource(db, source, options());
    expect(resumed).toMatchObject({ outcome: "succeeded", resumedFrom: faulted.runId, batches: 1, seen: 27 });
    expect(replay.requests.map((r) => r.path)).toEqual([AGENCIES, structurePath(3, "2025-06-02")]); // not titles.json, not title 1
    expect(await state()).toEqual({ cursor: { titles: { "1": "2025-06-01", "3": "2025-06-01" } }, checkpoint: null, last_fault_code: null });
    // The recorded title-3 structure lists 101.7 again: the section retired by the amendment is back in force.
    expect((await cfr()).find((r) => r.citation === "3 CFR 101.7")).toMatchObject({ status: "in_force", status_detail: null, in_force: true, edition: "2025-06-02" });
  });
});

describe("source health", () => {
  it("GET /v1/sources lists the eCFR and US Code sources in the us-law group", async () => {
    const res = await get("/v1/sources?group=us-law");
    expect(res.status).toBe(200);
    const ecfr = res.body.data.find((s: { id: string }) => s.id === "ecfr");
    expect(ecfr).toMatchObject({ group: "us-law", is_enabled: true, is_stale: false, max_silence_hours: 72, last_fault_code: null });
    expect(res.body.data.map((s: { id: string }) => s.id)).toEqual(["federal-register", "ecfr", "us-code"]);
  });
});
