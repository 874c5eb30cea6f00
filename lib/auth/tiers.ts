/**
 * Every per-tier number LexAtlas enforces, in one table. Gating code reads this table and nothing else: no tier name
 * appears in an `if` anywhere else. SPEC Part 8 gives two disagreeing rate tables; we use the "API description"
 * column (docs/architecture.md, "API conventions", says so). Numbers the spec leaves open are our documented choices
 * (marked "choice").
 */

export const TIER_NAMES = ["anonymous", "free", "developer", "pro", "business", "enterprise"] as const;
export type TierName = (typeof TIER_NAMES)[number];

/** Accepted spellings: the spec calls Developer "Starter" in one table. */
export const TIER_ALIASES: Record<string, TierName> = { starter: "developer" };

export type Window = number | "full" | null;

/** The derived answers that are full at some tiers and a preview below (read by lib/compliance). */
export type FullAnswer = "sectorDetail" | "obligations" | "penalties" | "assess"; // days; "full" = unbounded; null = feature off

export interface TierLimits {
  rank: number;
  label: string;
  /** Reached with an API key (every tier but the anonymous one, which is per client IP). */
  keyed: boolean;
  /** Requests per minute and per UTC day (fixed windows). */
  perMinute: number;
  perDay: number;
  /** Monthly request quota; null = unbounded. Choice: 30 days of the daily limit. */
  perMonth: number | null;
  /** Rows per page on list endpoints (the contract maximum is 100 for everyone). */
  listMax: number;
  /** Deepest offset served; null = unbounded. Anonymous choice: 100. */
  maxOffset: number | null;
  /** Full record fields; anonymous gets the trimmed envelope. */
  fullFields: boolean;
  /** Every filter and sort works at every tier; kept in /me for clients that read it. */
  advancedFilters: boolean;
  changesWindowDays: Window;
  historyWindowDays: Window;
  /** News recency in days; null = the full archive. */
  newsRecencyDays: number | null;
  /** News excerpt and fetched_at. */
  newsFullFields: boolean;
  /** Webhook subscriptions per key; null = unlimited. */
  webhooks: number | null;
  /** Compliance reports per month; 0 = preview only; null = unlimited. */
  reportsPerMonth: number | null;
  /** US-law records served per UTC day and per rolling 30 days; null = unmetered. Choice. */
  usLawRecordsPerDay: number | null;
  usLawRecordsPer30Days: number | null;
  /**
   * US-law scarce instrument types (SCARCE_INSTRUMENT_TYPES of lib/us-law/read-vocabulary.ts) on
   * lists and searches: at most this many matching records of those types are served (a fixed real sample, the most
   * recently enacted); null = all of them. Choice: the top tiers (Business, Enterprise) get them all.
   */
  usLawScarceSample: number | null;
  /** GET /us-law/records/{uid}/history: the most recent N change entries (true total stated); null = all. Choice. */
  usLawHistorySample: number | null;
  /** GET /us-law/compare: rows for at most N jurisdictions (true totals in meta); null = every jurisdiction. SPEC: 5 below Pro. */
  usLawCompareSample: number | null;
  /** Compliance answers given in full; below, a one-item preview (SPEC 4.1 /sectors/{sector}, 4.5). */
  fullAnswers: Record<FullAnswer, boolean>;
  /** Secondary (analysis) source links on /laws/{id}/sources and /bills/{slug}; below, primary links only. */
  secondarySources: boolean;
  /** US-law bulk export (also needs the us_law licence). */
  bulkExport: boolean;
  /** Monthly price in USD for self-serve tiers; null where not sold self-serve. */
  priceUsd: number | null;
  /** Rows per chain on GET /enforcement/matters/{uid}; null = the full chains (SPEC 4.10: a 2-row sample below Pro). */
  enforcementChainSample: number | null;
}

