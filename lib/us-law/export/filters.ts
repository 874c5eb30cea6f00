import { sql, type SQL } from "drizzle-orm";
import { invalidParameter } from "@/lib/http/errors";
import { loadTaxonomy } from "../taxonomy";

/**
 * The bulk export's filters (SPEC 4.9 /us-law/export: jurisdiction, instrument_type, branch, domain, in_force) as
 * SQL over *column expressions*, not fixed columns: the planner applies them to the live columns of
 * us_law_records, a part download to the values the records had at the manifest's pin (lib/us-law/export/pinned-rows.ts).
 * Meant to be shared with the read API (GET /us-law), whose filters of the same names mean the same thing.
 */

export interface UsLawExportFilters {
  /** Jurisdiction slugs (any of). */
  jurisdiction?: string[];
  /** Instrument types (any of). */
  instrument_type?: string[];
  /** PRIMARY branch id. */
  branch?: string;
  /** Subcategory id, any assignment (primary or secondary). */
  domain?: string;
  in_force?: boolean;
}

/** The expressions the filters read; `LIVE_COLUMNS` for us_law_records aliased `r`. */
export interface UsLawFilterColumns {
  jurisdictionSlug: SQL;
  instrumentType: SQL;
  primaryBranch: SQL;
  primarySubcategory: SQL;
  /** text[] */
  secondarySubcategories: SQL;
  inForce: SQL;
}

export const LIVE_COLUMNS: UsLawFilterColumns = {
  jurisdictionSlug: sql`r.jurisdiction_slug`,
  instrumentType: sql`r.instrument_type`,
  primaryBranch: sql`r.primary_branch`,
  primarySubcategory: sql`r.primary_subcategory`,
  secondarySubcategories: sql`r.secondary_subcategories`,
  inForce: sql`r.in_force`,
};

/** One JSON parameter for a list, on both engines (drizzle would expand a JS array into a parameter per item). */
const anyOf = (column: SQL, values: string[]) => sql`${column} IN (SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** The WHERE condition (TRUE when no filter is set). */
export function usLawExportWhere(f: UsLawExportFilters, c: UsLawFilterColumns = LIVE_COLUMNS): SQL {
  const parts: SQL[] = [];
  if (f.jurisdiction?.length) parts.push(anyOf(c.jurisdictionSlug, f.jurisdiction));
  if (f.instrument_type?.length) parts.push(anyOf(c.instrumentType, f.instrument_type));
  if (f.branch) parts.push(sql`${c.primaryBranch} = ${f.branch}`);
  if (f.domain) parts.push(sql`(${c.primarySubcategory} = ${f.domain} OR ${f.domain} = ANY(${c.secondarySubcategories}))`);
  // in_force is nullable (presidential documents: the source does not say): null matches neither true nor false.
  if (f.in_force !== undefined) parts.push(sql`${c.inForce} IS ${f.in_force ? sql`TRUE` : sql`FALSE`}`);
  return parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`;
}

/** 400 naming the parameter for a branch or subcategory id the taxonomy does not have (a typo, not an empty result). */
export function assertKnownTaxonomyIds(f: UsLawExportFilters): void {
  const { branches, subcategories } = loadTaxonomy();
  if (f.branch && !branches.has(f.branch)) throw invalidParameter("branch", `Unknown branch '${f.branch}': see GET /v1/us-law/taxonomy for the 33 branch ids.`);
  if (f.domain && !subcategories.has(f.domain)) throw invalidParameter("domain", `Unknown subcategory '${f.domain}': see GET /v1/us-law/taxonomy for the subcategory ids.`);
}

/** A canonical copy (sorted, de-duplicated lists; unset filters absent) for tokens and for the manifest. */
export function normaliseFilters(f: UsLawExportFilters): UsLawExportFilters {
  const list = (xs?: string[]) => (xs?.length ? [...new Set(xs)].sort() : undefined);
  const out: UsLawExportFilters = {};
  const j = list(f.jurisdiction);
  const t = list(f.instrument_type);
  if (j) out.jurisdiction = j;
  if (t) out.instrument_type = t;
  if (f.branch) out.branch = f.branch;
  if (f.domain) out.domain = f.domain;
  if (f.in_force !== undefined) out.in_force = f.in_force;
  return out;
}
