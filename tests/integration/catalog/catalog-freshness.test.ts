/**
 * The catalogue answers (/jurisdictions, /states, /countries, /categories) are computed once per process
 * and shared (lib/catalog/dataset-cache.ts). These tests hold the cache to its freshness bound:
 *   - an ingest is visible in every catalogue answer right after it commits, in the process that ran it — with the
 *     TTL set to an hour, so only the commit signal can make that true;
 *   - a computation that was running when the dataset changed is never kept as current; concurrent misses share one
 *     computation; a failure is not cached; the TTL bounds everything else;
 *   - on Postgres, another server process (an API server over the same kernel path) drops its answers when the
 *     ingest's NOTIFY arrives — well within a minute-long TTL.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { curatedDataset } from "@/db/seed/dataset";
import { datasetAnswer, datasetCacheStats, datasetChanged, datasetListenerReady, stopDatasetListener } from "@/lib/catalog/dataset-cache";
import { snapshotFromText } from "@/lib/ingest/snapshot";
import { getDb } from "@/lib/runtime/database";
import { ingestSnapshot } from "@/lib/runtime/ingest";
import { startApiProcess, type ApiProcess } from "../../support/api-process";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const HOUR_MS = 3_600_000;
let key: string;
let db: Db;

beforeAll(async () => {
  process.env.DATASET_CACHE_TTL_MS = String(HOUR_MS);
  db = (await getDb()).db;
  key = await mintKey("enterprise");
});

afterAll(async () => {
  delete process.env.DATASET_CACHE_TTL_MS;
  await stopDatasetListener();
});

type Item = { slug: string; count: number; kind: string };
const catalogue = async () => {
  const [all, states, countries, categories] = await Promise.all([
    get("/v1/jurisdictions", { key }),
    get("/v1/states", { key }),
    get("/v1/countries", { key }),
    get("/v1/categories", { key }),
  ]);
  for (const r of [all, states, countries, categories]) expect(r.status, JSON.stringify(r.body)).toBe(200);
  const count = (items: Item[], slug: string) => items.find((j) => j.slug === slug)?.count;
  return {
    all: all.body.data as Item[],
    states: states.body.data as Item[],
    countries: countries.body.data as Item[],
    countOf: (slug: string) => count(all.body.data, slug),
    statuteCount: (categories.body.data.record_types as { value: string; count: number }[]).find((t) => t.value === "statute")?.count ?? 0,
  };
};

/** A law row of the curated dataset, renamed into a new record (`key`) in `jurisdiction`. */
function newLaw(keyName: string, jurisdiction: string): Record<string, unknown> {
  const base = curatedDataset.laws.find((l) => l.record_type === "statute" && l.jurisdiction === "colorado");
  if (!base) throw new Error("no Colorado statute in the curated dataset");
  return { ...base, key: keyName, jurisdiction, identifier: `TEST ${keyName}`, title: `Freshness test record ${keyName}`, in_force: true };
}

describe("catalogue answers are shared, and fresh right after an ingest commits", () => {
  it("a repeated read is served from the cache (one computation per answer)", async () => {
    await catalogue();
    await datasetListenerReady(); // on Postgres: its (re)connect drops every answer, so let it happen first
    await catalogue();
    const before = datasetCacheStats();
    await catalogue();
    const after = datasetCacheStats();
    expect(after.misses - before.misses).toBe(0);
    expect(after.hits - before.hits).toBe(4);
  });

  it("an ingest that adds a country, a record there and a record in Utah shows in every catalogue answer at once", async () => {
    const before = await catalogue();
    expect(before.countOf("atlantis-fresh")).toBeUndefined();
    const utahBefore = before.countOf("utah")!;
    const snapshot = snapshotFromText(
      JSON.stringify({
        jurisdictions: [{ slug: "atlantis-fresh", name: "Atlantis (freshness test)", abbr: null, scope: "global", kind: "country" }],
        laws: [newLaw("test:fresh-atlantis", "atlantis-fresh"), newLaw("test:fresh-utah", "utah")],
      }),
      "test",
    );
    const summary = await ingestSnapshot(db, snapshot);
    expect(summary.errors).toEqual([]);
    expect(summary).toMatchObject({ inserted: 3 });

    // No wait of any kind: the answers must already include the committed run.
    const after = await catalogue();
    expect(after.countOf("atlantis-fresh")).toBe(1);
    expect(after.countOf("utah")).toBe(utahBefore + 1);
    expect(after.states.find((s) => s.slug === "utah")?.count).toBe(utahBefore + 1);
    expect(after.countries.map((c) => c.slug)).toContain("atlantis-fresh"); // it now holds a binding statute
    expect(after.statuteCount).toBe(before.statuteCount + 2);
  });

  it("a write outside an ingest run (no signal) shows once the TTL has passed, not later", async () => {
    await catalogue();
    process.env.DATASET_CACHE_TTL_MS = "300";
    try {
      datasetChanged(); // start from answers computed under the short TTL
      const before = await catalogue();
      expect(before.all.find((j) => j.slug === "atlantis-fresh")).toBeDefined();
      await db.execute(sql`UPDATE jurisdictions SET kind = 'state' WHERE slug = 'atlantis-fresh'`);
      await new Promise((r) => setTimeout(r, 350));
      const after = await catalogue();
      expect(after.states.map((s) => s.slug)).toContain("atlantis-fresh");
    } finally {
      await db.execute(sql`UPDATE jurisdictions SET kind = 'country' WHERE slug = 'atlantis-fresh'`);
      process.env.DATASET_CACHE_TTL_MS = String(HOUR_MS);
      datasetChanged();
    }
  });
});

