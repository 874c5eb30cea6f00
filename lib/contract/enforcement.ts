import { MATTER_SORTS } from "@/lib/enforcement/matters";
import { z } from "zod";
import { defineOperation } from "@/lib/http/operation";
import { MATTER_UID_PATTERN, matterUidFor } from "@/lib/enforcement/matter-file";
import { FAULT_CODES, FAULT_REASON_CODES } from "@/lib/sources/faults";
import { VOCABULARY_KINDS, codesOf, type VocabularyKind } from "@/lib/enforcement/vocabularies";
import { attribution, booleanParam, isoDateParam, limitParam, offsetParam, pageMeta, scopeEnum, upgradeHint } from "./common";

/**
 * The enforcement-matter registry (SPEC 4.10) and the Enterprise news lane GET /enforcement (SPEC 4.8).
 * Matter filters take comma lists validated against the closed vocabularies of /enforcement/categories: an unknown
 * code is a 400 naming the parameter and listing the allowed codes.
 */

function splitList(value: string): string[] {
  return value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
}

/** A comma list of codes of one vocabulary (read lazily: the vocabulary file is data, not code). */
function codeList(kind: VocabularyKind, what: string) {
  return z
    .string()
    .transform((value, ctx) => {
      const codes = splitList(value).map((v) => v.toLowerCase());
      const allowed = codesOf(kind);
      const unknown = codes.filter((c) => !allowed.includes(c));
      if (codes.length === 0 || unknown.length) {
        ctx.addIssue({
          code: "custom",
          message: `${unknown.length ? `unknown ${kind} code${unknown.length > 1 ? "s" : ""} ${unknown.map((c) => `'${c}'`).join(", ")}` : "no code given"}; allowed: ${allowed.join(", ")}`,
        });
        return z.NEVER;
      }
      return [...new Set(codes)];
    })
    .optional()
    .meta({ description: `${what} Comma-separated codes of the ${kind} vocabulary (GET /v1/enforcement/categories?kind=${kind}).` });
}

const slugPattern = /^[a-z0-9][a-z0-9_.-]*$/;

function slugList(what: string, label: string) {
  return z
    .string()
    .transform((value, ctx) => {
      const items = splitList(value).map((v) => v.toLowerCase());
      const bad = items.find((v) => !slugPattern.test(v));
      if (items.length === 0 || bad !== undefined) {
        ctx.addIssue({ code: "custom", message: bad ? `'${bad}' is not a ${label}` : `no ${label} given` });
        return z.NEVER;
      }
      return [...new Set(items)];
    })
    .optional()
    .meta({ description: what });
}

const agencyList = z
  .string()
  .transform((value, ctx) => {
    const items = splitList(value).map((v) => v.toUpperCase());
    if (items.length === 0 || items.some((v) => v.length > 40)) {
      ctx.addIssue({ code: "custom", message: "expected comma-separated agency codes such as FTC,SEC" });
      return z.NEVER;
    }
    return [...new Set(items)];
  })
  .optional()
  .meta({ description: "Agency code(s), comma-separated, case-insensitive (e.g. FTC,EEOC). A code that itself contains a comma cannot be matched: use q." });

const tierList = z
  .string()
  .transform((value, ctx) => {
    const items = splitList(value).map((v) => v.toUpperCase());
    const bad = items.find((v) => v !== "A" && v !== "B");
    if (items.length === 0 || bad !== undefined) {
      ctx.addIssue({ code: "custom", message: `${bad ? `unknown tier '${bad}'` : "no tier given"}; allowed: A, B` });
      return z.NEVER;
    }
    return [...new Set(items)] as ("A" | "B")[];
  })
  .optional()
  .meta({ description: "Source tier, comma-separated: A (primary source read), B (secondary sources only). Matters recorded before 2026-08-22 carry no tier and match neither." });


