/**
 * /changes, /feed and /laws/{id}/history over HTTP: tier gates, lookback windows read from the tier table, every
 * parameter of SPEC 4.3, paging and the cursor.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { type Db } from "@/db/client";
import { getDb } from "@/lib/runtime/database";
import { lawIdFor } from "@/lib/ingest/normalize";
import { get } from "../../support/api";
import { historySince } from "../../support/history";
import { mintKey } from "../../support/keys";

const MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const colorado = lawIdFor("colorado:SB24-205");
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
type Item = Record<string, any>;

let db: Db;
const keys: Record<"free" | "developer" | "pro" | "business", string> = {} as never;

/** Back-dated copies of the record's insert entry: history older than some tiers' windows. */
async function backdate(recordId: string, days: number[]) {
  for (const d of days) {
    await db.execute(sql`
      INSERT INTO record_history (entity, record_id, jurisdiction_slug, scope, change_kind, changed_fields, field_changes, significant, state, observed_at)
      SELECT entity, record_id, jurisdiction_slug, scope, 'update', ARRAY['status'], '[]'::jsonb, true,
        jsonb_set(state, '{status}', to_jsonb(${`status ${d} days ago`}::text)), now() - make_interval(days => ${d})
      FROM record_history WHERE record_id = ${recordId} AND change_kind = 'insert'`);
  }
}

beforeAll(async () => {
  ({ db } = await getDb());
  for (const tier of ["free", "developer", "pro", "business"] as const) keys[tier] = await mintKey(tier);
  await backdate(colorado, [400, 200, 60]);
});

describe("tier gate (SPEC 4.2, 4.3)", () => {
  it.each(["/v1/changes", "/v1/feed", `/v1/laws/${colorado}/history`])("%s: 403 tier_upgrade_required below Developer, 200 from Developer", async (path) => {
    for (const key of [undefined, keys.free]) {
      const res = await get(path, { key });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: "tier_upgrade_required", required_tier: "developer" });
    }
    expect((await get(path, { key: keys.developer })).status).toBe(200);
  });
});

describe("lookback windows", () => {
  const oldSince = daysAgo(500);
  const statuses = (data: Item[]) => data.filter((c) => c.record_id === colorado).length;

  it("/changes clamps an older since to the tier window and says so in meta.window", async () => {
    const path = `/v1/changes?jurisdiction=colorado&since=${oldSince}&limit=100`;
    const dev = await get(path, { key: keys.developer });
    expect(dev.body.meta.window).toEqual({ tier: "developer", lookback_days: 30, clamped: true });
    const pro = await get(path, { key: keys.pro });
    expect(pro.body.meta.window).toEqual({ tier: "pro", lookback_days: 90, clamped: true });
    const business = await get(path, { key: keys.business });
    expect(business.body.meta.window).toEqual({ tier: "business", lookback_days: null, clamped: false });
    // The seed insert is recent; the back-dated entries are 60, 200 and 400 days old.
    expect([statuses(dev.body.data), statuses(pro.body.data), statuses(business.body.data)]).toEqual([1, 2, 4]);
    expect(business.body.meta.total - dev.body.meta.total).toBe(3);
  });

  it("without a since the window still bounds the answer, and nothing was clamped", async () => {
    const res = await get(`/v1/changes?jurisdiction=colorado&limit=100`, { key: keys.developer });
    expect(res.body.meta.window).toEqual({ tier: "developer", lookback_days: 30, clamped: false });
    expect(statuses(res.body.data)).toBe(1);
    const recent = await get(`/v1/changes?jurisdiction=colorado&since=${daysAgo(1)}`, { key: keys.developer });
    expect(recent.body.meta.window.clamped).toBe(false);
  });

  it("/laws/{id}/history withholds entries older than the tier's history window", async () => {
    const timeline = async (key: string) => (await get(`/v1/laws/${colorado}/history`, { key })).body;
    const dev = await timeline(keys.developer);
    expect(dev.data.timeline.map((e: Item) => e.change_kind)).toEqual(["insert"]);
    expect(dev.meta.window).toEqual({ tier: "developer", lookback_days: 30, clamped: true });
    expect(dev.meta.notice).toMatch(/^3 earlier entries are older than the 30-day history window/);
    const pro = await timeline(keys.pro);
    expect(pro.data.timeline.map((e: Item) => e.record.status)).toEqual(["status 200 days ago", "status 60 days ago", expect.any(String)]);
    expect(pro.meta).toMatchObject({ window: { tier: "pro", lookback_days: 365, clamped: true }, notice: expect.stringMatching(/^1 earlier entry is/) });
    const business = await timeline(keys.business);
    expect(business.data.count).toBe(4);
    expect(business.meta).toEqual({ window: { tier: "business", lookback_days: null, clamped: false } });
  });
});

