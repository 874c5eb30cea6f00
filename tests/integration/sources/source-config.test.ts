/**
 * A live source's configuration that cannot be used is a configuration error, not a server error: a malformed
 * NEWS_FEEDS_FILE (or FEDERAL_REGISTER_TYPES, or OPEN_STATES_REQUESTS_PER_MINUTE) leaves GET /v1/sources answering 200 with every other source, and the
 * sources concerned listed with the fault config_invalid (never the file's path or contents); a run of them makes no
 * request and records config_invalid; `npm run sync` says what is wrong, naming the file, once.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/runtime/database";
import { allSources, sourceConfigurationProblems } from "@/lib/sources/registry";
import { NEWS_FEEDS_FILE_SOURCE_ID, newsSourceDefinitions } from "@/lib/sources/registry-news";
import { runSource } from "@/lib/sources/run";
import { get } from "../../support/api";
import { syncCli } from "../../support/sync-cli";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-source-config-"));
const file = (name: string, text: string) => {
  const f = path.join(tmp, name);
  fs.writeFileSync(f, text);
  return f;
};
const FEED = { url: "https://www.example.gov/news/feed.xml", scope: "state", jurisdiction: "california" };
const saved = {
  NEWS_FEEDS_FILE: process.env.NEWS_FEEDS_FILE,
  FEDERAL_REGISTER_TYPES: process.env.FEDERAL_REGISTER_TYPES,
  OPEN_STATES_REQUESTS_PER_MINUTE: process.env.OPEN_STATES_REQUESTS_PER_MINUTE,
};

beforeAll(async () => {
  await getDb();
});

afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("a NEWS_FEEDS_FILE that cannot be used", () => {
  const cases: [string, () => string, RegExp][] = [
    ["not JSON", () => file("broken.json", '[{"url": "https://www.example.gov/feed.xml",'), /is not JSON/],
    ["an entry without its scope", () => file("no-scope.json", JSON.stringify([FEED, { url: "https://www.example.gov/other.xml", jurisdiction: "texas" }])), /1\.scope: /],
    ["a URL that is not http(s)", () => file("ftp.json", JSON.stringify([{ ...FEED, url: "ftp://example.gov/feed.xml" }])), /0\.url: /],
    ["two feeds with one id", () => file("twice.json", JSON.stringify([FEED, FEED])), /two feeds have the id "www-example-gov-news-feed-xml"/],
    ["a file that does not exist", () => path.join(tmp, "missing.json"), /cannot be read \(ENOENT\)/],
  ];

  it.each(cases)("%s: one source \"news\" faulted config_invalid, its detail naming the file and the problem", (_name, make, problem) => {
    const f = make();
    const defs = newsSourceDefinitions({ NEWS_FEEDS_FILE: f });
    expect(defs).toHaveLength(1);
    expect(defs[0]).toMatchObject({ id: NEWS_FEEDS_FILE_SOURCE_ID, group: "news", upstreamUrl: null });
    expect(defs[0]!.configFault).toMatch(new RegExp(`^NEWS_FEEDS_FILE ${f.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: `));
    expect(defs[0]!.configFault).toMatch(problem);
    expect(sourceConfigurationProblems({ NEWS_FEEDS_FILE: f })).toEqual([defs[0]!.configFault]);
  });

  it("a good file has no problem and one source per feed", () => {
    const f = file("good.json", JSON.stringify([FEED]));
    expect(sourceConfigurationProblems({ NEWS_FEEDS_FILE: f })).toEqual([]);
    expect(newsSourceDefinitions({ NEWS_FEEDS_FILE: f }).map((d) => d.id)).toEqual(["news/www-example-gov-news-feed-xml"]);
  });

  it("GET /v1/sources still answers 200 with every other source; the news entry shows config_invalid, never the file", async () => {
    const f = file("broken-api.json", "{ not json");
    process.env.NEWS_FEEDS_FILE = f;
    const res = await get("/v1/sources");
    expect(res.status).toBe(200);
    const ids = res.body.data.map((s: { id: string }) => s.id);
    expect(ids).toEqual(expect.arrayContaining(["federal-register", "edgar", "enforcement/ftc-press-releases", "news"]));
    expect(res.body.data.find((s: { id: string }) => s.id === "news")).toMatchObject({
      group: "news",
      upstream_url: null,
      configured: false,
      is_stale: true,
      requires_env: ["NEWS_FEEDS_FILE"],
      last_fault_code: "config_invalid",
      last_fault_reason_code: "other",
      last_fault_label: expect.stringMatching(/configuration/),
    });
    expect(JSON.stringify(res.body)).not.toContain(tmp);
    expect((await get("/v1/sources?group=news")).body.data.map((s: { id: string }) => s.id)).toEqual(["news"]);
  });

  it("running it makes no request and records config_invalid with the problem as operator detail", async () => {
    const { db } = await getDb();
    const f = file("broken-run.json", "[");
    const [def] = newsSourceDefinitions({ NEWS_FEEDS_FILE: f });
    const result = await runSource(db, def!, { trigger: "test", env: { NEWS_FEEDS_FILE: f } });
    expect(result).toMatchObject({ outcome: "faulted", faultCode: "config_invalid", reasonCode: "other", requests: 0, batches: 0 });
    expect(result.detail).toContain(f);
  });
});

describe("FEDERAL_REGISTER_TYPES naming an unknown type", () => {
  it("the Federal Register source is listed faulted config_invalid; the list still answers", async () => {
    process.env.FEDERAL_REGISTER_TYPES = "executive_order,decree";
    const { db } = await getDb();
    const fr = (await allSources(db)).find((s) => s.id === "federal-register")!;
    expect(fr.configFault).toMatch(/^FEDERAL_REGISTER_TYPES "executive_order,decree": unknown decree; use executive_order, proclamation/);
    const res = await get("/v1/sources?group=us-law");
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ id: "federal-register", last_fault_code: "config_invalid", configured: false });
    expect(await runSource(db, fr, { trigger: "test" })).toMatchObject({ faultCode: "config_invalid", requests: 0 });
  });
});

describe("OPEN_STATES_REQUESTS_PER_MINUTE that is not a number of requests", () => {
  it("the Open States source is listed faulted config_invalid; the list still answers and the problem is said", async () => {
    process.env.OPEN_STATES_REQUESTS_PER_MINUTE = "fast";
    const { db } = await getDb();
    const openStates = (await allSources(db)).find((s) => s.id === "open-states")!;
    expect(openStates.configFault).toMatch(/^OPEN_STATES_REQUESTS_PER_MINUTE must be a whole number/);
    expect(sourceConfigurationProblems({ OPEN_STATES_REQUESTS_PER_MINUTE: "fast" })).toEqual([openStates.configFault]);
    const res = await get("/v1/sources?group=laws");
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ id: "open-states", last_fault_code: "config_invalid", configured: false });
    expect(await runSource(db, openStates, { trigger: "test", env: { OPEN_STATES_API_KEY: "k", OPEN_STATES_REQUESTS_PER_MINUTE: "fast" } })).toMatchObject({
      faultCode: "config_invalid",
      requests: 0,
    });
  });
});

describe("npm run sync", () => {
  it("says what is wrong with NEWS_FEEDS_FILE once, naming the file, and exits 1", async () => {
    const f = file("broken-cli.json", '{"feeds": [');
    const out = await syncCli(["news"], { ...process.env, DATABASE_URL: "", POSTGRES_URL: "", PGLITE_DIR: "memory://", NEWS_FEEDS_FILE: f });
    expect(out.code, out.stderr).toBe(1);
    const said = out.stderr.split("\n").filter((l) => l.includes("configuration error"));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(`NEWS_FEEDS_FILE ${f}: is not JSON`);
    expect(out.stdout).toMatch(/^news: config_invalid \(other\) — This server's configuration/m);
  }, 120_000);
});
