import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { complianceReports } from "@/db/schema/compliance";
import { lowestTierWhere, TIERS, type TierName } from "@/lib/auth/tiers";
import { ApiError } from "@/lib/http/errors";

/**
 * The monthly report quota (SPEC 8.6): TIERS[tier].reportsPerMonth reports per key per UTC calendar month — 0 means
 * preview only, null unlimited. Counting and issuing happen in one transaction under a row lock on the key, so two
 * concurrent requests cannot both take the last report.
 */

/** SPEC 8.9: a single report is sold at USD 79 (the 402 names this option). */
export const SINGLE_REPORT_PRICE_USD = 79;

export function monthStartUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

const nextMonthStartUtc = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));

/** The lowest tier that gets reports at all: the tier a preview names. */
export function reportTier(): TierName {
  return lowestTierWhere((l) => l.reportsPerMonth !== 0) ?? "enterprise";
}

export interface QuotaState {
  used: number;
  limit: number | null;
  remaining: number | null;
}

function quotaExhausted(tier: TierName, limit: number, now: Date, siteUrl: string): ApiError {
  const better = lowestTierWhere((l) => l.rank > TIERS[tier].rank && (l.reportsPerMonth === null || l.reportsPerMonth > limit));
  const upgrade = better
    ? ` or upgrade to ${TIERS[better].label} (${TIERS[better].reportsPerMonth === null ? "unlimited" : TIERS[better].reportsPerMonth} reports per month)`
    : "";
  const resets = nextMonthStartUtc(now).toISOString().slice(0, 10);
  return new ApiError(
    "payment_required",
    `The ${TIERS[tier].label} tier includes ${limit} reports per month and all ${limit} are used this month (the quota resets on ${resets}). ` +
      `Buy a single report for USD ${SINGLE_REPORT_PRICE_USD} at ${siteUrl}/pricing${upgrade}.`,
    better ? { requiredTier: better } : {},
  );
}

/**
 * Runs `issue` (which inserts the report row) only when the key has a report left this month; throws 402 otherwise.
 * Returns the quota state including the new report.
 */
export async function withReportQuota(
  db: Db,
  key: { id: string; tier: TierName },
  now: Date,
  siteUrl: string,
  issue: (tx: Db) => Promise<void>,
): Promise<QuotaState> {
  const limit = TIERS[key.tier].reportsPerMonth;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM api_keys WHERE id = ${key.id} FOR UPDATE`);
    const [row] = await tx
      .select({ n: count() })
      .from(complianceReports)
      .where(and(eq(complianceReports.keyId, key.id), gte(complianceReports.issuedAt, monthStartUtc(now))));
    const used = Number(row?.n ?? 0);
    if (limit !== null && used >= limit) throw quotaExhausted(key.tier, limit, now, siteUrl);
    await issue(tx as unknown as Db);
    return { used: used + 1, limit, remaining: limit === null ? null : limit - used - 1 };
  });
}
