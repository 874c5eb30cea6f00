import { z } from "zod";
import { defineOperation } from "@/lib/http/operation";
import { recordUidFor } from "@/lib/us-law/citation";
import {
  instrumentTypeCodes,
  RECORD_UID_BATCH_MAX,
  SCARCE_INSTRUMENT_TYPES,
  SEARCH_EXACT_LIMIT,
  SEARCH_RANK_LIMIT,
  US_LAW_CAPTURE_STARTED,
  US_LAW_INSTRUMENT_TYPES,
  US_LAW_LEVELS,
  US_LAW_LIST_SORTS,
  US_LAW_SEARCH_SORTS,
  US_LAW_STATUSES,
} from "@/lib/us-law/read-vocabulary";
import { loadTaxonomy } from "@/lib/us-law/taxonomy";
import { attribution, booleanParam, dateTimeParam, isoDateParam, jurisdictionRef, pageLimitParam, offsetParam, pageMeta } from "./common";
import { lowestTierLabel, perTierText } from "./access-rules";

/** The US-law platform (SPEC 4.9): its open catalogue operations, then the metered read operations. */

const subcategoryItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  records: z.number().int().meta({ description: "Records with this subcategory among their assignments (primary or secondary)." }),
  records_primary: z.number().int().meta({ description: "Records whose primary assignment is this subcategory." }),
});

export const usLawBranch = z
  .object({
    id: z.string(),
    name: z.string(),
    crs_policy_area: z.string().nullable().meta({ description: "The Congressional Research Service policy area this branch is; null for other_unclassified." }),
    records_primary: z.number().int(),
    subcategories: z.array(subcategoryItem),
  })
  .meta({ id: "UsLawBranch" });

export const taxonomyHealth = z
  .object({
    records_total: z.number().int(),
    records_placeholder: z.number().int().meta({ description: "Records still in the other_unclassified bucket (no classification rule reached them)." }),
    avg_domains_per_record: z.number().meta({ description: "Classification assignments (primary + secondary) per record." }),
  })
  .meta({ id: "UsLawTaxonomyHealth" });

export const getUsLawTaxonomy = defineOperation({
  id: "getUsLawTaxonomy",
  method: "GET",
  path: "/us-law/taxonomy",
  tag: "US law",
  summary: "US-law taxonomy",
  description: [
    "The 33 branches of the US-law classification and their 227 subcategories, with descriptions and the number of records in each.",
    "",
    "The branches are the 32 policy areas the Congressional Research Service assigns to every bill, plus `other_unclassified`.",
    "",
    "Classification is deterministic:",
    "",
    "- curated rules map each US Code title (and chapter), CFR title (and chapter) and presidential-document title to one primary subcategory;",
    "- rules on a record's own title add up to three secondary ones;",
    "- every assignment names its rule.",
    "",
    "Records no rule reaches are counted in `meta.health.records_placeholder`. Open, keyless and not metered.",
  ].join("\n"),
  auth: "optional",
  product: "open",
  envelope: "list",
  data: usLawBranch,
  meta: z.object({ count: z.number().int(), subcategory_count: z.number().int(), health: taxonomyHealth }),
  errors: ["unavailable"],
  example: {},
});

export const usLawJurisdictionItem = z
  .object({
    slug: z.string(),
    name: z.string().nullable(),
    abbr: z.string().nullable(),
    jurisdiction_level: z.enum(["federal", "state"]),
    records: z.number().int(),
    in_force: z.number().int().meta({ description: "Records whose source states they are in force." }),
    by_instrument_type: z.record(z.string(), z.number().int()),
    editions: z
      .array(
        z.object({
          source: z.string(),
          instrument_type: z.string(),
          edition: z.string().meta({ description: "The upstream edition held (e.g. the eCFR point in time 2025-04-29)." }),
          records: z.number().int(),
          coverage: z.string().meta({ description: "What the edition holds and what it does not." }),
        }),
      )
      .meta({ description: "The code editions held, one per source and instrument type." }),
    last_retrieved_at: z.string().meta({ description: "Latest time an import read a record of this jurisdiction." }),
    last_verified_at: z.string().meta({ description: "Latest time an import re-verified a record of this jurisdiction." }),
  })
  .meta({ id: "UsLawJurisdiction" });

