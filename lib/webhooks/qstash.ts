import { Client } from "@upstash/qstash";
import { rowsOf } from "@/db/rows";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Db } from "@/db/client";
import { isQstashSigned } from "@/lib/http/qstash-signature";
import { getDb } from "@/lib/runtime/database";
import { claimAttempt, deadLetterAbandoned, performAttempt, type AttemptOptions } from "./delivery";
import { deliveryMode, type DeliveryMode } from "./mode";
import { MAX_ATTEMPTS } from "./schedule";
import { startLoop, type WebhookLoop } from "./worker";

/**
 * The production scheduler. The outbox stays the source of truth; QStash only holds one message per attempt until
 * its slot, then calls DELIVER_PATH, which verifies QStash's signature, claims that attempt, signs and sends it, and
 * publishes the message for the next attempt if there is one.
 *
 * A relay publishes what has no message yet: new deliveries (ingestion cannot publish from inside its transaction),
 * attempts whose publish failed, and attempts whose sender died mid-attempt. A row is marked published before the
 * publish call (and unmarked if it fails), so two relays never publish the same attempt; a message that is lost
 * anyway is re-published once it is 15 minutes overdue. A duplicate message is harmless: its claim finds nothing.
 */

type QstashMode = Extract<DeliveryMode, { kind: "qstash" }>;
type Executor = Pick<Db, "execute">;
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const OVERDUE_MS = 15 * 60_000;

export function qstashClient(mode: QstashMode): Client {
  return new Client({ baseUrl: mode.baseUrl, token: mode.token, retry: { retries: 2 }, enableTelemetry: false });
}

/** Publishes the next attempt of due-for-a-message rows (or of one row); returns how many messages were published. */
export async function publishPendingAttempts(db: Executor, client: Client, mode: QstashMode, now: Date, onlyDelivery?: string): Promise<number> {
  const overdue = new Date(now.getTime() - OVERDUE_MS);
  const marked = rowsOf<{ id: string; attempt: number; due_ms: number; previous: number; previous_at: string | null }>(
    await db.execute(sql`
      WITH due AS (
        SELECT id, published_attempt AS previous, published_at AS previous_at FROM webhook_deliveries
        WHERE status = 'pending' AND attempts < attempt_limit AND (locked_until IS NULL OR locked_until <= ${ts(now)})
          AND (published_attempt < attempts + 1 OR (published_at <= ${ts(overdue)} AND next_attempt_at <= ${ts(overdue)}))
          ${onlyDelivery ? sql`AND id = ${onlyDelivery}` : sql``}
        ORDER BY next_attempt_at
        LIMIT 100
        FOR UPDATE SKIP LOCKED
      )
      UPDATE webhook_deliveries d SET published_attempt = d.attempts + 1, published_at = ${ts(now)}
      FROM due WHERE d.id = due.id
      RETURNING d.id, d.attempts + 1 AS attempt, (extract(epoch FROM d.next_attempt_at) * 1000)::float8 AS due_ms,
        due.previous, due.previous_at::text AS previous_at`),
  );
  let published = 0;
  for (const row of marked) {
    const dueAt = new Date(Math.round(row.due_ms));
    try {
      await client.publishJSON({
        url: mode.callbackUrl,
        body: { delivery_id: row.id, attempt: row.attempt },
        ...(dueAt.getTime() > now.getTime() ? { notBefore: Math.ceil(dueAt.getTime() / 1000) } : {}),
        retries: 3,
      });
      published++;
    } catch (err) {
      console.error(`[webhooks] QStash publish failed for delivery ${row.id}: ${(err as Error).message}`);
      await db.execute(sql`
        UPDATE webhook_deliveries SET published_attempt = ${row.previous},
          published_at = ${row.previous_at}::timestamptz
        WHERE id = ${row.id} AND published_attempt = ${row.attempt}`);
    }
  }
  return published;
}

export function startQstashRelay(db: Db, mode: QstashMode, options: { pollMs?: number } = {}): WebhookLoop {
  const client = qstashClient(mode);
  return startLoop(
    "QStash relay",
    async () => {
      const now = new Date();
      await deadLetterAbandoned(db, now);
      return (await publishPendingAttempts(db, client, mode, now)) >= 100;
    },
    options.pollMs ?? 2_000,
  );
}

/** `attempt` may exceed MAX_ATTEMPTS after manual retries; the claim checks it against the delivery's own limit. */
const messageSchema = z.object({ delivery_id: z.uuid(), attempt: z.number().int().min(1).max(MAX_ATTEMPTS + 10_000) });

const answer = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "Cache-Control": "no-store" } });

/**
 * POST DELIVER_PATH. 401 unless QStash signed exactly this body for exactly our public URL. A 5xx makes QStash retry
 * the message (our database was down); anything the receiver did is on record already, so that answer is 200.
 */
export async function handleDeliverCallback(request: Request, options: AttemptOptions = {}): Promise<Response> {
  let mode: DeliveryMode;
  try {
    mode = deliveryMode();
  } catch (err) {
    return answer(503, { error: (err as Error).message });
  }
  if (mode.kind !== "qstash") return answer(404, { error: "QStash delivery is not configured here." });
  const signature = request.headers.get("upstash-signature");
  const body = await request.text();
  if (!signature) return answer(401, { error: "Missing Upstash-Signature." });
  if (!(await isQstashSigned(signature, body, mode.callbackUrl, mode))) return answer(401, { error: "Invalid QStash signature." });
  let message: z.infer<typeof messageSchema>;
  try {
    message = messageSchema.parse(JSON.parse(body));
  } catch {
    return answer(400, { error: "Not a delivery message." });
  }
  try {
    const { db } = await getDb();
    const now = options.now ?? (() => new Date());
    const claimed = await claimAttempt(db, message.delivery_id, message.attempt, now());
    if (!claimed) return answer(200, { state: "skipped" });
    const result = await performAttempt(db, claimed, options);
    if (result.state === "pending") {
      // If this publish fails the relay publishes it later: the row is still marked unpublished.
      await publishPendingAttempts(db, qstashClient(mode), mode, now(), claimed.deliveryId).catch(() => 0);
    }
    return answer(200, { state: result.state, attempt: result.attempt, status: result.status });
  } catch (err) {
    console.error(`[webhooks] delivery callback failed: ${(err as Error).message}`);
    return answer(500, { error: "Delivery could not be processed; QStash will retry." });
  }
}
