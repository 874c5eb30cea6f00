/**
 * Rate limiter backed by Upstash Redis through `@upstash/ratelimit` (fixed windows; see
 * rate-limiter.ts for why). Shared by every instance of the app, so limits hold across a fleet.
 *
 * Configuration choices, each deliberate:
 *   - `Ratelimit.fixedWindow`: one atomic INCR (Lua) per window per request, so counts are exact
 *     under concurrency: 50 parallel requests against a limit of 7 admit exactly 7.
 *   - one `Ratelimit` per distinct (limit, seconds) pair, created lazily and cached: the instance is
 *     immutable config, and tier tables contain only a handful of distinct pairs.
 *   - `ephemeralCache: false`: the library's default in-process cache remembers "blocked until" per
 *     identifier and then refuses WITHOUT calling Redis. Those refusals are not counted, which breaks
 *     "every request counts in every window" (a request refused by the cached minute window would not
 *     reach the day window), and it lives in one process only, so two app instances would answer
 *     differently. Exactness is worth one round trip.
 *   - `enableProtection: false`: it downloads deny lists from the internet on the request path.
 *   - `analytics: false`: it writes extra keys per request that we do not read.
 *   - `timeout`: the library answers "success" with limit 0 when Redis is slower than this (fail
 *     open with nonsense headers). We turn that answer into RateLimiterUnavailableError so the HTTP
 *     layer decides explicitly, exactly as it must for a network error.
 */
import { Ratelimit } from "@upstash/ratelimit";
import { Redis } from "@upstash/redis";
import {
  assertValidWindows,
  decide,
  decidePeek,
  DEFAULT_RATE_LIMIT_PREFIX,
  RateLimiterUnavailableError,
  type RateDecision,
  type RateLimiter,
  type RateWindow,
  type WindowOutcome,
} from "./rate-limiter";

export interface UpstashRateLimiterOptions {
  url: string;
  token: string;
  /** Key prefix in Redis; keys are `${prefix}:${key}:${windowName}:${bucket}`. */
  prefix?: string;
  /** Milliseconds before a check is abandoned as unavailable. */
  timeoutMs?: number;
}

export class UpstashRateLimiter implements RateLimiter {
  readonly engine = "upstash" as const;
  readonly prefix: string;
  private readonly redis: Redis;
  private readonly timeoutMs: number;
  private readonly limiters = new Map<string, Ratelimit>();

  constructor(options: UpstashRateLimiterOptions) {
    this.prefix = options.prefix ?? DEFAULT_RATE_LIMIT_PREFIX;
    this.timeoutMs = options.timeoutMs ?? 5_000;
    // Telemetry only adds SDK-identifying headers to every request; nothing here needs it.
    this.redis = new Redis({ url: options.url, token: options.token, enableTelemetry: false });
  }

  async check(key: string, windows: RateWindow[]): Promise<RateDecision> {
    assertValidWindows(windows);
    // Windows are counted in parallel; the client auto-pipelines them into one HTTP request.
    const outcomes = await Promise.all(
      windows.map(async (window): Promise<WindowOutcome> => {
        let response: Awaited<ReturnType<Ratelimit["limit"]>>;
        try {
          // The identifier carries the window name so "minute" and "day" never share a counter, but
          // not the limit: a key whose tier changes mid-window keeps the requests it already made.
          response = await this.limiterFor(window).limit(`${key}:${window.name}`);
        } catch (error) {
          throw new RateLimiterUnavailableError(`rate limiter: Redis request failed: ${String(error)}`, {
            cause: error,
          });
        }
        if (response.reason === "timeout") {
          throw new RateLimiterUnavailableError(`rate limiter: Redis did not answer within ${this.timeoutMs} ms`);
        }
        // The library reports remaining = max(0, limit - used); with a static limit (no dynamic
        // limits) `used` is recoverable exactly only while not exhausted, so refusal is taken from
        // `success` and encoded as used = limit + 1, which is all decide() needs.
        const used = response.success ? window.limit - response.remaining : window.limit + 1;
        return { window, used, resetAtMs: response.reset };
      }),
    );
    return decide(outcomes, Date.now());
  }

  async peek(key: string, windows: RateWindow[]): Promise<RateDecision> {
    assertValidWindows(windows);
    const outcomes = await Promise.all(
      windows.map(async (window): Promise<WindowOutcome> => {
        try {
          // The library's read-only look at the same fixed-window counter check() increments (same identifier).
          const { remaining, reset } = await this.limiterFor(window).getRemaining(`${key}:${window.name}`);
          return { window, used: window.limit - remaining, resetAtMs: reset };
        } catch (error) {
          throw new RateLimiterUnavailableError(`rate limiter: Redis request failed: ${String(error)}`, { cause: error });
        }
      }),
    );
    return decidePeek(outcomes, Date.now());
  }

  private limiterFor(window: RateWindow): Ratelimit {
    const cacheKey = `${window.limit}/${window.seconds}`;
    let limiter = this.limiters.get(cacheKey);
    if (!limiter) {
      limiter = new Ratelimit({
        redis: this.redis,
        limiter: Ratelimit.fixedWindow(window.limit, `${window.seconds} s`),
        prefix: this.prefix,
        ephemeralCache: false,
        enableProtection: false,
        analytics: false,
        enableTelemetry: false,
        timeout: this.timeoutMs,
      });
      this.limiters.set(cacheKey, limiter);
    }
    return limiter;
  }
}
