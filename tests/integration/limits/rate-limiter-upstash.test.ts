/**
 * The production rate-limit path (@upstash/ratelimit over @upstash/redis) against a real Redis,
 * reached through the Upstash REST shim. Runs only when TEST_REDIS_URL is set, e.g.
 *   TEST_REDIS_URL=redis://127.0.0.1:6379 npx vitest run tests/integration/limits/rate-limiter-upstash.test.ts
 *
 * Time: only `Date` is faked (timers and I/O stay real) so both engines see the same instant and
 * windows can be crossed without sleeping. Redis expiry still runs on real time; every key this
 * file writes lives under a random per-run prefix and is deleted afterwards.
 */
import { createHash, randomUUID } from "node:crypto";
import Redis from "ioredis";
import { Redis as UpstashRedis } from "@upstash/redis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRateLimiter } from "@/lib/limits/memory-limiter";
import { createRateLimiter } from "@/lib/limits/limiter-instance";
import {
  RateLimiterUnavailableError,
  type RateDecision,
  type RateLimiter,
  type RateWindow,
} from "@/lib/limits/rate-limiter";
import { startUpstashShim, type UpstashShim } from "@/tests/support/upstash-redis-shim";

const REDIS_URL = process.env.TEST_REDIS_URL;

// 2031-03-14T09:30:00Z: a minute boundary, so offsets below read as "seconds into the minute".
const MINUTE_START_MS = Date.UTC(2031, 2, 14, 9, 30, 0);
const DAY_END_S = Date.UTC(2031, 2, 14) / 1000 + 86_400;

const minute = (limit: number): RateWindow => ({ name: "minute", limit, seconds: 60 });
const day = (limit: number): RateWindow => ({ name: "day", limit, seconds: 86_400 });

/** SCAN rather than KEYS: the Redis may be shared with other test runs. */
async function deleteKeysUnder(redis: Redis, prefix: string): Promise<void> {
  for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 })) {
    if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
  }
}

