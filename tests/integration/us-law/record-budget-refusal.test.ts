/**
 * A 429 record_budget_exceeded names the window that refused the request — the UTC day or the rolling 30 days —
 * sets Retry-After (and error.retry_after) to THAT window's reset, and says how many records a smaller request may
 * take now. The budget's clock is pinned (2031-03-14 09:30 UTC) so every reset is an exact number of seconds.
 * Runs on PGlite, and on Postgres with TEST_DATABASE_URL.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_US_LAW_RECORD_UID } from "@/lib/contract/us-law";
import type { BudgetWindows, UnitBudget } from "@/lib/limits/budget";
import { setRecordBudgetForTests } from "@/lib/limits/budget-instance";
import { MemoryUnitBudget } from "@/lib/limits/memory-budget";
import { getDb } from "@/lib/runtime/database";
import { loadUsLawTestSubset } from "@/lib/us-law/load";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";

const DAY = 86_400;
const T0 = new Date(Date.UTC(2031, 2, 14, 9, 30, 0));
const TO_MIDNIGHT = 14.5 * 3_600; // from 09:30 UTC

/** A budget with fixed windows on a pinned clock; `olderUnits` are charged 10 days before T0 on a key's first use. */
function pinnedBudget(windows: BudgetWindows, olderUnits = 0): UnitBudget {
  const real = new MemoryUnitBudget();
  const seen = new Set<string>();
  const preload = async (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    if (olderUnits > 0) await real.reserve(k, olderUnits, { perDay: null, per30Days: null }, new Date(T0.getTime() - 10 * DAY * 1000));
  };
  return {
    engine: "memory",
    peek: async (k) => (await preload(k), real.peek(k, windows, T0)),
    reserve: async (k, n) => (await preload(k), real.reserve(k, n, windows, T0)),
    refund: (r, n) => real.refund(r, n),
  };
}

let ip = 0;
const nextIp = () => `198.18.7.${(++ip % 250) + 1}`;

beforeAll(async () => {
  const { db } = await getDb();
  await loadUsLawTestSubset(db);
}, 120_000);

afterEach(() => setRecordBudgetForTests(null));

describe("record_budget_exceeded names the refusing window", () => {
  it("a page larger than what is left of the DAY: window day, Retry-After = UTC midnight, a smaller page is served now", async () => {
    setRecordBudgetForTests(pinnedBudget({ perDay: 7, per30Days: 1_000 }));
    const key = await mintKey("developer", ["us_law"]);
    expect((await get("/v1/us-law?limit=5", { key, ip: nextIp() })).status).toBe(200);
    const refused = await get("/v1/us-law?limit=5", { key, ip: nextIp() });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      code: "record_budget_exceeded",
      window: "day",
      retry_after: TO_MIDNIGHT,
      records_requested: 5,
      records_available: 2,
    });
    expect(refused.headers.get("retry-after")).toBe(String(TO_MIDNIGHT));
    expect(refused.body.error.message).toMatch(/current UTC day has 2 left \(5 of 7 used\)/);
    expect(refused.body.error.message).toMatch(/limit=2/);
    expect(refused.body.error.message).not.toMatch(/rolling/);
    // What the refusal promised: the smaller page is served now.
    const smaller = await get("/v1/us-law?limit=2", { key, ip: nextIp() });
    expect(smaller.status).toBe(200);
    expect(smaller.body.meta.record_budget).toMatchObject({ charged: 2, day: { used: 7, remaining: 0 } });
    // A spent day refuses before any work; the page size is not known then, only the window and what is left.
    const spent = await get(`/v1/us-law/records/${EXAMPLE_US_LAW_RECORD_UID}`, { key, ip: nextIp() });
    expect(spent.body.error).toMatchObject({ code: "record_budget_exceeded", window: "day", retry_after: TO_MIDNIGHT, records_available: 0 });
    expect(spent.body.error.records_requested).toBeUndefined();
  });

  it("a page larger than what is left of the ROLLING 30 days: window rolling_30_days, Retry-After = when its oldest day leaves", async () => {
    // 4 units charged 10 days ago, so the window next gives units back 19 days and 14.5 hours after T0.
    setRecordBudgetForTests(pinnedBudget({ perDay: 100, per30Days: 10 }, 4));
    const key = await mintKey("developer", ["us_law"]);
    expect((await get("/v1/us-law?limit=3", { key, ip: nextIp() })).status).toBe(200);
    const refused = await get("/v1/us-law?limit=5", { key, ip: nextIp() });
    expect(refused.status).toBe(429);
    const release = TO_MIDNIGHT + 19 * DAY;
    expect(refused.body.error).toMatchObject({ code: "record_budget_exceeded", window: "rolling_30_days", retry_after: release, records_requested: 5, records_available: 3 });
    expect(refused.headers.get("retry-after")).toBe(String(release));
    expect(refused.body.error.message).toMatch(/rolling 30 days has 3 left \(7 of 10 used\)/);
    expect((await get("/v1/us-law?limit=3", { key, ip: nextIp() })).status).toBe(200);
  });

  it("when both windows refuse, the one that gives records back later is named, and what fits now is the lesser remainder", async () => {
    setRecordBudgetForTests(pinnedBudget({ perDay: 7, per30Days: 6 }));
    const key = await mintKey("developer", ["us_law"]);
    expect((await get("/v1/us-law?limit=5", { key, ip: nextIp() })).status).toBe(200);
    const refused = await get("/v1/us-law?limit=5", { key, ip: nextIp() });
    // Day: 2 left, resets at midnight; rolling: 1 left, gives back 29 days after midnight.
    expect(refused.body.error).toMatchObject({ window: "rolling_30_days", retry_after: TO_MIDNIGHT + 29 * DAY, records_available: 1 });
  });
});
