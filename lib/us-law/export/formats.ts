import { loadTaxonomy } from "../taxonomy";
import type { ExportFields, ExportFormat } from "./part-token";
import type { PinnedRow } from "./pinned-rows";

/**
 * How a pinned row is written in each export format. `full` is the record as GET /us-law/records serves it, minus
 * the classification rule ids (not versioned, so not pinnable) and the per-record attribution (stated once in the
 * manifest); `basic` is a narrower subset that keeps every provenance field (SPEC: never withheld).
 * CSV is RFC 4180: CRLF line ends, a header row, fields quoted when they hold a quote, comma, CR or LF, quotes
 * doubled. Lists (secondary subcategories) are ';'-joined in CSV. NDJSON: one JSON object per line. JSON: one array.
 */

export const BASIC_FIELDS = [
  "record_uid", "citation", "title", "instrument_type", "status", "in_force", "jurisdiction", "jurisdiction_level",
  "effective_date", "primary_branch", "primary_subcategory", "official_url", "source_authority", "retrieved_at",
  "last_verified_at",
] as const;

export const FULL_CSV_COLUMNS = [
  "record_uid", "title", "short_title", "citation", "identifier", "instrument_type", "status", "status_detail",
  "in_force", "is_binding", "jurisdiction", "jurisdiction_name", "jurisdiction_abbr", "jurisdiction_level",
  "effective_date", "enacted_date", "repealed_date", "published_date", "document_number", "code_title",
  "code_title_name", "chapter", "part", "part_heading", "hierarchy", "agency", "fr_citation", "fr_document_number",
  "primary_branch", "primary_subcategory", "secondary_subcategories", "secondary_branches", "official_url",
  "source_authority", "full_text_url", "full_text_sha256", "edition", "retrieved_at", "last_verified_at",
  "first_seen_at", "updated_at",
] as const;

type Flat = Record<string, string | number | boolean | null>;

const branchOf = (subcategory: string) => loadTaxonomy().branchOf.get(subcategory) ?? null;

function flat(row: PinnedRow): Flat {
  return {
    ...row,
    jurisdiction: row.jurisdiction_slug,
    document_number: row.document_number === null ? null : Number(row.document_number),
    code_title: row.code_title === null ? null : Number(row.code_title),
    secondary_subcategories: row.secondary_subcategories.join(";"),
    secondary_branches: row.secondary_subcategories.map((s) => branchOf(s) ?? "").join(";"),
  } as unknown as Flat;
}

/** The JSON object of a row (NDJSON line, JSON array item). */
export function exportObject(row: PinnedRow, fields: ExportFields): Record<string, unknown> {
  if (fields === "basic") {
    const f = flat(row);
    return Object.fromEntries(BASIC_FIELDS.map((k) => [k, f[k] ?? null]));
  }
  return {
    record_uid: row.record_uid, title: row.title, short_title: row.short_title, citation: row.citation,
    identifier: row.identifier, instrument_type: row.instrument_type, status: row.status, status_detail: row.status_detail,
    in_force: row.in_force, is_binding: row.is_binding,
    jurisdiction: { slug: row.jurisdiction_slug, name: row.jurisdiction_name, abbr: row.jurisdiction_abbr },
    jurisdiction_level: row.jurisdiction_level, effective_date: row.effective_date, enacted_date: row.enacted_date,
    repealed_date: row.repealed_date, published_date: row.published_date,
    document_number: row.document_number === null ? null : Number(row.document_number),
    code_title: row.code_title === null ? null : Number(row.code_title), code_title_name: row.code_title_name,
    chapter: row.chapter, part: row.part, part_heading: row.part_heading, hierarchy: row.hierarchy, agency: row.agency,
    fr_citation: row.fr_citation, fr_document_number: row.fr_document_number,
    classification: {
      primary: { branch: row.primary_branch, subcategory: row.primary_subcategory },
      secondary: row.secondary_subcategories.map((s) => ({ branch: branchOf(s), subcategory: s })),
    },
    official_url: row.official_url, source_authority: row.source_authority, full_text_url: row.full_text_url,
    full_text_sha256: row.full_text_sha256, edition: row.edition, retrieved_at: row.retrieved_at,
    last_verified_at: row.last_verified_at, first_seen_at: row.first_seen_at, updated_at: row.updated_at,
  };
}

/** RFC 4180 field: quoted only when it must be; embedded quotes doubled; null is an empty field. */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (values: (string | number | boolean | null | undefined)[]) => values.map(csvField).join(",") + "\r\n";

/** Writes a part: a prefix, one chunk per row (told whether it is the first), a suffix. */
export interface PartEncoder {
  contentType: string;
  extension: string;
  prefix: string;
  row: (row: PinnedRow, first: boolean) => string;
  suffix: string;
}

export function partEncoder(format: ExportFormat, fields: ExportFields): PartEncoder {
  switch (format) {
    case "ndjson":
      return { contentType: "application/x-ndjson; charset=utf-8", extension: "ndjson", prefix: "", row: (r) => JSON.stringify(exportObject(r, fields)) + "\n", suffix: "" };
    case "json":
      return { contentType: "application/json; charset=utf-8", extension: "json", prefix: "[", row: (r, first) => (first ? "\n" : ",\n") + JSON.stringify(exportObject(r, fields)), suffix: "\n]\n" };
    case "csv": {
      const columns: readonly string[] = fields === "basic" ? BASIC_FIELDS : FULL_CSV_COLUMNS;
      return {
        contentType: "text/csv; charset=utf-8; header=present",
        extension: "csv",
        prefix: csvLine([...columns]),
        row: (r) => {
          const f = flat(r);
          return csvLine(columns.map((c) => f[c]));
        },
        suffix: "",
      };
    }
  }
}
