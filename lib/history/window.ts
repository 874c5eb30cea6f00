import { TIERS, TIER_NAMES, type TierName, type Window } from "@/lib/auth/tiers";
import { formatMicros, MICROS_PER_DAY, parseMicros } from "./timestamps";

/** Which per-tier lookback a read uses: the change feed's or the record history's (SPEC 8.4). */
export type WindowKind = "changesWindowDays" | "historyWindowDays";

/** meta.window of /changes, /feed and /laws/{id}/history. */
export interface LookbackWindow {
  tier: string;
  /** null = unbounded. */
  lookback_days: number | null;
  clamped: boolean;
}

export interface Lookback {
  /** Oldest observed_at the tier may see (exclusive), or null when unbounded. */
  floor: string | null;
  /** The `since` to query with: the requested one, raised to the floor. */
  effectiveSince: string | null;
  window: LookbackWindow;
}

/** Lookback days of a window value; null = unbounded. ("off" never reaches here: the operation's minTier gates it.) */
function daysOf(value: Window): number | null {
  return typeof value === "number" ? value : null;
}

/**
 * The tier's window applied to a requested `since`. `clamped` is true when the caller asked for changes older than
 * the window allows (SPEC 4.3); without a `since` the window simply bounds the answer and nothing was clamped.
 */
export function lookbackFor(tier: TierName, kind: WindowKind, since?: string, nowMs = Date.now()): Lookback {
  const days = daysOf(TIERS[tier][kind]);
  const floorMicros = days === null ? null : BigInt(nowMs) * 1000n - BigInt(days) * MICROS_PER_DAY;
  const sinceMicros = since === undefined ? null : parseMicros(since);
  const clamped = floorMicros !== null && sinceMicros !== null && sinceMicros < floorMicros;
  const effective = floorMicros !== null && (sinceMicros === null || clamped) ? floorMicros : sinceMicros;
  return {
    floor: floorMicros === null ? null : formatMicros(floorMicros),
    effectiveSince: effective === null ? null : formatMicros(effective),
    window: { tier, lookback_days: days, clamped },
  };
}

/** "Developer 30 days, Pro 90 days, Business unbounded, …" for operation docs, read from the tier table. */
export function windowSummary(kind: WindowKind): string {
  return TIER_NAMES.filter((t) => TIERS[t][kind] !== null)
    .map((t) => `${TIERS[t].label} ${daysOf(TIERS[t][kind]) === null ? "unbounded" : `${TIERS[t][kind]} days`}`)
    .join(", ");
}
