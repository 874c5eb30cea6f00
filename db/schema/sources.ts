import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Live sources (lib/sources): the read state of every source, every run, and the drafts connectors propose for
 * curated corpora. Source ids are the registry's (lib/sources/registry.ts): "federal-register", "ecfr", "us-code",
 * "open-states", "courtlistener", "edgar", "enforcement/<monitored source id>", "news/<feed id>".
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

/** One row per source that has ever been run: its health and where the next run starts. */
export const syncSources = pgTable("sync_sources", {
  id: text("id").primaryKey(),
  lastAttemptAt: ts("last_attempt_at"),
  lastSuccessAt: ts("last_success_at"),
  /** A fault code of lib/sources/faults.ts (finer than the SPEC's seven); null after a successful run. */
  lastFaultCode: text("last_fault_code"),
  lastFaultAt: ts("last_fault_at"),
  /** Operator-only detail of the last fault (one line, capped). Never served. */
  lastFaultDetail: text("last_fault_detail"),
  /** Upstream entries the last successful run looked at. */
  itemsSeenLastRun: integer("items_seen_last_run"),
  /** Where the next run starts (the connector's own "since"), written when a run finishes. */
  cursor: jsonb("cursor").$type<unknown>(),
  /** The last batch an unfinished run committed; null when the last run finished. */
  checkpoint: jsonb("checkpoint").$type<unknown>(),
  /** ETag / Last-Modified per conditional request key, from the last successful run. */
  validators: jsonb("validators").$type<Record<string, { etag?: string; lastModified?: string }>>().notNull().default(sql`'{}'::jsonb`),
  /** The run holding the source now (one run per source at a time) and until when its lease holds. */
  leaseRunId: uuid("lease_run_id"),
  leaseHolder: text("lease_holder"),
  leaseUntil: ts("lease_until"),
});

/** Every run of every source: the record of what was read and what it did. */
export const syncRuns = pgTable(
  "sync_runs",
  {
    id: uuid("id").primaryKey(),
    source: text("source").notNull(),
    /** cli | cron | qstash | interval | route | test */
    trigger: text("trigger").notNull(),
    startedAt: ts("started_at").notNull(),
    /** Null while running, and forever for a run that was killed (outcome interrupted). */
    finishedAt: ts("finished_at"),
    /** running | succeeded | faulted | interrupted */
    outcome: text("outcome").notNull(),
    /** The interrupted run whose checkpoint this run resumed from. */
    resumedFrom: uuid("resumed_from"),
    batches: integer("batches").notNull().default(0),
    requests: integer("requests").notNull().default(0),
    itemsSeen: integer("items_seen").notNull().default(0),
    itemsAdded: integer("items_added").notNull().default(0),
    itemsChanged: integer("items_changed").notNull().default(0),
    itemsUnchanged: integer("items_unchanged").notNull().default(0),
    faultCode: text("fault_code"),
    /** Operator-only. */
    faultDetail: text("fault_detail"),
  },
  (t) => [index("sync_runs_source").on(t.source, t.startedAt)],
);

/**
 * Proposed changes to curated rows (DraftItem of lib/sources/connector.ts), awaiting a person. Never applied
 * automatically; accepting one goes through the normal write path. (Agency-feed drafts of the enforcement lane keep
 * their own table, enforcement_drafts.)
 */
export const sourceDrafts = pgTable(
  "source_drafts",
  {
    id: uuid("id").primaryKey(),
    source: text("source").notNull(),
    /** law_record | enforcement_matter | disclosure | … */
    target: text("target").notNull(),
    targetKey: text("target_key"),
    itemKey: text("item_key").notNull(),
    /** pending | accepted | rejected */
    status: text("status").notNull().default("pending"),
    summary: text("summary").notNull(),
    proposed: jsonb("proposed").$type<Record<string, unknown>>().notNull(),
    evidence: jsonb("evidence").$type<Record<string, unknown>>().notNull(),
    upstreamUrl: text("upstream_url"),
    runId: uuid("run_id"),
    createdAt: ts("created_at").notNull(),
    reviewedAt: ts("reviewed_at"),
    /** The reviewer's reason (a rejection's `--reason`), shown by `npm run review -- show`. */
    reviewNote: text("review_note"),
    /** What an accepted draft wrote: the curated file patched and the fields as written (the reviewer's edits included). */
    applied: jsonb("applied").$type<Record<string, unknown>>(),
  },
  (t) => [uniqueIndex("source_drafts_item").on(t.source, t.itemKey), index("source_drafts_status").on(t.status, t.createdAt)],
);
