/**
 * The production scheduler with the real @upstash/qstash Client (publishing to a local fake QStash) and the real
 * Receiver (checking tokens the fake mints the way QStash does), calling the real route handler.
 */
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { type Db } from "@/db/client";
import { getDb } from "@/lib/runtime/database";
import { POST as deliverRoute } from "@/app/internal/webhooks/deliver/route";
import { claimAttempt } from "@/lib/webhooks/delivery";
import { deliveryMode } from "@/lib/webhooks/mode";
import { handleDeliverCallback, publishPendingAttempts, qstashClient } from "@/lib/webhooks/qstash";
import { ATTEMPT_LEASE_MS, MAX_ATTEMPTS, RETRY_DELAYS_SECONDS } from "@/lib/webhooks/schedule";
import { mintKey } from "../../support/keys";
import { startFakeQstash, qstashToken, type FakeQstash } from "../../support/fake-qstash";
import { syntheticLaw } from "../../support/synthetic-laws";
import { deliveriesOf, ingestLaws, subscribe } from "../../support/webhook-flow";
import { startReceiver, type Receiver } from "../../support/webhook-receiver";

const CURRENT = "sig_current_" + randomUUID();
const NEXT = "sig_next_" + randomUUID();
const CALLBACK = "http://lexatlas.test/internal/webhooks/deliver";
let fake: FakeQstash;
let db: Db;
let key: string;
const receivers: Receiver[] = [];

beforeAll(async () => {
  fake = await startFakeQstash({ token: "qstash-test-token", currentSigningKey: CURRENT });
  Object.assign(process.env, {
    QSTASH_TOKEN: fake.token, QSTASH_URL: fake.url, QSTASH_CURRENT_SIGNING_KEY: CURRENT, QSTASH_NEXT_SIGNING_KEY: NEXT,
    WEBHOOK_ALLOWED_TARGETS: "127.0.0.1",
  });
  db = (await getDb()).db;
  key = await mintKey("business");
});
afterEach(async () => {
  await db.execute(sql`DELETE FROM webhooks`);
  fake.messages.length = 0;
});
afterAll(async () => {
  for (const name of ["QSTASH_TOKEN", "QSTASH_URL", "QSTASH_CURRENT_SIGNING_KEY", "QSTASH_NEXT_SIGNING_KEY", "WEBHOOK_ALLOWED_TARGETS"]) delete process.env[name];
  await Promise.all(receivers.map((r) => r.close()));
  await fake.close();
});

function mode() {
  const m = deliveryMode();
  if (m.kind !== "qstash") throw new Error("expected QStash mode");
  return m;
}
const relay = (now = new Date()) => publishPendingAttempts(db, qstashClient(mode()), mode(), now);

async function setup(count: number, reply?: () => { status: number }) {
  const rx = await startReceiver({ reply });
  receivers.push(rx);
  const hook = await subscribe(key, rx, { jurisdiction: "utah" });
  await ingestLaws(db, Array.from({ length: count }, (_, i) => syntheticLaw(`q-${randomUUID().slice(0, 8)}`, i, 0)));
  return { rx, hook };
}

