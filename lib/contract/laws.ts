import { z } from "zod";
import { defineOperation } from "@/lib/http/operation";
import { stableUuid } from "@/lib/ids";
import { JURISDICTION_SOURCE_KINDS } from "@/lib/laws/jurisdiction-sources";
import {
  attribution,
  booleanParam,
  dateTimeParam,
  jurisdictionRef,
  pageLimitParam,
  offsetParam,
  pageMeta,
  scopeEnum,
  uuidParam,
} from "./common";
import { lowestTierLabel, perTierText, tierRangeBelow } from "./access-rules";

/** SPEC Part 2 Record. Anonymous callers get the trimmed envelope: the optional fields below are omitted. */
export const lawRecordSchema = z
  .object({
    id: z.uuid(),
    scope: scopeEnum,
    jurisdiction: jurisdictionRef,
    identifier: z.string().nullable(),
    title: z.string().nullable(),
    record_type: z.string().nullable(),
    status: z.string().nullable().meta({ description: "Free text, verbatim from the source." }),
    in_force: z.boolean().nullable().optional().meta({ description: "Set only where the source states it explicitly. Omitted for anonymous callers." }),
    record_date: z.string().nullable().optional().meta({ description: "Date-time of the status event. Omitted for anonymous callers." }),
    summary: z.string().nullable().optional().meta({ description: "Our own summary. Omitted for anonymous callers." }),
    source: z.string().nullable().optional().meta({ description: "Name of the upstream source. Omitted for anonymous callers." }),
    official_url: z.string().nullable(),
    updated_at: z.string().nullable().optional().meta({ description: "Last real content change (microsecond precision). Omitted for anonymous callers." }),
    checked_at: z.string().nullable().optional().meta({ description: "Last verification against the source. Omitted for anonymous callers." }),
    attribution,
  })
  .meta({ id: "Record" });

export const lawListMeta = pageMeta
  .extend({ fields: z.enum(["full", "trimmed"]).meta({ description: "trimmed = the anonymous envelope" }) })
  .meta({ id: "RecordListMeta" });

export const searchListMeta = lawListMeta
  .extend({
    strategy: z.string().meta({
      description:
        "The search stages that ran, joined by '+': all_words (every word, web-search syntax), fuzzy (a word found " +
        "nowhere was replaced by the closest corpus word, or dropped), any_word (fewer than 5 rows matched every word, so " +
        "rows matching some words or resembling a record's name follow, ranked below 1).",
    }),
    interpreted_q: z.string().optional().meta({ description: "The query as searched after typo correction, when it differs from q." }),
  })
  .meta({ id: "SearchListMeta" });

const sharedFilters = {
  scope: scopeEnum.optional().meta({ description: "Filter by scope." }),
  jurisdiction: z.string().min(1).max(64).optional().meta({ description: "Exact jurisdiction slug, e.g. colorado, federal, eu, japan." }),
  status: z.string().min(1).max(200).optional().meta({ description: "Case-insensitive substring of the verbatim status." }),
  in_force: booleanParam.optional().meta({ description: "Only records whose source states they are (true) or are not (false) in force." }),
  updated_since: dateTimeParam.optional().meta({ description: "Records updated at or after this date-time." }),
  order: z.enum(["asc", "desc"]).default("desc"),
  limit: pageLimitParam(20),
  offset: offsetParam,
};

export const listLawsQuery = z.object({
  ...sharedFilters,
  q: z.string().min(1).max(200).optional().meta({
    description:
      "Case-insensitive substring over title and summary; also matches a record's alternate names (\"ELVIS Act\") and its " +
      "identifier however it is spaced (\"sb24205\" finds SB24-205). A filter: for ranked, typo-tolerant search use /search " +
      "or sort=relevance.",
  }),
  sort: z.enum(["updated_at", "record_date", "title", "relevance"]).default("updated_at").meta({
    description: "relevance (with q) orders the q matches by the /search engine's rank, best first; without q it is updated_at.",
  }),
});

export const searchLawsQuery = z.object({
  ...sharedFilters,
  q: z.string().trim().min(1, { message: "is required: the words to search for" }).max(200).meta({ description: "Search words (web-search syntax: quoted phrases, -exclusion) or an identifier such as SB24-205." }),
  sort: z.enum(["relevance", "updated_at", "record_date", "title"]).default("relevance"),
});

const capNote = [
  `- Rows per page: ${perTierText((t) => String(t.listMax))}. An offset deeper than the tier allows returns no rows.`,
  "- Anonymous callers get the trimmed envelope, without `in_force`, `record_date`, `summary`, `source`, `updated_at` and `checked_at`; every key gets full fields.",
  "- Every cap is reported in `meta.gated` with an upgrade hint — never an error — and no filter or sort is ever dropped.",
].join("\n");

export const listLaws = defineOperation({
  id: "listLaws",
  method: "GET",
  path: "/laws",
  tag: "Laws",
  summary: "List law records",
  description: "Lists AI-law records with filters and a stable sort: ties are broken by id, so paging never loses or repeats a row.",
  gating: capNote,
  auth: "optional",
  query: listLawsQuery,
  envelope: "list",
  data: lawRecordSchema,
  meta: lawListMeta,
  errors: ["invalid_parameter", "unavailable"],
  example: { query: { scope: "state", limit: "5" } },
});

