import { sql, type SQL } from "drizzle-orm";
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

/** The SELECT list of a record row (alias r = us_law_records, j = jurisdictions, LEFT JOINed on slug). */
export const US_LAW_RECORD_COLUMNS: SQL = sql`
  r.record_uid, r.title, r.short_title, r.citation, r.identifier, r.instrument_type, r.status, r.status_detail,
  r.in_force, r.is_binding, r.jurisdiction_slug, j.name AS jurisdiction_name, j.abbr AS jurisdiction_abbr,
  r.jurisdiction_level, r.effective_date::text AS effective_date, r.enacted_date::text AS enacted_date,
  r.repealed_date::text AS repealed_date, r.published_date::text AS published_date, r.document_number, r.code_title,
  r.code_title_name, r.chapter, r.part, r.part_heading, r.hierarchy, r.agency, r.fr_citation, r.fr_document_number,
  r.primary_branch, r.primary_subcategory, r.official_url, r.source_authority, r.full_text_url, r.full_text_sha256,
  r.edition, ${isoMicros(sql`r.retrieved_at`)} AS retrieved_at, ${isoMicros(sql`r.last_verified_at`)} AS last_verified_at,
  ${isoMicros(sql`r.first_seen_at`)} AS first_seen_at, ${isoMicros(sql`r.updated_at`)} AS updated_at`;

export const US_LAW_RECORD_FROM: SQL = sql`us_law_records r LEFT JOIN jurisdictions j ON j.slug = r.jurisdiction_slug`;

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

export function toUsLawRecord(
  row: UsLawRecordRow,
  assignments: { primary: UsLawAssignmentOut | null; secondary: UsLawAssignmentOut[] } | undefined,
  siteUrl: string,
): UsLawRecord {
  const { jurisdiction_slug, jurisdiction_name, jurisdiction_abbr, primary_branch, primary_subcategory, ...rest } = row;
  return {
    ...rest,
    document_number: row.document_number === null ? null : Number(row.document_number),
    code_title: row.code_title === null ? null : Number(row.code_title),
    jurisdiction: { slug: jurisdiction_slug, name: jurisdiction_name, abbr: jurisdiction_abbr },
    classification: {
      // The record's own columns are the truth for the primary; the assignment row adds its rule.
      primary: assignments?.primary ?? { branch: primary_branch, subcategory: primary_subcategory, rule: "unknown" },
      secondary: assignments?.secondary ?? [],
    },
    attribution: attributionFor(siteUrl),
  };
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
  return uids.filter((u) => byUid.has(u)).map((u) => toUsLawRecord(byUid.get(u)!, assignments.get(u), siteUrl));
}