describe("QStash scheduling", () => {
  it("the relay publishes one message per attempt to the public callback; the callback claims, signs and sends", async () => {
    const { rx, hook } = await setup(2);
    expect(await relay()).toBe(2);
    expect(await relay()).toBe(0); // already published
    expect(fake.messages).toHaveLength(2);
    const ids = (await deliveriesOf(db, hook)).map((d) => d.id).sort();
    expect(fake.messages.map((m) => JSON.parse(m.body).delivery_id).sort()).toEqual(ids);
    for (const m of fake.messages) {
      expect(m).toMatchObject({ destination: CALLBACK, notBefore: null, retries: "3", contentType: "application/json" });
      expect(JSON.parse(m.body).attempt).toBe(1);
    }
    const answers = await fake.deliver(deliverRoute);
    expect(await Promise.all(answers.map((a) => a.json()))).toEqual([0, 1].map(() => expect.objectContaining({ state: "succeeded", attempt: 1, status: 200 })));
    expect(rx.received).toHaveLength(2);
    expect(rx.received.every((r) => r.verified)).toBe(true);
    expect((await deliveriesOf(db, hook)).every((d) => d.status === "succeeded")).toBe(true);
  });

  it("a failed attempt publishes the next one, delayed to its slot; after 6 attempts the delivery is dead", async () => {
    const { rx, hook } = await setup(1, () => ({ status: 500 }));
    await relay();
    const slots: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const started = Date.now();
      const [answer] = await fake.deliver(deliverRoute);
      expect(answer!.status).toBe(200);
      const next = fake.messages.find((m) => !m.done);
      if (attempt < MAX_ATTEMPTS) {
        expect(JSON.parse(next!.body).attempt).toBe(attempt + 1);
        slots.push(next!.notBefore! * 1000 - started);
      } else {
        expect(next).toBeUndefined();
      }
    }
    slots.forEach((wait, i) => {
      const nominal = RETRY_DELAYS_SECONDS[i + 1]! * 1000;
      expect(wait).toBeGreaterThanOrEqual(nominal * 0.9 - 1_000);
      expect(wait).toBeLessThanOrEqual(nominal * 1.1 + 2_000);
    });
    expect(rx.received.map((r) => r.headers["x-svc-attempt"])).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(new Set(rx.received.map((r) => r.headers["x-svc-event-id"])).size).toBe(1); // one change
    expect(new Set(rx.received.map((r) => r.headers["x-svc-delivery"])).size).toBe(6); // a delivery id per attempt
    expect((await deliveriesOf(db, hook))[0]).toMatchObject({ status: "dead", attempts: 6 });
  });

  it("only QStash's signature over exactly this body and URL is accepted (current or next key)", async () => {
    const { rx, hook } = await setup(1);
    const [delivery] = await deliveriesOf(db, hook);
    const body = JSON.stringify({ delivery_id: delivery!.id, attempt: 1 });
    const call = (signature: string | null, payload = body) =>
      deliverRoute(new Request(CALLBACK, { method: "POST", headers: signature ? { "upstash-signature": signature } : {}, body: payload }));
    const now = Math.floor(Date.now() / 1000);
    const refused = [
      await call(null),
      await call(qstashToken("not-the-key", { sub: CALLBACK, body })),
      await call(qstashToken(CURRENT, { sub: "https://evil.example/internal/webhooks/deliver", body })),
      await call(qstashToken(CURRENT, { sub: CALLBACK, body }), body.replace('"attempt":1', '"attempt":1 ')),
      await call(qstashToken(CURRENT, { sub: CALLBACK, body, iat: now - 3_600, exp: now - 3_000 })),
      await call("not.a.jwt"),
    ];
    expect(refused.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401]);
    expect((await deliveriesOf(db, hook))[0]!.attempts).toBe(0);
    expect(rx.received).toHaveLength(0);
    const rotated = await call(qstashToken(NEXT, { sub: CALLBACK, body }));
    expect(rotated.status).toBe(200);
    expect(rx.received).toHaveLength(1);
    // The same message again (QStash retries, duplicates): nothing is sent twice.
    expect(await (await call(qstashToken(CURRENT, { sub: CALLBACK, body }))).json()).toEqual({ state: "skipped" });
    expect(rx.received).toHaveLength(1);
  });

  it("a failed publish is retried by the next relay round; a sender that died mid-attempt is taken over", async () => {
    const { rx, hook } = await setup(1);
    fake.failPublishes = 10;
    expect(await relay()).toBe(0);
    fake.failPublishes = 0;
    expect(await relay()).toBe(1);
    const [delivery] = await deliveriesOf(db, hook);
    // The callback claimed attempt 1 and then died before sending: no answer, no record.
    expect(await claimAttempt(db, delivery!.id, 1, new Date())).not.toBeNull();
    fake.messages.length = 0;
    expect(await relay()).toBe(0); // its lease still runs
    const later = new Date(Date.now() + ATTEMPT_LEASE_MS + 1_000);
    expect(await relay(later)).toBe(1);
    expect(JSON.parse(fake.messages[0]!.body)).toEqual({ delivery_id: delivery!.id, attempt: 2 });
    await fake.deliver((request) => handleDeliverCallback(request, { now: () => later }));
    expect(rx.received.map((r) => [r.headers["x-svc-event-id"], r.headers["x-svc-attempt"]])).toEqual([[delivery!.event_id, "2"]]);
    expect((await deliveriesOf(db, hook))[0]!.status).toBe("succeeded");
  });

  it("without QSTASH_TOKEN the callback does not exist (404), whatever is sent", async () => {
    const token = process.env.QSTASH_TOKEN;
    delete process.env.QSTASH_TOKEN;
    try {
      const res = await deliverRoute(new Request(CALLBACK, { method: "POST", body: "{}" }));
      expect(res.status).toBe(404);
    } finally {
      process.env.QSTASH_TOKEN = token;
    }
  });
});
