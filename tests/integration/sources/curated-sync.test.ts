/**
 * The Open States and CourtListener connectors against a replay server serving recorded real responses
 * (tests/fixtures/upstream/{open-states,courtlistener}, NOTE.md there), over a temporary copy of the curated files
 * (tests/support/curated-sources.ts). Curated corpora get drafts only: a replayed bill with a newer action is ONE
 * draft and no edit; a new docket entry is one draft event; a second run adds nothing; faults end named, with whole
 * batches only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { rowsOf } from "@/db/rows";
import { enforcementEvents, lawRecords, sourceDrafts } from "@/db/schema";
import { lawIdFor } from "@/lib/ingest/normalize";
import { matterUidFor } from "@/lib/enforcement/matter-file";
import { getDb } from "@/lib/runtime/database";
import { listSourceHealth } from "@/lib/sources/health";
import { selectSources } from "@/lib/sources/registry";
import { courtListenerSource, openStatesSource } from "@/lib/sources/registry-curated";
import { runSource, type RunOptions } from "@/lib/sources/run";
import {
  COURTLISTENER_CURSOR,
  courtListenerEntries,
  courtListenerPage,
  courtListenerRoutes,
  curatedTree,
  FIXTURE_LAW_KEY,
  FIXTURE_MATTER_KEY,
  FIXTURE_QUIET_LAW_KEY,
  loadTree,
  openStatesPage,
  openStatesResults,
  openStatesRoutes,
  type CuratedTree,
} from "../../support/curated-sources";
import { startReplayServer, type ReplayServer } from "../../support/replay-server";

const OS_ENV = { OPEN_STATES_API_KEY: "test-open-states-key" };
const CL_ENV = { COURTLISTENER_API_TOKEN: "test-courtlistener-token" };
const at = new Date("2026-11-27T12:00:00Z");

let tree: CuratedTree;
let replay: ReplayServer;

const options = (source: string, env: Record<string, string>, extra: RunOptions = {}): RunOptions => ({
  trigger: "test",
  env,
  now: () => at,
  baseUrls: { [source]: replay.url },
  client: { minIntervalMs: 0, baseDelayMs: 5, maxDelayMs: 20, timeoutMs: 2_000, maxAttempts: 2 },
  ...extra,
});

async function drafts(source: string) {
  const { db } = await getDb();
  return db.select().from(sourceDrafts).where(eq(sourceDrafts.source, source));
}
async function q<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const { db } = await getDb();
  return rowsOf<T>(await db.execute(query));
}
const lawState = async (key: string) => {
  const { db } = await getDb();
  const [law] = await db.select().from(lawRecords).where(eq(lawRecords.id, lawIdFor(key)));
  const [history] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM record_history WHERE record_id = ${lawIdFor(key)}::uuid`);
  return { law, history: history!.n };
};
const syncState = async (id: string) =>
  (await q<{ cursor: unknown; checkpoint: unknown; last_fault_code: string | null }>(sql`SELECT cursor, checkpoint, last_fault_code FROM sync_sources WHERE id = ${id}`))[0]!;

beforeAll(async () => {
  const { db } = await getDb();
  tree = curatedTree();
  await loadTree(db, tree);
  replay = await startReplayServer([...openStatesRoutes(), ...courtListenerRoutes()]);
});

afterAll(async () => {
  await replay?.close();
  tree?.remove();
});

describe("Open States", () => {
  const source = () => openStatesSource(OS_ENV, { lawsDir: tree.stateLawsDir });

  it("without OPEN_STATES_API_KEY no request is made: credentials_missing", async () => {
    const { db } = await getDb();
    const before = replay.requests.length;
    const result = await runSource(db, openStatesSource({}, { lawsDir: tree.stateLawsDir }), options("open-states", {}));
    expect(result).toMatchObject({ outcome: "faulted", faultCode: "credentials_missing", reasonCode: "unauthorized", requests: 0, batches: 0 });
    expect(result.detail).toMatch(/OPEN_STATES_API_KEY/);
    expect(replay.requests.length).toBe(before);
    expect(await drafts("open-states")).toEqual([]);
  });

  it("a replayed bill with a newer action is ONE draft with the upstream evidence, and no edit of the record", async () => {
    const { db } = await getDb();
    const before = await lawState(FIXTURE_LAW_KEY);
    expect(before.law).toMatchObject({ status: "Passed Assembly" });
    const result = await runSource(db, source(), options("open-states", OS_ENV));
    expect(result).toMatchObject({ outcome: "succeeded", seen: 2, added: 1, changed: 0, unchanged: 0, requests: 2 });

    const [draft, ...more] = await drafts("open-states");
    expect(more).toEqual([]); // S 8713: Open States says what our row says, so no draft
    expect(draft!.targetKey).not.toBe(FIXTURE_QUIET_LAW_KEY);
    expect(draft).toMatchObject({
      status: "pending",
      target: "law_record",
      targetKey: FIXTURE_LAW_KEY,
      proposed: { status: "SIGNED CHAP.51", record_date: "2026-06-09" },
      upstreamUrl: "https://openstates.org/ny/bills/2025-2026/A10001/",
    });
    expect(draft!.evidence).toMatchObject({
      source: "open_states",
      identifier: "A 10001",
      session: "2025-2026",
      stage: "enacted",
      latest_action_date: "2026-06-09",
      latest_action_description: "SIGNED CHAP.51",
      reasons: ["newer_action", "stage_differs"],
      retrieved_at: at.toISOString(),
      computed_against: { status: "Passed Assembly", record_date: "2026-05-27" },
    });
    // The curated row and its history are as they were: a draft is never an edit.
    expect(await lawState(FIXTURE_LAW_KEY)).toEqual(before);

    // What was asked: the state and bill number, actions and sources, newest action first, with the key as a header.
    const asked = replay.requests.filter((r) => r.path === "/bills");
    expect(asked.map((r) => r.query.getAll("identifier"))).toEqual([["A 10001"], ["S 8713"]]);
    for (const r of asked) {
      expect(r.headers["x-api-key"]).toBe("test-open-states-key");
      expect(r.query.get("jurisdiction")).toBe("New York");
      expect(r.query.getAll("include")).toEqual(["actions", "sources"]);
      expect(r.query.get("sort")).toBe("latest_action_desc");
      expect(r.query.get("per_page")).toBe("20");
      expect(r.query.get("action_since")).toBe("2025-01-01");
      expect(r.query.get("apikey")).toBeNull();
    }
    expect(replay.unmatched).toEqual([]);
  });

  it("a second run adds nothing (the same upstream state is the same draft)", async () => {
    const { db } = await getDb();
    const result = await runSource(db, source(), options("open-states", OS_ENV));
    expect(result).toMatchObject({ outcome: "succeeded", seen: 2, added: 0, unchanged: 1 });
    expect(await drafts("open-states")).toHaveLength(1);
  });

  it("429 with a long Retry-After ends the run as rate_limited_upstream after whole batches only; the next run resumes and converges", async () => {
    const { db } = await getDb();
    const rateLimited = { path: "/bills", query: { identifier: "S 8713" }, respond: { error: 429, retryAfter: "3600" } } as const;
    replay.setRoutes([rateLimited, ...openStatesRoutes()]);
    const byBatch = () => openStatesSource(OS_ENV, { lawsDir: tree.stateLawsDir, batchSize: 1 });
    // Later clocks than the runs above: a resumed run names the newest faulted run it continues.
    const faulted = await runSource(db, byBatch(), options("open-states", OS_ENV, { now: () => new Date(at.getTime() + 3_600_000) }));
    expect(faulted).toMatchObject({ outcome: "faulted", faultCode: "rate_limited_upstream", reasonCode: "blocked", batches: 1, seen: 1 });
    expect(faulted.detail).toMatch(/Retry-After 3600 s/);
    expect((await syncState("open-states")).checkpoint).toEqual({ after: FIXTURE_LAW_KEY, until: null });
    expect(await drafts("open-states")).toHaveLength(1);

    replay.setRoutes(openStatesRoutes());
    const seen = replay.requests.length;
    const resumed = await runSource(db, byBatch(), options("open-states", OS_ENV, { now: () => new Date(at.getTime() + 7_200_000) }));
    expect(resumed).toMatchObject({ outcome: "succeeded", batches: 1, seen: 1, added: 0 });
    expect(resumed.resumedFrom).toBe(faulted.runId);
    expect(replay.requests.slice(seen).map((r) => r.query.get("identifier"))).toEqual(["S 8713"]);
    expect(await syncState("open-states")).toMatchObject({ checkpoint: null, cursor: { after: null }, last_fault_code: null });
    expect(await drafts("open-states")).toHaveLength(1);
  });

  it("a response whose shape changed is schema_changed, and nothing is written", async () => {
    const { db } = await getDb();
    const renamed = openStatesResults().map(({ identifier, ...rest }) => ({ ...rest, bill_id: identifier }));
    replay.setRoutes([{ path: "/bills", respond: { body: JSON.stringify(openStatesPage(renamed)), headers: { "content-type": "application/json" } } }]);
    const before = await lawState(FIXTURE_LAW_KEY);
    const result = await runSource(db, source(), options("open-states", OS_ENV));
    expect(result).toMatchObject({ outcome: "faulted", faultCode: "schema_changed", batches: 0 });
    expect(result.detail).toMatch(/results\.0\.identifier/);
    expect(await drafts("open-states")).toHaveLength(1);
    expect(await lawState(FIXTURE_LAW_KEY)).toEqual(before);
    replay.setRoutes([...openStatesRoutes(), ...courtListenerRoutes()]);
    expect(await runSource(db, source(), options("open-states", OS_ENV))).toMatchObject({ outcome: "succeeded", added: 0 });
  });

  it("checks a slice of records per run and goes on where the last run stopped", async () => {
    const { db } = await getDb();
    const slice = () => openStatesSource(OS_ENV, { lawsDir: tree.stateLawsDir, maxRecordsPerRun: 1 });
    const seen = replay.requests.length;
    expect(await runSource(db, slice(), options("open-states", OS_ENV))).toMatchObject({ outcome: "succeeded", seen: 1 });
    expect((await syncState("open-states")).cursor).toEqual({ after: FIXTURE_LAW_KEY });
    expect(await runSource(db, slice(), options("open-states", OS_ENV))).toMatchObject({ outcome: "succeeded", seen: 1 });
    expect((await syncState("open-states")).cursor).toEqual({ after: null });
    expect(replay.requests.slice(seen).map((r) => r.query.get("identifier"))).toEqual(["A 10001", "S 8713"]);
  });
});

describe("CourtListener", () => {
  const source = () => courtListenerSource(CL_ENV, { mattersDir: tree.paths.mattersDir });
  const uid = matterUidFor(FIXTURE_MATTER_KEY);
  const heldEvents = async () => {
    const { db } = await getDb();
    return db.select().from(enforcementEvents).where(eq(enforcementEvents.matterUid, uid));
  };

  it("without COURTLISTENER_API_TOKEN no request is made: credentials_missing", async () => {
    const { db } = await getDb();
    const before = replay.requests.length;
    const result = await runSource(db, courtListenerSource({}, { mattersDir: tree.paths.mattersDir }), options("courtlistener", {}));
    expect(result).toMatchObject({ outcome: "faulted", faultCode: "credentials_missing", requests: 0 });
    expect(result.detail).toMatch(/COURTLISTENER_API_TOKEN/);
    expect(replay.requests.length).toBe(before);
  });

  it("a new docket entry becomes one draft event on the matter, through the docket's cursor pages", async () => {
    const { db } = await getDb();
    const eventsBefore = await heldEvents();
    expect(eventsBefore).toHaveLength(1);
    const seen = replay.requests.length;
    const result = await runSource(db, source(), options("courtlistener", CL_ENV));
    expect(result).toMatchObject({ outcome: "succeeded", added: 1, changed: 0, seen: 1 });
    const [draft, ...more] = await drafts("courtlistener");
    expect(more).toEqual([]);
    const entry = courtListenerEntries()[0]!;
    expect(draft).toMatchObject({
      status: "pending",
      target: "enforcement_matter",
      targetKey: FIXTURE_MATTER_KEY,
      itemKey: "courtlistener:docket-entry:2208776613",
      proposed: {
        event: {
          event_type: null,
          date: "2022-10-11",
          is_date_estimated: false,
          description: (entry.description as string).replace(/\s+/g, " ").trim(),
          source_url: "https://www.courtlistener.com/docket/4214664/140/national-veterans-legal-services-program-v-united-states/",
        },
      },
      upstreamUrl: "https://www.courtlistener.com/docket/4214664/140/national-veterans-legal-services-program-v-united-states/",
    });
    expect(draft!.evidence).toMatchObject({ source: "courtlistener", entry_number: 140, docket_id: 4214664, court_id: "dcd", docket_number: "1:16-cv-00745" });
    expect((draft!.evidence as { computed_against: { events: unknown[] } }).computed_against.events).toHaveLength(1);
    expect(await heldEvents()).toEqual(eventsBefore); // a draft, not an edit

    const asked = replay.requests.slice(seen);
    expect(asked.every((r) => r.headers.authorization === "Token test-courtlistener-token")).toBe(true);
    const search = asked.find((r) => r.query.get("court") === "dcd")!;
    expect(search.query.get("docket_number")).toBe("1:16-cv-00745"); // the judge's initials dropped
    const pages = asked.filter((r) => r.path === "/api/rest/v4/docket-entries/");
    expect(pages.map((r) => [r.query.get("docket"), r.query.get("order_by"), r.query.get("cursor")])).toEqual([
      ["4214664", "-date_filed", null],
      ["4214664", "-date_filed", COURTLISTENER_CURSOR], // the next link, moved onto the configured host
    ]);
    expect(replay.unmatched).toEqual([]);
  });

  it("a second run adds nothing", async () => {
    const { db } = await getDb();
    const result = await runSource(db, source(), options("courtlistener", CL_ENV));
    expect(result).toMatchObject({ outcome: "succeeded", added: 0, unchanged: 1 });
    expect(await drafts("courtlistener")).toHaveLength(1);
  });

  it("a docket-entries page whose shape changed is schema_changed; the matter's batch writes nothing", async () => {
    const { db } = await getDb();
    const textDates = courtListenerEntries().map((e) => ({ ...e, id: 1, date_filed: "Oct. 11, 2022" }));
    replay.setRoutes(courtListenerRoutes({ body: JSON.stringify(courtListenerPage(textDates, null)), headers: { "content-type": "application/json" } }));
    const result = await runSource(db, source(), options("courtlistener", CL_ENV));
    expect(result).toMatchObject({ outcome: "faulted", faultCode: "schema_changed" });
    expect(result.detail).toMatch(/results\.0\.date_filed/);
    expect(await drafts("courtlistener")).toHaveLength(1);
    expect((await syncState("courtlistener")).checkpoint).not.toEqual({ after: FIXTURE_MATTER_KEY });
  });

  it("an account without docket-entry access (403) is the fault blocked, never \"no new entries\"", async () => {
    const { db } = await getDb();
    replay.setRoutes(courtListenerRoutes({ error: 403, text: "You do not have permission to perform this action." }));
    const result = await runSource(db, source(), options("courtlistener", CL_ENV));
    expect(result).toMatchObject({ outcome: "faulted", faultCode: "blocked", reasonCode: "blocked" });
    replay.setRoutes([...openStatesRoutes(), ...courtListenerRoutes()]);
    expect(await runSource(db, source(), options("courtlistener", CL_ENV))).toMatchObject({ outcome: "succeeded", added: 0 });
  });
});

describe("registry and health", () => {
  it("both sources are registered, selectable by id and group, and source health says what they need", async () => {
    const { db } = await getDb();
    expect((await selectSources(db, ["laws"], {})).map((s) => s.id)).toEqual(["open-states"]);
    expect((await selectSources(db, ["enforcement"], {})).map((s) => s.id)).toContain("courtlistener");
    const { data: health } = await listSourceHealth(db, { group: ["laws", "enforcement"] }, { env: {}, now: at });
    expect(health.find((h) => h.id === "open-states")).toMatchObject({ group: "laws", requires_env: ["OPEN_STATES_API_KEY"], configured: false, every_hours: 4, max_silence_hours: 48 });
    expect(health.find((h) => h.id === "courtlistener")).toMatchObject({ group: "enforcement", requires_env: ["COURTLISTENER_API_TOKEN"], configured: false });
    // The pace follows the key's tier: one request per 60/n seconds, and n/60 × 150 s of records per run.
    expect(openStatesSource({ OPEN_STATES_REQUESTS_PER_MINUTE: "40" }).client).toEqual({ minIntervalMs: 1_600 });
    expect(openStatesSource({}).client).toEqual({ minIntervalMs: 6_100 });
    expect(() => openStatesSource({ OPEN_STATES_REQUESTS_PER_MINUTE: "fast" })).toThrow(/OPEN_STATES_REQUESTS_PER_MINUTE/);
  });
});
