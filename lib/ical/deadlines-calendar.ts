import ical from "ical-generator";
import type { DeadlineEntry } from "@/lib/compliance/deadlines";
import { stableUuid } from "@/lib/ids";

/**
 * The /deadlines feed as an RFC 5545 calendar (ical-generator): one all-day event per dated deadline — per date of an
 * entry whose text names several — carrying the law(s), the verbatim text and the source URL. UIDs derive from the
 * (jurisdiction, text, date) triple, so a subscribed calendar updates events instead of duplicating them. DTSTAMP is
 * the generation stamp; everything else is a pure function of the entries.
 */

const PRECISION_NOTE = { day: "", month: " (month precision: the text names only the month)", year: " (year precision: the text names only the year)" };

export interface CalendarOptions {
  generatedAt: Date;
  siteUrl: string;
  feedUrl: string;
  /** Only dates whose period has not ended (the feed's default). */
  upcomingOnly: boolean;
  today: string;
  attribution: string;
  disclaimer: string;
}

export function deadlinesCalendar(entries: DeadlineEntry[], opts: CalendarOptions): string {
  const cal = ical({
    name: "LexAtlas AI-law deadlines",
    description: `Effective and compliance dates of AI laws, parsed from the verbatim source text. ${opts.attribution}. ${opts.disclaimer}`,
    prodId: { company: "LexAtlas", product: "AI-law deadlines", language: "EN" },
    url: opts.feedUrl,
    ttl: 60 * 60 * 12,
  });
  for (const entry of entries) {
    for (const d of entry.dates) {
      if (opts.upcomingOnly && d.sort < opts.today) continue;
      const laws = entry.laws.join("; ");
      cal.createEvent({
        id: `${stableUuid(`deadline:${entry.jurisdiction_slug}|${entry.raw_deadline}|${d.iso}|${d.precision}`)}@lexatlas`,
        start: new Date(`${d.iso}T00:00:00Z`),
        allDay: true,
        stamp: opts.generatedAt,
        summary: `${entry.jurisdiction}: ${laws}`,
        description: [
          `Deadline (verbatim): ${entry.raw_deadline}`,
          `Date: ${d.iso}${PRECISION_NOTE[d.precision]}${d.basis === "computed" ? " (computed from the stated interval and anchor date)" : ""}`,
          `Law: ${laws}`,
          `Status: ${entry.status}`,
          `Source (${entry.source_tier}): ${entry.source_url}`,
          opts.attribution,
          opts.disclaimer,
        ].join("\n"),
        url: entry.source_url,
        categories: [{ name: entry.scope }, { name: entry.jurisdiction_slug }],
      });
    }
  }
  return cal.toString();
}
