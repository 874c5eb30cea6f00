import { z } from "zod";
import { defineOperation } from "@/lib/http/operation";

/** The US-law platform's open catalogue operations (SPEC 4.9). The metered read operations come in their own issue. */

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
  description:
    "The 33 branches (the 32 policy areas the Congressional Research Service assigns to every bill, plus " +
    "other_unclassified) and their 227 subcategories, with descriptions and the number of records in each. " +
    "Classification is deterministic: curated rules map each US Code title (and chapter), CFR title (and chapter) " +
    "and presidential-document title to one primary subcategory, and rules on a record's own title add up to three " +
    "secondary ones; every assignment names its rule. Records no rule reaches are counted in " +
    "meta.health.records_placeholder. Open, keyless and not metered.",
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
  description:
    "One row per jurisdiction the US-law corpus holds records for: counts by instrument type, the code editions " +
    "held (with what each covers — e.g. 37 of the 49 CFR titles) and verification stamps. Federal rows come from " +
    "the US Code, the eCFR and Federal Register exports; state rows are the AI statutes and executive orders of " +
    "the AI-law dataset. Open, keyless and not metered.",
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
