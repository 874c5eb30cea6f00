import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { webhooks } from "@/db/schema";
import type { Entitlement } from "@/lib/auth/tiers";
import { ApiError, notFound } from "@/lib/http/errors";
import { deliveryLogEntry, listDeliveryLog, type DeliveryLogQuery } from "./delivery-log";
import { webhookOf } from "./subscriptions";

/**
 * The operations a subscriber uses after an outage: read the delivery log, retry one delivery, replay everything that
 * failed since a time, and re-enable a disabled subscription (SPEC 3 leaves "disabled → active" open).
 *
 * Re-queueing only moves an outbox row back to "due now"; the schedulers send it as they send everything else — signed
 * at send time with the current secret, through the same connect-time SSRF checks, with the same event id
 * (X-SVC-Event-Id), a new delivery id (X-SVC-Delivery: unique per attempt) and the next attempt number (X-SVC-Attempt).
 * What is re-queued:
 *
 *   failed (a retry is scheduled later) → due now; its remaining automatic schedule continues if this attempt fails;
 *   dead (dead-lettered)                → pending and due now, with at least one more attempt allowed
 *                                          (attempt_limit = max(limit, attempts + 1)): one more attempt when it had
 *                                          used all of them, the rest of its schedule when a disable cut it short.
 *
 * Anything already on its way (pending, or failed and already due) is left as it is, and a delivered delivery is never
 * sent again: repeating a request queues nothing twice. All of it happens under the delivery's row lock, so two
 * concurrent requests cannot both queue it.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Pick<Db, "execute">;
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

type WebhookRow = typeof webhooks.$inferSelect;

/** The caller's webhook, locked for this transaction; another key's webhook is 404 exactly like a missing one. */
async function lockOwnedWebhook(tx: Executor, id: string, ent: Entitlement): Promise<{ id: string; active: boolean; disabled_at: string | null }> {
  const [row] = rowsOf<{ id: string; active: boolean; disabled_at: string | null }>(
    await tx.execute(sql`SELECT id, active, disabled_at::text AS disabled_at FROM webhooks WHERE id = ${id} AND key_id = ${ent.keyId} FOR UPDATE`),
  );
  if (!row) throw notFound(`Webhook ${id}`);
  return row;
}

async function ownedWebhook(db: Executor, id: string, ent: Entitlement): Promise<void> {
  const [row] = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM webhooks WHERE id = ${id} AND key_id = ${ent.keyId}`));
  if (!row) throw notFound(`Webhook ${id}`);
}

function refuseWhileDisabled(webhook: { id: string; active: boolean }): void {
  if (!webhook.active) {
    throw new ApiError(
      "conflict",
      `Webhook ${webhook.id} is disabled: nothing is sent to it. Re-enable it first (POST /v1/webhooks/${webhook.id}/enable, optionally with {"replay": true}).`,
    );
  }
}

/**
 * The re-queue itself, for the rows `which` selects (alias d) among this webhook's; returns the ids it queued. Only
 * dead rows and failed rows not yet due are touched; in-flight rows (a live lease) are left alone.
 */
async function requeue(tx: Executor, webhookId: string, which: ReturnType<typeof sql>, now: Date): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      UPDATE webhook_deliveries d SET
        status = 'pending',
        attempt_limit = greatest(d.attempt_limit, d.attempts + 1),
        next_attempt_at = ${ts(now)},
        completed_at = NULL,
        locked_until = NULL,
        -- QStash: the message for the old slot is now stale (its claim will find nothing); the relay publishes afresh.
        published_attempt = d.attempts
      WHERE d.webhook_id = ${webhookId} AND (${which})
        AND (d.status = 'dead'
          OR (d.status = 'pending' AND d.attempts > 0 AND d.next_attempt_at > ${ts(now)}
            AND (d.locked_until IS NULL OR d.locked_until <= ${ts(now)})))
      RETURNING d.id`),
  );
  return rows.map((r) => r.id);
}

