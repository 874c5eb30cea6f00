import { curatedFiles } from "@/db/seed/curated-files";
import { DECISION_IMPACTS, USES, type DecisionImpact, type ObligationSeed, type SectorSeed, type Use } from "@/db/seed/schemas";

/**
 * The curated compliance data the engine reads: sectors and duties, in memory. They ship with the code (like the
 * rest of db/seed) and change only by a reviewed commit, so holding them in memory makes every derived answer a pure
 * function of (this data, the law records' current rows, the request, today's date). See README.md beside this file.
 */

export { DECISION_IMPACTS, USES };
export type { DecisionImpact, ObligationSeed, SectorSeed, Use };

export interface ComplianceData {
  sectors: SectorSeed[];
  obligations: ObligationSeed[];
  sectorBySlug: Map<string, SectorSeed>;
}

function build(sectorRows: SectorSeed[], obligationRows: ObligationSeed[]): ComplianceData {
  return {
    sectors: [...sectorRows].sort((a, b) => compareText(a.name, b.name)),
    obligations: obligationRows,
    sectorBySlug: new Map(sectorRows.map((s) => [s.slug, s])),
  };
}

export const complianceData: ComplianceData = build(curatedFiles().sectors, curatedFiles().obligations);

/** Code-unit comparison: the same order on every machine, whatever its ICU locale data. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Extra spellings users send for sector slugs. Exact slugs and names always work; these are the documented aliases. */
const SECTOR_ALIASES: Record<string, string> = {
  hr: "employment",
  hiring: "employment",
  "human-resources": "employment",
  credit: "lending",
  banking: "lending",
  finance: "lending",
  "financial-services": "lending",
  health: "healthcare",
  "health-care": "healthcare",
  "real-estate": "housing",
  "public-sector": "government",
  ecommerce: "retail",
  "e-commerce": "retail",
  marketing: "marketing-advertising",
  advertising: "marketing-advertising",
  media: "media-content",
  content: "media-content",
  entertainment: "media-content",
  legal: "legal-services",
  "automated-vehicles": "transportation",
};

const slugify = (s: string) => s.trim().toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** A sector slug for what the user typed (slug, name or alias), or null when we do not map it. */
export function resolveSector(data: ComplianceData, input: string): string | null {
  const s = slugify(input);
  if (data.sectorBySlug.has(s)) return s;
  const byName = data.sectors.find((x) => slugify(x.name) === s);
  if (byName) return byName.slug;
  return SECTOR_ALIASES[s] ?? null;
}

/** Splits a comma-separated sector parameter into mapped slugs and the parts we could not map (kept verbatim). */
export function resolveSectors(data: ComplianceData, input: string): { sectors: string[]; unmapped: string[] } {
  const mapped = new Set<string>();
  const unmapped: string[] = [];
  for (const part of input.split(",").map((p) => p.trim()).filter(Boolean)) {
    const slug = resolveSector(data, part);
    if (slug) mapped.add(slug);
    else if (!unmapped.includes(part)) unmapped.push(part);
  }
  return { sectors: [...mapped].sort(compareText), unmapped };
}
