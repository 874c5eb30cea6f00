import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { config } from "@/lib/config";
import { isoMicros } from "@/lib/db-time";
import { attributionFor } from "@/lib/vocabulary";
import { notifyOutboxOnCommit } from "./outbox-signal";
import { US_LAW_DELIVERY_SPACING_MS } from "./schedule";

/**
 * The outbox writer of US-law changes (a live sync's, lib/us-law/import/change-feed.ts): us_law.created for an
 * insert, us_law.updated for an update, only to subscriptions that name the event (the default events stay
 * law.created / law.updated) and whose key holds the us_law licence. Written in the import run's transaction, from the
 * change rows it just appended, without loading them into this process: a title amendment of 20,000 sections is one
 * statement, however many subscriptions there are.
 *
 * One delivery per (subscription, change), like every other event. A sync can change thousands of records at once,
 * so a subscription's US-law deliveries are PACED: their first attempts are due in observed_at order, at least
 * US_LAW_DELIVERY_SPACING_MS apart, each batch after the ones a subscription still has waiting for their first
 * attempt. A subscription thus receives at most 1000 / spacing of them a second, in change order (retries then follow
 * the normal schedule and may overtake: receivers order by observed_at), and deliveries due now — law events, other
 * subscriptions — are never queued behind a whole title's backlog.
 */

export const US_LAW_EVENTS = ["us_law.created", "us_law.updated"] as const;
export type UsLawWebhookEvent = (typeof US_LAW_EVENTS)[number];

/** The changes one import run published: their observed_at range (contiguous, so an index range scan). */
export interface UsLawChangeRange {
  count: number;
  from: string | null;
  to: string | null;
}

/**
 * The record as GET /us-law/records/{record_uid} serves it (alias r = us_law_records, j = jurisdictions): in the
 * run's transaction, right after its writes, that is the record as of the change.
 */
const RECORD = (attribution: string) => sql`jsonb_build_object(
  'record_uid', r.record_uid, 'title', r.title, 'short_title', r.short_title, 'citation', r.citation,
  'identifier', r.identifier, 'instrument_type', r.instrument_type, 'status', r.status, 'status_detail', r.status_detail,
  'in_force', r.in_force, 'is_binding', r.is_binding, 'jurisdiction_level', r.jurisdiction_level,
  'effective_date', r.effective_date::text, 'enacted_date', r.enacted_date::text, 'repealed_date', r.repealed_date::text,
  'published_date', r.published_date::text, 'document_number', r.document_number, 'code_title', r.code_title,
  'code_title_name', r.code_title_name, 'chapter', r.chapter, 'part', r.part, 'part_heading', r.part_heading,
  'hierarchy', r.hierarchy, 'agency', r.agency, 'fr_citation', r.fr_citation, 'fr_document_number', r.fr_document_number,
  'official_url', r.official_url, 'source_authority', r.source_authority, 'full_text_url', r.full_text_url,
  'full_text_sha256', r.full_text_sha256, 'edition', r.edition,
  'jurisdiction', jsonb_build_object('slug', r.jurisdiction_slug, 'name', j.name, 'abbr', j.abbr),
  'classification', jsonb_build_object(
    'primary', coalesce(
      (SELECT jsonb_build_object('branch', a.branch_id, 'subcategory', a.subcategory_id, 'rule', a.rule_id)
        FROM us_law_assignments a WHERE a.record_uid = r.record_uid AND a.is_primary LIMIT 1),
      jsonb_build_object('branch', r.primary_branch, 'subcategory', r.primary_subcategory, 'rule', 'unknown')),
    'secondary', coalesce(
      (SELECT jsonb_agg(jsonb_build_object('branch', a.branch_id, 'subcategory', a.subcategory_id, 'rule', a.rule_id) ORDER BY a.subcategory_id)
        FROM us_law_assignments a WHERE a.record_uid = r.record_uid AND NOT a.is_primary),
      '[]'::jsonb)),
  'retrieved_at', ${isoMicros(sql`r.retrieved_at`)}, 'last_verified_at', ${isoMicros(sql`r.last_verified_at`)},
  'first_seen_at', ${isoMicros(sql`r.first_seen_at`)}, 'updated_at', ${isoMicros(sql`r.updated_at`)},
  'attribution', ${attribution}::text)`;

