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

export const curatedDataset: CuratedDataset = {
  jurisdictions: files.jurisdictions,
  screenedCountries: files.screenedCountries,
  laws: files.laws,
  bills: files.bills,
  news: files.news,
};
