/**
 * EDGAR and the news feeds as live sources, against a replay server on 127.0.0.1:
 * - EDGAR full-text search yields DRAFT disclosures (source_drafts, pending), never rows in /disclosures; without the
 *   contact SEC asks automated readers to declare, no request is made (credentials_missing). The EDGAR response is
 *   the constructed shape fixture of tests/fixtures/disclosures (README there), the one the existing parser is tested on.
 * - A news feed listed in NEWS_FEEDS_FILE writes headlines as import-news does; the second run is a conditional
 *   request answered 304, and writes nothing.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, like } from "drizzle-orm";
import { disclosures, newsItems, sourceDrafts } from "@/db/schema";
import { getDb } from "@/lib/runtime/database";
import { edgarSource } from "@/lib/sources/registry-edgar";
import { newsSourceDefinitions } from "@/lib/sources/registry-news";
import { runSource } from "@/lib/sources/run";
import { startReplayServer, type ReplayServer } from "../../support/replay-server";

const fixtures = path.resolve(__dirname, "../../fixtures");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-feeds-"));
let replay: ReplayServer;
const client = { minIntervalMs: 0, baseDelayMs: 5 };

beforeAll(async () => {
  await getDb();
  replay = await startReplayServer([
    { path: "/LATEST/search-index", respond: { body: fs.readFileSync(path.join(fixtures, "disclosures/edgar-full-text-search.json")), headers: { "content-type": "application/json" } } },
    { path: "/feed.rss", respond: { body: fs.readFileSync(path.join(fixtures, "news/sample-feed.rss")), etag: '"feed-v1"', headers: { "content-type": "application/rss+xml" } } },
    { path: "/not-a-feed", respond: { body: "<html><body>Hello</body></html>", headers: { "content-type": "text/html" } } },
  ]);
});

afterAll(async () => {
  await replay?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("EDGAR full-text search", () => {
  const at = new Date("2025-03-10T12:00:00Z");

  it("without SEC_EDGAR_CONTACT no request is made: credentials_missing (reason unauthorized)", async () => {
    const { db } = await getDb();
    const result = await runSource(db, edgarSource({}), { trigger: "test", env: {}, now: () => at, baseUrls: { edgar: replay.url }, client });
    expect(result).toMatchObject({ outcome: "faulted", faultCode: "credentials_missing", reasonCode: "unauthorized", requests: 0 });
    expect(result.detail).toMatch(/SEC_EDGAR_CONTACT/);
    expect(replay.requests.filter((r) => r.path === "/LATEST/search-index")).toEqual([]);
  });

  it("with the contact declared, filings become pending draft disclosures, and nothing reaches /disclosures", async () => {
    const { db } = await getDb();
    const env = { SEC_EDGAR_CONTACT: "LexAtlas operations ops@lexatlas.test" };
    const held = (await db.select({ n: count() }).from(disclosures))[0]!.n;
    const result = await runSource(db, edgarSource(env), { trigger: "test", env, now: () => at, baseUrls: { edgar: replay.url }, client });
    expect(result).toMatchObject({ outcome: "succeeded", seen: 3 });
    const drafts = await db.select().from(sourceDrafts).where(eq(sourceDrafts.source, "edgar"));
    expect(drafts.length).toBe(result.added);
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((d) => d.status === "pending" && d.target === "disclosure")).toBe(true);
    expect(drafts.find((d) => d.itemKey === "edgar:0009990004-25-000007")).toMatchObject({
      upstreamUrl: "https://www.sec.gov/Archives/edgar/data/9990004/000999000425000007/exhl-20241231.htm",
      proposed: expect.objectContaining({ company: "Example Health Systems, Inc.", form: "10-K", filing_date: "2025-02-27" }),
    });
    expect((await db.select({ n: count() }).from(disclosures))[0]!.n).toBe(held);

    const request = replay.requests.find((r) => r.path === "/LATEST/search-index")!;
    expect(request.headers["user-agent"]).toBe("LexAtlasBot/1.0 (+http://lexatlas.test) (LexAtlas operations ops@lexatlas.test)");
    expect(request.query.get("q")).toBe('"artificial intelligence"');
    expect(request.query.get("enddt")).toBe("2025-03-10");
    expect(request.query.get("startdt")).toBe("2025-02-08"); // a first run looks back 30 days

    const again = await runSource(db, edgarSource(env), { trigger: "test", env, now: () => at, baseUrls: { edgar: replay.url }, client });
    expect(again).toMatchObject({ outcome: "succeeded", added: 0, unchanged: result.added });
    expect(replay.requests.filter((r) => r.path === "/LATEST/search-index").at(-1)!.query.get("startdt")).toBe("2025-02-27"); // the cursor
  });
});

describe("news feeds from NEWS_FEEDS_FILE", () => {
  const feedsFile = path.join(tmp, "feeds.json");
  const env = () => ({ NEWS_FEEDS_FILE: feedsFile });

  it("no file, no news sources", () => {
    expect(newsSourceDefinitions({})).toEqual([]);
  });

  it("writes the feed's headlines, then reads it conditionally: 304, nothing written", async () => {
    fs.writeFileSync(feedsFile, JSON.stringify([{ id: "governor", url: `${replay.url}/feed.rss`, scope: "state", jurisdiction: "california", publisher: "Office of the Governor" }]));
    const [def] = newsSourceDefinitions(env());
    expect(def).toMatchObject({ id: "news/governor", group: "news" });
    const { db } = await getDb();
    const first = await runSource(db, def!, { trigger: "test", env: env(), client });
    expect(first).toMatchObject({ outcome: "succeeded", seen: 7, added: 4, changed: 0 });
    const rows = () => db.select({ n: count() }).from(newsItems).where(like(newsItems.key, "feed:%"));
    expect((await rows())[0]!.n).toBe(4);
    const second = await runSource(db, def!, { trigger: "test", env: env(), client });
    expect(second).toMatchObject({ outcome: "succeeded", seen: 0, added: 0 });
    expect(replay.requests.filter((r) => r.path === "/feed.rss").map((r) => r.headers["if-none-match"] ?? null)).toEqual([null, '"feed-v1"']);
    expect((await rows())[0]!.n).toBe(4);
  });

  it("a feed that is not a feed is the fault unreadable", async () => {
    fs.writeFileSync(feedsFile, JSON.stringify({ feeds: [{ url: `${replay.url}/not-a-feed`, scope: "state", jurisdiction: "california" }] }));
    const [def] = newsSourceDefinitions(env());
    expect(def!.id).toBe("news/127-0-0-1-" + new URL(replay.url).port + "-not-a-feed");
    const { db } = await getDb();
    expect(await runSource(db, def!, { trigger: "test", env: env(), client })).toMatchObject({ outcome: "faulted", faultCode: "unreadable", reasonCode: "other" });
  });
});
