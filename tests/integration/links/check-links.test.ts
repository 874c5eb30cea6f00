import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { inArray } from "drizzle-orm";
import { getDb } from "@/lib/runtime/database";
import { linkChecks } from "@/db/schema";
import { curatedDataset } from "@/db/seed/dataset";
import { checkLinks, type LinkCheckResult } from "@/lib/links/check-links";
import { accuracyOf } from "@/lib/links/accuracy";

interface Hit {
  method: string;
  path: string;
  at: number;
  range: string | undefined;
  userAgent: string | undefined;
}

const hits: Hit[] = [];
let flakyRecovered = false;
let server: http.Server;
let base: string;
let refused: string; // a port nothing listens on: connection refused

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0]!;
    hits.push({ method: req.method ?? "", path, at: performance.now(), range: req.headers.range, userAgent: req.headers["user-agent"] });
    switch (path) {
      case "/ok":
        return void res.writeHead(200, { "content-type": "text/html" }).end(req.method === "HEAD" ? undefined : "<html>ok</html>");
      case "/moved":
        return void res.writeHead(301, { location: "/ok" }).end();
      case "/gone":
        return void res.writeHead(404).end();
      case "/slow":
        // Answers long after the checker's timeout.
        return void setTimeout(() => res.writeHead(200).end(), 3_000).unref();
      case "/forbidden":
        return void res.writeHead(403).end();
      case "/flaky":
        return void res.writeHead(flakyRecovered ? 200 : 500).end();
      case "/no-head":
        // Some servers refuse HEAD outright; the page itself is fine.
        if (req.method === "HEAD") return void res.writeHead(405, { allow: "GET" }).end();
        return void res.writeHead(req.headers.range ? 206 : 200).end("x".repeat(100_000));
      case "/loop": {
        const n = Number(new URL(req.url ?? "", "http://x").searchParams.get("n") ?? 0);
        return void res.writeHead(302, { location: `/loop?n=${n + 1}` }).end();
      }
      default:
        return void res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  refused = `http://127.0.0.1:${await closedPort()}/page`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A port that was free a moment ago and has nobody listening now. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// Generous: a loaded CI machine can take hundreds of ms to answer a local request; /slow answers after 3 s.
const TIMEOUT_MS = 1000;
const DELAY_MS = 120;
const url = (p: string) => `${base}${p}`;
const byUrl = (results: LinkCheckResult[]) => new Map(results.map((r) => [r.url.replace(base, ""), r]));
let clock = Date.parse("2026-03-01T10:00:00.000Z");
const now = () => new Date((clock += 1000));

describe("accuracyOf before any check", () => {
  it("reports nothing checked (live_pct and last_checked_at null) and counts the history's observations", async () => {
    const { db } = await getDb();
    const a = await accuracyOf(db);
    expect(a).toEqual({
      api_version: "v1",
      source_health: { checked: 0, live: 0, confirmed_broken: 0, unverified: 0, live_pct: null, last_checked_at: null },
      // The first start observes every curated record and jurisdiction once.
      observations: { total: curatedDataset.laws.length + curatedDataset.jurisdictions.length, since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/) },
    });
  });
});

