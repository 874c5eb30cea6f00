import { sql } from "drizzle-orm";
import { rowsOf } from "@/db/rows";
import { lawRecordAsOf } from "@/lib/history/law-history";
import type { LawState } from "@/lib/history/state";
import type { Db } from "@/db/client";
import { attributionFor } from "@/lib/vocabulary";
import { config } from "@/lib/config";
import { notifyOutboxOnCommit } from "./outbox-signal";
import { usLawPayloadRecord, type UsLawWebhookEvent } from "./us-law-outbox";

/**
 * The outbox writer. Ingestion calls enqueueWebhookDeliveries inside the transaction that records its changes, so the
 * deliveries commit with the change or not at all: a process that dies after the commit loses nothing, and one that
 * dies before it leaves neither. Here, law-record changes (US-law changes: lib/webhooks/us-law-outbox.ts):
 *   change_kind insert → law.created;  change_kind update → law.updated (metadata-only updates included: the payload's
 *   changed_fields says what changed, e.g. ["metadata"]).
 * Each active subscription whose events, scope and jurisdiction filters match gets one delivery per change; the
 * unique (webhook, event) index makes a repeated call harmless.
 */

/** What the ingest writer records per change (its HistoryEntry satisfies this). */
export interface OutboxChange {
  id: string;
  entity: string;
  record_id: string | null;
  jurisdiction_slug: string;
  scope: string | null;
  change_kind: "insert" | "update";
  changed_fields: string[] | null;
  state: Record<string, unknown>;
  observed_at: string;
}

export type WebhookEvent = "law.created" | "law.updated" | UsLawWebhookEvent;
/** The SPEC's events: a subscription that names none gets these (US-law events are opt-in). */
export const WEBHOOK_EVENTS = ["law.created", "law.updated"] as const;

export function eventFor(changeKind: "insert" | "update"): (typeof WEBHOOK_EVENTS)[number] {
  return changeKind === "insert" ? "law.created" : "law.updated";
}

/** Anything with execute(): the ingest transaction. */
type Executor = Pick<Db, "execute">;

