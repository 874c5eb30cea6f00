import { lowestTierWhere, PRODUCT_TABLE, TIER_NAMES, TIERS, type TierLimits, type TierName } from "@/lib/auth/tiers";
import type { Operation } from "@/lib/http/operation";

/**
 * Who may call an operation and what it costs, in words and per-tier numbers derived from its declaration and the
 * tiers table — never typed by hand, so the OpenAPI document, the docs pages and the MCP tools cannot disagree with
 * what the kernel enforces.
 */

/** JSON Schema keyword (an OpenAPI extension) naming the tiers-table column that caps a parameter. */
export const TIER_CAP_KEYWORD = "x-tier-cap";

const number = (n: number) => n.toLocaleString("en-US");
const lookback = (w: TierLimits["changesWindowDays"]) => (w === null ? "none" : w === "full" ? "unbounded" : `${w} days`);

/** The tiers-table columns a parameter can be capped by, with how each reads and what happens beyond it. */
export const TIER_CAPS = {
  listMax: {
    what: "rows per page",
    value: (t: TierLimits) => number(t.listMax),
    beyond: "A larger `limit` is lowered to the tier's page size and named in `meta.gated`.",
  },
  maxOffset: {
    what: "deepest offset",
    value: (t: TierLimits) => (t.maxOffset === null ? "unbounded" : number(t.maxOffset)),
    beyond: "A deeper `offset` returns no rows (never another page) and is named in `meta.gated`.",
  },
  changesWindowDays: {
    what: "lookback",
    value: (t: TierLimits) => lookback(t.changesWindowDays),
    beyond: "An older `since` is raised to the window and `meta.window.clamped` is true.",
  },
} as const satisfies Record<string, { what: string; value: (t: TierLimits) => string; beyond: string }>;
export type TierCap = keyof typeof TIER_CAPS;

export function isTierCap(value: unknown): value is TierCap {
  return typeof value === "string" && value in TIER_CAPS;
}

export interface TierValue {
  /** "Anonymous", "Free", "Developer and above", "Pro–Business". */
  tiers: string;
  value: string;
}

/**
 * A per-tier number from the minimum tier up, consecutive tiers with the same value merged:
 * [{ tiers: "Anonymous", value: "5" }, { tiers: "Free", value: "25" }, { tiers: "Developer and above", value: "100" }].
 */
export function perTier(value: (t: TierLimits) => string, from: TierName = "anonymous"): TierValue[] {
  const names = TIER_NAMES.filter((n) => TIERS[n].rank >= TIERS[from].rank);
  const runs: { first: TierName; last: TierName; value: string }[] = [];
  for (const name of names) {
    const v = value(TIERS[name]);
    const run = runs.at(-1);
    if (run && run.value === v) run.last = name;
    else runs.push({ first: name, last: name, value: v });
  }
  const top = names.at(-1);
  return runs.map(({ first, last, value: v }) => ({
    tiers: first === last ? TIERS[first].label : last === top ? `${TIERS[first].label} and above` : `${TIERS[first].label}–${TIERS[last].label}`,
    value: v,
  }));
}

/** "Anonymous 5, Free 25, Developer and above 100". */
export function perTierText(value: (t: TierLimits) => string, from: TierName = "anonymous"): string {
  return perTier(value, from)
    .map((r) => `${r.tiers} ${r.value}`)
    .join(", ");
}

/** The label of the lowest tier whose limits satisfy `predicate` ("Developer"). */
export function lowestTierLabel(predicate: (t: TierLimits) => boolean): string {
  return TIERS[lowestTierWhere(predicate) ?? "enterprise"].label;
}

/** The tiers below the lowest one satisfying `predicate`, as words: "Anonymous and Free callers". */
export function tierRangeBelow(predicate: (t: TierLimits) => boolean): string {
  const first = TIERS[lowestTierWhere(predicate) ?? "enterprise"].rank;
  const labels = TIER_NAMES.filter((n) => TIERS[n].rank < first).map((n) => TIERS[n].label);
  const words = labels.length > 1 ? `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}` : (labels[0] ?? "no");
  return `${words} callers`;
}

/** A capped parameter's numbers for the tiers that may call the operation. */
export function tierCapValues(cap: TierCap, op: { minTier?: TierName | null }): TierValue[] {
  return perTier(TIER_CAPS[cap].value, op.minTier ?? "anonymous");
}

