/**
 * Refreshing disclosures from EDGAR's own JSON, where egress exists. Two upstream shapes, read as SEC publishes them:
 *
 * - Full-text search (efts.sec.gov/LATEST/search-index?q=…&forms=10-K,10-Q,20-F): `hits.hits[]` with `_id`
 *   "<accession>:<document>" and `_source` { ciks, display_names, form, file_date, adsh, period_ending, … }. Each hit
 *   is a filing whose text matches the query: it becomes a row with the EDGAR document link and heading/text null
 *   (the search does not say which section matched; a reviewer adds the wording to the curated file).
 * - Submissions (data.sec.gov/submissions/CIK##########.json): `filings.recent` holds parallel arrays
 *   (accessionNumber, filingDate, form, primaryDocument, …). It proposes the accession number and document URL for
 *   curated rows entered without one (a row whose CIK, form and filing date match exactly one filing).
 *
 * Nothing here fetches: the caller passes the parsed JSON (a fetch script, or a recorded fixture in tests).
 */
import { inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { disclosures } from "@/db/schema";
import { upsertDisclosures } from "./load";
import { ACCESSION_PATTERN, disclosureIdFor, normaliseCik, type DisclosureInsert, type RiskFactorRow } from "./risk-factor-rows";

/** The EDGAR archive URL of a filing's document: /Archives/edgar/data/<cik>/<accession without dashes>/<document>. */
export function edgarDocumentUrl(cik: string, accessionNumber: string, document: string): string {
  return `https://www.sec.gov/Archives/edgar/data/${normaliseCik(cik)}/${accessionNumber.replace(/-/g, "")}/${encodeURIComponent(document)}`;
}

/** "Apple Inc.  (AAPL)  (CIK 0000320193)" → "Apple Inc.": EDGAR appends the tickers and the CIK to the name. */
export function companyFromDisplayName(displayName: string): string {
  return displayName
    .replace(/\s*\(CIK\s*\d+\)\s*$/, "")
    .replace(/\s+\([A-Z0-9.\-, ]+\)\s*$/, "")
    .trim();
}

const ftsSchema = z.object({
  hits: z.object({
    hits: z.array(
      z.object({
        _id: z.string(),
        _source: z.object({
          ciks: z.array(z.string()).min(1),
          display_names: z.array(z.string()).min(1),
          form: z.string().min(1),
          file_date: z.iso.date(),
          adsh: z.string().regex(ACCESSION_PATTERN),
          period_ending: z.iso.date().nullable().optional(),
        }),
      }),
    ),
  }),
});

const submissionsSchema = z.object({
  cik: z.union([z.string(), z.number()]).transform(String),
  name: z.string(),
  filings: z.object({
    recent: z.object({
      accessionNumber: z.array(z.string()),
      filingDate: z.array(z.string()),
      form: z.array(z.string()),
      primaryDocument: z.array(z.string()),
    }),
  }),
});

export class EdgarShapeError extends Error {}

function parseShape<T>(schema: z.ZodType<T>, json: unknown, what: string): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new EdgarShapeError(`Not an EDGAR ${what} response: ${issue.path.join(".")}: ${issue.message}`);
  }
  return parsed.data;
}

/** Full-text-search hits → disclosure rows (one per filing; the first hit of a filing wins). */
export function disclosuresFromFullTextSearch(json: unknown): DisclosureInsert[] {
  const { hits } = parseShape(ftsSchema, json, "full-text search");
  const byAccession = new Map<string, DisclosureInsert>();
  for (const hit of hits.hits) {
    const s = hit._source;
    if (byAccession.has(s.adsh)) continue;
    const document = hit._id.includes(":") ? hit._id.slice(hit._id.indexOf(":") + 1) : null;
    const cik = normaliseCik(s.ciks[0]!);
    const key = `edgar:${s.adsh}`;
    byAccession.set(s.adsh, {
      id: disclosureIdFor(key),
      key,
      company: companyFromDisplayName(s.display_names[0]!),
      cik,
      form: s.form,
      filingDate: s.file_date,
      fiscalPeriod: s.period_ending ? `period ending ${s.period_ending}` : null,
      accessionNumber: s.adsh,
      filingUrl: document
        ? edgarDocumentUrl(cik, s.adsh, document)
        : `https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=${cik}&type=${encodeURIComponent(s.form)}`,
      filingUrlKind: document ? "document" : "company_index",
      section: null,
      heading: null,
      text: null,
      textIsExcerpt: false,
      quotedInUrl: null,
      quotedInPublisher: null,
      quotedInTitle: null,
      origin: "edgar_full_text_search",
    });
  }
  return [...byAccession.values()];
}

