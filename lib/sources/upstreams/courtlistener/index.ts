/** CourtListener v4: matter → docket query; docket entries → draft matter events (see docs/upstreams.md). */
export {
  courtListenerDocketEntryPageSchema,
  courtListenerDocketPageSchema,
  courtListenerDocketSchema,
  nextPageUrl,
  parseCourtListenerDocket,
  parseCourtListenerDocketAlert,
  parseCourtListenerDocketEntryPage,
  parseCourtListenerDocketPage,
  type CourtListenerDocket,
  type CourtListenerDocketEntry,
} from "./schemas";
export { courtIdForForum, courtListenerDocketNumber, docketEntriesParams, docketEventDraftItem, docketQueryFor, newDocketEvents, pickDocket, type DocketQuery, type DraftMatterEvent } from "./docket-events";