export const listUsLawJurisdictions = defineOperation({
  id: "listUsLawJurisdictions",
  method: "GET",
  path: "/us-law/jurisdictions",
  tag: "US law",
  summary: "US-law jurisdictions",
  description: [
    "One row per jurisdiction the US-law corpus holds records for, with counts by instrument type, the code editions held and verification stamps.",
    "",
    "- Each edition says what it covers (e.g. 37 of the 49 CFR titles).",
    "- Federal rows come from the US Code, the eCFR and Federal Register exports; state rows are the AI statutes and " +
      "executive orders of the AI-law dataset.",
    "",
    "Open, keyless and not metered.",
  ].join("\n"),
  auth: "optional",
  product: "open",
  query: z.object({
    jurisdiction_level: z.enum(["federal", "state"], { message: "expected federal or state" }).optional().meta({ description: "Only federal or only state jurisdictions." }),
  }),
  envelope: "list",
  data: usLawJurisdictionItem,
  meta: z.object({ count: z.number().int(), notice: z.string() }),
  errors: ["invalid_parameter", "unavailable"],
  example: { query: { jurisdiction_level: "federal" } },
});

// ---------------------------------------------------------------------------------------------------------------
// The metered read API: list, search, record, history, compare, and the retired opinion endpoints.
// ---------------------------------------------------------------------------------------------------------------

const usLawAssignment = z.object({
  branch: z.string(),
  subcategory: z.string(),
  rule: z.string().meta({ description: "The classification rule that made the assignment (lib/us-law/classification.yaml)." }),
});

const trimmedNote = "Omitted from the trimmed (public) envelope.";
const trimmed = <T extends z.ZodType>(schema: T, description: string) => schema.optional().meta({ description: `${description} ${trimmedNote}` });

export const usLawRecordSchema = z
  .object({
    record_uid: z.uuid().meta({ description: "Opaque, stable key (v5 UUID of jurisdiction + normalised citation)." }),
    title: z.string(),
    short_title: z.string().nullable(),
    citation: z.string(),
    identifier: z.string().nullable().meta({ description: "Section number, CFR section, 'EO 14110', 'Proclamation 9984', or the AI-law identifier." }),
    instrument_type: z.string().meta({ description: `One of ${US_LAW_INSTRUMENT_TYPES.join(", ")}.` }),
    status: z.string().meta({ description: `One of ${US_LAW_STATUSES.join(", ")}.` }),
    status_detail: trimmed(z.string().nullable(), "The upstream's own words for the status."),
    in_force: z.boolean().nullable().meta({ description: "null when the source does not say (presidential documents)." }),
    is_binding: z.boolean(),
    jurisdiction: jurisdictionRef,
    jurisdiction_level: z.string().meta({ description: "federal or state." }),
    effective_date: z.string().nullable(),
    enacted_date: z.string().nullable(),
    repealed_date: z.string().nullable(),
    published_date: trimmed(z.string().nullable(), "Federal Register publication date."),
    document_number: z.number().int().nullable().meta({ description: "Executive-order or proclamation number." }),
    code_title: trimmed(z.number().int().nullable(), "US Code or CFR title number."),
    code_title_name: trimmed(z.string().nullable(), "US Code or CFR title name."),
    chapter: trimmed(z.string().nullable(), "US Code hierarchy path or CFR chapter."),
    part: trimmed(z.string().nullable(), "CFR part."),
    part_heading: trimmed(z.string().nullable(), "CFR part heading."),
    hierarchy: trimmed(z.string().nullable(), "US Code headings above the section."),
    agency: trimmed(z.string().nullable(), "Issuing agency or signing office."),
    fr_citation: trimmed(z.string().nullable(), "Federal Register citation."),
    fr_document_number: trimmed(z.string().nullable(), "Federal Register document number."),
    classification: z.object({ primary: usLawAssignment, secondary: z.array(usLawAssignment) }),
    official_url: z.string().nullable().meta({ description: "Provenance: never withheld." }),
    source_authority: z.string().meta({ description: "Provenance: never withheld." }),
    full_text_url: z.string().nullable().meta({ description: "Provenance: never withheld." }),
    full_text_sha256: z.string().nullable().meta({ description: "Provenance: never withheld. Null: we never hash text we did not read." }),
    edition: trimmed(z.string(), "The upstream edition held."),
    retrieved_at: z.string().meta({ description: "Provenance (never withheld): when an import read the upstream row." }),
    last_verified_at: z.string().meta({ description: "Provenance (never withheld): when an import last re-read and found it." }),
    first_seen_at: trimmed(z.string(), "When the record was first imported."),
    updated_at: trimmed(z.string(), "Last observed content change."),
    attribution,
  })
  .meta({ id: "UsLawRecord" });

