/**
 * POST /webhooks/{id}/deliveries/{delivery_id}/retry, /replay and /enable: each request delivers exactly once more,
 * a repeat queues nothing, every re-send keeps the event id (with a new delivery id, as every attempt), counts
 * X-SVC-Attempt on and is signed at send time;
 * enable after an auto-disable keeps the secret and resets the streak.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { type Db } from "@/db/client";
import { MAX_ATTEMPTS } from "@/lib/webhooks/schedule";
import { get, post } from "../../support/api";
import { syntheticLaw } from "../../support/synthetic-laws";
import { deliveriesOf, drain, ingestLaws, manualClock, subscribe, webhookTestLifecycle } from "../../support/webhook-flow";
import { startReceiver, type Receiver } from "../../support/webhook-receiver";

// Local receivers allowed, an enterprise key, subscriptions cleared after each test, receivers closed at the end.
const env = webhookTestLifecycle();
const receivers = env.receivers;
let db: Db;
let key: string;
let n = 0;
const as = (k?: string) => ({ key: k, ip: `198.19.0.${(++n % 250) + 1}` });
const DAY_PLUS = 27 * 3600_000; // past the longest jittered retry delay (24 h + 10 %)

beforeAll(() => {
  ({ db, key } = env);
});

/** A receiver that answers 500 until `up` is set; it verifies signatures at the test clock's time. */
async function switchable(clock: ReturnType<typeof manualClock>) {
  const state = { up: false };
  const rx = await startReceiver({ nowSeconds: clock.seconds, reply: (r) => ({ status: state.up && r.verified ? 200 : 500 }) });
  receivers.push(rx);
  return { rx, state };
}

/** Runs the worker through the whole schedule until nothing is pending. */
async function settle(clock: ReturnType<typeof manualClock>) {
  for (let round = 0; round < MAX_ATTEMPTS + 2; round++) {
    await drain(db, { now: clock.now });
    clock.advance(DAY_PLUS);
  }
}

const sentSince = (rx: Receiver, from: number) => rx.received.slice(from);

