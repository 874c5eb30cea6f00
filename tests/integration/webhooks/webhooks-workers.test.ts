/**
 * The embedded scheduler under concurrency: claims never overlap, two workers never send the same attempt, and a
 * worker that dies mid-backlog loses nothing (its in-flight attempts are re-sent under the same delivery id once their
 * lease runs out — at-least-once, de-duplicated by the receiver). Run on Postgres too:
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run tests/integration/webhooks/webhooks-workers.test.ts
 */
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@/db/rows";
import { sql } from "drizzle-orm";
import { type Db } from "@/db/client";
import { claimDueAttempts } from "@/lib/webhooks/delivery";
import { ATTEMPT_LEASE_MS, DISABLE_AFTER_FAILURES } from "@/lib/webhooks/schedule";
import { startWebhookWorker } from "@/lib/webhooks/worker";
import { get } from "../../support/api";
import { syntheticLaw } from "../../support/synthetic-laws";
import { deliveriesOf, drain, ingestLaws, subscribe, webhookTestLifecycle } from "../../support/webhook-flow";
import { startReceiver, type Receiver, type Reply } from "../../support/webhook-receiver";

// Local receivers allowed, an enterprise key, subscriptions cleared after each test, receivers closed at the end.
const env = webhookTestLifecycle();
const receivers = env.receivers;
let db: Db;
let key: string;

beforeAll(() => {
  ({ db, key } = env);
});

async function backlog(prefix: string, count: number, reply = (): Reply => ({ status: 200, delayMs: 5 })) {
  const rx = await startReceiver({ reply });
  receivers.push(rx);
  const hook = await subscribe(key, rx, { jurisdiction: "utah" });
  await ingestLaws(db, Array.from({ length: count }, (_, i) => syntheticLaw(prefix, i, 0)));
  expect(await deliveriesOf(db, hook)).toHaveLength(count);
  return { rx, hook };
}

async function until(condition: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}

const allSucceeded = (hook: string) => async () => (await deliveriesOf(db, hook)).every((d) => d.status === "succeeded");

/**
 * A database handle that can be made to fail every call from now on, like a process that died: the drizzle handle's
 * methods and those of its driver client (`$client`, which the prepared hot statements on PGlite use directly).
 */
function killable(target: Db) {
  let dead = false;
  let client: object | undefined;
  const dying = <T extends object>(object: T): T =>
    new Proxy(object, {
      get(obj, prop) {
        const value = Reflect.get(obj, prop);
        if (prop === "$client" && value && typeof value === "object") return (client ??= dying(value));
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => (dead ? Promise.reject(new Error("process died")) : value.apply(obj, args));
      },
    });
  return { db: dying(target), kill: () => (dead = true) };
}

