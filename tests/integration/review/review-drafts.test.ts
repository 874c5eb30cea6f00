/**
 * `npm run review` end to end, on drafts the live sources made from recorded upstream responses (Open States,
 * CourtListener, EDGAR), over a temporary copy of the curated files (never db/seed): list and its filters; show (the
 * difference against the curated row, the evidence, the URL); accept — the data file patched in exactly the accepted
 * lines, the database written through the corpus's own path (AI-law records: history, /changes, webhook outbox;
 * matters: the registry loader; disclosures: the curated upsert), and a re-seed from the patched file giving the same
 * row; a stale draft refused with nothing written; a database failure putting the file back; reject with a reason.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { rowsOf } from "@/db/rows";
import { disclosures, enforcementEvents, enforcementMatterHistory, lawRecords, sourceDrafts } from "@/db/schema";
import { loadRiskFactorDisclosures } from "@/lib/disclosures/load";
import { loadEnforcementRegistry } from "@/lib/enforcement/load-registry";
import { matterUidFor } from "@/lib/enforcement/matter-file";
import { lawIdFor } from "@/lib/ingest/normalize";
import { getDb } from "@/lib/runtime/database";
import { ingestSnapshot } from "@/lib/runtime/ingest";
import { parseReviewArgs, runReview } from "@/lib/review/cli";
import { ReviewError, StaleDraftError } from "@/lib/review/plan";
import { acceptDraft } from "@/lib/review/review";
import { edgarSource } from "@/lib/sources/registry-edgar";
import { courtListenerSource, openStatesSource } from "@/lib/sources/registry-curated";
import { runSource, type RunOptions } from "@/lib/sources/run";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";
import {
  courtListenerRoutes,
  curatedTree,
  FIXTURE_LAW_KEY,
  FIXTURE_MATTER_KEY,
  loadTree,
  openStatesRoutes,
  treeLawRows,
  type CuratedTree,
} from "../../support/curated-sources";
import { changedLines } from "../../support/changed-lines";
import { startReplayServer, type ReplayServer } from "../../support/replay-server";
import { subscribe } from "../../support/webhook-flow";
import { startReceiver, type Receiver } from "../../support/webhook-receiver";

const ENV = { OPEN_STATES_API_KEY: "k", COURTLISTENER_API_TOKEN: "t", SEC_EDGAR_CONTACT: "LexAtlas test ops@lexatlas.test" };
const at = new Date("2026-11-27T12:00:00Z");
const EDGAR_FIXTURE = path.resolve(__dirname, "../../fixtures/disclosures/edgar-full-text-search.json");

let tree: CuratedTree;
let replay: ReplayServer;
let receiver: Receiver;
let enterprise: string;

const runOptions = (): RunOptions => ({
  trigger: "test",
  env: ENV,
  now: () => at,
  baseUrls: { "open-states": replay.url, courtlistener: replay.url, edgar: replay.url },
  client: { minIntervalMs: 0, baseDelayMs: 5, maxDelayMs: 20, maxAttempts: 2 },
});
const sources = () => ({
  openStates: openStatesSource(ENV, { lawsDir: tree.stateLawsDir }),
  courtListener: courtListenerSource(ENV, { mattersDir: tree.paths.mattersDir }),
  edgar: edgarSource(ENV),
});

/** Runs the command as `npm run review -- <argv>` does, on this file's database and the temporary tree. */
async function review(...argv: string[]): Promise<string[]> {
  const { db } = await getDb();
  const lines: string[] = [];
  await runReview(db, parseReviewArgs(argv), { out: (l) => lines.push(l) }, tree.paths);
  return lines;
}
async function draftOf(source: string) {
  const { db } = await getDb();
  const rows = await db.select().from(sourceDrafts).where(eq(sourceDrafts.source, source));
  return rows;
}
async function q<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const { db } = await getDb();
  return rowsOf<T>(await db.execute(query));
}

beforeAll(async () => {
  const { db } = await getDb();
  process.env.WEBHOOK_ALLOWED_TARGETS = "127.0.0.1";
  tree = curatedTree();
  await loadTree(db, tree);
  replay = await startReplayServer([
    ...openStatesRoutes(),
    ...courtListenerRoutes(),
    { path: "/LATEST/search-index", respond: { body: fs.readFileSync(EDGAR_FIXTURE), headers: { "content-type": "application/json" } } },
  ]);
  const s = sources();
  for (const def of [s.openStates, s.courtListener, s.edgar]) expect(await runSource(db, def, runOptions())).toMatchObject({ outcome: "succeeded" });
  receiver = await startReceiver();
  enterprise = await mintKey("enterprise");
});

