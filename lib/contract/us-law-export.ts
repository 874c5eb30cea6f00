import { z } from "zod";
import { lowestTierWhere } from "@/lib/auth/tiers";
import { defineOperation, type Representation } from "@/lib/http/operation";
import type { ExportPartAttachment } from "@/lib/us-law/export/download";
import { BASIC_FIELDS } from "@/lib/us-law/export/formats";
import { attribution, booleanParam } from "./common";
import { usLawInstrumentTypeParam, usLawJurisdictionParam, usLawRecordSchema } from "./us-law";

/** SPEC 4.9 bulk export: plan a manifest (GET /us-law/export), then download each signed part (…/download). */

const exportFormat = z.enum(["ndjson", "csv", "json"]);
const exportFields = z.enum(["full", "basic"]);

const filtersSchema = z.object({
  jurisdiction: z.array(z.string()).optional(),
  instrument_type: z.array(z.string()).optional(),
  branch: z.string().optional(),
  domain: z.string().optional(),
  in_force: z.boolean().optional(),
});

const manifestSchema = z
  .object({
    manifest_id: z.string(),
    format: exportFormat,
    fields: exportFields,
    filters: filtersSchema.meta({ description: "The filters as applied (lists sorted and de-duplicated)." }),
    row_count: z.number().int().meta({ description: "Exact number of records the parts return, together." }),
    record_cost: z.number().int().meta({ description: "Records charged to this key's record budget if every part is downloaded once." }),
    part_size: z.number().int().meta({ description: "Rows per part (10,000); the last part holds the rest." }),
    part_count: z.number().int(),
    snapshot: z.object({
      as_of: z.string().nullable().meta({ description: "The pin: start of the latest committed import run at planning; null when no corpus is loaded." }),
      description: z.string(),
    }),
    expires_at: z.string().meta({ description: "When every part URL stops working (15 minutes after planning)." }),
    parts: z.array(
      z.object({
        index: z.number().int(),
        rows: z.number().int(),
        url: z.string().meta({ description: "Signed download URL; carries no API key." }),
        expires_at: z.string(),
      }),
    ),
    attribution,
  })
  .meta({ id: "UsLawExportManifest" });

const budgetWindow = z.object({ used: z.number().int(), limit: z.number().int().nullable(), remaining: z.number().int().nullable() });

export const planUsLawExport = defineOperation({
  id: "planUsLawExport",
  method: "GET",
  path: "/us-law/export",
  tag: "US law",
  summary: "Plan a US-law bulk export",
  description:
    "Plans a bulk export of the US-law records matching the filters and returns a manifest: the exact row count, the " +
    "record cost, and one signed part URL per 10,000 rows (record_uid order), each valid 15 minutes. Planning serves " +
    "no records and charges nothing; each part download charges its rows to this key's record budget — every time, " +
    "so a part downloaded twice costs twice. The manifest pins a snapshot (snapshot.as_of): a part returns the records " +
    "as they stood then, even if an import changes them before the download. fields=basic narrows each record to its " +
    "citation, title, type, status, jurisdiction, primary classification and provenance; full is the whole record " +
    "without the classification rule ids. Formats: ndjson (one record per line), csv (RFC 4180, header row), json (one array). " +
    "Every row carries its attribution (in csv the last column).",
  gating: "Requires a key licensed for US law at the Business tier or above (the tiers table's bulk-export column); below, 403 tier_upgrade_required with required_tier.",
  auth: "optional",
  product: "us_law",
  minTier: lowestTierWhere((l) => l.bulkExport) ?? "enterprise",
  query: z.object({
    format: exportFormat.default("ndjson"),
    fields: exportFields.default("full").meta({ description: "full (default) or basic; basic only narrows what the licence allows." }),
    // The /us-law validators: an instrument type outside the vocabulary or a malformed slug is a 400 naming it.
    jurisdiction: usLawJurisdictionParam,
    instrument_type: usLawInstrumentTypeParam.meta({ description: "statute, regulation, executive_order, proclamation…; comma-separated." }),
    branch: z.string().min(1).max(64).optional().meta({ description: "PRIMARY branch id from /us-law/taxonomy." }),
    domain: z.string().min(1).max(64).optional().meta({ description: "Subcategory id, any assignment (primary or secondary)." }),
    in_force: booleanParam.optional().meta({ description: "true: operative law only; false: only non-operative. Records whose source does not say match neither." }),
  }),
  envelope: "item",
  data: manifestSchema,
  meta: z.object({
    charged: z.literal(0),
    record_budget: z.object({ unit: z.literal("record"), day: budgetWindow, rolling_30_days: budgetWindow, fits: z.boolean() }),
    notice: z.string(),
  }),
  errors: ["invalid_parameter", "tier_upgrade_required", "unavailable"],
  example: { query: { format: "ndjson", instrument_type: "executive_order", in_force: "true" } },
});

