import { readEntries, type FeedEntry } from "@/lib/enforcement/feed-adapters";
import type { AdapterName } from "@/lib/enforcement/monitored-sources";
import { parseHttpUrl } from "@/lib/http/outbound";
import type { Connector } from "../connector";
import { SourceFault } from "../faults";

/**
 * A monitored agency or court source (db/seed/enforcement/monitored-sources.yaml): one feed URL read whole, in one
 * of the formats of lib/enforcement/feed-adapters.ts (RSS/Atom, the Federal Register documents JSON). A conditional
 * request: an unchanged feed answers 304 and the run reads nothing. A source with no reader (adapter "none") is never
 * fetched: every run is the fault adapter_missing, so the gap shows in source health.
 */

export type AgencyFeedItem = FeedEntry & { link: string | null };

const ACCEPT = "application/rss+xml, application/atom+xml, application/json;q=0.9, application/xml;q=0.9, */*;q=0.1";

export function agencyFeedConnector(feed: { url: string; adapter: AdapterName }): Connector<AgencyFeedItem, null> {
  return {
    format: feed.adapter === "federal_register_json" ? "federal-register-documents" : feed.adapter === "rss" ? "rss-or-atom" : "none",
    docs: feed.url,
    defaultBaseUrl: feed.url,
    async *sync(ctx) {
      if (feed.adapter === "none") throw new SourceFault("adapter_missing", `no reader for ${feed.url}`);
      // The configured feed URL itself (rebased onto the base a test may set), never a URL from a payload.
      const res = await ctx.getText({ url: ctx.rebase(feed.url), headers: { Accept: ACCEPT }, conditional: true });
      if (res.notModified) {
        yield { items: [], checkpoint: null, seen: 0 };
        return null;
      }
      const entries = await readEntries(feed.adapter, res.body);
      const base = new URL(res.url);
      const items = entries.map((e) => ({ ...e, link: e.link ? parseHttpUrl(e.link, base)?.href ?? null : null }));
      yield { items, checkpoint: null, seen: entries.length };
      return null;
    },
  };
}
