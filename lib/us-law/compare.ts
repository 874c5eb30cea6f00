import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import type { Entitlement } from "@/lib/auth/tiers";
import { isoMicros } from "@/lib/db-time";
import { usLawUpgradeHint } from "./upgrade-hint";
import { whereOf } from "./read-query";

/**
 * GET /us-law/compare: one row per jurisdiction holding law in a branch or subcategory. `records` counts every
 * assignment (primary or secondary), `records_primary` the primary ones. Below the tiers whose usLawCompareSample
 * is null, the rows of the N jurisdictions holding the most records are served (ties by slug), with the true totals
 * over every jurisdiction in meta. Aggregates, not records: not metered.
 */

export interface CompareInput {
  branch?: string;
  domain?: string;
  jurisdiction_level?: "federal" | "state";
  in_force_only?: boolean;
}

interface Row {
  slug: string;
  name: string | null;
  abbr: string | null;
  jurisdiction_level: string;
  instrument_type: string;
  records: number;
  records_primary: number;
  in_force: number;
  latest_effective_date: string | null;
  latest_enacted_date: string | null;
  last_verified_at: string;
}

export async function compareUsLaw(db: Db, input: CompareInput, ent: Entitlement, siteUrl: string) {
  const conditions: SQL[] = [];
  let primary: SQL;
  if (input.branch) {
    conditions.push(sql`EXISTS (SELECT 1 FROM us_law_assignments a WHERE a.record_uid = r.record_uid AND a.branch_id = ${input.branch})`);
    primary = sql`r.primary_branch = ${input.branch}`;
  } else {
    conditions.push(sql`EXISTS (SELECT 1 FROM us_law_assignments a WHERE a.record_uid = r.record_uid AND a.subcategory_id = ${input.domain!})`);
    primary = sql`r.primary_subcategory = ${input.domain!}`;
  }
  if (input.jurisdiction_level) conditions.push(sql`r.jurisdiction_level = ${input.jurisdiction_level}`);
  if (input.in_force_only) conditions.push(sql`r.in_force IS TRUE`);
  const rows = rowsOf<Row>(
    await db.execute(sql`
      SELECT r.jurisdiction_slug AS slug, j.name, j.abbr, r.jurisdiction_level, r.instrument_type,
        count(*)::int AS records, (count(*) FILTER (WHERE ${primary}))::int AS records_primary,
        (count(*) FILTER (WHERE r.in_force IS TRUE))::int AS in_force,
        max(r.effective_date)::text AS latest_effective_date, max(r.enacted_date)::text AS latest_enacted_date,
        ${isoMicros(sql`max(r.last_verified_at)`)} AS last_verified_at
      FROM us_law_records r LEFT JOIN jurisdictions j ON j.slug = r.jurisdiction_slug
      ${whereOf(conditions)}
      GROUP BY r.jurisdiction_slug, j.name, j.abbr, r.jurisdiction_level, r.instrument_type`),
  );
  const bySlug = new Map<string, {
    jurisdiction: { slug: string; name: string | null; abbr: string | null };
    jurisdiction_level: string;
    records: number;
    records_primary: number;
    in_force: number;
    by_instrument_type: Record<string, number>;
    latest_effective_date: string | null;
    latest_enacted_date: string | null;
    last_verified_at: string;
  }>();
  const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);
  for (const r of rows) {
    const j = bySlug.get(r.slug) ?? {
      jurisdiction: { slug: r.slug, name: r.name, abbr: r.abbr },
      jurisdiction_level: r.jurisdiction_level,
      records: 0, records_primary: 0, in_force: 0, by_instrument_type: {},
      latest_effective_date: null, latest_enacted_date: null, last_verified_at: r.last_verified_at,
    };
    j.records += r.records;
    j.records_primary += r.records_primary;
    j.in_force += r.in_force;
    j.by_instrument_type[r.instrument_type] = r.records;
    j.latest_effective_date = later(j.latest_effective_date, r.latest_effective_date);
    j.latest_enacted_date = later(j.latest_enacted_date, r.latest_enacted_date);
    j.last_verified_at = later(j.last_verified_at, r.last_verified_at)!;
    bySlug.set(r.slug, j);
  }
  const all = [...bySlug.values()].sort((a, b) => b.records - a.records || (a.jurisdiction.slug < b.jurisdiction.slug ? -1 : 1));
  const cap = ent.limits.usLawCompareSample;
  const data = cap === null ? all : all.slice(0, cap);
  const sampled = data.length < all.length;
  const gated = sampled ? ["compare"] : [];
  return {
    data,
    meta: {
      compared_by: input.branch ? { branch: input.branch } : { domain: input.domain! },
      count: data.length,
      sampled,
      ...(cap !== null ? { sample_size: cap } : {}),
      totals: {
        jurisdictions: all.length,
        records: all.reduce((n, j) => n + j.records, 0),
        records_primary: all.reduce((n, j) => n + j.records_primary, 0),
        in_force: all.reduce((n, j) => n + j.in_force, 0),
      },
      ...(gated.length ? { gated, upgrade: usLawUpgradeHint(gated, ent, siteUrl) } : {}),
      notice: "Counts are what LexAtlas holds (see GET /v1/us-law/jurisdictions for the editions and coverage), not how much law a jurisdiction has.",
    },
  };
}
