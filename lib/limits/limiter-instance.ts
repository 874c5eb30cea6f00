import { createRateLimiter, type RateLimiter } from "./rate-limiter";

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