afterAll(async () => {
  delete process.env.WEBHOOK_ALLOWED_TARGETS;
  await replay?.close();
  await receiver?.close();
  tree?.remove();
});

describe("list and show", () => {
  it("lists every kind of draft, filtered by source, target and status", async () => {
    const all = await review("list");
    const law = (await draftOf("open-states"))[0]!;
    const matter = (await draftOf("courtlistener"))[0]!;
    const edgar = await draftOf("edgar");
    expect(edgar.length).toBeGreaterThan(0);
    for (const d of [law, matter, ...edgar]) expect(all.some((l) => l.startsWith(`${d.id}  pending`))).toBe(true);
    expect(all.find((l) => l.startsWith(law.id))).toContain(`open-states  law_record ${FIXTURE_LAW_KEY}`);

    const bySource = (await review("list", "--source", "courtlistener")).filter((l) => /^[0-9a-f]{8}-/.test(l));
    expect(bySource).toEqual([expect.stringContaining(matter.id)]);
    const byTarget = (await review("list", "--target", "disclosure")).filter((l) => /^[0-9a-f]{8}-/.test(l));
    expect(byTarget.map((l) => l.slice(0, 36)).sort()).toEqual(edgar.map((d) => d.id).sort());
    expect(await review("list", "--status", "rejected")).toEqual(["No drafts."]);
    expect(() => parseReviewArgs(["list", "--status", "maybe"])).toThrow(/--status must be one of/);
  });

  it("shows a law draft as the difference against the curated row, with the evidence and the upstream URL", async () => {
    const law = (await draftOf("open-states"))[0]!;
    const lines = await review("show", law.id);
    const text = lines.join("\n");
    expect(text).toContain(`curated row: db/seed/data/laws/us-states/new-york.test-fixture.yaml:11`);
    expect(lines).toContainEqual(expect.stringMatching(/^ {4}status +"Passed Assembly" {2}→ {2}"SIGNED CHAP\.51"$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {4}record_date +"2026-05-27" {2}→ {2}"2026-06-09"$/));
    expect(text).toContain("latest_action_description: SIGNED CHAP.51");
    expect(text).toContain("upstream: https://openstates.org/ny/bills/2025-2026/A10001/");
    expect(text).toContain(`ready: \`accept ${law.id}\``);
    expect(text).not.toContain("computed_against");
  });

  it("shows what a matter draft still needs before it can be accepted", async () => {
    const matter = (await draftOf("courtlistener"))[0]!;
    const text = (await review("show", matter.id)).join("\n");
    expect(text).toContain("curated row: db/seed/enforcement/matters/zz-test-fixture.yaml:5");
    expect(text).toMatch(/event\.date +— {2}→ {2}"2022-10-11"/);
    expect(text).toContain("to accept: event_type: the entry's wording suggests none; choose one with --set event_type=<code>");
    expect(text).toContain("upstream: https://www.courtlistener.com/docket/4214664/140/national-veterans-legal-services-program-v-united-states/");
  });
});