export const searchLaws = defineOperation({
  id: "searchLaws",
  method: "GET",
  path: "/search",
  tag: "Laws",
  summary: "Search law records",
  description: [
    "Ranked search over the fields people search by, best match first.",
    "",
    "What is searched, by weight: title, alternate and common names and identifier (A); jurisdiction name and " +
      "abbreviation and record type (B); summary (C). An identifier matches however it is spelled (`SB 24-205`, " +
      "`sb24205`, `SB 205`).",
    "",
    "The stages, named in `meta.strategy`:",
    "",
    "1. **all words** (web-search syntax: quoted phrases, `-exclusion`, `or`): these rank first, `rank` ≥ 1;",
    "2. **fuzzy**: a word found nowhere in the corpus is replaced by the closest corpus word (trigram similarity) or dropped;",
    "3. **any word**: when fewer than 5 rows match every word, rows matching some of the words (as prefixes, rarer " +
      "words counting more) or resembling a record's name follow, `rank` < 1.",
    "",
    "Each item carries its relevance `rank`. Results are ranked by default, as SPEC requires of `/search`: `sort` " +
      "defaults to `relevance`; `sort=updated_at`, `record_date` or `title` (with `order`) orders them otherwise.",
  ].join("\n"),
  gating: capNote,
  auth: "optional",
  query: searchLawsQuery,
  envelope: "list",
  data: lawRecordSchema.extend({ rank: z.number() }).meta({ id: "SearchResult" }),
  meta: searchListMeta,
  errors: ["invalid_parameter", "unavailable"],
  example: { query: { q: "deepfake election" } },
});

/** A real record for examples and the contract suite: ids are stable v5 UUIDs of the seed key. */
export const EXAMPLE_LAW_ID = stableUuid("law:colorado:SB24-205");

const idParams = z.object({ id: uuidParam.meta({ description: "The record's id (UUID)." }) });

export const getLaw = defineOperation({
  id: "getLaw",
  method: "GET",
  path: "/laws/{id}",
  tag: "Laws",
  summary: "One law record",
  description: "A single record by id; anonymous callers get the trimmed envelope.",
  auth: "optional",
  params: idParams,
  envelope: "item",
  data: lawRecordSchema,
  meta: z.object({ fields: z.enum(["full", "trimmed"]), disclaimer: z.string() }),
  errors: ["not_found", "unavailable"],
  example: { params: { id: EXAMPLE_LAW_ID } },
});


export const sourceLinkSchema = z
  .object({
    tier: z.enum(["primary", "secondary"]),
    kind: z.enum(["official", "text", "analysis", ...JURISDICTION_SOURCE_KINDS]).meta({
      description:
        "official = the record's government page; text and analysis = links held for this record; legislature, " +
        "statute_database, official_journal, regulator, court, government_portal, tracker = the curated sources of the " +
        "record's jurisdiction (/laws/{id}/sources only).",
    }),
    label: z.string(),
    url: z.string(),
  })
  .meta({ id: "SourceLink" });

export const getLawSources = defineOperation({
  id: "getLawSources",
  method: "GET",
  path: "/laws/{id}/sources",
  tag: "Laws",
  summary: "A record's sources",
  description: [
    "Every link we hold for a record, each tiered `primary` (government text) or `secondary` (analysis, trackers).",
    "",
    "In this order: the record's official link, the further links we hold for it, then the official sources we " +
      "watch for its jurisdiction (legislature, statute database, official journal, regulator…, each verified " +
      "against the source). Only real held URLs; a URL appears once.",
  ].join("\n"),
  gating: `Primary links only for ${tierRangeBelow((t) => t.secondarySources)}; ${lowestTierLabel((t) => t.secondarySources)} and above also get secondary links.`,
  auth: "optional",
  params: idParams,
  envelope: "item",
  data: z.object({ record_id: z.uuid(), source: z.string().nullable(), sources: z.array(sourceLinkSchema), attribution }).meta({ id: "RecordSources" }),
  meta: z.object({ gated: z.array(z.string()).optional(), withheld: z.number().int().optional(), upgrade: z.string().nullable().optional() }),
  errors: ["not_found", "unavailable"],
  example: { params: { id: EXAMPLE_LAW_ID } },
});

export const getLawCitations = defineOperation({
  id: "getLawCitations",
  method: "GET",
  path: "/laws/{id}/citations",
  tag: "Laws",
  summary: "How to cite a record",
  description:
    "Identifier, title, audited alternate names, and a labelled suggested citation for referring to the record — " +
    "never an official legal citation.",
  auth: "optional",
  params: idParams,
  envelope: "item",
  data: z
    .object({
      record_id: z.uuid(),
      identifier: z.string().nullable(),
      title: z.string().nullable(),
      jurisdiction: jurisdictionRef,
      alternate_names: z.array(z.string()),
      suggested_citation: z.object({ text: z.string(), label: z.string(), official: z.literal(false) }),
      provisions: z
        .object({
          celex: z.string(),
          counts: z.record(z.string(), z.number().int()).meta({ description: "Rows held per provision_type." }),
          api_url: z.string().meta({ description: "GET /v1/eu-ai-act-provisions for this regulation." }),
          web_url: z.string().meta({ description: "The website's article-by-article pages." }),
        })
        .optional()
        .meta({ description: "Only on a record whose text we hold by provision (the EU AI Act): where to read it." }),
      attribution,
    })
    .meta({ id: "RecordCitations" }),
  errors: ["not_found", "unavailable"],
  example: { params: { id: EXAMPLE_LAW_ID } },
});
