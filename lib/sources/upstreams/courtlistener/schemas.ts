import { z } from "zod";
import { parseUpstream } from "../schema-error";

/**
 * CourtListener REST API v4 (https://www.courtlistener.com/help/api/rest/) shapes we read: dockets
 * (`/api/rest/v4/dockets/`), docket entries (`/api/rest/v4/docket-entries/`) and the cursor-paginated list around
 * them (`next` / `previous` URLs; `count` is a number only when asked for, else a URL that would count). Fields
 * CourtListener adds later pass through.
 */

const isoDate = z.iso.date();

export const courtListenerDocketSchema = z.object({
  id: z.number().int(),
  court_id: z.string().min(1),
  docket_number: z.string(),
  case_name: z.string(),
  date_filed: isoDate.nullable(),
  date_terminated: isoDate.nullable(),
  date_last_filing: isoDate.nullable(),
  absolute_url: z.string().startsWith("/"),
});

const recapDocumentSchema = z.object({
  description: z.string().nullable().optional(),
  document_number: z.string().nullable().optional(),
  attachment_number: z.number().int().nullable().optional(),
  absolute_url: z.string().nullable().optional(),
});

export const courtListenerDocketEntrySchema = z.object({
  id: z.number().int(),
  /** The REST API links the docket by URL; docket-alert webhooks give its id. */
  docket: z.union([z.number().int(), z.url()]),
  entry_number: z.number().int().nullable(),
  date_filed: isoDate.nullable(),
  description: z.string(),
  recap_sequence_number: z.string().optional(),
  recap_documents: z.array(recapDocumentSchema).default([]),
});

const cursorPage = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.union([z.number().int(), z.string()]).optional(),
    next: z.url().nullable(),
    previous: z.url().nullable(),
    results: z.array(item),
  });

export const courtListenerDocketPageSchema = cursorPage(courtListenerDocketSchema);
export const courtListenerDocketEntryPageSchema = cursorPage(courtListenerDocketEntrySchema);

/** A docket-alert webhook delivery (event_type 1): the new entries of a docket someone follows. */
export const courtListenerDocketAlertSchema = z.object({
  payload: z.object({ results: z.array(courtListenerDocketEntrySchema) }),
  webhook: z.object({ version: z.number().int(), event_type: z.literal(1), date_created: z.string() }),
});

export type CourtListenerDocket = z.infer<typeof courtListenerDocketSchema>;
export type CourtListenerDocketEntry = z.infer<typeof courtListenerDocketEntrySchema>;
export type CourtListenerPage<T> = { count?: number | string; next: string | null; previous: string | null; results: T[] };

export function parseCourtListenerDocket(body: unknown): CourtListenerDocket {
  return parseUpstream(courtListenerDocketSchema, body, "courtlistener /dockets/{id}/");
}

export function parseCourtListenerDocketPage(body: unknown): CourtListenerPage<CourtListenerDocket> {
  return parseUpstream(courtListenerDocketPageSchema, body, "courtlistener /dockets/");
}

export function parseCourtListenerDocketEntryPage(body: unknown): CourtListenerPage<CourtListenerDocketEntry> {
  return parseUpstream(courtListenerDocketEntryPageSchema, body, "courtlistener /docket-entries/");
}

export function parseCourtListenerDocketAlert(body: unknown): CourtListenerDocketEntry[] {
  return parseUpstream(courtListenerDocketAlertSchema, body, "courtlistener docket-alert webhook").payload.results;
}

/**
 * The next page to fetch, or null at the end. Cursor pages are followed by their `next` URL as given (the cursor is
 * opaque); a `next` on another host is refused rather than followed with our token.
 */
export function nextPageUrl(page: { next: string | null }, apiBase = "https://www.courtlistener.com"): string | null {
  if (!page.next) return null;
  return new URL(page.next).host === new URL(apiBase).host ? page.next : null;
}
