import { z } from "zod";
import { deadlinesAsCalendar } from "@/lib/compliance/deadlines-response";
import type { ReportAttachment } from "@/lib/compliance/report";
import { defineOperation, type Representation } from "@/lib/http/operation";
import { attribution, booleanParam, scopeEnum } from "./common";
import {
  assessBody,
  assessmentSchema,
  deadlineEntrySchema,
  decisionImpactEnum,
  obligationSchema,
  penaltySchema,
  previewMeta,
  reportBody,
  reportObject,
  sectorDetail,
  sectorIndexItem,
  useEnum,
} from "./compliance-schemas";

/**
 * The deterministic compliance layer (SPEC 4.1 sectors, 4.4 /deadlines, 4.5). The least tier that gets each derived
 * answer in full is declared here, like minTier; below it the answer is a preview with meta.preview and an upgrade
 * hint, never an error. The report quota is the tiers table's reportsPerMonth.
 */
/** The PDF form of an issued report (a preview has no attachment and is served as JSON). */
const reportPdf: Representation = {
  formats: ["pdf"],
  contentType: "application/pdf",
  render: async ({ attachment }) => {
    if (!attachment) return null;
    // Loaded on first use: the PDF engine is large and no other request needs it (faster start, smaller hot path).
    const { renderReportPdf } = await import("@/lib/pdf/render-report");
    return new Uint8Array(await renderReportPdf((attachment as ReportAttachment).snapshot));
  },
  headers: ({ attachment }) => {
    const a = attachment as ReportAttachment | undefined;
    return a ? { "Content-Disposition": `attachment; filename="${a.filename}"`, ...a.headers } : {};
  },
};

const slugParam = (what: string) =>
  z.string().regex(/^[a-z0-9-]{1,64}$/, { message: `expected a ${what} slug (lowercase letters, digits, hyphens)` });

/** "hiring,customer" → ["hiring", "customer"]; an unknown value is a 400 naming `use` (not `use.0`). */
const usesParam = z
  .string()
  .transform((v, ctx) => {
    const parts = v.split(",").map((s) => s.trim()).filter(Boolean);
    const bad = parts.find((p) => !(useEnum.options as readonly string[]).includes(p));
    if (bad !== undefined || !parts.length) {
      ctx.addIssue({ code: "custom", message: `'${bad ?? v}' is not a use; expected comma-separated values from ${useEnum.options.join(", ")}` });
      return z.NEVER;
    }
    return parts as z.infer<typeof useEnum>[];
  })
  .meta({ description: `Comma-separated: ${useEnum.options.join(", ")}.` });

export const listSectors = defineOperation({
  id: "listSectors",
  method: "GET",
  path: "/sectors",
  tag: "Compliance",
  summary: "Sectors",
  description: "The sectors the compliance layer maps (valid slugs for /obligations, /penalties, /assess), with our documented risk rating.",
  auth: "optional",
  envelope: "list",
  data: sectorIndexItem,
  meta: z.object({ count: z.number().int(), disclaimer: z.string(), attribution }),
  errors: ["unavailable"],
});

export const getSector = defineOperation({
  id: "getSector",
  method: "GET",
  path: "/sectors/{sector}",
  tag: "Compliance",
  summary: "One sector: overview and per-law duties",
  description:
    "Free overview (name, risk, enforcement bodies, federal penalty structure, sources) plus the derived per-law " +
    "obligations and penalties that name the sector. may_not_apply is true on every law: no caller jurisdiction is known here.",
  gating: "The overview is open to all tiers; the derived laws are full from Pro up, a one-law, one-duty preview below (meta.preview, upgrade hint).",
  auth: "optional",
  params: z.object({ sector: slugParam("sector") }),
  envelope: "item",
  data: sectorDetail,
  meta: z.object({ ...previewMeta, law_count: z.number().int(), obligation_count: z.number().int() }),
  errors: ["not_found", "unavailable"],
  example: { params: { sector: "employment" } },
});

