/**
 * Turns a verbatim deadline / effective-date text ("August 2, 2026 (covered providers); January 1, 2027 (large online
 * platforms)", "20th day of February, 2026", "Within 90 days of the issuance of this memorandum (issued April 3,
 * 2025)") into dates with a precision. Deterministic and dependency-free: the same text always gives the same dates,
 * whatever the clock or locale. The rules are listed below and summarised in docs/data.md ("The compliance layer",
 * "Deadlines"); they are unit-tested on every deadline string in the dataset (tests/unit/deadline-parser.test.ts).
 *
 * Rules, in the order they run (each match is masked so a later rule cannot read it again):
 *  1. "within N days|months of … (issued DATE)": a computed date, DATE + N (the anchor itself is not a deadline).
 *  2. Anchors and superseded dates are dropped: "(issued DATE)", "publication on DATE", "published on DATE",
 *     "promulgated on DATE", "originally DATE" — they date the instrument or an old rule, not a duty.
 *  3. Full dates (precision day): "2 February 2025", "20th day of February, 2026", "October 1, 2024", "2025-06-02".
 *  4. Month and year (precision month): "July 2026", "February of 2026".
 *  5. A bare year (precision year) only where it reads as a deadline: the whole text, or after in/by/before/from/
 *     beginning/starting/during/calendar year/fiscal year — never "Statutes of 2025", "2024/1689" or "until 2036".
 * Text with no date left ("At least annually", "Ninety (90) business days after publication") is undated.
 */

export type DatePrecision = "day" | "month" | "year";

export interface ParsedDate {
  /** First day of the stated period (YYYY-MM-DD). */
  iso: string;
  precision: DatePrecision;
  /** Last day of the stated period: a "July 2026" deadline stays upcoming until July ends. Orders entries. */
  sort: string;
  /** "stated" in the text, or "computed" from a stated anchor plus a stated interval (rule 1). */
  basis: "stated" | "computed";
}

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6,
  jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11, november: 11,
  dec: 12, december: 12,
};
const MONTH = "(January|February|March|April|May|June|July|August|September|October|November|December|Jan\\.?|Feb\\.?|Mar\\.?|Apr\\.?|Jun\\.?|Jul\\.?|Aug\\.?|Sept?\\.?|Oct\\.?|Nov\\.?|Dec\\.?)";
const ORD = "(?:st|nd|rd|th)?";
const DAY_MONTH_YEAR = `\\b(\\d{1,2})${ORD}(?:\\s+day)?(?:\\s+of)?\\s+${MONTH},?\\s+(\\d{4})\\b`;
const MONTH_DAY_YEAR = `\\b${MONTH}\\s+(\\d{1,2})${ORD},?\\s+(\\d{4})\\b`;
const ISO_DATE = "\\b(\\d{4})-(\\d{2})-(\\d{2})\\b";
const ANY_FULL_DATE = `(?:${DAY_MONTH_YEAR}|${MONTH_DAY_YEAR}|${ISO_DATE})`;

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, thirty: 30, sixty: 60, ninety: 90,
};

const pad = (n: number) => String(n).padStart(2, "0");
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const validYear = (y: number) => y >= 1990 && y <= 2100;

