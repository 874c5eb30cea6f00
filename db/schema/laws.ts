import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export interface SourceLink {
  tier: "primary" | "secondary";
  label: string;
  url: string;
}

export const jurisdictions = pgTable("jurisdictions", {
  slug: text("slug").primaryKey(),
  name: text("name"),
  abbr: text("abbr"),
  scope: text("scope").notNull(),
  kind: text("kind").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  checkedAt: timestamp("checked_at", { withTimezone: true, precision: 6 }).notNull().defaultNow(),
});

/** Countries we screened and found without a binding AI-specific instrument (/countries meta). */
export const screenedCountries = pgTable("screened_countries", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  abbr: text("abbr"),
  note: text("note").notNull(),
  sourceUrl: text("source_url"),
});

export const lawRecords = pgTable(
  "law_records",
  {
    id: uuid("id").primaryKey(),
    /** The curated seed key the id is derived from; unique, never reused. */
    key: text("key").notNull().unique(),
    scope: text("scope").notNull(),
    jurisdictionSlug: text("jurisdiction_slug")
      .notNull()
      .references(() => jurisdictions.slug),
    identifier: text("identifier"),
    title: text("title"),
    recordType: text("record_type"),
    status: text("status"),
    inForce: boolean("in_force"),
    recordDate: timestamp("record_date", { withTimezone: true, precision: 6 }),
    summary: text("summary"),
    source: text("source"),
    officialUrl: text("official_url"),
    // Metadata: served by /sources and /citations, diffed as "metadata" in the change feed.
    alternateNames: text("alternate_names").array().notNull().default(sql`'{}'::text[]`),
    sourceLinks: jsonb("source_links").$type<SourceLink[]>().notNull().default(sql`'[]'::jsonb`),
    effectiveText: text("effective_text"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    checkedAt: timestamp("checked_at", { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    /**
     * The search document, maintained by the law_records_search trigger (migration 0009): weight A title, alternate
     * names and identifier spellings; B jurisdiction name, abbreviation and record type; C summary. Each part in both
     * the 'english' (stemmed) and 'simple' (verbatim) configurations. lib/laws/search-engine.ts queries it.
     */
    searchVector: tsvector("search_vector"),
    /** Compact spellings of the identifier (letters and digits only): "sb24205", "sb205" for SB24-205. Trigger-kept. */
    identifierKeys: text("identifier_keys").array().notNull().default(sql`'{}'::text[]`),
    /** Lower-cased title and alternate names, for trigram (typo-tolerant) name similarity. Trigger-kept. */
    searchNames: text("search_names").array().notNull().default(sql`'{}'::text[]`),
    /**
     * Fingerprint of the source row ingest last wrote or verified this record from (lawSourceHash in
     * lib/ingest/normalize.ts: normaliser version + the row's JSON). A re-read that meets the same fingerprint under the
     * same key marks the record checked without validating or comparing it. NULL = unknown: the next re-read
     * takes the full path and sets it. The law_records_source_hash trigger (migration 0012) clears it on any write to a
     * compared column that does not set a new fingerprint, so a record changed behind ingest's back is never trusted.
     */
    sourceHash: text("source_hash"),
  },
  (t) => [
    index("law_records_jurisdiction").on(t.jurisdictionSlug),
    index("law_records_scope").on(t.scope),
    index("law_records_updated").on(t.updatedAt, t.id),
    index("law_records_search").using("gin", t.searchVector),
  ],
);

export const landmarkBills = pgTable("landmark_bills", {
  slug: text("slug").primaryKey(),
  lawId: uuid("law_id").references(() => lawRecords.id),
  billNumber: text("bill_number").notNull(),
  title: text("title").notNull(),
  jurisdictionSlug: text("jurisdiction_slug")
    .notNull()
    .references(() => jurisdictions.slug),
  status: text("status").notNull(),
  deadline: text("deadline"),
  officialUrl: text("official_url").notNull(),
  verifiedOn: date("verified_on").notNull(),
  alternateNames: text("alternate_names").array().notNull().default(sql`'{}'::text[]`),
  sourceLinks: jsonb("source_links").$type<SourceLink[]>().notNull().default(sql`'[]'::jsonb`),
});