describe("/laws/{id}/history", () => {
  it("serves the timeline oldest first, each entry with the full Record as of that observation", async () => {
    const res = await get(`/v1/laws/${colorado}/history`, { key: keys.business });
    expect(res.status).toBe(200);
    const { record_id, count, timeline } = res.body.data;
    expect([record_id, count, timeline.length]).toEqual([colorado, 4, 4]);
    const observed = timeline.map((e: Item) => e.observed_at);
    expect([...observed].sort()).toEqual(observed);
    for (const e of timeline) {
      expect(e.observed_at).toMatch(MICROS);
      expect(e.record).toMatchObject({ id: colorado, updated_at: e.observed_at, checked_at: e.observed_at, attribution: expect.stringContaining("CC BY 4.0") });
      expect(Object.keys(e.record)).toEqual(expect.arrayContaining(["scope", "jurisdiction", "identifier", "title", "record_type", "status", "in_force", "record_date", "summary", "source", "official_url"]));
    }
    expect(timeline[0]).toMatchObject({ change_kind: "update", changed_fields: ["status"], source_run_id: null });
    expect(timeline[3]).toMatchObject({ change_kind: "insert", changed_fields: null, source_run_id: expect.any(String) });
  });

  it("404 for a record that does not exist", async () => {
    const res = await get(`/v1/laws/${lawIdFor("no:such-law")}/history`, { key: keys.developer });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("not_found");
  });
});

describe("every parameter is validated: 400 naming it", () => {
  it.each([
    ["/v1/changes?since=yesterday", "since"],
    ["/v1/changes?since=2026-13-45T00:00:00Z", "since"],
    ["/v1/changes?scope=moon", "scope"],
    ["/v1/changes?jurisdiction=New%20York", "jurisdiction"],
    ["/v1/changes?entity=law", "entity"],
    ["/v1/changes?significant=maybe", "significant"],
    ["/v1/changes?order=up", "order"],
    ["/v1/changes?limit=0", "limit"],
    ["/v1/changes?limit=101", "limit"],
    ["/v1/changes?limit=ten", "limit"],
    ["/v1/changes?offset=-1", "offset"],
    ["/v1/changes?cursor=2026-01-01", "cursor"],
    ["/v1/feed?since=soon", "since"],
    ["/v1/feed?limit=500", "limit"],
    ["/v1/feed?order=asc", "order"],
    ["/v1/feed?significant=false", "significant"],
    ["/v1/feed?offset=5", "offset"],
  ])("%s → %s", async (path, param) => {
    const res = await get(path, { key: keys.developer });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_parameter", param });
    expect(res.body.error.message).toContain(param);
  });
});

