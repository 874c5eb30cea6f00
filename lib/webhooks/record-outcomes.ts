import { sql } from "drizzle-orm";
import { rowsOf } from "@/db/rows";
import type { Db } from "@/db/client";
import { executePrepared } from "@/db/pglite-prepared";
import type { PostOutcome } from "./http-post";
import { DISABLE_AFTER_FAILURES, parseRetryAfter, retryAt } from "./schedule";

/**
 * Writes what a batch of finished attempts did, atomically, with set-based statements (a worker finishes many
 * attempts at once; one transaction per attempt made every result wait on its webhook's row lock).
 *
 *   - the attempt log row gets its outcome;
 *   - the delivery moves on (succeeded / next attempt due / dead) — only if it still names this attempt (the fence);
 *   - the webhook's streak counts DELIVERIES, not attempts (SPEC 2 failure_count, 3, 6): a delivery that succeeded
 *     resets it, one that was dead-lettered adds one, an attempt with retries left changes nothing. Reaching
 *     DISABLE_AFTER_FAILURES disables the webhook and dead-letters what it still had queued.
 */

export interface AttemptRef {
  deliveryId: string;
  webhookId: string;
  attempt: number;
  /** The attempts this delivery may have (6, or more after a manual retry); the last one failing dead-letters it. */
  attemptLimit: number;
}

export interface FinishedAttempt {
  claimed: AttemptRef;
  outcome: PostOutcome;
  /** When the attempt finished, by the scheduler's clock. */
  at: Date;
  /** When it was sent (the attempt log's started_at); absent: the claim's time stays. */
  startedAt?: Date;
}

export type DeliveryState = "succeeded" | "pending" | "dead" | "superseded";

export interface AttemptResult extends PostOutcome {
  deliveryId: string;
  webhookId: string;
  attempt: number;
  /** What the delivery became; "superseded" when its lease had run out and a newer attempt owns it. */
  state: DeliveryState;
  nextAttemptAt: Date | null;
}

const json = (value: unknown) => JSON.stringify(value);
type Executor = Pick<Db, "execute">;

/** A delivery that ended: delivered (ok) or dead-lettered, at `at`. What moves a webhook's streak. */
export interface FinishedDelivery {
  webhookId: string;
  ok: boolean;
  at: Date;
  error: string | null;
}

/** Per webhook, in finishing order: did a delivery succeed, and how many dead-lettered after the last success. */
function streaks(finished: FinishedDelivery[]) {
  const byWebhook = new Map<string, { reset: boolean; tail: number; last_ok: string | null; at: string; last_error: string }>();
  const ordered = finished.map((f, index) => ({ ...f, index })).sort((a, b) => a.at.getTime() - b.at.getTime() || a.index - b.index);
  for (const { webhookId, ok, at, error } of ordered) {
    const s = byWebhook.get(webhookId) ?? { reset: false, tail: 0, last_ok: null, at: at.toISOString(), last_error: "" };
    if (ok) Object.assign(s, { reset: true, tail: 0, last_ok: at.toISOString() });
    else Object.assign(s, { tail: s.tail + 1, at: at.toISOString(), last_error: error ?? "failed" });
    byWebhook.set(webhookId, s);
  }
  return [...byWebhook].map(([webhook_id, s]) => ({
    webhook_id, ...s,
    reason: `${DISABLE_AFTER_FAILURES} consecutive failed deliveries (last: ${s.last_error})`.slice(0, 500),
  }));
}

/**
 * Applies ended deliveries to their webhooks' streaks (inside the caller's transaction): reset on a success, +1 per
 * dead letter; at DISABLE_AFTER_FAILURES the webhook is disabled and everything it still had queued is dead-lettered.
 */
export async function applyDeliveryStreaks(tx: Executor, finished: FinishedDelivery[]): Promise<string[]> {
  const counted = streaks(finished);
  if (counted.length === 0) return [];
  const streakColumns = sql`webhook_id uuid, reset boolean, tail int, last_ok timestamptz, at timestamptz, reason text`;
  const count = sql`(CASE WHEN x.reset THEN x.tail ELSE w.failure_count + x.tail END)`;
  const disabled = rowsOf<{ id: string; active: boolean }>(
    await tx.execute(sql`
      UPDATE webhooks w SET failure_count = ${count},
        last_delivery_at = CASE WHEN x.reset THEN x.last_ok ELSE w.last_delivery_at END,
        active = w.active AND ${count} < ${DISABLE_AFTER_FAILURES},
        disabled_at = CASE WHEN w.active AND ${count} >= ${DISABLE_AFTER_FAILURES} THEN x.at ELSE w.disabled_at END,
        disabled_reason = CASE WHEN w.active AND ${count} >= ${DISABLE_AFTER_FAILURES} THEN x.reason ELSE w.disabled_reason END
      FROM jsonb_to_recordset(${json(counted)}::jsonb) AS x(${streakColumns})
      WHERE w.id = x.webhook_id
      RETURNING w.id, w.active`),
  ).filter((r) => !r.active);
  for (const { id } of disabled) {
    const at = counted.find((c) => c.webhook_id === id)!.at;
    await tx.execute(sql`
      UPDATE webhook_deliveries SET status = 'dead', locked_until = NULL, completed_at = ${at}::timestamptz,
        last_error = coalesce(last_error || '; ', '') || 'webhook disabled'
      WHERE webhook_id = ${id} AND status = 'pending'`);
  }
  return disabled.map((d) => d.id);
}