describe.skipIf(!REDIS_URL)("Upstash rate limiter through the REST shim", () => {
  const prefix = `lexatlas-test:rl:${randomUUID()}`;
  const token = randomUUID();
  let shim: UpstashShim;
  let direct: Redis;
  let limiter: RateLimiter;

  const newLimiter = () =>
    createRateLimiter({ UPSTASH_REDIS_REST_URL: shim.url, UPSTASH_REDIS_REST_TOKEN: shim.token, RATE_LIMIT_PREFIX: prefix });
  const freshKey = () => `key-${randomUUID()}`;

  beforeAll(async () => {
    shim = await startUpstashShim({ redisUrl: REDIS_URL!, token });
    direct = new Redis(REDIS_URL!);
    limiter = newLimiter();
  });

  afterAll(async () => {
    if (direct) {
      await deleteKeysUnder(direct, prefix);
      await direct.quit();
    }
    await shim?.close();
  });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(MINUTE_START_MS + 10_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is the upstash engine and stores its counters under the configured prefix with an expiry", async () => {
    expect(limiter.engine).toBe("upstash");
    const key = freshKey();
    await limiter.check(key, [minute(3)]);
    const stored: string[] = [];
    for await (const keys of direct.scanStream({ match: `${prefix}:${key}:*` })) stored.push(...(keys as string[]));
    expect(stored).toEqual([`${prefix}:${key}:minute:${Math.floor((MINUTE_START_MS + 10_000) / 60_000)}`]);
    expect(await direct.get(stored[0]!)).toBe("1");
    const ttlMs = await direct.pttl(stored[0]!);
    expect(ttlMs).toBeGreaterThan(0);
    expect(ttlMs).toBeLessThanOrEqual(60_000);
  });

  it("admits exactly `limit` requests per window and reports remaining, reset and retry-after", async () => {
    const key = freshKey();
    const windows = [minute(3)];
    const allowed: RateDecision[] = [];
    for (let i = 0; i < 3; i++) allowed.push(await limiter.check(key, windows));
    expect(allowed.map((d) => [d.success, d.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
    ]);
    expect(await limiter.check(key, windows)).toEqual({
      success: false,
      limit: 3,
      remaining: 0,
      reset: MINUTE_START_MS / 1000 + 60,
      retryAfterSeconds: 50,
      window: "minute",
    });

    vi.setSystemTime(MINUTE_START_MS + 60_000);
    expect(await limiter.check(key, windows)).toMatchObject({
      success: true,
      remaining: 2,
      reset: MINUTE_START_MS / 1000 + 120,
    });
  });

  it("with minute + day windows reports the day window once the day is exhausted, and refused requests still cost a day unit", async () => {
    const exhaustedFirst = freshKey();
    for (let i = 0; i < 3; i++) expect((await limiter.check(exhaustedFirst, [minute(5), day(3)])).success).toBe(true);
    expect(await limiter.check(exhaustedFirst, [minute(5), day(3)])).toMatchObject({
      success: false,
      window: "day",
      limit: 3,
      reset: DAY_END_S,
      retryAfterSeconds: DAY_END_S - (MINUTE_START_MS + 10_000) / 1000,
    });

    const key = freshKey();
    const windows = [minute(2), day(3)];
    await limiter.check(key, windows);
    await limiter.check(key, windows);
    expect(await limiter.check(key, windows)).toMatchObject({ success: false, window: "minute", retryAfterSeconds: 50 });
    vi.setSystemTime(MINUTE_START_MS + 60_000);
    expect(await limiter.check(key, windows)).toMatchObject({ success: false, window: "day", reset: DAY_END_S });
  });

  it("keeps separate keys independent", async () => {
    const [a, b] = [freshKey(), freshKey()];
    await limiter.check(a, [minute(2)]);
    await limiter.check(a, [minute(2)]);
    expect((await limiter.check(a, [minute(2)])).success).toBe(false);
    expect(await limiter.check(b, [minute(2)])).toMatchObject({ success: true, remaining: 1 });
  });

  it("admits exactly N of 50 parallel requests from one client", async () => {
    const key = freshKey();
    const decisions = await Promise.all(Array.from({ length: 50 }, () => limiter.check(key, [minute(7), day(1000)])));
    const admitted = decisions.filter((d) => d.success);
    expect(admitted).toHaveLength(7);
    expect(admitted.map((d) => d.remaining).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // Every attempt was counted exactly once in Redis, refused ones included.
    const counterKey = `${prefix}:${key}:minute:${Math.floor((MINUTE_START_MS + 10_000) / 60_000)}`;
    expect(await direct.get(counterKey)).toBe("50");

    // Later refusals must still reach Redis (no process-local "blocked" cache answering instead),
    // otherwise other app instances and the day window would see different counts.
    for (let i = 0; i < 10; i++) expect((await limiter.check(key, [minute(7), day(1000)])).success).toBe(false);
    expect(await direct.get(counterKey)).toBe("60");
  });

  it("peek reports where a key stands without counting: no counter moves, and the next check sees the same room", async () => {
    const key = freshKey();
    const windows = [minute(3), day(10)];
    expect(await limiter.peek(key, windows)).toMatchObject({ success: true, limit: 3, remaining: 3, window: "minute" });
    await limiter.check(key, windows);
    await limiter.check(key, windows);
    const counterKey = `${prefix}:${key}:minute:${Math.floor((MINUTE_START_MS + 10_000) / 60_000)}`;
    for (let i = 0; i < 3; i++) expect(await limiter.peek(key, windows)).toMatchObject({ success: true, remaining: 1, reset: MINUTE_START_MS / 1000 + 60 });
    expect(await direct.get(counterKey)).toBe("2");
    expect(await limiter.check(key, windows)).toMatchObject({ success: true, remaining: 0 });
    expect(await limiter.peek(key, windows)).toMatchObject({ success: false, remaining: 0, retryAfterSeconds: 50, window: "minute" });
    expect(await direct.get(counterKey)).toBe("3");
  });

  it("admits exactly N of 50 parallel requests spread over several app instances", async () => {
    const key = freshKey();
    const instances = Array.from({ length: 5 }, newLimiter);
    const decisions = await Promise.all(
      Array.from({ length: 50 }, (_, i) => instances[i % instances.length]!.check(key, [minute(7)])),
    );
    expect(decisions.filter((d) => d.success)).toHaveLength(7);
  });

  it("surfaces a store that refuses to answer as RateLimiterUnavailableError, not as a decision", async () => {
    const unauthorised = createRateLimiter({
      UPSTASH_REDIS_REST_URL: shim.url,
      UPSTASH_REDIS_REST_TOKEN: "not-the-token",
      RATE_LIMIT_PREFIX: prefix,
    });
    await expect(unauthorised.check(freshKey(), [minute(3)])).rejects.toBeInstanceOf(RateLimiterUnavailableError);
  });

  it("agrees with the memory engine on every decision for the same sequence", async () => {
    const memory = new MemoryRateLimiter({ now: () => Date.now() }); // Date is faked: same instants
    const key = freshKey();
    const tier = [minute(4), day(9)];
    const steps: Array<{ atMs: number; key: string; windows: RateWindow[] }> = [];
    for (let i = 0; i < 6; i++) steps.push({ atMs: MINUTE_START_MS + 10_000 + i * 1_000, key, windows: tier });
    for (let i = 0; i < 5; i++) steps.push({ atMs: MINUTE_START_MS + 61_500 + i * 7_000, key, windows: tier });
    steps.push({ atMs: MINUTE_START_MS + 185_000, key, windows: tier });
    steps.push({ atMs: MINUTE_START_MS + 185_000, key: `${key}-other`, windows: [minute(1)] });
    steps.push({ atMs: MINUTE_START_MS + 185_000, key: `${key}-other`, windows: [minute(1)] });

    const fromUpstash: RateDecision[] = [];
    const fromMemory: RateDecision[] = [];
    for (const step of steps) {
      vi.setSystemTime(step.atMs);
      fromUpstash.push(await limiter.check(step.key, step.windows));
      fromMemory.push(await memory.check(step.key, step.windows));
      // and on every look that counts nothing (the headers of a preflight or an MCP protocol message)
      fromUpstash.push(await limiter.peek(step.key, step.windows));
      fromMemory.push(await memory.peek(step.key, step.windows));
    }
    expect(fromUpstash).toEqual(fromMemory);
    // The sequence must actually exercise refusals by both windows for the comparison to mean much.
    expect(fromMemory.filter((d) => !d.success).map((d) => d.window)).toEqual(
      expect.arrayContaining(["minute", "day"]),
    );
  });
});

describe.skipIf(!REDIS_URL)("Upstash REST shim", () => {
  const prefix = `lexatlas-test:shim:${randomUUID()}`;
  const token = randomUUID();
  let shim: UpstashShim;
  let direct: Redis;

  beforeAll(async () => {
    shim = await startUpstashShim({ redisUrl: REDIS_URL!, token });
    direct = new Redis(REDIS_URL!);
  });
  afterAll(async () => {
    if (direct) {
      await deleteKeysUnder(direct, prefix);
      await direct.quit();
    }
    await shim?.close();
  });

  it("refuses requests without the bearer token", async () => {
    const res = await fetch(shim.url, { method: "POST", body: JSON.stringify(["PING"]) });
    expect(res.status).toBe(401);
    const wrong = await fetch(shim.url, {
      method: "POST",
      headers: { authorization: "Bearer wrong" },
      body: JSON.stringify(["PING"]),
    });
    expect(wrong.status).toBe(401);
  });

  it("round-trips UTF-8 values with and without base64 response encoding", async () => {
    for (const responseEncoding of ["base64", false] as const) {
      const client = new UpstashRedis({ url: shim.url, token, responseEncoding, enableAutoPipelining: false });
      const key = `${prefix}:${String(responseEncoding)}`;
      expect(await client.set(key, "Größe → ✓")).toBe("OK");
      expect(await client.get(key)).toBe("Größe → ✓");
      const [, got] = await client.pipeline().incr(`${key}:n`).get(key).exec();
      expect(got).toBe("Größe → ✓");
      expect(await client.multi().incr(`${key}:n`).incr(`${key}:n`).exec()).toEqual([2, 3]);
    }
  });

  it("runs flagged Lua scripts: SCRIPT LOAD answers the original hash and EVALSHA of it runs the rewrite", async () => {
    const client = new UpstashRedis({ url: shim.url, token, enableAutoPipelining: false });
    const script = `#!lua flags=allow-key-locking\nreturn redis.call("INCRBY", KEYS[1], ARGV[1])`;
    // Precondition for the work-around: this Redis really rejects the flag (else the test proves nothing).
    await expect(direct.eval(script, 1, `${prefix}:raw`, 1)).rejects.toThrow(/allow-key-locking/);

    const originalHash = createHash("sha1").update(script).digest("hex");
    const key = `${prefix}:lua`;
    await expect(client.evalsha(originalHash, [key], [5])).rejects.toThrow(/NOSCRIPT/);
    expect(await client.scriptLoad(script)).toBe(originalHash);
    expect(await client.scriptExists(originalHash)).toEqual([1]);
    expect(await client.evalsha(originalHash, [key], [5])).toBe(5);
    expect(await client.eval(script, [key], [2])).toBe(7);
  });

  it("lets a fresh client recover from NOSCRIPT by falling back to EVAL (the ratelimit library's path)", async () => {
    // A second shim knows no hash mappings: its first EVALSHA must fail with NOSCRIPT, then succeed via EVAL.
    const other = await startUpstashShim({ redisUrl: REDIS_URL!, token });
    try {
      const limiter = createRateLimiter({
        UPSTASH_REDIS_REST_URL: other.url,
        UPSTASH_REDIS_REST_TOKEN: other.token,
        RATE_LIMIT_PREFIX: prefix,
      });
      const key = `k-${randomUUID()}`;
      expect(await limiter.check(key, [minute(2)])).toMatchObject({ success: true, remaining: 1 });
      expect(await limiter.check(key, [minute(2)])).toMatchObject({ success: true, remaining: 0 });
    } finally {
      await other.close();
    }
  });
});
