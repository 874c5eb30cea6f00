/**
 * A units-aware budget beside the rate limiter: the US-law record budget (SPEC 4.9, 8.7) counts records served, not
 * requests. Two windows are checked together:
 *   - the UTC day (fixed: resets at midnight UTC), and
 *   - the rolling 30 days, kept as 30 day buckets (today and the 29 days before). It is rolling, not fixed: each UTC
 *     midnight the oldest day leaves the window, so a caller never waits a whole month for the first unit back.
 * `reserve(n)` is all-or-nothing and atomic (memory: one synchronous step; Upstash: one Lua script), so 50 parallel
 * reservations against N units grant exactly N. `refund` gives back units reserved and not served (an aborted
 * export stream), to the day bucket they were taken from.
 */

export interface BudgetWindows {
  /** Units per UTC day; null = unmetered. */
  perDay: number | null;
  /** Units per rolling 30 days; null = unmetered. */
  per30Days: number | null;
}

export interface WindowState {
  used: number;
  limit: number | null;
  remaining: number | null;
  resetsInSeconds: number;
}

export interface BudgetSnapshot {
  exhausted: boolean;
  day: WindowState;
  rolling: WindowState & { nextReleaseInSeconds: number };
}

export interface Reservation {
  key: string;
  /** The UTC day bucket the units were taken from. */
  day: string;
  units: number;
}

export type ReserveResult = { ok: true; snapshot: BudgetSnapshot; reservation: Reservation } | { ok: false; snapshot: BudgetSnapshot };

export interface UnitBudget {
  readonly engine: "memory" | "upstash";
  peek(key: string, windows: BudgetWindows, now?: Date): Promise<BudgetSnapshot>;
  reserve(key: string, units: number, windows: BudgetWindows, now?: Date): Promise<ReserveResult>;
  refund(reservation: Reservation, units?: number): Promise<void>;
}

export const ROLLING_DAYS = 30;
const DAY_MS = 86_400_000;

export const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** The last day's buckets: every metered request asks for them, and they change once a day. */
let lastBuckets: { start: number; days: readonly string[]; ages: ReadonlyMap<string, number> } | null = null;

function bucketsOf(now: Date) {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (lastBuckets?.start !== start) {
    const days = Object.freeze(Array.from({ length: ROLLING_DAYS }, (_, i) => utcDay(new Date(start - i * DAY_MS))));
    lastBuckets = { start, days, ages: new Map(days.map((d, age) => [d, age])) };
  }
  return lastBuckets;
}

/**
 * Today's bucket first, then the 29 days before it. Read-only: the array is shared by every call of the same UTC day
 * (building it — 30 Dates and ISO strings — was the largest part of the kernel's own time on a metered request).
 */
export function bucketDays(now: Date): readonly string[] {
  return bucketsOf(now).days;
}

/** Day → its bucket's age (0 = today … 29), for the same UTC day as bucketDays; days outside the window are absent. */
export function bucketAges(now: Date): ReadonlyMap<string, number> {
  return bucketsOf(now).ages;
}

export function secondsToMidnight(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** Does a reservation of `units` fit, given the bucket values (today first)? */
export function fits(buckets: number[], units: number, windows: BudgetWindows): boolean {
  const today = buckets[0] ?? 0;
  const rolling = buckets.reduce((a, b) => a + b, 0);
  if (windows.perDay !== null && today + units > windows.perDay) return false;
  if (windows.per30Days !== null && rolling + units > windows.per30Days) return false;
  return true;
}

/** The snapshot both engines report, from the bucket values (today first). */
export function snapshotOf(buckets: number[], windows: BudgetWindows, now: Date): BudgetSnapshot {
  const today = buckets[0] ?? 0;
  const rolling = buckets.reduce((a, b) => a + b, 0);
  const toMidnight = secondsToMidnight(now);
  // The oldest non-empty bucket leaves the window at the midnight after it turns 30 days old.
  let oldest = 0;
  buckets.forEach((v, age) => {
    if (v > 0) oldest = age;
  });
  const nextRelease = toMidnight + (ROLLING_DAYS - 1 - oldest) * 86_400;
  const remaining = (limit: number | null, used: number) => (limit === null ? null : Math.max(0, limit - used));
  const day = { used: today, limit: windows.perDay, remaining: remaining(windows.perDay, today), resetsInSeconds: toMidnight };
  const roll = {
    used: rolling,
    limit: windows.per30Days,
    remaining: remaining(windows.per30Days, rolling),
    resetsInSeconds: nextRelease,
    nextReleaseInSeconds: nextRelease,
  };
  return { exhausted: day.remaining === 0 || roll.remaining === 0, day, rolling: roll };
}

export function assertUnits(units: number): void {
  if (!Number.isInteger(units) || units < 0) throw new RangeError(`budget: units must be an integer >= 0 (got ${units})`);
}

export type BudgetWindowName = "day" | "rolling_30_days";

/** Why a request was refused: the window that refused it, when that window gives units back, and what fits now. */
export interface BudgetRefusal {
  window: BudgetWindowName;
  used: number;
  limit: number;
  /** When the refusing window next gives units back (the day at UTC midnight; the rolling window when its oldest day leaves). */
  retryAfterSeconds: number;
  /** Units a request may take right now: the least of what the two windows have left. */
  availableNow: number;
}

/**
 * The window that refuses `units` (a page's records; null when the request is refused before its size is known,
 * because a window is already spent). A window refuses when what it has left is below the request. When both do, the
 * one that gives units back later is named: the request cannot pass before it. Null when nothing refuses.
 */
export function refusalOf(s: BudgetSnapshot, units: number | null): BudgetRefusal | null {
  const need = Math.max(1, units ?? 1);
  const candidates = [
    { window: "day" as const, w: s.day, resets: s.day.resetsInSeconds },
    { window: "rolling_30_days" as const, w: s.rolling, resets: s.rolling.nextReleaseInSeconds },
  ].filter((c) => c.w.limit !== null && c.w.remaining !== null && c.w.remaining < need);
  if (candidates.length === 0) return null;
  const refusing = candidates.reduce((a, b) => (b.resets > a.resets ? b : a));
  const left = [s.day.remaining, s.rolling.remaining].filter((r): r is number => r !== null);
  return {
    window: refusing.window,
    used: refusing.w.used,
    limit: refusing.w.limit!,
    retryAfterSeconds: Math.max(1, refusing.resets),
    availableNow: Math.min(...left),
  };
}