export interface RecordOptions {
  random?: () => number;
  /** Called with the webhooks this batch disabled (their queued deliveries are dead-lettered in the same transaction). */
  onDisabled?: (webhookIds: string[]) => void;
}

export async function recordOutcomes(db: Db, finished: FinishedAttempt[], options: RecordOptions | (() => number) = {}): Promise<AttemptResult[]> {
  if (finished.length === 0) return [];
  const { random = Math.random, onDisabled } = typeof options === "function" ? { random: options } : options;
  const items = finished.map((f, index) => {
    const next = f.outcome.ok ? null : retryAt(f.at, f.claimed.attempt, parseRetryAfter(f.outcome.retryAfter, f.at), random, f.claimed.attemptLimit);
    const state: DeliveryState = f.outcome.ok ? "succeeded" : next ? "pending" : "dead";
    return { ...f, index, next, state };
  });
  const rows = json(
    items.map(({ claimed, outcome, at, startedAt, next, state }) => ({
      delivery_id: claimed.deliveryId, attempt: claimed.attempt, at: at.toISOString(), started: startedAt?.toISOString() ?? null,
      state, next: next?.toISOString() ?? null,
      outcome: outcome.ok ? "success" : "failure", http_status: outcome.status, error: outcome.error,
      response_prefix: outcome.bodyPrefix, duration_ms: outcome.durationMs,
    })),
  );
  const columns = sql`delivery_id uuid, attempt int, at timestamptz, started timestamptz, state text, next timestamptz, outcome text,
    http_status int, error text, response_prefix text, duration_ms int`;
  // The ids again, as an array: the planner takes jsonb_to_recordset for 100 rows whatever it holds, and then preferred
  // scanning every pending delivery (and the whole attempt log) to index look-ups; `= ANY` makes the look-ups cheapest.
  const ids = sql`${`{${items.map((i) => i.claimed.deliveryId).join(",")}}`}::uuid[]`;
  const logAttempts = sql`
    UPDATE webhook_attempts a SET started_at = coalesce(x.started, a.started_at), finished_at = x.at, outcome = x.outcome,
      http_status = x.http_status, error = x.error, response_prefix = x.response_prefix, duration_ms = x.duration_ms
    FROM x WHERE a.delivery_id = ANY(${ids}) AND a.delivery_id = x.delivery_id AND a.attempt = x.attempt`;
  const moveDeliveries = sql`
    UPDATE webhook_deliveries d SET status = x.state, locked_until = NULL, last_status = x.http_status, last_error = x.error,
      next_attempt_at = coalesce(x.next, d.next_attempt_at), completed_at = CASE WHEN x.state = 'pending' THEN NULL ELSE x.at END
    FROM x WHERE d.id = ANY(${ids}) AND d.id = x.delivery_id AND d.attempts = x.attempt AND d.status = 'pending'`;

  let applied: Set<string>;
  if (!items.some((i) => i.state === "dead")) {
    // The common case — every attempt succeeded or has retries left — is one statement (one round trip, atomic on its
    // own): no delivery is dead-lettered, so no streak grows and no webhook can be disabled; a delivered one resets its
    // webhook's streak, exactly as applyDeliveryStreaks would (failure_count 0, last_delivery_at its latest success).
    applied = new Set(
      rowsOf<{ id: string }>(
        await executePrepared(db, sql`
          WITH x AS (SELECT * FROM jsonb_to_recordset(${rows}::jsonb) AS x(${columns})),
          logged AS (${logAttempts}),
          moved AS (${moveDeliveries} RETURNING d.id, d.webhook_id, x.state, x.at),
          reset AS (
            UPDATE webhooks w SET failure_count = 0, last_delivery_at = s.last_ok
            FROM (SELECT webhook_id, max(at) AS last_ok FROM moved WHERE state = 'succeeded' GROUP BY webhook_id) s
            WHERE w.id = s.webhook_id)
          SELECT id FROM moved`),
      ).map((r) => r.id),
    );
  } else {
    let disabled: string[] = [];
    applied = await db.transaction(async (tx) => {
      const x = sql`x AS (SELECT * FROM jsonb_to_recordset(${rows}::jsonb) AS x(${columns}))`;
      await tx.execute(sql`WITH ${x} ${logAttempts}`);
      const moved = new Set(rowsOf<{ id: string }>(await tx.execute(sql`WITH ${x} ${moveDeliveries} RETURNING d.id`)).map((r) => r.id));
      // Only deliveries that ended here move the streak; an attempt with retries left counts nothing yet.
      const ended = items.filter((i) => moved.has(i.claimed.deliveryId) && i.state !== "pending");
      disabled = await applyDeliveryStreaks(
        tx,
        ended.map((i) => ({ webhookId: i.claimed.webhookId, ok: i.state === "succeeded", at: i.at, error: i.outcome.error })),
      );
      return moved;
    });
    if (disabled.length) onDisabled?.(disabled);
  }

  return items.map(({ claimed, outcome, next, state }) => ({
    ...outcome, deliveryId: claimed.deliveryId, webhookId: claimed.webhookId, attempt: claimed.attempt,
    state: applied.has(claimed.deliveryId) ? state : "superseded",
    nextAttemptAt: applied.has(claimed.deliveryId) ? next : null,
  }));
}
