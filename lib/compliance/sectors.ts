import type { Db } from "@/db/client";
import type { Entitlement } from "@/lib/auth/tiers";
import { attributionFor, DISCLAIMER } from "@/lib/vocabulary";
import { notFound } from "@/lib/http/errors";
import { complianceData, type SectorSeed } from "./data";
import { utcToday } from "./deadline-parser";
import { previewFor, stripFull } from "./inputs";
import { loadLawContext } from "./law-context";
import { applicableObligations, compareObligations, type ObligationView } from "./obligations";
import { penaltiesFrom, type PenaltyView } from "./penalties";

/** GET /sectors and GET /sectors/{sector}: the sector catalogue and one sector's overview with its per-law duties. */

const indexItem = (s: SectorSeed) => ({
  slug: s.slug,
  name: s.name,
  risk: s.risk,
  description: s.description,
  has_federal_framework: s.has_federal_framework,
});

export function listSectors(siteUrl: string) {
  const data = complianceData.sectors.map(indexItem);
  return { data, meta: { count: data.length, disclaimer: DISCLAIMER, attribution: attributionFor(siteUrl) } };
}

export interface SectorLaw {
  law: string;
  law_id: string;
  jurisdiction: string;
  jurisdiction_slug: string;
  layer: ObligationView["layer"];
  status: string | null;
  obligations: ObligationView[];
  penalties: PenaltyView[];
}

/** Duties that name the sector explicitly, grouped per law in layer → jurisdiction → law order. */
export function sectorLaws(obligations: ObligationView[]): SectorLaw[] {
  const laws = new Map<string, SectorLaw>();
  for (const o of [...obligations].sort(compareObligations)) {
    const entry = laws.get(o.law_id) ?? {
      law: o.law,
      law_id: o.law_id,
      jurisdiction: o.jurisdiction,
      jurisdiction_slug: o.jurisdiction_slug,
      layer: o.layer,
      status: o.status,
      obligations: [],
      penalties: [],
    };
    entry.obligations.push(o);
    laws.set(o.law_id, entry);
  }
  return [...laws.values()].map((l) => ({ ...l, penalties: penaltiesFrom(l.obligations) }));
}

export async function getSector(db: Db, slug: string, ent: Entitlement, siteUrl: string, today = utcToday()) {
  const sector = complianceData.sectorBySlug.get(slug);
  if (!sector) throw notFound(`Sector '${slug}' (see /v1/sectors)`);
  const ctx = await loadLawContext(db);
  const { obligations } = applicableObligations(
    complianceData,
    ctx,
    { home: null, countries: [], sectors: [slug], uses: [], decisionImpact: null, landscape: false, sectorSpecificOnly: true },
    today,
  );
  const laws = sectorLaws(obligations);
  const gate = previewFor(ent, "sectorDetail", "one law with one duty and one penalty is shown", siteUrl);
  const shown = gate.full
    ? laws
    : laws.slice(0, 1).map((l) => ({ ...l, obligations: l.obligations.slice(0, 1), penalties: l.penalties.slice(0, 1) }));
  return {
    data: {
      ...indexItem(sector),
      enforcement_bodies: sector.enforcement_bodies,
      federal_penalty_structure: sector.federal_penalty_structure,
      sources: sector.sources,
      laws: shown,
      attribution: attributionFor(siteUrl),
    },
    meta: { ...stripFull(gate), law_count: laws.length, obligation_count: obligations.length },
  };
}
