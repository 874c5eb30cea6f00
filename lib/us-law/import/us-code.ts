import path from "node:path";
import type { UsLawRowError } from "@/db/schema";
import { classify } from "../classify";
import { normaliseCitation, recordUidFor } from "../citation";
import { clean, readCsv } from "./csv";
import { classificationFields, withoutDuplicates, type CompactRow, type FileImporter } from "./file-importer";
import type { UsLawRecordInput, UsLawStatus } from "./types";

/**
 * US Code statutes: us-code/usc_section_headings.csv (one row per section: title, section, heading, status,
 * hierarchy) + usc_titles.csv (title names). 51,683 sections as of the OLRC release point of early 2023.
 */

const SECTIONS = "us-code/usc_section_headings.csv";
const TITLES = "us-code/usc_titles.csv";
export const US_CODE_EDITION = "early 2023 (OLRC release point after Pub. L. 117-317)";
const AUTHORITY =
  "Office of the Law Revision Counsel, United States Code, as published early 2023 (section headings and status " +
  "read from the CodeX Stanford markdown edition of the Code, commit 66d0b20, 2023-04-20)";

/** The upstream status words (parsed from the heading by the upstream) → our status, in_force. */
export const US_CODE_STATUS: Record<string, { status: UsLawStatus; inForce: boolean | null }> = {
  active: { status: "in_force", inForce: true },
  repealed: { status: "repealed", inForce: false },
  transferred: { status: "superseded", inForce: false },
  renumbered: { status: "superseded", inForce: false },
  // Omitted sections were dropped from the Code as expired, executed or temporary: not operative, not repealed.
  omitted: { status: "unknown", inForce: false },
  vacant: { status: "unknown", inForce: null },
  reserved: { status: "unknown", inForce: null },
};

export function uscCitation(title: number, section: string): string {
  return `${title} U.S.C. § ${section}`;
}

/** The OLRC page of a section (its granule id uses an ASCII hyphen where the Code prints an en dash). */
export function uscUrl(title: number, section: string): string {
  const first = section.split(/\s+to\s+|,/)[0]!.trim().replace(/[–—]/g, "-");
  return `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title${title}-section${encodeURIComponent(first)}&num=0&edition=prelim`;
}

/** The innermost "CHAPTER N—" of a hierarchy path, e.g. "41" or "2B–1". */
export function chapterOf(hierarchy: string): string | null {
  const all = [...hierarchy.matchAll(/CHAPTER\s+([0-9A-Z]+(?:[–-][0-9A-Z]+)?)\s*[—–-]/g)];
  return all.length ? all[all.length - 1]![1]! : null;
}

export const usCodeImporter: FileImporter = {
  source: "us_code",
  edition: US_CODE_EDITION,
  files: [SECTIONS, TITLES],
  columns: ["title", "section", "heading", "status", "hierarchy"],

  readUpstream(dataDir, overrides = {}) {
    const errors: UsLawRowError[] = [];
    const titles = readCsv(path.join(dataDir, TITLES), ["title", "heading"], overrides[TITLES]);
    errors.push(...titles.errors);
    const titleNames: Record<string, string> = {};
    for (const { values } of titles.rows) titleNames[clean(values.title)] = clean(values.heading);

    const file = path.basename(SECTIONS);
    const sections = readCsv(path.join(dataDir, SECTIONS), ["title", "section", "heading", "status", "hierarchy"], overrides[SECTIONS]);
    errors.push(...sections.errors);
    const valid: { line: number; row: CompactRow }[] = [];
    for (const { line, values } of sections.rows) {
      const title = clean(values.title);
      const section = clean(values.section);
      const heading = clean(values.heading);
      const status = clean(values.status);
      const problem = !/^\d{1,2}$/.test(title)
        ? `title: '${title}' is not a title number`
        : !section
          ? "section: empty"
          : !heading
            ? "heading: empty"
            : !(status in US_CODE_STATUS)
              ? `status: '${status}' is not one of ${Object.keys(US_CODE_STATUS).join(", ")}`
              : null;
      if (problem) {
        errors.push({ file, line, key: section ? `${title} U.S.C. § ${section}` : null, message: problem });
        continue;
      }
      valid.push({ line, row: [line, Number(title), section, heading, status, clean(values.hierarchy)] });
    }
    const rows = withoutDuplicates(valid, (v) => normaliseCitation(uscCitation(v.row[1] as number, v.row[2] as string)), file, errors);
    return { rows: rows.map((v) => v.row), lookups: { titles: titleNames }, errors, rowsRead: sections.rows.length + sections.errors.length };
  },

  derivesRowByRow: true,
  deriveRecords(rows, lookups) {
    const titleNames = (lookups.titles ?? {}) as Record<string, string>;
    return rows.map((r): UsLawRecordInput => {
      const [, title, section, heading, statusWord, hierarchy] = r as [number, number, string, string, string, string];
      return uscRecord({ title, section, heading, statusWord, hierarchy, titleName: titleNames[String(title)] ?? null }, US_CODE_EDITION, AUTHORITY);
    });
  },
};

/** What one US Code section record is derived from, whichever upstream (CSV snapshot or OLRC USLM) gave it. */
export interface UscRecordFields {
  title: number;
  section: string;
  heading: string;
  /** One of the US_CODE_STATUS words. */
  statusWord: string;
  /** Headings above the section, " > "-joined ("CHAPTER 6— TRANSPORTATION IN INTERSTATE COMMERCE"). */
  hierarchy: string;
  titleName: string | null;
}

/**
 * The record of one US Code section. The CSV importer and the OLRC release-point sync both derive through here, so a
 * synced title updates the very records (same record_uid) the snapshot created.
 */
export function uscRecord(f: UscRecordFields, edition: string, authority: string): UsLawRecordInput {
  const { title, section, heading, statusWord, hierarchy, titleName } = f;
  const citation = uscCitation(title, section);
  const { status, inForce } = US_CODE_STATUS[statusWord] ?? US_CODE_STATUS.active!;
  const chapter = chapterOf(hierarchy);
  const headings = hierarchy ? hierarchy.split(" > ") : [];
  const url = uscUrl(title, section);
  return {
    record_uid: recordUidFor("federal", citation),
    source: "us_code",
    instrument_type: "statute",
    title: heading,
    short_title: null,
    citation,
    citation_normalized: normaliseCitation(citation),
    identifier: section,
    document_number: null,
    status,
    status_detail: statusWord,
    in_force: inForce,
    is_binding: true,
    jurisdiction_slug: "federal",
    jurisdiction_level: "federal",
    effective_date: null,
    enacted_date: null,
    repealed_date: null,
    published_date: null,
    code_title: title,
    code_title_name: titleName,
    chapter,
    part: null,
    part_heading: null,
    hierarchy: hierarchy || null,
    agency: null,
    fr_citation: null,
    fr_document_number: null,
    ...classificationFields(classify({ kind: "us_code", title, chapter, section, headings, ownTitle: heading })),
    official_url: url,
    source_authority: authority,
    full_text_url: url,
    full_text_sha256: null,
    edition,
  };
}