export const listMattersQuery = z
  .object({
    jurisdiction: slugList("Jurisdiction slug(s), comma-separated (federal, a US state, a country, eu).", "jurisdiction slug"),
    jurisdiction_level: codeList("jurisdiction_level", "Jurisdiction level(s)."),
    forum_type: codeList("forum_type", "Forum type(s)."),
    matter_status: codeList("matter_status", "Matter status(es)."),
    matter_type: codeList("matter_type", "Matter type(s)."),
    verification: codeList("verification", "Verification level(s); every matter is single_source today."),
    domain: slugList("Primary subject domain: US-law taxonomy subcategory id(s), comma-separated.", "subcategory id"),
    agency: agencyList,
    ai_role: codeList("ai_role", "AI role(s). Several roles mean the matter carries ALL of them."),
    date_from: isoDateParam.optional().meta({ description: "filed_date on or after (YYYY-MM-DD). filed_date is null on most matters, so a date filter excludes undated matters; meta.notice says how many." }),
    date_to: isoDateParam.optional().meta({ description: "filed_date on or before (YYYY-MM-DD); excludes undated matters." }),
    q: z.string().trim().min(1).max(200).optional().meta({ description: "Case-insensitive substring over caption, summary and agency code." }),
    tier: tierList,
    sort: z.enum(MATTER_SORTS).default("first_seen_at").meta({ description: "Sort column; nulls last in either order; ties broken by matter_uid." }),
    order: z.enum(["asc", "desc"]).default("desc"),
    limit: limitParam(20),
    offset: offsetParam,
  })
  .superRefine((q, ctx) => {
    if (q.date_from && q.date_to && q.date_from > q.date_to) {
      ctx.addIssue({ code: "custom", path: ["date_from"], message: "must be on or before date_to" });
    }
  });

const chainTotals = z
  .object({ events: z.number().int(), parties: z.number().int(), relief: z.number().int(), laws: z.number().int(), sources: z.number().int() })
  .meta({ id: "EnforcementChainTotals", description: "The true size of each chain, whatever the response shows." });

const matterFields = {
  matter_uid: z.string().meta({ description: "Opaque stable key." }),
  caption: z.string(),
  summary: z.string().nullable().meta({ description: "Our own words." }),
  matter_type: z.string(),
  matter_status: z.string(),
  agency_code: z.string().nullable().meta({ description: "The acting agency; null on private litigation." }),
  forum_type: z.string(),
  forum_name: z.string().nullable(),
  docket_number: z.string().nullable(),
  jurisdiction: z.object({ slug: z.string(), name: z.string().nullable() }),
  jurisdiction_level: z.string(),
  filed_date: z.string().nullable().meta({ description: "Null unless confirmed; null on most matters." }),
  decided_date: z.string().nullable(),
  closed_date: z.string().nullable(),
  first_seen_at: z.string(),
  last_verified_at: z.string().nullable().meta({
    description:
      "The day a curator last searched for newer events on this matter and updated it, at 00:00:00Z (a date, not a time). Null when no one has re-checked it since it was recorded. Our data checks reject an open, pending or on-appeal matter not re-checked within the last six months.",
  }),
  verification: z.string().meta({ description: "Never withheld. single_source today." }),
  tier: z.enum(["A", "B"]).nullable().meta({ description: "A: primary source read; B: secondary sources only; null before 2026-08-22." }),
  ai_roles: z.array(z.string()),
  domain: z.string().nullable(),
  duplicate_of: z.string().nullable().meta({ description: "matter_uid of the matter this one duplicates." }),
  publish_ready: z.boolean(),
  caption_untranslated: z.boolean(),
  unavailable_fields: z.array(z.string()).meta({ description: "Descriptive fields deliberately nulled on this published matter." }),
  redaction_policy: z.string(),
  chain_totals: chainTotals,
  attribution,
};

export const enforcementMatterSchema = z.object(matterFields).meta({ id: "EnforcementMatter" });

const eventRow = z.object({ event_type: z.string(), date: z.string().nullable(), is_date_estimated: z.boolean(), description: z.string(), source_url: z.string().nullable() });
const partyRow = z.object({
  name: z.string().nullable().meta({ description: "Null when withheld by the redaction policy (redacted true) or not stated." }),
  redacted: z.boolean(),
  role: z.string(),
  kind: z.string(),
  pii_class: z.string(),
});
const reliefRow = z.object({ relief_type: z.string(), amount: z.string().nullable().meta({ description: "Verbatim from the source." }), description: z.string().nullable() });
const lawRow = z.object({
  citation: z.string().meta({ description: "Verbatim from the source." }),
  relation: z.string(),
  link_status: z.enum(["linked_ai_law", "linked_us_law", "unlinked"]),
  law_id: z.uuid().nullable().meta({ description: "The AI-law record (GET /v1/laws/{id}) when linked_ai_law." }),
  us_law_record_uid: z.string().nullable(),
});
const sourceDocRow = z.object({ url: z.string(), publisher: z.string(), date: z.string().nullable(), title: z.string().nullable(), kind: z.enum(["primary", "secondary"]) });

