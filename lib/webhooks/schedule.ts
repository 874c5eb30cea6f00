/**
 * The delivery policy, in one place (docs-fragments/webhooks.md documents these numbers).
 *
 * Attempt n of a delivery is due RETRY_DELAYS_SECONDS[n-1] after attempt n-1 failed, ±10 % jitter so a receiver that
 * comes back is not hit by every queued delivery in the same second. After the 6th failure the delivery is
 * dead-lettered. A Retry-After on a failed response can push the next attempt later (never sooner), up to 24 h.
 */

export const MAX_ATTEMPTS = 6;
/** Delay before attempts 1..6: now, 30 s, 5 min, 30 min, 4 h, 24 h. */
export const RETRY_DELAYS_SECONDS = [0, 30, 5 * 60, 30 * 60, 4 * 3600, 24 * 3600] as const;
export const JITTER_FRACTION = 0.1;
export const RETRY_AFTER_MAX_SECONDS = 24 * 3600;

/**
 * Consecutive failed deliveries that disable a webhook (SPEC 3 and 6). A delivery fails when its last attempt fails
 * (it is dead-lettered); a failed attempt with retries left counts nothing yet, so a receiver that is down for a
 * minute while changes queue is not disabled. A delivered delivery resets the streak.
 */
export const DISABLE_AFTER_FAILURES = 10;

/**
 * US-law deliveries (lib/webhooks/us-law-outbox.ts): a subscription's first attempts are due this far apart, in change
 * order — at most 100 a second per subscription, so a title amendment of thousands of sections is a steady stream,
 * not a burst, and never holds up deliveries that are due now.
 */
export const US_LAW_DELIVERY_SPACING_MS = 10;

/** One attempt: connect, send, and read the answer's status and first bytes, all within this. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** An attempt's lease: far longer than an attempt can take, so only a dead sender's attempt is ever taken over. */
export const ATTEMPT_LEASE_MS = 60_000;
/** Bytes of the receiver's answer we keep (for the attempt log); never the whole body. */
export const RESPONSE_PREFIX_BYTES = 256;

/** Milliseconds to wait before `attempt` (1-based), jittered. `random` in [0, 1). */
export function delayBeforeAttempt(attempt: number, random: () => number = Math.random): number {
  const base = RETRY_DELAYS_SECONDS[Math.min(Math.max(attempt, 1), MAX_ATTEMPTS) - 1]! * 1000;
  return Math.round(base * (1 + JITTER_FRACTION * (2 * random() - 1)));
}

/**
 * When the attempt after `failedAttempt` is due, or null when it was the last one the delivery may have (dead
 * letter): MAX_ATTEMPTS on the automatic schedule, more after a manual retry (`attemptLimit`).
 */
export function retryAt(
  now: Date,
  failedAttempt: number,
  retryAfterSeconds: number | null,
  random: () => number = Math.random,
  attemptLimit: number = MAX_ATTEMPTS,
): Date | null {
  if (failedAttempt >= attemptLimit) return null;
  let delay = delayBeforeAttempt(failedAttempt + 1, random);
  if (retryAfterSeconds !== null) delay = Math.max(delay, Math.min(retryAfterSeconds, RETRY_AFTER_MAX_SECONDS) * 1000);
  return new Date(now.getTime() + delay);
}

/** Retry-After as delay-seconds or an HTTP-date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: Date): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}
