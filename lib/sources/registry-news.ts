import fs from "node:fs";
import { z } from "zod";
import type { Db } from "@/db/client";
import { NEWS_SCOPES, newsFeedTarget, writeFeedItems } from "@/lib/news/import-feed";
import { newsFeedConnector, type NewsFeedItem } from "./connectors/news-feed";
import type { SourceDefinition } from "./definition";
import type { Sink } from "./sink";

/**
 * The news feeds LexAtlas follows, as live sources: the file NEWS_FEEDS_FILE names lists them in the format of
 * `npm run import-news -- --file` ([{ url, scope, jurisdiction, publisher?, id? }]). The repository ships no such
 * list (publishers' feeds are the operator's choice), so with NEWS_FEEDS_FILE unset there are no news sources.
 */

const feedSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/).optional(),
  url: z.url({ protocol: /^https?$/ }),
  scope: z.enum(NEWS_SCOPES),
  jurisdiction: z.string().min(1),
  publisher: z.string().min(1).optional(),
  max_silence_hours: z.number().int().min(1).optional(),
});
const feedsFileSchema = z.union([z.array(feedSchema), z.object({ feeds: z.array(feedSchema) }).transform((f) => f.feeds)]);
export type NewsFeedConfig = z.infer<typeof feedSchema>;

/** "https://www.example.gov/news/feed.xml" → "www-example-gov-news-feed-xml" (when the entry names no id). */
export function newsFeedId(feed: NewsFeedConfig): string {
  if (feed.id) return feed.id;
  const u = new URL(feed.url);
  return `${u.host}${u.pathname}`.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 80);
}

export function readNewsFeeds(env: Record<string, string | undefined>): NewsFeedConfig[] {
  const file = env.NEWS_FEEDS_FILE;
  if (!file) return [];
  const parsed = feedsFileSchema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  }
  return parsed.data;
}

function newsSink(feed: NewsFeedConfig): Sink<NewsFeedItem> {
  return {
    kind: "mechanical",
    async apply(db, items, ctx, commitWith) {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const target = await newsFeedTarget(tx, feed.scope, feed.jurisdiction);
        let counts = { added: 0, changed: 0, unchanged: 0 };
        for (const item of items) {
          const r = await writeFeedItems(tx, item.feed, new URL(item.url), { ...target, publisher: feed.publisher }, ctx.at);
          counts = { added: counts.added + r.inserted, changed: counts.changed + r.updated, unchanged: counts.unchanged + r.unchanged };
        }
        await commitWith(tx, counts);
        return counts;
      });
    },
  };
}

export function newsSourceDefinitions(env: Record<string, string | undefined> = process.env): SourceDefinition[] {
  return readNewsFeeds(env).map((feed) => ({
    id: `news/${newsFeedId(feed)}`,
    name: feed.publisher ? `News: ${feed.publisher}` : `News feed ${new URL(feed.url).host}`,
    group: "news",
    upstreamUrl: feed.url,
    connector: newsFeedConnector(feed.url) as SourceDefinition["connector"],
    sink: newsSink(feed) as SourceDefinition["sink"],
    baseUrl: feed.url,
    enabled: true,
    everyHours: 6,
    maxSilenceHours: feed.max_silence_hours ?? 72,
    client: { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024 },
  }));
}
