/**
 * US-law changes of live syncs in the change feed and webhooks — an extension no SPEC client sees unless it asks:
 *   - /changes and /feed serve entity=us_law_record only when asked for, to keys holding the US-law licence, with the
 *     tier's own gate and lookback window; the default stays law_record + jurisdiction;
 *   - webhooks send us_law.created / us_law.updated only to subscriptions that name them (licence required);
 *   - volume: a title amendment of thousands of sections is one delivery per change, their first attempts paced in
 *     change order (10 ms apart per subscription), after the subscription's waiting ones, never ahead of what is due now.
 * The sync reads a title structure generated from the recorded eCFR node format (tests/support/ecfr-structures.ts)
 * with made-up headings: no recorded title of that size exists.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/db/rows";
import { getDb } from "@/lib/runtime/database";
import { usLawWebhookPayloadSchema } from "@/lib/contract/webhooks";
import { ecfrSource } from "@/lib/sources/registry-us-law";
import { runSource, type RunOptions } from "@/lib/sources/run";
import { US_LAW_DELIVERY_SPACING_MS } from "@/lib/webhooks/schedule";
import { startReplayServer, type ReplayRoute, type ReplayServer } from "../../support/replay-server";
import { AGENCIES_FILE, generatedStructure, titlesWith, type GeneratedSection } from "../../support/ecfr-structures";
import { get, post } from "../../support/api";
import { mintKey } from "../../support/keys";
import { deliveriesOf, drain, ingestLaws, manualClock, seedLaw, subscribe } from "../../support/webhook-flow";
import { startReceiver, type Receiver } from "../../support/webhook-receiver";

const SECTIONS = 2_000;
const json = (body: string) => ({ body, headers: { "content-type": "application/json" } });
/** Title 2 as a generated structure of SECTIONS sections, every heading suffixed with `edition`. */
const sections = (edition: string): GeneratedSection[] =>
  Array.from({ length: SECTIONS }, (_, i) => {
    const part = String(200 + Math.floor(i / 100));
    return { part, identifier: `${part}.${(i % 100) + 1}`, heading: `Generated section ${i + 1} (${edition}).`, reserved: false };
  });
const title2At = (amended: string, date: string): ReplayRoute[] => [
  { path: "/api/versioner/v1/titles.json", respond: json(titlesWith({ 2: { latest_amended_on: amended, up_to_date_as_of: date } })) },
  { path: "/api/admin/v1/agencies.json", respond: { file: AGENCIES_FILE } },
  { path: `/api/versioner/v1/structure/${date}/title-2.json`, respond: json(generatedStructure(2, "Federal Financial Assistance", sections(date))) },
];

let replay: ReplayServer;
let licensed: string;
let unlicensed: string;
const receivers: Receiver[] = [];
const source = ecfrSource({ titles: [2] });
const options: () => RunOptions = () => ({ trigger: "test", baseUrls: { ecfr: replay.url }, client: { minIntervalMs: 0, baseDelayMs: 5, timeoutMs: 5_000 } });

async function q<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const { db } = await getDb();
  return rowsOf<T>(await db.execute(query));
}

beforeAll(async () => {
  process.env.WEBHOOK_ALLOWED_TARGETS = "127.0.0.1";
  licensed = await mintKey("enterprise", ["ai_law", "us_law"]);
  unlicensed = await mintKey("enterprise");
  replay = await startReplayServer(title2At("2025-03-01", "2025-03-02"));
  const { db } = await getDb();
  expect(await runSource(db, source, options())).toMatchObject({ outcome: "succeeded", added: SECTIONS });
});

afterAll(async () => {
  delete process.env.WEBHOOK_ALLOWED_TARGETS;
  await replay?.close();
  await Promise.all(receivers.map((r) => r.close()));
});

