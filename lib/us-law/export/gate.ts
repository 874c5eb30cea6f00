import { TIERS, lowestTierWhere, type Entitlement, type TierName } from "@/lib/auth/tiers";
import { ApiError } from "@/lib/http/errors";
import type { BudgetWindows } from "@/lib/limits/budget";

/** The lowest tier whose row of the tiers table has `bulkExport` (the tier a refusal names). */
export function bulkExportTier(): TierName {
  return lowestTierWhere((l) => l.bulkExport) ?? "enterprise";
}

/**
 * Bulk export needs both the tiers table's `bulkExport` and the us_law licence (SPEC 4.9: "licence-only"). An
 * unlicensed key already reaches us as the anonymous capability (lib/auth/tiers.ts entitlementFor), so checking the
 * entitlement's limits covers the licence; `inProduct` is checked too so the message can say which is missing.
 */
export function assertBulkExport(ent: Entitlement, subject = "this caller"): void {
  if (ent.kind === "key" && ent.inProduct && ent.limits.bulkExport) return;
  const tier = bulkExportTier();
  const missing =
    ent.kind !== "key" ? "sends no API key"
    : !ent.inProduct ? `holds no US-law licence (a ${TIERS[ent.rateTier].label} key licensed for ${ent.products.join(", ") || "nothing"})`
    : `is ${TIERS[ent.tier].label}`;
  throw new ApiError(
    "tier_upgrade_required",
    `US-law bulk export needs the ${TIERS[tier].label} tier or above with the US-law licence; ${subject} ${missing}.`,
    { requiredTier: tier },
  );
}

/** The record-budget identity of a key: the same string the kernel meters the key's list/search/fetch calls under. */
export const budgetKeyOf = (keyId: string) => `key:${keyId}`;

export function budgetWindowsOf(ent: Entitlement): BudgetWindows {
  return { perDay: ent.limits.usLawRecordsPerDay, per30Days: ent.limits.usLawRecordsPer30Days };
}
