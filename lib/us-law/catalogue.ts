import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { isoMicros } from "@/lib/db-time";
import { ECFR_MISSING_TITLES, ECFR_PARTIAL_TITLES } from "./import/ecfr";
import type { UsLawSource } from "./import/types";
import { loadTaxonomy, PLACEHOLDER_BRANCH } from "./taxonomy";

/** The open catalogue operations of the US-law platform: GET /us-law/taxonomy and GET /us-law/jurisdictions. */

/** What each source holds, in words a reader can check against the upstream's SOURCE.md. */
export const SOURCE_COVERAGE: Record<UsLawSource, string> = {
  us_code: "Every section heading of the 53 published titles of the United States Code (title 53 is reserved); no section text.",
  ecfr:
    `37 of the 49 non-reserved CFR titles (every section and appendix of those titles), and title ${ECFR_PARTIAL_TITLES.join(", ")} ` +
    `in part (its sections under eCFR subject groups are missing); titles ${ECFR_MISSING_TITLES.join(", ")} are not held. ` +
    "No regulatory text.",
  executive_orders:
    "Executive orders 13272–14431 (to September 2026) complete, plus a partial set of earlier orders; later orders as far " +
    "as a live sync of the Federal Register has read; no order text.",
  proclamations:
    "Proclamations 9570–11069 (January 2017 – September 2026) complete; later ones as far as a live sync has read; no text.",
  presidential_documents:
    "Presidential memoranda, determinations and notices published in the Federal Register, as far as a live sync " +
    "(npm run sync -- federal-register) has read them; none ship with the embedded corpus; no text.",
  ai_law_mirror: "State and federal AI statutes and executive orders of the LexAtlas AI-law dataset, mirrored; not a complete code.",
};

/**
 * The documented ceiling on the share of records left in other_unclassified (docs/data.md, "The US-law corpus",
 * "Classification"). At the shipped editions the share is about 0.1% (some 200 presidential documents whose titles no
 * rule reaches); a rule
 * change that pushes it past 1% fails the full-import test.
 */
export const PLACEHOLDER_SHARE_LIMIT = 0.01;

export interface TaxonomyHealth {
  records_total: number;
  /** Records whose primary assignment is still other_unclassified. */
  records_placeholder: number;
  /** Assignments (primary + secondary) per record. */
  avg_domains_per_record: number;
}

export async function taxonomyHealth(db: Db): Promise<TaxonomyHealth> {
  const [row] = rowsOf<{ total: number; placeholder: number; assignments: number }>(
    await db.execute(sql`
      SELECT (SELECT count(*) FROM us_law_records)::int AS total,
        (SELECT count(*) FROM us_law_records WHERE primary_branch = ${PLACEHOLDER_BRANCH})::int AS placeholder,
        (SELECT count(*) FROM us_law_assignments)::int AS assignments`),
  );
  const total = row!.total;
  return {
    records_total: total,
    records_placeholder: row!.placeholder,
    avg_domains_per_record: total ? Math.round((row!.assignments / total) * 1000) / 1000 : 0,
  };
}

export async function getUsLawTaxonomy(db: Db) {
  const { taxonomy } = loadTaxonomy();
  const counts = new Map(
    rowsOf<{ subcategory_id: string; records: number; primary: number }>(
      await db.execute(sql`
        SELECT subcategory_id, count(*)::int AS records, (count(*) FILTER (WHERE is_primary))::int AS primary
        FROM us_law_assignments GROUP BY subcategory_id`),
    ).map((r) => [r.subcategory_id, r]),
  );
  const data = taxonomy.branches.map((b) => {
    const subcategories = b.subcategories.map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      records: counts.get(s.id)?.records ?? 0,
      records_primary: counts.get(s.id)?.primary ?? 0,
    }));
    return {
      id: b.id,
      name: b.name,
      crs_policy_area: b.crs_policy_area,
      records_primary: subcategories.reduce((n, s) => n + s.records_primary, 0),
      subcategories,
    };
  });
  return {
    data,
    meta: {
      count: data.length,
      subcategory_count: data.reduce((n, b) => n + b.subcategories.length, 0),
      health: await taxonomyHealth(db),
    },
  };
}

interface JurisdictionCountRow {
  slug: string;
  name: string | null;
  abbr: string | null;
  jurisdiction_level: "federal" | "state";
  source: UsLawSource;
  instrument_type: string;
  edition: string;
  records: number;
  in_force: number;
  last_retrieved_at: string;
  last_verified_at: string;
}

export async function listUsLawJurisdictions(db: Db, level?: "federal" | "state") {
  const rows = rowsOf<JurisdictionCountRow>(
    await db.execute(sql`
      SELECT r.jurisdiction_slug AS slug, j.name, j.abbr, r.jurisdiction_level, r.source, r.instrument_type, r.edition,
        count(*)::int AS records, (count(*) FILTER (WHERE r.in_force))::int AS in_force,
        ${isoMicros(sql`max(r.retrieved_at)`)} AS last_retrieved_at, ${isoMicros(sql`max(r.last_verified_at)`)} AS last_verified_at
      FROM us_law_records r LEFT JOIN jurisdictions j ON j.slug = r.jurisdiction_slug
      ${level ? sql`WHERE r.jurisdiction_level = ${level}` : sql``}
      GROUP BY r.jurisdiction_slug, j.name, j.abbr, r.jurisdiction_level, r.source, r.instrument_type, r.edition
      ORDER BY r.jurisdiction_level, r.jurisdiction_slug, r.source, r.instrument_type`),
  );
  const out = new Map<string, {
    slug: string; name: string | null; abbr: string | null; jurisdiction_level: "federal" | "state"; records: number; in_force: number;
    by_instrument_type: Record<string, number>;
    editions: { source: string; instrument_type: string; edition: string; records: number; coverage: string }[];
    last_retrieved_at: string; last_verified_at: string;
  }>();
  for (const r of rows) {
    const j = out.get(r.slug) ?? {
      slug: r.slug, name: r.name, abbr: r.abbr, jurisdiction_level: r.jurisdiction_level, records: 0, in_force: 0,
      by_instrument_type: {}, editions: [], last_retrieved_at: r.last_retrieved_at, last_verified_at: r.last_verified_at,
    };
    j.records += r.records;
    j.in_force += r.in_force;
    j.by_instrument_type[r.instrument_type] = (j.by_instrument_type[r.instrument_type] ?? 0) + r.records;
    j.editions.push({ source: r.source, instrument_type: r.instrument_type, edition: r.edition, records: r.records, coverage: SOURCE_COVERAGE[r.source] });
    if (r.last_retrieved_at > j.last_retrieved_at) j.last_retrieved_at = r.last_retrieved_at;
    if (r.last_verified_at > j.last_verified_at) j.last_verified_at = r.last_verified_at;
    out.set(r.slug, j);
  }
  const data = [...out.values()];
  return {
    data,
    meta: {
      count: data.length,
      notice:
        "Counts are what LexAtlas holds, not how much law a jurisdiction has. Editions are upstream snapshots " +
        "(see each edition's coverage); records link to the official text and do not reproduce it.",
    },
  };
}