export const enforcementMatterDetailSchema = z
  .object({ ...matterFields, events: z.array(eventRow), parties: z.array(partyRow), relief: z.array(reliefRow), laws: z.array(lawRow), sources: z.array(sourceDocRow) })
  .meta({ id: "EnforcementMatterDetail" });

const registryMeta = z.object({
  withheld_not_publish_ready: z.number().int().meta({ description: "Matters matching the query that were hidden (duplicates, untranslated captions, not publish-ready)." }),
  raw_licence: z.boolean().meta({ description: "True when the key holds the registry_raw licence (nothing withheld)." }),
});

/** A real matter expected in the curated data (the integrator checks the key exists after merging the data branch). */
export const EXAMPLE_MATTER_UID = matterUidFor("ftc-rite-aid-facial-recognition-2023");

export const listEnforcementMatters = defineOperation({
  id: "listEnforcementMatters",
  method: "GET",
  path: "/enforcement/matters",
  tag: "Enforcement registry",
  summary: "List enforcement matters",
  description:
    "One row per AI-related dispute (regulator actions and civil litigation), with every filter of SPEC 4.10. Comma " +
    "lists are validated against /enforcement/categories. ai_role with several codes means ALL of them. date_from / " +
    "date_to bound filed_date, which is null on most matters, so a date filter excludes undated matters (meta.notice " +
    "counts them). Default sort first_seen_at desc; nulls last either way; ties broken by matter_uid. Duplicates, " +
    "untranslated captions and rows not yet publish-ready are withheld unless the key holds the registry_raw " +
    "licence, and counted in meta.registry.withheld_not_publish_ready. An empty result means no matter matched, " +
    "never that an agency took no action.",
  gating: "Open at every tier; page size follows the tiers table (anonymous 5, free 25, Developer and above 100), reported in meta.gated.",
  auth: "optional",
  query: listMattersQuery,
  envelope: "list",
  data: enforcementMatterSchema,
  meta: pageMeta.extend({ sort: z.string(), order: z.string(), registry: registryMeta }),
  errors: ["invalid_parameter", "unavailable"],
  example: { query: { matter_type: "enforcement_action", limit: "5" } },
});

export const getEnforcementMatter = defineOperation({
  id: "getEnforcementMatter",
  method: "GET",
  path: "/enforcement/matters/{matter_uid}",
  tag: "Enforcement registry",
  summary: "One enforcement matter with its chains",
  description:
    "The matter with its events (is_date_estimated on each), parties, relief (amounts verbatim), statutory citations " +
    "(link_status linked_ai_law / linked_us_law / unlinked; unlinked keeps the citation verbatim) and source " +
    "documents. Parties are redacted by the matter's policy at every tier: named private individuals and minors are " +
    "never served (name null, redacted true), and their names are scrubbed from our text. 404 for a withheld matter " +
    "exactly as for a missing one.",
  gating: "Pro and above get the full chains; lower tiers a 2-row sample of each chain, with data.chain_totals giving the true sizes (meta.gated names it).",
  auth: "optional",
  params: z.object({
    matter_uid: z.string().regex(MATTER_UID_PATTERN, { message: "expected a matter_uid such as em_abcdefghijklmnop" }),
  }),
  envelope: "item",
  data: enforcementMatterDetailSchema,
  meta: z.object({
    chains: z.enum(["full", "sample"]),
    sample_rows: z.number().int().nullable(),
    gated: z.array(z.string()).optional(),
    upgrade: upgradeHint.optional(),
    disclaimer: z.string(),
  }),
  errors: ["not_found", "unavailable"],
  example: { params: { matter_uid: EXAMPLE_MATTER_UID } },
});