const exportAssignment = z.object({ branch: z.string(), subcategory: z.string() });

/** One row of a fields=full part: the record as GET /us-law/records/{record_uid} serves it, without the rule ids. */
export const usLawExportRecordSchema = usLawRecordSchema
  .required()
  .extend({ classification: z.object({ primary: exportAssignment, secondary: z.array(exportAssignment) }), attribution })
  .strict()
  .meta({ id: "UsLawExportRecord", description: "A fields=full export row; every row carries its attribution." });

const fullShape = usLawExportRecordSchema.shape as Record<string, z.ZodType>;
const basicOnly: Record<string, z.ZodType> = {
  jurisdiction: z.string().meta({ description: "The jurisdiction slug." }),
  primary_branch: z.string(),
  primary_subcategory: z.string(),
};

/** One row of a fields=basic part: citation, title, type, status, jurisdiction slug, primary classification, provenance. */
export const usLawExportBasicRecordSchema = z
  .strictObject({ ...Object.fromEntries(BASIC_FIELDS.map((f) => [f, basicOnly[f] ?? fullShape[f]!])), attribution })
  .meta({ id: "UsLawExportBasicRecord", description: "A fields=basic export row; every row carries its attribution." });

const partStream = (result: { attachment?: unknown }) => (result.attachment as ExportPartAttachment).stream;
const partHeaders = (result: { attachment?: unknown }) => (result.attachment as ExportPartAttachment).headers;
const partRepresentations: Representation[] = [
  {
    formats: ["ndjson"], contentType: "application/x-ndjson; charset=utf-8", render: partStream, headers: partHeaders, always: true,
    schemaDescription: "One JSON object per line: a UsLawExportRecord (fields=full) or UsLawExportBasicRecord (fields=basic), attribution included.",
  },
  {
    formats: ["csv"], contentType: "text/csv; charset=utf-8; header=present", render: partStream, headers: partHeaders,
    schemaDescription: "RFC 4180 under a header row: the field set's columns (jurisdiction as its slug, name and abbr; classification as primary_branch, primary_subcategory, secondary_subcategories, secondary_branches), then attribution.",
  },
  { formats: ["json"], contentType: "application/json; charset=utf-8", render: partStream, headers: partHeaders },
];

export const downloadUsLawExport = defineOperation({
  id: "downloadUsLawExport",
  method: "GET",
  path: "/us-law/export/download",
  tag: "US law",
  summary: "Download one part of a US-law bulk export",
  description:
    "Streams one part of a planned export in the manifest's format (the token decides it; Content-Type says which). " +
    "Authenticated by the signed token only: any API key sent is ignored, and none is needed. Each download charges " +
    "the part's rows to the record budget of the key that planned the manifest (a repeated download is charged again; " +
    "rows not delivered because the stream broke off are refunded); the key must still hold bulk export. A token that " +
    "is altered or malformed is a 400 naming `token`; an expired one (15 minutes) a 404 — plan a new manifest. " +
    "Headers: X-SVC-Export-Manifest, X-SVC-Export-Part (n/total), X-SVC-Export-Rows, X-SVC-Export-As-Of, X-SVC-Records-Charged. " +
    "Downloads are rate-limited per client address at the public rate (20 a minute), enough for 100 parts inside the links' lifetime.",
  auth: "none",
  product: "open",
  query: z.object({ token: z.string().min(20).max(8_000).regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { message: "expected an export part token" }) }),
  envelope: "raw",
  data: z
    .array(z.union([usLawExportRecordSchema, usLawExportBasicRecordSchema]))
    .meta({ description: "The part's records (format=json): one array of the field set's rows, each with its attribution." }),
  representations: partRepresentations,
  errors: ["invalid_parameter", "not_found", "key_revoked", "tier_upgrade_required", "record_budget_exceeded", "unavailable"],
  example: { query: { token: "eyJ2IjoxfQ.c2lnbmF0dXJlLW9mLWEtcGxhbm5lZC1wYXJ0" } },
  exampleFixture: "usLawExportPart",
});
