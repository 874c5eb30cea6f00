import { applicationDates, type ApplicationDates } from "@/lib/eu-ai-act/application-dates";
import { curatedFiles } from "./curated-files";
import type { BillSeed, JurisdictionSeed, LawSeed, NewsSeed, ScreenedCountrySeed } from "./schemas";

/**
 * The whole curated dataset, as shipped: read once per process from the data files under db/seed/data (validated by
 * the schemas in ./schemas.ts; research notes in the SOURCES.md beside each folder). Tests check its invariants; the
 * seeder and the ingest read it.
 */
export interface CuratedDataset {
  jurisdictions: JurisdictionSeed[];
  screenedCountries: ScreenedCountrySeed[];
  laws: LawSeed[];
  bills: BillSeed[];
  news: NewsSeed[];
}

const files = curatedFiles();

/**
 * A landmark bill's alternate names (curated, checked against its official page: bills/landmark-bills.yaml) are
 * names of its law record too: searched by (law_records.alternate_names is in the search document) and served.
 * Appended after the law row's own names, duplicates (case-insensitive) dropped.
 */
export function withBillNames(laws: LawSeed[], bills: BillSeed[]): LawSeed[] {
  const byLaw = new Map<string, string[]>();
  for (const b of bills) if (b.law_key) byLaw.set(b.law_key, [...(byLaw.get(b.law_key) ?? []), ...b.alternate_names]);
  return laws.map((law) => {
    const extra = byLaw.get(law.key);
    if (!extra) return law;
    const names = [...(law.alternate_names ?? [])];
    const seen = new Set(names.map((n) => n.trim().toLowerCase()));
    for (const n of extra) {
      const k = n.trim().toLowerCase();
      if (k && !seen.has(k)) (seen.add(k), names.push(n.trim()));
    }
    return names.length === (law.alternate_names ?? []).length ? law : { ...law, alternate_names: names };
  });
}

/**
 * The AI Act's effective text comes from lib/eu-ai-act/application-dates.yaml, which also dates its provisions and
 * duties; a law row that stated its own would be a second source, so it is refused.
 */
export function withApplicationDates(laws: LawSeed[], dates: ApplicationDates): LawSeed[] {
  const law = laws.find((l) => l.key === dates.lawKey);
  if (!law) throw new Error(`lib/eu-ai-act/application-dates.yaml: no law row ${dates.lawKey}`);
  if (law.effective_text !== undefined) throw new Error(`${law.key}: effective_text comes from lib/eu-ai-act/application-dates.yaml; remove it from the row`);
  return laws.map((l) => (l === law ? { ...l, effective_text: dates.lawEffectiveText } : l));
}

export const curatedDataset: CuratedDataset = {
  jurisdictions: files.jurisdictions,
  screenedCountries: files.screenedCountries,
  laws: withApplicationDates(withBillNames(files.laws, files.bills), applicationDates()),
  bills: files.bills,
  news: files.news,
};