/**
 * A comma-separated list checked item by item; the 400 names the parameter itself (not "param.1") and the bad item.
 * Items are trimmed, lower-cased and de-duplicated.
 */
const commaSeparated = (check: (item: string) => boolean, expected: string, max = 100) =>
  z.string().transform((value, ctx) => {
    const given = value.split(",").map((s) => s.trim().toLowerCase()).filter(Boolean);
    const bad = given.find((i) => !check(i));
    if (given.length === 0) ctx.addIssue({ code: "custom", message: `expected ${expected}` });
    else if (given.length > max) ctx.addIssue({ code: "custom", message: `at most ${max} values` });
    else if (bad !== undefined) ctx.addIssue({ code: "custom", message: `'${bad}' is not valid; expected ${expected}` });
    else return [...new Set(given)];
    return z.NEVER;
  });
const commaList = (values: readonly string[], what: string) =>
  commaSeparated((v) => values.includes(v), `${what}: ${values.join(", ")} (comma-separated)`);

const taxonomyId = (kind: "branch" | "subcategory") =>
  z.string().refine((v) => (kind === "branch" ? loadTaxonomy().branches.has(v) : loadTaxonomy().subcategories.has(v)), {
    message: `expected a ${kind} id from GET /v1/us-law/taxonomy`,
  });

/** z.uuid()'s own pattern, tested directly: a batch checks up to 100 items, and a schema per item cost more than the check. */
const UUID_PATTERN = z.regexes.uuid();

/** Shared with the bulk export planner (lib/contract/us-law-export.ts): the same values pass and fail there. */
export const usLawJurisdictionParam = commaSeparated((v) => /^[a-z][a-z-]{1,40}$/.test(v), "jurisdiction slugs such as federal, california (comma-separated)", 60)
  .optional()
  .meta({ description: "Jurisdiction slug; comma-separated for several (`GET /us-law/jurisdictions`)." });
export const usLawInstrumentTypeParam = commaList(US_LAW_INSTRUMENT_TYPES, "instrument types")
  .optional()
  .meta({ description: `Comma-separated. Scarce types (${instrumentTypeCodes(SCARCE_INSTRUMENT_TYPES)}) are a sample below ${lowestTierLabel((t) => t.usLawScarceSample === null)}, also when listed with a common type.` });

