import { NewsImportError, parseFeed, type ParsedFeed } from "@/lib/news/import-feed";
import type { Connector } from "../connector";
import { SourceFault } from "../faults";

/**
 * A publisher's RSS or Atom feed for /news: read whole with a conditional request (an unchanged feed answers 304 and
 * the run writes nothing), parsed with the news importer's reader. Headlines only: article bodies are never read.
 */
export type NewsFeedItem = { feed: ParsedFeed; url: string };

export function newsFeedConnector(feedUrl: string): Connector<NewsFeedItem, null> {
  return {
    format: "rss-or-atom",
    docs: feedUrl,
    defaultBaseUrl: feedUrl,
    async *sync(ctx) {
      const res = await ctx.getText({
        url: ctx.rebase(feedUrl),
        headers: { Accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1" },
        conditional: true,
      });
      if (res.notModified) {
        yield { items: [], checkpoint: null, seen: 0 };
        return null;
      }
      let feed: ParsedFeed;
      try {
        feed = await parseFeed(res.body, new URL(res.url));
      } catch (err) {
        if (err instanceof NewsImportError) throw new SourceFault("unreadable", err.message);
        throw err;
      }
      yield { items: [{ feed, url: res.url }], checkpoint: null, seen: feed.items.length };
      return null;
    },
  };
}
