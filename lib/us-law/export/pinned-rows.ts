import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { isoMicros } from "@/lib/db-time";
import { usLawExportWhere, type UsLawExportFilters, type UsLawFilterColumns } from "./filters";

/**
 * The rows of one export part *as they stood at the manifest's pin*, read in keyset batches over record_uid.
 *
 * Why a part is stable: imports are serialised by an advisory lock and each run stamps everything it writes with
 * the clock read after taking that lock (lib/us-law/import/write-run.ts), so runs commit in the order of their
 * `started_at`. The pin is the `started_at` of the latest run committed when the manifest was planned: every later
 * run has a later stamp. A part then reads
 *   - only records first seen at or before the pin (later inserts are invisible);
 *   - every logged field (all public content fields, classification included) as it stood at the pin: a record
 *     changed since has, for each changed field, its earliest change row after the pin in the append-only
 *     us_law_history, whose `from_value` is the value at the pin;
 *   - updated_at as of the pin (its last change row at or before the pin, else first_seen_at);
 *   - retrieved_at / last_verified_at / edition: the record's own when not re-read since; if re-read since, the
 *     start and edition of the latest run of the record's source at or before the pin (exact unless that source was
 *     loaded in chunks or dropped the record at that run — documented in README);
 *   - filters on those pinned values, so a record an import moves in or out of the filter after the pin stays where
 *     it was.
 * The planner counts the same set with live values in one statement, which is the same set by the argument above.
 * Not reconstructed: source_authority (never changes per source), jurisdiction names (reference data), and the
 * classification rule ids (not versioned; exports omit them).
 */

type Kind = "text" | "boolean" | "integer" | "date" | "text[]";

/** Logged columns the export serves, with their SQL kind. */
const PINNED: [string, Kind][] = [
  ["title", "text"], ["short_title", "text"], ["citation", "text"], ["identifier", "text"], ["instrument_type", "text"],
  ["status", "text"], ["status_detail", "text"], ["in_force", "boolean"], ["is_binding", "boolean"],
  ["jurisdiction_slug", "text"], ["jurisdiction_level", "text"], ["effective_date", "date"], ["enacted_date", "date"],
  ["repealed_date", "date"], ["published_date", "date"], ["document_number", "integer"], ["code_title", "integer"],
  ["code_title_name", "text"], ["chapter", "text"], ["part", "text"], ["part_heading", "text"], ["hierarchy", "text"],
  ["agency", "text"], ["fr_citation", "text"], ["fr_document_number", "text"], ["primary_branch", "text"],
  ["primary_subcategory", "text"], ["secondary_subcategories", "text[]"], ["official_url", "text"],
  ["full_text_url", "text"], ["full_text_sha256", "text"],
];

/** The value at the pin: the before-image of the first change after it, else the live column. */
function pinned(column: string, kind: Kind): SQL {
  const live = kind === "date" ? `r."${column}"::text` : `r."${column}"`;
  const before =
    kind === "text[]" ? `ARRAY(SELECT jsonb_array_elements_text(hb.before->'${column}'))`
    : kind === "text" || kind === "date" ? `hb.before->>'${column}'`
    : `(hb.before->>'${column}')::${kind}`;
  return sql.raw(`CASE WHEN jsonb_exists(hb.before, '${column}') THEN ${before} ELSE ${live} END`);
}

const PINNED_FILTER_COLUMNS: UsLawFilterColumns = {
  jurisdictionSlug: sql`a.jurisdiction_slug`,
  instrumentType: sql`a.instrument_type`,
  primaryBranch: sql`a.primary_branch`,
  primarySubcategory: sql`a.primary_subcategory`,
  secondarySubcategories: sql`a.secondary_subcategories`,
  inForce: sql`a.in_force`,
};

export interface PinnedRange {
  asOf: string;
  filters: UsLawExportFilters;
  /** Exclusive lower bound (null = from the first record). */
  after: string | null;
  /** Inclusive upper bound. */
  through: string;
}

/**
 * One keyset batch: the next `limit` matching records after `cursor` (or after the range start), in record_uid
 * order, each as the text `line` makes of it (an expression over the pinned row `a` and its jurisdiction `j`,
 * lib/us-law/export/formats.ts).
 */
export async function pinnedBatch(db: Db, range: PinnedRange, cursor: string | null, limit: number, line: SQL): Promise<{ record_uid: string; line: string }[]> {
  const pin = sql`${range.asOf}::timestamptz`;
  const from = cursor ?? range.after;
  const stamp = (column: string) =>
    sql`CASE WHEN r.${sql.identifier(column)} <= ${pin} THEN r.${sql.identifier(column)} ELSE coalesce(run.started_at, r.first_seen_at) END`;
  // The record scan is the top level, ordered by the primary key with a LIMIT, so the planner takes the index in
  // order and stops after `limit` matches. The pinned values are a LATERAL subquery kept from being flattened
  // (OFFSET 0): computed once per row, whatever the filters and the output expression reference.
  return rowsOf<{ record_uid: string; line: string }>(
    await db.execute(sql`
      SELECT r.record_uid, ${line} AS line
      FROM us_law_records r
      LEFT JOIN LATERAL (
        SELECT jsonb_object_agg(x.field, x.from_value) AS before FROM (
          SELECT DISTINCT ON (h.field) h.field, h.from_value FROM us_law_history h
          WHERE r.updated_at > ${pin} AND h.record_uid = r.record_uid AND h.observed_at > ${pin}
          ORDER BY h.field, h.observed_at, h.id) x
      ) hb ON true
      LEFT JOIN LATERAL (
        SELECT s.started_at, s.edition FROM us_law_source_runs s
        WHERE r.retrieved_at > ${pin} AND s.source = r.source AND s.started_at <= ${pin}
        ORDER BY s.started_at DESC LIMIT 1
      ) run ON true
      CROSS JOIN LATERAL (
        SELECT r.record_uid,
          ${sql.join(PINNED.map(([c, k]) => sql`${pinned(c, k)} AS ${sql.identifier(c)}`), sql`, `)},
          r.source_authority,
          CASE WHEN r.retrieved_at <= ${pin} THEN r.edition ELSE coalesce(run.edition, r.edition) END AS edition,
          ${isoMicros(stamp("retrieved_at"))} AS retrieved_at,
          ${isoMicros(stamp("last_verified_at"))} AS last_verified_at,
          ${isoMicros(sql`r.first_seen_at`)} AS first_seen_at,
          ${isoMicros(sql`CASE WHEN r.updated_at <= ${pin} THEN r.updated_at ELSE coalesce(
            (SELECT max(h.observed_at) FROM us_law_history h WHERE h.record_uid = r.record_uid AND h.observed_at <= ${pin}),
            r.first_seen_at) END`)} AS updated_at
        OFFSET 0
      ) a
      LEFT JOIN jurisdictions j ON j.slug = a.jurisdiction_slug
      WHERE r.first_seen_at <= ${pin} AND r.record_uid <= ${range.through}
        ${from === null ? sql`` : sql`AND r.record_uid > ${from}`}
        AND ${usLawExportWhere(range.filters, PINNED_FILTER_COLUMNS)}
      ORDER BY r.record_uid
      LIMIT ${limit}`),
  );
}
