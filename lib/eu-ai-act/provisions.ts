import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { euAiActImports, euAiActProvisions } from "@/db/schema";
import { attributionFor, DISCLAIMER } from "@/lib/vocabulary";
import { EU_AI_ACT_CELEX_ID as EU_AI_ACT_CELEX, type PROVISION_TYPES } from "./vocabulary";
import { applicationDates, type DateAmendment } from "./application-dates";
import { textAmendments } from "./text-amendments";


export interface ListProvisionsInput {
  provision_type?: (typeof PROVISION_TYPES)[number];
  article_number?: number;
  celex: string;
  q?: string;
  sort?: "anchor_id" | "relevance";
  limit: number;
  offset: number;
}

const columns = {
  anchorId: euAiActProvisions.anchorId,
  provisionType: euAiActProvisions.provisionType,
  celex: euAiActProvisions.celex,
  articleNumber: euAiActProvisions.articleNumber,
  paragraphNumber: euAiActProvisions.paragraphNumber,
  recitalNumber: euAiActProvisions.recitalNumber,
  annexNumber: euAiActProvisions.annexNumber,
  title: euAiActProvisions.title,
  chapter: euAiActProvisions.chapter,
  chapterTitle: euAiActProvisions.chapterTitle,
  section: euAiActProvisions.section,
  sectionTitle: euAiActProvisions.sectionTitle,
  appliesFrom: euAiActProvisions.appliesFrom,
  text: euAiActProvisions.text,
  eurLexUrl: euAiActProvisions.eurLexUrl,
  source: euAiActProvisions.source,
  retrievedAt: euAiActProvisions.retrievedAt,
};

type ProvisionDbRow = Omit<typeof euAiActProvisions.$inferSelect, "searchVector" | "anchorOrder"> & { rank?: number | null };

function toProvision(r: ProvisionDbRow) {
  return {
    anchor_id: r.anchorId,
    provision_type: r.provisionType as (typeof PROVISION_TYPES)[number],
    celex: r.celex,
    article_number: r.articleNumber,
    paragraph_number: r.paragraphNumber,
    recital_number: r.recitalNumber,
    annex_number: r.annexNumber,
    title: r.title,
    chapter: r.chapter,
    chapter_title: r.chapterTitle,
    section: r.section,
    section_title: r.sectionTitle,
    ...appliesFromOf(r.articleNumber, r.paragraphNumber),
    text: r.text,
    text_amended_by: textAmendments().of({ article: r.articleNumber, paragraph: r.paragraphNumber, annex: r.annexNumber }),
    eur_lex_url: r.eurLexUrl,
    source: r.source,
    retrieved_at: r.retrievedAt.toISOString(),
    rank: r.rank === undefined || r.rank === null ? null : Math.round(Number(r.rank) * 10_000) / 10_000,
  };
}
export type Provision = ReturnType<typeof toProvision>;

/**
 * An article row's dates come from lib/eu-ai-act/application-dates.yaml (as amended, as adopted, and the amending
 * provision), not from the stored applies_from column, which keeps the reference copy's wording as imported; recitals
 * and annexes have none.
 */
function appliesFromOf(article: number | null, paragraph: number | null): {
  applies_from: string | null;
  applies_from_original: string | null;
  applies_from_amended_by: DateAmendment | null;
} {
  if (article === null) return { applies_from: null, applies_from_original: null, applies_from_amended_by: null };
  const d = applicationDates().ofProvision(article, paragraph);
  return { applies_from: d.applies_from, applies_from_original: d.original, applies_from_amended_by: d.amended_by };
}

/** The regulations whose provisions are held (CELEX numbers), from the import ledger. */
export async function heldCelexes(db: Db): Promise<string[]> {
  const rows = await db.select({ celex: euAiActImports.celex }).from(euAiActImports).orderBy(asc(euAiActImports.celex));
  return rows.map((r) => r.celex);
}

/**
 * GET /eu-ai-act-provisions. Filters narrow; q matches the generated tsvector (title weighted over text) with
 * websearch_to_tsquery, which never raises on user text. Order: anchor order (SPEC 2: rows ordered by anchor_id),
 * also with q; relevance (rank desc, ties in anchor order) only on sort=relevance, which the contract accepts only
 * with q. anchor_order is unique per regulation, so pages never repeat or lose a row.
 *
 * Page size and depth are the same at every tier (SPEC 8.3: limit default 25, maximum 100; no depth cap): the text
 * is public law, a few hundred rows in all, and nothing about it is a paid capability.
 */
