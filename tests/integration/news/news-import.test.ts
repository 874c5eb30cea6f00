import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { createHash } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { getDb } from "@/lib/runtime/database";
import { newsItems } from "@/db/schema";
import { newsIdFor } from "@/db/seed";
import { curatedDataset } from "@/db/seed/dataset";
import { EXCERPT_MAX_CHARS, feedItemKey, importNewsFeed, makeExcerpt } from "@/lib/news/import-feed";

const fixtures = path.join(__dirname, "../..", "fixtures", "news");
const rss = fs.readFileSync(path.join(fixtures, "sample-feed.rss"), "utf8");
const atom = fs.readFileSync(path.join(fixtures, "sample-feed.atom"), "utf8");

const SIGNED = "https://governor.example.gov/newsroom/2025/11/03/governor-signs-ai-transparency-act/";
const COMMENT = "https://governor.example.gov/newsroom/2025/10/20/comment-period-automated-decisions/";
const STATEMENT = "https://governor.example.gov/newsroom/2025/10/02/statement-federal-ai-framework/";
const TASK_FORCE = "https://governor.example.gov/newsroom/task-force-first-meeting/";
const GUIDANCE = "https://digital.example.gov/press/2025/11/ai-risk-guidance";
const WORKSHOP = "https://digital.example.gov/press/2025/10/workshop-generative-ai";

/** What the local publisher serves; tests change it to simulate a feed being edited. */
let rssBody = rss;
const requests: { url: string; userAgent: string | undefined }[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? "", userAgent: req.headers["user-agent"] });
    if (req.url === "/feed.rss") return void res.writeHead(200, { "content-type": "application/rss+xml; charset=utf-8" }).end(rssBody);
    if (req.url === "/feed.atom") return void res.writeHead(200, { "content-type": "application/atom+xml" }).end(atom);
    if (req.url === "/moved.rss") return void res.writeHead(301, { location: "/feed.rss" }).end();
    if (req.url === "/latin1.rss") {
      const xml = `<?xml version="1.0" encoding="ISO-8859-1"?><rss version="2.0"><channel><title>Régie (fixture)</title>` +
        `<item><title>Règlement sur l'IA adopté</title><link>https://regie.example.gov/ia</link>` +
        `<description>Le règlement entre en vigueur.</description></item></channel></rss>`;
      return void res.writeHead(200, { "content-type": "text/xml" }).end(Buffer.from(xml, "latin1"));
    }
    if (req.url === "/hang.rss") return; // never answers: the importer's timeout must fire
    if (req.url === "/not-a-feed") return void res.writeHead(200, { "content-type": "text/html" }).end("<html><body>Hello</body></html>");
    res.writeHead(404).end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const sha = (s: string) => createHash("sha256").update(s).digest("hex");
async function row(url: string) {
  const { db } = await getDb();
  const [r] = await db.select().from(newsItems).where(eq(newsItems.key, `feed:${sha(url)}`));
  return r;
}
async function feedRowCount() {
  const { db } = await getDb();
  return (await db.select({ key: newsItems.key }).from(newsItems).where(like(newsItems.key, "feed:%"))).length;
}

