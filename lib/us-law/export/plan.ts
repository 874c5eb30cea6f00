import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import type { Entitlement } from "@/lib/auth/tiers";
import { isoMicros } from "@/lib/db-time";
import { recordBudget } from "@/lib/limits/budget-instance";
import { attributionFor } from "@/lib/vocabulary";
import { assertKnownTaxonomyIds, normaliseFilters, usLawExportWhere, type UsLawExportFilters } from "./filters";
import { assertBulkExport, budgetKeyOf, budgetWindowsOf } from "./gate";
import { EXPORT_LINK_MINUTES, signPartToken, type ExportFields, type ExportFormat } from "./part-token";

/**
 * GET /us-law/export: plans a bulk export. One statement reads the snapshot pin (the start of the latest committed
 * import run), the exact number of matching records and the record_uid at every part boundary, so the pin, the
 * count and the boundaries describe the same state (lib/us-law/export/pinned-rows.ts explains why a part read later
 * returns exactly these rows). Nothing is stored: each part URL carries its own signed description. Planning serves
 * no records and charges nothing.
 */

/** SPEC 8.7: export part size 10,000 rows. */
export const EXPORT_PART_SIZE = 10_000;
let partSizeOverride: number | null = null;

/** Tests use a small part size so the subset spans several parts; null restores the SPEC's 10,000. */
export function setExportPartSizeForTests(size: number | null): void {
  partSizeOverride = size;
}

export const exportPartSize = () => partSizeOverride ?? EXPORT_PART_SIZE;

export interface ExportPlanQuery extends UsLawExportFilters {
  format: ExportFormat;
  fields: ExportFields;
}

export async function planUsLawExport(db: Db, query: ExportPlanQuery, ent: Entitlement, siteUrl: string, now = new Date()) {
  assertBulkExport(ent);
  const filters = normaliseFilters(query);
  assertKnownTaxonomyIds(filters);
  const size = exportPartSize();

  const rows = rowsOf<{ as_of: string | null; record_uid: string | null; rn: string | number | null; total: string | number | null }>(
    await db.execute(sql`
      WITH pin AS (SELECT max(started_at) AS at FROM us_law_source_runs),
      numbered AS (
        SELECT r.record_uid, row_number() OVER (ORDER BY r.record_uid) AS rn, count(*) OVER () AS total
        FROM us_law_records r
        WHERE r.first_seen_at <= (SELECT at FROM pin) AND ${usLawExportWhere(filters)})
      SELECT ${isoMicros(sql`pin.at`)} AS as_of, b.record_uid, b.rn, b.total
      FROM pin LEFT JOIN (SELECT * FROM numbered WHERE rn % ${size} = 0 OR rn = total) b ON true
      ORDER BY b.rn`),
  );
  const asOf = rows[0]?.as_of ?? null;
  const bounds = rows.filter((r) => r.record_uid !== null).map((r) => r.record_uid!);
  const total = rows[0]?.total == null ? 0 : Number(rows[0].total);

  const manifestId = randomUUID();
  const expiresAt = new Date(now.getTime() + EXPORT_LINK_MINUTES * 60_000);
  const parts = bounds.map((through, i) => {
    const token = signPartToken({
      manifestId, keyId: ent.keyId!, part: i, parts: bounds.length, rows: Math.min(size, total - i * size),
      after: i === 0 ? null : bounds[i - 1]!, through, filters, format: query.format, fields: query.fields, asOf: asOf!, expiresAt,
    });
    return {
      index: i,
      rows: Math.min(size, total - i * size),
      url: `${siteUrl}/v1/us-law/export/download?token=${token}`,
      expires_at: expiresAt.toISOString(),
    };
  });

  const budget = await recordBudget().peek(budgetKeyOf(ent.keyId!), budgetWindowsOf(ent), now);
  const remaining = [budget.day.remaining, budget.rolling.remaining].filter((r): r is number => r !== null);
  return {
    data: {
      manifest_id: manifestId,
      format: query.format,
      fields: query.fields,
      filters,
      row_count: total,
      record_cost: total,
      part_size: size,
      part_count: parts.length,
      snapshot: {
        as_of: asOf,
        description:
          "Every part returns the records as they stood after the import run that started at as_of (the latest committed when this manifest was planned): records first seen later are left out and later changes are read back from the change log, so a part downloaded twice returns the same rows.",
      },
      expires_at: expiresAt.toISOString(),
      parts,
      attribution: attributionFor(siteUrl),
    },
    meta: {
      charged: 0,
      record_budget: {
        unit: "record",
        day: { used: budget.day.used, limit: budget.day.limit, remaining: budget.day.remaining },
        rolling_30_days: { used: budget.rolling.used, limit: budget.rolling.limit, remaining: budget.rolling.remaining },
        fits: remaining.every((r) => r >= total),
      },
      notice:
        "Planning charges nothing. Each part download charges its rows to this key's record budget, every time it is downloaded; a part whose rows exceed what is left is refused whole (429 record_budget_exceeded). Part URLs expire after 15 minutes.",
    },
  };
}
