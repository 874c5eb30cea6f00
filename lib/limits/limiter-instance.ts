import { MemoryRateLimiter } from "./memory-limiter";
import { DEFAULT_RATE_LIMIT_PREFIX, type RateLimiter } from "./rate-limiter";
import { UpstashRateLimiter } from "./upstash-limiter";

/**
 * Upstash when both REST credentials are present, otherwise the in-process memory engine.
 * The memory engine only limits correctly if one instance serves the whole process: callers should
 * create the limiter once (module scope) rather than per request.
 */
export function createRateLimiter(env: Record<string, string | undefined> = process.env): RateLimiter {
  const url = env.UPSTASH_REDIS_REST_URL?.trim();
  const token = env.UPSTASH_REDIS_REST_TOKEN?.trim();
  if (url && token) {
    return new UpstashRateLimiter({
      url,
      token,
      prefix: env.RATE_LIMIT_PREFIX?.trim() || DEFAULT_RATE_LIMIT_PREFIX,
    });
  }
  return new MemoryRateLimiter();
}

const KEY = Symbol.for("lexatlas.rateLimiter");
type Holder = { [KEY]?: RateLimiter };

/** One limiter per process (kept on globalThis: Next.js may load this module in several bundles). */
export function rateLimiter(): RateLimiter {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= createRateLimiter(process.env));
}

export function setRateLimiterForTests(limiter: RateLimiter | null): void {
  const holder = globalThis as Holder;
  if (limiter) holder[KEY] = limiter;
  else delete holder[KEY];
}
