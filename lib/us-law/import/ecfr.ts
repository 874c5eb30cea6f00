import path from "node:path";
import type { UsLawRowError } from "@/db/schema";
import { classify } from "../classify";
import { normaliseCitation, recordUidFor } from "../citation";
import { clean, readCsv } from "./csv";
import { classificationFields, withoutDuplicates, type CompactRow, type FileImporter } from "./file-importer";
import type { UsLawRecordInput } from "./types";

/**
 * Regulations: ecfr/cfr_sections_2025-04-29.csv (every section and appendix: title, part, subpart, type, identifier,
 * heading, reserved) + cfr_parts_2025-04-29.csv (part → chapter, part heading, issuing agency), 37 of the 49
 * non-reserved CFR titles; and title 20 (Employees' Benefits) from a second upstream, PARTIAL: its sections under
 * eCFR subject groups are missing (ecfr/SOURCE.md). 116,694 records. Titles 7, 12, 14, 21, 29, 40, 42, 45, 46, 48, 49
 * are still missing.
 */

const SECTIONS = "ecfr/cfr_sections_2025-04-29.csv";
const PARTS = "ecfr/cfr_parts_2025-04-29.csv";
const TITLE_20_SECTIONS = "ecfr/cfr_sections_missing-titles-20_2025-04-02__coddhisatva__INCOMPLETE.csv";
const TITLE_20_PARTS = "ecfr/cfr_parts_missing-titles-20_2025-04-02__coddhisatva.csv";
export const ECFR_EDITION = "2025-04-29";
/** Title 20's point in time is not recorded upstream: processed 2025-04-02 from the eCFR XML (ecfr/SOURCE.md). */
export const ECFR_TITLE_20_EDITION = "eCFR XML processed 2025-04-02 (point in time not recorded; sections under subject groups missing)";
/** CFR titles the upstream folder lacks (ecfr/SOURCE.md): said in /us-law/jurisdictions and the docs. */
export const ECFR_MISSING_TITLES = [7, 12, 14, 21, 29, 40, 42, 45, 46, 48, 49];
/** Titles held only in part (ecfr/SOURCE.md: sections under subject groups are missing). */
export const ECFR_PARTIAL_TITLES = [20];
const AUTHORITY =
  "Office of the Federal Register and Government Publishing Office, eCFR (Electronic Code of Federal Regulations) " +
  "structure as of 2025-04-29 (eCFR API responses saved in kpoints/ecfr-app, commit 53c684c)";
const TITLE_20_AUTHORITY =
  "Office of the Federal Register and Government Publishing Office, eCFR title 20 full-title XML as processed by " +
  "coddhisatva/eCFR-Analyzer-Scripting (commit dff8f0b, 2025-04-02); partial: sections under subject groups are missing";

/** Part lookup stored in the snapshot: [title_name, chapter, chapter_heading, part_heading, agencies]. */
type PartInfo = [string, string, string, string, string];

export function cfrCitation(title: number, part: string, type: string, identifier: string): string {
  // Appendices name what they belong to ("Appendix A to Part 25", "… to Chapter XX") except a few ("Alphabetical
  // Index"), which get their part so that four parts' "Alphabetical Index" stay four records.
  if (type === "section" || /\b(part|chapter|subchapter|subtitle)\b/i.test(identifier) || !part) return `${title} CFR ${identifier}`;
  return `${title} CFR Part ${part}, ${identifier}`;
}

export function cfrUrl(title: number, part: string, type: string, identifier: string): string {
  if (type === "section") return `https://www.ecfr.gov/current/title-${title}/section-${encodeURIComponent(identifier)}`;
  // Appendix addresses are not a documented pattern: link the part (or the title, for chapter-level appendices).
  return part ? `https://www.ecfr.gov/current/title-${title}/part-${encodeURIComponent(part)}` : `https://www.ecfr.gov/current/title-${title}`;
}

