import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { US_LAW_INSTRUMENT_TYPES } from "@/lib/us-law/read-vocabulary";
import { loadTaxonomy } from "@/lib/us-law/taxonomy";
import { pickQuery } from "./visitor-call";

/**
 * The /us-law page's query: the search box and the filters, under the API's own parameter names (so a page URL reads
 * as the API request it makes). With words it is GET /v1/us-law/search, without them GET /v1/us-law; with neither
 * words nor a filter the page lists nothing, so opening the page costs no record budget.
 */
export const US_LAW_FILTERS = ["jurisdiction", "instrument_type", "branch_any", "domain", "in_force"] as const;
export const US_LAW_PAGE_PARAMS = ["q", ...US_LAW_FILTERS, "offset"] as const;

type Raw = Record<string, string | string[] | undefined>;

export interface UsLawPageQuery {
  /** The pairs the page passes to the operation (and keeps in its links). */
  pairs: [string, string][];
  /** The form's current values by name. */
  values: Record<string, string>;
  operation: "search" | "list" | null;
}

export function usLawPageQuery(raw: Raw): UsLawPageQuery {
  const pairs = pickQuery(raw, US_LAW_PAGE_PARAMS);
  const values = Object.fromEntries(pairs);
  const filtered = pairs.some(([name]) => name !== "offset");
  return { pairs, values, operation: values.q ? "search" : filtered ? "list" : null };
}

export interface Option {
  value: string;
  label: string;
}

export interface OptionGroup {
  label: string;
  options: Option[];
}

/** Jurisdictions that hold US-law records: federal first, then the states (one index probe each, not a count). */
export async function usLawJurisdictionOptions(db: Db): Promise<Option[]> {
  const rows = rowsOf<{ slug: string; name: string | null }>(
    await db.execute(sql`
      SELECT j.slug, j.name FROM jurisdictions j
      WHERE j.scope IN ('federal', 'state') AND EXISTS (SELECT 1 FROM us_law_records r WHERE r.jurisdiction_slug = j.slug)
      ORDER BY j.scope = 'state', j.name`),
  );
  return rows.map((r) => ({ value: r.slug, label: r.name ?? r.slug }));
}

export const INSTRUMENT_TYPE_OPTIONS: Option[] = US_LAW_INSTRUMENT_TYPES.map((t) => ({ value: t, label: humanise(t) }));

/** Branches and their subcategories, from the taxonomy GET /v1/us-law/taxonomy serves (the same file). */
export function taxonomyOptions(): { branches: Option[]; subcategories: OptionGroup[] } {
  const { taxonomy } = loadTaxonomy();
  return {
    branches: taxonomy.branches.map((b) => ({ value: b.id, label: b.name })),
    subcategories: taxonomy.branches.map((b) => ({ label: b.name, options: b.subcategories.map((s) => ({ value: s.id, label: s.name })) })),
  };
}

/** The name of a branch or subcategory id; the id itself when the taxonomy does not know it. */
export function taxonomyName(id: string): string {
  const { branches, subcategories } = loadTaxonomy();
  return branches.get(id)?.name ?? subcategories.get(id)?.name ?? id;
}

export function humanise(code: string): string {
  const text = code.replace(/_/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