/** Writes the deliveries of the run's US-law changes; returns how many. Call inside the run's transaction. */
export async function enqueueUsLawDeliveries(tx: Pick<Db, "execute">, changes: UsLawChangeRange): Promise<number> {
  if (changes.count === 0 || !changes.from || !changes.to) return 0;
  // Most runs happen with nobody subscribed to US-law events: one indexed look-up, then nothing.
  const [any] = rowsOf<{ any: boolean }>(
    await tx.execute(sql`SELECT EXISTS (SELECT 1 FROM webhooks WHERE active AND events && ARRAY['us_law.created', 'us_law.updated']::text[]) AS any`),
  );
  if (!any?.any) return 0;
  const attribution = attributionFor(config().publicBaseUrl);
  const spacing = sql`(${US_LAW_DELIVERY_SPACING_MS} * interval '1 millisecond')`;
  const [inserted] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      WITH subs AS (
        SELECT w.id, w.events, w.scope, w.jurisdiction FROM webhooks w
        JOIN api_keys k ON k.id = w.key_id AND k.revoked_at IS NULL AND 'us_law' = ANY (k.products)
        WHERE w.active AND w.events && ARRAY['us_law.created', 'us_law.updated']::text[]
      ), matched AS (
        SELECT s.id AS webhook_id, h.id AS event_id, h.observed_at, h.change_kind, h.changed_fields,
          CASE h.change_kind WHEN 'insert' THEN 'us_law.created' ELSE 'us_law.updated' END AS event
        FROM record_history h JOIN subs s
          ON (CASE h.change_kind WHEN 'insert' THEN 'us_law.created' ELSE 'us_law.updated' END) = ANY (s.events)
          AND (s.scope IS NULL OR s.scope = h.scope) AND (s.jurisdiction IS NULL OR s.jurisdiction = h.jurisdiction_slug)
        WHERE h.observed_at BETWEEN ${changes.from}::timestamptz AND ${changes.to}::timestamptz AND h.entity = 'us_law_record'
      ), built AS (
        -- Each wanted change's record, built once however many subscriptions receive it.
        SELECT h.id AS event_id, ${RECORD(attribution)} AS record
        FROM record_history h JOIN us_law_records r ON r.record_uid = h.record_id::text
          LEFT JOIN jurisdictions j ON j.slug = r.jurisdiction_slug
        WHERE h.observed_at BETWEEN ${changes.from}::timestamptz AND ${changes.to}::timestamptz AND h.entity = 'us_law_record'
          AND h.id IN (SELECT event_id FROM matched)
      ), starts AS (
        -- After the US-law deliveries a subscription still has waiting for their first attempt: batches never interleave.
        SELECT s.id AS webhook_id, greatest(clock_timestamp(), coalesce(
          (SELECT max(d.next_attempt_at) + ${spacing} FROM webhook_deliveries d
            WHERE d.webhook_id = s.id AND d.status = 'pending' AND d.attempts = 0 AND d.event IN ('us_law.created', 'us_law.updated')),
          '-infinity'::timestamptz)) AS t
        FROM subs s
      ), added AS (
        INSERT INTO webhook_deliveries (webhook_id, event_id, event, payload, next_attempt_at)
        SELECT m.webhook_id, m.event_id, m.event,
          jsonb_build_object(
            'event', m.event, 'event_id', m.event_id, 'change_kind', m.change_kind,
            'changed_fields', to_jsonb(m.changed_fields), 'observed_at', ${isoMicros(sql`m.observed_at`)},
            'record', b.record, 'attribution', ${attribution}::text),
          st.t + (row_number() OVER (PARTITION BY m.webhook_id ORDER BY m.observed_at) - 1) * ${spacing}
        FROM matched m JOIN built b ON b.event_id = m.event_id JOIN starts st ON st.webhook_id = m.webhook_id
        ON CONFLICT (webhook_id, event_id) DO NOTHING
        RETURNING 1)
      SELECT count(*)::int AS n FROM added`),
  );
  const n = Number(inserted?.n ?? 0);
  if (n) await notifyOutboxOnCommit(tx);
  return n;
}

/** The `record` of a us_law.* payload, its keys in the documented order (UsLawWebhookPayload). */
export function usLawPayloadRecord(payload: Record<string, unknown>) {
  const r = payload.record as Record<string, unknown>;
  const j = (r.jurisdiction ?? {}) as Record<string, unknown>;
  const c = (r.classification ?? {}) as { primary?: Record<string, unknown>; secondary?: Record<string, unknown>[] };
  const assignment = (a: Record<string, unknown> | undefined) => ({ branch: a?.branch, subcategory: a?.subcategory, rule: a?.rule });
  return {
    record_uid: r.record_uid, title: r.title, short_title: r.short_title, citation: r.citation, identifier: r.identifier,
    instrument_type: r.instrument_type, status: r.status, status_detail: r.status_detail, in_force: r.in_force,
    is_binding: r.is_binding, jurisdiction: { slug: j.slug, name: j.name ?? null, abbr: j.abbr ?? null },
    jurisdiction_level: r.jurisdiction_level, effective_date: r.effective_date, enacted_date: r.enacted_date,
    repealed_date: r.repealed_date, published_date: r.published_date, document_number: r.document_number,
    code_title: r.code_title, code_title_name: r.code_title_name, chapter: r.chapter, part: r.part,
    part_heading: r.part_heading, hierarchy: r.hierarchy, agency: r.agency, fr_citation: r.fr_citation,
    fr_document_number: r.fr_document_number,
    classification: { primary: assignment(c.primary), secondary: (c.secondary ?? []).map(assignment) }, official_url: r.official_url,
    source_authority: r.source_authority, full_text_url: r.full_text_url, full_text_sha256: r.full_text_sha256,
    edition: r.edition, retrieved_at: r.retrieved_at, last_verified_at: r.last_verified_at,
    first_seen_at: r.first_seen_at, updated_at: r.updated_at, attribution: r.attribution,
  };
}