export async function listWebhookDeliveries(db: Db, webhookId: string, query: DeliveryLogQuery, ent: Entitlement, now = new Date()) {
  await ownedWebhook(db, webhookId, ent);
  return listDeliveryLog(db, webhookId, query, now);
}

/**
 * `deliveryId` names a delivery-log entry by its own id, or by the delivery_id (X-SVC-Delivery) of any of its
 * attempts: what a receiver logged resolves to the entry it belongs to.
 */
export async function retryWebhookDelivery(db: Db, webhookId: string, deliveryId: string, ent: Entitlement, now = new Date()) {
  const { queued, id } = await db.transaction(async (tx: Tx) => {
    const webhook = await lockOwnedWebhook(tx, webhookId, ent);
    const [delivery] = rowsOf<{ id: string }>(
      await tx.execute(sql`SELECT id FROM webhook_deliveries WHERE webhook_id = ${webhookId}
        AND (id = ${deliveryId} OR id = (SELECT a.delivery_id FROM webhook_attempts a WHERE a.attempt_id = ${deliveryId}))
        FOR UPDATE`),
    );
    if (!delivery) throw notFound(`Delivery ${deliveryId} of webhook ${webhookId}`);
    refuseWhileDisabled(webhook);
    return { queued: (await requeue(tx, webhookId, sql`d.id = ${delivery.id}`, now)).length === 1, id: delivery.id };
  });
  const entry = (await deliveryLogEntry(db, webhookId, id, now))!;
  const note = queued
    ? "Queued: the next attempt is due now."
    : entry.status === "delivered"
      ? "Not queued: this delivery was delivered already (a receiver de-duplicates on X-SVC-Event-Id if it needs it again)."
      : "Not queued: this delivery is already on its way (pending, or its next attempt is due now).";
  return { data: entry, meta: { queued, note } };
}

export async function replayWebhookDeliveries(db: Db, webhookId: string, body: { since: string; until?: string }, ent: Entitlement, now = new Date()) {
  if (body.until && Date.parse(body.until) < Date.parse(body.since)) {
    throw new ApiError("invalid_parameter", "Body field 'until' is before 'since'.", { param: "until" });
  }
  const ids = await db.transaction(async (tx: Tx) => {
    const webhook = await lockOwnedWebhook(tx, webhookId, ent);
    refuseWhileDisabled(webhook);
    const window = body.until
      ? sql`d.created_at >= ${body.since}::timestamptz AND d.created_at <= ${body.until}::timestamptz`
      : sql`d.created_at >= ${body.since}::timestamptz`;
    return requeue(tx, webhookId, window, now);
  });
  return { data: { webhook_id: webhookId, since: body.since, until: body.until ?? null, queued: ids.length, delivery_ids: ids.sort() } };
}

export async function enableWebhook(db: Db, webhookId: string, body: { replay: boolean }, ent: Entitlement, now = new Date()) {
  const result = await db.transaction(async (tx: Tx) => {
    const webhook = await lockOwnedWebhook(tx, webhookId, ent);
    if (webhook.active) return { enabled: false, replayed: 0 };
    let replayed = 0;
    if (body.replay) {
      // What the disable cut short: dead-lettered at or after the disable with attempts still unused.
      const cutShort = sql`d.status = 'dead' AND d.completed_at >= ${webhook.disabled_at ?? "-infinity"}::timestamptz AND d.attempts < d.attempt_limit`;
      replayed = (await requeue(tx, webhookId, cutShort, now)).length;
    }
    await tx.execute(sql`
      UPDATE webhooks SET active = true, failure_count = 0, disabled_at = NULL, disabled_reason = NULL WHERE id = ${webhookId}`);
    return { enabled: true, replayed };
  });
  const [fresh] = await db.select().from(webhooks).where(eq(webhooks.id, webhookId)).limit(1);
  return { data: webhookOf(fresh as WebhookRow), meta: result };
}