describe("checkLinks against a local server", () => {
  const paths = ["/ok", "/moved", "/gone", "/slow", "/forbidden", "/flaky", "/no-head", "/loop"];
  let first: Map<string, LinkCheckResult>;
  let firstHits: Hit[];

  it("classifies each answer: live, confirmed_broken (404), unverified (timeout, 403, first 5xx, refused, redirect loop)", async () => {
    const { db } = await getDb();
    hits.length = 0;
    const progress: number[] = [];
    const summary = await checkLinks(db, {
      urls: [...paths.map(url), refused],
      timeoutMs: TIMEOUT_MS,
      delayMs: DELAY_MS,
      now,
      onResult: (_r, done) => progress.push(done),
    });
    firstHits = [...hits];
    first = byUrl(summary.results);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(summary).toMatchObject({ checked: 9, live: 3, confirmed_broken: 1, unverified: 5, networkDown: false, pruned: 0 });

    expect(first.get("/ok")).toMatchObject({ state: "live", status: 200, method: "HEAD", redirects: 0, consecutiveFailures: 0 });
    expect(first.get("/moved")).toMatchObject({ state: "live", status: 200, redirects: 1, finalUrl: url("/ok") });
    expect(first.get("/no-head")).toMatchObject({ state: "live", status: 206, method: "GET" });
    expect(first.get("/gone")).toMatchObject({ state: "confirmed_broken", status: 404, consecutiveFailures: 1 });
    expect(first.get("/slow")).toMatchObject({ state: "unverified", status: null, error: `timeout after ${TIMEOUT_MS} ms`, consecutiveFailures: 0 });
    expect(first.get("/forbidden")).toMatchObject({ state: "unverified", status: 403, consecutiveFailures: 0 });
    expect(first.get("/flaky")).toMatchObject({ state: "unverified", status: 500, consecutiveFailures: 1 });
    expect(first.get(refused.replace(base, ""))).toMatchObject({ state: "unverified", status: null, error: "ECONNREFUSED", consecutiveFailures: 1 });
    expect(first.get("/loop")).toMatchObject({ state: "unverified", status: 302, error: "more than 5 redirects", redirects: 5 });

    // What went over the wire: HEAD first; a ranged GET only where HEAD was refused (405) or said 404/5xx; the loop
    // is abandoned after 5 redirects (6 requests); every request names our bot.
    const sent = (p: string) => firstHits.filter((h) => h.path === p).map((h) => h.method);
    expect(sent("/ok")).toEqual(["HEAD", "HEAD"]); // its own check, then as the target of /moved
    expect(sent("/no-head")).toEqual(["HEAD", "GET"]);
    expect(firstHits.find((h) => h.path === "/no-head" && h.method === "GET")!.range).toBe("bytes=0-0");
    expect(sent("/gone")).toEqual(["HEAD", "GET"]);
    expect(sent("/forbidden")).toEqual(["HEAD"]);
    expect(sent("/slow")).toEqual(["HEAD"]);
    expect(sent("/loop")).toHaveLength(6);
    expect(new Set(firstHits.map((h) => h.userAgent))).toEqual(new Set(["LexAtlasBot/1.0 (+http://lexatlas.test)"]));

    const { db: db2 } = await getDb();
    const rows = await db2.select().from(linkChecks).where(inArray(linkChecks.url, [url("/gone"), url("/flaky"), url("/ok")]));
    expect(new Map(rows.map((r) => [r.url.replace(base, ""), [r.state, r.lastStatus, r.consecutiveFailures]]))).toEqual(
      new Map([
        ["/ok", ["live", 200, 0]],
        ["/gone", ["confirmed_broken", 404, 1]],
        ["/flaky", ["unverified", 500, 1]],
      ]),
    );
  });

  it("honours the politeness delay: one request at a time per host, each at least delayMs after the previous", () => {
    // 9 URLs on one host (127.0.0.1): 17 requests reached the server, plus one refused connection.
    expect(firstHits.length).toBe(17);
    const starts = firstHits.map((h) => h.at).sort((a, b) => a - b);
    const gaps = starts.slice(1).map((t, i) => t - starts[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(DELAY_MS);
    // The timed-out request held the host for the whole timeout: the next one waited for it, then the delay.
    const slow = firstHits.find((h) => h.path === "/slow")!;
    const after = starts.find((t) => t > slow.at)!;
    // (The client starts its timer before the server logs the request — tens of ms on a loaded machine. Without the
    // hold the gap would be DELAY_MS alone, so any bound well above it still proves the host was held.)
    expect(after - slow.at).toBeGreaterThanOrEqual(TIMEOUT_MS + DELAY_MS - 50);
  });

  it("confirms breakage only after a second consecutive hard failure, and clears it when the link answers again", async () => {
    const { db } = await getDb();
    const again = byUrl(
      (await checkLinks(db, { urls: ["/flaky", "/slow", "/gone", "/ok"].map(url).concat(refused), timeoutMs: TIMEOUT_MS, delayMs: 10, now })).results,
    );
    expect(again.get("/flaky")).toMatchObject({ state: "confirmed_broken", status: 500, consecutiveFailures: 2 });
    expect(again.get(refused.replace(base, ""))).toMatchObject({ state: "confirmed_broken", error: "ECONNREFUSED", consecutiveFailures: 2 });
    expect(again.get("/gone")).toMatchObject({ state: "confirmed_broken", consecutiveFailures: 2 });
    // A timeout proves nothing either way: still unverified, never broken.
    expect(again.get("/slow")).toMatchObject({ state: "unverified", consecutiveFailures: 0 });

    flakyRecovered = true;
    const recovered = await checkLinks(db, { urls: [url("/flaky")], timeoutMs: TIMEOUT_MS, delayMs: 10, now });
    expect(recovered.results[0]).toMatchObject({ state: "live", status: 200, consecutiveFailures: 0 });
    flakyRecovered = false;
    const relapse = await checkLinks(db, { urls: [url("/flaky"), url("/ok")], timeoutMs: TIMEOUT_MS, delayMs: 10, now });
    expect(relapse.results[0]).toMatchObject({ state: "unverified", consecutiveFailures: 1 });
  });

  it("a hard failure between inconclusive answers still counts: timeouts neither confirm nor clear a streak", async () => {
    const { db } = await getDb();
    let mode: "timeout" | "500" = "timeout";
    const fetchImpl = (async (_input: unknown, init?: RequestInit) => {
      if (mode === "500") return new Response(null, { status: 500 });
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    }) as typeof fetch;
    const target = "https://streak.example.gov/page";
    const fixed = () => new Date("2020-01-01T00:00:00.000Z"); // keeps this row out of last_checked_at below
    const run = async () => (await checkLinks(db, { urls: [target], timeoutMs: 50, delayMs: 0, fetchImpl, now: fixed })).results[0]!;
    mode = "500";
    expect(await run()).toMatchObject({ state: "unverified", consecutiveFailures: 1 });
    mode = "timeout";
    expect(await run()).toMatchObject({ state: "unverified", consecutiveFailures: 1 });
    mode = "500";
    expect(await run()).toMatchObject({ state: "confirmed_broken", consecutiveFailures: 2 });
    await db.delete(linkChecks).where(inArray(linkChecks.url, [target]));
  });

  it("accuracyOf reports the recorded states exactly", async () => {
    const { db } = await getDb();
    const rows = await db.select().from(linkChecks);
    const count = (s: string) => rows.filter((r) => r.state === s).length;
    const a = await accuracyOf(db);
    // /ok /moved /no-head live; /gone /refused confirmed_broken; /slow /forbidden /flaky /loop unverified.
    expect(a.source_health).toEqual({
      checked: 9,
      live: 3,
      confirmed_broken: 2,
      unverified: 4,
      live_pct: 33,
      last_checked_at: new Date(Math.max(...rows.map((r) => r.checkedAt.getTime()))).toISOString(),
    });
    expect([count("live"), count("confirmed_broken"), count("unverified")]).toEqual([3, 2, 4]);
    expect(a.source_health.last_checked_at).toBe(new Date(clock).toISOString());
    expect(a.observations.total).toBe(curatedDataset.laws.length + curatedDataset.jurisdictions.length);
  });
});

describe("checkLinks without a URL list", () => {
  it("checks every distinct official URL of law_records and landmark_bills, and drops rows of URLs no longer served", async () => {
    const { db } = await getDb();
    const asked: string[] = [];
    const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
      asked.push(`${init?.method} ${String(input)}`);
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    const summary = await checkLinks(db, { timeoutMs: 1000, delayMs: 0, fetchImpl, now });

    const expected = new Set(
      [...curatedDataset.laws.map((l) => l.official_url), ...curatedDataset.bills.map((b) => b.official_url)].filter(
        (u): u is string => !!u,
      ),
    );
    expect(new Set(asked)).toEqual(new Set([...expected].map((u) => `HEAD ${u}`)));
    expect(asked).toHaveLength(expected.size); // each URL once, however many records share it
    expect(summary).toMatchObject({ checked: expected.size, live: expected.size, pruned: 9 });
    const a = await accuracyOf(db);
    expect(a.source_health).toMatchObject({ checked: expected.size, live: expected.size, confirmed_broken: 0, unverified: 0, live_pct: 100 });
  });

  it("when nothing answers at all, network failures are not counted towards broken (our connection is down)", async () => {
    const { db } = await getDb();
    const urls = [`http://127.0.0.1:${await closedPort()}/a`, `http://127.0.0.1:${await closedPort()}/b`];
    for (let run = 0; run < 3; run++) {
      const summary = await checkLinks(db, { urls, timeoutMs: TIMEOUT_MS, delayMs: 0, now });
      expect(summary).toMatchObject({ networkDown: true, confirmed_broken: 0, unverified: 2 });
    }
    const rows = await db.select().from(linkChecks).where(inArray(linkChecks.url, urls));
    expect(rows.map((r) => [r.state, r.consecutiveFailures])).toEqual([
      ["unverified", 0],
      ["unverified", 0],
    ]);
  });
});