export const TIERS: Record<TierName, TierLimits> = {
  anonymous: {
    rank: 0, label: "Anonymous", keyed: false, perMinute: 20, perDay: 500, perMonth: null, listMax: 5, maxOffset: 100,
    fullFields: false, advancedFilters: true, changesWindowDays: null, historyWindowDays: null, newsRecencyDays: 14,
    newsFullFields: false, webhooks: 0, reportsPerMonth: 0, usLawRecordsPerDay: 200, usLawRecordsPer30Days: 2_000, usLawScarceSample: 3, usLawHistorySample: 5, usLawCompareSample: 5,
    fullAnswers: { sectorDetail: false, obligations: false, penalties: false, assess: false },
    secondarySources: false, bulkExport: false, priceUsd: null, enforcementChainSample: 2,
  },
  free: {
    rank: 1, label: "Free", keyed: true, perMinute: 60, perDay: 2_000, perMonth: 60_000, listMax: 25, maxOffset: 200,
    fullFields: true, advancedFilters: true, changesWindowDays: null, historyWindowDays: null, newsRecencyDays: 45,
    newsFullFields: false, webhooks: 0, reportsPerMonth: 0, usLawRecordsPerDay: 1_000, usLawRecordsPer30Days: 10_000, usLawScarceSample: 5, usLawHistorySample: 5, usLawCompareSample: 5,
    fullAnswers: { sectorDetail: false, obligations: false, penalties: false, assess: false },
    secondarySources: false, bulkExport: false, priceUsd: 0, enforcementChainSample: 2,
  },
  developer: {
    rank: 2, label: "Developer", keyed: true, perMinute: 120, perDay: 5_000, perMonth: 150_000, listMax: 100, maxOffset: 100_000,
    fullFields: true, advancedFilters: true, changesWindowDays: 30, historyWindowDays: 30, newsRecencyDays: null,
    newsFullFields: true, webhooks: 0, reportsPerMonth: 0, usLawRecordsPerDay: 10_000, usLawRecordsPer30Days: 100_000, usLawScarceSample: 10, usLawHistorySample: 5, usLawCompareSample: 5,
    fullAnswers: { sectorDetail: false, obligations: false, penalties: true, assess: false },
    secondarySources: true, bulkExport: false, priceUsd: 29, enforcementChainSample: 2,
  },
  pro: {
    rank: 3, label: "Pro", keyed: true, perMinute: 300, perDay: 50_000, perMonth: 1_500_000, listMax: 100, maxOffset: 500_000,
    fullFields: true, advancedFilters: true, changesWindowDays: 90, historyWindowDays: 365, newsRecencyDays: null,
    newsFullFields: true, webhooks: 3, reportsPerMonth: 5, usLawRecordsPerDay: 50_000, usLawRecordsPer30Days: 500_000, usLawScarceSample: 25, usLawHistorySample: null, usLawCompareSample: null,
    fullAnswers: { sectorDetail: true, obligations: true, penalties: true, assess: true },
    secondarySources: true, bulkExport: false, priceUsd: 99, enforcementChainSample: null,
  },
  business: {
    rank: 4, label: "Business", keyed: true, perMinute: 1_000, perDay: 500_000, perMonth: 15_000_000, listMax: 100,
    maxOffset: 5_000_000, fullFields: true, advancedFilters: true, changesWindowDays: "full", historyWindowDays: "full",
    newsRecencyDays: null, newsFullFields: true, webhooks: 25, reportsPerMonth: 25, usLawRecordsPerDay: 250_000,
    usLawRecordsPer30Days: 2_500_000, usLawScarceSample: null, usLawHistorySample: null, usLawCompareSample: null, fullAnswers: { sectorDetail: true, obligations: true, penalties: true, assess: true },
    secondarySources: true, bulkExport: true, priceUsd: 299, enforcementChainSample: null,
  },
  enterprise: {
    // "custom" in the spec; these are the defaults a contract starts from (the guide table's numbers).
    rank: 5, label: "Enterprise", keyed: true, perMinute: 2_000, perDay: 2_000_000, perMonth: null, listMax: 100, maxOffset: null,
    fullFields: true, advancedFilters: true, changesWindowDays: "full", historyWindowDays: "full",
    newsRecencyDays: null, newsFullFields: true, webhooks: null, reportsPerMonth: null, usLawRecordsPerDay: null,
    usLawRecordsPer30Days: null, usLawScarceSample: null, usLawHistorySample: null, usLawCompareSample: null, fullAnswers: { sectorDetail: true, obligations: true, penalties: true, assess: true },
    secondarySources: true, bulkExport: true, priceUsd: null, enforcementChainSample: null,
  },
};

