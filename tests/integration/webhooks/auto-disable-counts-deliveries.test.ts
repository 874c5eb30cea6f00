/**
 * Auto-disable counts failed DELIVERIES (dead-lettered after their last attempt), not
 * failed attempts (SPEC 2 failure_count, 3, 6). A receiver that is down while changes queue, then recovers, keeps its
 * subscription and gets everything.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type Db } from "@/db/client";
import { DISABLE_AFTER_FAILURES } from "@/lib/webhooks/schedule";
import { get } from "../../support/api";
import { syntheticLaw } from "../../support/synthetic-laws";
import { deliveriesOf, drain, ingestLaws, manualClock, subscribe, webhookTestLifecycle } from "../../support/webhook-flow";
import { startReceiver } from "../../support/webhook-receiver";

// Local receivers allowed, an enterprise key, subscriptions cleared after each test, receivers closed at the end.
const env = webhookTestLifecycle();
const receivers = env.receivers;
let db: Db;
let key: string;

beforeAll(() => {
  ({ db, key } = env);
});

describe("a receiver that is down, then recovers", () => {
  it("down for the first attempt of 20 deliveries: stays active and receives all 20, exactly once each", async () => {
    const clock = manualClock();
    let up = false;
    const rx = await startReceiver({ nowSeconds: clock.seconds, reply: (r) => ({ status: up && r.verified ? 200 : 503 }) });
    receivers.push(rx);
    const hook = await subscribe(key, rx, { jurisdiction: "utah" });
    const { changes } = await ingestLaws(db, Array.from({ length: 20 }, (_, i) => syntheticLaw("outage", i, 0)));
    expect(changes).toHaveLength(20);
    clock.set(Date.now() + 1_000); // the outbox's due time is the database's clock at ingest: start after it

    // 20 failed first attempts: more than twice the disable threshold, in attempts, but no delivery has failed.
    expect(await drain(db, { now: clock.now })).toBe(20);
    expect(rx.received).toHaveLength(20);
    const during = (await get(`/v1/webhooks/${hook}`, { key })).body.data;
    expect(during).toMatchObject({ active: true, failure_count: 0, disabled_at: null });
    expect((await deliveriesOf(db, hook)).every((d) => d.status === "pending" && d.attempts === 1)).toBe(true);

    up = true;
    clock.advance(60_000); // past the 30 s (±10 %) second attempt
    expect(await drain(db, { now: clock.now })).toBe(20);

    const after = (await get(`/v1/webhooks/${hook}`, { key })).body.data;
    expect(after).toMatchObject({ active: true, failure_count: 0, disabled_at: null, disabled_reason: null });
    expect((await deliveriesOf(db, hook)).every((d) => d.status === "succeeded" && d.attempts === 2)).toBe(true);
    const delivered = rx.received.filter((r) => r.verified && r.headers["x-svc-attempt"] === "2");
    expect(delivered.map((r) => r.body.event_id).sort()).toEqual(changes.map((c) => c.id).sort());
    // The idempotency key survived the retry: each change's event id arrived on attempt 1 (refused) and attempt 2,
    // each attempt with its own delivery id.
    expect(rx.received).toHaveLength(40);
    expect(new Set(rx.received.map((r) => r.headers["x-svc-event-id"])).size).toBe(20);
    expect(new Set(rx.received.map((r) => r.headers["x-svc-delivery"])).size).toBe(40);
  });

  it("a streak of dead-lettered deliveries below the threshold is reset by one delivered delivery", async () => {
    const clock = manualClock();
    let up = false;
    const rx = await startReceiver({ nowSeconds: clock.seconds, reply: () => ({ status: up ? 200 : 500 }) });
    receivers.push(rx);
    const hook = await subscribe(key, rx, { jurisdiction: "utah" });
    await ingestLaws(db, Array.from({ length: DISABLE_AFTER_FAILURES - 1 }, (_, i) => syntheticLaw("streak", i, 0)));
    clock.set(Date.now() + 1_000); // the outbox's due time is the database's clock at ingest: start after it
    for (let round = 0; round < 6; round++) {
      await drain(db, { now: clock.now });
      clock.advance(27 * 3600_000);
    }
    expect((await deliveriesOf(db, hook)).every((d) => d.status === "dead" && d.attempts === 6)).toBe(true);
    expect((await get(`/v1/webhooks/${hook}`, { key })).body.data).toMatchObject({ active: true, failure_count: DISABLE_AFTER_FAILURES - 1 });
    up = true;
    await ingestLaws(db, [syntheticLaw("streak", 100, 0)]);
    expect(await drain(db, { now: clock.now })).toBe(1);
    expect((await get(`/v1/webhooks/${hook}`, { key })).body.data).toMatchObject({ active: true, failure_count: 0 });
  });
});