export interface EdgarFiling {
  cik: string;
  company: string;
  accessionNumber: string;
  filingDate: string;
  form: string;
  primaryDocument: string;
  documentUrl: string;
}

/** The `filings.recent` arrays of a submissions response, zipped into one object per filing. */
export function filingsFromSubmissions(json: unknown): EdgarFiling[] {
  const sub = parseShape(submissionsSchema, json, "submissions");
  const r = sub.filings.recent;
  const n = r.accessionNumber.length;
  if ([r.filingDate, r.form, r.primaryDocument].some((a) => a.length !== n)) {
    throw new EdgarShapeError("Not an EDGAR submissions response: the filings.recent arrays differ in length.");
  }
  const cik = normaliseCik(sub.cik);
  return r.accessionNumber.map((accessionNumber, i) => ({
    cik,
    company: sub.name,
    accessionNumber,
    filingDate: r.filingDate[i]!,
    form: r.form[i]!,
    primaryDocument: r.primaryDocument[i]!,
    documentUrl: edgarDocumentUrl(cik, accessionNumber, r.primaryDocument[i]!),
  }));
}

/**
 * Writes full-text-search hits. A filing already held (same accession number, e.g. a curated row with its wording)
 * is skipped: the curated row says more. Returns what was written and skipped.
 */
export async function importFullTextSearchHits(db: Db, json: unknown): Promise<{ written: number; skipped: number }> {
  const rows = disclosuresFromFullTextSearch(json);
  if (rows.length === 0) return { written: 0, skipped: 0 };
  const held = await db
    .select({ accession: disclosures.accessionNumber, key: disclosures.key })
    .from(disclosures)
    .where(inArray(disclosures.accessionNumber, rows.map((r) => r.accessionNumber!)));
  const heldElsewhere = new Set(held.filter((h) => !h.key.startsWith("edgar:")).map((h) => h.accession));
  const fresh = rows.filter((r) => !heldElsewhere.has(r.accessionNumber!));
  await upsertDisclosures(db, fresh);
  return { written: fresh.length, skipped: rows.length - fresh.length };
}

export interface AccessionCompletion {
  key: string;
  accession_number: string;
  filing_url: string;
  filing_url_kind: "document";
}

/**
 * For curated rows entered without an accession number: when exactly one filing of the row's CIK has the row's form
 * and filing date, the accession number and document URL to write into the curated file. Pure — the YAML file stays
 * the one truth (a database-only fix would be undone by the next load); ambiguous or unmatched rows get nothing.
 */
export function accessionCompletions(
  rows: Pick<RiskFactorRow, "key" | "cik" | "form" | "filing_date" | "accession_number">[],
  submissions: unknown,
): AccessionCompletion[] {
  const filings = filingsFromSubmissions(submissions);
  const out: AccessionCompletion[] = [];
  for (const row of rows) {
    if (row.accession_number !== null) continue;
    const matches = filings.filter((f) => f.cik === normaliseCik(row.cik) && f.form === row.form && f.filingDate === row.filing_date);
    if (matches.length !== 1) continue;
    out.push({ key: row.key, accession_number: matches[0]!.accessionNumber, filing_url: matches[0]!.documentUrl, filing_url_kind: "document" });
  }
  return out;
}
