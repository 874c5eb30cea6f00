import { z } from "zod";
import { defineOperation } from "@/lib/http/operation";
import { attribution, isoDateParam, limitParam, offsetParam, pageMeta } from "./common";

export const disclosureSchema = z
  .object({
    id: z.uuid(),
    company: z.string(),
    cik: z.string().meta({ description: "SEC Central Index Key, digits only, without leading zeros." }),
    form: z.string().meta({ description: "EDGAR form type, e.g. 10-K, 10-Q, 20-F." }),
    filing_date: z.string().meta({ description: "YYYY-MM-DD" }),
    fiscal_period: z.string().nullable(),
    accession_number: z.string().nullable().meta({ description: "EDGAR accession number; null when not confirmed (never guessed)." }),
    filing_url: z.string().meta({ description: "EDGAR link: the filing's document, or the filer's filing index (see filing_url_kind)." }),
    filing_url_kind: z.enum(["document", "company_index"]),
    section: z.string().nullable().meta({ description: "e.g. 'Item 1A. Risk Factors'; null on a row found by EDGAR full-text search, which does not say where the words matched." }),
    heading: z.string().nullable().meta({ description: "The risk factor's heading, verbatim." }),
    text: z.string().nullable().meta({ description: "The risk-factor wording, verbatim; null when we did not see it quoted." }),
    text_is_excerpt: z.boolean().meta({ description: "true when text is a faithful excerpt, not the whole risk factor." }),
    quoted_in: z
      .object({ url: z.string(), publisher: z.string(), title: z.string() })
      .nullable()
      .meta({ description: "The public page where we saw the wording quoted." }),
    origin: z.enum(["curated", "edgar_full_text_search"]),
    rank: z.number().nullable().meta({ description: "Text-search relevance when q is given; null otherwise." }),
    attribution,
  })
  .meta({ id: "Disclosure" });

export const listDisclosuresQuery = z.object({
  q: z.string().trim().min(1).max(200).optional().meta({ description: "Full-text search over heading and text (web-search syntax)." }),
  company: z.string().trim().min(1).max(200).optional().meta({ description: "Case-insensitive substring of the company name." }),
  cik: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, { message: "expected a numeric CIK (digits only, e.g. 320193 or 0000320193)" })
    .transform((v) => v.replace(/^0+(?=\d)/, ""))
    .optional()
    .meta({ description: "SEC CIK, digits only; leading zeros are ignored." }),
  form: z.string().trim().min(1).max(20).optional().meta({ description: "Form type, exact and case-insensitive (10-K does not match 10-K/A)." }),
  date_from: isoDateParam.optional().meta({ description: "Filed on or after (YYYY-MM-DD)." }),
  date_to: isoDateParam.optional().meta({ description: "Filed on or before (YYYY-MM-DD)." }),
  limit: limitParam(20),
  offset: offsetParam,
});

export const disclosureListMeta = pageMeta.extend({ tier: z.string(), attribution }).meta({ id: "DisclosureListMeta" });

export const listDisclosures = defineOperation({
  id: "listDisclosures",
  method: "GET",
  path: "/disclosures",
  tag: "Disclosures",
  summary: "AI risk-factor disclosures",
  description:
    "AI-related risk factors from SEC annual and quarterly reports (10-K, 10-Q, 20-F …): company, CIK, form, filing " +
    "date, accession number, the EDGAR link, the section, and the risk factor's heading and wording (verbatim, or a " +
    "faithful excerpt marked text_is_excerpt; null where we did not see the wording quoted). Curated rows name the " +
    "public page that quoted the filing (quoted_in). Order: newest filing first (ties by id); with q, by relevance " +
    "(heading weighs more than text), then newest first. date_from after date_to is a 400 naming date_to.",
  gating: "Enterprise only: every other tier, anonymous included, gets 403 tier_upgrade_required — never a trimmed answer.",
  auth: "optional",
  minTier: "enterprise",
  query: listDisclosuresQuery,
  envelope: "list",
  data: disclosureSchema,
  meta: disclosureListMeta,
  errors: ["invalid_parameter", "tier_upgrade_required", "unavailable"],
  example: { query: { q: "artificial intelligence", form: "10-K", limit: "5" } },
});
