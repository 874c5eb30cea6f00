import { z } from "zod";
import { readDataFile } from "./data-file";

/**
 * The 33-branch / 227-subcategory taxonomy (lib/us-law/taxonomy.yaml): the 32 CRS policy areas plus
 * other_unclassified. Loaded once and validated; the counts and the uniqueness of every id are part of validation.
 */

export const BRANCH_COUNT = 33;
export const SUBCATEGORY_COUNT = 227;
export const PLACEHOLDER_BRANCH = "other_unclassified";
export const PLACEHOLDER_SUBCATEGORY = "unclassified";

/** Subcategory ids other parts of LexAtlas (the enforcement registry) already reference: never drop or rename. */
export const REFERENCED_SUBCATEGORIES = [
  "consumer_protection", "securities_regulation", "employment_discrimination", "privacy_data_protection",
  "biometric_privacy", "children_online_safety", "copyright_intellectual_property", "torts_civil_liability",
  "product_safety_liability", "civil_rights_discrimination", "consumer_credit_lending", "elections_campaigns",
  "health_information_privacy", "competition_antitrust", "telecommunications", "artificial_intelligence_technology",
] as const;

const snakeId = z.string().regex(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, "expected a snake_case id");
const sentence = z.string().min(10).max(240).regex(/^[A-Z].*\.$/, "expected one sentence ending with a period");

const subcategorySchema = z.object({ id: snakeId, name: z.string().min(2), description: sentence }).strict();
const branchSchema = z
  .object({
    id: snakeId,
    name: z.string().min(2),
    crs_policy_area: z.string().nullable(),
    subcategories: z.array(subcategorySchema).min(1),
  })
  .strict();

export const taxonomySchema = z
  .object({ branches: z.array(branchSchema) })
  .strict()
  .superRefine((t, ctx) => {
    const subs = t.branches.flatMap((b) => b.subcategories);
    if (t.branches.length !== BRANCH_COUNT) ctx.addIssue({ code: "custom", message: `expected ${BRANCH_COUNT} branches, found ${t.branches.length}` });
    if (subs.length !== SUBCATEGORY_COUNT) ctx.addIssue({ code: "custom", message: `expected ${SUBCATEGORY_COUNT} subcategories, found ${subs.length}` });
    const seen = new Set<string>();
    for (const id of [...t.branches.map((b) => b.id), ...subs.map((s) => s.id)]) {
      if (seen.has(id)) ctx.addIssue({ code: "custom", message: `id '${id}' is used twice (branch and subcategory ids share one namespace)` });
      seen.add(id);
    }
    for (const id of REFERENCED_SUBCATEGORIES) {
      if (!seen.has(id)) ctx.addIssue({ code: "custom", message: `subcategory '${id}' is referenced elsewhere and must exist` });
    }
    const placeholder = t.branches.find((b) => b.id === PLACEHOLDER_BRANCH);
    if (!placeholder?.subcategories.some((s) => s.id === PLACEHOLDER_SUBCATEGORY)) {
      ctx.addIssue({ code: "custom", message: `branch ${PLACEHOLDER_BRANCH} with subcategory ${PLACEHOLDER_SUBCATEGORY} is required` });
    }
  });

export type Taxonomy = z.infer<typeof taxonomySchema>;
export type Branch = Taxonomy["branches"][number];
export type Subcategory = Branch["subcategories"][number];

export interface TaxonomyIndex {
  taxonomy: Taxonomy;
  branches: Map<string, Branch>;
  /** subcategory id → its branch id */
  branchOf: Map<string, string>;
  subcategories: Map<string, Subcategory>;
}

let cached: TaxonomyIndex | null = null;

export function loadTaxonomy(): TaxonomyIndex {
  if (cached) return cached;
  const taxonomy = readDataFile("taxonomy.yaml", taxonomySchema);
  const branches = new Map(taxonomy.branches.map((b) => [b.id, b]));
  const branchOf = new Map<string, string>();
  const subcategories = new Map<string, Subcategory>();
  for (const b of taxonomy.branches) {
    for (const s of b.subcategories) {
      branchOf.set(s.id, b.id);
      subcategories.set(s.id, s);
    }
  }
  cached = { taxonomy, branches, branchOf, subcategories };
  return cached;
}