export function parseTierName(value: string): TierName | null {
  const v = value.trim().toLowerCase();
  if ((TIER_NAMES as readonly string[]).includes(v)) return v as TierName;
  return TIER_ALIASES[v] ?? null;
}

export function tierLimits(tier: TierName): TierLimits {
  return TIERS[tier];
}

export function tierAtLeast(tier: TierName, minimum: TierName): boolean {
  return TIERS[tier].rank >= TIERS[minimum].rank;
}

/** The lowest tier that gets this derived answer in full (the tier a preview names). */
export function fullAnswerTier(answer: FullAnswer): TierName {
  return lowestTierWhere((l) => l.fullAnswers[answer]) ?? "enterprise";
}

/** The lowest tier whose limits satisfy `predicate` (used to name "the tier that opens it"). */
export function lowestTierWhere(predicate: (limits: TierLimits) => boolean): TierName | null {
  return TIER_NAMES.find((t) => predicate(TIERS[t])) ?? null;
}

/**
 * Licences a key can hold (api_keys.products). A product line that `gatesCapability` serves a key without its
 * licence at the anonymous capability level (page size, depth, fields, record budget) while the key keeps its own
 * request rate and quota (SPEC 4.9, 5.5). `registry_raw` is not a product line but a licence that unlocks the
 * enforcement registry's withheld (duplicate, untranslated) matters.
 */
export const PRODUCT_TABLE = {
  ai_law: { label: "AI law", gatesCapability: true },
  us_law: { label: "US law", gatesCapability: true },
  registry_raw: { label: "Raw enforcement registry", gatesCapability: false },
} as const;
export const PRODUCTS = Object.keys(PRODUCT_TABLE) as (keyof typeof PRODUCT_TABLE)[];
export type Product = keyof typeof PRODUCT_TABLE;
/** The product line an operation belongs to (its declaration's `product`); "open" = catalogue data for everyone. */
export type ProductLine = "ai_law" | "us_law" | "open";

/** Who is asking, as far as entitlements care (the kernel's Caller satisfies it). */
export interface CallerIdentity {
  kind: "anonymous" | "key";
  tier: TierName;
  products: Product[];
  keyId: string | null;
  keyPrefix: string | null;
}

/**
 * What a caller may have on one product line. Domain functions take this, never the raw caller: `tier`/`limits`
 * are the effective capability (page size, depth, fields, budget), `rateTier` the key's own tier (rate, quota).
 */
export interface Entitlement {
  kind: "anonymous" | "key";
  keyId: string | null;
  keyPrefix: string | null;
  /** Effective tier on this product line (anonymous when the key lacks a licence the line requires). */
  tier: TierName;
  limits: TierLimits;
  /** The key's own tier: request rate and quota are never degraded by licences. */
  rateTier: TierName;
  product: ProductLine;
  /** Licences the key holds. */
  products: Product[];
  /** True when the key holds the licence of this product line (always true on "open" lines and for ai_law keys). */
  inProduct: boolean;
}

export function entitlementFor(caller: CallerIdentity, product: ProductLine): Entitlement {
  const inProduct = product === "open" || (caller.kind === "key" && caller.products.includes(product));
  const gates = product !== "open" && PRODUCT_TABLE[product].gatesCapability;
  const tier: TierName = caller.kind === "key" && gates && !inProduct ? "anonymous" : caller.tier;
  return {
    kind: caller.kind,
    keyId: caller.keyId,
    keyPrefix: caller.keyPrefix,
    tier,
    limits: TIERS[tier],
    rateTier: caller.tier,
    product,
    products: caller.products,
    inProduct,
  };
}

export function holdsLicence(ent: Entitlement, product: Product): boolean {
  return ent.products.includes(product);
}

/** The anonymous entitlement: what the public website shows and what an unlicensed key gets on a gated line. */
export function publicEntitlement(product: ProductLine = "ai_law"): Entitlement {
  return entitlementFor({ kind: "anonymous", tier: "anonymous", products: [], keyId: null, keyPrefix: null }, product);
}
