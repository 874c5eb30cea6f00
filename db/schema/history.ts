import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** One field diff of a Change: scalar public fields only (SPEC Part 2, field_changes). */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface IngestRowError {
  entity: "law_record" | "jurisdiction";
  /** 0-based position of the row in the source. */
  index: number;
  /** 1-based line where the row starts in the source text, when the source is text. */
  line: number | null;
  key: string | null;
  message: string;
}

/**
 * One re-read of a source. A run is written in the same transaction as every change it produces, so a run row exists
 * only for a run that completed: a killed ingest leaves neither the row nor any of its changes.
 */
export const sourceRuns = pgTable("source_runs", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** "seed", "file:<name>", or the URL that was read. */
  source: text("source").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true, precision: 6 }).notNull(),
  finishedAt: timestamp("finished_at", { withTimezone: true, precision: 6 }).notNull(),
  rowsRead: integer("rows_read").notNull(),
  inserted: integer("inserted").notNull(),
  updated: integer("updated").notNull(),
  unchanged: integer("unchanged").notNull(),
  errors: integer("errors").notNull(),
  /** The rejected rows (capped), so an operator can see later what a scheduled run skipped. */
  errorRows: jsonb("error_rows").$type<IngestRowError[]>().notNull().default(sql`'[]'::jsonb`),
});

/**
 * The append-only history behind /changes, /feed and /laws/{id}/history: one row per observed insert or update of a
 * law record or a jurisdiction. A trigger (migration history_append_only) rejects UPDATE, DELETE and TRUNCATE.
 *
 * observed_at is unique and strictly increasing in commit order (one writer at a time, values assigned under an
 * advisory lock), which is what makes `?since=<cursor>` lossless.
 */
export const recordHistory = pgTable(
  "record_history",
  {
    /** The Change's event_id. */
    id: uuid("id").primaryKey().defaultRandom(),
    entity: text("entity").notNull(), // law_record | jurisdiction
    /** The /laws/{id} key; null for jurisdiction changes. No FK: history outlives whatever it describes. */
    recordId: uuid("record_id"),
    /** The law's jurisdiction, or the jurisdiction itself: the `jurisdiction` filter of /changes. */
    jurisdictionSlug: text("jurisdiction_slug").notNull(),
    scope: text("scope"),
    changeKind: text("change_kind").notNull(), // insert | update
    changedFields: text("changed_fields").array(),
    fieldChanges: jsonb("field_changes").$type<FieldChange[]>().notNull().default(sql`'[]'::jsonb`),
    /** False for metadata-only updates: `significant=true` and /feed drop them. */
    significant: boolean("significant").notNull(),
    /** The full public state as of this observation (Record fields without id, timestamps and attribution). */
    state: jsonb("state").$type<Record<string, unknown>>().notNull(),
    observedAt: timestamp("observed_at", { withTimezone: true, precision: 6 }).notNull(),
    sourceRunId: uuid("source_run_id").references(() => sourceRuns.id),
  },
  (t) => [
    uniqueIndex("record_history_observed").on(t.observedAt),
    index("record_history_record").on(t.recordId, t.observedAt),
    index("record_history_jurisdiction").on(t.jurisdictionSlug, t.observedAt),
  ],
);
