import path from "node:path";

/**
 * Where the curated data files live: an accepted draft is written into them (and into the database), so the
 * repository stays the record. Default: the checkout the command runs in (`db/seed/…` under the working directory);
 * `npm run review -- … --data-root <dir>` names another checkout, and tests point every path at a temporary copy.
 */
export interface CuratedPaths {
  /** The root `git diff` is read from: file names in messages are relative to it. */
  root: string;
  /** AI-law records: every .yaml under it (db/seed/data/laws). */
  lawsDir: string;
  /** Landmark bills, whose alternate names the seed adds to their law records (db/seed/data/bills). */
  billsDir: string;
  /** Enforcement matters (db/seed/enforcement/matters). */
  mattersDir: string;
  /** Curated risk-factor disclosures (db/seed/disclosures/risk-factors.yaml). */
  disclosuresFile: string;
}

export function curatedPaths(root: string = process.cwd()): CuratedPaths {
  return {
    root,
    lawsDir: path.join(root, "db", "seed", "data", "laws"),
    billsDir: path.join(root, "db", "seed", "data", "bills"),
    mattersDir: path.join(root, "db", "seed", "enforcement", "matters"),
    disclosuresFile: path.join(root, "db", "seed", "disclosures", "risk-factors.yaml"),
  };
}

/** A file's name for the reviewer: relative to the checkout root when inside it. */
export function displayPath(paths: CuratedPaths, file: string): string {
  const rel = path.relative(paths.root, file);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : file;
}
