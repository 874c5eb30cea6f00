import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import type { UsLawRecordInput } from "@/lib/us-law/import/types";
import type { Sink } from "../sink";
import { writeLiveRun } from "./us-law";

/**
 * The sink of the code-title corpora (eCFR, US Code): each item is one title, read whole from the upstream at one
 * point in time. It is written as one run of the US-law import path — per-field history, freshness stamps, the change
 * feed and the webhook outbox, all in one transaction with the sync's checkpoint — together with the retirement of
 * the records we hold for that title which the upstream no longer lists: they are kept, marked repealed (`retire`),
 * never deleted. A title therefore moves to its new point in time whole, or not at all.
 */

export interface TitleSnapshot {
  /** The CFR or US Code title number (records' code_title). */
  codeTitle: number;
  /** The upstream's point in time: the eCFR structure date, the OLRC release point. */
  edition: string;
  /** Every record the upstream lists for the title, in upstream order, each record_uid once. */
  records: UsLawRecordInput[];
}

export interface TitleSinkOptions {
  runSource: "ecfr" | "us_code";
  /** What was read (the run's origin names the title and the sync run). */
  origin: string;
  /** The held records the title no longer lists, marked retired; a record already retired is returned as is. */
  retire: (held: UsLawRecordInput[], seenRecordUids: ReadonlySet<string>, edition: string) => UsLawRecordInput[];
}

export function usLawTitleSink(options: TitleSinkOptions): Sink<TitleSnapshot> {
  return {
    kind: "mechanical",
    async apply(db, items, ctx, commitWith) {
      const counts = { added: 0, changed: 0, unchanged: 0 };
      if (items.length === 0) {
        await db.transaction((tx) => commitWith(tx as unknown as Db, counts));
        return counts;
      }
      const records: UsLawRecordInput[] = [];
      const editions = new Set<string>();
      for (const title of items) {
        const seen = new Set(title.records.map((r) => r.record_uid));
        const held = await heldRecordsNotIn(db, options.runSource, title.codeTitle, seen);
        // A record retired by an earlier run comes back unchanged: it is left alone (not re-stamped as verified by a
        // run that did not find it).
        const unchanged = new Set(held);
        const retired = options.retire(held, seen, title.edition).filter((r) => !unchanged.has(r));
        records.push(...title.records, ...retired);
        editions.add(title.edition);
      }
      return writeLiveRun(
        db,
        ctx,
        commitWith,
        {
          source: options.runSource,
          origin: `${options.origin} title ${items.map((t) => t.codeTitle).join(", ")} (sync run ${ctx.runId})`,
          edition: [...editions].join(", "),
          records,
        },
        // Staging statements of 2,000 records: a title of 30,000 sections never holds more than that as one JSON text.
        { batchSize: 2_000 },
      );
    },
  };
}

/**
 * The records of one title of one importer that are not in `seen`, as importer inputs (every stored column and the
 * classification assignments), so a retired record is rewritten with only its status changed.
 */
async function heldRecordsNotIn(db: Db, source: string, codeTitle: number, seen: ReadonlySet<string>): Promise<UsLawRecordInput[]> {
  const rows = rowsOf<Omit<UsLawRecordInput, "assignments"> & { assignments: UsLawRecordInput["assignments"] | null }>(
    await db.execute(sql`
      SELECT r.record_uid, r.source, r.instrument_type, r.title, r.short_title, r.citation, r.citation_normalized,
        r.identifier, r.document_number, r.status, r.status_detail, r.in_force, r.is_binding, r.jurisdiction_slug,
        r.jurisdiction_level, r.effective_date::text AS effective_date, r.enacted_date::text AS enacted_date,
        r.repealed_date::text AS repealed_date, r.published_date::text AS published_date, r.code_title,
        r.code_title_name, r.chapter, r.part, r.part_heading, r.hierarchy, r.agency, r.fr_citation,
        r.fr_document_number, r.primary_branch, r.primary_subcategory, r.secondary_subcategories, r.official_url,
        r.source_authority, r.full_text_url, r.full_text_sha256, r.edition,
        (SELECT jsonb_agg(jsonb_build_object('branch', a.branch_id, 'subcategory', a.subcategory_id,
            'is_primary', a.is_primary, 'rule', a.rule_id) ORDER BY a.is_primary DESC, a.subcategory_id)
          FROM us_law_assignments a WHERE a.record_uid = r.record_uid) AS assignments
      FROM us_law_records r
      WHERE r.source = ${source} AND r.code_title = ${codeTitle}
        AND r.record_uid NOT IN (SELECT jsonb_array_elements_text(${JSON.stringify([...seen])}::jsonb))
      ORDER BY r.citation_normalized`),
  );
  return rows.map((r) => ({
    ...r,
    document_number: r.document_number === null ? null : Number(r.document_number),
    code_title: r.code_title === null ? null : Number(r.code_title),
    assignments: r.assignments ?? [],
  }));
}
