/**
 * 50 parallel HTTP requests through the kernel on a limit of N: exactly N are served and the rest get 429, on both
 * limiter engines (Upstash through the REST shim to the machine's Redis when TEST_REDIS_URL is set).
 */
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setRateLimiterForTests } from "@/lib/limits/limiter-instance";
import { createRateLimiter } from "@/lib/limits/limiter-instance";
import { startUpstashShim, type UpstashShim } from "../../support/upstash-redis-shim";
import { call, get } from "../../support/api";
import { mintKey } from "../../support/keys";
import { limitedTo } from "../../support/rate-limits";

const N = 7;

async function fireFifty(opts: { key?: string; ip?: string }) {
  const results = await Promise.all(Array.from({ length: 50 }, () => get("/v1/health", opts)));
  return {
    ok: results.filter((r) => r.status === 200),
    limited: results.filter((r) => r.status === 429),
    remaining: results.map((r) => Number(r.headers.get("x-ratelimit-remaining"))),
    all: results,
  };
}

function expectExactlyN(outcome: Awaited<ReturnType<typeof fireFifty>>) {
  expect(outcome.ok).toHaveLength(N);
  expect(outcome.limited).toHaveLength(50 - N);
  for (const r of outcome.limited) {
    expect(r.body.error.code).toBe("rate_limited");
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  }
  // Each served request saw a distinct remaining count: N-1 … 0.
  expect(outcome.ok.map((r) => Number(r.headers.get("x-ratelimit-remaining"))).sort((a, b) => a - b)).toEqual(
    Array.from({ length: N }, (_, i) => i),
  );
}

afterEach(() => setRateLimiterForTests(null));

describe("memory engine", () => {
  it(`50 parallel requests with one key on a limit of ${N}: exactly ${N} served`, async () => {
    setRateLimiterForTests(limitedTo(N));
    expectExactlyN(await fireFifty({ key: await mintKey("free") }));
  });

  it("anonymous callers are limited per IP, independently", async () => {
    setRateLimiterForTests(limitedTo(N));
    expectExactlyN(await fireFifty({ ip: "203.0.113.77" }));
    expect((await get("/v1/health", { ip: "203.0.113.78" })).status).toBe(200);
  });
});

describe("preflight (OPTIONS)", () => {
  const rate = (res: { headers: Headers }) => ["limit", "remaining", "reset", "window", "scope"].map((h) => res.headers.get(`x-ratelimit-${h}`));

  it("carries the caller's X-RateLimit-* as they stand and counts nothing, on declared and unknown paths", async () => {
    setRateLimiterForTests(limitedTo(N));
    const ip = "203.0.113.91";
    for (const path of ["/v1/laws", "/v1/us-law/records/x", "/v1/no-such-endpoint"]) {
      const res = await call("OPTIONS", path, { ip });
      expect(res.status).toBe(204);
      expect(rate(res), path).toEqual([String(N), String(N), expect.stringMatching(/^\d+$/), expect.any(String), "ip"]);
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
    }
    expect((await get("/v1/health", { ip })).headers.get("x-ratelimit-remaining")).toBe(String(N - 1));
    expect(rate(await call("OPTIONS", "/v1/laws", { ip }))[1]).toBe(String(N - 1));
  });

  it("a spent bucket is reported (remaining 0), yet the preflight itself is answered", async () => {
    setRateLimiterForTests(limitedTo(1));
    const key = await mintKey("free");
    expect((await get("/v1/health", { key })).status).toBe(200);
    const res = await call("OPTIONS", "/v1/laws", { key });
    expect(res.status).toBe(204);
    expect(rate(res)).toEqual(["1", "0", expect.stringMatching(/^\d+$/), expect.any(String), "key"]);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)("Upstash engine (REST shim → local Redis)", () => {
  let shim: UpstashShim;
  const prefix = `lexatlas-test:${randomUUID()}`;
  beforeAll(async () => {
    shim = await startUpstashShim({ redisUrl: process.env.TEST_REDIS_URL!, token: "test-token" });
  });
  afterAll(async () => {
    const { default: Redis } = await import("ioredis");
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await shim?.close();
  });

  it(`50 parallel requests with one key on a limit of ${N}: exactly ${N} served`, async () => {
    const engine = createRateLimiter({ UPSTASH_REDIS_REST_URL: shim.url, UPSTASH_REDIS_REST_TOKEN: shim.token, RATE_LIMIT_PREFIX: prefix });
    expect(engine.engine).toBe("upstash");
    setRateLimiterForTests(limitedTo(N, engine));
    expectExactlyN(await fireFifty({ key: await mintKey("free") }));
  });
});
