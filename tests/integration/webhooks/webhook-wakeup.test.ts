/**
 * A committed change reaches the embedded worker without waiting for its next poll. The worker here polls
 * every 30 s, so a delivery received within a second can only have come from a wake-up:
 *   - same process (both engines): ingestSnapshot signals the worker after its transaction commits;
 *   - another process (Postgres): `npm run ingest` in a child process; the outbox writer's pg_notify reaches the
 *     worker's LISTEN connection at commit (the in-process signal is not subscribed in that case).
 * Latency is receipt time − the change's observed_at, as the fan-out benchmark measures it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { getDb } from "@/lib/runtime/database";
import { listenForOutbox } from "@/lib/webhooks/outbox-signal";
import { startWebhookWorker, type WorkerOptions } from "@/lib/webhooks/worker";
import { ingestCli } from "../../support/ingest-cli";
import { mintKey } from "../../support/keys";
import { syntheticLaw } from "../../support/synthetic-laws";
import { ingestLaws, subscribe } from "../../support/webhook-flow";
import { startReceiver, type Receiver } from "../../support/webhook-receiver";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const POLL_MS = 30_000;
const WELL_UNDER_POLL_MS = 1_000;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-wakeup-"));

let db: Db;
let key: string;
let rx: Receiver;

beforeAll(async () => {
  process.env.WEBHOOK_ALLOWED_TARGETS = "127.0.0.1";
  db = (await getDb()).db;
  key = await mintKey("enterprise");
  rx = await startReceiver();
  await subscribe(key, rx, { jurisdiction: "utah" });
});
afterAll(async () => {
  delete process.env.WEBHOOK_ALLOWED_TARGETS;
  await rx.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function receiptLatencies(expected: number, timeoutMs = 10_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  while (rx.uniqueChanges().length < expected) {
    if (Date.now() > deadline) throw new Error(`only ${rx.uniqueChanges().length} of ${expected} deliveries arrived`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return rx.uniqueChanges().map((d) => d.receivedAtMs - Date.parse(d.body.observed_at));
}

/** A worker whose first (empty) round has run, so only a wake-up or its 30 s poll can make it claim again. */
async function idleWorker(options: WorkerOptions) {
  const worker = startWebhookWorker(db, { pollMs: POLL_MS, ...options });
  await new Promise((r) => setTimeout(r, 500));
  return worker;
}

it(`an ingest in this process wakes the worker at commit (${onPostgres ? "Postgres" : "PGlite"})`, async () => {
  rx.received.length = 0;
  const worker = await idleWorker({});
  try {
    await ingestLaws(db, [syntheticLaw("wake-local", 0, 0), syntheticLaw("wake-local", 1, 0)]);
    const latencies = await receiptLatencies(2);
    expect(Math.max(...latencies)).toBeLessThan(WELL_UNDER_POLL_MS);
  } finally {
    await worker.stop();
  }
});

it.skipIf(!onPostgres)("an ingest in another process wakes the worker through LISTEN/NOTIFY (Postgres)", async () => {
  rx.received.length = 0;
  const file = path.join(tmp, "wake-remote.json");
  fs.writeFileSync(file, JSON.stringify([syntheticLaw("wake-remote", 0, 0), syntheticLaw("wake-remote", 1, 0)]));
  let notified = 0;
  const worker = await idleWorker({
    // Only the cross-process path: no in-process signal subscribed.
    wakeups: (wake) => listenForOutbox(process.env.DATABASE_URL!, () => (notified++, wake())),
  });
  try {
    await new Promise((r) => setTimeout(r, 300)); // LISTEN established (its first wake-up claims nothing)
    const before = notified;
    const cli = await ingestCli([file], { ...process.env });
    expect(cli.code, cli.stderr).toBe(0);
    const latencies = await receiptLatencies(2);
    expect(notified).toBeGreaterThan(before);
    expect(Math.max(...latencies)).toBeLessThan(WELL_UNDER_POLL_MS);
  } finally {
    await worker.stop();
  }
});

it.skipIf(!onPostgres)("a rolled-back transaction notifies nobody (NOTIFY is delivered at commit only)", async () => {
  let notified = 0;
  const close = listenForOutbox(process.env.DATABASE_URL!, () => notified++);
  try {
    await new Promise((r) => setTimeout(r, 500));
    const before = notified;
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_notify('lexatlas_webhook_outbox', '')`);
        throw new Error("roll back");
      })
      .catch(() => {});
    await new Promise((r) => setTimeout(r, 300));
    expect(notified).toBe(before);
    await db.execute(sql`SELECT pg_notify('lexatlas_webhook_outbox', '')`);
    await new Promise((r) => setTimeout(r, 300));
    expect(notified).toBe(before + 1);
  } finally {
    await close();
  }
});