describe("accepting an AI-law record change", () => {
  it("refuses a stale draft (the data file's row changed since) and writes nothing; the next sync recomputes it", async () => {
    const { db } = await getDb();
    const law = (await draftOf("open-states"))[0]!;
    const original = fs.readFileSync(tree.lawFile, "utf8");
    fs.writeFileSync(tree.lawFile, original.replace("status: Passed Assembly", "status: Passed Senate"));
    const edited = fs.readFileSync(tree.lawFile, "utf8");
    await expect(review("accept", law.id)).rejects.toThrow(StaleDraftError);
    await expect(review("accept", law.id)).rejects.toThrow(
      /status is now "Passed Senate" in .*new-york\.test-fixture\.yaml:11; the draft was computed against "Passed Assembly"\. `npm run sync -- open-states` recomputes it/,
    );
    expect(fs.readFileSync(tree.lawFile, "utf8")).toBe(edited);
    expect((await draftOf("open-states"))[0]!.status).toBe("pending");
    expect((await review("show", law.id)).join("\n")).toContain("STALE: status is now");

    // The next sync brings the pending draft up to date with the row (same draft, refreshed; nothing added).
    expect(await runSource(db, sources().openStates, runOptions())).toMatchObject({ outcome: "succeeded", added: 0, changed: 1 });
    const refreshed = (await draftOf("open-states"))[0]!;
    expect(refreshed.id).toBe(law.id);
    expect(refreshed.evidence).toMatchObject({ computed_against: { status: "Passed Senate", record_date: "2026-05-27" } });
    expect((await review("show", law.id)).join("\n")).toMatch(/status +"Passed Senate" {2}→ {2}"SIGNED CHAP\.51"[\s\S]*ready: `accept/);
    // A run that reads the same state again changes nothing.
    expect(await runSource(db, sources().openStates, runOptions())).toMatchObject({ outcome: "succeeded", added: 0, changed: 0, unchanged: 1 });

    fs.writeFileSync(tree.lawFile, original);
    expect(await runSource(db, sources().openStates, runOptions())).toMatchObject({ changed: 1 });
    expect((await draftOf("open-states"))[0]!.evidence).toMatchObject({ computed_against: { status: "Passed Assembly" } });
  });

  it("patches exactly the accepted lines, writes history, /changes and a webhook delivery, and survives a re-seed", async () => {
    const { db } = await getDb();
    const law = (await draftOf("open-states"))[0]!;
    const hook = await subscribe(enterprise, receiver, { jurisdiction: "new-york" });
    const before = fs.readFileSync(tree.lawFile, "utf8");
    const id = lawIdFor(FIXTURE_LAW_KEY);

    const out = await review("accept", law.id);
    expect(out[0]).toMatch(new RegExp(`^accepted ${law.id}: law record ${FIXTURE_LAW_KEY.replace(/[()]/g, "\\$&")}: ingest run [0-9a-f-]{36} \\(1 updated, 0 inserted, 0 unchanged\\)$`));
    expect(out[1]).toBe("wrote db/seed/data/laws/us-states/new-york.test-fixture.yaml — review it with `git diff` and commit it: the data file is the record");

    // git diff: the two accepted lines, nothing else (comments and the other row untouched).
    expect(changedLines(before, fs.readFileSync(tree.lawFile, "utf8"))).toEqual({
      removed: ["    status: Passed Assembly", "    record_date: 2026-05-27"],
      added: ["    status: SIGNED CHAP.51", "    record_date: 2026-06-09"],
    });
    // The database: the record, one history entry of this review's ingest run, a /changes entry, an outbox row.
    const [record] = await db.select().from(lawRecords).where(eq(lawRecords.id, id));
    expect(record).toMatchObject({ status: "SIGNED CHAP.51" });
    expect(new Date(record!.recordDate!).toISOString().slice(0, 10)).toBe("2026-06-09");
    const history = await q<{ id: string; change_kind: string; changed_fields: string[]; source: string }>(sql`
      SELECT h.id, h.change_kind, h.changed_fields, r.source FROM record_history h JOIN source_runs r ON r.id = h.source_run_id
      WHERE h.record_id = ${id}::uuid ORDER BY h.observed_at DESC LIMIT 1`);
    expect(history[0]).toMatchObject({ change_kind: "update", source: `review:${law.id}` });
    expect(history[0]!.changed_fields.sort()).toEqual(["record_date", "status"]);
    const changes = await get("/v1/changes?order=desc&limit=5&entity=law_record", { key: enterprise });
    expect(changes.status).toBe(200);
    expect(changes.body.data[0]).toMatchObject({ event_id: history[0]!.id, record_id: id, change_kind: "update" });
    expect(changes.body.data[0].field_changes).toContainEqual({ field: "status", from: "Passed Assembly", to: "SIGNED CHAP.51" });
    const deliveries = await q<{ webhook_id: string; event: string; status: string }>(sql`
      SELECT webhook_id, event, payload->'record'->>'status' AS status FROM webhook_deliveries WHERE event_id = ${history[0]!.id}::uuid`);
    expect(deliveries).toEqual([{ webhook_id: hook, event: "law.updated", status: "SIGNED CHAP.51" }]);
    // The draft: accepted, with what was written.
    const [accepted] = await db.select().from(sourceDrafts).where(eq(sourceDrafts.id, law.id));
    expect(accepted).toMatchObject({ status: "accepted", applied: { key: FIXTURE_LAW_KEY, fields: { status: "SIGNED CHAP.51", record_date: "2026-06-09" }, file: "db/seed/data/laws/us-states/new-york.test-fixture.yaml" } });
    expect(accepted!.reviewedAt).not.toBeNull();

    // A re-seed from the patched file gives the same row: nothing to update.
    const rows = treeLawRows(tree);
    const reseed = await ingestSnapshot(db, { source: "test:re-seed", jurisdictions: [], laws: rows.map((value, index) => ({ index, line: null, value })) });
    expect(reseed).toMatchObject({ updated: 0, inserted: 0, unchanged: rows.length });
    // And the source now agrees with the row: a new sync proposes nothing.
    expect(await runSource(db, sources().openStates, runOptions())).toMatchObject({ outcome: "succeeded", added: 0 });
    await expect(review("accept", law.id)).rejects.toThrow(/is accepted; only a pending draft can be accepted/);
  });

  it("puts the file back when the database does not take the change, and leaves the draft pending", async () => {
    const { db } = await getDb();
    // A constructed draft for a row whose jurisdiction the database does not hold: the file patch succeeds, the write fails.
    const key = "atlantis:Bill 1 (test fixture)";
    const row = `\n  - key: ${key}\n    identifier: Bill 1\n    title: Test fixture\n    record_type: bill\n    status: Introduced\n    record_date: 2026-01-02\n    summary: Test fixture row.\n`;
    const text = fs.readFileSync(tree.lawFile, "utf8");
    const withRow = `${text.trimEnd()}\n---\nshared:\n  scope: state\n  jurisdiction: atlantis\n  source: Test fixture\nrows:${row}`;
    fs.writeFileSync(tree.lawFile, withRow);
    const id = "00000000-0000-4000-8000-0000000000a1";
    await db.insert(sourceDrafts).values({
      id, source: "open-states", target: "law_record", targetKey: key, itemKey: "test:atlantis", status: "pending", summary: "test",
      proposed: { status: "Passed", record_date: "2026-02-03" }, evidence: { computed_against: { status: "Introduced", record_date: "2026-01-02" } },
      upstreamUrl: null, createdAt: at,
    });
    await expect(acceptDraft(db, id, tree.paths)).rejects.toThrow(/jurisdiction atlantis is not in the database/);
    expect(fs.readFileSync(tree.lawFile, "utf8")).toBe(withRow);
    expect((await db.select().from(sourceDrafts).where(eq(sourceDrafts.id, id)))[0]!.status).toBe("pending");
    fs.writeFileSync(tree.lawFile, text);
    await db.delete(sourceDrafts).where(eq(sourceDrafts.id, id));
  });
});

describe("accepting a matter event", () => {
  const uid = matterUidFor(FIXTURE_MATTER_KEY);

  it("needs an event type, and a status that agrees with the event", async () => {
    const matter = (await draftOf("courtlistener"))[0]!;
    const before = fs.readFileSync(tree.matterFile, "utf8");
    await expect(review("accept", matter.id)).rejects.toThrow(/cannot accept yet:\n {2}event_type: the entry's wording suggests none/);
    await expect(review("accept", matter.id, "--set", "event_type=judgment")).rejects.toThrow(/status open but the newest dated event is judgment \(2022-10-11\): set the status the event brings/);
    await expect(review("accept", matter.id, "--set", "caption=x")).rejects.toThrow(/--set caption: a enforcement_matter draft lets you set event_type/);
    expect(fs.readFileSync(tree.matterFile, "utf8")).toBe(before);
  });

  it("refuses a stale draft: an event of the same day was added since (it may tell the same entry); other days do not matter", async () => {
    const matter = (await draftOf("courtlistener"))[0]!;
    const original = fs.readFileSync(tree.matterFile, "utf8");
    const withEvent = (date: string) =>
      original.replace("  parties: []", `    - { event_type: order_entered, date: "${date}", is_date_estimated: false, description: "Order (test fixture).", source_url: null }\n  parties: []`);
    fs.writeFileSync(tree.matterFile, withEvent("2022-10-11"));
    await expect(review("accept", matter.id, "--set", "event_type=settlement_announced")).rejects.toThrow(
      /stale draft: 1 event\(s\) dated 2022-10-11 were added to test-fixture-nvlsp-v-united-states \(.*zz-test-fixture\.yaml:5\) since the draft was computed/,
    );
    fs.writeFileSync(tree.matterFile, withEvent("2020-01-01"));
    const show = (await review("show", matter.id, "--set", "event_type=settlement_announced")).join("\n");
    expect(show).not.toContain("STALE");
    expect(show).toContain("the new event inserted as event 3 of 3");
    fs.writeFileSync(tree.matterFile, original);
  });

  it("inserts the event in the matter's chain, reloads the registry, and a re-sync proposes nothing more", async () => {
    const { db } = await getDb();
    const matter = (await draftOf("courtlistener"))[0]!;
    const before = fs.readFileSync(tree.matterFile, "utf8");
    const out = await review("accept", matter.id, "--set", "event_type=settlement_announced");
    expect(out[0]).toBe(`accepted ${matter.id}: enforcement registry reloaded from ${tree.paths.mattersDir}: 1 updated, 0 inserted, ${(await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM enforcement_matters WHERE withdrawn_at IS NULL`))[0]!.n - 1} unchanged`);
    const { removed, added } = changedLines(before, fs.readFileSync(tree.matterFile, "utf8"));
    expect(removed).toEqual([]);
    expect(added).toEqual([
      `    - { event_type: settlement_announced, date: "2022-10-11", is_date_estimated: false, description: ${JSON.stringify((matter.proposed as { event: { description: string } }).event.description)}, source_url: "https://www.courtlistener.com/docket/4214664/140/national-veterans-legal-services-program-v-united-states/" }`,
    ]);
    const events = await db.select().from(enforcementEvents).where(eq(enforcementEvents.matterUid, uid));
    expect(events.map((e) => [e.position, e.eventType, e.eventDate])).toEqual([[0, "lawsuit_filed", "2016-04-21"], [1, "settlement_announced", "2022-10-11"]]);
    const [history] = await db.select().from(enforcementMatterHistory).where(and(eq(enforcementMatterHistory.matterUid, uid), eq(enforcementMatterHistory.changeKind, "update")));
    expect(history!.changedFields).toEqual(["events"]);
    // Reloading from the patched folder (a restart's start-up load) changes nothing.
    const reload = await loadEnforcementRegistry(db, { mattersDir: tree.paths.mattersDir, monitoredSourcesFile: null });
    expect(reload.matters).toMatchObject({ updated: 0, inserted: 0, withdrawn: 0 });
    // The entry is now an event the matter holds: a new sync drafts nothing.
    expect(await runSource(db, sources().courtListener, runOptions())).toMatchObject({ outcome: "succeeded", added: 0 });
    expect((await draftOf("courtlistener")).map((d) => d.status)).toEqual(["accepted"]);
  });
});

describe("disclosures and rejections", () => {
  it("an EDGAR draft needs the wording from the filing; accepted, it is appended to the file and upserted as curated", async () => {
    const { db } = await getDb();
    const [draft] = (await draftOf("edgar")).sort((a, b) => a.itemKey.localeCompare(b.itemKey));
    const before = fs.readFileSync(tree.paths.disclosuresFile, "utf8");
    await expect(review("accept", draft!.id)).rejects.toThrow(/section: .*--set section=/);
    const out = await review("accept", draft!.id, "--set", "section=Item 1A. Risk Factors", "--set", "heading=We use AI (test fixture).");
    const key = (draft!.proposed as { key: string }).key;
    expect(out[0]).toBe(`accepted ${draft!.id}: disclosure ${key} written (curated)`);
    const after = fs.readFileSync(tree.paths.disclosuresFile, "utf8");
    expect(after.startsWith(before)).toBe(true);
    expect(after.slice(before.length)).toContain(`- key: ${JSON.stringify(key)}`);
    const [row] = await db.select().from(disclosures).where(eq(disclosures.key, key));
    expect(row).toMatchObject({ origin: "curated", section: "Item 1A. Risk Factors", heading: "We use AI (test fixture).", text: null });
    // The start-up loader, reading the patched file, keeps it.
    expect(await loadRiskFactorDisclosures(db, tree.paths.disclosuresFile)).toMatchObject({ status: "loaded", removed: 0 });
    expect(await db.select({ key: disclosures.key }).from(disclosures).where(eq(disclosures.key, key))).toHaveLength(1);
  });

  it("rejects with a reason; a rejected draft stays rejected when the source reads the same fact again", async () => {
    const { db } = await getDb();
    const pending = (await draftOf("edgar")).filter((d) => d.status === "pending");
    const target = pending[0]!;
    expect(await review("reject", target.id, "--reason", "not about AI risk")).toEqual([`rejected ${target.id} (not about AI risk)`]);
    const listed = await review("list", "--status", "rejected");
    expect(listed[0]).toContain(target.id);
    expect(listed[2]).toContain("— not about AI risk");
    await expect(review("reject", target.id)).rejects.toThrow(ReviewError);
    await runSource(db, sources().edgar, runOptions());
    expect((await db.select().from(sourceDrafts).where(eq(sourceDrafts.id, target.id)))[0]).toMatchObject({ status: "rejected", reviewNote: "not about AI risk" });
    await expect(review("show", "00000000-0000-4000-8000-000000000000")).rejects.toThrow(/no draft 00000000-/);
  });
});
