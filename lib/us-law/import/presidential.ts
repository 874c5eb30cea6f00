import path from "node:path";
import type { UsLawRowError } from "@/db/schema";
import { classify } from "../classify";
import { normaliseCitation, recordUidFor } from "../citation";
import { clean, isoDate, orNull, readCsv } from "./csv";

/**
 * Disposition notes keep their line structure (one disposition per line; the CSV exports and the API both separate
 * them with \r\n); each line's spacing is cleaned.
 */
export function notesOf(value: string | null | undefined): string | null {
  const lines = (value ?? "").split(/\r?\n/).map((l) => clean(l)).filter(Boolean);
  return lines.length ? lines.join("\n") : null;
}
import { classificationFields, withoutDuplicates, type CompactRow } from "./file-importer";
import type { UsLawRecordInput, UsLawSource, UsLawStatus } from "./types";

/**
 * Shared by the executive-order and proclamation importers: both read Federal Register "presidential documents" CSV
 * exports (citation, document_number, html_url, pdf_url, publication_date, signing_date, title, disposition_notes,
 * and the document's number column).
 *
 * Compact row: [line, number, title, signing_date, publication_date, fr_citation, fr_document_number, html_url,
 * pdf_url, disposition_notes].
 */
export const PRESIDENTIAL_COLUMNS = ["number", "title", "signing_date", "publication_date", "fr_citation", "fr_document_number", "html_url", "pdf_url", "disposition_notes"];

export function readPresidentialCsvs(
  dataDir: string,
  files: string[],
  numberColumn: string,
  overrides: Record<string, string>,
): { rows: CompactRow[]; errors: UsLawRowError[]; skipped: UsLawRowError[]; rowsRead: number } {
  const errors: UsLawRowError[] = [];
  const valid: { line: number; number: number; file: string; row: CompactRow }[] = [];
  let rowsRead = 0;
  for (const rel of files) {
    const file = path.basename(rel);
    const csv = readCsv(path.join(dataDir, rel), [numberColumn, "title", "signing_date", "publication_date", "citation", "document_number", "html_url"], overrides[rel]);
    errors.push(...csv.errors);
    rowsRead += csv.rows.length + csv.errors.length;
    for (const { line, values: v } of csv.rows) {
      const numberText = clean(v[numberColumn]);
      const title = clean(v.title);
      const signing = clean(v.signing_date);
      const published = clean(v.publication_date);
      const htmlUrl = clean(v.html_url);
      const problem = !/^\d{1,6}$/.test(numberText)
        ? `${numberColumn}: '${numberText}' is not a document number`
        : !title
          ? "title: empty"
          : signing && !isoDate(signing)
            ? `signing_date: '${signing}' is not a date`
            : published && !isoDate(published)
              ? `publication_date: '${published}' is not a date`
              : !/^https:\/\//.test(htmlUrl)
                ? `html_url: '${htmlUrl}' is not an https URL`
                : null;
      if (problem) {
        errors.push({ file, line, key: numberText || null, message: problem });
        continue;
      }
      valid.push({
        line,
        file,
        number: Number(numberText),
        row: [line, Number(numberText), title, isoDate(signing), isoDate(published), orNull(v.citation), orNull(v.document_number), htmlUrl, orNull(v.pdf_url), notesOf(v.disposition_notes)],
      });
    }
  }
  const { kept, skipped } = withoutRepeatedDocuments(valid);
  // What is left with a repeated number is two different documents claiming it: an error, the first row wins.
  const rows = withoutDuplicates(kept, (x) => String(x.number), files.map((f) => path.basename(f)).join("+"), errors);
  return { rows: rows.map((x) => x.row), errors, skipped, rowsRead };
}

/**
 * Corrections ("C1-…", "Z9-…" in 2009) and republications ("R1-…") are notices about a document, not documents: the
 * original carries the number and stays the record. Other letter prefixes are ordinary document numbers of their
 * year ("E9-18085", Proclamation 8397).
 */
