import { createHash } from "node:crypto";
import { parseHttpUrl } from "@/lib/http/outbound";
import { decodeText, OutboundClient } from "@/lib/sources/client";
import { SourceFault } from "@/lib/sources/faults";
import Parser from "rss-parser";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jurisdictions, newsItems } from "@/db/schema";
import { newsIdFor } from "@/db/seed";

/**
 * The news importer: reads an RSS or Atom feed of a publisher and stores HEADLINES only (title, publisher, link,
 * date) plus a short excerpt we cut from the item's own summary. Article bodies (content:encoded, Atom <content>)
 * are never read, so we never republish anyone's article text.
 */

export const NEWS_SCOPES = ["state", "federal", "eu", "global"] as const;
export type NewsScope = (typeof NEWS_SCOPES)[number];

export const EXCERPT_MAX_CHARS = 280;
const DEFAULT_TIMEOUT_MS = 15_000;
/** Publisher feeds are a few hundred KB at most; anything far bigger is not a headline feed. */
const MAX_FEED_BYTES = 5 * 1024 * 1024;

export interface ImportNewsFeedOptions {
  feedUrl: string;
  scope: string;
  jurisdiction: string;
  /** Publisher name stored as `source`; the feed's own title when omitted. */
  publisher?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
}

export type SkipReason =
  | "no link"
  | "link is not http(s)"
  | "no headline"
  | "duplicate link in this feed"
  | "already listed under another key";

export interface SkippedItem {
  reason: SkipReason;
  title: string | null;
  link: string | null;
  /** For "already listed under another key": the key of the row that already carries this URL. */
  existingKey?: string;
}

export interface ImportNewsFeedResult {
  feedUrl: string;
  feedTitle: string | null;
  source: string | null;
  items: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
  skippedItems: SkippedItem[];
}

/** A problem with the import as a whole (bad input, unreachable or unparsable feed); its message is for operators. */
export class NewsImportError extends Error {
  override name = "NewsImportError";
}

/** The stable row key of a feed item: the same article imported twice (or from two feeds) maps to one row. */
export function feedItemKey(linkOrGuid: string): string {
  return `feed:${createHash("sha256").update(linkOrGuid.trim(), "utf8").digest("hex")}`;
}

