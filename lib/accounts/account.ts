import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { apiKeys } from "@/db/schema";
import type { Entitlement } from "@/lib/auth/tiers";
import { revokeApiKey } from "@/lib/auth/key-store";
import { TIERS, type TierName } from "@/lib/auth/tiers";
import { notFound } from "@/lib/http/errors";
import { forgetKey } from "@/lib/auth/key-cache";
import { secondsUntilNextDay, secondsUntilNextMonth } from "@/lib/limits/usage";
import { usageCounter } from "@/lib/limits/usage-instance";

/** "alice@example.com" → "a***e@example.com": enough to recognise, not enough to harvest. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [local = "", domain = ""] = email.split("@");
  const masked = local.length <= 2 ? `${local[0] ?? ""}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${masked}@${domain}`;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function accountOf(db: Db, ent: Entitlement) {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, ent.keyId!)).limit(1);
  if (!row) throw notFound("The key");
  const tier = row.tier as TierName;
  const limits = TIERS[tier];
  const now = new Date();
  // Durable counts plus this instance's unflushed ones (lib/limits/usage-counter.ts).
  const usage = await usageCounter().read(row.id, now);
  const lastUsed = [row.lastUsedAt, usageCounter().unflushedLastUsed(row.id)].filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0] ?? null;
  const period = (used: number, limit: number | null, resets: number) => ({
    used,
    limit,
    remaining: limit === null ? null : Math.max(0, limit - used),
    resets_in_seconds: resets,
  });
  const inUsLaw = row.products.includes("us_law");
  return {
    key_prefix: row.keyPrefix,
    tier,
    owner: maskEmail(row.email),
    revoked: row.revokedAt !== null,
    created_at: iso(row.createdAt),
    last_used_at: iso(lastUsed),
    limits: { per_min: limits.perMinute, per_day: limits.perDay, per_month: limits.perMonth },
    usage: {
      tracking: true,
      day: period(usage.day, limits.perDay, secondsUntilNextDay(now)),
      month: period(usage.month, limits.perMonth, secondsUntilNextMonth(now)),
    },
    capabilities: {
      list_max: limits.listMax,
      full_fields: limits.fullFields,
      advanced_filters: limits.advancedFilters,
      changes_window_days: limits.changesWindowDays,
      history_window_days: limits.historyWindowDays,
      webhooks: limits.webhooks === null ? ("unlimited" as const) : limits.webhooks,
      bulk_export: limits.bulkExport && inUsLaw,
    },
    product: {
      licensed: row.products.filter((p): p is "ai_law" | "us_law" => p === "ai_law" || p === "us_law"),
      us_law: {
        in_product: inUsLaw,
        // Outside the licence a key is served US-law at the public (anonymous) level.
        records_per_day: (inUsLaw ? limits : TIERS.anonymous).usLawRecordsPerDay,
        records_per_30_days: (inUsLaw ? limits : TIERS.anonymous).usLawRecordsPer30Days,
        bulk_export: limits.bulkExport && inUsLaw,
      },
    },
  };
}

export async function revokeCaller(db: Db, ent: Entitlement) {
  await revokeApiKey(db, ent.keyId!);
  forgetKey(ent.keyId!); // at once in this process; other instances within KEY_CACHE_TTL_MS
  return { key_prefix: ent.keyPrefix!, revoked: true as const };
}
