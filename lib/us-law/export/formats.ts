import { sql, type SQL } from "drizzle-orm";
import { loadTaxonomy } from "../taxonomy";
import type { ExportFields, ExportFormat } from "./part-token";

/**
 * How a pinned row is written in each export format. Postgres writes each row's text (one JSON object, or one CSV
 * line), so the driver hands Node one string per row instead of a 40-field object to re-serialise: that is what
 * keeps a stream near COPY's throughput (tests/bench/us-law-export.ts). Expressions read the pinned subquery `a`
 * and the jurisdiction `j` of lib/us-law/export/pinned-rows.ts.
 *
 * `full` is the record as GET /us-law/records serves it, minus the classification rule ids (not versioned, so not
 * pinnable) and the per-record attribution (stated once in the manifest); `basic` narrows it and keeps every
 * provenance field (SPEC: never withheld). CSV is RFC 4180: a header row, CRLF line ends, a field quoted when it holds
 * a quote, comma, CR or LF, quotes doubled; lists (secondary subcategories and their branches) are ';'-joined.
 * NDJSON: one JSON object per line. JSON: one array, one object per line.
 */

export const BASIC_FIELDS = [
  "record_uid", "citation", "title", "instrument_type", "status", "in_force", "jurisdiction", "jurisdiction_level",
  "effective_date", "primary_branch", "primary_subcategory", "official_url", "source_authority", "retrieved_at",
  "last_verified_at",
] as const;

const a = (column: string) => sql.raw(`a."${column}"`);
/** subcategory id → branch id, one JSON parameter (the taxonomy is fixed, 227 entries). */
const branchMap = () => sql`${JSON.stringify(Object.fromEntries(loadTaxonomy().branchOf))}::jsonb`;
const secondaries = sql`unnest(a.secondary_subcategories) WITH ORDINALITY AS s(sub, ord)`;

const FULL_JSON = (): [string, SQL][] => [
  ...["record_uid", "title", "short_title", "citation", "identifier", "instrument_type", "status", "status_detail", "in_force", "is_binding"].map((c) => [c, a(c)] as [string, SQL]),
  ["jurisdiction", sql`json_build_object('slug', a.jurisdiction_slug, 'name', j.name, 'abbr', j.abbr)`],
  ...["jurisdiction_level", "effective_date", "enacted_date", "repealed_date", "published_date", "document_number", "code_title",
    "code_title_name", "chapter", "part", "part_heading", "hierarchy", "agency", "fr_citation", "fr_document_number"].map((c) => [c, a(c)] as [string, SQL]),
  ["classification", sql`json_build_object(
    'primary', json_build_object('branch', a.primary_branch, 'subcategory', a.primary_subcategory),
    'secondary', (SELECT coalesce(json_agg(json_build_object('branch', ${branchMap()}->>s.sub, 'subcategory', s.sub) ORDER BY s.ord), '[]'::json) FROM ${secondaries}))`],
  ...["official_url", "source_authority", "full_text_url", "full_text_sha256", "edition", "retrieved_at", "last_verified_at",
    "first_seen_at", "updated_at"].map((c) => [c, a(c)] as [string, SQL]),
];

const BASIC_JSON = (): [string, SQL][] =>
  BASIC_FIELDS.map((c) => [c, c === "jurisdiction" ? a("jurisdiction_slug") : a(c)] as [string, SQL]);

/** CSV columns: a text expression, quoted (free text) or bare (ids, numbers, booleans, dates, timestamps). */
type CsvColumn = [name: string, expr: SQL, quoted: boolean];
const text = (c: string): CsvColumn => [c, a(c), true];
const bare = (c: string): CsvColumn => [c, sql`${a(c)}::text`, false];

