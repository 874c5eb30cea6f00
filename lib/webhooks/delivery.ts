import { sql } from "drizzle-orm";
import { rowsOf } from "@/db/rows";
import type { Db } from "@/db/client";
import { executePrepared } from "@/db/pglite-prepared";
import { config } from "@/lib/config";
import { postSigned, type PostOutcome } from "./http-post";
import { deliveryBody } from "./outbox";
import { applyDeliveryStreaks, recordOutcomes, type AttemptResult, type FinishedAttempt } from "./record-outcomes";
import { ATTEMPT_LEASE_MS } from "./schedule";
import { openSecret } from "./secret-box";
import { signatureFor } from "./signing";

/**
 * Claim → sign → send → record, shared by both schedulers. A claim is one atomic statement that bumps `attempts`,
 * takes a lease and inserts the attempt's log row (whose primary key (delivery, attempt) would reject a second claim
 * of the same attempt). The send happens outside any transaction. The result is written only if the row still names
 * this attempt (the fence), so a sender that outlived its lease cannot overwrite what a newer attempt wrote.
 *
 * Every time comes from the caller's clock (`now`), so tests can walk a delivery through its 24-hour schedule.
 */

export type { AttemptResult, FinishedAttempt } from "./record-outcomes";

export interface ClaimedAttempt {
  /** The delivery-log entry (one per subscription and change); internal to us, stable across attempts. */
  deliveryId: string;
  /** This attempt's own id, sent as delivery_id and X-SVC-Delivery (unique per attempt). */
  attemptId: string;
  /** The change (X-SVC-Event-Id): what a receiver de-duplicates on. */
  eventId: string;
  webhookId: string;
  attempt: number;
  attemptLimit: number;
  event: string;
  payload: Record<string, unknown>;
  targetUrl: string;
  secretCiphertext: string;
}

export interface AttemptOptions {
  now?: () => Date;
  random?: () => number;
  timeoutMs?: number;
}

type Executor = Pick<Db, "execute">;
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

type ClaimRow = {
  id: string; attempt_id: string; event_id: string; webhook_id: string; attempts: number; attempt_limit: number; event: string;
  /** Null when an earlier row of the claim (`payload_from`) carries the same payload. */
  payload: Record<string, unknown> | null; payload_from: string; target_url: string; secret_ciphertext: string;
};

function claimedOf(rows: ClaimRow[]): ClaimedAttempt[] {
  const payloads = new Map(rows.filter((r) => r.payload !== null).map((r) => [r.id, r.payload!]));
  return rows.map((r) => ({
    deliveryId: r.id, attemptId: r.attempt_id, eventId: r.event_id, webhookId: r.webhook_id, attempt: r.attempts, attemptLimit: r.attempt_limit, event: r.event,
    payload: r.payload ?? payloads.get(r.payload_from)!, targetUrl: r.target_url, secretCiphertext: r.secret_ciphertext,
  }));
}

/**
 * `claimed` is a data-modifying CTE selecting the rows it claimed; this logs the attempts and adds the webhook. The
 * deliveries of one change to many subscriptions store equal payloads: each is shipped (and parsed) once per claim,
 * on the first of its rows, and the others name that row in `payload_from` (the webhook fan-out profile, docs/benchmarks.md).
 */
const withAttemptLog = (now: Date) => sql`
  , logged AS (INSERT INTO webhook_attempts (delivery_id, attempt, started_at) SELECT id, attempts, ${ts(now)} FROM claimed
      RETURNING delivery_id, attempt_id)
  SELECT c.id, l.attempt_id, c.event_id, c.webhook_id, c.attempts, c.attempt_limit, c.event,
    CASE WHEN c.id = c.payload_from THEN c.payload END AS payload, c.payload_from, w.target_url, w.secret_ciphertext
  FROM (SELECT claimed.*, first_value(id) OVER (PARTITION BY event_id, payload ORDER BY id) AS payload_from FROM claimed) c
  JOIN logged l ON l.delivery_id = c.id
  JOIN webhooks w ON w.id = c.webhook_id`;

/** The in-process worker: up to `limit` due attempts, skipping rows another worker is claiming right now. */
export async function claimDueAttempts(db: Executor, now: Date, limit: number): Promise<ClaimedAttempt[]> {
  const lease = new Date(now.getTime() + ATTEMPT_LEASE_MS);
  // Prepared once per PGlite instance: its parse and planning were a fixed ~1 ms of every claim (webhook fan-out profile).
  const result = await executePrepared(db, sql`
    WITH due AS (
      SELECT d.id FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id AND w.active
      WHERE d.status = 'pending' AND d.attempts < d.attempt_limit AND d.next_attempt_at <= ${ts(now)}
        AND (d.locked_until IS NULL OR d.locked_until <= ${ts(now)})
      ORDER BY d.next_attempt_at
      LIMIT ${limit}
      FOR UPDATE OF d SKIP LOCKED
    ), claimed AS (
      UPDATE webhook_deliveries d SET attempts = d.attempts + 1, locked_until = ${ts(lease)}
      FROM due WHERE d.id = due.id
      RETURNING d.id, d.webhook_id, d.event_id, d.attempts, d.attempt_limit, d.event, d.payload
    )${withAttemptLog(now)}`);
  return claimedOf(rowsOf<ClaimRow>(result));
}

