import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { isoMicros } from "@/lib/db-time";
import { invalidParameter } from "@/lib/http/errors";

/**
 * GET /webhooks/{id}/deliveries: what happened to each delivery of a subscription, newest first. The outbox keeps
 * four states (pending, succeeded, dead) plus who holds an attempt; the log shows the caller's view of them:
 *
 *   pending   — no attempt yet, or an attempt in flight right now;
 *   failed    — its last attempt failed and another is scheduled (next_attempt_at);
 *   delivered — a 2xx was received;
 *   dead      — dead-lettered: its last allowed attempt failed, or its webhook was disabled while it was queued.
 *
 * Never the receiver's body beyond a short excerpt of its first bytes, with control characters removed.
 */

export const DELIVERY_LOG_STATUSES = ["pending", "failed", "delivered", "dead"] as const;
export type DeliveryLogStatus = (typeof DELIVERY_LOG_STATUSES)[number];

/** Characters of the receiver's answer shown in the log (we store at most 256 bytes of it). */
export const RESPONSE_EXCERPT_CHARS = 120;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The log status of a row, in SQL (alias d = webhook_deliveries), at `now`. */
export function logStatusSql(now: Date): SQL<DeliveryLogStatus> {
  return sql<DeliveryLogStatus>`CASE
    WHEN d.status = 'succeeded' THEN 'delivered'
    WHEN d.status = 'dead' THEN 'dead'
    WHEN d.attempts > 0 AND (d.locked_until IS NULL OR d.locked_until <= ${ts(now)}) THEN 'failed'
    ELSE 'pending' END`;
}

/** Printable text only, whitespace collapsed, cut short: enough to recognise an error page, never a whole body. */
export function responseExcerpt(prefix: string | null): string | null {
  if (prefix === null) return null;
  // eslint-disable-next-line no-control-regex
  const text = prefix.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\ufffd]/g, " ").replace(/\s+/g, " ").trim();
  if (!text) return null;
  return text.length > RESPONSE_EXCERPT_CHARS ? `${text.slice(0, RESPONSE_EXCERPT_CHARS - 1)}…` : text;
}

interface DeliveryRow {
  id: string;
  webhook_id: string;
  event: string;
  event_id: string;
  change_kind: "insert" | "update";
  record_id: string | null;
  observed_at: string | null;
  changed_fields: string[] | null;
  log_status: DeliveryLogStatus;
  attempts: number;
  next_attempt_at: string | null;
  created_at: string;
  completed_at: string | null;
  last_status: number | null;
  last_error: string | null;
}

interface AttemptRow {
  delivery_id: string;
  attempt_id: string;
  attempt: number;
  started_at: string;
  finished_at: string | null;
  outcome: "success" | "failure" | null;
  http_status: number | null;
  duration_ms: number | null;
  error: string | null;
  response_prefix: string | null;
}

const deliveryColumns = (now: Date) => sql`
  d.id, d.webhook_id, d.event, d.event_id,
  d.payload->>'change_kind' AS change_kind, coalesce(d.payload->'record'->>'id', d.payload->'record'->>'record_uid') AS record_id,
  d.payload->>'observed_at' AS observed_at, d.payload->'changed_fields' AS changed_fields,
  ${logStatusSql(now)} AS log_status, d.attempts,
  CASE WHEN d.status = 'pending' THEN ${isoMicros(sql`d.next_attempt_at`)} END AS next_attempt_at,
  ${isoMicros(sql`d.created_at`)} AS created_at, ${isoMicros(sql`d.completed_at`)} AS completed_at,
  d.last_status, d.last_error`;

type Executor = Pick<Db, "execute">;

async function attemptsByDelivery(db: Executor, ids: string[]): Promise<Map<string, AttemptRow[]>> {
  const byDelivery = new Map<string, AttemptRow[]>();
  if (ids.length === 0) return byDelivery;
  const rows = rowsOf<AttemptRow>(
    await db.execute(sql`
      SELECT delivery_id, attempt_id, attempt, ${isoMicros(sql`started_at`)} AS started_at, ${isoMicros(sql`finished_at`)} AS finished_at,
        outcome, http_status, duration_ms, error, response_prefix
      FROM webhook_attempts WHERE delivery_id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})
      ORDER BY delivery_id, attempt`),
  );
  for (const r of rows) byDelivery.set(r.delivery_id, [...(byDelivery.get(r.delivery_id) ?? []), r]);
  return byDelivery;
}