describe("importNewsFeed (RSS)", () => {
  it("stores headlines with our own short excerpt, keyed by the sha256 of the link, and reports what it skipped", async () => {
    const { db } = await getDb();
    const before = new Date();
    const result = await importNewsFeed(db, { feedUrl: `${base}/feed.rss`, scope: "state", jurisdiction: "california" });

    expect(result).toMatchObject({ items: 7, inserted: 4, updated: 0, unchanged: 0, skipped: 3 });
    expect(result.source).toBe("Office of the Governor of Example State – Newsroom");
    expect(result.skippedItems.map((s) => [s.title, s.reason])).toEqual([
      ["Weekly schedule of the Governor", "no link"],
      ["Archived audio briefing", "link is not http(s)"],
      ["Governor signs Example State Artificial Intelligence Transparency Act (updated)", "duplicate link in this feed"],
    ]);
    expect(requests.at(-1)).toEqual({ url: "/feed.rss", userAgent: "LexAtlasBot/1.0 (+http://lexatlas.test)" });

    const signed = await row(SIGNED);
    expect(signed).toBeDefined();
    expect(signed!.key).toBe(feedItemKey(SIGNED));
    expect(signed!.id).toBe(newsIdFor(signed!.key));
    expect(signed).toMatchObject({
      scope: "state",
      jurisdictionSlug: "california",
      title: "Governor signs Example State Artificial Intelligence Transparency Act",
      // 21:15 at -08:00 is already 4 November in UTC; the publisher dated it the 3rd.
      publishedDate: "2025-11-03",
      source: "Office of the Governor of Example State – Newsroom",
      url: SIGNED,
    });
    expect(signed!.fetchedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    // The description is longer than the limit: cut at a word boundary, ellipsis, no markup, no script, no body.
    const excerpt = signed!.excerpt!;
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX_CHARS);
    expect(excerpt.length).toBeGreaterThan(200);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt).not.toMatch(/[<>]|&[a-z]+;|trackSigning|FULL-ARTICLE-BODY-SENTINEL|\s{2}/);
    expect(excerpt.startsWith("SACRAMENTO-ISH – Today the Governor signed Senate Bill 1234, the Example State")).toBe(true);
    expect(excerpt).toContain("training data & safety testing.");
    const fullText = "SACRAMENTO-ISH – Today the Governor signed Senate Bill 1234, the Example State Artificial Intelligence " +
      "Transparency Act, requiring developers of large generative models to publish a summary of their training data & " +
      "safety testing. The law also creates a public incident-reporting channel";
    const kept = excerpt.slice(0, -1);
    expect(fullText.startsWith(kept)).toBe(true);
    expect(fullText[kept.length]).toBe(" "); // the cut falls between words, not inside one

    expect(await row(COMMENT)).toMatchObject({
      publishedDate: "2025-10-20",
      excerpt: "Draft rules on automated decision systems are open for public comment until December 1.",
    });
    // Double-escaped HTML in the feed still comes out as plain text; the headline's entity is decoded.
    expect(await row(STATEMENT)).toMatchObject({
      title: "Governor’s statement on the federal AI framework",
      excerpt: "The Governor welcomed the framework and called for close coordination with the states.",
    });
    expect(await row(TASK_FORCE)).toMatchObject({ publishedDate: null });
    expect(await feedRowCount()).toBe(4);
  });

  it("re-importing the same feed duplicates nothing; an edited item is updated, the rest unchanged", async () => {
    const { db } = await getDb();
    const firstFetched = (await row(COMMENT))!.fetchedAt!;
    const again = await importNewsFeed(db, { feedUrl: `${base}/feed.rss`, scope: "state", jurisdiction: "california" });
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 4, skipped: 3 });
    expect(await feedRowCount()).toBe(4);
    // fetched_at is the freshness stamp: seen again, so it moves even though nothing changed.
    expect((await row(COMMENT))!.fetchedAt!.getTime()).toBeGreaterThanOrEqual(firstFetched.getTime());

    rssBody = rss.replace("opens comment period on automated decision rules", "extends comment period on automated decision rules");
    try {
      const edited = await importNewsFeed(db, { feedUrl: `${base}/feed.rss`, scope: "state", jurisdiction: "california" });
      expect(edited).toMatchObject({ inserted: 0, updated: 1, unchanged: 3 });
    } finally {
      rssBody = rss;
    }
    expect((await row(COMMENT))!.title).toBe("Department of Technology extends comment period on automated decision rules");
    expect(await feedRowCount()).toBe(4);
  });

  it("follows a redirect to the feed and honours a publisher name given by the operator", async () => {
    const { db } = await getDb();
    const result = await importNewsFeed(db, {
      feedUrl: `${base}/moved.rss`,
      scope: "state",
      jurisdiction: "california",
      publisher: "Example Governor's Press Office",
    });
    expect(result).toMatchObject({ inserted: 0, updated: 4, unchanged: 0 });
    expect((await row(SIGNED))!.source).toBe("Example Governor's Press Office");
  });

  it("decodes a feed that declares ISO-8859-1", async () => {
    const { db } = await getDb();
    const result = await importNewsFeed(db, { feedUrl: `${base}/latin1.rss`, scope: "state", jurisdiction: "california" });
    expect(result).toMatchObject({ inserted: 1, source: "Régie (fixture)" });
    expect(await row("https://regie.example.gov/ia")).toMatchObject({ title: "Règlement sur l'IA adopté", excerpt: "Le règlement entre en vigueur." });
  });
});

