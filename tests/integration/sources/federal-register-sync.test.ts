/**
 * The Federal Register connector against a replay server serving recorded real API pages
 * (tests/fixtures/upstream/federal-register, NOTE.md): a first sync adds records through the US-law import path, a
 * second changes nothing, and every failure a crawler meets ends as a named fault with nothing half-written.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/db/rows";
import { getDb } from "@/lib/runtime/database";
import { loadUsLawTestSubset } from "@/lib/us-law/load";
import { federalRegisterSource } from "@/lib/sources/registry";
import { runSource, type RunOptions } from "@/lib/sources/run";
import { fixtureText, startReplayServer, type ReplayRoute, type ReplayServer } from "../../support/replay-server";
import { get } from "../../support/api";

const PAGE_1 = "federal-register/executive-orders.page-1.json";
const PAGE_2 = "federal-register/executive-orders.page-2.json";
const firstPage = (respond: ReplayRoute["respond"]): ReplayRoute => ({
  path: "/api/v1/documents.json",
  query: { "conditions[presidential_document_type]": "executive_order" },
  respond,
});
const secondPage = (respond: ReplayRoute["respond"]): ReplayRoute => ({ path: "/api/v1/documents", query: { page: "2" }, respond });
const RECORDED: ReplayRoute[] = [firstPage({ file: PAGE_1 }), secondPage({ file: PAGE_2 })];

/** The ten executive orders the two recorded pages carry (the corrections and the unnumbered entry are skipped). */
const ORDERS = [12890, 12891, 14424, 14425, 14426, 14427, 14428, 14429, 14430, 14431];

let replay: ReplayServer;
const source = federalRegisterSource({ types: ["executive_order"] });
const options = (extra: RunOptions = {}): RunOptions => ({
  trigger: "test",
  baseUrls: { "federal-register": replay.url },
  client: { minIntervalMs: 0, baseDelayMs: 5, maxDelayMs: 20, timeoutMs: 2_000 },
  ...extra,
});

async function q<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const { db } = await getDb();
  return rowsOf<T>(await db.execute(query));
}
const corpus = async () =>
  q<{ record_uid: string; document_number: number; title: string; published_date: string; retrieved_at: string; last_verified_at: string; updated_at: string }>(sql`
    SELECT record_uid, document_number, title, published_date::text, retrieved_at::text, last_verified_at::text, updated_at::text
    FROM us_law_records WHERE instrument_type = 'executive_order' ORDER BY document_number`);