/**
 * QStash: exactly the attempt a message names, if it is still the next one and nobody holds it. A duplicate or stale
 * message claims nothing. The due time is not re-checked: QStash held the message until its slot.
 */
export async function claimAttempt(db: Executor, deliveryId: string, attempt: number, now: Date): Promise<ClaimedAttempt | null> {
  const lease = new Date(now.getTime() + ATTEMPT_LEASE_MS);
  const result = await db.execute(sql`
    WITH claimed AS (
      UPDATE webhook_deliveries d SET attempts = d.attempts + 1, locked_until = ${ts(lease)}
      WHERE d.id = ${deliveryId} AND d.status = 'pending' AND d.attempts + 1 = ${attempt} AND d.attempts < d.attempt_limit
        AND (d.locked_until IS NULL OR d.locked_until <= ${ts(now)})
        AND EXISTS (SELECT 1 FROM webhooks w WHERE w.id = d.webhook_id AND w.active)
      RETURNING d.id, d.webhook_id, d.event_id, d.attempts, d.attempt_limit, d.event, d.payload
    )${withAttemptLog(now)}`);
  return claimedOf(rowsOf<ClaimRow>(result))[0] ?? null;
}

/**
 * A final attempt whose sender died never reports back: once its lease is over, the delivery is dead-lettered — a
 * failed delivery like any other, so it counts toward its webhook's streak.
 */
export async function deadLetterAbandoned(db: Db, now: Date): Promise<number> {
  const error = "the final attempt was interrupted (its sender stopped mid-attempt)";
  return db.transaction(async (tx) => {
    const dead = rowsOf<{ webhook_id: string }>(
      await tx.execute(sql`
        UPDATE webhook_deliveries SET status = 'dead', locked_until = NULL, completed_at = ${ts(now)}, last_error = ${error}
        WHERE status = 'pending' AND attempts >= attempt_limit AND locked_until <= ${ts(now)}
        RETURNING webhook_id`),
    );
    await applyDeliveryStreaks(tx, dead.map((d) => ({ webhookId: d.webhook_id, ok: false, at: now, error })));
    return dead.length;
  });
}

/** The headers of one attempt, signed now: a retry hours later still passes a receiver's 5-minute skew check. */
export function signedHeaders(claimed: ClaimedAttempt, secret: string, body: string, now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    "X-SVC-Signature": signatureFor(secret, timestamp, body),
    "X-SVC-Timestamp": String(timestamp),
    "X-SVC-Event": claimed.event,
    "X-SVC-Event-Id": claimed.eventId,
    "X-SVC-Delivery": claimed.attemptId,
    "X-SVC-Attempt": String(claimed.attempt),
    "X-SVC-Webhook-Id": claimed.webhookId,
    "User-Agent": `LexAtlas-Webhooks/1 (+${config().publicBaseUrl})`,
  };
}

/** Signs and sends one claimed attempt; never throws (a failure is an outcome). */
export async function sendAttempt(claimed: ClaimedAttempt, options: AttemptOptions = {}): Promise<FinishedAttempt> {
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  let outcome: PostOutcome;
  try {
    const secret = openSecret(claimed.secretCiphertext, claimed.webhookId);
    const body = deliveryBody(claimed.payload, claimed.attemptId, claimed.webhookId);
    outcome = await postSigned(claimed.targetUrl, body, signedHeaders(claimed, secret, body, startedAt), { timeoutMs: options.timeoutMs });
  } catch (err) {
    // A secret that no longer decrypts (APP_SECRET changed) or a refused configuration: a failed attempt, on record.
    outcome = { ok: false, status: null, retryAfter: null, bodyPrefix: null, error: String((err as Error).message).slice(0, 300), durationMs: 0 };
  }
  return { claimed, outcome, at: now(), startedAt };
}

/** Send and record one attempt (the QStash callback's unit of work). */
export async function performAttempt(db: Db, claimed: ClaimedAttempt, options: AttemptOptions = {}): Promise<AttemptResult> {
  const [result] = await recordOutcomes(db, [await sendAttempt(claimed, options)], options.random);
  return result!;
}
