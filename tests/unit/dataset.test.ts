/** Invariants of the curated dataset as shipped: its minimum counts and the shape every row must have. */
import { describe, expect, it } from "vitest";
import { curatedDataset as d } from "@/db/seed/dataset";

const httpsUrl = (u: string) => {
  try {
    const url = new URL(u);
    return url.protocol === "https:" && url.hostname.includes(".") && !/\s/.test(u);
  } catch {
    return false;
  }
};
const isoDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

describe("the curated law records", () => {
  const jurisdictions = new Map(d.jurisdictions.map((j) => [j.slug, j]));

  it("hold at least 150 records across all four scopes", () => {
    expect(d.laws.length).toBeGreaterThanOrEqual(150);
    expect(new Set(d.laws.map((l) => l.scope))).toEqual(new Set(["state", "federal", "eu", "global"]));
  });

  it("cover at least 20 countries plus international instruments", () => {
    const countries = new Set(d.laws.filter((l) => jurisdictions.get(l.jurisdiction)?.kind === "country").map((l) => l.jurisdiction));
    expect(countries.size).toBeGreaterThanOrEqual(20);
    expect(d.laws.some((l) => jurisdictions.get(l.jurisdiction)?.kind === "international")).toBe(true);
  });

  it("every record names its source, has a title and a summary, and its jurisdiction exists with the same scope", () => {
    for (const l of d.laws) {
      expect(l.source.trim(), l.key).not.toBe("");
      expect(l.title.trim(), l.key).not.toBe("");
      expect(l.summary.trim().length, l.key).toBeGreaterThan(20);
      expect(l.status.trim(), l.key).not.toBe("");
      const j = jurisdictions.get(l.jurisdiction);
      expect(j, `${l.key}: unknown jurisdiction ${l.jurisdiction}`).toBeDefined();
      expect(j!.scope, l.key).toBe(l.scope);
    }
  });

  it("keys are unique, and no identifier repeats within a jurisdiction", () => {
    expect(new Set(d.laws.map((l) => l.key)).size).toBe(d.laws.length);
    const seen = new Set<string>();
    for (const l of d.laws.filter((x) => x.identifier)) {
      const k = `${l.jurisdiction}|${l.identifier!.toLowerCase().replace(/\s+/g, " ")}`;
      expect(seen.has(k), `duplicate identifier ${k}`).toBe(false);
      seen.add(k);
    }
  });

  it("every URL is well-formed https and every date a real YYYY-MM-DD", () => {
    for (const l of d.laws) {
      if (l.official_url !== null) expect(httpsUrl(l.official_url), `${l.key}: ${l.official_url}`).toBe(true);
      for (const s of l.sources ?? []) expect(httpsUrl(s.url), `${l.key}: ${s.url}`).toBe(true);
      if (l.record_date !== null) expect(isoDate(l.record_date), `${l.key}: ${l.record_date}`).toBe(true);
    }
  });

  it("most records carry an official government link", () => {
    const withUrl = d.laws.filter((l) => l.official_url).length;
    // 73% at first release (rows without a URL we could confirm are null, not guessed); never let it regress.
    expect(withUrl / d.laws.length).toBeGreaterThan(0.7);
  });
});

describe("jurisdictions, bills and news", () => {
  const slugs = new Set(d.jurisdictions.map((j) => j.slug));
  const lawKeys = new Set(d.laws.map((l) => l.key));

  it("jurisdictions: all 50 states, DC, federal, eu; unique slugs", () => {
    expect(new Set(d.jurisdictions.map((j) => j.slug)).size).toBe(d.jurisdictions.length);
    expect(d.jurisdictions.filter((j) => j.kind === "state")).toHaveLength(50);
    for (const s of ["district-of-columbia", "federal", "eu"]) expect(slugs.has(s)).toBe(true);
  });

  it("screened countries hold no binding record and have a note", () => {
    const binding = new Set(["statute", "regulation", "executive_order", "ordinance", "treaty"]);
    for (const c of d.screenedCountries) {
      expect(c.note.length).toBeGreaterThan(10);
      const held = d.laws.filter((l) => l.jurisdiction === c.slug && binding.has(l.record_type) && l.in_force !== false);
      expect(held.map((l) => l.key), c.slug).toEqual([]);
      if (c.source_url) expect(httpsUrl(c.source_url)).toBe(true);
    }
  });

  it("landmark bills reference existing records and jurisdictions, with https links and verification dates", () => {
    expect(d.bills.length).toBeGreaterThanOrEqual(15);
    expect(new Set(d.bills.map((b) => b.slug)).size).toBe(d.bills.length);
    for (const b of d.bills) {
      expect(/^[a-z0-9-]+$/.test(b.slug), b.slug).toBe(true);
      if (b.law_key) expect(lawKeys.has(b.law_key), `${b.slug} → ${b.law_key}`).toBe(true);
      expect(slugs.has(b.jurisdiction), b.slug).toBe(true);
      expect(httpsUrl(b.official_url), b.slug).toBe(true);
      expect(isoDate(b.verified_on), b.slug).toBe(true);
    }
  });

  it("news items are headlines from official publishers with https links and our own short excerpts", () => {
    expect(d.news.length).toBeGreaterThanOrEqual(20);
    expect(new Set(d.news.map((n) => n.key)).size).toBe(d.news.length);
    for (const n of d.news) {
      expect(slugs.has(n.jurisdiction), n.key).toBe(true);
      expect(httpsUrl(n.url), n.key).toBe(true);
      expect(isoDate(n.published_date), n.key).toBe(true);
      expect(n.excerpt.length, n.key).toBeLessThanOrEqual(400);
    }
  });
});
