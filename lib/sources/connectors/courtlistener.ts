import type { MatterRow } from "@/lib/enforcement/matter-file";
import type { Connector, DraftItem, Fetched } from "../connector";
import { SourceFault } from "../faults";
import {
  courtListenerDocketEntryPageSchema,
  courtListenerDocketPageSchema,
  docketEntriesParams,
  docketEventDraftItem,
  docketQueryFor,
  newDocketEvents,
  pickDocket,
  type CourtListenerDocket,
  type CourtListenerDocketEntry,
  type DocketQuery,
} from "../upstreams/courtlistener";

/**
 * CourtListener REST API v4: the federal dockets behind our enforcement matters (db/seed/enforcement/matters: a
 * federal court in forum_name and a docket_number). Per matter: find the docket, read its entries newest first
 * (cursor pages, each `next` moved onto the configured host with ctx.rebase) until they are older than the newest
 * event the matter holds, and yield each new entry as ONE draft event on the matter (deduplicated against the events
 * it holds; a re-read of the same entry is the same draft). One batch, and one checkpoint, per matter.
 */

/** key: the last matter committed (matters are read in key order). */
export type CourtListenerCheckpoint = { after: string };

/**
 * Pages of entries read per docket and run, at most. A docket we hold no recent event for can have hundreds of new
 * entries; the newest come first, and a later run reads the same pages again until a reviewer has accepted events.
 */
export const MAX_ENTRY_PAGES = 5;

export interface CourtListenerOptions {
  /** The curated matters (read when a run starts). */
  matters: () => MatterRow[];
  maxEntryPages?: number;
}

const API = "/api/rest/v4";

export function courtListenerConnector(options: CourtListenerOptions): Connector<DraftItem, CourtListenerCheckpoint> {
  const maxPages = Math.max(1, options.maxEntryPages ?? MAX_ENTRY_PAGES);
  return {
    format: "courtlistener-v4-dockets",
    docs: "https://www.courtlistener.com/help/api/rest/",
    defaultBaseUrl: "https://www.courtlistener.com",
    env: [
      {
        name: "COURTLISTENER_API_TOKEN",
        required: true,
        purpose: "the API token of a CourtListener account (sent as Authorization: Token …); docket entries need an account with access to that endpoint",
      },
    ],
    async *sync(ctx) {
      const headers = { Authorization: `Token ${ctx.env.COURTLISTENER_API_TOKEN!}` };
      const after = ctx.checkpoint?.after ?? null;
      const planned: { matter: MatterRow; query: DocketQuery }[] = [];
      for (const matter of [...options.matters()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
        if (after !== null && matter.key <= after) continue;
        const plan = docketQueryFor(matter);
        if ("query" in plan) planned.push({ matter, query: plan.query });
      }
      ctx.log(`courtlistener: ${planned.length} matter(s) with a federal docket to check${after ? ` after ${after}` : ""}`);
      for (const { matter, query } of planned) {
        const found: Fetched<{ results: CourtListenerDocket[] }> = await ctx.getJson(
          { url: ctx.url(`${API}/dockets/`, Object.fromEntries(query.params)), headers },
          courtListenerDocketPageSchema,
        );
        const docket = found.body ? pickDocket(found.body.results, query) : null;
        if (!docket) {
          ctx.log(`courtlistener: ${matter.key}: no docket ${query.docketNumber} in ${query.court}`);
          yield { items: [], seen: 0, checkpoint: { after: matter.key } };
          continue;
        }
        const newestHeld = matter.events.reduce<string | null>((max, e) => (e.date && (!max || e.date > max) ? e.date : max), null);
        const entries: CourtListenerDocketEntry[] = [];
        const visited = new Set<string>();
        let url: string | null = ctx.url(`${API}/docket-entries/`, Object.fromEntries(docketEntriesParams(docket.id)));
        for (let page = 0; url && page < maxPages; page++) {
          if (visited.has(url)) throw new SourceFault("schema_changed", `docket-entries next repeats ${url}: the cursor no longer advances`);
          visited.add(url);
          const res: Fetched<{ next: string | null; results: CourtListenerDocketEntry[] }> = await ctx.getJson({ url, headers }, courtListenerDocketEntryPageSchema);
          const results: CourtListenerDocketEntry[] = res.body?.results ?? [];
          entries.push(...results);
          // Newest first: once a page reaches entries older than the newest event held, the rest are older still.
          const reachedHeld: boolean = newestHeld !== null && results.some((e) => e.date_filed !== null && e.date_filed < newestHeld);
          url = !reachedHeld && res.body?.next ? ctx.rebase(res.body.next) : null;
          if (url && page + 1 === maxPages) ctx.log(`courtlistener: ${matter.key}: more than ${maxPages} page(s) of new entries; the newest are drafted, the rest wait for a later run`);
        }
        const items: DraftItem[] = newDocketEvents(matter, docket, entries).map((draft) => {
          const item = docketEventDraftItem(draft);
          return {
            ...item,
            evidence: {
              ...item.evidence,
              docket_id: docket.id,
              court_id: docket.court_id,
              docket_number: docket.docket_number,
              case_name: docket.case_name,
              computed_against: { events: matter.events },
            },
          };
        });
        yield { items, seen: entries.length, checkpoint: { after: matter.key } };
      }
      return null;
    },
  };
}
