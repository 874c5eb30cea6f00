import { createRateLimiter } from "@/lib/limits/limiter-instance";
import type { RateLimiter, RateWindow } from "@/lib/limits/rate-limiter";

/**
 * A real rate-limit engine (the in-process one unless given) with every window's limit replaced by `limit`: the tier
 * table's numbers are too large to spend in a test, or too small for a test that is not about rate limits.
 * `onCount` notes the key of every counted request (which bucket a caller landed in).
 */
export function limitedTo(limit: number, engine: RateLimiter = createRateLimiter({}), onCount?: (key: string) => void): RateLimiter {
  const scaled = (windows: RateWindow[]) => windows.map((w) => ({ ...w, limit }));
  return {
    engine: engine.engine,
    check: (key, windows) => (onCount?.(key), engine.check(key, scaled(windows))),
    peek: (key, windows) => engine.peek(key, scaled(windows)),
  };
}
