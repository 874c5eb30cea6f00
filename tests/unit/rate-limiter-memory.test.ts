import { describe, expect, it } from "vitest";
import { MemoryRateLimiter } from "@/lib/limits/memory-limiter";
import { createRateLimiter } from "@/lib/limits/limiter-instance";
import type { RateWindow } from "@/lib/limits/rate-limiter";

// 2031-03-14T09:30:00Z: a minute boundary, so offsets below read as "seconds into the minute".
const MINUTE_START_MS = Date.UTC(2031, 2, 14, 9, 30, 0);
const DAY_START_MS = Date.UTC(2031, 2, 14);
const DAY_END_S = DAY_START_MS / 1000 + 86_400;

function fakeClock(startMs: number) {
  let nowMs = startMs;
  return {
    now: () => nowMs,
    set(ms: number) {
      nowMs = ms;
    },
  };
}

const minute = (limit: number): RateWindow => ({ name: "minute", limit, seconds: 60 });
const day = (limit: number): RateWindow => ({ name: "day", limit, seconds: 86_400 });

describe("MemoryRateLimiter (fixed windows)", () => {
  it("admits exactly `limit` requests per window and reports remaining, reset and retry-after", async () => {
    const clock = fakeClock(MINUTE_START_MS + 10_000);
    const limiter = new MemoryRateLimiter({ now: clock.now });
    const windows = [minute(3)];

    const allowed = [];
    for (let i = 0; i < 3; i++) allowed.push(await limiter.check("k", windows));
    expect(allowed.map((d) => d.success)).toEqual([true, true, true]);
    expect(allowed.map((d) => d.remaining)).toEqual([2, 1, 0]);
    for (const d of allowed) {
      expect(d).toMatchObject({ limit: 3, reset: MINUTE_START_MS / 1000 + 60, retryAfterSeconds: 0, window: "minute" });
    }

    const refused = await limiter.check("k", windows);
    expect(refused).toEqual({
      success: false,
      limit: 3,
      remaining: 0,
      reset: MINUTE_START_MS / 1000 + 60,
      retryAfterSeconds: 50,
      window: "minute",
    });

    // Still inside the window, half a second before its end: refused, retry-after rounds UP to 1.
    clock.set(MINUTE_START_MS + 59_500);
    expect(await limiter.check("k", windows)).toMatchObject({ success: false, retryAfterSeconds: 1 });

    // The window is epoch aligned: the very first millisecond of the next minute is a fresh count.
    clock.set(MINUTE_START_MS + 60_000);
    expect(await limiter.check("k", windows)).toMatchObject({
      success: true,
      remaining: 2,
      reset: MINUTE_START_MS / 1000 + 120,
    });
  });

  it("peek reports where a key stands without counting it: the next check sees the same room", async () => {
    const clock = fakeClock(MINUTE_START_MS + 10_000);
    const limiter = new MemoryRateLimiter({ now: clock.now });
    const windows = [minute(3), day(10)];
    expect(await limiter.peek("k", windows)).toEqual({ success: true, limit: 3, remaining: 3, reset: MINUTE_START_MS / 1000 + 60, retryAfterSeconds: 0, window: "minute" });
    await limiter.check("k", windows);
    await limiter.check("k", windows);
    for (let i = 0; i < 3; i++) expect(await limiter.peek("k", windows)).toMatchObject({ success: true, remaining: 1 });
    expect(await limiter.check("k", windows)).toMatchObject({ success: true, remaining: 0 });
    // No room for one more: the next request would be refused, and peeking still counts nothing.
    expect(await limiter.peek("k", windows)).toMatchObject({ success: false, remaining: 0, retryAfterSeconds: 50, window: "minute" });
    expect(await limiter.check("k", windows)).toMatchObject({ success: false });
    // A window that has rolled over reads as empty, even before the sweep drops its counter.
    clock.set(MINUTE_START_MS + 60_000);
    expect(await limiter.peek("k", windows)).toMatchObject({ success: true, remaining: 3, window: "minute" });
    expect(await limiter.peek("other", windows)).toMatchObject({ remaining: 3 });
  });

  it("aligns windows to floor(now / seconds) * seconds, not to the first request", async () => {
    const clock = fakeClock(MINUTE_START_MS + 45_000);
    const limiter = new MemoryRateLimiter({ now: clock.now });
    const first = await limiter.check("k", [{ name: "w", limit: 1, seconds: 30 }]);
    expect(first.reset).toBe(MINUTE_START_MS / 1000 + 60);
    const second = await limiter.check("k", [{ name: "w", limit: 1, seconds: 30 }]);
    expect(second).toMatchObject({ success: false, retryAfterSeconds: 15 });
  });

  it("with minute + day windows reports the day window as binding once the day is exhausted first", async () => {
    const clock = fakeClock(MINUTE_START_MS + 5_000);
    const limiter = new MemoryRateLimiter({ now: clock.now });
    const windows = [minute(5), day(3)];

    // While allowed, the binding window is the one with the fewest remaining requests.
    const d1 = await limiter.check("k", windows);
    expect(d1).toMatchObject({ success: true, window: "day", limit: 3, remaining: 2, reset: DAY_END_S });
    await limiter.check("k", windows);
    await limiter.check("k", windows);

    const refused = await limiter.check("k", windows);
    expect(refused).toEqual({
      success: false,
      limit: 3,
      remaining: 0,
      reset: DAY_END_S,
      retryAfterSeconds: DAY_END_S - (MINUTE_START_MS + 5_000) / 1000,
      window: "day",
    });
  });

  it("reports the minute window while it binds, and never gives a refused request back to the day window", async () => {
    const clock = fakeClock(MINUTE_START_MS + 5_000);
    const limiter = new MemoryRateLimiter({ now: clock.now });
    const windows = [minute(2), day(3)];

    expect((await limiter.check("k", windows)).window).toBe("minute"); // minute 1/2, day 1/3
    const second = await limiter.check("k", windows); // minute 2/2 (0 left), day 2/3
    expect(second).toMatchObject({ success: true, window: "minute", remaining: 0 });

    const byMinute = await limiter.check("k", windows); // minute 3/2 refused; day counts it: 3/3
    expect(byMinute).toMatchObject({ success: false, window: "minute", retryAfterSeconds: 55 });

    // Next minute: the minute window has room, but the refused request above still cost a day unit.
    clock.set(MINUTE_START_MS + 60_000);
    const byDay = await limiter.check("k", windows);
    expect(byDay).toMatchObject({ success: false, window: "day", remaining: 0, reset: DAY_END_S });
  });

  it("when several windows are exhausted, binds to the one that resets last", async () => {
    const clock = fakeClock(MINUTE_START_MS);
    const limiter = new MemoryRateLimiter({ now: clock.now });
    const windows = [minute(1), day(1)];
    await limiter.check("k", windows);
    expect(await limiter.check("k", windows)).toMatchObject({ success: false, window: "day", reset: DAY_END_S });
  });

  it("keeps separate keys independent", async () => {
    const limiter = new MemoryRateLimiter({ now: () => MINUTE_START_MS });
    const windows = [minute(2)];
    await limiter.check("key-a", windows);
    await limiter.check("key-a", windows);
    expect((await limiter.check("key-a", windows)).success).toBe(false);
    expect(await limiter.check("key-b", windows)).toMatchObject({ success: true, remaining: 1 });
  });

  it("admits exactly N of 50 parallel requests", async () => {
    const limiter = new MemoryRateLimiter({ now: () => MINUTE_START_MS });
    const decisions = await Promise.all(Array.from({ length: 50 }, () => limiter.check("burst", [minute(7), day(1000)])));
    const admitted = decisions.filter((d) => d.success);
    expect(admitted).toHaveLength(7);
    expect(admitted.map((d) => d.remaining).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(decisions.filter((d) => !d.success).every((d) => d.window === "minute" && d.remaining === 0)).toBe(true);
  });

  it("sweeps expired windows so memory stays bounded", async () => {
    const clock = fakeClock(MINUTE_START_MS);
    const limiter = new MemoryRateLimiter({ now: clock.now, sweepIntervalMs: 1_000 });
    for (let i = 0; i < 100; i++) await limiter.check(`ip-${i}`, [minute(10)]);
    expect(limiter.size).toBe(100);

    clock.set(MINUTE_START_MS + 61_000);
    await limiter.check("late", [minute(10)]);
    expect(limiter.size).toBe(1);
  });

  it("rejects malformed windows instead of silently allowing", async () => {
    const limiter = new MemoryRateLimiter();
    await expect(limiter.check("k", [])).rejects.toThrow(RangeError);
    await expect(limiter.check("k", [{ name: "m", limit: 1.5, seconds: 60 }])).rejects.toThrow(RangeError);
    await expect(limiter.check("k", [{ name: "m", limit: 1, seconds: 0 }])).rejects.toThrow(RangeError);
    await expect(limiter.check("k", [minute(1), minute(2)])).rejects.toThrow(/duplicate/);
  });

  it("treats a limit of 0 as refusing everything", async () => {
    const limiter = new MemoryRateLimiter({ now: () => MINUTE_START_MS });
    expect(await limiter.check("k", [minute(0)])).toMatchObject({ success: false, remaining: 0, retryAfterSeconds: 60 });
  });
});

describe("createRateLimiter", () => {
  it("uses the memory engine without Upstash credentials", () => {
    expect(createRateLimiter({}).engine).toBe("memory");
    expect(createRateLimiter({ UPSTASH_REDIS_REST_URL: "http://127.0.0.1:1" }).engine).toBe("memory");
  });

  it("uses the Upstash engine when both URL and token are set", () => {
    const limiter = createRateLimiter({ UPSTASH_REDIS_REST_URL: "http://127.0.0.1:1", UPSTASH_REDIS_REST_TOKEN: "t" });
    expect(limiter.engine).toBe("upstash");
  });
});
