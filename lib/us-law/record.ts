import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { attributionFor } from "@/lib/vocabulary";
import { isoMicros } from "@/lib/db-time";

/**
 * One US-law record as the API serves it (SPEC 2 "US-law record"), and the queries that build it. The read API
 * (list, search, records, history, compare, export) selects record_uids with its own filters, then calls
 * usLawRecordsByUid() — one query for the rows, one for the assignments — so every endpoint serves the same shape.
 * Provenance fields are never withheld at any tier.
 */

export interface UsLawAssignmentOut {
  branch: string;
  subcategory: string;
  /** The classification rule that made the assignment (lib/us-law/classification.yaml). */
  rule: string;
}

export interface UsLawRecord {
  record_uid: string;
  title: string;
  short_title: string | null;
  citation: string;
  identifier: string | null;
  instrument_type: string;
  status: string;
  status_detail: string | null;
  in_force: boolean | null;
  is_binding: boolean;
  jurisdiction: { slug: string; name: string | null; abbr: string | null };
  jurisdiction_level: string;
  effective_date: string | null;
  enacted_date: string | null;
  repealed_date: string | null;
  published_date: string | null;
  document_number: number | null;
  code_title: number | null;
  code_title_name: string | null;
  chapter: string | null;
  part: string | null;
  part_heading: string | null;
  hierarchy: string | null;
  agency: string | null;
  fr_citation: string | null;
  fr_document_number: string | null;
  classification: { primary: UsLawAssignmentOut; secondary: UsLawAssignmentOut[] };
  official_url: string | null;
  source_authority: string;
  full_text_url: string | null;
  full_text_sha256: string | null;
  edition: string;
  retrieved_at: string;
  last_verified_at: string;
  first_seen_at: string;
  updated_at: string;
  attribution: string;
}

export type UsLawRecordRow = Omit<UsLawRecord, "jurisdiction" | "classification" | "attribution"> & {
  jurisdiction_slug: string;
  jurisdiction_name: string | null;
  jurisdiction_abbr: string | null;
  primary_branch: string;
  primary_subcategory: string;
};

/**
 * The SELECT list of a record row (alias r = us_law_records, j = jurisdictions, LEFT JOINed on slug). Rendered to its
 * text once, here: it has no parameters, and as a tree of ~60 chunks (the timestamps through isoMicros) drizzle walked
 * it again for every statement that selects records — a good part of building a search statement.
 */
export const US_LAW_RECORD_COLUMNS: SQL = prerendered(sql`
  r.record_uid, r.title, r.short_title, r.citation, r.identifier, r.instrument_type, r.status, r.status_detail,
  r.in_force, r.is_binding, r.jurisdiction_slug, j.name AS jurisdiction_name, j.abbr AS jurisdiction_abbr,
  r.jurisdiction_level, r.effective_date::text AS effective_date, r.enacted_date::text AS enacted_date,
  r.repealed_date::text AS repealed_date, r.published_date::text AS published_date, r.document_number, r.code_title,
  r.code_title_name, r.chapter, r.part, r.part_heading, r.hierarchy, r.agency, r.fr_citation, r.fr_document_number,
  r.primary_branch, r.primary_subcategory, r.official_url, r.source_authority, r.full_text_url, r.full_text_sha256,
  r.edition, ${isoMicros(sql`r.retrieved_at`)} AS retrieved_at, ${isoMicros(sql`r.last_verified_at`)} AS last_verified_at,
  ${isoMicros(sql`r.first_seen_at`)} AS first_seen_at, ${isoMicros(sql`r.updated_at`)} AS updated_at`);

/** A parameterless SQL fragment as one raw chunk of its rendered text (the same statement text, built once). */
function prerendered(fragment: SQL): SQL {
  const { sql: text, params } = new PgDialect().sqlToQuery(fragment);
  if (params.length) throw new Error("prerendered: the fragment has parameters");
  return sql.raw(text);
}

export const US_LAW_RECORD_FROM: SQL = sql.raw("us_law_records r LEFT JOIN jurisdictions j ON j.slug = r.jurisdiction_slug");