const historyCount = async () => (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM us_law_history`))[0]!.n;
const state = async () =>
  (await q<{ cursor: unknown; checkpoint: unknown; last_fault_code: string | null; last_success_at: string | null; last_fault_detail: string | null }>(sql`
    SELECT cursor, checkpoint, last_fault_code, last_success_at::text, last_fault_detail FROM sync_sources WHERE id = 'federal-register'`))[0]!;

let heldSince: string;

beforeAll(async () => {
  const { db } = await getDb();
  await loadUsLawTestSubset(db); // EO 14100–14150, proclamations 10500–10520 (real snapshot rows)
  heldSince = (await q<{ since: string }>(sql`SELECT max(published_date)::text AS since FROM us_law_records WHERE instrument_type IN ('executive_order', 'proclamation')`))[0]!.since;
  replay = await startReplayServer(RECORDED);
});

afterAll(async () => {
  await replay?.close();
});

describe("Federal Register sync on recorded pages", () => {
  it("a first sync adds the documents since the newest publication date held, page by page, through the import path", async () => {
    const { db } = await getDb();
    const before = new Set((await corpus()).map((r) => r.document_number));
    const result = await runSource(db, source, options());
    expect(result).toMatchObject({ outcome: "succeeded", faultCode: null, batches: 2, seen: 14, added: 10, changed: 0, unchanged: 0 });
    const after = await corpus();
    const added = after.filter((r) => !before.has(r.document_number)).map((r) => r.document_number);
    expect(added).toEqual(ORDERS);
    const eo = after.find((r) => r.document_number === 14431)!;
    expect(eo).toMatchObject({
      title: "Enhancing Program Integrity and Interagency Coordination in the Administration of the H-1B Nonimmigrant Visa Program",
      published_date: "2026-09-23",
    });
    const [row] = await q<Record<string, unknown>>(sql`
      SELECT citation, identifier, enacted_date::text, official_url, source, source_authority, status, fr_document_number
      FROM us_law_records WHERE document_number = 14431 AND instrument_type = 'executive_order'`);
    expect(row).toMatchObject({
      citation: "Executive Order 14431",
      identifier: "EO 14431",
      enacted_date: "2026-09-18",
      fr_document_number: "2026-19555",
      official_url: "https://www.federalregister.gov/documents/2026/09/23/2026-19555/enhancing-program-integrity-and-interagency-coordination-in-the-administration-of-the-h-1b",
      source: "executive_orders",
      status: "enacted",
    });
    expect(row!.source_authority).toMatch(/Federal Register documents API/);
    // Corrections and the entry without a number are read, never made records.
    expect(await q(sql`SELECT 1 FROM us_law_records WHERE fr_document_number IN ('C1-2014-25788', 'Z9-26408', '01-28904')`)).toEqual([]);

    // What was asked: presidential documents of this type since the newest publication date held; the fields a record needs.
    const first = replay.requests.find((r) => r.path === "/api/v1/documents.json")!;
    expect(first.query.get("conditions[publication_date][gte]")).toBe(heldSince);
    expect(first.query.get("conditions[type][]")).toBe("PRESDOCU");
    expect(first.query.getAll("fields[]")).toEqual(expect.arrayContaining(["document_number", "signing_date", "citation", "pdf_url", "disposition_notes"]));
    expect(first.headers["user-agent"]).toBe("LexAtlasBot/1.0 (+http://lexatlas.test)");
    // The next page is the recorded next_page_url, moved onto the configured host.
    expect(replay.requests.some((r) => r.path === "/api/v1/documents" && r.query.get("search_after_cursor") === "WzEzODY1LjAsIjEzODY1Il0")).toBe(true);
    expect(replay.unmatched).toEqual([]);

    const s = await state();
    expect(s).toMatchObject({ cursor: { since: "2026-09-23" }, checkpoint: null, last_fault_code: null });
    const [run] = await q(sql`SELECT outcome, batches, items_seen, items_added, items_changed, items_unchanged FROM sync_runs WHERE id = ${result.runId}::uuid`);
    expect(run).toEqual({ outcome: "succeeded", batches: 2, items_seen: 14, items_added: 10, items_changed: 0, items_unchanged: 0 });
  });

  it("a second sync changes nothing (idempotent), asks from the cursor, and re-stamps the records it read", async () => {
    const { db } = await getDb();
    const history = await historyCount();
    const before = await corpus();
    replay.requests.length = 0;
    const result = await runSource(db, source, options());
    expect(result).toMatchObject({ outcome: "succeeded", added: 0, changed: 0, unchanged: 10 });
    expect(await historyCount()).toBe(history);
    expect(replay.requests[0]!.query.get("conditions[publication_date][gte]")).toBe("2026-09-23");
    const after = await corpus();
    for (const n of ORDERS) {
      const [b, a] = [before.find((r) => r.document_number === n)!, after.find((r) => r.document_number === n)!];
      expect(a.updated_at).toBe(b.updated_at); // no content change
      expect(a.last_verified_at > b.last_verified_at).toBe(true); // freshness: read again now
      expect(a.retrieved_at > b.retrieved_at).toBe(true);
    }
    // Records the run did not read keep their stamps.
    const untouched = after.find((r) => r.document_number === 14100)!;
    expect(untouched.last_verified_at).toBe(before.find((r) => r.document_number === 14100)!.last_verified_at);
  });
});

describe("what a response does not say", () => {
  it("a document whose notes say nothing keeps the repeal we hold for it (silence is not evidence), and logs no change", async () => {
    const { db } = await getDb();
    const detail = "Revoked by: EO 14425 (per that document's disposition notes)";
    await db.execute(sql`
      UPDATE us_law_records SET status = 'repealed', in_force = false, repealed_date = '2026-09-04', status_detail = ${detail}
      WHERE instrument_type = 'executive_order' AND document_number = 14424`);
    const history = await historyCount();
    await db.execute(sql`UPDATE sync_sources SET cursor = NULL WHERE id = 'federal-register'`);
    const result = await runSource(db, source, options());
    expect(result).toMatchObject({ outcome: "succeeded", changed: 0 });
    expect(await historyCount()).toBe(history);
    const [row] = await q(sql`SELECT status, in_force, repealed_date::text, status_detail FROM us_law_records WHERE instrument_type = 'executive_order' AND document_number = 14424`);
    expect(row).toEqual({ status: "repealed", in_force: false, repealed_date: "2026-09-04", status_detail: detail });
  });
});

describe("faults end as named faults with nothing half-written", () => {
  async function expectNothingWritten(run: () => Promise<unknown>) {
    const [records, history] = [await corpus(), await historyCount()];
    await run();
    expect(await corpus()).toEqual(records);
    expect(await historyCount()).toBe(history);
  }

  it("429 with Retry-After is waited out (at least what it asks), then read", async () => {
    const { db } = await getDb();
    replay.setRoutes([firstPage((_r, hit) => (hit < 2 ? { error: 429, retryAfter: "1" } : { file: PAGE_1 })), secondPage({ file: PAGE_2 })]);
    const started = Date.now();
    const result = await runSource(db, source, options());
    expect(result).toMatchObject({ outcome: "succeeded", requests: 4 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
  });

  it("429 asking for longer than we wait is rate_limited_upstream (reason blocked) at once", async () => {
    const { db } = await getDb();
    replay.setRoutes([firstPage({ error: 429, retryAfter: "3600" })]);
    await expectNothingWritten(async () => {
      const started = Date.now();
      const result = await runSource(db, source, options({ client: { minIntervalMs: 0, baseDelayMs: 5, maxRetryAfterMs: 5_000 } }));
      expect(result).toMatchObject({ outcome: "faulted", faultCode: "rate_limited_upstream", reasonCode: "blocked", requests: 1 });
      expect(Date.now() - started).toBeLessThan(3_000);
    });
    expect(await state()).toMatchObject({ last_fault_code: "rate_limited_upstream" });
  });

  it("500s are retried with backoff, then upstream_error", async () => {
    const { db } = await getDb();
    replay.setRoutes([firstPage({ error: 500, text: "internal error at /srv/app" })]);
    await expectNothingWritten(async () => {
      const result = await runSource(db, source, options());
      expect(result).toMatchObject({ outcome: "faulted", faultCode: "upstream_error", reasonCode: "other", requests: 4 });
    });
    // A 500 then a good answer is just a slow read.
    replay.setRoutes([firstPage((_r, hit) => (hit === 0 ? { error: 503 } : { file: PAGE_1 })), secondPage({ file: PAGE_2 })]);
    expect(await runSource(db, source, options())).toMatchObject({ outcome: "succeeded", unchanged: 10 });
  });

  it("an upstream that never answers is a timeout", async () => {
    const { db } = await getDb();
    replay.setRoutes([firstPage({ hang: true })]);
    await expectNothingWritten(async () => {
      const result = await runSource(db, source, options({ client: { minIntervalMs: 0, baseDelayMs: 5, timeoutMs: 200, maxAttempts: 2 } }));
      expect(result).toMatchObject({ outcome: "faulted", faultCode: "timeout", reasonCode: "timeout", requests: 2 });
    });
  });

  it("a body cut off before its end is truncated_body", async () => {
    const { db } = await getDb();
    replay.setRoutes([firstPage({ truncate: { file: PAGE_1, sendBytes: 700 } })]);
    await expectNothingWritten(async () => {
      const result = await runSource(db, source, options());
      expect(result).toMatchObject({ outcome: "faulted", faultCode: "truncated_body", reasonCode: "other" });
    });
  });

  it("a response whose shape changed is schema_changed, and nothing of it is written", async () => {
    const { db } = await getDb();
    // The recorded page with one field renamed, as an upstream redesign would.
    replay.setRoutes([firstPage({ body: fixtureText(PAGE_1).replaceAll('"publication_date"', '"published_on"'), headers: { "content-type": "application/json" } })]);
    await expectNothingWritten(async () => {
      const result = await runSource(db, source, options());
      expect(result).toMatchObject({ outcome: "faulted", faultCode: "schema_changed", reasonCode: "other" });
      expect(result.detail).toMatch(/results\.0\.publication_date/);
    });
    replay.setRoutes([firstPage({ body: "<html>Service unavailable</html>" })]);
    expect(await runSource(db, source, options())).toMatchObject({ faultCode: "unreadable" });
  });

  it("a redirect loop is redirect_loop", async () => {
    const { db } = await getDb();
    replay.setRoutes([firstPage({ redirect: "/loop-b" }), { path: "/loop-b", respond: { redirect: "/api/v1/documents.json?conditions%5Bpresidential_document_type%5D=executive_order" } }]);
    await expectNothingWritten(async () => {
      expect(await runSource(db, source, options())).toMatchObject({ outcome: "faulted", faultCode: "redirect_loop" });
    });
  });

  it("a body over the cap is body_too_large", async () => {
    const { db } = await getDb();
    replay.setRoutes(RECORDED);
    await expectNothingWritten(async () => {
      const result = await runSource(db, source, options({ client: { minIntervalMs: 0, maxBytes: 1_000 } }));
      expect(result).toMatchObject({ outcome: "faulted", faultCode: "body_too_large", requests: 1 });
    });
  });

  it("offline (no DNS, no route) is egress_unavailable, quickly and without retries", async () => {
    const { db } = await getDb();
    const started = Date.now();
    const result = await runSource(db, source, { trigger: "test", baseUrls: { "federal-register": "http://lexatlas-offline.invalid" }, client: { minIntervalMs: 0 } });
    expect(result).toMatchObject({ outcome: "faulted", faultCode: "egress_unavailable", reasonCode: "egress_unavailable", requests: 1 });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("a fault after the first page keeps that page whole and the checkpoint; the next run resumes there and converges", async () => {
    const { db } = await getDb();
    // Forget the cursor so the run reads both pages again (as after a long outage).
    await db.execute(sql`UPDATE sync_sources SET cursor = NULL WHERE id = 'federal-register'`);
    replay.setRoutes([firstPage({ file: PAGE_1 }), secondPage({ error: 502 })]);
    const faulted = await runSource(db, source, options());
    expect(faulted).toMatchObject({ outcome: "faulted", faultCode: "upstream_error", batches: 1, seen: 6 });
    const s = await state();
    expect(s.checkpoint).toMatchObject({ type: "executive_order", next: expect.stringMatching(/^\/api\/v1\/documents\?.*page=2/) });

    replay.setRoutes(RECORDED);
    replay.requests.length = 0;
    const resumed = await runSource(db, source, options());
    expect(resumed).toMatchObject({ outcome: "succeeded", resumedFrom: faulted.runId, batches: 1, seen: 8, unchanged: 8 });
    expect(replay.requests.map((r) => r.path)).toEqual(["/api/v1/documents"]); // page 1 was not read again
    expect(await state()).toMatchObject({ checkpoint: null, cursor: { since: "2026-09-23" }, last_fault_code: null });
  });

  it("a page that fails to apply while the next is read ahead writes nothing, and the read in flight is stopped", async () => {
    const { db } = await getDb();
    // The next page never answers: only stopping it lets the run end well before the client's timeout.
    replay.setRoutes([firstPage({ file: PAGE_1 }), secondPage({ hang: true })]);
    const failing = { ...source, sink: { ...source.sink, apply: async () => Promise.reject(new Error("the database went away")) } };
    const before = await state();
    await expectNothingWritten(async () => {
      const result = await runSource(db, failing, options({ client: { minIntervalMs: 0, baseDelayMs: 5, timeoutMs: 10_000, maxAttempts: 1 } }));
      expect(result).toMatchObject({ outcome: "faulted", faultCode: "other", batches: 0, detail: expect.stringContaining("the database went away") });
      expect(result.ms).toBeLessThan(5_000);
    });
    expect(await state()).toMatchObject({ checkpoint: before.checkpoint, cursor: before.cursor, last_fault_code: "other" });
  });
});

describe("source health", () => {
  it("GET /v1/sources lists every source with last success, fault code and label (never raw text), lag and staleness", async () => {
    const { db } = await getDb();
    replay.setRoutes([firstPage({ error: 500, text: "internal error at /srv/app" })]);
    await runSource(db, source, options({ client: { minIntervalMs: 0, baseDelayMs: 1, maxAttempts: 1 } }));
    const res = await get("/v1/sources");
    expect(res.status).toBe(200);
    const fr = res.body.data.find((s: { id: string }) => s.id === "federal-register");
    expect(fr).toMatchObject({
      group: "us-law",
      is_enabled: true,
      is_stale: false,
      last_fault_reason_code: "other",
      last_fault_code: "upstream_error",
      last_fault_label: expect.stringMatching(/server error/),
      max_silence_hours: 48,
    });
    expect(fr.last_success_at).not.toBeNull();
    expect(fr.lag_hours).toBeLessThan(0.1);
    expect(res.body.data.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining(["federal-register", "edgar", "enforcement/ftc-press-releases"]));
    const edgar = res.body.data.find((s: { id: string }) => s.id === "edgar");
    expect(edgar).toMatchObject({ last_success_at: null, is_stale: true, requires_env: ["SEC_EDGAR_CONTACT"] });
    expect(JSON.stringify(res.body)).not.toContain("/srv/app");
    expect(JSON.stringify(res.body)).not.toContain("HTTP 500");
    const bad = await get("/v1/sources?group=planet");
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe("group");
    const usLaw = await get("/v1/sources?group=us-law");
    expect(usLaw.body.data.map((s: { id: string }) => s.id)).toEqual(["federal-register", "ecfr", "us-code"]);
  });
});
