/**
 * DESIGN principle 5: the derived layer is a pure function of the data and the request. The same request twice gives
 * byte-identical bodies (apart from the generation stamp meta.generated_at) — over every sector × jurisdiction pair —
 * and the engine's answer does not depend on the order in which the database returns rows.
 *
 * Cost: a keyed request costs ~25 ms here (key hash + usage write), an anonymous one ~5 ms. So the whole matrix goes
 * over HTTP anonymously (preview bodies, whose meta.total/no_law come from the full computation) and through the pure
 * engine in full; full keyed HTTP bodies are compared for every sector over a spread of jurisdiction kinds.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/runtime/database";
import { curatedDataset } from "@/db/seed/dataset";
import { buildAssessment } from "@/lib/compliance/assess";
import { complianceData } from "@/lib/compliance/data";
import { loadLawContext, type LawContext } from "@/lib/compliance/law-context";
import { applicableObligations } from "@/lib/compliance/obligations";
import { penaltiesFrom } from "@/lib/compliance/penalties";
import { setRateLimiterForTests } from "@/lib/limits/limiter-instance";
import { call } from "../../support/api";
import { mintKey } from "../../support/keys";
import { limitedTo } from "../../support/rate-limits";

let key: string;
let ctx: LawContext;
const sectors = complianceData.sectors.map((s) => s.slug);
const jurisdictions = curatedDataset.jurisdictions.map((j) => j.slug).sort();
const usJurisdictions = curatedDataset.jurisdictions.filter((j) => ["state", "district", "territory", "local"].includes(j.kind)).map((j) => j.slug).sort();
/** One or more of every jurisdiction kind: states with and without duties, a city, federal, the EU, countries, screened. */
const spread = ["california", "colorado", "new-york-city", "wyoming", "puerto-rico", "federal", "eu", "italy", "south-korea", "israel", "council-of-europe"];

beforeAll(async () => {
  key = await mintKey("enterprise");
  ctx = await loadLawContext((await getDb()).db);
  // Thousands of requests from one key and one IP: the per-minute limit is not what this file is about.
  setRateLimiterForTests(limitedTo(1e9));
});
afterAll(() => setRateLimiterForTests(null));

/** The body text with the generation stamp (the only field allowed to differ) blanked. */
async function bodyOf(method: "GET" | "POST", path: string, opts: { key?: string; body?: unknown } = {}): Promise<string> {
  const res = await call(method, path, opts);
  expect(res.status, path).toBe(200);
  return (await res.text()).replace(/"generated_at":"[^"]+"/g, '"generated_at":"<stamp>"');
}

async function twiceIdentical(method: "GET" | "POST", path: string, opts: { key?: string; body?: unknown } = {}) {
  const first = await bodyOf(method, path, opts);
  expect(await bodyOf(method, path, opts), `${path} ${JSON.stringify(opts.body ?? "")}`).toBe(first);
  return JSON.parse(first);
}

describe("byte-identical HTTP bodies", () => {
  it.each(sectors)("GET /obligations, sector %s × every jurisdiction (anonymous)", async (sector) => {
    let withDuties = 0;
    for (const j of jurisdictions) {
      const body = await twiceIdentical("GET", `/v1/obligations?jurisdiction=${j}&sector=${sector}`);
      if (body.meta.total > 0) withDuties++;
    }
    expect(withDuties).toBeGreaterThan(0);
  });

  it.each(sectors)("full keyed bodies of /obligations, /penalties and /assess, sector %s × a spread of jurisdictions", async (sector) => {
    for (const j of spread) {
      await twiceIdentical("GET", `/v1/obligations?jurisdiction=${j}&sector=${sector}&use=hiring,customer`, { key });
      await twiceIdentical("GET", `/v1/penalties?jurisdiction=${j}&sector=${sector}`, { key });
    }
    for (const state of ["california", "colorado", "new-york", "texas", "wyoming"]) {
      const body = { state, sector, countries: ["eu", "south-korea"], ai_decision_impact: "not_sure", bias_audit: "old" };
      const data = (await twiceIdentical("POST", "/v1/assess", { key, body })).data;
      expect(data.risk.score).toBeGreaterThanOrEqual(1);
      expect(data.risk.score).toBeLessThanOrEqual(10);
    }
  });

  it("GET /sectors, every /sectors/{sector} and /deadlines (keyed)", async () => {
    for (const path of ["/v1/sectors", ...sectors.map((s) => `/v1/sectors/${s}`), "/v1/deadlines", "/v1/deadlines?all=true"]) {
      await twiceIdentical("GET", path, { key });
    }
  });
});

describe("the pure engine over every sector × jurisdiction pair", () => {
  const reversed = (c: LawContext): LawContext => {
    const rev = <K, V>(m: Map<K, V>) => new Map([...m.entries()].reverse());
    return { laws: rev(c.laws), jurisdictions: rev(c.jurisdictions), screened: rev(c.screened) };
  };

  it("obligations and penalties: the same answer twice and from a context iterating in reverse", () => {
    for (const sector of sectors) {
      for (const j of jurisdictions) {
        const q = { home: ctx.jurisdictions.get(j)!, countries: [], sectors: [sector], uses: [], decisionImpact: null, landscape: true };
        const a = applicableObligations(complianceData, ctx, q, "2026-11-21");
        const b = applicableObligations(complianceData, reversed(ctx), { ...q, home: reversed(ctx).jurisdictions.get(j)! }, "2026-11-21");
        expect(JSON.stringify(b), `${sector} × ${j}`).toBe(JSON.stringify(a));
        expect(JSON.stringify(penaltiesFrom(b.obligations))).toBe(JSON.stringify(penaltiesFrom(a.obligations)));
      }
    }
  });

  it("assessments for every sector × US jurisdiction: the same answer twice and from a reversed context", () => {
    for (const sector of sectors) {
      for (const state of usJurisdictions) {
        const input = { state, sector, countries: ["eu", "south-korea"], aiUse: ["hiring", "customer"] as ("hiring" | "customer")[] };
        const a = JSON.stringify(buildAssessment(complianceData, ctx, input, "2026-11-21"));
        expect(JSON.stringify(buildAssessment(complianceData, ctx, input, "2026-11-21"))).toBe(a);
        expect(JSON.stringify(buildAssessment(complianceData, reversed(ctx), input, "2026-11-21")), `${sector} × ${state}`).toBe(a);
      }
    }
  });
});