describe("/changes and /feed: entity=us_law_record is opt-in and licensed", () => {
  it("a request that names no entity sees none of them; entity=us_law_record does", async () => {
    const plain = await get("/v1/changes?limit=100", { key: licensed });
    expect(plain.status).toBe(200);
    expect(plain.body.data.some((c: { entity: string }) => c.entity === "us_law_record")).toBe(false);
    const feed = await get("/v1/feed?limit=100", { key: licensed });
    expect(feed.body.data.some((c: { entity: string }) => c.entity === "us_law_record")).toBe(false);
    const usLaw = await get("/v1/changes?entity=us_law_record&order=asc&limit=2", { key: licensed });
    expect(usLaw.status).toBe(200);
    expect(usLaw.body.meta.total).toBe(SECTIONS);
    expect(usLaw.body.data[0]).toMatchObject({ entity: "us_law_record", change_kind: "insert", identifier: "2 CFR 200.1", title: "Generated section 1 (2025-03-02).", changed_fields: null, field_changes: [] });
    // Paging by cursor: the next page starts right after the last one, nothing skipped or repeated.
    const next = await get(`/v1/changes?entity=us_law_record&order=asc&limit=2&since=${encodeURIComponent(usLaw.body.meta.cursor)}`, { key: licensed });
    const four = await get("/v1/changes?entity=us_law_record&order=asc&limit=4", { key: licensed });
    const ids = (page: { body: { data: { event_id: string }[] } }) => page.body.data.map((c) => c.event_id);
    expect([...ids(usLaw), ...ids(next)]).toEqual(ids(four));
  });

  it("needs the US-law licence and the tier's changes gate, with the tier's own window", async () => {
    const noLicence = await get("/v1/changes?entity=us_law_record", { key: unlicensed });
    expect(noLicence.status).toBe(403);
    expect(noLicence.body.error.code).toBe("tier_upgrade_required");
    expect(noLicence.body.error.message).toMatch(/US-law licence/);
    expect((await get("/v1/feed?entity=us_law_record", { key: unlicensed })).status).toBe(403);
    expect((await get("/v1/changes?entity=us_law_record")).status).toBe(403); // anonymous: below the gate
    expect((await get("/v1/changes?entity=us_law_record", { key: await mintKey("free", ["ai_law", "us_law"]) })).status).toBe(403);
    const developer = await get("/v1/changes?entity=us_law_record&limit=1", { key: await mintKey("developer", ["ai_law", "us_law"]) });
    expect(developer.status).toBe(200);
    expect(developer.body.meta.window).toEqual({ tier: "developer", lookback_days: 30, clamped: false });
    // The AI-law entities are unchanged for a key without the licence.
    expect((await get("/v1/changes?entity=law_record&limit=1", { key: unlicensed })).status).toBe(200);
    const bad = await get("/v1/changes?entity=us_law", { key: licensed });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe("entity");
  });
});

