import fs from "node:fs";
import { z } from "zod";
import type { Db } from "@/db/client";
import { NEWS_SCOPES, newsFeedTarget, writeFeedItems } from "@/lib/news/import-feed";
import { newsFeedConnector, type NewsFeedItem } from "./connectors/news-feed";
import type { SourceDefinition } from "./definition";
import { SourceConfigError, SourceFault } from "./faults";
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
const feedListSchema = z.array(feedSchema);
const feedsObjectSchema = z.object({ feeds: feedListSchema }).transform((f) => f.feeds);
export type NewsFeedConfig = z.infer<typeof feedSchema>;

/** "https://www.example.gov/news/feed.xml" → "www-example-gov-news-feed-xml" (when the entry names no id). */
export function newsFeedId(feed: NewsFeedConfig): string {
  if (feed.id) return feed.id;
  const u = new URL(feed.url);
  return `${u.host}${u.pathname}`.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 80);
}


/**
 * The feeds NEWS_FEEDS_FILE lists (none when it is unset). A file that is missing, unreadable, not JSON, or with an
 * entry that does not fit the format throws SourceConfigError naming the file and the problem.
 */
export function readNewsFeeds(env: Record<string, string | undefined>): NewsFeedConfig[] {
  const file = env.NEWS_FEEDS_FILE;
  if (!file) return [];
  const problem = (what: string) => new SourceConfigError(`NEWS_FEEDS_FILE ${file}: ${what}`);
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (err) {
    throw problem(`cannot be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw problem(`is not JSON (${(err as Error).message})`);
  }
  // A list, or { "feeds": [...] }: validated as the one it is, so a problem names the entry and field it is in.
  const parsed = Array.isArray(json) ? feedListSchema.safeParse(json) : feedsObjectSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw problem(`${issue.path.join(".") || "(root)"}: ${issue.message}`);
  }
  const ids = parsed.data.map(newsFeedId);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated) throw problem(`two feeds have the id "${repeated}" (give one an "id")`);
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

/**
 * One source per feed. When NEWS_FEEDS_FILE cannot be used, no feed of it is read and a single source "news" stands
 * for them, faulted config_invalid: source health then shows the gap instead of hiding it, and the file's problem is
 * the run's operator detail (the start-up log and `npm run sync` print it).
 */
export function newsSourceDefinitions(env: Record<string, string | undefined> = process.env): SourceDefinition[] {
  let feeds: NewsFeedConfig[];
  try {
    feeds = readNewsFeeds(env);
  } catch (err) {
    if (!(err instanceof SourceConfigError)) throw err;
    return [unreadableFeedsFile(err.message)];
  }
  return feeds.map((feed) => ({
    id: `news/${newsFeedId(feed)}`,
    name: feed.publisher ? `News: ${feed.publisher}` : `News feed ${new URL(feed.url).host}`,
    group: "news",
    upstreamUrl: feed.url,
    connector: newsFeedConnector(feed.url) as SourceDefinition["connector"],
    sink: newsSink(feed) as SourceDefinition["sink"],
    baseUrl: feed.url,
    enabled: true,
    everyHours: NEWS_EVERY_HOURS,
    maxSilenceHours: feed.max_silence_hours ?? NEWS_MAX_SILENCE_HOURS,
    client: { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024 },
  }));
}

const NEWS_EVERY_HOURS = 6;
const NEWS_MAX_SILENCE_HOURS = 72;

/** The id of the source that stands for the feeds of an unreadable NEWS_FEEDS_FILE (a feed's id is "news/<id>"). */
export const NEWS_FEEDS_FILE_SOURCE_ID = "news";

function unreadableFeedsFile(problem: string): SourceDefinition {
  return {
    id: NEWS_FEEDS_FILE_SOURCE_ID,
    name: "News feeds (NEWS_FEEDS_FILE)",
    group: "news",
    upstreamUrl: null,
    // The runner refuses a source with a configFault before it reads or writes anything; these never run.
    connector: {
      format: "rss-or-atom",
      docs: "https://www.rssboard.org/rss-specification",
      defaultBaseUrl: "http://127.0.0.1/",
      env: [{ name: "NEWS_FEEDS_FILE", required: false, purpose: "the news feeds to follow" }],
      async *sync() {
        throw new SourceFault("config_invalid", problem);
      },
    },
    sink: {
      kind: "mechanical",
      apply: async () => {
        throw new SourceFault("config_invalid", problem);
      },
    },
    configFault: problem,
    enabled: true,
    everyHours: NEWS_EVERY_HOURS,
    maxSilenceHours: NEWS_MAX_SILENCE_HOURS,
  };
}