function dayDate(y: number, m: number, d: number): string | null {
  if (!validYear(y) || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

function monthNumber(name: string): number | undefined {
  return MONTHS[name.toLowerCase().replace(/\.$/, "")];
}

/** A full date from the groups of ANY_FULL_DATE-style matches (day-month-year, month-day-year or ISO). */
function fullDateFrom(text: string): string | null {
  let m = new RegExp(`^${DAY_MONTH_YEAR}$`, "i").exec(text);
  if (m) return dayDate(Number(m[3]), monthNumber(m[2]!) ?? 0, Number(m[1]));
  m = new RegExp(`^${MONTH_DAY_YEAR}$`, "i").exec(text);
  if (m) return dayDate(Number(m[3]), monthNumber(m[1]!) ?? 0, Number(m[2]));
  m = new RegExp(`^${ISO_DATE}$`).exec(text);
  if (m) return dayDate(Number(m[1]), Number(m[2]), Number(m[3]));
  return null;
}

function addInterval(iso: string, amount: number, unit: "day" | "month" | "year"): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  if (unit === "day") return new Date(Date.UTC(y, m - 1, d + amount)).toISOString().slice(0, 10);
  const months = unit === "month" ? amount : amount * 12;
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const ty = target.getUTCFullYear();
  const tm = target.getUTCMonth() + 1;
  // "One month after January 31" is the last day of February, not March 3.
  return `${ty}-${pad(tm)}-${pad(Math.min(d, daysInMonth(ty, tm)))}`;
}

/** Replaces a matched span with spaces so later rules cannot match inside it, keeping offsets stable. */
function mask(text: string, start: number, length: number): string {
  return text.slice(0, start) + " ".repeat(length) + text.slice(start + length);
}

interface Found extends ParsedDate {
  at: number;
}

function scan(
  text: string,
  pattern: string,
  flags: string,
  onMatch: (m: RegExpExecArray) => Omit<Found, "at"> | null,
): { text: string; found: Found[] } {
  const found: Found[] = [];
  let masked = text;
  for (const m of text.matchAll(new RegExp(pattern, flags))) {
    const date = onMatch(m as RegExpExecArray);
    masked = mask(masked, m.index!, m[0].length);
    if (date) found.push({ ...date, at: m.index! });
  }
  return { text: masked, found };
}

const exact = (iso: string, basis: ParsedDate["basis"] = "stated"): Omit<Found, "at"> => ({ iso, precision: "day", sort: iso, basis });

/** Parses one deadline text. Returns the dates in chronological order (empty when the text is undated). */
export function parseDeadline(raw: string | null | undefined): ParsedDate[] {
  if (!raw) return [];
  let text = raw.replace(/[\u00a0\u2009\u202f]/g, " ");
  const found: Found[] = [];
  const run = (pattern: string, flags: string, onMatch: (m: RegExpExecArray) => Omit<Found, "at"> | null) => {
    const r = scan(text, pattern, flags, onMatch);
    text = r.text;
    found.push(...r.found);
  };

  // 1. Computed: "within 90 days of the issuance of this memorandum (issued April 3, 2025)".
  run(
    `\\bwithin\\s+(\\d+|[a-z]+)(?:\\s+\\(\\d+\\))?\\s+(day|month|year)s?\\s+(?:of|after)\\b[^()]*?\\((?:issued|signed|enacted|published)\\s+(${ANY_FULL_DATE})\\)`,
    "gi",
    (m) => {
      const amount = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!.toLowerCase()];
      const anchor = fullDateFrom(m[3]!);
      if (!amount || !anchor) return null;
      return exact(addInterval(anchor, amount, m[2]!.toLowerCase() as "day" | "month" | "year"), "computed");
    },
  );
  // 2. Anchors and superseded dates: masked, never emitted.
  run(`(?:\\(issued|\\bpublication\\s+on|\\bpublished\\s+on|\\bpromulgated\\s+on|\\boriginally)\\s+${ANY_FULL_DATE}`, "gi", () => null);
  // 3. Full dates.
  run(DAY_MONTH_YEAR, "gi", (m) => {
    const iso = dayDate(Number(m[3]), monthNumber(m[2]!) ?? 0, Number(m[1]));
    return iso ? exact(iso) : null;
  });
  run(MONTH_DAY_YEAR, "gi", (m) => {
    const iso = dayDate(Number(m[3]), monthNumber(m[1]!) ?? 0, Number(m[2]));
    return iso ? exact(iso) : null;
  });
  run(ISO_DATE, "g", (m) => {
    const iso = dayDate(Number(m[1]), Number(m[2]), Number(m[3]));
    return iso ? exact(iso) : null;
  });
  // 4. Month and year.
  run(`\\b${MONTH},?\\s+(?:of\\s+)?(\\d{4})\\b`, "gi", (m) => {
    const y = Number(m[2]);
    const mo = monthNumber(m[1]!);
    if (!mo || !validYear(y)) return null;
    return { iso: `${y}-${pad(mo)}-01`, precision: "month", sort: `${y}-${pad(mo)}-${pad(daysInMonth(y, mo))}`, basis: "stated" };
  });
  // 5. A bare year, only where it reads as a deadline.
  const yearOnly = (m: RegExpExecArray): Omit<Found, "at"> | null => {
    const y = Number(m[1]);
    return validYear(y) ? { iso: `${y}-01-01`, precision: "year", sort: `${y}-12-31`, basis: "stated" } : null;
  };
  run("^\\s*(\\d{4})\\s*\\.?\\s*$", "g", yearOnly);
  run("\\b(?:in|by|before|from|beginning|starting|during|calendar\\s+year|fiscal\\s+year)\\s+(\\d{4})\\b(?![/\\d-])", "gi", yearOnly);

  const unique = new Map<string, Found>();
  for (const f of found) {
    const key = `${f.iso}|${f.precision}`;
    if (!unique.has(key)) unique.set(key, f);
  }
  return [...unique.values()]
    .sort((a, b) => (a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : a.at - b.at))
    .map(({ iso, precision, sort, basis }) => ({ iso, precision, sort, basis }));
}

/**
 * The date a deadline entry shows: the next date still running on `today` (its period has not ended), otherwise the
 * last one. Null when undated.
 */
export function headlineDate(dates: ParsedDate[], today: string): ParsedDate | null {
  return dates.find((d) => d.sort >= today) ?? dates[dates.length - 1] ?? null;
}

/** Today's date in UTC as YYYY-MM-DD: the only clock the compliance layer reads. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
