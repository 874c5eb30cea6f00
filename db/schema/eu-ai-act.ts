import { sql, type SQL } from "drizzle-orm";
import { customType, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The text of an EU regulation split at its structural units (SPEC 4.8 GET /eu-ai-act-provisions): one row per
 * numbered article paragraph, one whole-article body per article, one per recital and one per annex. Imported from
 * ../shared/data/eu-ai-act by lib/eu-ai-act/import.ts; never edited by hand.
 *
 * `anchor_id` is the structural id ('005.001' article 5 paragraph 1, '005' article 5's body, 'rct.001', 'anx.I');
 * `anchor_order` is its position in the one ordering the API promises (articles with their paragraphs, then
 * recitals, then annexes), kept as an integer so no collation can reorder it ('anx' < 'rct' as text).
 */
export const euAiActProvisions = pgTable(
  "eu_ai_act_provisions",
  {
    celex: text("celex").notNull(),
    anchorId: text("anchor_id").notNull(),
    anchorOrder: integer("anchor_order").notNull(),
    provisionType: text("provision_type").notNull(), // paragraph | article_body | recital | annex
    articleNumber: integer("article_number"),
    paragraphNumber: integer("paragraph_number"),
    recitalNumber: integer("recital_number"),
    annexNumber: text("annex_number"), // roman, as the regulation numbers annexes
    /** The article's title (paragraph and article_body rows) or the annex's title; null on recitals. */
    title: text("title"),
    chapter: text("chapter"),
    chapterTitle: text("chapter_title"),
    section: text("section"),
    sectionTitle: text("section_title"),
    /** Verbatim "applies from" label of the article (e.g. "2 August 2026 (2 August 2027 for Point 1)"). */
    appliesFrom: text("applies_from"),
    text: text("text").notNull(),
    eurLexUrl: text("eur_lex_url").notNull(),
    source: text("source").notNull(),
    retrievedAt: timestamp("retrieved_at", { withTimezone: true, precision: 6 }).notNull(),
    /** Title outranks body text (weights A over B). */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('english', coalesce(title, '')), 'A')
        || setweight(to_tsvector('english', text), 'B')`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.celex, t.anchorId] }),
    uniqueIndex("eu_ai_act_provisions_order").on(t.celex, t.anchorOrder),
    index("eu_ai_act_provisions_article").on(t.celex, t.articleNumber),
    index("eu_ai_act_provisions_search").using("gin", t.searchVector),
  ],
);

/** One row per imported regulation: the digest of the rows last written, so a start-up re-import is a no-op. */
export const euAiActImports = pgTable("eu_ai_act_imports", {
  celex: text("celex").primaryKey(),
  digest: text("digest").notNull(),
  rowCount: integer("row_count").notNull(),
  importedAt: timestamp("imported_at", { withTimezone: true, precision: 6 }).notNull().defaultNow(),
});
