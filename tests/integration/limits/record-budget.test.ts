/**
 * The units budget (lib/limits/budget.ts) on both engines: all-or-nothing reservations that are exact under 50
 * parallel callers, refunds of what was not served, the UTC-day window resetting at midnight and the rolling 30-day
 * window releasing a day's units only when that day leaves the window.
 */
import { randomUUID } from "node:crypto";
import Redis from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UnitBudget } from "@/lib/limits/budget";
import { createUnitBudget } from "@/lib/limits/budget-instance";
import { MemoryUnitBudget } from "@/lib/limits/memory-budget";
import { startUpstashShim, type UpstashShim } from "@/tests/support/upstash-redis-shim";

const REDIS_URL = process.env.TEST_REDIS_URL;
const DAY = 86_400_000;
const T0 = new Date(Date.UTC(2031, 2, 14, 9, 30, 0));
const at = (days: number, hours = 0) => new Date(T0.getTime() + days * DAY + hours * 3_600_000);

function budgetSuite(name: string, make: () => UnitBudget) {
  describe(name, () => {
    const key = () => `budget-test-${randomUUID()}`;

    it("50 parallel reservations of 1 unit against a day budget of 7 grant exactly 7", async () => {
      const budget = make();
      const k = key();
      const results = await Promise.all(Array.from({ length: 50 }, () => budget.reserve(k, 1, { perDay: 7, per30Days: 1000 }, T0)));
      expect(results.filter((r) => r.ok)).toHaveLength(7);
      const snap = await budget.peek(k, { perDay: 7, per30Days: 1000 }, T0);
      expect(snap.day).toMatchObject({ used: 7, limit: 7, remaining: 0 });
      expect(snap.exhausted).toBe(true);
    });

    it("50 parallel reservations of 3 units against 100 grant 33 and never overspend", async () => {
      const budget = make();
      const k = key();
      const results = await Promise.all(Array.from({ length: 50 }, () => budget.reserve(k, 3, { perDay: null, per30Days: 100 }, T0)));
      expect(results.filter((r) => r.ok)).toHaveLength(33);
      expect((await budget.peek(k, { perDay: null, per30Days: 100 }, T0)).rolling.used).toBe(99);
    });

    it("a reservation that does not fit is refused whole and charges nothing", async () => {
      const budget = make();
      const k = key();
      const w = { perDay: 10, per30Days: null };
      expect((await budget.reserve(k, 8, w, T0)).ok).toBe(true);
      const refused = await budget.reserve(k, 3, w, T0);
      expect(refused.ok).toBe(false);
      expect(refused.snapshot.day).toMatchObject({ used: 8, remaining: 2 });
      expect((await budget.reserve(k, 2, w, T0)).ok).toBe(true);
    });

    it("refunds give back unserved units, never more than were reserved", async () => {
      const budget = make();
      const k = key();
      const w = { perDay: 10, per30Days: null };
      const r = await budget.reserve(k, 10, w, T0);
      if (!r.ok) throw new Error("reservation refused");
      await budget.refund(r.reservation, 4);
      expect((await budget.peek(k, w, T0)).day.used).toBe(6);
      await budget.refund(r.reservation, 1_000);
      expect((await budget.peek(k, w, T0)).day.used).toBe(0);
    });

    it("the day window resets at UTC midnight; the rolling window keeps counting for 30 days", async () => {
      const budget = make();
      const k = key();
      const w = { perDay: 5, per30Days: 12 };
      expect((await budget.reserve(k, 5, w, at(0))).ok).toBe(true);
      expect((await budget.reserve(k, 1, w, at(0, 1))).ok).toBe(false); // same UTC day
      const nextDay = await budget.peek(k, w, at(1));
      expect(nextDay.day.used).toBe(0);
      expect(nextDay.rolling.used).toBe(5);
      expect((await budget.reserve(k, 5, w, at(1))).ok).toBe(true);
      expect((await budget.reserve(k, 5, w, at(2))).ok).toBe(false); // 15 > 12 in the rolling window
      expect((await budget.reserve(k, 2, w, at(2))).ok).toBe(true);
      // Day 0's 5 units leave the window 30 days later, not before.
      expect((await budget.peek(k, w, at(29))).rolling.used).toBe(12);
      const released = await budget.peek(k, w, at(30));
      expect(released.rolling.used).toBe(7);
      expect((await budget.reserve(k, 5, w, at(30))).ok).toBe(true);
    });

    it("tells when the rolling window next releases units", async () => {
      const budget = make();
      const k = key();
      const w = { perDay: null, per30Days: 3 };
      await budget.reserve(k, 3, w, at(0));
      const snap = await budget.peek(k, w, at(10, 0));
      // T0 is 09:30 UTC; day 0 leaves the window at the midnight that starts day 30: 19 days + 14.5 h from day 10.
      expect(snap.rolling.nextReleaseInSeconds).toBe(19 * 86_400 + 14.5 * 3_600);
      expect(snap.exhausted).toBe(true);
    });

    it("unmetered windows (null) never refuse and report null limits", async () => {
      const budget = make();
      const snap = (await budget.reserve(key(), 1_000_000, { perDay: null, per30Days: null }, T0)).snapshot;
      expect(snap.day.limit).toBeNull();
      expect(snap.day.remaining).toBeNull();
      expect(snap.exhausted).toBe(false);
    });
  });
}

budgetSuite("memory budget", () => new MemoryUnitBudget());

describe.skipIf(!REDIS_URL)("Upstash budget through the REST shim", () => {
  const prefix = `lexatlas-test-${randomUUID()}`;
  let shim: UpstashShim;
  beforeAll(async () => {
    shim = await startUpstashShim({ redisUrl: REDIS_URL!, token: randomUUID() });
  });
  afterAll(async () => {
    const direct = new Redis(REDIS_URL!);
    for await (const keys of direct.scanStream({ match: `${prefix}:*`, count: 500 })) {
      if ((keys as string[]).length > 0) await direct.del(...(keys as string[]));
    }
    await direct.quit();
    await shim?.close();
  });
  budgetSuite("upstash", () => {
    const budget = createUnitBudget({ UPSTASH_REDIS_REST_URL: shim.url, UPSTASH_REDIS_REST_TOKEN: shim.token, RATE_LIMIT_PREFIX: prefix });
    expect(budget.engine).toBe("upstash");
    return budget;
  });
});
