import { sql, type SQL } from "drizzle-orm";
import { boolean, customType, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * AI-related risk-factor disclosures from SEC filings (SPEC 4.8 GET /disclosures, Enterprise only). Rows come from
 * the curated file db/seed/disclosures/risk-factors.yaml (lib/disclosures/load.ts) and from EDGAR's own JSON
 * (lib/disclosures/edgar.ts). A row whose wording was not seen quoted holds the heading and the EDGAR link only.
 */
export const disclosures = pgTable(
  "disclosures",
  {
    id: uuid("id").primaryKey(),
    /** Stable curated key (or "edgar:<accession>" for EDGAR hits); the id is derived from it. */
    key: text("key").notNull().unique(),
    company: text("company").notNull(),
    /** SEC Central Index Key, digits only, as EDGAR prints it without leading zeros. */
    cik: text("cik").notNull(),
    form: text("form").notNull(),
    filingDate: date("filing_date").notNull(),
    fiscalPeriod: text("fiscal_period"),
    accessionNumber: text("accession_number"),
    filingUrl: text("filing_url").notNull(),
    /** document = the filing's own document; company_index = the filer's EDGAR filing index. */
    filingUrlKind: text("filing_url_kind").notNull(),
    /** e.g. "Item 1A. Risk Factors"; null when the origin does not say (an EDGAR full-text hit). */
    section: text("section"),
    heading: text("heading"),
    text: text("text"),
    textIsExcerpt: boolean("text_is_excerpt").notNull().default(false),
    quotedInUrl: text("quoted_in_url"),
    quotedInPublisher: text("quoted_in_publisher"),
    quotedInTitle: text("quoted_in_title"),
    /** curated | edgar_full_text_search */
    origin: text("origin").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    /** Heading outranks body text (weights A over B). */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('english', coalesce(heading, '')), 'A')
        || setweight(to_tsvector('english', coalesce(text, '')), 'B')`,
    ),
  },
  (t) => [
    index("disclosures_filing_date").on(t.filingDate, t.id),
    index("disclosures_cik").on(t.cik),
    index("disclosures_search").using("gin", t.searchVector),
  ],
);
