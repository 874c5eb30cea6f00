import { z } from "zod";
import { classify } from "@/lib/us-law/classify";
import { normaliseCitation, recordUidFor } from "@/lib/us-law/citation";
import { classificationFields, type CompactRow } from "@/lib/us-law/import/file-importer";
import { orNull } from "@/lib/us-law/import/csv";
import { isCorrectionOrRepublication, notesOf, presidentialRecordDeriver } from "@/lib/us-law/import/presidential";
import type { InstrumentType, UsLawRecordInput } from "@/lib/us-law/import/types";

/**
 * The Federal Register documents API (https://www.federalregister.gov/developers/documentation/api/v1), read as it
 * answers: GET /api/v1/documents.json?conditions[type][]=PRESDOCU&conditions[presidential_document_type]=<type>&…
 * returns { description, count, total_pages, next_page_url, previous_page_url, results[] } (recorded pages:
 * tests/fixtures/upstream/federal-register/). Number fields (executive_order_number) come as strings.
 *
 * Pure: payload → US-law records. Executive orders and proclamations are derived exactly as the file importers
 * derive the Federal Register CSV exports (lib/us-law/import/presidential.ts), so a document read both ways is one
 * record with one set of values; memoranda, determinations and notices, which have no number, are keyed by their
 * Federal Register document number.
 */

export const PRESIDENTIAL_DOCUMENT_TYPES = ["executive_order", "proclamation", "memorandum", "determination", "notice"] as const;
export type PresidentialDocumentType = (typeof PRESIDENTIAL_DOCUMENT_TYPES)[number];

/** The fields we ask for (fields[]=…): what a record needs, nothing more. */
export const DOCUMENT_FIELDS = [
  "document_number",
  "title",
  "publication_date",
  "signing_date",
  "citation",
  "html_url",
  "pdf_url",
  "executive_order_number",
  "proclamation_number",
  "disposition_notes",
] as const;

const numberText = z.union([z.string(), z.number()]).nullable().optional();

export const documentSchema = z.object({
  document_number: z.string().min(1),
  title: z.string().nullable(),
  publication_date: z.iso.date(),
  signing_date: z.iso.date().nullable().optional(),
  citation: z.string().nullable().optional(),
  html_url: z.url({ protocol: /^https?$/ }),
  pdf_url: z.string().nullable().optional(),
  executive_order_number: numberText,
  proclamation_number: numberText,
  disposition_notes: z.string().nullable().optional(),
});
export type FederalRegisterDocument = z.infer<typeof documentSchema>;

export const documentsPageSchema = z
  .object({
    count: z.number().int().nonnegative(),
    total_pages: z.number().int().nonnegative().optional(),
    next_page_url: z.string().nullable().optional(),
    results: z.array(documentSchema).optional(),
  })
  .refine((page) => page.count === 0 || Array.isArray(page.results), { message: "count > 0 but no results array", path: ["results"] });
export type DocumentsPage = z.infer<typeof documentsPageSchema>;

export const FEDERAL_REGISTER_EDITION = "Federal Register documents API (live sync)";
export const FEDERAL_REGISTER_AUTHORITY = "Office of the Federal Register, Federal Register documents API (www.federalregister.gov/api/v1)";

const UNNUMBERED: Record<"memorandum" | "determination" | "notice", InstrumentType> = {
  memorandum: "presidential_memorandum",
  determination: "presidential_determination",
  notice: "presidential_notice",
};

/** The file importers' compact row for a numbered document (presidential.ts PRESIDENTIAL_COLUMNS). */
function compactRow(doc: FederalRegisterDocument, number: number, line: number): CompactRow {
  return [line, number, orNull(doc.title)!, doc.signing_date ?? null, doc.publication_date, orNull(doc.citation), doc.document_number, doc.html_url, orNull(doc.pdf_url), notesOf(doc.disposition_notes)];
}

function unnumberedRecord(doc: FederalRegisterDocument, type: keyof typeof UNNUMBERED): UsLawRecordInput {
  const title = orNull(doc.title)!;
  // The Federal Register document number is the document's official identifier (printed as "FR Doc. …").
  const citation = `FR Doc. ${doc.document_number}`;
  return {
    record_uid: recordUidFor("federal", citation),
    source: "presidential_documents",
    instrument_type: UNNUMBERED[type],
    title,
    short_title: null,
    citation,
    citation_normalized: normaliseCitation(citation),
    identifier: citation,
    document_number: null,
    status: "enacted",
    status_detail: notesOf(doc.disposition_notes),
    in_force: null,
    is_binding: true,
    jurisdiction_slug: "federal",
    jurisdiction_level: "federal",
    effective_date: null,
    enacted_date: doc.signing_date ?? null,
    repealed_date: null,
    published_date: doc.publication_date,
    code_title: null,
    code_title_name: null,
    chapter: null,
    part: null,
    part_heading: null,
    hierarchy: null,
    agency: "Executive Office of the President",
    fr_citation: orNull(doc.citation),
    fr_document_number: doc.document_number,
    ...classificationFields(classify({ kind: "presidential", ownTitle: title })),
    official_url: doc.html_url,
    source_authority: FEDERAL_REGISTER_AUTHORITY,
    full_text_url: orNull(doc.pdf_url),
    full_text_sha256: null,
    edition: FEDERAL_REGISTER_EDITION,
  };
}

/**
 * One page's documents of one presidential document type → records. Documents without a title, corrections,
 * republications and numbered types without their number are skipped (counted as seen, not as items).
 */
export function recordsOfPage(results: FederalRegisterDocument[], type: PresidentialDocumentType): UsLawRecordInput[] {
  const page = pageDerivation(results, type);
  return Array.from({ length: page.count }, (_, i) => page.recordAt(i));
}

/**
 * recordsOfPage as a count and a function deriving the i-th record, so a caller can derive a page in slices: what
 * reads the whole page (which documents count, the dispositions their notes imply) is done here, once.
 */
export function pageDerivation(results: FederalRegisterDocument[], type: PresidentialDocumentType): { count: number; recordAt: (i: number) => UsLawRecordInput } {
  const docs = results.filter((d) => orNull(d.title) && !isCorrectionOrRepublication(d.document_number));
  if (type === "executive_order" || type === "proclamation") {
    const numberOf = (d: FederalRegisterDocument) => Number(type === "executive_order" ? d.executive_order_number : d.proclamation_number);
    const rows: CompactRow[] = [];
    const seen = new Set<number>();
    docs.forEach((d, i) => {
      const n = numberOf(d);
      if (!Number.isInteger(n) || n <= 0 || seen.has(n)) return;
      seen.add(n);
      rows.push(compactRow(d, n, i + 1));
    });
    const derive = presidentialRecordDeriver(rows, type, { authority: FEDERAL_REGISTER_AUTHORITY, edition: FEDERAL_REGISTER_EDITION });
    return { count: rows.length, recordAt: (i) => derive(rows[i]!) };
  }
  return { count: docs.length, recordAt: (i) => unnumberedRecord(docs[i]!, type) };
}
