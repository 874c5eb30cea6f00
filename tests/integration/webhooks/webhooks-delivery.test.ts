/**
 * From ingest to receipt, with real HTTP receivers on 127.0.0.1 that verify every signature with their own code.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { type Db } from "@/db/client";
import { getDb } from "@/lib/runtime/database";
import { webhookPayloadSchema } from "@/lib/contract/webhooks";
import { MAX_ATTEMPTS, RETRY_DELAYS_SECONDS } from "@/lib/webhooks/schedule";
import { del, get } from "../../support/api";
import { mintKey } from "../../support/keys";
import { syntheticLaw } from "../../support/synthetic-laws";
import { attemptsOf, deliveriesOf, drain, ingestLaws, manualClock, seedLaw, subscribe } from "../../support/webhook-flow";
import { startReceiver, type Receiver, type Reply } from "../../support/webhook-receiver";

let db: Db;
let key: string;
let reader: string;
const receivers: Receiver[] = [];

async function receiver(options: Parameters<typeof startReceiver>[0] = {}) {
  const r = await startReceiver(options);
  receivers.push(r);
  return r;
}

beforeAll(async () => {
  process.env.WEBHOOK_ALLOWED_TARGETS = "127.0.0.1";
  db = (await getDb()).db;
  key = await mintKey("enterprise");
  reader = await mintKey("enterprise");
});

afterEach(async () => {
  await db.execute(sql`DELETE FROM webhooks`); // each test's subscriptions must not see the next test's changes
});

afterAll(async () => {
  delete process.env.WEBHOOK_ALLOWED_TARGETS;
  await Promise.all(receivers.map((r) => r.close()));
});

describe("ingest → outbox → receiver", () => {
  it("every matching change arrives exactly once, verified, with the documented payload and headers", async () => {
    const rx = await receiver();
    const all = await subscribe(key, rx);
    const federal = await subscribe(key, rx, { scope: "federal" });
    const coloradoUpdates = await subscribe(key, rx, { jurisdiction: "colorado", events: ["law.updated"] });
    const utahCreations = await subscribe(key, rx, { jurisdiction: "utah", events: ["law.created"] });

    const colorado: Record<string, unknown> = { ...seedLaw("colorado:SB24-205"), status: "Repealed and reenacted (test)" };
    const us: Record<string, unknown> = { ...seedLaw("federal:Public Law 117-207"), title: "Renamed by a test" };
    const run1 = await ingestLaws(db, [colorado, us, ...[0, 1, 2].map((i) => syntheticLaw("e2e", i, 0))]);
    const run2 = await ingestLaws(db, [colorado, us, syntheticLaw("e2e", 0, 1)]); // two unchanged, one update
    expect(run1.changes).toHaveLength(5);
    expect(run2.changes).toHaveLength(1);

    // The deliveries committed with the changes: they are in the outbox before any worker has run.
    expect((await deliveriesOf(db)).every((d) => d.status === "pending" && d.attempts === 0)).toBe(true);
    const byKind = (changes: typeof run1.changes, pick: (c: (typeof run1.changes)[number]) => boolean) => changes.filter(pick).map((c) => c.id).sort();
    const changes = [...run1.changes, ...run2.changes];
    const expected = new Map([
      [all, byKind(changes, () => true)],
      [federal, byKind(changes, (c) => c.scope === "federal")],
      [coloradoUpdates, byKind(changes, (c) => c.jurisdiction_slug === "colorado" && c.change_kind === "update")],
      [utahCreations, byKind(changes, (c) => c.jurisdiction_slug === "utah" && c.change_kind === "insert")],
    ]);
    expect([...expected.values()].map((ids) => ids.length)).toEqual([6, 1, 1, 3]);

    expect(await drain(db)).toBe(11);
    expect(rx.received).toHaveLength(11);
    expect(rx.received.every((r) => r.verified)).toBe(true);
    expect(rx.uniqueChanges()).toHaveLength(11);
    for (const [webhookId, eventIds] of expected) {
      const got = rx.received.filter((r) => r.body.webhook_id === webhookId).map((r) => r.body.event_id).sort();
      expect(got, webhookId).toEqual(eventIds);
    }

    for (const r of rx.received) {
      const body = webhookPayloadSchema.parse(r.body);
      expect(r.headers["x-svc-event"]).toBe(body.event);
      expect(r.headers["x-svc-delivery"]).toBe(body.delivery_id);
      expect(r.headers["x-svc-event-id"]).toBe(body.event_id);
      expect(r.headers["x-svc-webhook-id"]).toBe(body.webhook_id);
      expect(r.headers["x-svc-attempt"]).toBe("1");
      expect(r.headers["content-type"]).toBe("application/json");
      expect(body.event).toBe(body.change_kind === "insert" ? "law.created" : "law.updated");
      expect(body.changed_fields === null).toBe(body.change_kind === "insert");
      expect(body.record.updated_at).toBe(body.observed_at);
    }
    // The record in a payload is the Record the API serves (for records that have not changed since).
    for (const law of [colorado, us]) {
      const change = run1.changes.find((c) => c.jurisdiction_slug === law.jurisdiction)!;
      const delivered = rx.received.find((r) => r.body.webhook_id === all && r.body.event_id === change.id)!.body;
      expect(delivered.changed_fields).toEqual([law === colorado ? "status" : "title"]);
      const served = (await get(`/v1/laws/${change.record_id}`, { key: reader })).body.data;
      // checked_at has moved on since (the second run re-verified the record unchanged); the rest is identical.
      expect(delivered.record).toEqual({ ...served, checked_at: delivered.observed_at });
    }
    const hook = (await get(`/v1/webhooks/${all}`, { key })).body.data;
    expect(hook).toMatchObject({ active: true, failure_count: 0 });
    expect(Date.parse(hook.last_delivery_at)).toBeGreaterThan(0);
  });

  it("the outbox commits with the change or not at all", async () => {
    const rx = await receiver();
    await subscribe(key, rx);
    const before = (await deliveriesOf(db)).length;
    await expect(ingestLaws(db, [syntheticLaw("atomic", 0, 0)], { alsoWrite: async () => { throw new Error("process died mid-run"); } })).rejects.toThrow("process died");
    expect(await deliveriesOf(db)).toHaveLength(before);
    const { changes } = await ingestLaws(db, [syntheticLaw("atomic", 0, 0)]);
    expect((await deliveriesOf(db)).map((d) => d.event_id)).toEqual([changes[0]!.id]);
  });

  it("deleted webhooks and revoked keys get nothing", async () => {
    const rx = await receiver();
    const doomed = await subscribe(key, rx);
    const revokedKey = await mintKey("pro");
    await subscribe(revokedKey, rx);
    await ingestLaws(db, [syntheticLaw("gone", 0, 0)]);
    expect(await deliveriesOf(db, doomed)).toHaveLength(1);
    expect((await del(`/v1/webhooks/${doomed}`, { key })).status).toBe(200);
    expect(await deliveriesOf(db, doomed)).toHaveLength(0);
    await del("/v1/me", { key: revokedKey });
    await ingestLaws(db, [syntheticLaw("gone", 1, 0)]);
    await drain(db);
    expect(rx.received.map((r) => r.body.event_id)).toHaveLength(1); // only the revoked key's first delivery
  });
});

describe("failures, retries, dead letter, disable", () => {
  it("receiver down: 6 attempts on the documented schedule, each signed afresh, then dead-lettered; 10 failed deliveries disable", async () => {
    const clock = manualClock();
    const rx = await receiver({ nowSeconds: clock.seconds, reply: () => ({ status: 500, body: "down ".repeat(200) }) });
    const hook = await subscribe(key, rx, { jurisdiction: "utah" });
    await ingestLaws(db, [syntheticLaw("down", 0, 0)]);
    const [delivery] = await deliveriesOf(db, hook);
    const times: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await drain(db, { now: clock.now }), `attempt ${attempt}`).toBe(1);
      times.push(clock.now().getTime());
      const [row] = await deliveriesOf(db, hook);
      if (attempt < MAX_ATTEMPTS) {
        expect(row).toMatchObject({ status: "pending", attempts: attempt });
        expect(await drain(db, { now: () => new Date(row!.next_attempt_at.getTime() - 1) })).toBe(0); // not early
        clock.set(row!.next_attempt_at);
      } else {
        expect(row).toMatchObject({ status: "dead", attempts: 6, last_error: "HTTP 500" });
      }
    }
    const gaps = times.slice(1).map((t, i) => (t - times[i]!) / 1000);
    gaps.forEach((gap, i) => {
      const nominal = RETRY_DELAYS_SECONDS[i + 1]!;
      expect(gap).toBeGreaterThanOrEqual(nominal * 0.9 - 0.001);
      expect(gap).toBeLessThanOrEqual(nominal * 1.1 + 0.001);
    });
    clock.advance(3 * 86_400_000);
    expect(await drain(db, { now: clock.now })).toBe(0);

    // The same event id on every attempt (what a receiver de-duplicates on), a new delivery id per attempt (SPEC 2:
    // unique per delivery attempt; the one the attempt log records), the attempt number counting up, each signed at
    // its own time (the 24-hour retry passes the receiver's 5-minute skew check).
    expect(rx.received.map((r) => r.headers["x-svc-event-id"])).toEqual(Array(6).fill(delivery!.event_id));
    expect(rx.received.map((r) => r.body.event_id)).toEqual(Array(6).fill(delivery!.event_id));
    const sentIds = rx.received.map((r) => r.headers["x-svc-delivery"]);
    expect(new Set(sentIds).size).toBe(6);
    expect(rx.received.map((r) => r.body.delivery_id)).toEqual(sentIds);
    expect(rx.received.map((r) => r.headers["x-svc-attempt"])).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(rx.received.map((r) => Number(r.headers["x-svc-timestamp"]) * 1000)).toEqual(times.map((t) => Math.floor(t / 1000) * 1000));
    expect(rx.received.every((r) => r.verified)).toBe(true);
    const log = await attemptsOf(db, delivery!.id);
    expect(log.map((a) => [a.attempt, a.outcome, a.http_status])).toEqual([1, 2, 3, 4, 5, 6].map((n) => [n, "failure", 500]));
    expect(log.map((a) => a.attempt_id)).toEqual(sentIds);
    expect(rx.uniqueChanges()).toHaveLength(1); // six attempts, one change
    expect(log.every((a) => a.response_prefix!.length === 256)).toBe(true);
    // failure_count counts failed deliveries, not attempts (SPEC 2, 3, 6): six failed attempts are one failed delivery.
    expect((await get(`/v1/webhooks/${hook}`, { key })).body.data).toMatchObject({ active: true, failure_count: 1 });

    // Nine more deliveries that die make ten failed deliveries in a row: disabled, and what it still had queued (a
    // tenth change, one attempt in) is dead-lettered.
    await ingestLaws(db, Array.from({ length: 9 }, (_, i) => syntheticLaw("down", 10 + i, 0)));
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      if (attempt === MAX_ATTEMPTS) await ingestLaws(db, [syntheticLaw("down", 1, 0)]);
      expect(await drain(db, { now: clock.now })).toBe(attempt === MAX_ATTEMPTS ? 10 : 9);
      if (attempt < MAX_ATTEMPTS) expect((await get(`/v1/webhooks/${hook}`, { key })).body.data).toMatchObject({ active: true, failure_count: 1 });
      clock.advance(27 * 3600_000); // past the longest jittered delay (24 h + 10 %)
    }
    const disabled = (await get(`/v1/webhooks/${hook}`, { key })).body.data;
    expect(disabled).toMatchObject({ active: false, failure_count: 10 });
    expect(disabled.disabled_reason).toMatch(/^10 consecutive failed deliveries \(last: HTTP 500\)/);
    expect(Date.parse(disabled.disabled_at)).toBe(clock.now().getTime() - 27 * 3600_000);
    const queued = (await deliveriesOf(db, hook)).at(-1)!;
    expect(queued).toMatchObject({ status: "dead", attempts: 1 });
    expect(queued.last_error).toMatch(/webhook disabled/);
    const before = (await deliveriesOf(db, hook)).length;
    await ingestLaws(db, [syntheticLaw("down", 2, 0)]);
    expect(await deliveriesOf(db, hook)).toHaveLength(before); // a disabled webhook gets no new deliveries
  });

  it("alternating success and failure never disables a webhook", async () => {
    // (With deliveries counted, not attempts, a receiver that fails every other attempt never loses a delivery.)
    const clock = manualClock();
    const rx = await receiver({ nowSeconds: clock.seconds, reply: (_r, i) => ({ status: i % 2 === 0 ? 500 : 200 }) });
    const hook = await subscribe(key, rx, { jurisdiction: "utah" });
    await ingestLaws(db, Array.from({ length: 15 }, (_, i) => syntheticLaw("alt", i, 0)));
    for (let round = 0; round < 200; round++) {
      await drain(db, { now: clock.now, concurrency: 1 });
      const pending = (await deliveriesOf(db, hook)).filter((d) => d.status === "pending");
      if (pending.length === 0) break;
      clock.set(Math.min(...pending.map((d) => d.next_attempt_at.getTime())));
    }
    const failures = rx.received.filter((r, i) => i % 2 === 0).length;
    expect(failures).toBeGreaterThanOrEqual(10);
    expect(rx.uniqueChanges()).toHaveLength(15);
    expect((await deliveriesOf(db, hook)).every((d) => d.status === "succeeded")).toBe(true);
    expect((await get(`/v1/webhooks/${hook}`, { key })).body.data).toMatchObject({ active: true, failure_count: 0 });
  });

  it("honours Retry-After (later, within 24 h); a redirect is a failure", async () => {
    const clock = manualClock();
    const replies: Reply[] = [
      { status: 503, headers: { "retry-after": "600" } },
      { status: 429, headers: { "retry-after": "99999999" } },
      { status: 301, headers: { location: "https://example.com/" } },
      { status: 204 },
    ];
    const rx = await receiver({ nowSeconds: clock.seconds, reply: (_r, i) => replies[i]! });
    const hook = await subscribe(key, rx, { jurisdiction: "utah" });
    await ingestLaws(db, [syntheticLaw("retry-after", 0, 0)]);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      expect(await drain(db, { now: clock.now, random: () => 0.5 })).toBe(1);
      const [row] = await deliveriesOf(db, hook);
      waits.push((row!.next_attempt_at.getTime() - clock.now().getTime()) / 1000);
      clock.set(row!.next_attempt_at);
    }
    expect(waits.slice(0, 3)).toEqual([600, 86_400, 1_800]);
    const [row] = await deliveriesOf(db, hook);
    expect(row!.status).toBe("succeeded");
    expect((await attemptsOf(db, row!.id)).map((a) => a.error)).toEqual(["HTTP 503", "HTTP 429", "HTTP 301 (redirects are not followed)", null]);
  });
});
