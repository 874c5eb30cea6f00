import type { Db } from "@/db/client";
import type { Entitlement } from "@/lib/auth/tiers";
import type { DecisionImpact, Use } from "./data";
import { complianceData } from "./data";
import { utcToday } from "./deadline-parser";
import { previewFor, requireJurisdictionOrSector, resolveHome, resolveSectorsStrict, stripFull } from "./inputs";
import { loadLawContext } from "./law-context";
import { applicableObligations } from "./obligations";
import { penaltiesFrom } from "./penalties";

/** GET /obligations and GET /penalties: (db, query, ent) → data and meta. */

export interface LookupQuery {
  jurisdiction?: string;
  sector?: string;
  use?: Use[];
  decision_impact?: DecisionImpact;
}

async function lookup(db: Db, query: LookupQuery, landscape: boolean, today: string) {
  requireJurisdictionOrSector(query);
  const ctx = await loadLawContext(db);
  const home = query.jurisdiction ? resolveHome(ctx, query.jurisdiction, "jurisdiction", false) : null;
  const sectors = query.sector ? resolveSectorsStrict(complianceData, query.sector) : [];
  const result = applicableObligations(
    complianceData,
    ctx,
    { home, countries: [], sectors, uses: query.use ?? [], decisionImpact: query.decision_impact ?? null, landscape },
    today,
  );
  return { result, sectors };
}

export async function listObligations(db: Db, query: LookupQuery, ent: Entitlement, siteUrl: string, today = utcToday()) {
  const { result } = await lookup(db, query, true, today);
  const gate = previewFor(ent, "obligations", "one obligation of the full list is shown", siteUrl);
  const data = gate.full ? result.obligations : result.obligations.slice(0, 1);
  return {
    data,
    meta: {
      tier: ent.tier,
      total: result.obligations.length,
      count: data.length,
      no_law: result.no_law,
      ...stripFull(gate),
    },
  };
}

export async function listPenalties(db: Db, query: Omit<LookupQuery, "use" | "decision_impact">, ent: Entitlement, siteUrl: string, today = utcToday()) {
  const { result, sectors } = await lookup(db, query, false, today);
  const penalties = penaltiesFrom(result.obligations);
  const gate = previewFor(ent, "penalties", "one penalty of the full list is shown and the sector summary is withheld", siteUrl);
  const data = gate.full ? penalties : penalties.slice(0, 1);
  const sector = sectors.length === 1 ? complianceData.sectorBySlug.get(sectors[0]!) : undefined;
  return {
    data,
    meta: {
      tier: ent.tier,
      total: penalties.length,
      count: data.length,
      sector_summary:
        gate.full && sector
          ? { sector: sector.slug, penalty_structure: sector.federal_penalty_structure, enforcement_bodies: sector.enforcement_bodies }
          : null,
      ...stripFull(gate),
    },
  };
}
