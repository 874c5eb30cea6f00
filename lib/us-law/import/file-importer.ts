import type { UsLawRowError } from "@/db/schema";
import type { Classification } from "../classify";
import type { FileSource, UsLawRecordInput } from "./types";

/**
 * One upstream: how to read its files (by path, in the upstream's own shape) into compact rows, and how to derive
 * records from those rows. The compact rows are also what the prebuilt snapshot stores, so the importer and the
 * start-up loader share one derivation: a snapshot load and a file import of the same data give the same records.
 *
 * Every compact row starts with the 1-based upstream line number, so errors found later still name their line.
 */
export type CompactRow = [line: number, ...values: (string | number | null)[]];

export interface UpstreamRead {
  rows: CompactRow[];
  /** Lookup tables the derivation needs (US Code title names, CFR parts), stored in the snapshot header. */
  lookups: Record<string, unknown>;
  errors: UsLawRowError[];
  /**
   * Valid rows that add no record (the same document listed by two exports, a republication of a listed
   * document), with why: counted in rowsRead, never records, never errors.
   */
  skipped?: UsLawRowError[];
  /** Data rows in the files, valid or not. */
  rowsRead: number;
}

export interface FileImporter {
  source: FileSource;
  /** The upstream edition, as the SOURCE.md of its folder states it. */
  edition: string;
  /** Paths relative to the shared data folder. */
  files: string[];
  /** Names of the compact row's values after the line number (the snapshot header repeats them). */
  columns: string[];
  readUpstream(dataDir: string, overrides?: Record<string, string>): UpstreamRead;
  deriveRecords(rows: CompactRow[], lookups: Record<string, unknown>): UsLawRecordInput[];
  /**
   * True when each record depends only on its own row and the lookups, so deriving a slice of the rows gives that
   * slice of the records: the background loader then derives a large source chunk by chunk. (The presidential
   * importers read across rows — a later order revokes an earlier one — and derive all rows at once.)
   */
  derivesRowByRow?: boolean;
}

/** The record's classification columns and assignment rows from one classify() result. */
export function classificationFields(c: Classification): Pick<UsLawRecordInput, "primary_branch" | "primary_subcategory" | "secondary_subcategories" | "assignments"> {
  return {
    primary_branch: c.primary.branch,
    primary_subcategory: c.primary.subcategory,
    secondary_subcategories: c.secondary.map((a) => a.subcategory).sort(),
    assignments: [{ ...c.primary, is_primary: true }, ...c.secondary.map((a) => ({ ...a, is_primary: false }))],
  };
}

/**
 * Drops every row whose key (its citation) an earlier row already gave, reporting it with its line: the first row
 * wins, so the result depends on nothing but file order. Run at read time, so a snapshot never holds duplicates.
 */
export function withoutDuplicates<T extends { line: number }>(
  rows: T[],
  keyOf: (row: T) => string,
  file: string,
  errors: UsLawRowError[],
): T[] {
  const first = new Map<string, number>();
  return rows.filter((row) => {
    const key = keyOf(row);
    const seen = first.get(key);
    if (seen !== undefined) {
      errors.push({ file, line: row.line, key, message: `duplicate citation '${key}': first given on line ${seen}` });
      return false;
    }
    first.set(key, row.line);
    return true;
  });
}