const usLawFilterParams = {
  branch: taxonomyId("branch").optional().meta({ description: "PRIMARY branch id (GET /us-law/taxonomy)." }),
  branch_any: taxonomyId("branch").optional().meta({ description: "Branch id matched against any assignment, primary or secondary." }),
  domain: taxonomyId("subcategory").optional().meta({ description: "Subcategory id, any assignment." }),
  domain_primary: taxonomyId("subcategory").optional().meta({ description: "Subcategory id, primary assignment only." }),
  jurisdiction: usLawJurisdictionParam,
  jurisdiction_level: commaList(US_LAW_LEVELS, "levels").optional().meta({ description: "federal and/or state, comma-separated." }),
  instrument_type: usLawInstrumentTypeParam,
  status: commaList(US_LAW_STATUSES, "statuses").optional().meta({ description: "Comma-separated." }),
  in_force: booleanParam.optional().meta({ description: "true: operative law only; false: only records whose source says they are not in force. Records whose source does not say (in_force null) match neither." }),
  is_binding: booleanParam.optional().meta({ description: "false selects the guidance-type corpus." }),
  effective_from: isoDateParam.optional().meta({ description: "Inclusive lower bound on effective_date." }),
  effective_to: isoDateParam.optional().meta({ description: "Inclusive upper bound on effective_date." }),
  enacted_from: isoDateParam.optional().meta({ description: "Inclusive lower bound on enacted_date." }),
  enacted_to: isoDateParam.optional().meta({ description: "Inclusive upper bound on enacted_date." }),
  repealed_from: isoDateParam.optional().meta({ description: "Inclusive lower bound on repealed_date." }),
  repealed_to: isoDateParam.optional().meta({ description: "Inclusive upper bound on repealed_date." }),
  retrieved_since: dateTimeParam.optional().meta({ description: "Records an import read at or after this time (ISO 8601 date or date-time; a date means its UTC midnight). A freshness stamp, not a claim that the law changed." }),
  verified_since: dateTimeParam.optional().meta({ description: "Records an import re-verified at or after this time (same format). A freshness stamp, not a claim that the law changed." }),
  citation: z.string().min(1).max(200).optional().meta({ description: "Exact citation, case-insensitive; '42 USC 1983', '42 u.s.c. §1983' and '42 U.S.C. § 1983' are the same." }),
  citation_prefix: z.string().min(1).max(200).optional().meta({ description: "Citation starts with (normalised the same way), e.g. '1 U.S.C.' or '1 CFR 1.'." }),
  identifier: z.string().min(1).max(200).optional().meta({ description: "Exact identifier, e.g. 'EO 14110' or '106a'." }),
  record_uid: commaSeparated((v) => UUID_PATTERN.test(v), "record_uids (UUIDs), comma-separated", RECORD_UID_BATCH_MAX)
    .optional()
    .meta({ description: `Batch fetch: up to ${RECORD_UID_BATCH_MAX} record_uids, comma-separated (still paged by limit).` }),
  order: z.enum(["asc", "desc"]).optional().meta({ description: "Default: desc for dates and stamps, asc for title and citation." }),
  limit: pageLimitParam(20),
  offset: offsetParam,
};

const recordBudgetWindow = z.object({ used: z.number().int(), limit: z.number().int().nullable(), remaining: z.number().int().nullable(), resets_in_seconds: z.number() });
export const recordBudgetMeta = z
  .object({ unit: z.literal("record"), charged: z.number().int(), day: recordBudgetWindow, rolling_30_days: recordBudgetWindow })
  .meta({ id: "UsLawRecordBudget", description: "Added by the kernel to every metered answer: this request's charge and what is left (limit null = unmetered)." });

const sampleMeta = {
  sampled: z.boolean().meta({ description: "true when scarce-type records matching the query were withheld beyond a sample." }),
  sampled_reason: z.literal("scarce_instrument_type").optional(),
  sample_size: z.number().int().optional().meta({ description: "Scarce-type records served at most (the most recently enacted matching ones)." }),
  scarce_matching: z.number().int().optional().meta({ description: "The true number of matching scarce-type records." }),
  scarce_types: z.array(z.string()).optional(),
};

const usLawPageMeta = pageMeta
  .extend({
    fields: z.enum(["full", "trimmed"]),
    sort: z.string(),
    order: z.enum(["asc", "desc"]).optional(),
    ...sampleMeta,
    record_budget: recordBudgetMeta.optional(),
  })
  .meta({ id: "UsLawListMeta" });