const jurisdictionSectorQuery = {
  jurisdiction: z.string().min(1).max(64).optional().meta({ description: "A US state (or city, territory) slug, 'federal', 'eu' or a covered country slug." }),
  sector: z.string().min(1).max(200).optional().meta({ description: "Sector slug (see /sectors); comma-separate several." }),
};

export const listObligations = defineOperation({
  id: "listObligations",
  method: "GET",
  path: "/obligations",
  tag: "Compliance",
  summary: "Applicable obligations",
  description:
    "Curated duties that apply for a jurisdiction and/or sector, layered state, federal, country and landscape, each with " +
    "its citation, enforcing body, penalty, verbatim deadline, lifecycle fields and primary source. At least one of " +
    "jurisdiction or sector is required. With no jurisdiction, every matching duty is listed with may_not_apply: true.",
  gating: "Full from Pro up; below, a one-item preview (meta.preview, meta.total, upgrade hint).",
  auth: "optional",
  query: z.object({
    ...jurisdictionSectorQuery,
    use: usesParam.optional(),
    decision_impact: decisionImpactEnum.optional(),
  }),
  envelope: "list",
  data: obligationSchema,
  meta: z.object({
    tier: z.string(),
    total: z.number().int(),
    count: z.number().int(),
    no_law: z.array(z.object({ jurisdiction: z.string(), note: z.string(), layer: z.string() })),
    ...previewMeta,
  }),
  errors: ["invalid_parameter", "unavailable"],
  example: { query: { jurisdiction: "colorado", sector: "employment" } },
});

export const listPenalties = defineOperation({
  id: "listPenalties",
  method: "GET",
  path: "/penalties",
  tag: "Compliance",
  summary: "Penalties",
  description:
    "Penalties behind the applicable duties, one row per law and penalty text. At least one of jurisdiction or " +
    "sector is required; with a sector, meta.sector_summary gives the sector's federal penalty structure and enforcers.",
  gating: "Full from Developer up; below, a one-item preview and no sector_summary.",
  auth: "optional",
  query: z.object(jurisdictionSectorQuery),
  envelope: "list",
  data: penaltySchema,
  meta: z.object({
    tier: z.string(),
    total: z.number().int(),
    count: z.number().int(),
    sector_summary: z
      .object({ sector: z.string(), penalty_structure: z.string().nullable(), enforcement_bodies: z.array(z.string()) })
      .nullable(),
    ...previewMeta,
  }),
  errors: ["invalid_parameter", "unavailable"],
  example: { query: { jurisdiction: "california" } },
});

export const assess = defineOperation({
  id: "assess",
  method: "POST",
  path: "/assess",
  tag: "Compliance",
  summary: "Risk assessment",
  description:
    "A deterministic 1–10 risk score (method lexatlas-risk-v1, named factor contributions) with the applicable " +
    "obligations for a US state, sector, AI uses, decision impact and countries. Unmapped sector names are reported in unmapped_sectors.",
  gating: "Full from Pro up; below, a preview: risk score, level and band, counts, one sample obligation; only the factor breakdown (risk.factors, risk.breakdown) and the other obligations are withheld.",
  auth: "optional",
  body: assessBody,
  envelope: "item",
  data: assessmentSchema,
  meta: z.object({ ...previewMeta, generated_at: z.string() }),
  errors: ["invalid_parameter", "invalid_body", "unavailable"],
  example: {
    body: { state: "colorado", sector: "employment", aiUse: ["hiring"], ai_decision_impact: "hiring_firing", countries: ["eu"], bias_audit: "never", ai_policy: "informal", ai_source: "third_party" },
  },
});

