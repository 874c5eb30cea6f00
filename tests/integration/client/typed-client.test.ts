/**
 * The typed client (client/index.ts over the generated client/schema.d.ts) against a running server: a real HTTP
 * listener on 127.0.0.1 in front of the /v1 route exports. It lists laws anonymously and with a key issued through
 * the API, searches US law with a licensed key, follows the change feed to the end with since/cursor (and resumes
 * from the stored cursor), pages a list to the end by offset, and turns every kind of non-2xx answer into the typed
 * error body. The `@ts-expect-error` calls are the type-level half: `tsc --noEmit -p .` fails if the generated types
 * stop rejecting them. Runs on PGlite, and on Postgres with TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { TIERS } from "@/lib/auth/tiers";
import type { Db } from "@/db/client";
import { getDb } from "@/lib/runtime/database";
import { ingestSnapshot } from "@/lib/runtime/ingest";
import { loadUsLawTestSubset } from "@/lib/us-law/load";
import {
  createLexAtlasClient,
  cursorPages,
  dataOrThrow,
  itemsOf,
  LexAtlasError,
  offsetPages,
  rateLimitOf,
  recordBudgetOf,
  type components,
  type LexAtlasClient,
} from "@/client";
import { startApiHttpServer } from "../../support/api-http-server";
import { historySince, latestObservedAt } from "../../support/history";
import { mintKey } from "../../support/keys";
import { syntheticSnapshot } from "../../support/synthetic-laws";

let db: Db;
let server: { url: string; close: () => Promise<void> };
let anonymous: LexAtlasClient;

beforeAll(async () => {
  ({ db } = await getDb());
  server = await startApiHttpServer();
  anonymous = createLexAtlasClient({ baseUrl: server.url });
}, 180_000);

afterAll(async () => {
  await server?.close();
});

/** The error a call rejects with through dataOrThrow. */
async function rejection(call: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<LexAtlasError> {
  const err = await dataOrThrow(call).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LexAtlasError);
  return err as LexAtlasError;
}

describe("reading with and without a key", () => {
  it("lists laws anonymously: the anonymous page size, trimmed fields, and the per-IP rate limit in the headers", async () => {
    const { data, error, response } = await anonymous.GET("/laws", { params: { query: { scope: "state", limit: 20 } } });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data!.data).toHaveLength(TIERS.anonymous.listMax);
    expect(data!.data.every((law) => law.scope === "state")).toBe(true);
    expect(data!.meta.fields).toBe("trimmed");
    expect(data!.meta.gated).toContain("limit");
    expect(rateLimitOf(response)).toMatchObject({ limit: TIERS.anonymous.perMinute, scope: "ip" });
    expect(rateLimitOf(response)!.resetAt.getTime()).toBeGreaterThan(Date.now() - 1000);
    expectTypeOf(data!.data[0]!).toEqualTypeOf<components["schemas"]["Record"]>();
  });

  it("takes the site URL or the API base alike", async () => {
    const viaBase = createLexAtlasClient({ baseUrl: `${server.url}/v1/` });
    const health = await dataOrThrow(viaBase.GET("/health"));
    expect(health.status).toBe("ok");
  });

  it("issues a free key through the API, and sends it as X-API-Key on every call", async () => {
    const issued = await dataOrThrow(anonymous.POST("/keys", { body: { email: `client-${randomUUID()}@example.com` } }));
    expect(issued.tier).toBe("free");
    const free = createLexAtlasClient({ baseUrl: server.url, apiKey: issued.key });
    const { data, response } = await free.GET("/laws", { params: { query: { limit: 100 } } });
    expect(response.status).toBe(200);
    expect(data!.data).toHaveLength(TIERS.free.listMax);
    expect(data!.meta.fields).toBe("full");
    expect(rateLimitOf(response)).toMatchObject({ limit: TIERS.free.perMinute, scope: "key" });
    const me = await dataOrThrow(free.GET("/me"));
    expect(me.data.key_prefix).toBe(issued.key_prefix);
  });

  it("searches US law with a licensed key; the record budget is read from meta", async () => {
    await loadUsLawTestSubset(db);
    const client = createLexAtlasClient({ baseUrl: server.url, apiKey: await mintKey("developer", ["us_law"]) });
    const { data, response } = await client.GET("/us-law/search", { params: { query: { q: "Executive Order 14110", limit: 5 } } });
    expect(response.status, JSON.stringify(data)).toBe(200);
    expect(response.headers.get("X-SVC-Product-Scope")).toBe("in_product");
    expect(data!.meta.strategy).toBe("document_number");
    expect(data!.data.map((r) => r.identifier)).toEqual(["EO 14110"]);
    const budget = recordBudgetOf(data);
    expect(budget).toMatchObject({ unit: "record", charged: 1, day: { limit: TIERS.developer.usLawRecordsPerDay } });
    expect(budget!.day.used).toBeGreaterThanOrEqual(1);
  }, 120_000);
});

