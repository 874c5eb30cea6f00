import { z } from "zod";
import { DECISION_IMPACTS, USES } from "@/db/seed/schemas";
import { attribution, dateAmendment } from "./common";

/** Schemas of the deterministic compliance layer (SPEC Part 2: Obligation, Penalty, Risk, Assessment, Deadline, Report). */

export const layerEnum = z.enum(["state", "federal", "country", "landscape"]);
export const sourceTierEnum = z.enum(["primary", "secondary", "unverified"]);
export const precisionEnum = z.enum(["day", "month", "year"]);
export const useEnum = z.enum(USES);
export const decisionImpactEnum = z.enum(DECISION_IMPACTS);

export const obligationSchema = z
  .object({
    key: z.string().meta({ description: "Stable id of the curated duty: <law key>#<duty>." }),
    law: z.string().meta({ description: "Law name." }),
    law_id: z.uuid().meta({ description: "The law record: /laws/{law_id}." }),
    jurisdiction: z.string(),
    jurisdiction_slug: z.string(),
    layer: layerEnum.meta({ description: "landscape = notable law elsewhere that may not apply to the caller." }),
    applies_because: z.string().nullable().meta({ description: "Why it was surfaced." }),
    obligation: z.string().nullable().meta({ description: "The plain-language duty." }),
    deadline: z.string().nullable().meta({
      description:
        "Effective/compliance date text, verbatim from the source. EU AI Act duties: the date as amended (the same " +
        "text as the provisions' applies_from), with deadline_original and deadline_amended_by beside it.",
    }),
    penalty: z.string().nullable(),
    status: z.string().nullable().meta({ description: "The law record's current status, verbatim." }),
    citation: z.string().nullable().meta({ description: "The section that imposes the duty." }),
    government_body: z.string().nullable(),
    may_not_apply: z.boolean(),
    source_url: z.string().nullable().meta({ description: "Primary/official source of the duty." }),
    source_tier: sourceTierEnum,
    verified_on: z.string().nullable().meta({
      description:
        "Date (YYYY-MM-DD) our curators last re-checked every fact of this duty (wording, conditions, citation, " +
        "enforcer, penalty, deadline) against its source; null when it has not been re-checked since it was added. " +
        "Duties whose law is still moving (an open bill, a pending instrument) or not yet in effect are re-checked at " +
        "least every six months.",
    }),
    anchors: z
      .array(z.string())
      .optional()
      .meta({ description: "EU AI Act duties only: anchor ids of the provisions the duty derives from (e.g. 050.001); look them up at /eu-ai-act-provisions." }),
    deadline_original: z
      .string()
      .optional()
      .meta({ description: "EU AI Act duties only: the deadline as the Regulation was adopted (12 July 2024); equal to deadline when no amendment moved it." }),
    deadline_amended_by: dateAmendment
      .nullable()
      .optional()
      .meta({ description: "EU AI Act duties only: the amending act and provision that moved the deadline; null when unchanged." }),
    lifecycle: z.enum(["in_force", "not_yet_effective", "not_in_force", "unknown"]),
    in_force: z.boolean().nullable(),
    not_yet_effective: z.boolean(),
    effective_date: z.string().nullable().meta({ description: "Earliest date in the deadline text (YYYY-MM-DD)." }),
    effective_date_precision: precisionEnum.nullable(),
  })
  .meta({ id: "Obligation" });

export const penaltySchema = z
  .object({
    law: z.string(),
    law_id: z.uuid(),
    jurisdiction: z.string(),
    jurisdiction_slug: z.string(),
    layer: layerEnum,
    penalty: z.string().nullable(),
    citation: z.string().nullable().meta({ description: "Sections of the duties this penalty enforces, '; '-joined." }),
    government_body: z.string().nullable(),
    status: z.string().nullable(),
    may_not_apply: z.boolean(),
    source_url: z.string().nullable(),
    source_tier: sourceTierEnum,
    duty_count: z.number().int().meta({ description: "How many applicable duties this penalty backs." }),
  })
  .meta({ id: "Penalty" });

export const noLawSchema = z
  .object({ jurisdiction: z.string(), note: z.string(), layer: z.string() })
  .meta({ id: "NoLaw", description: "A jurisdiction with no applicable statute in our data (never a finding that none exists)." });

export const riskSchema = z
  .object({
    method: z.string().meta({ description: "The versioned scoring method, e.g. lexatlas-risk-v1." }),
    score: z.number().int().min(1).max(10).meta({ description: "1–10, deterministic. Shown in a preview too." }),
    level: z.enum(["Low", "Medium", "High", "Critical"]),
    band: z.string().meta({ description: "Score range of the level: 1-3, 4-5, 6-7, 8-10." }),
    factors: z.array(z.string()).optional().meta({ description: "Named contributions ('factor +n: detail'). Absent in a preview." }),
    breakdown: z
      .array(z.object({ factor: z.string(), points: z.number().int(), detail: z.string() }))
      .optional()
      .meta({ description: "The same contributions as data. Absent in a preview." }),
  })
  .meta({ id: "Risk" });

export const layerCounts = z.object({
  state: z.number().int(),
  federal: z.number().int(),
  country: z.number().int(),
  landscape: z.number().int(),
  total: z.number().int(),
});

