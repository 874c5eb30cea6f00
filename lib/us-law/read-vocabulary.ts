/**
 * The words of the US-law read API (SPEC 4.9) shared by the domain and the contract: instrument types, statuses,
 * sorts, and which instrument types are scarce (content-gated below the top tiers).
 */

/**
 * Instrument types a filter may name: the SPEC's list ("… presidential_memorandum and others"), with the other
 * presidential documents the Federal Register sync reads (determinations, notices). The embedded corpus holds
 * statutes, regulations, executive orders and proclamations; naming a type we hold none of is valid and matches nothing.
 */
export const US_LAW_INSTRUMENT_TYPES = [
  "statute",
  "regulation",
  "constitution",
  "executive_order",
  "proclamation",
  "agency_guidance",
  "presidential_memorandum",
  "presidential_determination",
  "presidential_notice",
] as const;
export type UsLawInstrumentType = (typeof US_LAW_INSTRUMENT_TYPES)[number];

/** The presidential documents: the instrument types the Federal Register holds (and its sync reads). */
export const PRESIDENTIAL_INSTRUMENT_TYPES = [
  "executive_order",
  "proclamation",
  "presidential_memorandum",
  "presidential_determination",
  "presidential_notice",
] as const satisfies readonly UsLawInstrumentType[];

/**
 * SPEC 4.9: executive orders, proclamations, agency guidance and other presidential instruments (~3% of the corpus).
 * Every text that lists them (the contract's descriptions, the docs) is generated from this list or checked against
 * it (tests/unit/us-law/instrument-type-lists.test.ts).
 */
export const SCARCE_INSTRUMENT_TYPES: readonly UsLawInstrumentType[] = [
  "executive_order",
  "proclamation",
  "agency_guidance",
  "presidential_memorandum",
  "presidential_determination",
  "presidential_notice",
];
export const isScarceType = (t: string) => (SCARCE_INSTRUMENT_TYPES as readonly string[]).includes(t);

/** "`executive_order`, `proclamation`, …": a list of instrument types as docs print them. */
export const instrumentTypeCodes = (types: readonly string[]) => types.map((t) => `\`${t}\``).join(", ");

/** Presidential documents that carry a number in the document_number column (the number search path). */
export const NUMBERED_PRESIDENTIAL_TYPES = ["executive_order", "proclamation"] as const;

export const US_LAW_STATUSES = ["in_force", "superseded", "repealed", "enacted", "unknown"] as const;
export const US_LAW_LEVELS = ["federal", "state"] as const;

export const US_LAW_LIST_SORTS = ["effective_date", "enacted_date", "repealed_date", "retrieved_at", "last_verified_at", "title", "citation"] as const;
export type UsLawListSort = (typeof US_LAW_LIST_SORTS)[number];
export const US_LAW_SEARCH_SORTS = ["relevance", "effective_date", "enacted_date", "title"] as const;
export type UsLawSearchSort = (typeof US_LAW_SEARCH_SORTS)[number];

/** When `order` is omitted: dates and stamps newest first, title and citation A→Z. */
export function defaultOrder(sort: UsLawListSort | UsLawSearchSort): "asc" | "desc" {
  return sort === "title" || sort === "citation" ? "asc" : "desc";
}

/** Fields omitted from the trimmed (public) envelope. Provenance is never among them (SPEC 2, 4.9). */
export const US_LAW_TRIMMED_FIELDS = [
  "status_detail",
  "published_date",
  "code_title",
  "code_title_name",
  "chapter",
  "part",
  "part_heading",
  "hierarchy",
  "agency",
  "fr_citation",
  "fr_document_number",
  "edition",
  "first_seen_at",
  "updated_at",
] as const;

/** Never withheld at any tier, on any licence. */
export const US_LAW_PROVENANCE_FIELDS = ["official_url", "source_authority", "full_text_url", "full_text_sha256", "retrieved_at", "last_verified_at"] as const;

/** SPEC 4.9 and 9.3: record-level diff capture on the US-law corpus began on this date, with no backfill. */
export const US_LAW_CAPTURE_STARTED = "2026-08-20";

/** Batch size of the record_uid filter (SPEC 8.7). */
export const RECORD_UID_BATCH_MAX = 100;

/**
 * Search totals are exact up to this many matches; above it meta.total is the query planner's estimate
 * (meta.total_estimated: true). Counting every match grows with the number of matches (a common word matches tens of
 * thousands of records in a million); this bounds the counting work of one search whatever the corpus size. With
 * sort=relevance the ranking statement counts up to SEARCH_RANK_LIMIT matches anyway, so its total is exact up there.
 */
export const SEARCH_EXACT_LIMIT = 500;

/**
 * sort=relevance ranks every match exactly up to this many matches. Chosen from the real corpus (docs/architecture.md,
 * "Search"; docs/benchmarks.md, "us-law-read.ts"): the most frequent title word of the 167,016 records
 * ("requirements") matches 7,462, "definitions" 6,071;
 * of every lexeme in titles and citations only the citation prefixes "CFR" (112,782) and "U.S.C." (51,922) match
 * more than 10,000 (next: the code title number "10", 9,005).
 * Above it, this many candidates are ranked — first the records whose title or short title holds the query's words
 * as a phrase, then the other matches in the order found — and pages end there (meta.ranked_candidates).
 */
export const SEARCH_RANK_LIMIT = 10_000;