describe("claims", () => {
  it("twelve concurrent claims split a backlog with no row claimed twice", async () => {
    const { hook } = await backlog("claims", 120);
    const now = new Date(Date.now() + 1_000);
    const claims = await Promise.all(Array.from({ length: 12 }, () => claimDueAttempts(db, now, 15)));
    const ids = claims.flat().map((c) => c.deliveryId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(120);
    const [log] = rowsOf<{ n: number; attempts: number }>(
      await db.execute(sql`SELECT count(*)::int AS n, max(attempt)::int AS attempts FROM webhook_attempts a
        JOIN webhook_deliveries d ON d.id = a.delivery_id WHERE d.webhook_id = ${hook}`),
    );
    expect(log).toEqual({ n: 120, attempts: 1 });
    // Leased: nothing is claimable again until the lease runs out, then everything is (as attempt 2).
    expect(await claimDueAttempts(db, new Date(now.getTime() + ATTEMPT_LEASE_MS - 1), 500)).toHaveLength(0);
    const again = await claimDueAttempts(db, new Date(now.getTime() + ATTEMPT_LEASE_MS), 500);
    expect(again.map((c) => c.attempt)).toEqual(Array(120).fill(2));
  });
});

describe("workers", () => {
  it("two workers running at once deliver a backlog exactly once between them", async () => {
    const { rx, hook } = await backlog("pair", 150);
    const made = [0, 0];
    const workers = [0, 1].map((w) => startWebhookWorker(db, { concurrency: 10, pollMs: 10, onAttempt: () => made[w]!++ }));
    await until(allSucceeded(hook));
    await Promise.all(workers.map((w) => w.stop()));
    expect(made[0]! + made[1]!).toBe(150);
    expect(rx.received).toHaveLength(150);
    expect(rx.uniqueChanges()).toHaveLength(150);
    expect(rx.received.every((r) => r.headers["x-svc-attempt"] === "1" && r.verified)).toBe(true);
    console.log(`two workers split 150 deliveries ${made[0]} / ${made[1]}`);
  });

  it("a graceful restart mid-backlog neither loses nor repeats anything", async () => {
    const { rx, hook } = await backlog("restart", 80);
    const first = startWebhookWorker(db, { concurrency: 10, pollMs: 10 });
    await until(async () => rx.received.length >= 20);
    await first.stop();
    expect(rx.received.length).toBeLessThan(80);
    const second = startWebhookWorker(db, { concurrency: 10, pollMs: 10 });
    await until(allSucceeded(hook));
    await second.stop();
    expect(rx.received).toHaveLength(80);
    expect(rx.uniqueChanges()).toHaveLength(80);
  });

  it("attempts claimed ahead of a free slot are not sent once this worker's results disable their webhook", async () => {
    // One dead letter from the threshold, and every delivery on its last attempt: the first failure disables the webhook.
    const { rx, hook } = await backlog("disable", 30, () => ({ status: 500, delayMs: 300 }));
    await db.execute(sql`UPDATE webhooks SET failure_count = ${DISABLE_AFTER_FAILURES - 1} WHERE id = ${hook}`);
    await db.execute(sql`UPDATE webhook_deliveries SET attempt_limit = 1 WHERE webhook_id = ${hook}`);
    const worker = startWebhookWorker(db, { concurrency: 2, pollMs: 10 });
    await until(async () => rx.received.length >= 2);
    await new Promise((r) => setTimeout(r, 1_000)); // the first results are written (disabling the webhook), the rest settle
    await worker.stop();
    // Sent: the first two, and at most the two claimed ahead of them (started as soon as a slot freed, before the
    // results were written). Nothing claimed after that reaches the receiver.
    expect(rx.received.length).toBeLessThanOrEqual(4);
    const webhook = (await get(`/v1/webhooks/${hook}`, { key })).body.data;
    expect(webhook.active).toBe(false);
    expect(webhook.failure_count).toBeGreaterThanOrEqual(DISABLE_AFTER_FAILURES); // the first results may come in together
    expect((await deliveriesOf(db, hook)).every((d) => d.status === "dead")).toBe(true);
    // Every claimed attempt has an outcome on record: sent ones their HTTP 500, dropped ones "not sent".
    const log = rowsOf<{ outcome: string | null; error: string | null }>(
      await db.execute(sql`SELECT a.outcome, a.error FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id WHERE d.webhook_id = ${hook}`),
    );
    expect(log.every((a) => a.outcome === "failure")).toBe(true);
    expect(log.filter((a) => a.error === "HTTP 500")).toHaveLength(rx.received.length);
    expect(log.filter((a) => a.error !== "HTTP 500").every((a) => a.error === "not sent: the webhook was disabled")).toBe(true);
  });

  it("a worker that dies mid-backlog loses nothing: its unrecorded attempts are re-sent under the same event id", async () => {
    const { rx, hook } = await backlog("crash", 100, () => ({ status: 200, delayMs: 30 }));
    const doomed = killable(db);
    const errors: string[] = [];
    const first = startWebhookWorker(doomed.db, { concurrency: 10, pollMs: 10, onError: (e) => errors.push((e as Error).message) });
    await until(async () => rx.received.length >= 25);
    doomed.kill();
    await first.stop();
    expect(errors).toContain("process died");
    const sentBeforeCrash = rx.received.length;
    const inFlight = (await deliveriesOf(db, hook)).filter((d) => d.status === "pending" && d.attempts === 1);
    // Unrecorded at the crash: the attempts in flight, those claimed ahead of a free slot (sent by stop()) and those
    // finished but not yet written — at most 3 × concurrency.
    expect(inFlight.length).toBeGreaterThan(0);
    expect(inFlight.length).toBeLessThanOrEqual(30);

    // A new process: the dead worker's leases run out, then everything goes out.
    await drain(db, { now: () => new Date(Date.now() + ATTEMPT_LEASE_MS + 1_000) });
    expect((await deliveriesOf(db, hook)).every((d) => d.status === "succeeded")).toBe(true);
    expect(rx.uniqueChanges()).toHaveLength(100); // nothing lost
    const repeats = rx.received.filter((r) => r.headers["x-svc-attempt"] === "2");
    expect(repeats.map((r) => r.headers["x-svc-event-id"]).sort()).toEqual(inFlight.map((d) => d.event_id).sort());
    expect(rx.received.length).toBe(100 + repeats.length); // repeats only of the attempts in flight at the crash
    expect(sentBeforeCrash).toBeGreaterThanOrEqual(25);
  });
});
