import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { classify } from "../classify";
import { normaliseCitation, recordUidFor } from "../citation";
import { classificationFields } from "./file-importer";
import type { SourceRead, UsLawRecordInput, UsLawStatus } from "./types";

/**
 * The AI-law records whose scope is state or federal and whose type is a statute or executive order, mirrored into
 * the corpus as state/federal records. Derived from the law_records table each run (one source of truth: an AI-law
 * ingest that changes a record changes its mirror on the next run). A federal executive order the Federal Register
 * import already holds is not mirrored twice: the FR row is the record.
 */

interface LawRow {
  key: string;
  scope: "state" | "federal";
  jurisdiction_slug: string;
  jurisdiction_name: string | null;
  identifier: string | null;
  title: string | null;
  record_type: "statute" | "executive_order";
  status: string | null;
  in_force: boolean | null;
  source: string | null;
  official_url: string | null;
}

/** in_force as the AI-law record states it; the verbatim status decides repealed vs superseded when not in force. */
function statusOf(row: LawRow): UsLawStatus {
  if (row.in_force === true) return "in_force";
  if (row.in_force === false) {
    if (/supersed|replac/i.test(row.status ?? "")) return "superseded";
    if (/repeal|revok|rescind/i.test(row.status ?? "")) return "repealed";
    return "unknown";
  }
  return "enacted";
}

export function mirrorCitation(row: Pick<LawRow, "record_type" | "identifier" | "title" | "jurisdiction_name" | "scope">): string {
  const eo = row.record_type === "executive_order" && row.scope === "federal" ? /^(?:EO|E\.O\.|Executive Order)\s*(?:No\.\s*)?(\d+)$/i.exec(row.identifier ?? "") : null;
  if (eo) return `Executive Order ${eo[1]}`;
  const name = row.jurisdiction_name ?? "";
  return `${name} ${row.identifier ?? row.title ?? ""}`.trim();
}

export async function readAiLawMirror(db: Db): Promise<SourceRead> {
  const laws = rowsOf<LawRow>(
    await db.execute(sql`
      SELECT l.key, l.scope, l.jurisdiction_slug, j.name AS jurisdiction_name, l.identifier, l.title, l.record_type,
        l.status, l.in_force, l.source, l.official_url
      FROM law_records l JOIN jurisdictions j ON j.slug = l.jurisdiction_slug
      WHERE l.scope IN ('state', 'federal') AND l.record_type IN ('statute', 'executive_order')
      ORDER BY l.key`),
  );
  const heldEos = new Set(
    rowsOf<{ n: number }>(
      await db.execute(sql`SELECT document_number AS n FROM us_law_records WHERE source = 'executive_orders' AND document_number IS NOT NULL`),
    ).map((r) => Number(r.n)),
  );
  const records: UsLawRecordInput[] = [];
  for (const row of laws) {
    const citation = mirrorCitation(row);
    const eoNumber = /^Executive Order (\d+)$/.exec(citation);
    if (eoNumber && heldEos.has(Number(eoNumber[1]))) continue;
    const title = row.title ?? citation;
    records.push({
      record_uid: recordUidFor(row.jurisdiction_slug, citation),
      source: "ai_law_mirror",
      instrument_type: row.record_type,
      title,
      short_title: null,
      citation,
      citation_normalized: normaliseCitation(citation),
      identifier: row.identifier,
      document_number: eoNumber ? Number(eoNumber[1]) : null,
      status: statusOf(row),
      status_detail: row.status,
      in_force: row.in_force,
      is_binding: true,
      jurisdiction_slug: row.jurisdiction_slug,
      jurisdiction_level: row.scope,
      effective_date: null,
      enacted_date: null,
      repealed_date: null,
      published_date: null,
      code_title: null,
      code_title_name: null,
      chapter: null,
      part: null,
      part_heading: null,
      hierarchy: null,
      agency: null,
      fr_citation: null,
      fr_document_number: null,
      ...classificationFields(classify({ kind: "ai_law", ownTitle: title })),
      official_url: row.official_url,
      source_authority: `LexAtlas AI-law dataset, record ${row.key} (upstream: ${row.source ?? "not stated"})`,
      full_text_url: null,
      full_text_sha256: null,
      edition: "LexAtlas AI-law dataset (live)",
    });
  }
  const fingerprint = createHash("sha256").update(JSON.stringify(records.map((r) => ({ ...r, assignments: undefined })))).digest("hex");
  return { source: "ai_law_mirror", origin: "law_records (AI-law dataset)", edition: "live", inputSha256: fingerprint, rowsRead: laws.length, records, errors: [] };
}
