import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { FieldChange } from "./history";

/**
 * The enforcement-matter registry (SPEC 4.10) and the /enforcement news lane (SPEC 4.8).
 *
 * Matters come from curated YAML (db/seed/enforcement/matters/*.yaml) through loadEnforcementRegistry: the files are
 * the truth, the tables a queryable copy with the stamps only the database can know (first_seen_at, history). Chain
 * rows are keyed (matter_uid, position) and replaced whole when a matter's content changes.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });

export const enforcementMatters = pgTable(
  "enforcement_matters",
  {
    /** Opaque stable key: "em_" + base32 of a hash of the curated key. */
    matterUid: text("matter_uid").primaryKey(),
    /** The curated key it derives from; unique, never reused. */
    key: text("key").notNull().unique(),
    caption: text("caption").notNull(),
    summary: text("summary"),
    matterType: text("matter_type").notNull(),
    matterStatus: text("matter_status").notNull(),
    agencyCode: text("agency_code"),
    forumType: text("forum_type").notNull(),
    forumName: text("forum_name"),
    docketNumber: text("docket_number"),
    jurisdictionSlug: text("jurisdiction_slug").notNull(),
    jurisdictionLevel: text("jurisdiction_level").notNull(),
    filedDate: date("filed_date", { mode: "string" }),
    decidedDate: date("decided_date", { mode: "string" }),
    closedDate: date("closed_date", { mode: "string" }),
    aiRoles: text("ai_roles").array().notNull().default(sql`'{}'::text[]`),
    /** Primary subject domain: a US-law taxonomy subcategory id, or null. */
    domain: text("domain"),
    /** A (primary source read) or B (secondary only); null on matters recorded before 2026-08-22. */
    tier: text("tier"),
    verification: text("verification").notNull().default("single_source"),
    publishReady: boolean("publish_ready").notNull(),
    /** matter_uid of the matter this one duplicates. */
    duplicateOf: text("duplicate_of"),
    captionUntranslated: boolean("caption_untranslated").notNull().default(false),
    /** Descriptive fields deliberately nulled on a published matter. */
    unavailableFields: text("unavailable_fields").array().notNull().default(sql`'{}'::text[]`),
    redactionPolicy: text("redaction_policy").notNull(),
    /** From the curated row's last_verified, when the curator recorded it. */
    lastVerifiedAt: ts("last_verified_at"),
    /** sha256 of the canonical curated row: an unchanged file writes nothing. */
    contentHash: text("content_hash").notNull(),
    /** The curated row as loaded, so the next load can say exactly which fields and chains changed (history). */
    curated: jsonb("curated").$type<Record<string, unknown>>().notNull(),
    firstSeenAt: ts("first_seen_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    /** Set when the row disappears from the curated files: withheld from everyone, kept for history. */
    withdrawnAt: ts("withdrawn_at"),
  },
  (t) => [
    index("enforcement_matters_filed").on(t.filedDate, t.matterUid),
    index("enforcement_matters_first_seen").on(t.firstSeenAt, t.matterUid),
    index("enforcement_matters_ai_roles").using("gin", t.aiRoles),
  ],
);