function deliveryOf(r: DeliveryRow, attempts: AttemptRow[]) {
  return {
    id: r.id,
    webhook_id: r.webhook_id,
    event: r.event as "law.created" | "law.updated",
    event_id: r.event_id,
    change: { kind: r.change_kind, record_id: r.record_id, observed_at: r.observed_at, changed_fields: r.changed_fields },
    status: r.log_status,
    attempt_count: r.attempts,
    next_attempt_at: r.log_status === "pending" || r.log_status === "failed" ? r.next_attempt_at : null,
    created_at: r.created_at,
    completed_at: r.completed_at,
    last_status: r.last_status,
    last_error: r.last_error,
    attempts: attempts.map((a) => ({
      attempt: a.attempt,
      delivery_id: a.attempt_id,
      started_at: a.started_at,
      finished_at: a.finished_at,
      outcome: a.outcome,
      http_status: a.http_status,
      duration_ms: a.duration_ms,
      error: a.error,
      response_excerpt: responseExcerpt(a.response_prefix),
    })),
  };
}

export type DeliveryLogEntry = ReturnType<typeof deliveryOf>;

/** One delivery of one webhook, in log form (the caller has checked the webhook's owner). */
export async function deliveryLogEntry(db: Executor, webhookId: string, deliveryId: string, now: Date): Promise<DeliveryLogEntry | null> {
  const [row] = rowsOf<DeliveryRow>(
    await db.execute(sql`SELECT ${deliveryColumns(now)} FROM webhook_deliveries d WHERE d.id = ${deliveryId} AND d.webhook_id = ${webhookId}`),
  );
  if (!row) return null;
  return deliveryOf(row, (await attemptsByDelivery(db, [row.id])).get(row.id) ?? []);
}

/** The cursor names the last row served: (created_at with microseconds, id). Opaque to callers. */
function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}|${id}`, "utf8").toString("base64url");
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(text);
  if (!match) throw invalidParameter("cursor", "Query parameter 'cursor' is invalid: pass meta.next_cursor of the previous page unchanged.");
  return { createdAt: match[1]!, id: match[2]! };
}

export interface DeliveryLogQuery {
  status?: DeliveryLogStatus;
  since?: string;
  until?: string;
  limit: number;
  cursor?: string;
}

/**
 * A page of the log, newest first with the id as tiebreak (one ingest run queues many deliveries at the same
 * instant). The cursor is a position, not an offset: deliveries queued while a client pages arrive before its first
 * page and never shift the later pages, so no delivery is lost or repeated.
 */
export async function listDeliveryLog(db: Executor, webhookId: string, query: DeliveryLogQuery, now: Date) {
  const conditions: SQL[] = [sql`d.webhook_id = ${webhookId}`];
  if (query.status) conditions.push(sql`${logStatusSql(now)} = ${query.status}`);
  if (query.since) conditions.push(sql`d.created_at >= ${query.since}::timestamptz`);
  if (query.until) conditions.push(sql`d.created_at <= ${query.until}::timestamptz`);
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    conditions.push(sql`(d.created_at, d.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  }
  const rows = rowsOf<DeliveryRow>(
    await db.execute(sql`
      SELECT ${deliveryColumns(now)} FROM webhook_deliveries d
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY d.created_at DESC, d.id DESC
      LIMIT ${query.limit + 1}`),
  );
  const page = rows.slice(0, query.limit);
  const more = rows.length > query.limit;
  const attempts = await attemptsByDelivery(db, page.map((r) => r.id));
  const last = page.at(-1);
  return {
    data: page.map((r) => deliveryOf(r, attempts.get(r.id) ?? [])),
    meta: {
      count: page.length,
      limit: query.limit,
      has_more: more,
      next_cursor: more && last ? encodeCursor(last.created_at, last.id) : null,
    },
  };
}