const usLawGating = [
  "- Page size and depth as on `/laws` (the `limit` and `offset` rows give each tier's numbers).",
  "- The trimmed envelope for anonymous callers and for keys without the `us_law` licence; its provenance fields " +
    "(`official_url`, `source_authority`, `full_text_url`, `full_text_sha256`, `retrieved_at`, `last_verified_at`) " +
    "are never withheld.",
  `- Scarce instrument types (${instrumentTypeCodes(SCARCE_INSTRUMENT_TYPES)}) are a fixed ` +
    "sample of the most recently enacted matching records — " +
    `${perTierText((t) => (t.usLawScarceSample === null ? "all" : String(t.usLawScarceSample)))} — also when listed ` +
    "together with a common type (`meta.sampled`, `meta.sampled_reason` `scarce_instrument_type`, " +
    "`meta.scarce_matching` the true count).",
  "",
  "All caps are in `meta.gated`.",
].join("\n");

const meteredErrors = ["invalid_parameter", "record_budget_exceeded", "unavailable"] as const;
const countServed = (data: unknown) => (Array.isArray(data) ? data.length : 1);

export const listUsLaw = defineOperation({
  id: "listUsLaw",
  method: "GET",
  path: "/us-law",
  tag: "US law",
  summary: "List US-law records",
  description: [
    "Filters US statutes, regulations and presidential instruments by classification, jurisdiction, type, status, " +
      "dates, freshness stamps and citation.",
    "",
    "- `q` is a case-insensitive substring of title, short title or citation.",
    "- Every filter combines with AND; list values within one filter with OR. A lower date bound after its upper " +
      "bound is a 400.",
    "- Every sort is a total order, so paging never loses or repeats a row: the key, then `record_uid` in the same " +
      "direction; records without the date come last either way; `citation` orders byte-wise on the normalised " +
      "citation. Default: `citation` ascending.",
  ].join("\n"),
  gating: usLawGating,
  auth: "optional",
  product: "us_law",
  meter: { unit: "records", served: countServed },
  query: z.object({
    ...usLawFilterParams,
    q: z.string().trim().min(1).max(200).optional().meta({ description: "Case-insensitive substring of title, short title or citation." }),
    sort: z.enum(US_LAW_LIST_SORTS).default("citation"),
  }),
  envelope: "list",
  data: usLawRecordSchema,
  meta: usLawPageMeta,
  errors: [...meteredErrors],
  example: { query: { citation_prefix: "1 U.S.C.", status: "in_force", limit: "5" } },
  exampleFixture: "usLawSubset",
});

