/**
 * GET /webhooks/{id}/deliveries: the delivery log's content (event, change, status, attempts with time, status and
 * duration, a short sanitised excerpt of the answer and nothing more), its filters, cursor paging that neither loses
 * nor repeats a delivery, and ownership (another key's webhook is 404 on every delivery operation).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { type Db } from "@/db/client";
import { webhookDeliverySchema } from "@/lib/contract/webhooks";
import { get, post } from "../../support/api";
import { mintKey } from "../../support/keys";
import { syntheticLaw } from "../../support/synthetic-laws";
import { deliveriesOf, drain, ingestLaws, manualClock, subscribe, webhookTestLifecycle } from "../../support/webhook-flow";
import { startReceiver } from "../../support/webhook-receiver";

// Local receivers allowed, an enterprise key, subscriptions cleared after each test, receivers closed at the end.
const env = webhookTestLifecycle();
const receivers = env.receivers;
let db: Db;
let key: string;
let n = 0;
const as = (k?: string) => ({ key: k, ip: `198.18.0.${(++n % 250) + 1}` });

beforeAll(() => {
  ({ db, key } = env);
});

async function receiver(options: Parameters<typeof startReceiver>[0]) {
  const r = await startReceiver(options);
  receivers.push(r);
  return r;
}

const SECRET_MARKER = "BODY-TAIL-MUST-NEVER-BE-SERVED";

describe("the delivery log", () => {
  it("shows event, change, status and every attempt with time, status, duration and a sanitised excerpt only", async () => {
    const clock = manualClock();
    let up = false;
    const noisy = "Internal\u0000 error\r\n\t<b>boom</b>\u001b[31m " + "x".repeat(150) + SECRET_MARKER;
    const rx = await receiver({ nowSeconds: clock.seconds, reply: () => (up ? { status: 204 } : { status: 500, body: noisy }) });
    const hook = await subscribe(key, rx, { jurisdiction: "utah" });
    const { changes } = await ingestLaws(db, [0, 1, 2].map((i) => syntheticLaw("log", i, 0)));
    clock.set(Date.now() + 1_000); // the outbox's due time is the database's clock at ingest: start after it
    expect(await drain(db, { now: clock.now })).toBe(3);

    const failed = await get(`/v1/webhooks/${hook}/deliveries`, as(key));
    expect(failed.status).toBe(200);
    expect(JSON.stringify(failed.body)).not.toContain(SECRET_MARKER);
    expect(failed.body.meta).toMatchObject({ count: 3, limit: 20, has_more: false, next_cursor: null });
    for (const d of failed.body.data) {
      webhookDeliverySchema.parse(d);
      const change = changes.find((c) => c.id === d.event_id)!;
      expect(d).toMatchObject({
        webhook_id: hook,
        event: "law.created",
        change: { kind: "insert", record_id: change.record_id, changed_fields: null },
        status: "failed",
        attempt_count: 1,
        completed_at: null,
        last_status: 500,
        last_error: "HTTP 500",
      });
      expect(Date.parse(d.next_attempt_at)).toBeGreaterThan(clock.now().getTime());
      expect(d.attempts).toHaveLength(1);
      const [a] = d.attempts;
      expect(a).toMatchObject({ attempt: 1, outcome: "failure", http_status: 500, error: "HTTP 500" });
      expect(a.duration_ms).toEqual(expect.any(Number));
      expect(Date.parse(a.finished_at)).toBeGreaterThanOrEqual(Date.parse(a.started_at));
      expect(a.response_excerpt.length).toBeLessThanOrEqual(120);
      expect(a.response_excerpt).toMatch(/^Internal error <b>boom<\/b> \[31m x+…$/);
    }

    up = true;
    clock.advance(60_000);
    expect(await drain(db, { now: clock.now })).toBe(3);
    const delivered = await get(`/v1/webhooks/${hook}/deliveries`, as(key));
    for (const d of delivered.body.data) {
      expect(d).toMatchObject({ status: "delivered", attempt_count: 2, next_attempt_at: null, last_status: 204, last_error: null });
      expect(d.attempts.map((a: { attempt: number; outcome: string; http_status: number }) => [a.attempt, a.outcome, a.http_status])).toEqual([[1, "failure", 500], [2, "success", 204]]);
      expect(d.attempts[1].response_excerpt).toBeNull();
      expect(Date.parse(d.completed_at)).toBe(Math.floor(clock.now().getTime()));
    }
    // Each attempt names the X-SVC-Delivery it was sent with (unique per attempt), and each entry the X-SVC-Event-Id.
    const sent = new Map(rx.received.map((r) => [String(r.headers["x-svc-delivery"]), String(r.headers["x-svc-event-id"])]));
    const logged = delivered.body.data.flatMap((d: { event_id: string; attempts: { delivery_id: string }[] }) => d.attempts.map((a) => [a.delivery_id, d.event_id]));
    expect(logged).toHaveLength(6);
    expect(new Map(logged)).toEqual(sent);
  });

  it("filters by status and by when the delivery was queued; a bad status or cursor is a 400 naming it", async () => {
    const clock = manualClock();
    const rx = await receiver({ nowSeconds: clock.seconds, reply: (r) => ({ status: r.body.record.identifier === "SYN 0" ? 200 : 500 }) });
    const hook = await subscribe(key, rx, { jurisdiction: "utah" });
    await ingestLaws(db, [0, 1].map((i) => syntheticLaw("filter", i, 0)));
    await ingestLaws(db, [syntheticLaw("filter", 2, 0)]); // queued later, never attempted
    clock.set(Date.now() + 1_000); // the outbox's due time is the database's clock at ingest: start after it
    const all = (await get(`/v1/webhooks/${hook}/deliveries`, as(key))).body.data;
    expect(all.map((d: { status: string }) => d.status)).toEqual(["pending", "pending", "pending"]);
    // Attempt the first two only.
    const due = all.slice(1).map((d: { id: string }) => d.id);
    await db.execute(sql`UPDATE webhook_deliveries SET next_attempt_at = now() + interval '1 day' WHERE id <> ALL(${`{${due.join(",")}}`}::uuid[]) AND webhook_id = ${hook}`);
    expect(await drain(db, { now: clock.now })).toBe(2);
    const by = async (q: string) => (await get(`/v1/webhooks/${hook}/deliveries?${q}`, as(key))).body.data.map((d: { id: string }) => d.id);
    expect(await by("status=delivered")).toHaveLength(1);
    expect(await by("status=failed")).toHaveLength(1);
    expect(await by("status=pending")).toEqual([all[0].id]);
    expect(await by("status=dead")).toEqual([]);
    const newest = all[0].created_at;
    expect(await by(`since=${encodeURIComponent(newest)}`)).toEqual([all[0].id]);
    expect((await by(`until=${encodeURIComponent(all[1].created_at)}`)).sort()).toEqual(due.sort());
    for (const [q, param] of [["status=lost", "status"], ["cursor=bm90LWEtY3Vyc29y", "cursor"], ["since=yesterday", "since"], ["limit=101", "limit"]] as const) {
      const res = await get(`/v1/webhooks/${hook}/deliveries?${q}`, as(key));
      expect(res.status, q).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_parameter", param });
    }
  });

  it("cursor paging returns every delivery once, newest first, even while new deliveries are queued", async () => {
    const rx = await receiver({ reply: () => ({ status: 200 }) });
    const hook = await subscribe(key, rx, { jurisdiction: "utah" });
    // Two runs: each run's deliveries share one created_at (one transaction), so the id tiebreak matters.
    await ingestLaws(db, Array.from({ length: 12 }, (_, i) => syntheticLaw("page", i, 0)));
    await ingestLaws(db, Array.from({ length: 11 }, (_, i) => syntheticLaw("page", 100 + i, 0)));
    const everything = (await get(`/v1/webhooks/${hook}/deliveries?limit=100`, as(key))).body.data as { id: string; created_at: string }[];
    expect(everything).toHaveLength(23);
    const sorted = [...everything].sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1));
    expect(everything.map((d) => d.id)).toEqual(sorted.map((d) => d.id));

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get(`/v1/webhooks/${hook}/deliveries?limit=5${cursor ? `&cursor=${cursor}` : ""}`, as(key));
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((d: { id: string }) => d.id));
      cursor = res.body.meta.next_cursor;
      expect(res.body.meta.has_more).toBe(cursor !== null);
      if (++pages === 1) await ingestLaws(db, Array.from({ length: 4 }, (_, i) => syntheticLaw("page", 200 + i, 0))); // newer: before page 1
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toEqual(everything.map((d) => d.id));
  });
});

describe("ownership", () => {
  it("another key's webhook is 404 on every delivery operation; so is another webhook's delivery", async () => {
    const rx = await receiver({ reply: () => ({ status: 500 }) });
    const hook = await subscribe(key, rx, { jurisdiction: "utah" });
    const sibling = await subscribe(key, rx, { jurisdiction: "colorado" });
    await ingestLaws(db, [syntheticLaw("owner", 0, 0)]);
    const [delivery] = await deliveriesOf(db, hook);
    const other = await mintKey("enterprise");
    for (const k of [other, await mintKey("free")]) {
      for (const res of [
        await get(`/v1/webhooks/${hook}/deliveries`, as(k)),
        await post(`/v1/webhooks/${hook}/deliveries/${delivery!.id}/retry`, undefined, as(k)),
        await post(`/v1/webhooks/${hook}/replay`, { since: "2000-01-01T00:00:00Z" }, as(k)),
        await post(`/v1/webhooks/${hook}/enable`, {}, as(k)),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe("not_found");
      }
    }
    const wrongParent = await post(`/v1/webhooks/${sibling}/deliveries/${delivery!.id}/retry`, undefined, as(key));
    expect(wrongParent.status).toBe(404);
    const anonymous = await get(`/v1/webhooks/${hook}/deliveries`, as());
    expect(anonymous.status).toBe(401);
    // The owner sees it.
    expect((await get(`/v1/webhooks/${hook}/deliveries`, as(key))).body.data.map((d: { id: string }) => d.id)).toEqual([delivery!.id]);
  });
});
