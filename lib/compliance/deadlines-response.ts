import type { Db } from "@/db/client";
import type { Caller } from "@/lib/auth/caller";
import { deadlinesCalendar } from "@/lib/ical/deadlines-calendar";
import { listDeadlines, type DeadlineQuery } from "./deadlines";

/** GET /deadlines in its two representations: the JSON list, or (format=ical|ics) the same entries as RFC 5545. */
export async function deadlinesResponse(
  db: Db,
  query: DeadlineQuery & { format: "json" | "ical" | "ics" },
  caller: Caller,
  siteUrl: string,
  now = new Date(),
) {
  const result = await listDeadlines(db, query, caller, siteUrl, now);
  if (query.format === "json") return { data: result.data, meta: result.meta };
  const body = deadlinesCalendar(result.data, {
    generatedAt: now,
    siteUrl,
    feedUrl: result.meta.ical,
    upcomingOnly: result.meta.upcoming_only,
    today: result.today,
    attribution: result.meta.attribution,
    disclaimer: result.meta.disclaimer,
  });
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="lexatlas-deadlines.ics"',
      // Calendar clients poll a subscription; half a day matches the feed's own refresh hint (X-PUBLISHED-TTL).
      "Cache-Control": "public, max-age=3600",
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Expose-Headers": "X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset",
    },
  });
}