describe("retry one delivery", () => {
  it("a dead delivery: queued once, sent once more with the same event id, a new delivery id and the next attempt number; repeats queue nothing", async () => {
    const clock = manualClock();
    const { rx, state } = await switchable(clock);
    const hook = await subscribe(key, rx, { jurisdiction: "utah" });
    await ingestLaws(db, [syntheticLaw("retry", 0, 0)]);
    clock.set(Date.now() + 1_000);
    await settle(clock);
    const [dead] = await deliveriesOf(db, hook);
    expect(dead).toMatchObject({ status: "dead", attempts: MAX_ATTEMPTS });
    expect(rx.received).toHaveLength(MAX_ATTEMPTS);

    state.up = true;
    const path = `/v1/webhooks/${hook}/deliveries/${dead!.id}/retry`;
    const first = await post(path, undefined, as(key));
    expect(first.status).toBe(200);
    expect(first.body.meta.queued).toBe(true);
    expect(first.body.data).toMatchObject({ id: dead!.id, status: "failed", attempt_count: MAX_ATTEMPTS });
    const again = await post(path, undefined, as(key));
    expect(again.status).toBe(200);
    expect(again.body.meta.queued).toBe(false);

    const before = rx.received.length;
    clock.set(Math.max(clock.now().getTime(), Date.now() + 1_000));
    expect(await drain(db, { now: clock.now })).toBe(1);
    expect(await drain(db, { now: clock.now })).toBe(0);
    const [resent] = sentSince(rx, before);
    expect(sentSince(rx, before)).toHaveLength(1);
    expect(resent!.verified).toBe(true); // re-signed at send time (the receiver checks the skew at the same clock)
    expect(resent!.headers["x-svc-event-id"]).toBe(dead!.event_id);
    expect(resent!.body.event_id).toBe(dead!.event_id);
    expect(resent!.body.delivery_id).toBe(resent!.headers["x-svc-delivery"]);
    expect(rx.received.slice(0, before).map((r) => r.headers["x-svc-delivery"])).not.toContain(resent!.headers["x-svc-delivery"]);
    expect(resent!.headers["x-svc-attempt"]).toBe(String(MAX_ATTEMPTS + 1));
    expect(Number(resent!.headers["x-svc-timestamp"])).toBe(clock.seconds());

    // Delivered: a further retry queues nothing and nothing more is sent.
    const afterDelivery = await post(path, undefined, as(key));
    expect(afterDelivery.body.meta).toMatchObject({ queued: false });
    expect(afterDelivery.body.meta.note).toMatch(/delivered already/);
    expect(afterDelivery.body.data).toMatchObject({ status: "delivered", attempt_count: MAX_ATTEMPTS + 1 });
    clock.advance(DAY_PLUS);
    expect(await drain(db, { now: clock.now })).toBe(0);
    expect(rx.received).toHaveLength(before + 1);
    expect((await get(`/v1/webhooks/${hook}`, as(key))).body.data).toMatchObject({ active: true, failure_count: 0 });
  });

  it("a failed delivery waiting for its next attempt is made due now, once", async () => {
    const clock = manualClock();
    const { rx, state } = await switchable(clock);
    const hook = await subscribe(key, rx, { jurisdiction: "utah" });
    await ingestLaws(db, [syntheticLaw("retry-failed", 0, 0)]);
    clock.set(Date.now() + 1_000);
    expect(await drain(db, { now: clock.now })).toBe(1);
    const [waiting] = await deliveriesOf(db, hook);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting!.next_attempt_at.getTime()).toBeGreaterThan(clock.now().getTime());
    state.up = true;
    // Named by what the receiver logged: the X-SVC-Delivery of its (failed) first attempt.
    const path = `/v1/webhooks/${hook}/deliveries/${rx.received[0]!.headers["x-svc-delivery"]}/retry`;
    const queued = await post(path, undefined, as(key));
    expect(queued.body.data).toMatchObject({ id: waiting!.id });
    expect(queued.body.meta.queued).toBe(true);
    expect((await post(path, undefined, as(key))).body.meta.queued).toBe(false);
    clock.set(Date.now() + 1_000); // before the automatic slot (30 s later)
    expect(await drain(db, { now: clock.now })).toBe(1);
    expect(await drain(db, { now: clock.now })).toBe(0);
    expect(rx.received.map((r) => r.headers["x-svc-attempt"])).toEqual(["1", "2"]);
    expect((await deliveriesOf(db, hook))[0]).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  it("404 for an unknown delivery; 409 while the webhook is disabled", async () => {
    const clock = manualClock();
    const { rx } = await switchable(clock);
    const hook = await subscribe(key, rx, { jurisdiction: "utah" });
    const unknown = await post(`/v1/webhooks/${hook}/deliveries/00000000-0000-4000-8000-000000000000/retry`, undefined, as(key));
    expect(unknown.status).toBe(404);
    await ingestLaws(db, [syntheticLaw("retry-disabled", 0, 0)]);
    const [d] = await deliveriesOf(db, hook);
    await db.execute(sql`UPDATE webhooks SET active = false, disabled_at = now(), disabled_reason = 'test' WHERE id = ${hook}`);
    const retry = await post(`/v1/webhooks/${hook}/deliveries/${d!.id}/retry`, undefined, as(key));
    expect(retry.status).toBe(409);
    expect(retry.body.error.message).toContain(`/v1/webhooks/${hook}/enable`);
    const replay = await post(`/v1/webhooks/${hook}/replay`, { since: "2000-01-01T00:00:00Z" }, as(key));
    expect(replay.status).toBe(409);
  });
});

describe("replay since a time", () => {
  it("re-queues every failed or dead delivery since then, once; delivered ones and older ones are left alone", async () => {
    const clock = manualClock();
    const { rx, state } = await switchable(clock);
    const hook = await subscribe(key, rx, { jurisdiction: "utah" });
    state.up = true;
    await ingestLaws(db, [syntheticLaw("replay", 0, 0)]); // delivered
    clock.set(Date.now() + 1_000);
    expect(await drain(db, { now: clock.now })).toBe(1);
    state.up = false;
    await ingestLaws(db, [syntheticLaw("replay", 1, 0)]); // dead, but before `since`
    const { changes: late } = await ingestLaws(db, [2, 3].map((i) => syntheticLaw("replay", i, 0))); // dead, after `since`
    await ingestLaws(db, [syntheticLaw("replay", 4, 0)]); // failed once, retry scheduled
    const rows = await deliveriesOf(db, hook);
    const log = (await get(`/v1/webhooks/${hook}/deliveries?limit=100`, as(key))).body.data as { id: string; event_id: string; created_at: string }[];
    const since = log.find((d) => d.event_id === late[0]!.id)!.created_at;
    // Kill 1, 2 and 3 (six failed attempts), leave 4 with one failed attempt.
    await db.execute(sql`UPDATE webhook_deliveries SET next_attempt_at = now() + interval '30 days' WHERE id = ${rows[4]!.id}`);
    clock.set(Date.now() + 1_000);
    await settle(clock);
    await db.execute(sql`UPDATE webhook_deliveries SET next_attempt_at = now() - interval '1 second' WHERE id = ${rows[4]!.id}`);
    await drain(db, { now: () => new Date() });
    await db.execute(sql`UPDATE webhook_deliveries SET next_attempt_at = now() + interval '1 hour' WHERE id = ${rows[4]!.id}`);
    const states = await deliveriesOf(db, hook);
    expect(states.map((d) => [d.status, d.attempts])).toEqual([["succeeded", 1], ["dead", 6], ["dead", 6], ["dead", 6], ["pending", 1]]);

    state.up = true;
    const first = await post(`/v1/webhooks/${hook}/replay`, { since }, as(key));
    expect(first.status).toBe(200);
    const expected = [states[2]!.id, states[3]!.id, states[4]!.id].sort();
    expect(first.body.data).toMatchObject({ webhook_id: hook, since, until: null, queued: 3, delivery_ids: expected });
    const repeat = await post(`/v1/webhooks/${hook}/replay`, { since }, as(key));
    expect(repeat.body.data).toMatchObject({ queued: 0, delivery_ids: [] });

    const before = rx.received.length;
    clock.set(Math.max(clock.now().getTime(), Date.now() + 1_000));
    expect(await drain(db, { now: clock.now })).toBe(3);
    expect(await drain(db, { now: clock.now })).toBe(0);
    const resent = sentSince(rx, before);
    expect(resent.every((r) => r.verified)).toBe(true);
    expect(Object.fromEntries(resent.map((r) => [r.headers["x-svc-event-id"], r.headers["x-svc-attempt"]]))).toEqual({
      [states[2]!.event_id]: "7", [states[3]!.event_id]: "7", [states[4]!.event_id]: "2",
    });
    // Everything since is delivered now: replaying again queues nothing; the old dead one stays dead.
    expect((await post(`/v1/webhooks/${hook}/replay`, { since }, as(key))).body.data.queued).toBe(0);
    expect((await deliveriesOf(db, hook)).map((d) => d.status)).toEqual(["succeeded", "dead", "succeeded", "succeeded", "succeeded"]);
    expect((await get(`/v1/webhooks/${hook}`, as(key))).body.data).toMatchObject({ active: true, failure_count: 0 });
  });

  it("since is required and must be a date-time; until before since is a 400", async () => {
    const clock = manualClock();
    const { rx } = await switchable(clock);
    const hook = await subscribe(key, rx, { jurisdiction: "utah" });
    for (const [body, param] of [[{}, "since"], [{ since: "last week" }, "since"], [{ since: "2026-01-02T00:00:00Z", until: "2026-01-01T00:00:00Z" }, "until"]] as const) {
      const res = await post(`/v1/webhooks/${hook}/replay`, body, as(key));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_parameter", param });
    }
  });
});

describe("enable after auto-disable", () => {
  it("re-activates with the same secret and a reset streak; replay re-queues what the disable cut short, once", async () => {
    const clock = manualClock();
    const { rx, state } = await switchable(clock);
    const hook = await subscribe(key, rx, { jurisdiction: "utah" });
    await ingestLaws(db, Array.from({ length: 10 }, (_, i) => syntheticLaw("enable", i, 0)));
    clock.set(Date.now() + 1_000);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      if (attempt === MAX_ATTEMPTS) await ingestLaws(db, [syntheticLaw("enable", 99, 0)]); // queued when the disable hits
      await drain(db, { now: clock.now });
      clock.advance(DAY_PLUS);
    }
    const disabled = (await get(`/v1/webhooks/${hook}`, as(key))).body.data;
    expect(disabled).toMatchObject({ active: false, failure_count: 10 });
    const cutShort = (await deliveriesOf(db, hook)).find((d) => d.attempts === 1)!;
    expect(cutShort).toMatchObject({ status: "dead" });
    await ingestLaws(db, [syntheticLaw("enable", 100, 0)]); // while disabled: never queued
    expect(await deliveriesOf(db, hook)).toHaveLength(11);

    state.up = true;
    const enabled = await post(`/v1/webhooks/${hook}/enable`, { replay: true }, as(key));
    expect(enabled.status).toBe(200);
    expect(enabled.body.data).toMatchObject({ id: hook, active: true, failure_count: 0, disabled_at: null, disabled_reason: null });
    expect(enabled.body.data.signing_secret).toBeUndefined();
    expect(enabled.body.meta).toEqual({ enabled: true, replayed: 1 });
    const repeat = await post(`/v1/webhooks/${hook}/enable`, { replay: true }, as(key));
    expect(repeat.body.meta).toEqual({ enabled: false, replayed: 0 });

    const before = rx.received.length;
    clock.set(Math.max(clock.now().getTime(), Date.now() + 1_000));
    expect(await drain(db, { now: clock.now })).toBe(1);
    const [resent] = sentSince(rx, before);
    expect(resent!.headers["x-svc-event-id"]).toBe(cutShort.event_id);
    expect(resent!.headers["x-svc-attempt"]).toBe("2");
    expect(resent!.verified).toBe(true); // the secret the receiver learnt at creation still verifies

    // New changes flow again; the ten exhausted deliveries come back through replay, each once.
    await ingestLaws(db, [syntheticLaw("enable", 101, 0)]);
    clock.set(Math.max(clock.now().getTime(), Date.now() + 1_000));
    expect(await drain(db, { now: clock.now })).toBe(1);
    const replay = await post(`/v1/webhooks/${hook}/replay`, { since: "2000-01-01T00:00:00Z" }, as(key));
    expect(replay.body.data.queued).toBe(10);
    expect(await drain(db, { now: clock.now })).toBe(10);
    expect(new Set(rx.received.filter((r) => r.headers["x-svc-attempt"] === "7").map((r) => r.headers["x-svc-event-id"])).size).toBe(10);
    expect((await deliveriesOf(db, hook)).every((d) => d.status === "succeeded")).toBe(true);
    expect((await get(`/v1/webhooks/${hook}`, as(key))).body.data).toMatchObject({ active: true, failure_count: 0 });
  });

  it("without replay, what was dead-lettered stays dead", async () => {
    const clock = manualClock();
    const { rx } = await switchable(clock);
    const hook = await subscribe(key, rx, { jurisdiction: "utah" });
    await ingestLaws(db, [syntheticLaw("enable-plain", 0, 0)]);
    await db.execute(sql`UPDATE webhook_deliveries SET status = 'dead', attempts = 1, completed_at = now() WHERE webhook_id = ${hook}`);
    await db.execute(sql`UPDATE webhooks SET active = false, failure_count = 10, disabled_at = now() - interval '1 second', disabled_reason = 'test' WHERE id = ${hook}`);
    const res = await post(`/v1/webhooks/${hook}/enable`, {}, as(key));
    expect(res.body.meta).toEqual({ enabled: true, replayed: 0 });
    expect((await deliveriesOf(db, hook)).map((d) => d.status)).toEqual(["dead"]);
  });
});