export const searchUsLaw = defineOperation({
  id: "searchUsLaw",
  method: "GET",
  path: "/us-law/search",
  tag: "US law",
  summary: "Search US-law records",
  description: [
    "Ranked search by words, citation or presidential document number, in the first strategy that applies (`meta.strategy` names it).",
    "",
    "1. `document_number`: a query that is a presidential document number — `14110`, `EO 14110`, `E.O. 14110`, " +
      "`Executive Order 14110`, `Proclamation 10000` — is resolved only against the indexed number column. Bare " +
      "digits match executive orders and proclamations; a kind word narrows. A miss returns nothing with " +
      "`meta.notice`, never a guess.",
    "2. `full_text`: web-search syntax (quoted phrases, `-exclusion`, `or`) through `websearch_to_tsquery('english')` " +
      "over title and short title (stemmed) and citation, ranked by `ts_rank_cd` (each item's `rank`).",
    "3. `citation_substring`: when full text finds nothing, the query as a substring of the normalised citation " +
      "(`USC 1983` finds 42 U.S.C. § 1983).",
    "",
    "`sort=relevance` (the default) ranks full-text results; the other two strategies have no rank (`rank` null) " +
      "and are ordered by citation; `order` is ignored with relevance. Takes every shared filter of `GET /us-law`.",
    "",
    "**Bounded work.** With `sort=relevance` every match is ranked and counted exactly up to " +
      `${SEARCH_RANK_LIMIT.toLocaleString("en-US")} matches (more than any title word of the corpus matches). Above that:`,
    "",
    `- ${SEARCH_RANK_LIMIT.toLocaleString("en-US")} candidates are ranked — for two or more words first the records ` +
      "whose title or short title holds them as a phrase, then other matches in the order found — and pages end " +
      "there (`meta.ranked_candidates`, `meta.notice`);",
    "- `meta.total` is the query planner's estimate (`meta.total_estimated` true).",
    "",
    "The other sorts page through every match; their `meta.total` is exact up to " +
      `${SEARCH_EXACT_LIMIT.toLocaleString("en-US")} matches and estimated above (a last, partial page states it ` +
      "exactly). Add words or filters for a complete ranking, or sort by `effective_date`, `enacted_date` or " +
      "`title` to page through every match.",
  ].join("\n"),
  gating: usLawGating,
  auth: "optional",
  product: "us_law",
  meter: { unit: "records", served: countServed },
  query: z.object({
    ...usLawFilterParams,
    q: z.string().trim().min(1, { message: "is required: the words, citation or document number to search for" }).max(200).meta({ description: "Web-search syntax, a citation, or a presidential document number." }),
    sort: z.enum(US_LAW_SEARCH_SORTS).default("relevance"),
  }),
  envelope: "list",
  data: usLawRecordSchema.extend({ rank: z.number().nullable().meta({ description: "ts_rank_cd of a full-text match; null on the other strategies." }) }).meta({ id: "UsLawSearchResult" }),
  meta: usLawPageMeta
    .extend({
      strategy: z.enum(["document_number", "full_text", "citation_substring"]),
      total_estimated: z.boolean().meta({
        description: `false: meta.total is exact. true: more matched than the counting bound (sort=relevance: ${SEARCH_RANK_LIMIT.toLocaleString("en-US")}; other sorts: ${SEARCH_EXACT_LIMIT.toLocaleString("en-US")}) and meta.total is the query planner's estimate, never below the number seen.`,
      }),
      ranked_candidates: z.number().int().optional().meta({
        description: `Present when sort=relevance matched more than ${SEARCH_RANK_LIMIT.toLocaleString("en-US")} records: only this many candidates were ranked (for two or more words the title-phrase matches first, then others in the order found; not the best of every match), and pages end there.`,
      }),
    })
    .meta({ id: "UsLawSearchMeta" }),
  errors: [...meteredErrors],
  example: { query: { q: "\"Artificial Intelligence\" -voluntary" } },
  exampleFixture: "usLawSubset",
});

/** A real record for examples: 1 U.S.C. § 1 (in the full corpus and in the test subset). */
export const EXAMPLE_US_LAW_RECORD_UID = recordUidFor("federal", "1 U.S.C. § 1");
const recordUidParams = z.object({ record_uid: z.uuid({ message: "expected a record_uid (UUID)" }).meta({ description: "The record's record_uid." }) });

export const getUsLawRecord = defineOperation({
  id: "getUsLawRecord",
  method: "GET",
  path: "/us-law/records/{record_uid}",
  tag: "US law",
  summary: "One US-law record",
  description: [
    "One complete record with its classification (every assignment with its rule) and provenance.",
    "",
    "The scarce-type sample gates discovery (lists and searches), not this fetch: a record named by its uid is served at every tier.",
  ].join("\n"),
  gating: "Trimmed envelope for anonymous callers and keys without the `us_law` licence; provenance fields are never withheld.",
  auth: "optional",
  product: "us_law",
  meter: { unit: "records", served: countServed },
  params: recordUidParams,
  envelope: "item",
  data: usLawRecordSchema,
  meta: z.object({
    fields: z.enum(["full", "trimmed"]),
    gated: z.array(z.string()).optional(),
    upgrade: z.string().nullable().optional(),
    disclaimer: z.string(),
    record_budget: recordBudgetMeta.optional(),
  }),
  errors: ["not_found", "record_budget_exceeded", "unavailable"],
  example: { params: { record_uid: EXAMPLE_US_LAW_RECORD_UID } },
  exampleFixture: "usLawSubset",
});