describe("/changes paging, filters and cursor", () => {
  it("defaults: newest first, 50 per page, cursor = newest observed_at on the page", async () => {
    const res = await get("/v1/changes", { key: keys.business });
    const { data, meta } = res.body;
    expect(meta).toMatchObject({ order: "desc", limit: 50, offset: 0, count: 50 });
    expect(meta.total).toBeGreaterThan(250);
    const observed = data.map((c: Item) => c.observed_at);
    expect([...observed].sort().reverse()).toEqual(observed);
    expect(meta.cursor).toBe(observed[0]);
    for (const c of data) expect(c.observed_at).toMatch(MICROS);
  });

  it("following meta.cursor with order=asc visits every change once, in order", async () => {
    const truth = await historySince(db);
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 100; page++) {
      const res = await get(`/v1/changes?order=asc&limit=100${cursor ? `&since=${cursor}` : ""}`, { key: keys.business });
      if (res.body.data.length === 0) break;
      seen.push(...res.body.data.map((c: Item) => c.event_id));
      expect(res.body.meta.cursor).toBe(res.body.data[res.body.data.length - 1].observed_at);
      cursor = res.body.meta.cursor;
    }
    expect(seen).toEqual(truth.map((h) => h.id));
    const empty = await get(`/v1/changes?order=asc&since=${cursor}`, { key: keys.business });
    expect(empty.body).toMatchObject({ data: [], meta: { count: 0, total: 0, cursor } });
  });

  it("since is exclusive; offset pages; filters narrow by scope, jurisdiction, entity", async () => {
    const all = (await get("/v1/changes?order=asc&limit=20", { key: keys.business })).body.data as Item[];
    const after = await get(`/v1/changes?order=asc&limit=5&since=${all[9]!.observed_at}`, { key: keys.business });
    expect(after.body.data.map((c: Item) => c.event_id)).toEqual(all.slice(10, 15).map((c) => c.event_id));
    const offset = await get("/v1/changes?order=asc&limit=5&offset=10", { key: keys.business });
    expect(offset.body.data.map((c: Item) => c.event_id)).toEqual(all.slice(10, 15).map((c) => c.event_id));

    const eu = await get("/v1/changes?scope=eu&limit=100", { key: keys.business });
    expect(eu.body.data.length).toBeGreaterThan(0);
    expect(eu.body.data.every((c: Item) => c.scope === "eu")).toBe(true);
    const co = await get("/v1/changes?jurisdiction=colorado&entity=law_record&limit=100", { key: keys.business });
    expect(co.body.data.every((c: Item) => c.jurisdiction.slug === "colorado" && c.entity === "law_record" && c.record_id)).toBe(true);
    const places = await get("/v1/changes?entity=jurisdiction&limit=100", { key: keys.business });
    expect(places.body.data.length).toBeGreaterThan(50);
    expect(places.body.data.every((c: Item) => c.entity === "jurisdiction" && c.record_id === null && c.identifier === null)).toBe(true);
    const upper = await get("/v1/changes?jurisdiction=Colorado&entity=law_record&limit=100", { key: keys.business });
    expect(upper.body.meta.total).toBe(co.body.meta.total);
    const mix = await get("/v1/changes?scope=state&jurisdiction=eu", { key: keys.business });
    expect(mix.body.meta.total).toBe(0);
  });
});

describe("/feed", () => {
  it("is the significant view, newest first, without value diffs", async () => {
    const res = await get("/v1/feed?jurisdiction=colorado", { key: keys.business });
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ order: "desc", limit: 50, offset: 0, window: { tier: "business" } });
    expect(res.body.data.length).toBe(res.body.meta.count);
    for (const item of res.body.data) {
      expect(item).not.toHaveProperty("field_changes");
      expect(Object.keys(item)).toEqual(["event_id", "entity", "record_id", "scope", "jurisdiction", "identifier", "title", "change_kind", "changed_fields", "observed_at", "source_run_id", "attribution"]);
    }
    expect(res.body.meta.cursor).toBe(res.body.data[0].observed_at);
  });
});

/** Law-record history rows whose stored jurisdiction carries a scope (of one change kind, or all). */
async function statesWithJurisdictionScope(kind?: "insert"): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM record_history
    WHERE entity = 'law_record' AND state->'jurisdiction' ? 'scope' AND (${kind ?? null}::text IS NULL OR change_kind = ${kind ?? null})`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe("the Jurisdiction object on changes (SPEC 2: { slug, name, abbr })", () => {
  it("law-record and jurisdiction changes carry exactly slug, name and abbr, also from a stored state that holds the scope", async () => {
    // A history row written before the writer projected the jurisdiction kept the jurisdiction's own scope in it.
    await db.execute(sql`
      INSERT INTO record_history (entity, record_id, jurisdiction_slug, scope, change_kind, changed_fields, field_changes, significant, state, observed_at)
      SELECT entity, record_id, jurisdiction_slug, scope, 'update', ARRAY['status'], '[]'::jsonb, true,
        jsonb_set(jsonb_set(state, '{jurisdiction,scope}', '"state"'::jsonb), '{status}', '"legacy row"'::jsonb), now()
      FROM record_history WHERE record_id = ${colorado} AND change_kind = 'insert'`);
    expect(await statesWithJurisdictionScope()).toBe(1);
    for (const path of ["/v1/changes?limit=100", "/v1/changes?entity=jurisdiction&limit=100", "/v1/feed?limit=100"]) {
      const res = await get(path, { key: keys.business });
      expect(res.status).toBe(200);
      expect(res.body.data.length, path).toBeGreaterThan(0);
      for (const item of res.body.data) expect(Object.keys(item.jurisdiction), path).toEqual(["slug", "name", "abbr"]);
    }
    const legacy = (await get(`/v1/changes?jurisdiction=colorado&limit=100`, { key: keys.business })).body.data as Item[];
    expect(legacy.some((c) => c.record_id === colorado)).toBe(true);
  });

  it("the ingest writes law states whose jurisdiction is the Jurisdiction object only", async () => {
    expect(await statesWithJurisdictionScope("insert")).toBe(0);
  });
});