export async function importNewsFeed(db: Db, opts: ImportNewsFeedOptions): Promise<ImportNewsFeedResult> {
  const feedUrl = parseHttpUrl(opts.feedUrl);
  if (!feedUrl) throw new NewsImportError(`Feed URL must be an absolute http(s) URL, got "${opts.feedUrl}".`);
  // Checked before any network traffic so a typo never costs a publisher a request.
  const target = await newsFeedTarget(db, opts.scope, opts.jurisdiction);
  const xml = await fetchFeed(feedUrl, opts.fetchImpl, opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const feed = await parseFeed(xml, feedUrl);
  const fetchedAt = (opts.now ?? (() => new Date()))();
  return db.transaction((tx) => writeFeedItems(tx as unknown as Db, feed, feedUrl, { ...target, publisher: opts.publisher }, fetchedAt));
}

export interface NewsFeedTarget {
  scope: NewsScope;
  jurisdiction: string;
}

/** The scope and jurisdiction a feed's headlines are filed under, checked against the jurisdictions table. */
export async function newsFeedTarget(db: Db, scopeText: string, jurisdictionSlug: string): Promise<NewsFeedTarget> {
  const scope = scopeText as NewsScope;
  if (!NEWS_SCOPES.includes(scope)) {
    throw new NewsImportError(`Unknown scope "${scopeText}": use one of ${NEWS_SCOPES.join(", ")}.`);
  }
  const [jurisdiction] = await db
    .select({ slug: jurisdictions.slug, scope: jurisdictions.scope })
    .from(jurisdictions)
    .where(eq(jurisdictions.slug, jurisdictionSlug));
  if (!jurisdiction) {
    throw new NewsImportError(
      `Unknown jurisdiction "${jurisdictionSlug}": it is not in the jurisdictions table. ` +
        `Use an existing slug such as "california", "federal" or "eu" (GET /v1/jurisdictions lists them all).`,
    );
  }
  if (jurisdiction.scope !== scope) {
    throw new NewsImportError(
      `Jurisdiction "${jurisdiction.slug}" has scope "${jurisdiction.scope}", not "${scope}": /news filters on both, ` +
        `so they must agree.`,
    );
  }
  return { scope, jurisdiction: jurisdiction.slug };
}

export type ParsedFeed = Parser.Output<FeedItem>;

/**
 * Writes a parsed feed's headlines (inside the caller's transaction): one row per item link, keyed by the link's
 * sha256; fetched_at advances on every item seen, updated rows only when a value changed.
 */
export async function writeFeedItems(
  tx: Db,
  feed: ParsedFeed,
  feedUrl: URL,
  target: NewsFeedTarget & { publisher?: string },
  fetchedAt: Date,
): Promise<ImportNewsFeedResult> {
  const { scope } = target;
  const feedTitle = cleanText(feed.title);
  const source = cleanText(target.publisher) ?? feedTitle;

  const skippedItems: SkippedItem[] = [];
  const candidates = new Map<string, NewsRowValues>();
  for (const item of feed.items) {
    const title = cleanText(item.title);
    const rawLink = typeof item.link === "string" ? item.link.trim() : "";
    if (!rawLink) {
      skippedItems.push({ reason: "no link", title, link: null });
      continue;
    }
    // Relative links are resolved against the feed, as feed readers do; anything not http(s) is never served.
    const link = parseHttpUrl(rawLink, feedUrl);
    if (!link) {
      skippedItems.push({ reason: "link is not http(s)", title, link: rawLink });
      continue;
    }
    if (!title) {
      skippedItems.push({ reason: "no headline", title: null, link: link.href });
      continue;
    }
    const key = feedItemKey(link.href);
    if (candidates.has(key)) {
      skippedItems.push({ reason: "duplicate link in this feed", title, link: link.href });
      continue;
    }
    candidates.set(key, {
      key,
      scope,
      jurisdictionSlug: target.jurisdiction,
      title,
      publishedDate: publishedDateOf(item),
      source,
      url: link.href,
      excerpt: makeExcerpt(excerptSourceOf(item)),
    });
  }

  let inserted = 0;
  let updated = 0;
  let unchanged = 0;
  const rows = [...candidates.values()];
  const keys = rows.map((r) => r.key);
  const urls = rows.map((r) => r.url);
  const existing = new Map<string, NewsRowValues>();
  const byUrl = new Map<string, string>();
  if (rows.length) {
    for (const r of await tx.select().from(newsItems).where(inArray(newsItems.key, keys))) {
      existing.set(r.key, {
        key: r.key,
        scope: r.scope,
        jurisdictionSlug: r.jurisdictionSlug,
        title: r.title,
        publishedDate: r.publishedDate,
        source: r.source,
        url: r.url ?? "",
        excerpt: r.excerpt,
      });
    }
    // A curated row (or an item imported before under another key) already shows this article: a second row
    // would be a duplicate headline in /news.
    for (const r of await tx.select({ key: newsItems.key, url: newsItems.url }).from(newsItems).where(inArray(newsItems.url, urls))) {
      if (r.url) byUrl.set(r.url, r.key);
    }
  }
  for (const row of rows) {
    const otherKey = byUrl.get(row.url);
    if (otherKey && otherKey !== row.key) {
      skippedItems.push({ reason: "already listed under another key", title: row.title, link: row.url, existingKey: otherKey });
      continue;
    }
    const before = existing.get(row.key);
    if (!before) inserted++;
    else if (sameContent(before, row)) unchanged++;
    else updated++;
    // fetched_at is a freshness stamp: it advances whenever we saw the headline in its feed, changed or not.
    await tx
      .insert(newsItems)
      .values({ id: newsIdFor(row.key), ...row, fetchedAt })
      .onConflictDoUpdate({
        target: newsItems.key,
        set: {
          scope: row.scope,
          jurisdictionSlug: row.jurisdictionSlug,
          title: row.title,
          publishedDate: row.publishedDate,
          source: row.source,
          url: row.url,
          excerpt: row.excerpt,
          fetchedAt,
        },
      });
  }

  return {
    feedUrl: feedUrl.href,
    feedTitle,
    source,
    items: feed.items.length,
    inserted,
    updated,
    unchanged,
    skipped: skippedItems.length,
    skippedItems,
  };
}

interface NewsRowValues {
  key: string;
  scope: string;
  jurisdictionSlug: string;
  title: string | null;
  publishedDate: string | null;
  source: string | null;
  url: string;
  excerpt: string | null;
}

function sameContent(a: NewsRowValues, b: NewsRowValues): boolean {
  return (
    a.scope === b.scope &&
    a.jurisdictionSlug === b.jurisdictionSlug &&
    a.title === b.title &&
    a.publishedDate === b.publishedDate &&
    a.source === b.source &&
    a.url === b.url &&
    a.excerpt === b.excerpt
  );
}


/**
 * The feed's text through the shared outbound client (lib/sources/client.ts: User-Agent, size cap, redirects, one
 * retry for a transient failure); its failures become NewsImportErrors an operator can read.
 */
async function fetchFeed(url: URL, fetchImpl: typeof fetch | undefined, timeoutMs: number): Promise<string> {
  const client = new OutboundClient({ fetchImpl, timeoutMs, maxBytes: MAX_FEED_BYTES, maxAttempts: 2, baseDelayMs: 250, minIntervalMs: 0 });
  try {
    const res = await client.get({
      url: url.href,
      headers: { Accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1" },
    });
    return decodeText(res.bytes!, res.headers.get("content-type"));
  } catch (err) {
    if (!(err instanceof SourceFault)) throw err;
    if (err.code === "timeout") throw new NewsImportError(`Feed ${url.href} did not answer within ${timeoutMs} ms.`);
    if (err.code === "body_too_large") throw new NewsImportError(`Feed ${url.href} is larger than ${MAX_FEED_BYTES} bytes; refusing to read it.`);
    throw new NewsImportError(`Could not read feed ${url.href}: ${err.detail}.`);
  }
}

type FeedItem = Parser.Item & { description?: unknown; published?: unknown; updated?: unknown; "dc:date"?: unknown };

export async function parseFeed(xml: string, url: URL): Promise<ParsedFeed> {
  // `description`, `published` and `updated` are asked for raw so we know exactly where each value came from:
  // the parser otherwise folds an RSS description into `content`, the same field it uses for Atom article bodies.
  const parser = new Parser<Record<string, unknown>, FeedItem>({
    customFields: { item: ["description", "published", "updated"] },
  });
  try {
    return await parser.parseString(xml);
  } catch (err) {
    throw new NewsImportError(`Feed ${url.href} is not a readable RSS or Atom feed: ${(err as Error).message}.`);
  }
}

/** The item's own short summary: Atom <summary>, or RSS <description>. Never content:encoded or Atom <content>. */
function excerptSourceOf(item: FeedItem): string | null {
  for (const candidate of [item.summary, item.description]) {
    const text = rawText(candidate);
    if (text && text.trim()) return text;
  }
  return null;
}

function rawText(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && typeof (value as { _?: unknown })._ === "string") return (value as { _: string })._;
  return null;
}

/**
 * The publisher's own calendar date. Taken from the date text as written (RFC 822 in RSS, RFC 3339 in Atom) rather
 * than through UTC, so an evening press release in Sacramento is not filed under the next day.
 */
export function publishedDateOf(item: FeedItem): string | null {
  for (const candidate of [item.published, item.pubDate, item["dc:date"], item.updated]) {
    const text = rawText(candidate)?.trim();
    if (!text) continue;
    const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s]|$)/.exec(text);
    if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    const rfc822 = /(?:^|[\s,])(\d{1,2})\s+([A-Za-z]{3})[A-Za-z]*\.?\s+(\d{4})\b/.exec(text);
    if (rfc822) {
      const month = MONTHS.indexOf(rfc822[2]!.toLowerCase()) + 1;
      if (month > 0) return validDate(Number(rfc822[3]), month, Number(rfc822[1]));
    }
    const parsed = new Date(text);
    if (!Number.isNaN(parsed.getTime())) return parsed.toISOString().slice(0, 10);
  }
  return null;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function validDate(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d.toISOString().slice(0, 10);
}

