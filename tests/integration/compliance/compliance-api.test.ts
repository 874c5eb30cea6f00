/**
 * The compliance read endpoints as a user meets them: sectors, obligations (layers, applies_because, no_law,
 * lifecycle), penalties, the risk assessment, and the previews below each endpoint's tier (meta.preview + upgrade hint,
 * never an error).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { complianceData } from "@/lib/compliance/data";
import { utcToday } from "@/lib/compliance/deadline-parser";
import { get, post } from "../../support/api";
import { mintKey } from "../../support/keys";

const keys: Record<"free" | "developer" | "pro", string> = { free: "", developer: "", pro: "" };
let ip = 0;
const nextIp = () => `203.0.113.${(++ip % 250) + 1}`;
const as = (tier?: keyof typeof keys) => ({ key: tier ? keys[tier] : undefined, ip: nextIp() });

beforeAll(async () => {
  for (const tier of ["free", "developer", "pro"] as const) keys[tier] = await mintKey(tier);
});

describe("GET /sectors and /sectors/{sector}", () => {
  it("lists at least the twelve required sectors, each with risk and federal-framework flag", async () => {
    const res = await get("/v1/sectors", as());
    expect(res.status).toBe(200);
    const slugs = res.body.data.map((s: { slug: string }) => s.slug);
    for (const slug of ["employment", "lending", "insurance", "healthcare", "housing", "education", "government", "retail", "marketing-advertising", "media-content", "legal-services", "transportation"]) {
      expect(slugs).toContain(slug);
    }
    expect(res.body.meta.count).toBe(slugs.length);
    for (const s of res.body.data) {
      expect(["Low", "Medium", "High", "Critical"]).toContain(s.risk);
      expect(typeof s.has_federal_framework).toBe("boolean");
    }
  });

  it("the overview is open to everyone; the per-law part is a one-law, one-duty preview below Pro", async () => {
    const anon = await get("/v1/sectors/employment", as());
    expect(anon.status).toBe(200);
    expect(anon.body.data.enforcement_bodies).toContain("Equal Employment Opportunity Commission");
    expect(anon.body.data.federal_penalty_structure).toContain("Title VII");
    expect(anon.body.data.laws).toHaveLength(1);
    expect(anon.body.data.laws[0].obligations).toHaveLength(1);
    expect(anon.body.meta).toMatchObject({ preview: true, required_tier: "pro" });
    expect(anon.body.meta.upgrade).toContain("Pro");

    const pro = await get("/v1/sectors/employment", as("pro"));
    expect(pro.body.meta).toMatchObject({ preview: false, required_tier: null, upgrade: null });
    expect(pro.body.data.laws.length).toBe(pro.body.meta.law_count);
    expect(pro.body.data.laws.length).toBeGreaterThan(3);
    const duties = pro.body.data.laws.flatMap((l: { obligations: { applies_because: string; may_not_apply: boolean }[] }) => l.obligations);
    expect(duties.length).toBe(pro.body.meta.obligation_count);
    for (const d of duties) {
      expect(d.applies_because).toContain("Employment and HR");
      expect(d.may_not_apply).toBe(true);
    }
  });

  it("an unknown sector is a 404", async () => {
    const res = await get("/v1/sectors/widgets", as());
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("not_found");
  });
});

describe("GET /obligations", () => {
  it("400 without jurisdiction and sector, and for an unknown sector, jurisdiction or use", async () => {
    for (const [query, param] of [["", "jurisdiction"], ["?sector=widgets", "sector"], ["?jurisdiction=atlantis", "jurisdiction"], ["?sector=retail&use=mind-reading", "use"]] as const) {
      const res = await get(`/v1/obligations${query}`, as("pro"));
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_parameter", param });
    }
  });

  it("layers a state's duties, federal duties and notable laws elsewhere, each with its citation and source", async () => {
    const res = await get("/v1/obligations?jurisdiction=colorado&sector=employment", as("pro"));
    expect(res.status).toBe(200);
    const data: Record<string, any>[] = res.body.data;
    expect(res.body.meta).toMatchObject({ preview: false, total: data.length, count: data.length });
    const state = data.filter((o) => o.layer === "state");
    const landscape = data.filter((o) => o.layer === "landscape");
    expect(state.length).toBeGreaterThan(2);
    for (const o of state) {
      expect(o.jurisdiction_slug).toBe("colorado");
      expect(o.may_not_apply).toBe(false);
      expect(o.applies_because).toMatch(/^Colorado law, where you operate/);
    }
    expect(landscape.length).toBeGreaterThan(0);
    expect(new Set(landscape.map((o) => o.law_id)).size).toBeLessThanOrEqual(8);
    for (const o of landscape) {
      expect(o.may_not_apply).toBe(true);
      expect(["colorado", "federal"]).not.toContain(o.jurisdiction_slug);
    }
    const today = utcToday();
    for (const o of data) {
      expect(o.source_url).toMatch(/^https:\/\//);
      expect(["primary", "secondary", "unverified"]).toContain(o.source_tier);
      if (o.effective_date) expect(o.not_yet_effective, o.key).toBe(o.effective_date > today);
      if (o.not_yet_effective) expect(o.lifecycle).toBe("not_yet_effective");
    }
    // Layer order: state, federal, country, landscape.
    const order = ["state", "federal", "country", "landscape"];
    expect(data.map((o) => order.indexOf(o.layer))).toEqual([...data.map((o) => order.indexOf(o.layer))].sort((a, b) => a - b));
  });

  it("each duty serves the day its facts were last re-checked (verified_on from the data file), null when never since added", async () => {
    const data: { key: string; verified_on: string | null }[] = (await get("/v1/obligations?jurisdiction=colorado", as("pro"))).body.data;
    const byKey = new Map(complianceData.obligations.map((o) => [o.key, o.verified_on ?? null]));
    for (const o of data) expect(o.verified_on, o.key).toBe(byKey.get(o.key));
    expect(data.find((o) => o.key === "colorado:SB26-189#consumer-notice")?.verified_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const never = complianceData.obligations.find((o) => !o.verified_on && o.law_key.startsWith("colorado:"));
    if (never) expect(data.find((o) => o.key === never.key)?.verified_on ?? null).toBeNull();
  });

  it("a state brings its cities, a city brings its state, an EU member brings EU law", async () => {
    const ny = (await get("/v1/obligations?jurisdiction=new-york&sector=employment", as("pro"))).body.data;
    const nyc = ny.filter((o: { jurisdiction_slug: string }) => o.jurisdiction_slug === "new-york-city");
    expect(nyc.length).toBeGreaterThan(0);
    expect(nyc[0]).toMatchObject({ layer: "state", may_not_apply: false });
    expect(nyc[0].applies_because).toContain("New York City local law");

    const city = (await get("/v1/obligations?jurisdiction=new-york-city", as("pro"))).body.data;
    expect(city.some((o: { jurisdiction_slug: string }) => o.jurisdiction_slug === "new-york")).toBe(true);

    const italy = (await get("/v1/obligations?jurisdiction=italy&sector=employment", as("pro"))).body.data;
    const slugs = new Set(italy.filter((o: { layer: string }) => o.layer === "country").map((o: { jurisdiction_slug: string }) => o.jurisdiction_slug));
    expect(slugs).toEqual(new Set(["italy", "eu"]));
  });

  it("use and decision impact narrow the duties; internal-only use drops consequential-decision duties", async () => {
    const all = (await get("/v1/obligations?jurisdiction=colorado&sector=employment", as("pro"))).body.meta.total;
    const internal = await get("/v1/obligations?jurisdiction=colorado&sector=employment&decision_impact=internal_only", as("pro"));
    expect(internal.body.meta.total).toBeLessThan(all);
    expect(internal.body.data.some((o: { key: string }) => o.key.startsWith("colorado:SB26-189#"))).toBe(false);
    const hiring = await get("/v1/obligations?jurisdiction=colorado&sector=employment&use=hiring&decision_impact=hiring_firing", as("pro"));
    expect(hiring.body.data.some((o: { key: string }) => o.key.startsWith("colorado:SB26-189#"))).toBe(true);
  });

  it("a state without an applicable statute gets a no_law entry that does not claim there is no law", async () => {
    const res = await get("/v1/obligations?jurisdiction=wyoming&sector=employment", as("pro"));
    expect(res.status).toBe(200);
    const entry = res.body.meta.no_law.find((n: { jurisdiction: string }) => n.jurisdiction === "Wyoming");
    expect(entry).toMatchObject({ layer: "state" });
    expect(entry.note).toMatch(/not a finding|still applies/);
    expect(res.body.data.every((o: { jurisdiction_slug: string }) => o.jurisdiction_slug !== "wyoming")).toBe(true);
  });

  it("sector only: every matching duty, none presumed to bind the caller", async () => {
    const res = await get("/v1/obligations?sector=transportation", as("pro"));
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((o: { may_not_apply: boolean }) => o.may_not_apply)).toBe(true);
  });

  it.each(["anonymous", "free", "developer"] as const)("%s gets a one-item preview with meta.total and an upgrade hint naming Pro", async (tier) => {
    const res = await get("/v1/obligations?jurisdiction=california&sector=media-content", as(tier === "anonymous" ? undefined : tier));
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.meta).toMatchObject({ preview: true, required_tier: "pro", count: 1 });
    expect(res.body.meta.total).toBeGreaterThan(1);
    expect(res.body.meta.upgrade).toContain("Pro");
  });
});

describe("GET /penalties", () => {
  it("Developer gets every penalty once per law and text, with the sector summary", async () => {
    const res = await get("/v1/penalties?jurisdiction=california&sector=media-content", as("developer"));
    expect(res.status).toBe(200);
    expect(res.body.meta.preview).toBe(false);
    expect(res.body.meta.sector_summary).toMatchObject({ sector: "media-content", enforcement_bodies: expect.arrayContaining(["State attorneys general"]) });
    const seen = new Set<string>();
    for (const p of res.body.data) {
      const k = `${p.law_id}|${p.penalty}`;
      expect(seen.has(k), k).toBe(false);
      seen.add(k);
      expect(p.penalty).toBeTruthy();
      expect(p.duty_count).toBeGreaterThanOrEqual(1);
    }
  });

  it("below Developer: one penalty, no sector summary", async () => {
    const res = await get("/v1/penalties?jurisdiction=california&sector=media-content", as("free"));
    expect(res.body.data).toHaveLength(1);
    expect(res.body.meta).toMatchObject({ preview: true, required_tier: "developer", sector_summary: null });
  });
});

describe("POST /assess", () => {
  const profile = { state: "colorado", sector: "employment", aiUse: ["hiring"], ai_decision_impact: "hiring_firing", countries: ["eu"] };

  it("400 names the field: missing or unknown state, a non-US state, an unknown country, a misspelt field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sector: "retail" }, "state"],
      [{ state: "atlantis", sector: "retail" }, "state"],
      [{ state: "italy", sector: "retail" }, "state"],
      [{ state: "texas", sector: "retail", countries: ["narnia"] }, "countries.0"],
      [{ state: "texas", sector: "retail", aiUses: ["content"] }, "body"],
    ];
    for (const [body, param] of cases) {
      const res = await post("/v1/assess", body, as("pro"));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_parameter", param });
    }
  });

  it("Pro: the score with named factor contributions that add up, the layers and the jurisdictions", async () => {
    const res = await post("/v1/assess", profile, as("pro"));
    expect(res.status).toBe(200);
    const { risk, counts, obligations, jurisdictions, applicable_law_count } = res.body.data;
    expect(risk.method).toBe("lexatlas-risk-v1");
    const sum = risk.breakdown.reduce((n: number, f: { points: number }) => n + f.points, 0);
    expect(risk.score).toBe(Math.min(10, Math.max(1, sum)));
    expect(risk.factors).toHaveLength(risk.breakdown.length);
    expect(risk.factors[0]).toMatch(/^sector_exposure \+4: Employment and HR is rated Critical$/);
    const bands: Record<string, [number, number]> = { Low: [1, 3], Medium: [4, 5], High: [6, 7], Critical: [8, 10] };
    const [min, max] = bands[risk.level]!;
    expect(risk.score).toBeGreaterThanOrEqual(min);
    expect(risk.score).toBeLessThanOrEqual(max);
    expect(jurisdictions).toEqual(["Colorado", "United States (federal)", "European Union"]);
    expect(counts.total).toBe(obligations.length);
    expect(counts.country).toBeGreaterThan(0);
    expect(applicable_law_count).toBe(new Set(obligations.filter((o: { layer: string }) => o.layer !== "landscape").map((o: { law_id: string }) => o.law_id)).size);
  });

  it("governance answers move the score the documented way, and a low-exposure profile scores Low", async () => {
    const score = async (extra: Record<string, unknown>) => (await post("/v1/assess", { state: "ohio", sector: "retail", ...extra }, as("pro"))).body.data.risk;
    const careless = await score({ bias_audit: "never", ai_policy: "none", ai_source: "third_party" });
    const careful = await score({ bias_audit: "recent", ai_policy: "formal", ai_source: "custom" });
    // bias audit never +1 → recent −1, AI policy none +1 → formal −1, AI source third_party +1 → custom 0.
    expect(careful.score).toBe(careless.score - 5);
    const low = await score({ ai_decision_impact: "internal_only", bias_audit: "recent", ai_policy: "formal", ai_source: "custom" });
    expect(low.level).toBe("Low");
  });

  it("reports unmapped sectors, resolves aliases and ISO codes, and ignores the US as a 'country'", async () => {
    const res = await post("/v1/assess", { state: "TX", sector: "HR, widgets", countries: ["CA", "US"] }, as("pro"));
    expect(res.status).toBe(200);
    expect(res.body.data.unmapped_sectors).toEqual(["widgets"]);
    expect(res.body.data.jurisdictions).toEqual(["Texas", "United States (federal)", "Canada"]);
    expect(res.body.data.risk.breakdown[0].detail).toContain("Employment and HR");
  });

  it("below Pro: score, level, band, counts and one sample obligation; only the factor breakdown withheld (SPEC 4.5)", async () => {
    for (const tier of [undefined, "free", "developer"] as const) {
      const res = await post("/v1/assess", profile, as(tier));
      expect(res.status).toBe(200);
      const { risk, obligations, counts } = res.body.data;
      expect(Object.keys(risk).sort()).toEqual(["band", "level", "method", "score"]);
      const full = (await post("/v1/assess", profile, as("pro"))).body.data.risk;
      expect(risk.score).toBe(full.score);
      expect(obligations).toHaveLength(1);
      expect(counts.total).toBeGreaterThan(1);
      expect(res.body.meta).toMatchObject({ preview: true, required_tier: "pro" });
    }
  });
});
