import type { RepresentationSource } from "@/lib/http/operation";
import { deadlinesCalendar } from "@/lib/ical/deadlines-calendar";
import type { DeadlineEntry } from "./deadlines";

/** The iCal (RFC 5545) form of a GET /deadlines result: the same entries the JSON lists, one event per dated deadline. */
export function deadlinesAsCalendar(result: RepresentationSource, siteUrl: string): string {
  const data = result.data as DeadlineEntry[];
  const meta = result.meta as { generated_at: string; ical: string; upcoming_only: boolean; as_of: string; attribution: string; disclaimer: string };
  return deadlinesCalendar(data, {
    generatedAt: new Date(meta.generated_at),
    siteUrl,
    feedUrl: meta.ical,
    upcomingOnly: meta.upcoming_only,
    today: meta.as_of,
    attribution: meta.attribution,
    disclaimer: meta.disclaimer,
  });
}