/** Every assignment of these records, primary first, then by subcategory id (a stable order). */
export async function assignmentsByUid(db: Db, uids: string[]): Promise<Map<string, { primary: UsLawAssignmentOut | null; secondary: UsLawAssignmentOut[] }>> {
  const out = new Map<string, { primary: UsLawAssignmentOut | null; secondary: UsLawAssignmentOut[] }>();
  if (uids.length === 0) return out;
  const rows = rowsOf<{ record_uid: string; branch_id: string; subcategory_id: string; is_primary: boolean; rule_id: string }>(
    await db.execute(sql`
      SELECT record_uid, branch_id, subcategory_id, is_primary, rule_id FROM us_law_assignments
      WHERE record_uid IN (SELECT jsonb_array_elements_text(${JSON.stringify(uids)}::jsonb))
      ORDER BY record_uid, is_primary DESC, subcategory_id`),
  );
  for (const r of rows) {
    const entry = out.get(r.record_uid) ?? { primary: null, secondary: [] };
    const a = { branch: r.branch_id, subcategory: r.subcategory_id, rule: r.rule_id };
    if (r.is_primary) entry.primary = a;
    else entry.secondary.push(a);
    out.set(r.record_uid, entry);
  }
  return out;
}

/**
 * A row → the served record. Built field by field (not by spreading the row): one object shape for every record,
 * no stray SELECT columns (a search's rank, its match count) leaking into the record, and about half the work per
 * record of a rest/spread copy. The key order is the documented one (SELECT order, then jurisdiction,
 * classification, attribution).
 */
export function toUsLawRecord(
  row: UsLawRecordRow,
  assignments: { primary: UsLawAssignmentOut | null; secondary: UsLawAssignmentOut[] } | undefined,
  siteUrl: string,
  attribution: string = attributionFor(siteUrl),
): UsLawRecord {
  return {
    record_uid: row.record_uid,
    title: row.title,
    short_title: row.short_title,
    citation: row.citation,
    identifier: row.identifier,
    instrument_type: row.instrument_type,
    status: row.status,
    status_detail: row.status_detail,
    in_force: row.in_force,
    is_binding: row.is_binding,
    jurisdiction_level: row.jurisdiction_level,
    effective_date: row.effective_date,
    enacted_date: row.enacted_date,
    repealed_date: row.repealed_date,
    published_date: row.published_date,
    document_number: row.document_number === null ? null : Number(row.document_number),
    code_title: row.code_title === null ? null : Number(row.code_title),
    code_title_name: row.code_title_name,
    chapter: row.chapter,
    part: row.part,
    part_heading: row.part_heading,
    hierarchy: row.hierarchy,
    agency: row.agency,
    fr_citation: row.fr_citation,
    fr_document_number: row.fr_document_number,
    official_url: row.official_url,
    source_authority: row.source_authority,
    full_text_url: row.full_text_url,
    full_text_sha256: row.full_text_sha256,
    edition: row.edition,
    retrieved_at: row.retrieved_at,
    last_verified_at: row.last_verified_at,
    first_seen_at: row.first_seen_at,
    updated_at: row.updated_at,
    jurisdiction: { slug: row.jurisdiction_slug, name: row.jurisdiction_name, abbr: row.jurisdiction_abbr },
    classification: {
      // The record's own columns are the truth for the primary; the assignment row adds its rule.
      primary: assignments?.primary ?? { branch: row.primary_branch, subcategory: row.primary_subcategory, rule: "unknown" },
      secondary: assignments?.secondary ?? [],
    },
    attribution,
  };
}

/** Rows → records with one attribution string for the batch. */
export function toUsLawRecords(
  rows: UsLawRecordRow[],
  assignments: Map<string, { primary: UsLawAssignmentOut | null; secondary: UsLawAssignmentOut[] }>,
  siteUrl: string,
): UsLawRecord[] {
  const attribution = attributionFor(siteUrl);
  return rows.map((r) => toUsLawRecord(r, assignments.get(r.record_uid), siteUrl, attribution));
}

/** The records with these uids, in the order given (unknown uids are skipped). */
export async function usLawRecordsByUid(db: Db, uids: string[], siteUrl: string): Promise<UsLawRecord[]> {
  if (uids.length === 0) return [];
  const rows = rowsOf<UsLawRecordRow>(
    await db.execute(sql`
      SELECT ${US_LAW_RECORD_COLUMNS} FROM ${US_LAW_RECORD_FROM}
      WHERE r.record_uid IN (SELECT jsonb_array_elements_text(${JSON.stringify(uids)}::jsonb))`),
  );
  const byUid = new Map(rows.map((r) => [r.record_uid, r]));
  const assignments = await assignmentsByUid(db, uids);
  return toUsLawRecords(uids.filter((u) => byUid.has(u)).map((u) => byUid.get(u)!), assignments, siteUrl);
}
