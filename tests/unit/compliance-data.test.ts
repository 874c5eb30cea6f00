/** The curated compliance data the engine relies on: every duty resolves to a law, a sector, a use and a real source. */
import { describe, expect, it } from "vitest";
import { DECISION_IMPACTS, USES } from "@/db/seed/schemas";
import { curatedDataset } from "@/db/seed/dataset";
import { complianceData, resolveSectors } from "@/lib/compliance/data";

const laws = new Map(curatedDataset.laws.map((l) => [l.key, l]));
const httpsUrl = (u: string) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(u);

describe("curated compliance data", () => {
  it("covers the twelve required sectors, each with at least one duty naming it", () => {
    for (const slug of ["employment", "lending", "insurance", "healthcare", "housing", "education", "government", "retail", "marketing-advertising", "media-content", "legal-services", "transportation"]) {
      const sector = complianceData.sectorBySlug.get(slug);
      expect(sector, slug).toBeDefined();
      expect(sector!.description.length).toBeGreaterThan(20);
      expect(complianceData.obligations.some((o) => o.sectors.includes(slug)), slug).toBe(true);
      for (const s of sector!.sources) expect(httpsUrl(s.url), s.url).toBe(true);
    }
  });

  it("every duty points at a law we ship, by a unique key '<law_key>#…', with valid sectors, uses and impacts", () => {
    const keys = new Set<string>();
    for (const o of complianceData.obligations) {
      expect(laws.has(o.law_key), `${o.key}: unknown law_key ${o.law_key}`).toBe(true);
      expect(o.key.startsWith(`${o.law_key}#`), o.key).toBe(true);
      expect(keys.has(o.key), `duplicate ${o.key}`).toBe(false);
      keys.add(o.key);
      for (const s of o.sectors) expect(s === "all" || complianceData.sectorBySlug.has(s), `${o.key}: sector ${s}`).toBe(true);
      for (const u of o.uses) expect(USES, o.key).toContain(u);
      for (const d of o.decision_impacts) expect(DECISION_IMPACTS, o.key).toContain(d);
    }
    expect(complianceData.obligations.length).toBeGreaterThan(150);
  });

  it("every duty states its obligation, names a source URL and a source tier; most have a citation and an enforcer", () => {
    for (const o of complianceData.obligations) {
      expect(o.obligation.trim().length, o.key).toBeGreaterThan(20);
      expect(httpsUrl(o.source_url), `${o.key}: ${o.source_url}`).toBe(true);
      expect(["primary", "secondary", "unverified"]).toContain(o.source_tier);
    }
    const n = complianceData.obligations.length;
    expect(complianceData.obligations.filter((o) => o.citation).length / n).toBeGreaterThan(0.9);
    expect(complianceData.obligations.filter((o) => o.government_body).length / n).toBeGreaterThan(0.75);
  });

  it("sector names, slugs and documented aliases resolve; anything else is reported unmapped", () => {
    expect(resolveSectors(complianceData, "Employment and HR, lending, marketing, widgets")).toEqual({
      sectors: ["employment", "lending", "marketing-advertising"],
      unmapped: ["widgets"],
    });
  });
});
