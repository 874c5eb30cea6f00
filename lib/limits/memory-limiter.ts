/**
 * In-process fixed-window rate limiter: the engine used when no Upstash credentials are configured
 * (single machine, tests). Same semantics as the Upstash engine — see rate-limiter.ts.
 *
 * Concurrency: `check` reads and increments every counter synchronously (no await between them), so
 * on Node's single thread parallel calls are serialised and a limit of N admits exactly N requests.
 */
import {
  assertValidWindows,
  decide,
  decidePeek,
  type RateDecision,
  type RateLimiter,
  type RateWindow,
  type WindowOutcome,
} from "./rate-limiter";

export interface MemoryRateLimiterOptions {
  /** Epoch milliseconds; injectable so tests can move time without sleeping. */
  now?: () => number;
  /**
   * How often (in clock time) expired windows are dropped. Memory is bounded by the counters of
   * windows still running plus whatever expired within one interval.
   */
  sweepIntervalMs?: number;
}

interface Counter {
  windowStartMs: number;
  resetAtMs: number;
  used: number;
}

/**
 * The window length is part of the identity so that a window renamed or resized mid-flight never inherits another
 * window's count (Upstash gets the same effect from its bucket number).
 */
const counterId = (key: string, window: RateWindow) => `${key}\u0000${window.name}\u0000${window.seconds}`;

export class MemoryRateLimiter implements RateLimiter {
  readonly engine = "memory" as const;
  private readonly now: () => number;
  private readonly sweepIntervalMs: number;
  private readonly counters = new Map<string, Counter>();
  private nextSweepAtMs = Number.NEGATIVE_INFINITY;

  constructor(options: MemoryRateLimiterOptions = {}) {
    this.now = options.now ?? Date.now;
    this.sweepIntervalMs = options.sweepIntervalMs ?? 60_000;
  }

  /** Number of live counters; exposed so tests can prove expired windows are released. */
  get size(): number {
    return this.counters.size;
  }

  async check(key: string, windows: RateWindow[]): Promise<RateDecision> {
    assertValidWindows(windows);
    const nowMs = this.now();
    this.sweep(nowMs);

    const outcomes: WindowOutcome[] = windows.map((window) => {
      const lengthMs = window.seconds * 1000;
      const windowStartMs = Math.floor(nowMs / lengthMs) * lengthMs;
      const id = counterId(key, window);
      let counter = this.counters.get(id);
      if (!counter || counter.windowStartMs !== windowStartMs) {
        counter = { windowStartMs, resetAtMs: windowStartMs + lengthMs, used: 0 };
        this.counters.set(id, counter);
      }
      counter.used += 1;
      return { window, used: counter.used, resetAtMs: counter.resetAtMs };
    });

    return decide(outcomes, nowMs);
  }

  async peek(key: string, windows: RateWindow[]): Promise<RateDecision> {
    assertValidWindows(windows);
    const nowMs = this.now();
    const outcomes: WindowOutcome[] = windows.map((window) => {
      const lengthMs = window.seconds * 1000;
      const windowStartMs = Math.floor(nowMs / lengthMs) * lengthMs;
      const counter = this.counters.get(counterId(key, window));
      const used = counter && counter.windowStartMs === windowStartMs ? counter.used : 0;
      return { window, used, resetAtMs: windowStartMs + lengthMs };
    });
    return decidePeek(outcomes, nowMs);
  }

  private sweep(nowMs: number): void {
    if (nowMs < this.nextSweepAtMs) return;
    this.nextSweepAtMs = nowMs + this.sweepIntervalMs;
    for (const [id, counter] of this.counters) {
      if (counter.resetAtMs <= nowMs) this.counters.delete(id);
    }
  }
}