export function isCorrectionOrRepublication(documentNumber: string | null): boolean {
  return documentNumber !== null && /^[CRZ]\d*-/.test(documentNumber);
}

/**
 * Rows that add no document: the republication ("R1-2026-03829") of a number whose original is listed too, and the
 * same document (same number, same FR document number) listed again by a later file — the files are listed newest
 * export first, so the newest reading of a document is the one kept. Reported as skipped, not as errors.
 */
function withoutRepeatedDocuments<T extends { line: number; number: number; file: string; row: CompactRow }>(rows: T[]): { kept: T[]; skipped: UsLawRowError[] } {
  const skipped: UsLawRowError[] = [];
  const hasOriginal = new Set(rows.filter((r) => !isCorrectionOrRepublication(r.row[6] as string | null)).map((r) => r.number));
  const seen = new Map<string, T>();
  const kept = rows.filter((r) => {
    const doc = r.row[6] as string | null;
    if (isCorrectionOrRepublication(doc) && hasOriginal.has(r.number)) {
      skipped.push({ file: r.file, line: r.line, key: String(r.number), message: `republication ${doc} of the document already listed under this number` });
      return false;
    }
    const key = `${r.number}|${doc}`;
    const first = seen.get(key);
    if (first && doc !== null) {
      skipped.push({ file: r.file, line: r.line, key: String(r.number), message: `the same document (${doc}) as ${first.file} line ${first.line}` });
      return false;
    }
    seen.set(key, r);
    return true;
  });
  return { kept, skipped };
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

function dateFromWords(text: string): string | null {
  const m = /([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})/.exec(text);
  if (!m) return null;
  const month = MONTHS.indexOf(m[1]!.toLowerCase());
  if (month < 0) return null;
  return isoDate(`${m[3]}-${String(month + 1).padStart(2, "0")}-${m[2]!.padStart(2, "0")}`);
}

/** The disposition-note lines of one row ("Revoked by: EO 14148, January 20, 2025", "Amends: …"). */
function dispositionLines(notes: string | null): string[] {
  if (!notes) return [];
  return notes
    .split(/\n|;;/)
    .map((s) => s.replace(/^[\s;]+/, "").trim())
    .filter(Boolean);
}

interface Disposition {
  status: UsLawStatus;
  inForce: boolean | null;
  repealedDate: string | null;
  detail: string | null;
}

/**
 * What the Federal Register disposition notes say about each document: a whole "Revoked by:" → repealed (not in
 * force, repealed_date from the note), a whole "Superseded by:" → superseded. Another row's "Revokes: EO N" /
 * "Supersedes: EO N" (not marked "in part") says the same about N when N's own notes are silent. Everything else is
 * "enacted" with in_force null: signed and published, and the export says nothing either way.
 */
export function dispositions(rows: CompactRow[], kind: "EO" | "Proc."): Map<number, Disposition> {
  const own = new Map<number, Disposition>();
  const implied = new Map<number, Disposition>();
  for (const r of rows) {
    const number = r[1] as number;
    const signing = r[3] as string | null;
    for (const line of dispositionLines(r[9] as string | null)) {
      const revokedBy = /^(Revoked|Superseded) by\s*:\s*(.*)$/i.exec(line);
      if (revokedBy && !/\(in part\)/i.test(line)) {
        const revoked = revokedBy[1]!.toLowerCase() === "revoked";
        if (!own.has(number) || revoked) {
          own.set(number, { status: revoked ? "repealed" : "superseded", inForce: false, repealedDate: revoked ? dateFromWords(revokedBy[2]!) : null, detail: line });
        }
        continue;
      }
      const revokes = /^(Revokes|Supersedes)\s*:\s*(.*)$/i.exec(line);
      if (!revokes) continue;
      const revoked = revokes[1]!.toLowerCase() === "revokes";
      for (const item of revokes[2]!.split(";")) {
        const m = new RegExp(`\\b${kind === "EO" ? "EO" : "Proc\\."}\\s*(\\d+)`).exec(item);
        if (!m || /in part/i.test(item)) continue;
        const target = Number(m[1]);
        if (implied.has(target) && implied.get(target)!.status === "repealed") continue;
        implied.set(target, {
          status: revoked ? "repealed" : "superseded",
          inForce: false,
          repealedDate: revoked ? signing : null,
          detail: `${revoked ? "Revoked" : "Superseded"} by: ${kind} ${number} (per that document's disposition notes)`,
        });
      }
    }
  }
  for (const [n, d] of implied) if (!own.has(n)) own.set(n, d);
  return own;
}

/**
 * How each numbered presidential type is cited and which importer owns it. The file importers and the Federal
 * Register connector both derive through derivePresidentialRecords, so a document read either way is one record:
 * same citation, same record_uid, same owner.
 */
const NUMBERED_PRESIDENTIAL = {
  executive_order: { source: "executive_orders", label: "Executive Order", identifierPrefix: "EO", noteKind: "EO" },
  proclamation: { source: "proclamations", label: "Proclamation", identifierPrefix: "Proclamation", noteKind: "Proc." },
} as const satisfies Record<string, { source: UsLawSource; label: string; identifierPrefix: string; noteKind: "EO" | "Proc." }>;

export function derivePresidentialRecords(
  rows: CompactRow[],
  instrumentType: keyof typeof NUMBERED_PRESIDENTIAL,
  provenance: { authority: string; edition: string },
): UsLawRecordInput[] {
  return rows.map(presidentialRecordDeriver(rows, instrumentType, provenance));
}

/**
 * derivePresidentialRecords one row at a time: the rows' dispositions (which read every row's notes) are resolved
 * once, here; the function returned derives the record of any one of those rows. The Federal Register connector
 * derives a page in slices with it (lib/sources/upstreams/federal-register/documents.ts).
 */
export function presidentialRecordDeriver(
  rows: CompactRow[],
  instrumentType: keyof typeof NUMBERED_PRESIDENTIAL,
  provenance: { authority: string; edition: string },
): (row: CompactRow) => UsLawRecordInput {
  const opts = { instrumentType, ...NUMBERED_PRESIDENTIAL[instrumentType], ...provenance };
  const disp = dispositions(rows, opts.noteKind);
  return (r): UsLawRecordInput => {
    const [, number, title, signing, published, frCitation, frDoc, htmlUrl, pdfUrl, notes] = r as [
      number, number, string, string | null, string | null, string | null, string | null, string, string | null, string | null,
    ];
    const citation = `${opts.label} ${number}`;
    const d = disp.get(number);
    const status: Disposition = d ?? { status: "enacted", inForce: null, repealedDate: null, detail: notes };
    return {
      record_uid: recordUidFor("federal", citation),
      source: opts.source,
      instrument_type: opts.instrumentType,
      title,
      short_title: null,
      citation,
      citation_normalized: normaliseCitation(citation),
      identifier: `${opts.identifierPrefix} ${number}`,
      document_number: number,
      status: status.status,
      status_detail: d ? d.detail : notes,
      in_force: status.inForce,
      is_binding: true,
      jurisdiction_slug: "federal",
      jurisdiction_level: "federal",
      effective_date: null,
      enacted_date: signing,
      repealed_date: status.repealedDate,
      published_date: published,
      code_title: null,
      code_title_name: null,
      chapter: null,
      part: null,
      part_heading: null,
      hierarchy: null,
      agency: "Executive Office of the President",
      fr_citation: frCitation,
      fr_document_number: frDoc,
      ...classificationFields(classify({ kind: "presidential", ownTitle: title })),
      official_url: htmlUrl,
      source_authority: opts.authority,
      full_text_url: pdfUrl,
      full_text_sha256: null,
      edition: opts.edition,
    };
  };
}