const FULL_CSV = (): CsvColumn[] => [
  bare("record_uid"), ...["title", "short_title", "citation", "identifier", "instrument_type", "status", "status_detail"].map(text),
  bare("in_force"), bare("is_binding"),
  ["jurisdiction", a("jurisdiction_slug"), true], ["jurisdiction_name", sql`j.name`, true], ["jurisdiction_abbr", sql`j.abbr`, true],
  text("jurisdiction_level"), ...["effective_date", "enacted_date", "repealed_date", "published_date", "document_number", "code_title"].map(bare),
  ...["code_title_name", "chapter", "part", "part_heading", "hierarchy", "agency", "fr_citation", "fr_document_number",
    "primary_branch", "primary_subcategory"].map(text),
  ["secondary_subcategories", sql`array_to_string(a.secondary_subcategories, ';')`, true],
  ["secondary_branches", sql`array_to_string(ARRAY(SELECT coalesce(${branchMap()}->>s.sub, '') FROM ${secondaries} ORDER BY s.ord), ';')`, true],
  ...["official_url", "source_authority", "full_text_url", "full_text_sha256", "edition"].map(text),
  ...["retrieved_at", "last_verified_at", "first_seen_at", "updated_at"].map(bare),
];

const BASIC_CSV = (): CsvColumn[] => {
  const full = new Map(FULL_CSV().map((c) => [c[0], c]));
  return BASIC_FIELDS.map((c) => full.get(c)!);
};

export const FULL_CSV_COLUMNS = FULL_CSV().map(([name]) => name);

/** One JSON object per row, keys in the listed order, compact. */
function jsonLine(fields: [string, SQL][]): SQL {
  return sql`(SELECT row_to_json(o)::text FROM (SELECT ${sql.join(fields.map(([name, expr]) => sql`${expr} AS ${sql.identifier(name)}`), sql`, `)}) o)`;
}

/**
 * RFC 4180 in SQL: every text field is quoted (the RFC allows it, and it spares a scan for quotes, commas, CR and
 * LF), its quotes doubled; NULL is an empty unquoted field, so an empty string ("") and null stay distinct. Numbers
 * and booleans are written bare.
 */
const csvQuoted = (expr: SQL) => sql`coalesce('"' || replace(${expr}, '"', '""') || '"', '')`;
const csvBare = (expr: SQL) => sql`coalesce(${expr}, '')`;

function csvLineSql(columns: CsvColumn[]): SQL {
  return sql`concat_ws(',', ${sql.join(columns.map(([, expr, quoted]) => (quoted ? csvQuoted(expr) : csvBare(expr))), sql`, `)}) || E'\\r\\n'`;
}

/** RFC 4180 field in Node, quoted only when it must be (the header row; rows are written by csvLineSql). */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (values: (string | number | boolean | null | undefined)[]) => values.map(csvField).join(",") + "\r\n";

/**
 * Writes a part: a prefix, then each batch (Postgres joins the batch's rows with `separator` and frames them with
 * `before`, told whether the batch holds the part's first row, and `after`), then a suffix.
 */
export interface PartEncoder {
  contentType: string;
  extension: string;
  /** The SQL expression producing one row's text. */
  line: SQL;
  /** What Postgres puts between two rows of a batch. */
  separator: string;
  prefix: string;
  before: (first: boolean) => string;
  after: string;
  suffix: string;
}

export function partEncoder(format: ExportFormat, fields: ExportFields): PartEncoder {
  switch (format) {
    case "ndjson":
      // One object per line, each line ending in LF.
      return { contentType: "application/x-ndjson; charset=utf-8", extension: "ndjson", line: jsonLine(fields === "basic" ? BASIC_JSON() : FULL_JSON()), separator: "\n", prefix: "", before: () => "", after: "\n", suffix: "" };
    case "json":
      // "[", then LF before the first object and ",LF" before every other, then "LF]LF".
      return { contentType: "application/json; charset=utf-8", extension: "json", line: jsonLine(fields === "basic" ? BASIC_JSON() : FULL_JSON()), separator: ",\n", prefix: "[", before: (first) => (first ? "\n" : ",\n"), after: "", suffix: "\n]\n" };
    case "csv": {
      // Each line ends in CRLF already (csvLineSql).
      const columns = fields === "basic" ? BASIC_CSV() : FULL_CSV();
      return { contentType: "text/csv; charset=utf-8; header=present", extension: "csv", line: csvLineSql(columns), separator: "", prefix: csvLine(columns.map(([n]) => n)), before: () => "", after: "", suffix: "" };
    }
  }
}
