import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/runtime/database";
import { pollEnforcementSources } from "@/lib/enforcement/poll";
import { ReviewError, listDrafts, publishDraft, rejectDraft } from "@/lib/enforcement/review";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";
import { FEED_FIXTURES, loadSampleRegistry } from "../../support/enforcement";

/** Serves the recorded-format fixtures by URL, and the failure each other source should meet. */
const routes: Record<string, () => Promise<Response>> = {
  "https://www.ftc.gov/feeds/press-release.xml": async () =>
    new Response(fs.readFileSync(path.join(FEED_FIXTURES, "ftc-press-releases.rss.xml")), { headers: { "content-type": "application/rss+xml" } }),
  "https://www.edpb.europa.eu/feed/news_en": async () => new Response(fs.readFileSync(path.join(FEED_FIXTURES, "dpa-decisions.atom.xml"))),
  "https://oag.ca.gov/news/feed": async () => {
    throw Object.assign(new TypeError("fetch failed"), { cause: Object.assign(new Error("getaddrinfo ENOTFOUND oag.ca.gov"), { code: "ENOTFOUND" }) });
  },
  "https://www.sec.gov/rss/litigation/litreleases.xml": async () => new Response("Not Found: secret-internal-path /var/www", { status: 404 }),
  "https://www.sec.gov/news/pressreleases.rss": async () => new Response("Request Rate Threshold Exceeded", { status: 403 }),
  "https://www.consumerfinance.gov/about-us/newsroom/feed/": async () => new Response("auth", { status: 401 }),
};
const requested: string[] = [];
const fixtureFetch: typeof fetch = async (input, init) => {
  const url = String(input);
  requested.push(url);
  if (url.startsWith("https://www.federalregister.gov/api/v1/documents.json")) {
    return new Response(fs.readFileSync(path.join(FEED_FIXTURES, "federal-register-documents.json")), { headers: { "content-type": "application/json" } });
  }
  const route = routes[url];
  if (!route) throw new Error(`unexpected fetch ${url}`);
  void init;
  return route();
};

const HOUR = 3_600_000;
let enterprise: string;

beforeAll(async () => {
  await loadSampleRegistry();
  enterprise = await mintKey("enterprise");
});

describe("poll-enforcement on recorded fixtures", () => {
  it("records a read or a reason-coded fault per source; sources without a reader are never fetched", async () => {
    const { db } = await getDb();
    // Read 100 hours ago: the FTC feed (72 h window) is stale by now, the Federal Register (720 h) is not.
    const results = await pollEnforcementSources(db, { fetchImpl: fixtureFetch, now: () => new Date(Date.now() - 100 * HOUR) });
    const byId = Object.fromEntries(results.map((r) => [r.id, r]));
    expect(byId["ftc-press-releases"]).toMatchObject({ outcome: "read", items: 3, ai_items: 2, drafts_created: 2 });
    expect(byId["edpb-news"]).toMatchObject({ outcome: "read", items: 2, ai_items: 1, drafts_created: 1 });
    expect(byId["federal-register-ftc-ai"]).toMatchObject({ outcome: "read", items: 2, ai_items: 1 });
    expect(byId["california-ag-news"]!.reason_code).toBe("egress_unavailable");
    expect(byId["sec-litigation-releases"]!.reason_code).toBe("not_found");
    expect(byId["sec-press-releases"]!.reason_code).toBe("blocked");
    expect(byId["cfpb-newsroom"]!.reason_code).toBe("unauthorized");
    expect(byId["eeoc-newsroom"]!.reason_code).toBe("adapter_missing");
    expect(byId["texas-ag-news"]!.reason_code).toBe("adapter_missing");
    expect(requested.some((u) => u.includes("eeoc.gov") || u.includes("texasattorneygeneral.gov"))).toBe(false);
  });

  it("a timeout and an unreadable body are faults too", async () => {
    const { db } = await getDb();
    const hang: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(Object.assign(new Error("aborted"), { name: "AbortError" }))));
    const [timedOut] = await pollEnforcementSources(db, { fetchImpl: hang, timeoutMs: 50, sourceIds: ["cfpb-newsroom"] });
    expect(timedOut!.reason_code).toBe("timeout");
    const html: typeof fetch = async () => new Response(fs.readFileSync(path.join(FEED_FIXTURES, "not-a-feed.html")));
    const [unreadable] = await pollEnforcementSources(db, { fetchImpl: html, sourceIds: ["sec-press-releases"] });
    expect(unreadable).toMatchObject({ reason_code: "other", fault_code: "unreadable" });
    // Restore the 401 for the API assertions below.
    await pollEnforcementSources(db, { fetchImpl: fixtureFetch, sourceIds: ["cfpb-newsroom", "sec-press-releases"] });
  });

  it("GET /enforcement/sources serves code and label, never the raw fault text, and marks staleness", async () => {
    const res = await get("/v1/enforcement/sources");
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.data.map((s: { id: string }) => [s.id, s]));
    expect(byId["sec-litigation-releases"]).toMatchObject({ last_fault_reason_code: "not_found", last_success_at: null, is_stale: true });
    expect(byId["california-ag-news"].last_fault_label).toMatch(/could not reach the internet/);
    // Only the SPEC's seven reason codes; the finer code beside them.
    for (const s of res.body.data) {
      if (s.last_fault_reason_code !== null) expect(["blocked", "unauthorized", "not_found", "timeout", "adapter_missing", "egress_unavailable", "other"]).toContain(s.last_fault_reason_code);
    }
    expect(byId["sec-litigation-releases"]).toMatchObject({ last_fault_reason_code: "not_found", last_fault_code: "not_found" });
    expect(byId["sec-press-releases"]).toMatchObject({ last_fault_reason_code: "blocked", last_fault_code: "blocked" });
    const text = JSON.stringify(res.body);
    for (const raw of ["ENOTFOUND", "secret-internal-path", "HTTP 404 from", "Rate Threshold", "getaddrinfo", "no reader for https"]) expect(text).not.toContain(raw);
    expect(byId["ftc-press-releases"]).toMatchObject({ is_stale: true, last_fault_reason_code: null, items_seen_last_read: 3 });
    expect(byId["federal-register-ftc-ai"]).toMatchObject({ is_stale: false, last_fault_reason_code: null });

    const stale = await get("/v1/enforcement/sources?is_stale=true");
    const fresh = await get("/v1/enforcement/sources?is_stale=false");
    const ids = (r: typeof stale) => r.body.data.map((s: { id: string }) => s.id);
    expect(ids(stale)).toContain("ftc-press-releases");
    expect(ids(stale)).not.toContain("federal-register-ftc-ai");
    expect(ids(fresh)).toEqual(["edpb-news", "federal-register-ftc-ai"].filter((id) => byId[id].is_stale === false));
    expect(stale.body.meta.stale).toBe(stale.body.data.length);
    const state = await get("/v1/enforcement/sources?jurisdiction_level=state");
    expect(state.body.data.every((s: { jurisdiction_level: string }) => s.jurisdiction_level === "state")).toBe(true);
    const bad = await get("/v1/enforcement/sources?jurisdiction_level=planet");
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe("jurisdiction_level");
  });

  it("a fresh read clears staleness; a later fault keeps the last successful read", async () => {
    const { db } = await getDb();
    await pollEnforcementSources(db, { fetchImpl: fixtureFetch, sourceIds: ["ftc-press-releases"] });
    let ftc = (await get("/v1/enforcement/sources")).body.data.find((s: { id: string }) => s.id === "ftc-press-releases");
    expect(ftc.is_stale).toBe(false);
    const down: typeof fetch = async () => new Response("", { status: 410 });
    await pollEnforcementSources(db, { fetchImpl: down, sourceIds: ["ftc-press-releases"] });
    ftc = (await get("/v1/enforcement/sources")).body.data.find((s: { id: string }) => s.id === "ftc-press-releases");
    expect(ftc).toMatchObject({ last_fault_reason_code: "not_found", is_stale: false });
    expect(ftc.last_success_at).not.toBeNull();
  });
});