describe("webhooks: us_law.* events are named explicitly", () => {
  it("a subscription naming no events gets the SPEC's two; us_law events need the licence", async () => {
    const rx = await startReceiver();
    receivers.push(rx);
    const plain = await post("/v1/webhooks", { target_url: rx.url }, { key: licensed });
    expect(plain.status).toBe(201);
    expect(plain.body.data.events).toEqual(["law.created", "law.updated"]);
    const refused = await post("/v1/webhooks", { target_url: rx.url, events: ["us_law.updated"] }, { key: unlicensed });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/us_law\.updated need the US-law licence/);
    const usLaw = await post("/v1/webhooks", { target_url: rx.url, events: ["us_law.updated", "law.created", "us_law.created"] }, { key: licensed });
    expect(usLaw.status).toBe(201);
    expect(usLaw.body.data.events).toEqual(["law.created", "us_law.created", "us_law.updated"]);
    const { db } = await getDb();
    await db.execute(sql`DELETE FROM webhooks`);
  });

  it(`a title amendment of ${SECTIONS} sections: one delivery per change, paced in change order, never ahead of what is due now`, async () => {
    const { db } = await getDb();
    const rx = await startReceiver();
    const laws = await startReceiver();
    receivers.push(rx, laws);
    const hook = await subscribe(licensed, rx, { events: ["us_law.updated"] });
    const lawHook = await subscribe(licensed, laws);
    const revoked = await subscribe(licensed, rx, { events: ["us_law.updated"] });

    const started = Date.now();
    replay.setRoutes(title2At("2025-04-01", "2025-04-02"));
    expect(await runSource(db, source, options())).toMatchObject({ outcome: "succeeded", changed: SECTIONS });
    const paced = await q<{ observed_at: string; due_ms: number; webhook_id: string }>(sql`
      SELECT payload->>'observed_at' AS observed_at, (extract(epoch FROM next_attempt_at) * 1000)::float8 AS due_ms, webhook_id
      FROM webhook_deliveries WHERE webhook_id = ${hook}::uuid ORDER BY next_attempt_at`);
    expect(paced).toHaveLength(SECTIONS);
    // Due in change order, exactly one spacing apart, starting no earlier than the commit.
    expect(paced.map((d) => d.observed_at)).toEqual([...paced.map((d) => d.observed_at)].sort());
    for (let i = 1; i < paced.length; i++) expect(Math.round(paced[i]!.due_ms - paced[i - 1]!.due_ms)).toBe(US_LAW_DELIVERY_SPACING_MS);
    expect(paced[0]!.due_ms).toBeGreaterThanOrEqual(started - 5);
    expect((await deliveriesOf(db, revoked)).length).toBe(SECTIONS);

    // A second amendment while the first is still waiting: queued after it, never interleaved.
    await db.execute(sql`DELETE FROM webhooks WHERE id = ${revoked}::uuid`);
    replay.setRoutes(title2At("2025-05-01", "2025-05-02"));
    expect(await runSource(db, source, options())).toMatchObject({ outcome: "succeeded", changed: SECTIONS });
    const second = await q<{ due_ms: number }>(sql`
      SELECT (extract(epoch FROM next_attempt_at) * 1000)::float8 AS due_ms FROM webhook_deliveries
      WHERE webhook_id = ${hook}::uuid AND payload->'record'->>'edition' = '2025-05-02' ORDER BY next_attempt_at LIMIT 1`);
    expect(second[0]!.due_ms).toBeGreaterThanOrEqual(paced[paced.length - 1]!.due_ms + US_LAW_DELIVERY_SPACING_MS - 0.5);

    // An AI-law change made now is due now: it goes out at once, with only the part of the backlog already due —
    // the earliest changes — and not behind the rest of it.
    const { changes } = await ingestLaws(db, [{ ...seedLaw("colorado:SB24-205"), title: "Changed while a US-law backlog waits" }]);
    const lawDue = (await deliveriesOf(db, lawHook))[0]!.next_attempt_at.getTime();
    const clock = manualClock(lawDue + 1);
    const dueNow = paced.filter((d) => d.due_ms <= clock.now().getTime()).length;
    // Behind the backlog, it would be due only after all of the first amendment's deliveries. How many of them are
    // already due depends on how long the second run took (seconds on a loaded machine), so the bound is the whole
    // backlog, not a fraction of it.
    expect(dueNow).toBeLessThan(SECTIONS);
    await drain(db, { now: clock.now, concurrency: 200 });
    expect(laws.uniqueChanges().map((r) => r.body.event_id)).toEqual(changes.map((c) => c.id));
    expect((await deliveriesOf(db, lawHook)).every((d) => d.status === "succeeded")).toBe(true);
    const sent = rx.uniqueChanges();
    expect(sent).toHaveLength(dueNow);
    expect(sent.map((r) => r.body.observed_at).sort()).toEqual(paced.slice(0, dueNow).map((d) => d.observed_at));

    // The rest of the first amendment, once due: every change exactly once, verified, with its record.
    clock.set(paced[paced.length - 1]!.due_ms + 1);
    await drain(db, { now: clock.now });
    const all = rx.uniqueChanges();
    expect(all).toHaveLength(SECTIONS);
    expect(new Set(all.map((r) => r.body.observed_at))).toEqual(new Set(paced.map((d) => d.observed_at)));
    const body = usLawWebhookPayloadSchema.parse(all[0]!.body);
    expect(body).toMatchObject({ event: "us_law.updated", changed_fields: ["title"], record: { code_title: 2, edition: "2025-04-02" } });
    expect((await deliveriesOf(db, hook)).filter((d) => d.status === "pending")).toHaveLength(SECTIONS); // the second amendment's
  }, 120_000);

  it("a key that lost the US-law licence gets no more us_law deliveries", async () => {
    const { db } = await getDb();
    const rx = await startReceiver();
    receivers.push(rx);
    const key = await mintKey("enterprise", ["ai_law", "us_law"]);
    const hook = await subscribe(key, rx, { events: ["us_law.updated"] });
    await db.execute(sql`UPDATE api_keys SET products = ARRAY['ai_law'] WHERE id = (SELECT key_id FROM webhooks WHERE id = ${hook}::uuid)`);
    replay.setRoutes(title2At("2025-06-01", "2025-06-02"));
    expect(await runSource(db, source, options())).toMatchObject({ outcome: "succeeded", changed: SECTIONS });
    expect(await deliveriesOf(db, hook)).toEqual([]);
  });
});
