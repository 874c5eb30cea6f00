/**
 * Rate limiting contract (SPEC Part 8) and the factory that picks an engine.
 *
 * Both engines implement the same FIXED-WINDOW semantics so that a deployment with Upstash and a
 * single-machine run without it answer identically for the same sequence of requests:
 *   - a window of `seconds` starts at floor(now / seconds) * seconds (epoch aligned) and resets at
 *     start + seconds; every request in it increments one counter;
 *   - a request is allowed while the counter, after counting it, is <= limit.
 * Fixed windows are chosen over sliding windows / token buckets because the counts are exact (an
 * atomic INCR per window), so X-RateLimit-Remaining and X-RateLimit-Reset are true statements and
 * the published "N per minute / M per day" tables mean literally that. Upstash's sliding window is
 * an approximation (it weights the previous window) and a token bucket has no "reset" instant. The
 * known cost — a client can burst up to 2x the limit across a window boundary — is acceptable for a
 * read-only API.
 *
 * Several windows (e.g. minute + day) are checked together. EVERY window counts the request, even
 * when another window refuses it; a refused request is never "given back" to the windows that had
 * room. Undoing would need a second round trip per window and would race with concurrent requests
 * (an undo can let a different request through that should have been refused), whereas "every
 * request attempt costs one unit everywhere" is exact under concurrency and easy to explain.
 */

export interface RateWindow {
  /** Identity of the counter together with the caller's key, e.g. "minute" or "day". Unique per check. */
  name: string;
  /** Requests allowed per window; 0 refuses everything. */
  limit: number;
  /** Window length in whole seconds. */
  seconds: number;
}

export interface RateDecision {
  success: boolean;
  /** Limit of the binding window (the exhausted one when !success, else the one with least remaining). */
  limit: number;
  /** Requests left in the binding window, >= 0. */
  remaining: number;
  /** Unix SECONDS when the binding window resets. */
  reset: number;
  /** 0 on success; >= 1 when refused (seconds until the exhausted window resets). */
  retryAfterSeconds: number;
  /** Name of the binding window. */
  window: string;
}

export interface RateLimiter {
  readonly engine: "memory" | "upstash";
  /** Counts one request for `key` against every window (all windows consume); refused if any window is exhausted. */
  check(key: string, windows: RateWindow[]): Promise<RateDecision>;
  /**
   * Where `key` stands in every window, counting nothing: for answers that are not a request of the API (a CORS
   * preflight, an MCP protocol message) but still carry the caller's X-RateLimit-* headers. `success` says whether
   * the next request would be admitted.
   */
  peek(key: string, windows: RateWindow[]): Promise<RateDecision>;
}

/** Thrown when the limiter's store cannot answer (timeout, network); the caller decides fail-open or 503. */
export class RateLimiterUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "RateLimiterUnavailableError";
  }
}

export const DEFAULT_RATE_LIMIT_PREFIX = "lexatlas:rl";

/** What one window said about one request; both engines reduce their answers to this. */
export interface WindowOutcome {
  window: RateWindow;
  /** Counter value after this request was counted. */
  used: number;
  /** Epoch milliseconds at which this window ends. */
  resetAtMs: number;
}

/** Rejects malformed windows up front: a typo in a tier table must fail loudly, not silently allow. */
export function assertValidWindows(windows: readonly RateWindow[]): void {
  if (windows.length === 0) throw new RangeError("rate limiter: at least one window is required");
  const names = new Set<string>();
  for (const w of windows) {
    if (!w.name) throw new RangeError("rate limiter: window name must be non-empty");
    if (names.has(w.name)) throw new RangeError(`rate limiter: duplicate window name "${w.name}"`);
    names.add(w.name);
    if (!Number.isInteger(w.limit) || w.limit < 0) {
      throw new RangeError(`rate limiter: window "${w.name}" limit must be an integer >= 0`);
    }
    if (!Number.isInteger(w.seconds) || w.seconds < 1) {
      throw new RangeError(`rate limiter: window "${w.name}" seconds must be an integer >= 1`);
    }
  }
}

/**
 * Folds per-window outcomes into one decision. Shared by both engines so they cannot disagree on
 * which window is "binding":
 *   - refused: among exhausted windows, the one that resets LAST (retrying earlier would still be
 *     refused by it), ties to the first listed;
 *   - allowed: the window with the fewest remaining, ties to the one that resets last, then the
 *     first listed.
 */
export function decide(outcomes: readonly WindowOutcome[], nowMs: number): RateDecision {
  return decideFrom(outcomes, nowMs, (o) => o.used > o.window.limit);
}

/**
 * A peek's decision: the counters as they stand (the next request not counted), so a window is exhausted when it
 * has no room left for one more. Binding window and headers as in decide().
 */
export function decidePeek(outcomes: readonly WindowOutcome[], nowMs: number): RateDecision {
  return decideFrom(outcomes, nowMs, (o) => o.used >= o.window.limit);
}

function decideFrom(outcomes: readonly WindowOutcome[], nowMs: number, isExhausted: (o: WindowOutcome) => boolean): RateDecision {
  const remainingOf = (o: WindowOutcome) => Math.max(0, o.window.limit - o.used);
  const exhausted = outcomes.filter(isExhausted);

  let binding: WindowOutcome | undefined;
  if (exhausted.length > 0) {
    for (const o of exhausted) if (!binding || o.resetAtMs > binding.resetAtMs) binding = o;
  } else {
    for (const o of outcomes) {
      if (
        !binding ||
        remainingOf(o) < remainingOf(binding) ||
        (remainingOf(o) === remainingOf(binding) && o.resetAtMs > binding.resetAtMs)
      ) {
        binding = o;
      }
    }
  }
  if (!binding) throw new RangeError("rate limiter: no window outcomes to decide on");

  const success = exhausted.length === 0;
  return {
    success,
    limit: binding.window.limit,
    remaining: remainingOf(binding),
    reset: Math.ceil(binding.resetAtMs / 1000),
    // At least 1: a refused client told "retry in 0 s" would retry immediately and be refused again.
    retryAfterSeconds: success ? 0 : Math.max(1, Math.ceil((binding.resetAtMs - nowMs) / 1000)),
    window: binding.window.name,
  };
}