export const getUsLawRecordHistory = defineOperation({
  id: "getUsLawRecordHistory",
  method: "GET",
  path: "/us-law/records/{record_uid}/history",
  tag: "US law",
  summary: "A US-law record's change history",
  description: [
    "The record's change log: one entry per changed field (`from`, `to`, `observed_at`, the import run), newest first.",
    "",
    `- \`meta.capture_started_at\` is the date capture began (${US_LAW_CAPTURE_STARTED}); \`meta.deployment_capture_started_at\` is when ` +
      "this deployment's own first import began, and `meta.notice` says so when it is later (no change before it was " +
      "observed here). There is no backfill.",
    "- An empty result means no change was observed since capture, never that the law is unchanged (`meta.notice`).",
    "- `meta.first_seen_at` is when the record itself was first imported.",
    "",
    "Not metered: change entries are not records.",
  ].join("\n"),
  gating: `Entries served: ${perTierText((t) => (t.usLawHistorySample === null ? "the full log" : `the latest ${t.usLawHistorySample}`))}. When entries are withheld, \`meta.total\` gives the true total and \`meta.sampled\` is true.`,
  auth: "optional",
  product: "us_law",
  params: recordUidParams,
  envelope: "list",
  data: z
    .object({
      field: z.string(),
      from: z.unknown().meta({ description: "The previous value (JSON)." }),
      to: z.unknown().meta({ description: "The new value (JSON)." }),
      observed_at: z.string(),
      run_id: z.uuid(),
    })
    .meta({ id: "UsLawChange" }),
  meta: z.object({
    record_uid: z.string(),
    total: z.number().int(),
    count: z.number().int(),
    sampled: z.boolean(),
    sample_size: z.number().int().optional(),
    capture_started_at: z.literal(US_LAW_CAPTURE_STARTED).meta({ description: "The date record-level capture began (SPEC 9.3); no backfill before it." }),
    deployment_capture_started_at: z.string().nullable().meta({ description: "When this deployment's first US-law import run began; null before any import." }),
    first_seen_at: z.string().nullable(),
    notice: z.string(),
    gated: z.array(z.string()).optional(),
    upgrade: z.string().nullable().optional(),
  }),
  errors: ["not_found", "unavailable"],
  example: { params: { record_uid: EXAMPLE_US_LAW_RECORD_UID } },
  exampleFixture: "usLawSubset",
});