describe("importNewsFeed (Atom)", () => {
  it("uses <summary>, never <content>; <published> (or <updated>) gives the date; entries without a link are skipped", async () => {
    const { db } = await getDb();
    const result = await importNewsFeed(db, { feedUrl: `${base}/feed.atom`, scope: "federal", jurisdiction: "federal" });
    expect(result).toMatchObject({ items: 3, inserted: 2, skipped: 1, source: "Example Agency for Digital Affairs: Press Releases" });
    expect(result.skippedItems).toEqual([{ reason: "no link", title: "Internal note without a public page", link: null }]);

    const guidance = (await row(GUIDANCE))!;
    expect(guidance).toMatchObject({
      scope: "federal",
      jurisdictionSlug: "federal",
      title: "Agency issues guidance on AI risk management & procurement",
      publishedDate: "2025-11-04",
    });
    expect(guidance.excerpt!.length).toBeLessThanOrEqual(EXCERPT_MAX_CHARS);
    expect(guidance.excerpt).toMatch(/^The Example Agency for Digital Affairs today released guidance .*…$/);
    expect(guidance.excerpt).not.toMatch(/[<>]|FULL-ARTICLE-BODY-SENTINEL|90 days/);

    expect(await row(WORKSHOP)).toMatchObject({
      publishedDate: "2025-10-14",
      excerpt: "The agency will host a public workshop on test methods for generative AI systems.",
    });
  });
});

describe("importNewsFeed refuses bad input clearly, before or instead of writing", () => {
  it("an unknown jurisdiction is an error, and no request goes out", async () => {
    const { db } = await getDb();
    const sent = requests.length;
    await expect(
      importNewsFeed(db, { feedUrl: `${base}/feed.rss`, scope: "state", jurisdiction: "atlantis" }),
    ).rejects.toThrow(/Unknown jurisdiction "atlantis".*jurisdictions table/);
    expect(requests.length).toBe(sent);
  });

  it("a scope that disagrees with the jurisdiction, or an unknown scope, is an error", async () => {
    const { db } = await getDb();
    await expect(importNewsFeed(db, { feedUrl: `${base}/feed.rss`, scope: "federal", jurisdiction: "california" })).rejects.toThrow(
      /"california" has scope "state", not "federal"/,
    );
    await expect(importNewsFeed(db, { feedUrl: `${base}/feed.rss`, scope: "planet", jurisdiction: "california" })).rejects.toThrow(/Unknown scope/);
  });

  it("only http(s) feed URLs are fetched", async () => {
    const { db } = await getDb();
    await expect(importNewsFeed(db, { feedUrl: "file:///etc/passwd", scope: "state", jurisdiction: "california" })).rejects.toThrow(
      /http\(s\)/,
    );
  });

  it("HTTP errors, non-feeds and silent servers fail with a message, writing nothing", async () => {
    const { db } = await getDb();
    const count = await feedRowCount();
    const opts = { scope: "state", jurisdiction: "california" };
    await expect(importNewsFeed(db, { ...opts, feedUrl: `${base}/missing.rss` })).rejects.toThrow(/HTTP 404/);
    await expect(importNewsFeed(db, { ...opts, feedUrl: `${base}/not-a-feed` })).rejects.toThrow(/not a readable RSS or Atom feed/);
    const started = Date.now();
    await expect(importNewsFeed(db, { ...opts, feedUrl: `${base}/hang.rss`, timeoutMs: 300 })).rejects.toThrow(/within 300 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await feedRowCount()).toBe(count);
  });

  it("an article already listed (a curated row with the same URL) is not imported twice", async () => {
    const { db } = await getDb();
    const curated = curatedDataset.news[0]!;
    const feed = `<?xml version="1.0"?><rss version="2.0"><channel><title>Mirror (fixture)</title><item>` +
      `<title>${curated.title.replace(/&/g, "&amp;")}</title><link>${curated.url}</link></item></channel></rss>`;
    const fetchImpl = (async () => new Response(feed, { status: 200 })) as typeof fetch;
    const result = await importNewsFeed(db, { feedUrl: "https://mirror.example.gov/feed", scope: curated.scope, jurisdiction: curated.jurisdiction, fetchImpl });
    expect(result).toMatchObject({ inserted: 0, skipped: 1 });
    expect(result.skippedItems[0]).toMatchObject({ reason: "already listed under another key", existingKey: curated.key });
  });
});

describe("makeExcerpt", () => {
  it("never exceeds the limit, never cuts inside a word, and leaves short text alone", () => {
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(" ");
    const cut = makeExcerpt(`<p>${words}</p>`)!;
    expect(cut.length).toBeLessThanOrEqual(EXCERPT_MAX_CHARS);
    expect(cut.endsWith("…")).toBe(true);
    expect(words.startsWith(cut.slice(0, -1) + " ")).toBe(true);
    expect(makeExcerpt("  A <b>short</b>\n\n summary. ")).toBe("A short summary.");
    expect(makeExcerpt("<p>   </p>")).toBeNull();
    expect(makeExcerpt("x".repeat(400))!.length).toBe(EXCERPT_MAX_CHARS);
  });
});
