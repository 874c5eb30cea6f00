import { sql, type SQL } from "drizzle-orm";
import {
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The US-law corpus (SPEC 1.6, 2 "US-law record", 4.9): metadata about statutes, regulations and presidential
 * instruments, classified into the 33-branch / 227-subcategory taxonomy (lib/us-law/taxonomy.yaml). We never hold
 * the text itself: official_url / full_text_url point to it, full_text_sha256 stays null until we actually read it.
 *
 * Sized for 1,000,000+ rows on Postgres: every common filter has a composite index ending in record_uid, so a
 * filtered page sorted by (key, record_uid) is an index range scan and paging never loses or repeats a row.
 */

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export interface UsLawRowError {
  /** 1-based line where the row starts in the upstream file. */
  line: number;
  /** The upstream file (base name) the row was read from. */
  file: string;
  key: string | null;
  message: string;
}

/**
 * One run of one importer (a re-read of one upstream). Written in the same transaction as every record write and
 * change row it produced, so a run row exists only for a run that committed.
 */
export const usLawSourceRuns = pgTable("us_law_source_runs", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** us_code | ecfr | executive_orders | proclamations | ai_law_mirror */
  source: text("source").notNull(),
  /** What was read: upstream file paths, or the prebuilt snapshot (db/snapshots/us-law/…) derived from them. */
  origin: text("origin").notNull(),
  /** The upstream edition the files represent (e.g. "2025-04-29" for the eCFR). */
  edition: text("edition").notNull(),
  /** sha256 of the normalised rows the run read (the snapshot checksum): equal inputs, equal hash. */
  inputSha256: text("input_sha256").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true, precision: 6 }).notNull(),
  finishedAt: timestamp("finished_at", { withTimezone: true, precision: 6 }).notNull(),
  rowsRead: integer("rows_read").notNull(),
  inserted: integer("inserted").notNull(),
  updated: integer("updated").notNull(),
  unchanged: integer("unchanged").notNull(),
  errors: integer("errors").notNull(),
  /** The rejected rows (capped at 1,000) with their line numbers. */
  errorRows: jsonb("error_rows").$type<UsLawRowError[]>().notNull().default(sql`'[]'::jsonb`),
  /**
   * The live sync run (sync_runs.id) that wrote this run, one per committed batch; null for a file or snapshot
   * import. A record whose last_run_id names such a run was last read from the live upstream, which a snapshot load
   * never overwrites (lib/us-law/load.ts). No foreign key: sync_runs is pruned, the US-law run stays.
   */
  syncRunId: uuid("sync_run_id"),
});