/** Writes the deliveries these changes cause; returns how many. Call inside the transaction that records them. */
export async function enqueueWebhookDeliveries(tx: Executor, changes: readonly OutboxChange[]): Promise<number> {
  const laws = changes.filter((c) => c.entity === "law_record" && c.record_id);
  if (laws.length === 0) return 0;
  // Most ingest runs happen with no subscriptions at all: skip shipping the batch to the database then.
  const [any] = rowsOf<{ any: boolean }>(await tx.execute(sql`SELECT EXISTS (SELECT 1 FROM webhooks WHERE active) AS any`));
  if (!any?.any) return 0;
  const siteUrl = config().publicBaseUrl;
  const attribution = attributionFor(siteUrl);
  const rows = laws.map((c) => ({
    event_id: c.id,
    event: eventFor(c.change_kind),
    scope: c.scope,
    jurisdiction: c.jurisdiction_slug,
    payload: {
      event: eventFor(c.change_kind),
      event_id: c.id,
      change_kind: c.change_kind,
      changed_fields: c.changed_fields,
      observed_at: c.observed_at,
      // updated_at and checked_at are the change's observed_at: what ingestion writes onto the record in this transaction.
      record: lawRecordAsOf(c.record_id!, c.state as unknown as LawState, c.observed_at, siteUrl),
      attribution,
    },
  }));
  const [inserted] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      WITH added AS (
        INSERT INTO webhook_deliveries (webhook_id, event_id, event, payload, next_attempt_at)
        SELECT w.id, c.event_id, c.event, c.payload, now()
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS c(event_id uuid, event text, scope text, jurisdiction text, payload jsonb)
        JOIN webhooks w ON w.active AND c.event = ANY (w.events)
          AND (w.scope IS NULL OR w.scope = c.scope)
          AND (w.jurisdiction IS NULL OR w.jurisdiction = c.jurisdiction)
        JOIN api_keys k ON k.id = w.key_id AND k.revoked_at IS NULL
        ON CONFLICT (webhook_id, event_id) DO NOTHING
        RETURNING 1
      )
      SELECT count(*)::int AS n FROM added`),
  );
  if ((inserted?.n ?? 0) >= ANALYZE_MIN_ROWS) await analyzeIfStale(tx, inserted!.n);
  // Wakes every listening worker when this transaction commits; nothing is sent if it rolls back.
  if (inserted?.n) await notifyOutboxOnCommit(tx);
  return inserted?.n ?? 0;
}

/**
 * A fan-out that adds many deliveries to an outbox whose statistics do not know them is re-analysed in its transaction
 * (when it adds more than a tenth of the rows the statistics count — autovacuum's own rule — and at least
 * ANALYZE_MIN_ROWS). Otherwise the claim's planner, expecting a handful of pending rows, reads and sorts the whole
 * pending backlog on every claim instead of walking the due index to its LIMIT: 75 ms per claim of 32 over a backlog
 * of 4,000 on PGlite, which has no autovacuum at all, and on Postgres until autovacuum gets round to it.
 */
const ANALYZE_MIN_ROWS = 500;

async function analyzeIfStale(tx: Executor, added: number): Promise<void> {
  const [stats] = rowsOf<{ reltuples: number }>(
    await tx.execute(sql`SELECT reltuples::float8 AS reltuples FROM pg_class WHERE oid = 'webhook_deliveries'::regclass`),
  );
  if (added > 0.1 * Math.max(0, stats?.reltuples ?? 0)) await tx.execute(sql`ANALYZE webhook_deliveries`);
}

/**
 * What every delivery of one payload shares, serialised once: the text before and after the two per-delivery fields.
 * A claim hands the deliveries of one change the same payload object (lib/webhooks/delivery.ts), so a fan-out to 20
 * subscriptions serialises the record once, not 20 times.
 */
const serialised = new WeakMap<object, { head: string; tail: string }>();

/**
 * The WebhookPayload body of one delivery, keys in the documented order (stored jsonb does not keep order). Byte for
 * byte the JSON.stringify of that object: `{event, event_id, delivery_id, webhook_id, change_kind, …}`.
 */
export function deliveryBody(payload: Record<string, unknown>, attemptDeliveryId: string, webhookId: string): string {
  let parts = serialised.get(payload);
  if (!parts) {
    const head = JSON.stringify({ event: payload.event, event_id: payload.event_id });
    const tail = JSON.stringify(payloadTail(payload, String(payload.event).startsWith("us_law.") ? usLawPayloadRecord(payload) : lawPayloadRecord(payload)));
    // "{…}" → "{…," and ",…}" (an empty side contributes nothing).
    parts = { head: head === "{}" ? "{" : `${head.slice(0, -1)},`, tail: tail === "{}" ? "}" : `,${tail.slice(1)}` };
    serialised.set(payload, parts);
  }
  return `${parts.head}"delivery_id":${JSON.stringify(attemptDeliveryId)},"webhook_id":${JSON.stringify(webhookId)}${parts.tail}`;
}

/** The payload's fields after delivery_id and webhook_id, in the documented order, with its event kind's record. */
function payloadTail(payload: Record<string, unknown>, record: Record<string, unknown>) {
  return {
    change_kind: payload.change_kind,
    changed_fields: payload.changed_fields,
    observed_at: payload.observed_at,
    record,
    attribution: payload.attribution,
  };
}

/** The `record` of a law.* payload, its keys in the documented order (WebhookPayload). */
function lawPayloadRecord(payload: Record<string, unknown>) {
  const r = payload.record as Record<string, unknown>;
  const j = r.jurisdiction as Record<string, unknown>;
  return {
    id: r.id, scope: r.scope, jurisdiction: { slug: j.slug, name: j.name ?? null, abbr: j.abbr ?? null },
    identifier: r.identifier, title: r.title, record_type: r.record_type, status: r.status, in_force: r.in_force,
    record_date: r.record_date, summary: r.summary, source: r.source, official_url: r.official_url,
    attribution: r.attribution, updated_at: r.updated_at, checked_at: r.checked_at,
  };
}