export const compareUsLaw = defineOperation({
  id: "compareUsLaw",
  method: "GET",
  path: "/us-law/compare",
  tag: "US law",
  summary: "Compare jurisdictions in a branch or subcategory",
  description: [
    "One row per jurisdiction holding law in a branch or a subcategory: give exactly one of `branch` and `domain`.",
    "",
    "- Each row: `records` (every assignment, primary or secondary), `records_primary`, the in-force count, counts " +
      "by instrument type, the latest effective and enacted dates, the last verification.",
    "- Rows are ordered by `records`, most first (ties by slug).",
    "",
    "Not metered: aggregates, not records.",
  ].join("\n"),
  gating: `Jurisdictions served: ${perTierText((t) => (t.usLawCompareSample === null ? "every one" : `a ${t.usLawCompareSample}-jurisdiction sample (those holding the most records)`))}. The true totals over every jurisdiction are in \`meta.totals\`.`,
  auth: "optional",
  product: "us_law",
  query: z
    .object({
      branch: taxonomyId("branch").optional().meta({ description: "Branch id (any assignment). Exactly one of branch and domain." }),
      domain: taxonomyId("subcategory").optional().meta({ description: "Subcategory id (any assignment). Exactly one of branch and domain." }),
      jurisdiction_level: z.enum(US_LAW_LEVELS, { message: "expected federal or state" }).optional(),
      in_force_only: booleanParam.optional().meta({ description: "Count only records in force." }),
    })
    .superRefine((q, ctx) => {
      if (q.branch && q.domain) ctx.addIssue({ code: "custom", path: ["domain"], message: "give branch or domain, not both" });
      if (!q.branch && !q.domain) ctx.addIssue({ code: "custom", path: ["branch"], message: "is required: give branch or domain" });
    }),
  envelope: "list",
  data: z
    .object({
      jurisdiction: jurisdictionRef,
      jurisdiction_level: z.string(),
      records: z.number().int(),
      records_primary: z.number().int(),
      in_force: z.number().int(),
      by_instrument_type: z.record(z.string(), z.number().int()),
      latest_effective_date: z.string().nullable(),
      latest_enacted_date: z.string().nullable(),
      last_verified_at: z.string(),
    })
    .meta({ id: "UsLawCompareRow" }),
  meta: z.object({
    compared_by: z.object({ branch: z.string().optional(), domain: z.string().optional() }),
    count: z.number().int(),
    sampled: z.boolean(),
    sample_size: z.number().int().optional(),
    totals: z.object({ jurisdictions: z.number().int(), records: z.number().int(), records_primary: z.number().int(), in_force: z.number().int() }),
    gated: z.array(z.string()).optional(),
    upgrade: z.string().nullable().optional(),
    notice: z.string(),
  }),
  errors: ["invalid_parameter", "unavailable"],
  example: { query: { branch: "science_technology_communications" } },
  exampleFixture: "usLawSubset",
});

const RETIRED = {
  since: "2026-08-22",
  message: "The US court-opinion endpoints were retired; nothing replaces them in v1 and no record allowance was reduced",
};
const retiredDescription = [
  `Retired since ${RETIRED.since}: answers 410 \`corpus_retired\` for any parameters.`,
  "",
  "That includes the former `court`, `court_level`, `jurisdiction_level`, `cluster_id`, `filed_from`, `filed_to`, " +
    "`q`, `citation`, `citation_prefix`, `cited_min`, `sort`, `order`, `count`, `limit`, `offset` and the courts " +
    "filters `court_level`, `jurisdiction_level`, `with_opinions`. The 410 comes before the tier gate, before " +
    "parameter checks and before metering, so it costs no record budget.",
  "",
  "Kept only as a record of the retired contract.",
].join("\n");

export const listUsLawOpinions = defineOperation({
  id: "listUsLawOpinions",
  method: "GET",
  path: "/us-law/opinions",
  tag: "US law",
  summary: "US court opinions (retired)",
  description: retiredDescription,
  auth: "optional",
  product: "us_law",
  retired: RETIRED,
  envelope: "item",
  data: z.null(),
  errors: ["corpus_retired"],
  example: { query: { court: "scotus", limit: "5" } },
});

export const getUsLawOpinion = defineOperation({
  id: "getUsLawOpinion",
  method: "GET",
  path: "/us-law/opinions/{cluster_id}",
  tag: "US law",
  summary: "One US court opinion (retired)",
  description: retiredDescription,
  auth: "optional",
  product: "us_law",
  retired: RETIRED,
  params: z.object({ cluster_id: z.string().meta({ description: "The former opinion cluster id (any value answers 410)." }) }),
  envelope: "item",
  data: z.null(),
  errors: ["corpus_retired"],
  example: { params: { cluster_id: "2812209" } },
});

export const listUsLawCourts = defineOperation({
  id: "listUsLawCourts",
  method: "GET",
  path: "/us-law/courts",
  tag: "US law",
  summary: "US courts (retired)",
  description: retiredDescription,
  auth: "optional",
  product: "us_law",
  retired: RETIRED,
  envelope: "item",
  data: z.null(),
  errors: ["corpus_retired"],
  example: { query: { with_opinions: "true" } },
});