export const usLawRecords = pgTable(
  "us_law_records",
  {
    /** Opaque and stable: a v5 UUID of jurisdiction + normalised citation, never of a row number. */
    recordUid: text("record_uid").primaryKey(),
    /** The importer that owns the row (us_code, ecfr, executive_orders, proclamations, ai_law_mirror). */
    source: text("source").notNull(),
    /** statute | regulation | executive_order | proclamation */
    instrumentType: text("instrument_type").notNull(),
    title: text("title").notNull(),
    shortTitle: text("short_title"),
    citation: text("citation").notNull(),
    /** lib/us-law/citation.ts normaliseCitation(citation): exact and prefix lookups (text_pattern_ops index). */
    citationNormalized: text("citation_normalized").notNull(),
    /** Section number, CFR section identifier, "EO 14110", "Proclamation 9984", or the AI-law identifier. */
    identifier: text("identifier"),
    /** Executive-order or proclamation number: the presidential-document-number search path (SPEC 4.9). */
    documentNumber: integer("document_number"),
    /** in_force | superseded | repealed | enacted | unknown */
    status: text("status").notNull(),
    /** The upstream's own words for the status (US Code status, disposition notes, "[Reserved]"). */
    statusDetail: text("status_detail"),
    inForce: boolean("in_force"),
    isBinding: boolean("is_binding").notNull(),
    jurisdictionSlug: text("jurisdiction_slug").notNull(),
    /** federal | state */
    jurisdictionLevel: text("jurisdiction_level").notNull(),
    effectiveDate: date("effective_date"),
    enactedDate: date("enacted_date"),
    repealedDate: date("repealed_date"),
    /** Federal Register publication date (presidential documents). */
    publishedDate: date("published_date"),
    /** US Code or CFR title number. */
    codeTitle: integer("code_title"),
    codeTitleName: text("code_title_name"),
    /** US Code hierarchy path, or the CFR chapter. */
    chapter: text("chapter"),
    part: text("part"),
    partHeading: text("part_heading"),
    /** US Code: the subtitle/chapter/subchapter headings of the section, " > " joined. */
    hierarchy: text("hierarchy"),
    /** Issuing agency (CFR) or signing office. */
    agency: text("agency"),
    frCitation: text("fr_citation"),
    frDocumentNumber: text("fr_document_number"),
    primaryBranch: text("primary_branch").notNull(),
    primarySubcategory: text("primary_subcategory").notNull(),
    /** Secondary subcategory ids, sorted (the assignments table holds their branch and rule). */
    secondarySubcategories: text("secondary_subcategories").array().notNull().default(sql`'{}'::text[]`),
    /** Null only on an AI-law mirror whose curated record names no official link. */
    officialUrl: text("official_url"),
    sourceAuthority: text("source_authority").notNull(),
    fullTextUrl: text("full_text_url"),
    /** Null: we hold no text, and never hash what we did not read. */
    fullTextSha256: text("full_text_sha256"),
    /** The code edition / point in time of the upstream (e.g. "2025-04-29", "early 2023 (OLRC)"). */
    edition: text("edition").notNull(),
    /** When our importer read the upstream row. */
    retrievedAt: timestamp("retrieved_at", { withTimezone: true, precision: 6 }).notNull(),
    /** When a run last re-read the row and found it (changed or not). */
    lastVerifiedAt: timestamp("last_verified_at", { withTimezone: true, precision: 6 }).notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true, precision: 6 }).notNull(),
    /** Last real content change (a change row was written). */
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 6 }).notNull(),
    lastRunId: uuid("last_run_id").notNull(),
    /** Titles in English stemming; the citation in 'simple' so "U.S.C." and section numbers stay whole. */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('english', coalesce(title, '')), 'A')
        || setweight(to_tsvector('english', coalesce(short_title, '')), 'A')
        || setweight(to_tsvector('simple', coalesce(citation, '')), 'B')`,
    ),
  },
  (t) => [
    index("us_law_records_search").using("gin", t.searchVector),
    index("us_law_records_citation_prefix").using("btree", sql`${t.citationNormalized} text_pattern_ops`, t.recordUid),
    index("us_law_records_document_number").on(t.documentNumber, t.instrumentType).where(sql`${t.documentNumber} IS NOT NULL`),
    index("us_law_records_identifier").on(t.identifier),
    index("us_law_records_jurisdiction_type").on(t.jurisdictionSlug, t.instrumentType, t.recordUid),
    index("us_law_records_level_type").on(t.jurisdictionLevel, t.instrumentType, t.recordUid),
    index("us_law_records_branch").on(t.primaryBranch, t.primarySubcategory, t.recordUid),
    index("us_law_records_type_enacted").on(t.instrumentType, t.enactedDate, t.recordUid),
    index("us_law_records_status").on(t.status, t.recordUid),
    index("us_law_records_effective").on(t.effectiveDate, t.recordUid),
    index("us_law_records_title").on(t.title, t.recordUid),
    index("us_law_records_verified").on(t.lastVerifiedAt, t.recordUid),
    index("us_law_records_source").on(t.source, t.recordUid),
  ],
);

/**
 * Every classification assignment of a record, primary and secondary, with the rule that made it
 * (lib/us-law/classification.yaml rule id): the answer to "why is this record in this branch?".
 */
export const usLawAssignments = pgTable(
  "us_law_assignments",
  {
    recordUid: text("record_uid")
      .notNull()
      .references(() => usLawRecords.recordUid, { onDelete: "cascade" }),
    subcategoryId: text("subcategory_id").notNull(),
    branchId: text("branch_id").notNull(),
    isPrimary: boolean("is_primary").notNull(),
    ruleId: text("rule_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recordUid, t.subcategoryId] }),
    index("us_law_assignments_branch").on(t.branchId, t.recordUid),
    index("us_law_assignments_subcategory").on(t.subcategoryId, t.recordUid),
  ],
);

/**
 * Append-only per-field change log (capture began with the first import; no backfill). One row per changed public
 * field of an existing record; a record's first observation is its first_seen_at, not a row here, so an empty log
 * means "no change observed since capture". A trigger (migration us_law_history_append_only) refuses UPDATE,
 * DELETE and TRUNCATE.
 */
export const usLawHistory = pgTable(
  "us_law_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    recordUid: text("record_uid").notNull(),
    /** No FK: history outlives whatever it describes. */
    runId: uuid("run_id").notNull(),
    field: text("field").notNull(),
    fromValue: jsonb("from_value"),
    toValue: jsonb("to_value"),
    observedAt: timestamp("observed_at", { withTimezone: true, precision: 6 }).notNull(),
  },
  (t) => [index("us_law_history_record").on(t.recordUid, t.observedAt, t.id), index("us_law_history_run").on(t.runId)],
);
