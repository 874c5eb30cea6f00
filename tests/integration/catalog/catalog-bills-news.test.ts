import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/runtime/database";
import { newsItems } from "@/db/schema";
import { lawIdFor } from "@/db/seed";
import { curatedDataset } from "@/db/seed/dataset";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";

let free: string;
let developer: string;
let n = 0;
const ip = () => `100.64.2.${++n}`;
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  free = await mintKey("free");
  developer = await mintKey("developer");
  // Recent headlines (fixture rows, not curated data) so the recency windows have something on each side.
  const { db } = await getDb();
  await db.insert(newsItems).values(
    [3, 20, 60].map((age) => ({
      id: crypto.randomUUID(),
      key: `test:${age}`,
      scope: "federal",
      jurisdictionSlug: "federal",
      title: `Test headline ${age} days old`,
      publishedDate: daysAgo(age),
      source: "Test publisher",
      url: `https://example.gov/test-${age}`,
      excerpt: `Fixture excerpt ${age}.`,
      fetchedAt: new Date(),
    })),
  );
});

describe("catalogues", () => {
  it("/jurisdictions counts records per jurisdiction and filters by scope", async () => {
    const all = await get("/v1/jurisdictions", { key: free });
    const colorado = all.body.data.find((j: { slug: string }) => j.slug === "colorado");
    expect(colorado).toMatchObject({ name: "Colorado", abbr: "CO", scope: "state", kind: "state" });
    expect(colorado.count).toBe(curatedDataset.laws.filter((l) => l.jurisdiction === "colorado").length);
    const eu = await get("/v1/jurisdictions?scope=eu", { key: free });
    expect(eu.body.data.map((j: { slug: string }) => j.slug)).toEqual(["eu"]);
    expect(all.body.meta.count).toBe(all.body.data.length);
  });

  it("/countries lists only countries with a binding instrument; the screened rest are in meta", async () => {
    const res = await get("/v1/countries", { key: free });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(10);
    for (const c of res.body.data) {
      expect(c.kind).toBe("country");
      expect(c.binding_count).toBeGreaterThan(0);
    }
    const screened = res.body.meta.screened_without_ai_instrument;
    const dataSlugs = new Set(res.body.data.map((c: { slug: string }) => c.slug));
    for (const s of screened) expect(dataSlugs.has(s.slug)).toBe(false);
    for (const s of curatedDataset.screenedCountries) expect(screened.map((x: { slug: string }) => x.slug)).toContain(s.slug);
    expect(dataSlugs.has("china")).toBe(true);
  });

  it("/states lists the US jurisdictions with counts; /categories sums to the dataset", async () => {
    const states = await get("/v1/states", { key: free });
    expect(states.body.data.filter((s: { kind: string }) => s.kind === "state")).toHaveLength(50);
    const cats = await get("/v1/categories", { key: free });
    const sum = (xs: Array<{ count: number }>) => xs.reduce((a, x) => a + x.count, 0);
    expect(sum(cats.body.data.scopes)).toBe(curatedDataset.laws.length);
    expect(sum(cats.body.data.record_types)).toBe(curatedDataset.laws.length);
  });
});

describe("landmark bills", () => {
  it("/bills lists the curated index with verification dates", async () => {
    const res = await get("/v1/bills", { ip: ip() });
    expect(res.body.data).toHaveLength(curatedDataset.bills.length);
    for (const b of res.body.data) expect(b.verified_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("/bills/{slug}: links.history when a record exists, citations, tiered sources; 404 unknown", async () => {
    const res = await get("/v1/bills/colorado-sb24-205", { key: developer });
    expect(res.status).toBe(200);
    const id = lawIdFor("colorado:SB24-205");
    expect(res.body.data.record_id).toBe(id);
    expect(res.body.data.links.history).toBe(`http://lexatlas.test/v1/laws/${id}/history`);
    expect(res.body.data.citations.identifier).toBe("SB24-205");
    const unlinked = curatedDataset.bills.find((b) => !b.law_key);
    if (unlinked) expect((await get(`/v1/bills/${unlinked.slug}`)).body.data.links.history).toBeUndefined();
    const missing = await get("/v1/bills/no-such-bill");
    expect(missing.status).toBe(404);
  });
});

describe("/v1/news recency windows and fields", () => {
  const titles = (body: { data: Array<{ title: string }> }) => body.data.map((x) => x.title);

  it("anonymous: 14 days, no excerpt, gated items", async () => {
    const res = await get("/v1/news?jurisdiction=federal", { ip: ip() });
    expect(titles(res.body)).toEqual(["Test headline 3 days old"]);
    expect(res.body.data[0].gated).toBe(true);
    expect(res.body.data[0].excerpt).toBeUndefined();
    expect(res.body.meta.window).toMatchObject({ tier: "anonymous", recency_days: 14, floor: daysAgo(14), clamped: true });
    expect(res.body.meta.gated).toEqual(expect.arrayContaining(["excerpt", "recency", "limit"]));
    expect(res.body.meta.upgrade).toMatch(/free key/);
  });

  it("free: 45 days; developer: the full archive with excerpt and fetched_at, newest first", async () => {
    const f = await get("/v1/news?jurisdiction=federal", { key: free });
    expect(titles(f.body)).toEqual(["Test headline 3 days old", "Test headline 20 days old"]);
    const d = await get("/v1/news?jurisdiction=federal&limit=100", { key: developer });
    expect(d.body.meta.window).toMatchObject({ recency_days: null, floor: null, clamped: false });
    expect(d.body.meta.gated).toEqual([]);
    expect(d.body.data[0].excerpt).toBe("Fixture excerpt 3.");
    expect(d.body.data[0].fetched_at).toMatch(/\.\d{6}Z$/);
    const dates = d.body.data.map((x: { published_date: string }) => x.published_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(d.body.meta.total).toBe(3 + curatedDataset.news.filter((x) => x.jurisdiction === "federal").length);
  });

  it("from/since/to bound dates; q searches headline and excerpt; bad dates are a 400", async () => {
    const ranged = await get(`/v1/news?since=${daysAgo(30)}&to=${daysAgo(10)}`, { key: developer });
    expect(titles(ranged.body)).toEqual(["Test headline 20 days old"]);
    const q = await get("/v1/news?q=fixture%20excerpt%2060", { key: developer });
    expect(titles(q.body)).toEqual(["Test headline 60 days old"]);
    const bad = await get("/v1/news?from=last-week", { key: developer });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe("from");
  });

  it("a curated item's fetched_at is the day a curator last re-checked it (00:00 UTC), null when never since added", async () => {
    const all: { url: string; fetched_at: string | null }[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await get(`/v1/news?limit=100&offset=${offset}`, { key: developer });
      all.push(...page.body.data);
      if (offset + 100 >= page.body.meta.total) break;
    }
    const served = new Map(all.map((x) => [x.url, x.fetched_at]));
    const checked = curatedDataset.news.filter((x) => x.verified_on);
    expect(checked.length).toBeGreaterThan(0);
    for (const x of checked) expect(served.get(x.url), x.key).toBe(`${x.verified_on}T00:00:00.000000Z`);
    const unchecked = curatedDataset.news.filter((x) => !x.verified_on);
    expect(unchecked.length).toBeGreaterThan(0);
    for (const x of unchecked) expect(served.get(x.url), x.key).toBeNull();
  });
});
