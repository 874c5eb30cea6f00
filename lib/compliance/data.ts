import { curatedFiles } from "@/db/seed/curated-files";
import { DECISION_IMPACTS, USES, type DecisionImpact, type ObligationSeed, type SectorSeed, type Use } from "@/db/seed/schemas";
import { applicationDates, type ApplicationDates, type DateAmendment } from "@/lib/eu-ai-act/application-dates";

/**
 * The curated compliance data the engine reads: sectors and duties, in memory. They ship with the code (like the
 * rest of db/seed) and change only by a reviewed commit, so holding them in memory makes every derived answer a pure
 * function of (this data, the law records' current rows, the request, today's date). See README.md beside this file.
 */

export { DECISION_IMPACTS, USES };
export type { DecisionImpact, ObligationSeed, SectorSeed, Use };

/**
 * A duty as the engine reads it. The EU AI Act duties take their deadline from lib/eu-ai-act/application-dates.yaml
 * (as amended), with the date as adopted and the amending act beside it; other duties have neither field.
 */
export type ComplianceObligation = ObligationSeed & { deadline_original?: string; deadline_amended_by?: DateAmendment | null };

export interface ComplianceData {
  sectors: SectorSeed[];
  obligations: ComplianceObligation[];
  sectorBySlug: Map<string, SectorSeed>;
}

/**
 * The AI Act duties' dates live only in the application-dates file: a row that also states a deadline would be a
 * second source that could drift, so it is refused, as is a file entry with no duty row or a duty row with no entry.
 */
export function withApplicationDates(rows: ObligationSeed[], dates: ApplicationDates): ComplianceObligation[] {
  const governed = new Set(dates.dutyKeys);
  const out = rows.map((o): ComplianceObligation => {
    const d = dates.ofDuty(o.key);
    if (!d) {
      if (o.law_key === dates.lawKey) throw new Error(`${o.key}: an AI Act duty with no entry in lib/eu-ai-act/application-dates.yaml`);
      return o;
    }
    if (o.deadline !== null) throw new Error(`${o.key}: the deadline comes from lib/eu-ai-act/application-dates.yaml; the row must say deadline: null`);
    governed.delete(o.key);
    return { ...o, deadline: d.applies_from, deadline_original: d.original, deadline_amended_by: d.amended_by };
  });
  if (governed.size) throw new Error(`lib/eu-ai-act/application-dates.yaml names duties with no row: ${[...governed].join(", ")}`);
  return out;
}

function build(sectorRows: SectorSeed[], obligationRows: ObligationSeed[]): ComplianceData {
  return {
    sectors: [...sectorRows].sort((a, b) => compareText(a.name, b.name)),
    obligations: withApplicationDates(obligationRows, applicationDates()),
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