describe("drafts and review", () => {
  const laneQuery = "/v1/enforcement?limit=100";
  const laneIds = async () => (await get(laneQuery, { key: enterprise })).body.data.map((i: { id: string }) => i.id) as string[];

  it("drafts are pending, and never served before review", async () => {
    const { db } = await getDb();
    const drafts = await listDrafts(db);
    expect(drafts.length).toBe(4); // 2 FTC + 1 Atom + 1 Federal Register
    expect(drafts.every((d) => d.status === "pending")).toBe(true);
    const ids = await laneIds();
    expect(ids.length).toBeGreaterThan(0); // the registry's matters are there…
    for (const d of drafts) expect(ids).not.toContain(d.id); // …but no draft awaiting review
  });

  it("re-polling creates no duplicate drafts", async () => {
    const { db } = await getDb();
    const [ftc] = await pollEnforcementSources(db, { fetchImpl: fixtureFetch, sourceIds: ["ftc-press-releases"] });
    expect(ftc).toMatchObject({ outcome: "read", ai_items: 2, drafts_created: 0 });
    expect((await listDrafts(db)).length).toBe(4);
  });

  it("publishing puts a draft in the lane with the reviewer's fields; rejecting keeps it out", async () => {
    const { db } = await getDb();
    const drafts = await listDrafts(db, "pending");
    const toPublish = drafts.find((d) => d.title?.includes("Example Co."))!;
    const toReject = drafts.find((d) => d.title?.includes("Example Vision"))!;
    await publishDraft(db, toPublish.id, { respondent: "Example Co.", outcome: "complaint filed" });
    await rejectDraft(db, toReject.id);
    const lane = await get(laneQuery, { key: enterprise });
    const draftIds = new Set((await listDrafts(db)).map((d) => d.id));
    const served = lane.body.data.filter((i: { id: string }) => draftIds.has(i.id));
    expect(served.map((i: { id: string }) => i.id)).toEqual([toPublish.id]);
    const [item] = served;
    expect(item).toMatchObject({
      id: toPublish.id,
      change_type: "enforcement",
      agency: "FTC",
      scope: "federal",
      respondent: "Example Co.",
      outcome: "complaint filed",
      forum: null,
      source_url: "https://www.example.com/ftc/press-releases/example-co-ai-claims",
      jurisdiction: { slug: "federal", name: "United States (federal)" },
    });
    // SPEC 2: date = published_at (set now), not the item's own date.
    expect(Date.now() - Date.parse(item.date)).toBeLessThan(60_000);
    await expect(rejectDraft(db, toPublish.id)).rejects.toBeInstanceOf(ReviewError);
    await expect(publishDraft(db, toReject.id)).rejects.toBeInstanceOf(ReviewError);
    await expect(publishDraft(db, "00000000-0000-4000-8000-000000000000")).rejects.toThrow(/No draft/);
    // A rejected item stays rejected when the feed still carries it.
    await pollEnforcementSources(db, { fetchImpl: fixtureFetch, sourceIds: ["ftc-press-releases"] });
    expect((await listDrafts(db, "rejected")).map((d) => d.id)).toEqual([toReject.id]);
  });

  it("coverage counts the review queue and source health", async () => {
    const res = await get("/v1/enforcement/coverage");
    expect(res.body.data.drafts).toEqual({ pending: 2, published: 1, rejected: 1 });
    expect(res.body.data.monitored_sources.faulted).toBeGreaterThanOrEqual(6);
  });
});