export async function listEuAiActProvisions(db: Db, input: ListProvisionsInput, siteUrl: string) {
  const sort = input.sort ?? "anchor_id";
  const window = { limit: input.limit, offset: input.offset };
  const held = await heldCelexes(db);
  const attribution = attributionFor(siteUrl);
  const baseMeta = { celex: input.celex, sort, attribution, disclaimer: DISCLAIMER };
  if (!held.includes(input.celex)) {
    return {
      data: [] as (Provision & { attribution: string })[],
      meta: {
        total: 0, count: 0, limit: window.limit, offset: window.offset, ...baseMeta,
        notice: `No provisions are held for CELEX ${input.celex}. Held: ${held.length ? held.join(", ") : "none yet"}.`,
      },
    };
  }

  const query = input.q ? sql`websearch_to_tsquery('english', ${input.q})` : null;
  const conditions: SQL[] = [eq(euAiActProvisions.celex, input.celex)];
  if (input.provision_type) conditions.push(eq(euAiActProvisions.provisionType, input.provision_type));
  if (input.article_number !== undefined) conditions.push(eq(euAiActProvisions.articleNumber, input.article_number));
  if (query) conditions.push(sql`${euAiActProvisions.searchVector} @@ ${query}`);
  const where = and(...conditions);

  // Normalisation 1 divides by 1 + log(length): a whole-article body does not outrank its own paragraph merely by
  // being longer.
  const rank = query ? sql<number>`ts_rank_cd(${euAiActProvisions.searchVector}, ${query}, 1)::float8` : sql<null>`NULL::float8`;
  const order = sort === "relevance" && query ? [desc(sql`rank`), asc(euAiActProvisions.anchorOrder)] : [asc(euAiActProvisions.anchorOrder)];

  const [totalRow] = await db.select({ n: count() }).from(euAiActProvisions).where(where);
  const rows = await db
    .select({ ...columns, rank: rank.as("rank") })
    .from(euAiActProvisions)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const data = rows.map((r) => ({ ...toProvision(r), attribution }));
  const total = totalRow?.n ?? 0;
  return {
    data,
    meta: {
      total, count: data.length, limit: window.limit, offset: window.offset, ...baseMeta,
      ...(total === 0 ? { notice: "No provision matches these filters." } : {}),
    },
  };
}

/** One article for the website: its body row and its paragraphs in order; null when the article is not held. */
export async function getEuAiActArticle(db: Db, articleNumber: number, celex = EU_AI_ACT_CELEX) {
  const rows = await db
    .select(columns)
    .from(euAiActProvisions)
    .where(and(eq(euAiActProvisions.celex, celex), eq(euAiActProvisions.articleNumber, articleNumber)))
    .orderBy(asc(euAiActProvisions.anchorOrder));
  if (rows.length === 0) return null;
  const provisions = rows.map(toProvision);
  const body = provisions.find((p) => p.provision_type === "article_body")!;
  return { article: body, paragraphs: provisions.filter((p) => p.provision_type === "paragraph") };
}

/** The article list for the website index: number, title, chapter, section, applies-from (as amended). */
export async function listEuAiActArticles(db: Db, celex = EU_AI_ACT_CELEX) {
  const rows = await db
    .select({
      articleNumber: euAiActProvisions.articleNumber,
      title: euAiActProvisions.title,
      chapter: euAiActProvisions.chapter,
      chapterTitle: euAiActProvisions.chapterTitle,
      section: euAiActProvisions.section,
      sectionTitle: euAiActProvisions.sectionTitle,
    })
    .from(euAiActProvisions)
    .where(and(eq(euAiActProvisions.celex, celex), eq(euAiActProvisions.provisionType, "article_body")))
    .orderBy(asc(euAiActProvisions.anchorOrder));
  return rows.map((r) => ({ ...r, appliesFrom: appliesFromOf(r.articleNumber, null).applies_from }));
}

/** Counts per provision type of a held regulation, for links that announce what they lead to; null when not held. */
export async function provisionCounts(db: Db, celex: string): Promise<Record<string, number> | null> {
  const rows = await db
    .select({ type: euAiActProvisions.provisionType, n: count() })
    .from(euAiActProvisions)
    .where(eq(euAiActProvisions.celex, celex))
    .groupBy(euAiActProvisions.provisionType);
  if (rows.length === 0) return null;
  return Object.fromEntries(rows.map((r) => [r.type, r.n]));
}

/** Anchor ids held for a regulation (tests and the obligation-anchor check). */
export async function heldAnchorIds(db: Db, celex = EU_AI_ACT_CELEX): Promise<Set<string>> {
  const rows = await db.select({ anchorId: euAiActProvisions.anchorId }).from(euAiActProvisions).where(eq(euAiActProvisions.celex, celex));
  return new Set(rows.map((r) => r.anchorId));
}