export const ecfrImporter: FileImporter = {
  source: "ecfr",
  edition: ECFR_EDITION,
  files: [SECTIONS, PARTS, TITLE_20_SECTIONS, TITLE_20_PARTS],
  columns: ["title", "part", "subpart", "type", "identifier", "heading", "reserved"],

  readUpstream(dataDir, overrides = {}) {
    const errors: UsLawRowError[] = [];
    const partInfo: Record<string, PartInfo> = {};
    for (const partsFile of [PARTS, TITLE_20_PARTS]) {
      const parts = readCsv(path.join(dataDir, partsFile), ["title", "title_name", "chapter", "chapter_heading", "part", "part_heading", "agencies"], overrides[partsFile]);
      errors.push(...parts.errors);
      for (const { values: v } of parts.rows) {
        partInfo[`${clean(v.title)}|${clean(v.part)}`] = [clean(v.title_name), clean(v.chapter), clean(v.chapter_heading), clean(v.part_heading), clean(v.agencies)];
      }
    }

    const valid: { line: number; row: CompactRow }[] = [];
    let rowsRead = 0;
    for (const sectionsFile of [SECTIONS, TITLE_20_SECTIONS]) {
      const file = path.basename(sectionsFile);
      const sections = readCsv(path.join(dataDir, sectionsFile), ["title", "part", "subpart", "type", "identifier", "heading", "reserved"], overrides[sectionsFile]);
      errors.push(...sections.errors);
      rowsRead += sections.rows.length + sections.errors.length;
      for (const { line, values: v } of sections.rows) {
        const title = clean(v.title);
        const part = clean(v.part);
        const type = clean(v.type);
        const identifier = clean(v.identifier);
        const reserved = clean(v.reserved);
        const problem = !/^\d{1,2}$/.test(title)
          ? `title: '${title}' is not a title number`
          : !part && type === "section"
            ? "part: empty"
            : type !== "section" && type !== "appendix"
              ? `type: '${type}' is not section or appendix`
              : !identifier
                ? "identifier: empty"
                : reserved !== "True" && reserved !== "False"
                  ? `reserved: '${reserved}' is not True or False`
                  : null;
        if (problem) {
          errors.push({ file, line, key: identifier ? `${title} CFR ${identifier}` : null, message: problem });
          continue;
        }
        valid.push({ line, row: [line, Number(title), part, clean(v.subpart), type, identifier, clean(v.heading), reserved === "True" ? 1 : 0] });
      }
    }
    // The two section files hold different titles; a citation given twice is an error either way.
    const rows = withoutDuplicates(
      valid,
      (x) => normaliseCitation(cfrCitation(x.row[1] as number, x.row[2] as string, x.row[4] as string, x.row[5] as string)),
      [SECTIONS, TITLE_20_SECTIONS].map((f) => path.basename(f)).join("+"),
      errors,
    );
    return { rows: rows.map((x) => x.row), lookups: { parts: partInfo }, errors, rowsRead };
  },

  derivesRowByRow: true,
  deriveRecords(rows, lookups) {
    const parts = (lookups.parts ?? {}) as Record<string, PartInfo>;
    return rows.map((r): UsLawRecordInput => {
      const [, title, part, , type, identifier, heading, reserved] = r as [number, number, string, string, string, string, string, number];
      const [titleName, chapter, chapterHeading, partHeading, agencies] = parts[`${title}|${part}`] ?? ["", "", "", "", ""];
      const fields = { title, part, type, identifier, heading, reserved: reserved === 1, titleName, chapter, chapterHeading, partHeading, agencies };
      return title === 20 ? cfrRecord(fields, ECFR_TITLE_20_EDITION, TITLE_20_AUTHORITY) : cfrRecord(fields, ECFR_EDITION, AUTHORITY);
    });
  },
};

/** What one CFR section or appendix record is derived from, whichever upstream (CSV snapshot or eCFR API) gave it. */
export interface CfrRecordFields {
  title: number;
  part: string;
  type: string;
  identifier: string;
  heading: string;
  reserved: boolean;
  titleName: string;
  chapter: string;
  chapterHeading: string;
  partHeading: string;
  /** Issuing agencies, "; "-joined. */
  agencies: string;
}

/**
 * The record of one CFR section or appendix. The CSV importer and the eCFR API sync both derive through here, so a
 * synced title updates the very records (same record_uid, same derived columns) the snapshot created.
 */
export function cfrRecord(f: CfrRecordFields, edition: string, authority: string): UsLawRecordInput {
  const { title, part, type, identifier, heading, reserved, titleName, chapter, chapterHeading, partHeading, agencies } = f;
  const citation = cfrCitation(title, part, type, identifier);
  const url = cfrUrl(title, part, type, identifier);
  const ownTitle = heading || citation;
  return {
    record_uid: recordUidFor("federal", citation),
    source: "ecfr",
    instrument_type: "regulation",
    title: ownTitle,
    short_title: null,
    citation,
    citation_normalized: normaliseCitation(citation),
    identifier,
    document_number: null,
    status: reserved ? "unknown" : "in_force",
    status_detail: reserved ? "reserved" : null,
    in_force: reserved ? null : true,
    is_binding: true,
    jurisdiction_slug: "federal",
    jurisdiction_level: "federal",
    effective_date: null,
    enacted_date: null,
    repealed_date: null,
    published_date: null,
    code_title: title,
    code_title_name: titleName || null,
    chapter: chapter || null,
    part: part || null,
    part_heading: partHeading || null,
    hierarchy: chapterHeading ? `Chapter ${chapter}— ${chapterHeading}` : null,
    agency: agencies || null,
    fr_citation: null,
    fr_document_number: null,
    ...classificationFields(classify({ kind: "cfr", title, chapter: chapter || null, part: part || null, section: type === "section" ? identifier : null, headings: partHeading ? [partHeading] : [], ownTitle })),
    official_url: url,
    source_authority: authority,
    full_text_url: url,
    full_text_sha256: null,
    edition,
  };
}
