import type { UsLawRowError } from "@/db/schema";
import type { Assignment } from "../classify";

/**
 * The importer that owns a record. presidential_documents holds the unnumbered presidential documents (memoranda,
 * determinations, notices), which only the Federal Register connector reads (lib/sources/connectors).
 */
export type UsLawSource = "us_code" | "ecfr" | "executive_orders" | "proclamations" | "presidential_documents" | "ai_law_mirror";

/** What a run read: an importer's upstream files, or a live source that writes records of several importers. */
export type UsLawRunSource = UsLawSource | "federal_register";

/** The sources that come from upstream files (and ship as prebuilt snapshots); the AI-law mirror is derived. */
export const FILE_SOURCES = ["us_code", "ecfr", "executive_orders", "proclamations"] as const;
export type FileSource = (typeof FILE_SOURCES)[number];

export type InstrumentType =
  | "statute"
  | "regulation"
  | "executive_order"
  | "proclamation"
  | "presidential_memorandum"
  | "presidential_determination"
  | "presidential_notice";
export type UsLawStatus = "in_force" | "superseded" | "repealed" | "enacted" | "unknown";

/** Everything an importer decides about one record (column names as stored; timestamps are the writer's). */
export interface UsLawRecordInput {
  record_uid: string;
  source: UsLawSource;
  instrument_type: InstrumentType;
  title: string;
  short_title: string | null;
  citation: string;
  citation_normalized: string;
  identifier: string | null;
  document_number: number | null;
  status: UsLawStatus;
  status_detail: string | null;
  in_force: boolean | null;
  is_binding: boolean;
  jurisdiction_slug: string;
  jurisdiction_level: "federal" | "state";
  effective_date: string | null;
  enacted_date: string | null;
  repealed_date: string | null;
  published_date: string | null;
  code_title: number | null;
  code_title_name: string | null;
  chapter: string | null;
  part: string | null;
  part_heading: string | null;
  hierarchy: string | null;
  agency: string | null;
  fr_citation: string | null;
  fr_document_number: string | null;
  primary_branch: string;
  primary_subcategory: string;
  secondary_subcategories: string[];
  official_url: string | null;
  source_authority: string;
  full_text_url: string | null;
  full_text_sha256: string | null;
  edition: string;
  /** Primary first; written to us_law_assignments with their rule ids. */
  assignments: (Assignment & { is_primary: boolean })[];
}

/** What one run hands the writer. */
export interface SourceRead {
  source: UsLawRunSource;
  /** Upstream file paths, or the snapshot file, that were read. */
  origin: string;
  edition: string;
  /** sha256 of the normalised upstream rows (equals the snapshot checksum for file sources). */
  inputSha256: string;
  rowsRead: number;
  records: UsLawRecordInput[];
  errors: UsLawRowError[];
  /** Valid upstream rows that add no record (see UpstreamRead.skipped); not errors. */
  skipped?: UsLawRowError[];
  /** The live sync run that read these records (null or absent: a file or snapshot import). */
  syncRunId?: string | null;
}
