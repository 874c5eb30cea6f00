// Preloaded into a benchmark server (`node --import ./tests/bench/support/raised-limits.mjs …`): the process's rate
// limiter — whichever engine the bundled code creates — still runs on every request, but with every window's limit
// multiplied by a million, so a load generator measures the request path rather than 429s. Bench only.
const KEY = Symbol.for("lexatlas.rateLimiter");
let inner;
Object.defineProperty(globalThis, KEY, {
  configurable: true,
  get: () => inner,
  set(limiter) {
    inner = limiter && { engine: limiter.engine, check: (key, windows) => limiter.check(key, windows.map((w) => ({ ...w, limit: w.limit * 1e6 }))) };
  },
});