export const monitoredSourceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    agency_code: z.string().nullable(),
    url: z.string(),
    adapter: z.string().meta({ description: "rss (RSS or Atom), federal_register_json, or none (no reader yet)." }),
    is_enabled: z.boolean(),
    jurisdiction: z.string(),
    jurisdiction_level: z.string(),
    change_type: z.enum(["enforcement", "litigation"]),
    max_silence_hours: z.number().int(),
    last_attempt_at: z.string().nullable(),
    last_success_at: z.string().nullable(),
    is_stale: z.boolean().meta({ description: "Not read successfully within its own max_silence_hours: a gap in monitoring." }),
    last_fault_reason_code: z.enum(FAULT_REASON_CODES).nullable(),
    last_fault_code: z
      .enum(FAULT_CODES)
      .nullable()
      .meta({
        description:
          "The finer fault code behind last_fault_reason_code (e.g. rate_limited_upstream under blocked, schema_changed " +
          "or truncated_body under other); the same vocabulary as GET /sources. Null after a successful read.",
      }),
    last_fault_label: z.string().nullable().meta({ description: "One line; the raw fault text is never returned." }),
    last_fault_at: z.string().nullable(),
    items_seen_last_read: z.number().int().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: "EnforcementMonitoredSource" });

export const listEnforcementSources = defineOperation({
  id: "listEnforcementSources",
  method: "GET",
  path: "/enforcement/sources",
  tag: "Enforcement registry",
  summary: "Monitored enforcement sources",
  description:
    "The agency sources we watch, with the last successful read, the fault state (one of blocked, unauthorized, " +
    "not_found, timeout, adapter_missing, egress_unavailable, other, with a one-line label) and staleness. The whole " +
    "list (it is short). A stale source is a gap in monitoring, not a quiet agency.",
  gating: "Open and unmetered.",
  auth: "optional",
  product: "open",
  query: z.object({
    jurisdiction_level: codeList("jurisdiction_level", "Jurisdiction level(s)."),
    is_enabled: booleanParam.optional(),
    is_stale: booleanParam.optional().meta({ description: "true = not read within its own max_silence_hours." }),
  }),
  envelope: "list",
  data: monitoredSourceSchema,
  meta: z.object({ total: z.number().int(), count: z.number().int(), stale: z.number().int(), notice: z.string() }),
  errors: ["invalid_parameter", "unavailable"],
  example: { query: {} },
});

const vocabularySchema = z
  .object({
    kind: z.enum(VOCABULARY_KINDS),
    terms: z.array(z.object({ code: z.string(), label: z.string(), description: z.string() })),
  })
  .meta({ id: "EnforcementVocabulary" });

export const listEnforcementCategories = defineOperation({
  id: "listEnforcementCategories",
  method: "GET",
  path: "/enforcement/categories",
  tag: "Enforcement registry",
  summary: "Enforcement registry vocabularies",
  description:
    "The thirteen closed vocabularies (matter_type, matter_status, forum_type, party_role, party_kind, relief_type, " +
    "event_type, ai_role, law_relation, verification, jurisdiction_level, pii_class, redaction_policy); each term has " +
    "code (the API value), label and description. kind returns one vocabulary.",
  gating: "Open and unmetered.",
  auth: "optional",
  product: "open",
  query: z.object({ kind: z.enum(VOCABULARY_KINDS).optional().meta({ description: "One vocabulary." }) }),
  envelope: "list",
  data: vocabularySchema,
  meta: z.object({ count: z.number().int(), kinds: z.array(z.string()) }),
  errors: ["invalid_parameter", "unavailable"],
  example: { query: { kind: "matter_type" } },
});

const countMap = z.record(z.string(), z.number().int());