export const createReport = defineOperation({
  id: "createReport",
  method: "POST",
  path: "/report",
  tag: "Compliance",
  summary: "Compliance report (JSON or PDF)",
  description:
    "The assessment as a report. JSON by default, with report.download_url: a signed private link to the PDF, valid " +
    "expires_in_days. format=pdf (or Accept: application/pdf) streams the PDF itself. Each issued report counts toward " +
    "the monthly quota (Pro 5, Business 25, Enterprise unlimited); beyond it, 402 payment_required with the single-report option.",
  gating: "Requires a key. Below Pro: a preview (risk score, level and band, counts, one sample obligation; risk.factors and risk.breakdown absent) with the PDF withheld: report.available is false, report.id, report.download_url, report.expires_at and report.quota are null, and report.required_tier names the tier that unlocks the PDF. A preview is never counted against the report quota.",
  auth: "required",
  query: z.object({ format: z.enum(["json", "pdf"]).optional().meta({ description: "Same as the body's format; pdf streams the PDF." }) }),
  body: reportBody,
  envelope: "item",
  data: assessmentSchema.extend({ company: z.string().nullable(), report: reportObject }).meta({ id: "Report" }),
  meta: z.object({ ...previewMeta, generated_at: z.string() }),
  representations: [reportPdf],
  errors: ["invalid_parameter", "invalid_body", "key_required", "payment_required", "unavailable"],
  example: { body: { state: "california", sector: "employment", aiUse: ["hiring"], company: "Example Corp", email: "compliance@example.com" } },
});

/** The signed private download link of an issued report. Authenticated by its signature; absent from OpenAPI. */
export const getReportDownload = defineOperation({
  id: "getReportDownload",
  method: "GET",
  path: "/reports/{token}",
  tag: "Compliance",
  summary: "Report download (signed link)",
  description: "Streams an issued report's PDF. The token is signed and expires; a tampered, expired or unknown token is a 404.",
  auth: "none",
  params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{10,400}\.[A-Za-z0-9_-]{20,100}$/, { message: "expected a report link token" }) }),
  envelope: "raw",
  data: z.unknown(),
  representations: [{ ...reportPdf, always: true }],
  errors: ["invalid_parameter", "not_found", "unavailable"],
  internal: true,
});

export const listDeadlines = defineOperation({
  id: "listDeadlines",
  method: "GET",
  path: "/deadlines",
  tag: "Compliance",
  summary: "Deadlines calendar",
  description:
    "Every dated deadline in the dataset (duties and laws' effective dates), parsed from the verbatim text into dates " +
    "with precision day, month or year. Undated texts are only counted (meta.undated). format=ical (or ics) returns " +
    "an RFC 5545 calendar: one event per dated deadline, with the law, the verbatim text and the source URL.",
  auth: "optional",
  query: z.object({
    scope: scopeEnum.optional(),
    jurisdiction: z.string().min(1).max(64).optional().meta({ description: "Exact jurisdiction slug." }),
    upcoming: booleanParam.optional().meta({ description: "Default true: only deadlines whose period has not ended." }),
    all: booleanParam.optional().meta({ description: "true includes past dates (same as upcoming=false)." }),
    format: z.enum(["json", "ical", "ics"]).default("json"),
  }),
  envelope: "list",
  data: deadlineEntrySchema,
  meta: z.object({
    count: z.number().int(),
    undated: z.number().int().meta({ description: "Jurisdictions with a deadline text that has no explicit date (only counted)." }),
    without_source: z.number().int().meta({ description: "Effective-date texts left out because no source URL is held for them." }),
    upcoming_only: z.boolean(),
    as_of: z.string(),
    generated_at: z.string(),
    ical: z.string(),
    upgrade: z.string().nullable(),
    attribution,
    disclaimer: z.string(),
  }),
  representations: [
    {
      formats: ["ical", "ics"],
      contentType: "text/calendar; charset=utf-8",
      render: (result, { siteUrl }) => deadlinesAsCalendar(result, siteUrl),
      headers: () => ({ "Content-Disposition": 'inline; filename="lexatlas-deadlines.ics"' }),
    },
  ],
  errors: ["invalid_parameter", "unavailable"],
  example: { query: { jurisdiction: "california", all: "true" } },
});
