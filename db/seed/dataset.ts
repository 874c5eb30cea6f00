import type { BillSeed, JurisdictionSeed, LawSeed, NewsSeed, ScreenedCountrySeed } from "./types";
import { euJurisdiction, usJurisdictions } from "./jurisdictions";
import { countryJurisdictions, internationalJurisdictions, screenedCountries } from "./countries";
import { stateLawsAM } from "./laws/us-states-a-m";
import { stateLawsNW } from "./laws/us-states-n-w";
import { federalLaws } from "./laws/us-federal";
import { euLaws } from "./laws/eu";
import { globalLaws } from "./laws/global";
import { landmarkBills } from "./bills";
import { newsItems } from "./news";

/** The whole curated dataset, as shipped. Tests check its invariants; the seeder and the ingest read it. */
export interface CuratedDataset {
  jurisdictions: JurisdictionSeed[];
  screenedCountries: ScreenedCountrySeed[];
  laws: LawSeed[];
  bills: BillSeed[];
  news: NewsSeed[];
}

export const curatedDataset: CuratedDataset = {
  jurisdictions: [...usJurisdictions, euJurisdiction, ...countryJurisdictions, ...internationalJurisdictions],
  screenedCountries,
  laws: [...stateLawsAM, ...stateLawsNW, ...federalLaws, ...euLaws, ...globalLaws],
  bills: landmarkBills,
  news: newsItems,
};
