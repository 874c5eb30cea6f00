import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { apiKeys } from "./auth";

const stamp = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

/**
 * Webhook subscriptions (SPEC Part 2 Webhook). The signing secret is stored only as AES-256-GCM ciphertext under a key
 * derived from the app secret, bound to the row id (lib/webhooks/secret-box.ts); the plaintext is shown once.
 * Deleting a subscription deletes its outbox rows with it: nothing is ever sent for a deleted webhook.
 */
export const webhooks = pgTable(
  "webhooks",
  {
    id: uuid("id").primaryKey(),
    keyId: uuid("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    targetUrl: text("target_url").notNull(),
    events: text("events").array().notNull(),
    scope: text("scope"),
    jurisdiction: text("jurisdiction"),
    secretCiphertext: text("secret_ciphertext").notNull(),
    active: boolean("active").notNull().default(true),
    /** Consecutive failed deliveries (dead-lettered after their last attempt); a delivered one resets it; at 10 the webhook is disabled. */
    failureCount: integer("failure_count").notNull().default(0),
    disabledAt: stamp("disabled_at"),
    disabledReason: text("disabled_reason"),
    /** The last successful delivery. */
    lastDeliveryAt: stamp("last_delivery_at"),
    createdAt: stamp("created_at").notNull().defaultNow(),
  },
  (t) => [index("webhooks_key").on(t.keyId, t.createdAt)],
);

/**
 * The outbox: one row per (subscription, change), written in the transaction that records the change, so a change
 * that committed always has its deliveries. Both schedulers (the in-process worker, QStash) only move rows along:
 *   pending --2xx--> succeeded;  pending --6th failure / webhook disabled--> dead (the dead letter).
 * `attempts` counts attempts started; an attempt in flight holds `locked_until` (a lease), and every result is
 * written only if `attempts` still names that attempt, so a worker whose lease ran out cannot overwrite a newer one.
 * Stored with fillfactor 50 (migration 0011; drizzle's table builder cannot say it): the claim's rewrite of a row stays
 * on its page as a HOT update.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    /**
     * One row per (subscription, change): the delivery-log entry's id, stable across its attempts. Receivers never see
     * it: they get the change's event_id (X-SVC-Event-Id) and each attempt's own id (webhook_attempts.attempt_id).
     */
    id: uuid("id").primaryKey().defaultRandom(),
    webhookId: uuid("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    /** The Change's event_id (record_history.id). */
    eventId: uuid("event_id").notNull(),
    event: text("event").notNull(),
    /** The WebhookPayload minus delivery_id and webhook_id, frozen when the change was recorded. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /**
     * Attempts this delivery may have: the automatic schedule's 6, raised to `attempts + 1` by each manual retry or
     * replay of a failed or dead delivery (one more attempt per request, same delivery id, X-SVC-Attempt counting on).
     */
    attemptLimit: integer("attempt_limit").notNull().default(6),
    /** When attempt `attempts + 1` is due. */
    nextAttemptAt: stamp("next_attempt_at").notNull(),
    lockedUntil: stamp("locked_until"),
    /** QStash mode: the attempt whose message has been published, and when. */
    publishedAttempt: integer("published_attempt").notNull().default(0),
    publishedAt: stamp("published_at"),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    createdAt: stamp("created_at").notNull().defaultNow(),
    completedAt: stamp("completed_at"),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_once").on(t.webhookId, t.eventId),
    index("webhook_deliveries_due").on(t.nextAttemptAt).where(sql`status = 'pending'`),
    /** The delivery log: a webhook's deliveries newest first, id as the tiebreak (cursor paging). */
    index("webhook_deliveries_log").on(t.webhookId, t.createdAt, t.id),
  ],
);

/**
 * One row per attempt, inserted when the attempt is claimed. The primary key (delivery, attempt) is the database's
 * own guarantee that no two workers ever send the same attempt.
 */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    /** Sent as delivery_id and X-SVC-Delivery: unique per attempt (SPEC 2 WebhookPayload), generated at the claim. */
    attemptId: uuid("attempt_id").notNull().defaultRandom(),
    startedAt: stamp("started_at").notNull(),
    finishedAt: stamp("finished_at"),
    /** success | failure; null while in flight (or when the sender died mid-attempt). */
    outcome: text("outcome"),
    httpStatus: integer("http_status"),
    error: text("error"),
    /** The first few hundred bytes of the receiver's answer, never more. */
    responsePrefix: text("response_prefix"),
    durationMs: integer("duration_ms"),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.attempt] }), uniqueIndex("webhook_attempts_attempt_id").on(t.attemptId)],
);