export const assessmentSchema = z
  .object({
    risk: riskSchema,
    applicable_law_count: z.number().int(),
    jurisdictions: z.array(z.string()),
    obligations: z.array(obligationSchema).meta({ description: "All applicable duties; one sample in a preview." }),
    no_law: z.array(noLawSchema),
    unmapped_sectors: z.array(z.string()),
    counts: layerCounts,
    as_of: z.iso.date().meta({ description: "The date lifecycle fields were computed for (UTC)." }),
  })
  .meta({ id: "Assessment" });

export const previewMeta = {
  preview: z.boolean(),
  required_tier: z.string().nullable().meta({ description: "The tier that unlocks the full answer (null when full)." }),
  upgrade: z.string().nullable(),
  disclaimer: z.string(),
  attribution,
};

const governance = {
  bias_audit: z.enum(["recent", "old", "never", "unknown"]).optional(),
  ai_policy: z.enum(["formal", "informal", "none", "developing"]).optional(),
  ai_source: z.enum(["custom", "third_party", "embedded", "combination", "not_sure"]).optional(),
  size: z.string().max(100).optional().meta({ description: "Organisation size, free text; printed, not scored in v1." }),
};

const assessFields = {
  sector: z.string().min(1).max(200).meta({ description: "Sector slug (see /sectors); comma-separate several." }),
  aiUse: z.array(useEnum).max(6).optional(),
  ai_decision_impact: decisionImpactEnum.optional(),
  countries: z.array(z.string().min(1).max(64)).max(30).optional().meta({ description: "Country slugs, names or ISO codes; 'eu' for the EU." }),
  ...governance,
};

/** Strict: a misspelt field is a 400 naming it, never silently ignored. */
export const assessBody = z
  .strictObject({ state: z.string().min(1).max(64).meta({ description: "US state slug, name or USPS code." }), ...assessFields })
  .meta({ id: "AssessRequest" });

export const reportBody = z
  .strictObject({
    state: z.string().min(1).max(64).optional(),
    jurisdiction: z.string().min(1).max(64).optional().meta({ description: "Alias of state." }),
    ...assessFields,
    company: z.string().min(1).max(120).optional().meta({ description: "Printed on the report cover." }),
    email: z.email().max(200).optional().meta({ description: "Printed in the report footer." }),
    format: z.enum(["json", "pdf"]).optional().meta({ description: "json (default) or pdf; Accept: application/pdf also selects pdf." }),
  })
  .meta({ id: "ReportRequest" });

export const reportObject = z
  .object({
    id: z.uuid().nullable().meta({ description: "Issued report id; null in a preview." }),
    available: z.boolean(),
    format: z.string(),
    filename: z.string(),
    download_url: z.string().nullable().meta({ description: "Signed private link to the PDF; null in a preview." }),
    expires_in_days: z.number().int(),
    expires_at: z.string().nullable(),
    required_tier: z.string().nullable().meta({ description: "On a preview: the tier that unlocks the PDF." }),
    quota: z
      .object({ used: z.number().int(), limit: z.number().int().nullable(), remaining: z.number().int().nullable() })
      .nullable()
      .meta({ description: "Reports issued this UTC month, including this one; limit null = unlimited." }),
  })
  .meta({ id: "ReportLink" });

export const deadlineEntrySchema = z
  .object({
    scope: z.string(),
    jurisdiction: z.string(),
    jurisdiction_slug: z.string(),
    laws: z.array(z.string()),
    status: z.string(),
    raw_deadline: z.string().meta({ description: "Verbatim text (EU AI Act dates: as amended)." }),
    raw_deadline_original: z
      .string()
      .optional()
      .meta({ description: "EU AI Act dates only: the text as the Regulation was adopted; equal to raw_deadline when no amendment moved it." }),
    raw_deadline_amended_by: dateAmendment
      .nullable()
      .optional()
      .meta({ description: "EU AI Act dates only: the amending act and provision that moved the date; null when unchanged." }),
    date: z.iso.date(),
    date_precision: precisionEnum,
    is_upcoming: z.boolean(),
    dates: z.array(z.object({ iso: z.iso.date(), precision: precisionEnum, sort: z.iso.date(), basis: z.enum(["stated", "computed"]) })),
    source_url: z.string(),
    source_tier: sourceTierEnum,
  })
  .meta({ id: "DeadlineEntry" });

export const sectorIndexItem = z
  .object({ slug: z.string(), name: z.string(), risk: z.string(), description: z.string(), has_federal_framework: z.boolean() })
  .meta({ id: "SectorIndexItem" });

export const sectorDetail = sectorIndexItem
  .extend({
    enforcement_bodies: z.array(z.string()),
    federal_penalty_structure: z.string().nullable(),
    sources: z.array(z.object({ label: z.string(), url: z.string() })),
    laws: z
      .array(
        z.object({
          law: z.string(),
          law_id: z.uuid(),
          jurisdiction: z.string(),
          jurisdiction_slug: z.string(),
          layer: layerEnum,
          status: z.string().nullable(),
          obligations: z.array(obligationSchema),
          penalties: z.array(penaltySchema),
        }),
      )
      .meta({ description: "Derived per-law duties and penalties; one law with one duty in a preview." }),
    attribution,
  })
  .meta({ id: "SectorDetail" });