describe("paging to the end", () => {
  it("follows the change feed with since/cursor: every seeded change exactly once, in order; then resumes from the stored cursor", async () => {
    const client = createLexAtlasClient({ baseUrl: server.url, apiKey: await mintKey("business") });
    const start = (await latestObservedAt(db))!;
    const prefix = `client-${randomUUID().slice(0, 8)}`;
    for (let run = 0; run < 3; run++) await ingestSnapshot(db, syntheticSnapshot(prefix, run, 20)); // 20 inserts, 40 updates
    const expected = (await historySince(db, start)).map((row) => row.id);
    expect(expected.length).toBeGreaterThanOrEqual(60);

    const LIMIT = 7; // not a divisor of the count, so the last page is a short one
    const changesAfter = (since: string) =>
      cursorPages((cursor) => client.GET("/changes", { params: { query: { order: "asc", limit: LIMIT, since: cursor } } }), since);
    const pages = [];
    for await (const page of changesAfter(start)) pages.push(page);
    const seen = pages.flatMap((page) => page.data.map((change) => change.event_id));
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages.length).toBe(Math.floor(expected.length / LIMIT) + 1);
    const stored = pages.at(-1)!.meta.cursor!;
    expect(stored).toBe(await latestObservedAt(db));

    await ingestSnapshot(db, syntheticSnapshot(prefix, 3, 20));
    const later = (await historySince(db, stored)).map((row) => row.id);
    const resumed = [];
    for await (const change of itemsOf(changesAfter(stored))) resumed.push(change.event_id);
    expect(resumed).toEqual(later);
    expect(resumed.length).toBeGreaterThanOrEqual(20);
  }, 120_000);

  it("pages a list to the end by offset: every row once, as many as meta.total", async () => {
    const client = createLexAtlasClient({ baseUrl: server.url, apiKey: await mintKey("business") });
    const query = { scope: "state", sort: "title", order: "asc", limit: 40 } as const;
    const ids: string[] = [];
    let total = 0;
    for await (const page of offsetPages((offset) => client.GET("/laws", { params: { query: { ...query, offset } } }))) {
      total = page.meta.total;
      ids.push(...page.data.map((law) => law.id));
    }
    expect(total).toBeGreaterThan(query.limit * 2);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  }, 60_000);

  it("stops where the tier's paging depth ends, and the last page says so", async () => {
    const client = createLexAtlasClient({ baseUrl: server.url, apiKey: await mintKey("free") });
    const pages = [];
    for await (const page of offsetPages((offset) => client.GET("/laws", { params: { query: { limit: 100, offset } } }))) pages.push(page);
    const maxOffset = TIERS.free.maxOffset!;
    expect(pages[0]!.meta.total).toBeGreaterThan(maxOffset + TIERS.free.listMax); // otherwise the depth is never reached
    const last = pages.at(-1)!;
    expect(last.data).toEqual([]);
    expect(last.meta.offset).toBeGreaterThan(maxOffset);
    expect(last.meta.gated).toContain("offset");
    const rows = pages.flatMap((page) => page.data.map((law) => law.id));
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows.length).toBe(Math.floor(maxOffset / TIERS.free.listMax) * TIERS.free.listMax + TIERS.free.listMax);
  }, 60_000);
});