export const getEnforcementCoverage = defineOperation({
  id: "getEnforcementCoverage",
  method: "GET",
  path: "/enforcement/coverage",
  tag: "Enforcement registry",
  summary: "Enforcement registry coverage",
  description:
    "How many matters the registry holds, how many are publishable and how many are withheld (and why), counts by " +
    "matter_type, jurisdiction_level and tier, the monitored sources' health and the review queue of the " +
    "/enforcement lane.",
  gating: "Open and unmetered.",
  auth: "optional",
  product: "open",
  envelope: "item",
  data: z
    .object({
      matters_held: z.number().int(),
      publishable: z.number().int(),
      withheld: z.object({ total: z.number().int(), duplicates: z.number().int(), untranslated_caption: z.number().int(), not_publish_ready: z.number().int() }),
      withdrawn: z.number().int(),
      by_matter_type: countMap,
      by_jurisdiction_level: countMap,
      by_tier: countMap,
      citations: countMap.meta({ description: "Statutory citations of publishable matters by link_status." }),
      monitored_sources: z.object({ total: z.number().int(), enabled: z.number().int(), stale: z.number().int(), faulted: z.number().int() }),
      drafts: countMap.meta({ description: "/enforcement lane drafts by status." }),
      notice: z.string(),
    })
    .meta({ id: "EnforcementCoverage" }),
  errors: ["unavailable"],
  example: {},
});

export const enforcementItemSchema = z
  .object({
    id: z.uuid(),
    change_type: z.enum(["enforcement", "litigation"]),
    title: z.string().nullable(),
    agency: z.string().nullable(),
    scope: scopeEnum,
    jurisdiction: z.object({ slug: z.string().nullable(), name: z.string().nullable() }),
    date: z.string().nullable().meta({ description: "Drafts: published_at, else approved_at, else created_at. Matters: the latest dated event, else decided/filed date, else first_seen_at." }),
    source_url: z.string().nullable(),
    respondent: z.string().nullable(),
    allegation: z.string().nullable(),
    outcome: z.string().nullable(),
    penalty: z.string().nullable().meta({ description: "Verbatim from the source." }),
    statutory_basis: z.string().nullable().meta({ description: "Verbatim from the source." }),
    forum: z.string().nullable().meta({ description: "The court; null on enforcement rows." }),
    summary: z.string().nullable(),
    attribution,
  })
  .meta({ id: "EnforcementItem" });

export const listEnforcement = defineOperation({
  id: "listEnforcement",
  method: "GET",
  path: "/enforcement",
  tag: "Enforcement registry",
  summary: "Enforcement and litigation news lane",
  description:
    "A news-style feed of AI enforcement actions (agency action) and litigation (civil docket), newest first. Rows " +
    "come from reviewed drafts of the monitored sources (approved or published; a pending draft is invisible) and " +
    "from publishable registry matters (guidance documents excluded; change_type enforcement when an agency acts, " +
    "else litigation; respondent = the defendants and respondents the redaction policy shows; penalty = relief " +
    "amounts verbatim; statutory_basis = citations verbatim; outcome = matter_status). An empty data with " +
    "meta.total 0 is a valid answer while drafts await review.",
  gating: "Enterprise only; every other tier gets a hard 403 tier_upgrade_required (no preview).",
  auth: "optional",
  minTier: "enterprise",
  query: z
    .object({
      scope: scopeEnum.optional(),
      jurisdiction: z.string().min(1).max(64).optional().meta({ description: "Exact jurisdiction slug." }),
      q: z.string().trim().min(1).max(200).optional().meta({ description: "Substring over title and summary." }),
      agency: z.string().trim().min(1).max(100).optional().meta({ description: "Substring of the acting agency." }),
      change_type: z.enum(["enforcement", "litigation"]).optional().meta({ description: "Default both." }),
      date_from: isoDateParam.optional().meta({ description: "Item date on or after (YYYY-MM-DD, UTC)." }),
      date_to: isoDateParam.optional().meta({ description: "Item date on or before (YYYY-MM-DD, UTC)." }),
      limit: limitParam(20),
      offset: offsetParam,
    })
    .superRefine((q, ctx) => {
      if (q.date_from && q.date_to && q.date_from > q.date_to) ctx.addIssue({ code: "custom", path: ["date_from"], message: "must be on or before date_to" });
    }),
  envelope: "list",
  data: enforcementItemSchema,
  meta: z.object({
    total: z.number().int(),
    count: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    tier: z.string(),
    gated: z.array(z.string()),
    upgrade: z.string().nullable(),
    notice: z.string().optional(),
  }),
  errors: ["invalid_parameter", "tier_upgrade_required", "unavailable"],
  example: { query: { limit: "5" } },
});
