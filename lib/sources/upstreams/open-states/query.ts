import type { OpenStatesBill } from "./schemas";

/**
 * Which Open States bill stands behind one of our AI-law records (db/seed/data/laws/us-states): the record's state
 * slug, its bill number(s) as the legislature writes them, and the session year.
 */

const STATES = [
  "Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware", "District of Columbia",
  "Florida", "Georgia", "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa", "Kansas", "Kentucky", "Louisiana", "Maine",
  "Maryland", "Massachusetts", "Michigan", "Minnesota", "Mississippi", "Missouri", "Montana", "Nebraska", "Nevada",
  "New Hampshire", "New Jersey", "New Mexico", "New York", "North Carolina", "North Dakota", "Ohio", "Oklahoma", "Oregon",
  "Pennsylvania", "Puerto Rico", "Rhode Island", "South Carolina", "South Dakota", "Tennessee", "Texas", "Utah", "Vermont",
  "Virginia", "Washington", "West Virginia", "Wisconsin", "Wyoming",
];
const STATE_BY_SLUG = new Map(STATES.map((name) => [name.toLowerCase().replace(/ /g, "-"), name]));

/** Record types that are legislation Open States tracks; executive orders, regulations and ordinances are not. */
const BILL_RECORD_TYPES = new Set(["statute", "bill"]);

export interface LawRecordRef {
  key: string;
  jurisdiction: string;
  identifier: string | null;
  record_type: string | null;
  record_date: string | null;
}

export interface OpenStatesQuery {
  /** `GET /bills` query parameters (identifier repeats: one per bill number). */
  params: [name: string, value: string][];
  jurisdiction: string;
  identifiers: string[];
  /** The year the record's session belongs to, to choose among same-numbered bills of other sessions. */
  sessionYear: number | null;
}

export type QueryOutcome = { query: OpenStatesQuery } | { skip: string };

/** Colorado writes the session in the number: "SB24-205", "SB25B-004" → Open States "SB 24-205", "SB 25B-004". */
const COLORADO_STYLE = /\b([A-Z]{2,3})(\d{2}[A-Z]?)-(\d{3,4})\b/g;
/** "SB 53", "AB 2013", "HB 1071", "S1042A" (New York's amendment letter dropped), "S8420-A", "A5631-E". */
const BILL_NUMBER = /\b([A-Z]{1,4}) ?(\d{1,5})(?:-?[A-Z])?\b/g;

export function billNumbersIn(identifier: string): string[] {
  const found: string[] = [];
  for (const m of identifier.matchAll(COLORADO_STYLE)) found.push(`${m[1]} ${m[2]}-${m[3]}`);
  if (found.length) return found;
  for (const m of identifier.matchAll(BILL_NUMBER)) {
    const n = `${m[1]} ${Number(m[2])}`;
    if (!found.includes(n)) found.push(n);
  }
  return found;
}

function sessionYearOf(record: LawRecordRef): number | null {
  const id = record.identifier ?? "";
  const co = /\b[A-Z]{2,3}(\d{2})[A-Z]?-\d{3,4}\b/.exec(id);
  if (co) return 2000 + Number(co[1]);
  // "(2023-2024)" → 2024 (the later year covers a bill of either year of a two-year session); "(2025)" → 2025.
  const years = [...id.matchAll(/\b(19|20)(\d{2})\b/g)].map((m) => Number(m[1]! + m[2]!));
  if (years.length) return Math.max(...years);
  return record.record_date ? Number(record.record_date.slice(0, 4)) : null;
}

/** The Open States search for a record, or why it has none (not a state bill, no bill number). */
export function openStatesQueryFor(record: LawRecordRef): QueryOutcome {
  const jurisdiction = STATE_BY_SLUG.get(record.jurisdiction);
  if (!jurisdiction) return { skip: `'${record.jurisdiction}' is not a state legislature Open States covers` };
  if (!record.record_type || !BILL_RECORD_TYPES.has(record.record_type)) return { skip: `record_type '${record.record_type}' is not legislation` };
  const identifiers = record.identifier ? billNumbersIn(record.identifier) : [];
  if (!identifiers.length) return { skip: `no bill number in identifier '${record.identifier ?? ""}'` };
  return {
    query: {
      jurisdiction,
      identifiers,
      sessionYear: sessionYearOf(record),
      params: [["jurisdiction", jurisdiction], ...identifiers.map((i): [string, string] => ["identifier", i]), ["include", "actions"], ["include", "sources"]],
    },
  };
}

/** The detail path of a bill: `/bills/ocd-bill/…`. */
export function openStatesBillPath(openstatesBillId: string): string {
  return `/bills/${openstatesBillId}`;
}

const compact = (identifier: string) => identifier.replace(/\s+/g, "").toUpperCase();

/**
 * The result that is the record's bill: one of its numbers, in a session that covers its year (session names differ by
 * state — "2025-2026", "20232024", "2024A", "89" — so the year is matched against the session name or, failing that,
 * the bill's first action). Among companions (New York's Senate and Assembly bills), the one that moved last.
 */
export function pickBillForRecord(results: OpenStatesBill[], query: OpenStatesQuery): OpenStatesBill | null {
  const wanted = new Set(query.identifiers.map(compact));
  const year = query.sessionYear;
  const inSession = (b: OpenStatesBill) => {
    if (year === null) return true;
    const years = [...b.session.matchAll(/(19|20)(\d{2})/g)].map((m) => Number(m[1]! + m[2]!));
    if (years.length) return years.includes(year);
    const first = b.first_action_date ? Number(b.first_action_date.slice(0, 4)) : null;
    return first !== null && (first === year || first === year - 1);
  };
  const candidates = results.filter((b) => wanted.has(compact(b.identifier)) && inSession(b));
  candidates.sort((a, b) => (b.latest_action_date ?? "").localeCompare(a.latest_action_date ?? ""));
  return candidates[0] ?? null;
}
