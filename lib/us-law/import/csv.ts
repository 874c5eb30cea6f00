import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import type { UsLawRowError } from "@/db/schema";

export interface CsvRow {
  /** 1-based line where the record starts (records may span lines: headings hold newlines). */
  line: number;
  values: Record<string, string>;
}

/**
 * Reads an upstream CSV by path with its header. A record whose column count differs from the header is reported
 * (file, line) and skipped; the rest of the file is still read. A file that cannot be parsed at all (an unclosed
 * quote) throws: nothing of it is trustworthy.
 */
export function readCsv(file: string, requiredColumns: string[], text?: string): { rows: CsvRow[]; errors: UsLawRowError[] } {
  const name = path.basename(file);
  const content = text ?? fs.readFileSync(file, "utf8");
  const parsed = parse(content, {
    columns: true,
    info: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as { record: Record<string, string>; info: { lines: number; empty_lines: number; error?: { code: string }; columns: { name: string }[] } }[];
  const rows: CsvRow[] = [];
  const errors: UsLawRowError[] = [];
  if (parsed.length) {
    const header = parsed[0]!.info.columns.map((c) => c.name);
    const missing = requiredColumns.filter((c) => !header.includes(c));
    if (missing.length) throw new Error(`${name}: missing column(s) ${missing.join(", ")}`);
  }
  let previousEnd = 1; // the header line
  let previousEmpty = 0;
  for (const { record, info } of parsed) {
    const line = previousEnd + 1 + (info.empty_lines - previousEmpty);
    previousEnd = info.lines;
    previousEmpty = info.empty_lines;
    if (info.error) {
      errors.push({ file: name, line, key: null, message: `wrong number of columns (${info.error.code})` });
      continue;
    }
    rows.push({ line, values: record });
  }
  return { rows, errors };
}

/** Collapses the whitespace runs (including newlines) the upstream headings carry. */
export function clean(value: string | null | undefined): string {
  return (value ?? "").replace(/\s+/g, " ").trim();
}

export function orNull(value: string | null | undefined): string | null {
  const v = clean(value);
  return v === "" ? null : v;
}

/** YYYY-MM-DD from ISO or US-style M/D/YYYY (the Federal Register export mixes both); null if neither. */
export function isoDate(value: string | undefined): string | null {
  const v = clean(value);
  if (!v) return null;
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (m) return validDate(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  if (m) return validDate(+m[3]!, +m[1]!, +m[2]!);
  return null;
}

function validDate(y: number, mo: number, d: number): string | null {
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
