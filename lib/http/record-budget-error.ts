import { refusalOf, type BudgetSnapshot } from "@/lib/limits/budget";
import { ApiError } from "./errors";

const WINDOW_WORDS = { day: "current UTC day", rolling_30_days: "rolling 30 days" } as const;

/**
 * 429 record_budget_exceeded naming the window that refused (day or rolling 30 days), with THAT window's reset as
 * Retry-After, and how many records a request may take now — a smaller page is served at once, the whole one only
 * after the reset. `units` is what the request would have served (null when it was refused before its size was
 * known, because a window is already spent). An export part (`what` "part") is never split, so its message offers no
 * smaller request.
 */
export function recordBudgetExceeded(s: BudgetSnapshot, units: number | null, what: "page" | "part" = "page"): ApiError {
  const r = refusalOf(s, units) ?? {
    // Defensive: a caller that found no refusing window (cannot happen with a consistent snapshot) still answers.
    window: "day" as const, used: s.day.used, limit: s.day.limit ?? 0, retryAfterSeconds: Math.max(1, s.day.resetsInSeconds), availableNow: 0,
  };
  const size = units === null ? "" : `This ${what} holds ${units} record${units === 1 ? "" : "s"}; `;
  const plural = r.availableNow === 1 ? "" : "s";
  const now =
    r.availableNow === 0
      ? "no record can be served now"
      : what === "part"
        ? `${r.availableNow} record${plural} could be served now, but a part is never truncated`
        : `a smaller request of at most ${r.availableNow} record${plural} (e.g. limit=${r.availableNow}) is served now`;
  return new ApiError(
    "record_budget_exceeded",
    `${size}${size ? "the" : "The"} US-law record budget of the ${WINDOW_WORDS[r.window]} has ${Math.max(0, r.limit - r.used)} left (${r.used} of ${r.limit} used): ${now}, and this window gives records back in ${r.retryAfterSeconds} s. Distinct from the request rate limit.`,
    {
      retryAfter: r.retryAfterSeconds,
      details: { window: r.window, records_available: r.availableNow, ...(units === null ? {} : { records_requested: units }) },
    },
  );
}
