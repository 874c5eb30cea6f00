import { TIERS, lowestTierWhere, type TierName } from "@/lib/auth/tiers";

/**
 * What a tier may page through. Caps are reported, never errors: a limit above the tier's page size is lowered and
 * named in `gated`; an offset deeper than the tier may reach returns no rows (clamping it would silently serve
 * another page — a paging client would loop or skip) and is named in `gated` too.
 */
export interface PageWindow {
  limit: number;
  offset: number;
  beyondDepth: boolean;
  gated: string[];
}

export function pageWindow(tier: TierName, requested: { limit: number; offset: number }): PageWindow {
  const limits = TIERS[tier];
  const gated: string[] = [];
  let limit = requested.limit;
  if (limit > limits.listMax) {
    limit = limits.listMax;
    gated.push("limit");
  }
  const beyondDepth = limits.maxOffset !== null && requested.offset > limits.maxOffset;
  if (beyondDepth) gated.push("offset");
  return { limit, offset: requested.offset, beyondDepth, gated };
}

const GATE_WORDS: Record<string, (tier: TierName) => string> = {
  limit: (t) => `pages hold at most ${TIERS[t].listMax} rows at your tier`,
  offset: (t) => `offsets beyond ${TIERS[t].maxOffset} are not served at your tier`,
  fields: () => "records are trimmed for anonymous callers",
  excerpt: () => "news excerpts and fetched_at need Developer",
  recency: (t) => `news is limited to the last ${TIERS[t].newsRecencyDays} days at your tier`,
  secondary: () => "secondary (analysis) links need Developer",
  scarce_instrument_type: (t) => `executive orders, proclamations and other scarce instrument types are a ${TIERS[t].usLawScarceSample}-record sample at your tier`,
  history: (t) => `US-law record history shows the latest ${TIERS[t].usLawHistorySample} entries at your tier`,
  compare: (t) => `US-law compare shows ${TIERS[t].usLawCompareSample} jurisdictions at your tier`,
};

/** One sentence naming what was limited and the lowest tier that lifts it; null when nothing was gated. */
export function upgradeHint(gated: string[], tier: TierName, siteUrl: string): string | null {
  if (gated.length === 0) return null;
  const next = lowestTierWhere((l) => l.rank > TIERS[tier].rank && l.rank >= 1);
  const what = gated.map((g) => GATE_WORDS[g]?.(tier) ?? g).join("; ");
  const how = !TIERS[tier].keyed ? `Get a free key at ${siteUrl}/signup (POST /v1/keys)` : `Upgrade to ${TIERS[next ?? "enterprise"].label}: ${siteUrl}/pricing`;
  return `Limited: ${what}. ${how}.`;
}