/**
 * Our short excerpt: the item's summary as plain text, whitespace collapsed, cut at a word boundary to at most
 * EXCERPT_MAX_CHARS characters (ellipsis included). Short by design: a teaser pointing to the publisher, not a copy.
 */
export function makeExcerpt(html: string | null | undefined, max = EXCERPT_MAX_CHARS): string | null {
  if (!html) return null;
  // Tags out, entities decoded, then tags out again: feeds often double-escape their HTML ("&lt;p&gt;").
  const text = collapse(stripTags(decodeEntities(stripTags(html))));
  if (!text) return null;
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  // A single overlong "word" (a URL, say) has no boundary to respect; cut it hard rather than return nothing.
  if (lastSpace > 0) cut = cut.slice(0, lastSpace);
  else if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  cut = cut.replace(/[\s,;:.\-–—]+$/u, "");
  return `${cut}…`;
}

/** Block tags separate words; inline tags (<a>, <em>…) sit inside a sentence and must not leave a stray space. */
const BLOCK_TAG = /<\/?(?:p|br|div|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article|header|footer|hr|dd|dt|dl|figure|figcaption)\b[^>]*>/gi;

function stripTags(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(BLOCK_TAG, " ")
    .replace(/<\/?[a-zA-Z][^>]*>/g, "");
}

function collapse(text: string): string {
  return text.replace(/\s+/gu, " ").trim();
}

/** Collapses whitespace and strips tags from short fields (titles, publisher names) that feeds sometimes mark up. */
function cleanText(value: unknown): string | null {
  const text = rawText(value);
  if (!text) return null;
  const clean = collapse(stripTags(decodeEntities(text)));
  return clean || null;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  copy: "©",
  reg: "®",
  trade: "™",
  sect: "§",
  para: "¶",
  middot: "·",
  bull: "•",
  eacute: "é",
  egrave: "è",
  agrave: "à",
  aacute: "á",
  ccedil: "ç",
  ouml: "ö",
  uuml: "ü",
  auml: "ä",
  szlig: "ß",
  ntilde: "ñ",
  euro: "€",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
    }
    return NAMED_ENTITIES[body] ?? NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}