/** The sentence the OpenAPI document appends to a capped parameter's description (the docs show it as a column). */
export function tierCapNote(cap: TierCap, op: { minTier?: TierName | null }): string {
  return `Per tier (${TIER_CAPS[cap].what}): ${perTierText(TIER_CAPS[cap].value, op.minTier ?? "anonymous")}. ${TIER_CAPS[cap].beyond}`;
}

export interface AccessRules {
  /** Key: optional, required, or none (a signed token). */
  key: string;
  /** The minimum tier, or every tier. */
  tier: string;
  /** What a key without the product line's licence gets; null on open catalogue data. */
  licence: string | null;
  /** Which rate limit the call counts against. */
  rate: string;
  /** Record-budget metering, or null for operations that are not metered by the kernel. */
  metering: { text: string; budget: { tiers: string; day: string; rolling30: string }[] } | null;
  /** The declaration's own prose on what is capped, previewed or charged at which tier (Markdown). */
  gating: string | null;
}

export function accessRules(op: Operation): AccessRules {
  const from = op.minTier ?? "anonymous";
  const product = op.product ?? "ai_law";
  const anonymous = TIERS.anonymous;
  return {
    key:
      op.auth === "required"
        ? "Required: without one the answer is 401 `key_required`."
        : op.auth === "none"
          ? "None: the signed `token` in the request is the credential; an API key sent with it is ignored."
          : "Optional: anonymous callers are served at the anonymous tier; a key raises it to the key's tier.",
    tier: op.minTier
      ? `${TIERS[op.minTier].label} and above; below, 403 \`tier_upgrade_required\` with \`required_tier\`.`
      : "Every tier.",
    licence:
      product === "open"
        ? null
        : PRODUCT_TABLE[product].gatesCapability
          ? `Product line \`${product}\`: a key without that licence is served at the anonymous tier's numbers (page size, depth, fields${product === "us_law" ? ", record budget" : ""}) but keeps its own request rate and quota.`
          : null,
    rate:
      op.rateLimited === false
        ? "Not rate-limited per caller."
        : op.auth === "none"
          ? `Per client address at the anonymous rate (${number(anonymous.perMinute)} a minute, ${number(anonymous.perDay)} a day).`
          : "One request against the caller's per-minute and per-day limits (the key's tier, or the client address when anonymous); see the `X-RateLimit-*` headers.",
    metering: op.meter
      ? {
          text:
            "Each record returned costs one unit of the US-law record budget of the key (or client address): " +
            "`meta.record_budget` reports the charge and what is left. A page that does not fit what is left is " +
            "refused whole with 429 `record_budget_exceeded` (distinct from `rate_limited`) and charges nothing; " +
            "an empty page costs nothing. The refusal names the window that refused (`error.window`), its reset " +
            "(`Retry-After`) and how many records a smaller page may hold now (`error.records_available`).",
          budget: perTier((t) => `${t.usLawRecordsPerDay ?? "-"}|${t.usLawRecordsPer30Days ?? "-"}`, from).map((r) => {
            const [day, rolling30] = r.value.split("|").map((v) => (v === "-" ? "unmetered" : number(Number(v))));
            return { tiers: r.tiers, day: day!, rolling30: rolling30! };
          }),
        }
      : null,
    gating: op.gating ?? null,
  };
}

/** The same rules as one Markdown section, for readers of the OpenAPI document and MCP tool descriptions. */
export function accessMarkdown(op: Operation): string {
  const rules = accessRules(op);
  const lines = [
    `- **Key:** ${rules.key}`,
    `- **Tier:** ${rules.tier}`,
    ...(rules.licence ? [`- **Licence:** ${rules.licence}`] : []),
    `- **Rate limit:** ${rules.rate}`,
  ];
  if (rules.metering) {
    const budget = rules.metering.budget
      .map((b) => (b.day === "unmetered" ? `${b.tiers} unmetered` : `${b.tiers} ${b.day} a day and ${b.rolling30} per 30 days`))
      .join("; ");
    lines.push(`- **Metering:** ${rules.metering.text} Budget: ${budget}.`);
  }
  // Gating prose may hold its own paragraphs and lists, so it follows the list rather than sitting in an item.
  return rules.gating ? `${lines.join("\n")}\n\n${rules.gating}` : lines.join("\n");
}