describe("errors: the typed error body", () => {
  it("404 for an unknown law: the error body on the result, and a LexAtlasError from dataOrThrow", async () => {
    const id = randomUUID();
    const { data, error, response } = await anonymous.GET("/laws/{id}", { params: { path: { id } } });
    expect(data).toBeUndefined();
    expect(response.status).toBe(404);
    expect(error!.api_version).toBe("v1");
    expect(error!.error.code).toBe("not_found");
    expect(error!.error.docs).toMatch(/\/docs\/errors#not_found$/);
    expectTypeOf(error!.error.code).toEqualTypeOf<components["schemas"]["Error"]["error"]["code"]>();

    const err = await rejection(anonymous.GET("/laws/{id}", { params: { path: { id } } }));
    expect(err.status).toBe(404);
    expect(err.code).toBe("not_found");
    expect(err.message).toMatch(/^LexAtlas API 404: not_found: /);
  });

  it("400 names the parameter; the call was a type error too", async () => {
    // @ts-expect-error limit is a number
    const badLimit = await rejection(anonymous.GET("/laws", { params: { query: { limit: "many" } } }));
    expect(badLimit.status).toBe(400);
    expect(badLimit.code).toBe("invalid_parameter");
    expect(badLimit.param).toBe("limit");

    // @ts-expect-error q is required on /us-law/search
    const noQuery = await rejection(anonymous.GET("/us-law/search", { params: { query: { limit: 5 } } }));
    expect(noQuery.status).toBe(400);
    expect(noQuery.param).toBe("q");

    // @ts-expect-error scope is one of state, federal, eu, global
    const badScope = await rejection(anonymous.GET("/laws", { params: { query: { scope: "moon" } } }));
    expect(badScope.param).toBe("scope");
  });

  it("a path the API does not have is a type error, and a 404 at run time", async () => {
    // @ts-expect-error not a path of the API
    const err = await rejection(anonymous.GET("/lawz"));
    expect(err.status).toBe(404);
    expect(err.code).toBe("not_found");
  });

  it("403 names the tier that opens the change feed; paging rethrows it", async () => {
    const err = await rejection(anonymous.GET("/changes"));
    expect(err.status).toBe(403);
    expect(err.code).toBe("tier_upgrade_required");
    expect(err.requiredTier).toBe("developer");

    const pages = cursorPages((since) => anonymous.GET("/changes", { params: { query: { order: "asc", since } } }));
    await expect(pages.next()).rejects.toMatchObject({ name: "LexAtlasError", code: "tier_upgrade_required" });
  });

  it("429 carries retry_after and the rate-limit headers", async () => {
    const client = createLexAtlasClient({ baseUrl: server.url, apiKey: await mintKey("free") });
    let refused: LexAtlasError | null = null;
    for (let i = 0; i <= TIERS.free.perMinute && !refused; i++) {
      const { response, error } = await client.GET("/laws", { params: { query: { limit: 1 } } });
      if (response.status === 429) refused = new LexAtlasError(response, error);
    }
    expect(refused, "no 429 within the per-minute limit plus one").not.toBeNull();
    expect(refused!.code).toBe("rate_limited");
    expect(refused!.retryAfter).toBeGreaterThanOrEqual(1);
    expect(rateLimitOf(refused!.response)).toMatchObject({ limit: TIERS.free.perMinute, remaining: 0, scope: "key" });
  });

  it("a non-JSON error answer (a proxy's page) still becomes a LexAtlasError, with no body", async () => {
    const proxied = createLexAtlasClient({
      baseUrl: server.url,
      fetch: async () => new Response("<html>Bad gateway</html>", { status: 502, headers: { "Content-Type": "text/html" } }),
    });
    const err = await rejection(proxied.GET("/health"));
    expect(err.status).toBe(502);
    expect(err.body).toBeNull();
    expect(err.code).toBeNull();
    expect(err.message).toContain("Bad gateway");
  });

  it("cursorPages refuses a newest-first feed, which it could not follow without losing changes", async () => {
    const client = createLexAtlasClient({ baseUrl: server.url, apiKey: await mintKey("business") });
    const pages = cursorPages((since) => client.GET("/changes", { params: { query: { order: "desc", since } } }));
    await expect(pages.next()).rejects.toThrow(/order "asc"/);
  });
});
