import path from "node:path";
import { DataFileError, loadDataDir, type DataFileProblem } from "@/lib/data-files/load-yaml";
import {
  billSeedSchema,
  jurisdictionSeedSchema,
  lawSeedSchema,
  newsSeedSchema,
  obligationSeedSchema,
  screenedCountrySeedSchema,
  sectorSeedSchema,
  type BillSeed,
  type JurisdictionSeed,
  type LawSeed,
  type NewsSeed,
  type ObligationSeed,
  type ScreenedCountrySeed,
  type SectorSeed,
} from "./schemas";

/**
 * The curated data files (db/seed/data/<kind>/…), read and validated once per process. The server always runs from
 * the project root, so the folder is found from the working directory; turbopackIgnore keeps the bundler from
 * tracing (and copying) the files into the server bundle.
 */
export const CURATED_DATA_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), "db", "seed", "data");

export interface CuratedFiles {
  jurisdictions: JurisdictionSeed[];
  screenedCountries: ScreenedCountrySeed[];
  laws: LawSeed[];
  bills: BillSeed[];
  news: NewsSeed[];
  sectors: SectorSeed[];
  obligations: ObligationSeed[];
}

let cached: CuratedFiles | null = null;

/** Every kind of curated row; one DataFileError lists every bad row of every file. */
export function curatedFiles(): CuratedFiles {
  if (cached) return cached;
  const problems: DataFileProblem[] = [];
  const kind = <T>(folder: string, load: (dir: string) => T[]): T[] => {
    try {
      return load(path.join(CURATED_DATA_DIR, folder));
    } catch (err) {
      if (!(err instanceof DataFileError)) throw err;
      problems.push(...err.problems);
      return [];
    }
  };
  const files: CuratedFiles = {
    jurisdictions: kind("jurisdictions", (d) => loadDataDir(d, jurisdictionSeedSchema)),
    screenedCountries: kind("screened-countries", (d) => loadDataDir(d, screenedCountrySeedSchema)),
    laws: kind("laws", (d) => loadDataDir(d, lawSeedSchema)),
    bills: kind("bills", (d) => loadDataDir(d, billSeedSchema)),
    news: kind("news", (d) => loadDataDir(d, newsSeedSchema)),
    sectors: kind("sectors", (d) => loadDataDir(d, sectorSeedSchema)),
    obligations: kind("obligations", (d) => loadDataDir(d, obligationSeedSchema)),
  };
  if (problems.length) throw new DataFileError(problems);
  cached = files;
  return files;
}
