/** Helpers for the webhook delivery tests: ingest a handful of law rows, drain the outbox, read outbox state. */
import { afterAll, afterEach, beforeAll } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/db/rows";
import type { Db } from "@/db/client";
import { curatedDataset } from "@/db/seed/dataset";
import type { IngestOptions } from "@/lib/ingest/run";
import { ingestSnapshot } from "@/lib/runtime/ingest";
import { runDueAttempts, type WorkerOptions } from "@/lib/webhooks/worker";
import { getDb } from "@/lib/runtime/database";
import { post } from "./api";
import { mintKey } from "./keys";
import type { Receiver } from "./webhook-receiver";

/** The rows of a raw query, typed by the caller. */

export function seedLaw(key: string): Record<string, unknown> {
  const law = curatedDataset.laws.find((l) => l.key === key);
  if (!law) throw new Error(`no seed law ${key}`);
  return { ...law };
}

export async function ingestLaws(db: Db, laws: Record<string, unknown>[], options: IngestOptions = {}) {
  const snapshot = { source: `test:${Math.random().toString(36).slice(2)}`, jurisdictions: [], laws: laws.map((value, index) => ({ index, line: null, value })) };
  const summary = await ingestSnapshot(db, snapshot, options);
  if (summary.errors.length) throw new Error(`ingest rejected rows: ${JSON.stringify(summary.errors)}`);
  const changes = rowsOf<{ id: string; record_id: string; change_kind: string; scope: string; jurisdiction_slug: string }>(
    await db.execute(sql`SELECT id, record_id, change_kind, scope, jurisdiction_slug FROM record_history WHERE source_run_id = ${summary.runId}`),
  );
  return { summary, changes };
}

/** Runs worker rounds until nothing is due at the worker's clock. */
export async function drain(db: Db, options: WorkerOptions = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const made = await runDueAttempts(db, options);
    if (made === 0) return total;
    total += made;
  }
}

/** Creates a webhook for `receiver` and teaches the receiver its secret. */
export async function subscribe(key: string, receiver: Receiver, filters: Record<string, unknown> = {}): Promise<string> {
  const res = await post("/v1/webhooks", { target_url: receiver.url, ...filters }, { key });
  if (res.status !== 201) throw new Error(`subscribe: ${res.status} ${JSON.stringify(res.body)}`);
  receiver.secrets.set(res.body.data.id, res.body.data.signing_secret);
  return res.body.data.id;
}

export interface DeliveryRow {
  id: string;
  webhook_id: string;
  event_id: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
}

export async function deliveriesOf(db: Db, webhookId?: string): Promise<DeliveryRow[]> {
  const rows = rowsOf<Omit<DeliveryRow, "next_attempt_at"> & { next_ms: number }>(
    await db.execute(sql`SELECT id, webhook_id, event_id, status, attempts, last_error,
        (extract(epoch FROM next_attempt_at) * 1000)::float8 AS next_ms FROM webhook_deliveries
      WHERE ${webhookId ?? null}::uuid IS NULL OR webhook_id = ${webhookId ?? null}::uuid ORDER BY created_at, id`),
  );
  // Engines hand timestamps over differently (Date or text): go through epoch milliseconds.
  return rows.map(({ next_ms, ...r }) => ({ ...r, next_attempt_at: new Date(Math.ceil(next_ms)) }));
}

export interface AttemptRow {
  delivery_id: string;
  /** What the attempt was sent with as delivery_id / X-SVC-Delivery. */
  attempt_id: string;
  attempt: number;
  started_at: Date;
  outcome: string | null;
  http_status: number | null;
  error: string | null;
  response_prefix: string | null;
}

export async function attemptsOf(db: Db, deliveryId: string): Promise<AttemptRow[]> {
  return rowsOf<AttemptRow>(
    await db.execute(sql`SELECT delivery_id, attempt_id, attempt, started_at, outcome, http_status, error, response_prefix FROM webhook_attempts
      WHERE delivery_id = ${deliveryId} ORDER BY attempt`),
  );
}

/** A clock the tests move by hand. */
export function manualClock(start = Date.now() + 1_000) {
  let ms = start;
  return {
    now: () => new Date(ms),
    seconds: () => Math.floor(ms / 1000),
    set: (to: Date | number) => (ms = typeof to === "number" ? to : to.getTime()),
    advance: (byMs: number) => (ms += byMs),
  };
}

/**
 * The lifecycle the webhook delivery test files share: local receivers are allowed as targets, an enterprise key is
 * minted, every subscription is deleted after each test (no test sees another's changes), and the receivers a test
 * started (pushed onto `receivers`) are closed at the end. `db` and `key` are set once the beforeAll has run.
 */
export function webhookTestLifecycle() {
  const env = { db: undefined as unknown as Db, key: "", receivers: [] as Receiver[] };
  beforeAll(async () => {
    process.env.WEBHOOK_ALLOWED_TARGETS = "127.0.0.1";
    env.db = (await getDb()).db;
    env.key = await mintKey("enterprise");
  });
  afterEach(async () => {
    await env.db.execute(sql`DELETE FROM webhooks`);
  });
  afterAll(async () => {
    delete process.env.WEBHOOK_ALLOWED_TARGETS;
    await Promise.all(env.receivers.map((r) => r.close()));
  });
  return env;
}