describe("datasetAnswer", () => {
  const deferred = <T,>() => {
    let resolve!: (v: T) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
    return { promise, resolve, reject };
  };
  const handle = () => ({}) as Db; // answers are per database handle; any object stands for one here

  it("concurrent misses share one computation", async () => {
    const h = handle();
    const d = deferred<string>();
    let calls = 0;
    const compute = () => (calls++, d.promise);
    const both = Promise.all([datasetAnswer(h, "k", compute), datasetAnswer(h, "k", compute)]);
    d.resolve("v");
    expect(await both).toEqual(["v", "v"]);
    expect(calls).toBe(1);
  });

  it("a computation running when the dataset changes answers its waiters but is not kept as current", async () => {
    const h = handle();
    const old = deferred<string>();
    const first = datasetAnswer(h, "k", () => old.promise);
    datasetChanged(); // an ingest committed while the first computation was reading
    old.resolve("before the commit");
    expect(await first).toBe("before the commit");
    expect(await datasetAnswer(h, "k", async () => "after the commit")).toBe("after the commit");
    expect(await datasetAnswer(h, "k", async () => "not called")).toBe("after the commit");
  });

  it("a failed computation is not cached", async () => {
    const h = handle();
    await expect(datasetAnswer(h, "k", async () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await datasetAnswer(h, "k", async () => "recovered")).toBe("recovered");
  });

  it("an answer expires DATASET_CACHE_TTL_MS after its computation began; another handle has its own answers", async () => {
    const h = handle();
    const t0 = 1_000_000;
    expect(await datasetAnswer(h, "k", async () => "first", t0)).toBe("first");
    expect(await datasetAnswer(h, "k", async () => "second", t0 + HOUR_MS - 1)).toBe("first");
    expect(await datasetAnswer(h, "k", async () => "third", t0 + HOUR_MS)).toBe("third");
    expect(await datasetAnswer(handle(), "k", async () => "other database", t0 + HOUR_MS)).toBe("other database");
  });

  it("answers are frozen: a caller cannot change what the next request is served", async () => {
    const value = await datasetAnswer(handle(), "k", async () => ({ data: [{ slug: "x", count: 1 }] }));
    expect(() => {
      (value.data[0] as { count: number }).count = 2;
    }).toThrow(TypeError);
  });
});

describe.skipIf(!onPostgres)("another server process on the same Postgres", () => {
  let server: ApiProcess;

  beforeAll(async () => {
    server = await startApiProcess({ ...process.env, DATASET_CACHE_TTL_MS: "60000" });
  }, 180_000);

  afterAll(async () => {
    await server?.stop("SIGTERM");
  });

  const countIn = async (slug: string) => {
    const res = await fetch(`${server.url}/v1/jurisdictions`, { headers: { "x-api-key": key } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Item[] };
    return body.data.find((j) => j.slug === slug)?.count;
  };

  it("drops its answers when the ingest's NOTIFY arrives, long before its 60 s TTL", async () => {
    const before = await countIn("utah");
    // The server LISTENs once it has computed an answer; wait for its connection (pg_stat_activity shows it).
    for (const deadline = Date.now() + 10_000; ; await new Promise((r) => setTimeout(r, 50))) {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${`lexatlas dataset listener ${server.child.pid}`}`,
        ),
      );
      if (row!.n > 0) break;
      if (Date.now() > deadline) throw new Error(`the server never listened:\n${server.output()}`);
    }
    expect(await countIn("utah")).toBe(before); // cached in the server

    const summary = await ingestSnapshot(db, snapshotFromText(JSON.stringify([newLaw("test:fresh-utah-2", "utah")]), "test"));
    expect(summary).toMatchObject({ inserted: 1 });
    const committedAt = performance.now();
    let seen = before;
    // Polled every 25 ms (well under the key's per-minute limit, whatever the outcome).
    while (seen === before && performance.now() - committedAt < 5_000) {
      await new Promise((r) => setTimeout(r, 25));
      seen = await countIn("utah");
    }
    const elapsed = performance.now() - committedAt;
    expect(seen).toBe(before! + 1);
    expect(elapsed).toBeLessThan(2_000);
  }, 60_000);

  it("this process listens too (it is an instance like any other)", async () => {
    expect(await datasetListenerReady()).toBe(true);
  });
});
