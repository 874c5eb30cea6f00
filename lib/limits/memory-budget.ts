import { assertUnits, bucketAges, bucketDays, fits, ROLLING_DAYS, snapshotOf, type BudgetWindows, type Reservation, type ReserveResult, type UnitBudget } from "./budget";

/** One process's budget: a map of day buckets per key. Each call is one synchronous step, so reservations are atomic. */
export class MemoryUnitBudget implements UnitBudget {
  readonly engine = "memory" as const;
  private readonly buckets = new Map<string, Map<string, number>>();

  async peek(key: string, windows: BudgetWindows, now = new Date()) {
    return snapshotOf(this.values(key, now), windows, now);
  }

  async reserve(key: string, units: number, windows: BudgetWindows, now = new Date()): Promise<ReserveResult> {
    assertUnits(units);
    const values = this.values(key, now);
    if (!fits(values, units, windows)) return { ok: false, snapshot: snapshotOf(values, windows, now) };
    const days = bucketDays(now);
    const byDay = this.byDay(key);
    byDay.set(days[0]!, (byDay.get(days[0]!) ?? 0) + units);
    this.prune(byDay, days);
    values[0] = (values[0] ?? 0) + units;
    return { ok: true, snapshot: snapshotOf(values, windows, now), reservation: { key, day: days[0]!, units } };
  }

  async refund(reservation: Reservation, units = reservation.units) {
    assertUnits(units);
    const byDay = this.byDay(reservation.key);
    const left = (byDay.get(reservation.day) ?? 0) - Math.min(units, reservation.units);
    byDay.set(reservation.day, Math.max(0, left));
  }

  private byDay(key: string): Map<string, number> {
    let m = this.buckets.get(key);
    if (!m) this.buckets.set(key, (m = new Map()));
    return m;
  }

  /** The bucket values, today first: from the key's own day entries (at most 30, usually one), not 30 look-ups. */
  private values(key: string, now: Date): number[] {
    const values = new Array<number>(ROLLING_DAYS).fill(0);
    const byDay = this.buckets.get(key);
    if (!byDay) return values;
    const ages = bucketAges(now);
    for (const [day, units] of byDay) {
      const age = ages.get(day);
      if (age !== undefined) values[age] = units;
    }
    return values;
  }

  /** Days that left the rolling window are forgotten, so memory stays bounded per key. */
  private prune(byDay: Map<string, number>, days: readonly string[]): void {
    const oldest = days[days.length - 1]!;
    for (const d of byDay.keys()) if (d < oldest) byDay.delete(d);
  }
}
