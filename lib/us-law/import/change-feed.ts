import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { isoMicros } from "@/lib/db-time";
import { acquireIngestLock } from "@/lib/ingest/writer";

/**
 * A live sync's US-law changes in the change feed: one record_history row per record the run inserted or updated
 * (entity `us_law_record`, served by /changes and /feed only to callers who ask for that entity), written in the
 * import run's own transaction, after its per-field history. The file importers (the embedded snapshots, `npm run
 * import-us-law`) do not publish: they load the corpus's baseline, and announcing 160,000 first observations of a
 * bulk load would drown every subscriber.
 *
 * observed_at values are handed out under the change feed's own lock (the AI-law ingest's, lib/ingest/writer.ts),
 * contiguous and after every value already committed, exactly as an AI-law ingest does: the feed's cursor stays
 * lossless across both writers. Within a run, changes are ordered by citation.
 */

/** The observed_at range a run's changes occupy (null when it published none). */
export interface PublishedChanges {
  count: number;
  from: string | null;
  to: string | null;
}

export interface PublishInput {
  runId: string;
  /** The import run's source ("ecfr", "us_code", "federal_register"). */
  source: string;
  /** The run's clock, as written to first_seen_at of the records it inserted. */
  at: string;
  /** The run's own records: a relation with a record_uid column (its staging table, or the ids it inserted). */
  records: SQL;
  counts: { rowsRead: number; inserted: number; updated: number; unchanged: number; errors: number };
}

/**
 * What a Change shows of the record as of the change (its citation is the Change's identifier), and what a reader of
 * the feed filters by. The full record is one GET away (/us-law/records/{record_uid}), and each change's field diffs
 * are in the row itself; a webhook payload builds the full record when it is queued (lib/webhooks/us-law-outbox.ts).
 * Kept small on purpose: a title amendment writes thousands of these in the sync's transaction.
 */
const STATE = sql.raw(`jsonb_build_object(
  'citation', r.citation, 'title', r.title, 'identifier', r.identifier, 'instrument_type', r.instrument_type,
  'status', r.status, 'in_force', r.in_force, 'code_title', r.code_title, 'edition', r.edition,
  'jurisdiction', jsonb_build_object('slug', r.jurisdiction_slug, 'name', j.name, 'abbr', j.abbr))`);

/**
 * Appends the run's changes to record_history: an insert for every record the run first observed, an update (its
 * changed fields with from/to, as the record's own history logs them) for every record whose public fields changed.
 * Call inside the import run's transaction, after its records, history and assignments are written.
 */
export async function appendUsLawChanges(tx: Pick<Db, "execute">, run: PublishInput): Promise<PublishedChanges> {
  await acquireIngestLock(tx, () => {});
  // One pass over the run's own records (never the corpus): each joined to its stored row, to the field changes this
  // run logged for it (an update) or to nothing (an insert when the run first saw it now; a record it only verified
  // publishes nothing). The planner knows the run's size either way (an analyzed staging table, or unnest() of a
  // constant array), so it sizes these joins right even when the corpus's statistics predate the records this run inserted.
  // record_history.source_run_id names a row of source_runs: the import run is recorded there under its own id (in the
  // same statement: the foreign key is checked at its end), so a Change's source_run_id is the run_id of
  // GET /us-law/records/{record_uid}/history.
  const [published] = rowsOf<{ count: number; from: string | null; to: string | null }>(
    await tx.execute(sql`
      WITH run AS (
        INSERT INTO source_runs (id, source, started_at, finished_at, rows_read, inserted, updated, unchanged, errors)
        VALUES (${run.runId}::uuid, ${`us-law:${run.source}`}, ${run.at}::timestamptz, greatest(clock_timestamp(), ${run.at}::timestamptz),
          ${run.counts.rowsRead}, ${run.counts.inserted}, ${run.counts.updated}, ${run.counts.unchanged}, ${run.counts.errors})
      ), fields AS (
        SELECT record_uid, array_agg(field ORDER BY field) AS changed_fields,
          jsonb_agg(jsonb_build_object('field', field, 'from', from_value, 'to', to_value) ORDER BY field) AS field_changes
        FROM us_law_history WHERE run_id = ${run.runId}::uuid GROUP BY record_uid
      ), base AS (
        SELECT greatest(clock_timestamp(), (SELECT max(observed_at) FROM record_history) + interval '1 microsecond') AS t
      ), ins AS (
        INSERT INTO record_history (entity, record_id, jurisdiction_slug, scope, change_kind, changed_fields, field_changes,
          significant, state, observed_at, source_run_id)
        SELECT 'us_law_record', r.record_uid::uuid, r.jurisdiction_slug, r.jurisdiction_level,
          CASE WHEN f.record_uid IS NULL THEN 'insert' ELSE 'update' END,
          f.changed_fields, coalesce(f.field_changes, '[]'::jsonb), true, ${STATE},
          base.t + (row_number() OVER (ORDER BY r.citation_normalized, r.record_uid) - 1) * interval '1 microsecond',
          ${run.runId}::uuid
        FROM ${run.records} s JOIN us_law_records r ON r.record_uid = s.record_uid
          LEFT JOIN fields f ON f.record_uid = s.record_uid
          LEFT JOIN jurisdictions j ON j.slug = r.jurisdiction_slug
          CROSS JOIN base
        WHERE f.record_uid IS NOT NULL OR (r.first_seen_at = ${run.at}::timestamptz AND r.last_run_id = ${run.runId}::uuid)
        RETURNING observed_at)
      SELECT count(*)::int AS count, ${isoMicros(sql`min(observed_at)`)} AS "from", ${isoMicros(sql`max(observed_at)`)} AS "to" FROM ins`),
  );
  return { count: Number(published?.count ?? 0), from: published?.from ?? null, to: published?.to ?? null };
}
