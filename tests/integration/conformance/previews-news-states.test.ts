/**
 * Conformance on the read side: the risk score in /assess and /report previews (SPEC 4.5), /news?q=
 * searching only what the caller's tier may read (SPEC 4.4), and /states holding no cities or counties.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/runtime/database";
import { newsItems } from "@/db/schema";
import { get, post } from "../../support/api";
import { mintKey } from "../../support/keys";

let n = 0;
const ip = () => `100.64.9.${(++n % 250) + 1}`;
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
const profile = { state: "colorado", sector: "employment", aiUse: ["hiring"], ai_decision_impact: "hiring_firing" };
const keys = { free: "", developer: "", pro: "" };

beforeAll(async () => {
  for (const tier of ["free", "developer", "pro"] as const) keys[tier] = await mintKey(tier);
});

describe("previews carry the risk score (SPEC 4.5: only the factor breakdown is withheld)", () => {
  it("/assess: anonymous, free and developer previews carry the same score and level as the full answer", async () => {
    const full = (await post("/v1/assess", profile, { key: keys.pro, ip: ip() })).body.data.risk;
    expect(full.factors.length).toBeGreaterThan(0);
    for (const key of [undefined, keys.free, keys.developer]) {
      const res = await post("/v1/assess", profile, { key, ip: ip() });
      expect(res.body.meta.preview).toBe(true);
      expect(res.body.data.risk).toEqual({ method: full.method, score: full.score, level: full.level, band: full.band });
    }
  });

  it("/report: the preview carries the score; factors, breakdown and the PDF fields are withheld", async () => {
    const full = (await post("/v1/assess", profile, { key: keys.pro, ip: ip() })).body.data.risk;
    const res = await post("/v1/report", profile, { key: keys.free, ip: ip() });
    expect(res.status).toBe(200);
    expect(res.body.data.risk).toEqual({ method: full.method, score: full.score, level: full.level, band: full.band });
    expect(res.body.data.report).toMatchObject({ available: false, id: null, download_url: null, expires_at: null, quota: null, required_tier: "pro" });
  });
});

describe("/news?q= searches only what the caller may read", () => {
  beforeAll(async () => {
    const { db } = await getDb();
    await db.insert(newsItems).values({
      id: crypto.randomUUID(),
      key: "test:probe",
      scope: "federal",
      jurisdictionSlug: "federal",
      title: "Agency publishes a notice",
      publishedDate: daysAgo(2),
      source: "Test publisher",
      url: "https://example.gov/probe",
      excerpt: "The hidden phrase zanzibarquokka appears only in this excerpt.",
      fetchedAt: new Date(),
    });
  });

  it("a tier shown no excerpt cannot find an item by excerpt text; its headline still matches", async () => {
    for (const key of [undefined, keys.free]) {
      const hidden = await get("/v1/news?q=zanzibarquokka", { key, ip: ip() });
      expect(hidden.status).toBe(200);
      expect(hidden.body.data).toEqual([]);
      expect(hidden.body.meta.total).toBe(0);
      const byTitle = await get("/v1/news?q=publishes%20a%20notice", { key, ip: ip() });
      expect(byTitle.body.data.map((x: { url: string }) => x.url)).toEqual(["https://example.gov/probe"]);
    }
  });

  it("a tier that sees excerpts finds the item by excerpt text", async () => {
    const res = await get("/v1/news?q=zanzibarquokka", { key: keys.developer, ip: ip() });
    expect(res.body.data.map((x: { url: string; excerpt: string }) => [x.url, x.excerpt.includes("zanzibarquokka")])).toEqual([["https://example.gov/probe", true]]);
  });
});

describe("/states: states, DC and territories only", () => {
  it("holds the 50 states, DC and the five territories, and no city or county; /jurisdictions keeps the city", async () => {
    const res = await get("/v1/states", { ip: ip() });
    const kinds = res.body.data.map((s: { kind: string }) => s.kind);
    expect(new Set(kinds)).toEqual(new Set(["state", "district", "territory"]));
    expect(kinds.filter((k: string) => k === "state")).toHaveLength(50);
    const slugs = res.body.data.map((s: { slug: string }) => s.slug);
    expect(slugs).toContain("district-of-columbia");
    for (const t of ["puerto-rico", "guam", "us-virgin-islands", "american-samoa", "northern-mariana-islands"]) expect(slugs).toContain(t);
    expect(slugs).not.toContain("new-york-city");
    expect(res.body.meta.count).toBe(56);
    const all = await get("/v1/jurisdictions?scope=state", { ip: ip() });
    expect(all.body.data.find((j: { slug: string }) => j.slug === "new-york-city")).toMatchObject({ kind: "local" });
  });
});