export const enforcementEvents = pgTable(
  "enforcement_events",
  {
    matterUid: text("matter_uid").notNull().references(() => enforcementMatters.matterUid, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    eventType: text("event_type").notNull(),
    eventDate: date("event_date", { mode: "string" }),
    isDateEstimated: boolean("is_date_estimated").notNull(),
    description: text("description").notNull(),
    sourceUrl: text("source_url"),
  },
  (t) => [primaryKey({ columns: [t.matterUid, t.position] })],
);

export const enforcementParties = pgTable(
  "enforcement_parties",
  {
    matterUid: text("matter_uid").notNull().references(() => enforcementMatters.matterUid, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** Stored as curated; withheld at serve time by the matter's redaction policy. */
    name: text("name"),
    role: text("role").notNull(),
    kind: text("kind").notNull(),
    piiClass: text("pii_class").notNull(),
  },
  (t) => [primaryKey({ columns: [t.matterUid, t.position] })],
);

export const enforcementRelief = pgTable(
  "enforcement_relief",
  {
    matterUid: text("matter_uid").notNull().references(() => enforcementMatters.matterUid, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    reliefType: text("relief_type").notNull(),
    /** Verbatim from the source ("$365,000", "€15 million"); never parsed into a number. */
    amount: text("amount"),
    description: text("description"),
  },
  (t) => [primaryKey({ columns: [t.matterUid, t.position] })],
);

export const enforcementLaws = pgTable(
  "enforcement_laws",
  {
    matterUid: text("matter_uid").notNull().references(() => enforcementMatters.matterUid, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** Verbatim from the source, whether or not it links. */
    citation: text("citation").notNull(),
    relation: text("relation").notNull(),
    /** linked_ai_law | linked_us_law | unlinked */
    linkStatus: text("link_status").notNull().default("unlinked"),
    /** law_records.id when linked_ai_law. No FK: a re-seeded law keeps its id, and a link is re-derived each load. */
    linkedLawId: uuid("linked_law_id"),
    /** US-law record_uid when linked_us_law. */
    linkedUsLawUid: text("linked_us_law_uid"),
  },
  (t) => [primaryKey({ columns: [t.matterUid, t.position] })],
);

export const enforcementSourceDocuments = pgTable(
  "enforcement_source_documents",
  {
    matterUid: text("matter_uid").notNull().references(() => enforcementMatters.matterUid, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    url: text("url").notNull(),
    publisher: text("publisher").notNull(),
    docDate: date("doc_date", { mode: "string" }),
    title: text("title"),
    /** primary | secondary */
    kind: text("kind").notNull(),
  },
  (t) => [primaryKey({ columns: [t.matterUid, t.position] })],
);

/**
 * Append-only change log of matters: one row per observed insert, update, withdrawal or restoration. Not (yet) part
 * of /changes or webhooks: see docs/data.md, "The enforcement registry".
 */
export const enforcementMatterHistory = pgTable(
  "enforcement_matter_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    matterUid: text("matter_uid").notNull(),
    /** insert | update | withdrawn | restored */
    changeKind: text("change_kind").notNull(),
    changedFields: text("changed_fields").array(),
    fieldChanges: jsonb("field_changes").$type<FieldChange[]>().notNull().default(sql`'[]'::jsonb`),
    contentHash: text("content_hash").notNull(),
    observedAt: ts("observed_at").notNull().defaultNow(),
  },
  (t) => [index("enforcement_matter_history_matter").on(t.matterUid, t.observedAt)],
);

/**
 * The agency and court sources we watch: configuration from monitored-sources.yaml. Their read state (last success,
 * last fault, staleness) lives with every other source's in sync_sources, under the id "enforcement/<id>".
 */
export const enforcementMonitoredSources = pgTable("enforcement_monitored_sources", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  agencyCode: text("agency_code"),
  url: text("url").notNull(),
  /** rss | atom | federal_register_json | none (no reader yet: every run records adapter_missing). */
  adapter: text("adapter").notNull(),
  isEnabled: boolean("is_enabled").notNull(),
  jurisdictionSlug: text("jurisdiction_slug").notNull(),
  jurisdictionLevel: text("jurisdiction_level").notNull(),
  /** enforcement | litigation: the change_type its drafts get. */
  changeType: text("change_type").notNull(),
  maxSilenceHours: integer("max_silence_hours").notNull(),
  note: text("note"),
});

/**
 * Items of monitored sources that mention AI, awaiting review. Only approved or published drafts reach /enforcement;
 * a pending one is invisible until an operator reviews it (npm run review-enforcement).
 */
export const enforcementDrafts = pgTable(
  "enforcement_drafts",
  {
    id: uuid("id").primaryKey(),
    sourceId: text("source_id").references(() => enforcementMonitoredSources.id, { onDelete: "set null" }),
    /** sha256 of source id + item link/guid: one draft per upstream item, however often it is polled. */
    itemKey: text("item_key").notNull(),
    /** pending | approved | published | rejected */
    status: text("status").notNull().default("pending"),
    changeType: text("change_type").notNull(),
    title: text("title"),
    agency: text("agency"),
    scope: text("scope").notNull(),
    jurisdictionSlug: text("jurisdiction_slug"),
    sourceUrl: text("source_url"),
    /** The upstream's own date for the item (not served as `date`, which SPEC 2 defines from the review stamps). */
    itemDate: date("item_date", { mode: "string" }),
    /** A short excerpt cut from the item's own summary. */
    summary: text("summary"),
    matchedTerms: text("matched_terms").array().notNull().default(sql`'{}'::text[]`),
    // Filled by the reviewer; null until then.
    respondent: text("respondent"),
    allegation: text("allegation"),
    outcome: text("outcome"),
    penalty: text("penalty"),
    statutoryBasis: text("statutory_basis"),
    forum: text("forum"),
    createdAt: ts("created_at").notNull().defaultNow(),
    approvedAt: ts("approved_at"),
    publishedAt: ts("published_at"),
    rejectedAt: ts("rejected_at"),
    /** The reviewer's reason for a rejection (`npm run review -- reject <id> --reason …`). */
    reviewNote: text("review_note"),
  },
  (t) => [uniqueIndex("enforcement_drafts_item").on(t.itemKey), index("enforcement_drafts_status").on(t.status)],
);
