import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { lawRecords, recordHistory } from "@/db/schema";
import { TIERS, type TierName } from "@/lib/auth/tiers";
import { isoMicros } from "@/lib/db-time";
import { notFound } from "@/lib/http/errors";
import { toRecord } from "@/lib/laws/record";
import type { LawState } from "./state";
import { lookbackFor } from "./window";

/** /laws/{id}/history: the record's append-only timeline, oldest first, within the tier's history window. */

/**
 * The Record as of one observation: its stored public state, stamped with that observation's time (the history
 * timeline and every webhook payload serve exactly this).
 */
export function lawRecordAsOf(id: string, state: LawState, observedAt: string, siteUrl: string) {
  return toRecord(
    {
      id,
      scope: state.scope,
      jurisdictionSlug: state.jurisdiction.slug,
      jurisdictionName: state.jurisdiction.name,
      jurisdictionAbbr: state.jurisdiction.abbr,
      identifier: state.identifier,
      title: state.title,
      recordType: state.record_type,
      status: state.status,
      inForce: state.in_force,
      recordDate: state.record_date,
      summary: state.summary,
      source: state.source,
      officialUrl: state.official_url,
      // As of this snapshot, the content last changed and was last verified when it was observed.
      updatedAt: observedAt,
      checkedAt: observedAt,
    },
    siteUrl,
    true,
  );
}

export async function lawHistory(db: Db, id: string, tier: TierName, siteUrl: string) {
  const [exists] = await db.select({ id: lawRecords.id }).from(lawRecords).where(eq(lawRecords.id, id));
  if (!exists) throw notFound(`Law record ${id}`);

  const { floor, window } = lookbackFor(tier, "historyWindowDays");
  const ofRecord = and(eq(recordHistory.entity, "law_record"), eq(recordHistory.recordId, id));
  const inWindow = floor === null ? ofRecord : and(ofRecord, sql`${recordHistory.observedAt} > ${floor}::timestamptz`);
  const [rows, [withheldRow]] = await Promise.all([
    db
      .select({
        observedAt: isoMicros(recordHistory.observedAt),
        changeKind: recordHistory.changeKind,
        changedFields: recordHistory.changedFields,
        sourceRunId: recordHistory.sourceRunId,
        state: recordHistory.state,
      })
      .from(recordHistory)
      .where(inWindow)
      .orderBy(asc(recordHistory.observedAt)),
    floor === null
      ? Promise.resolve([{ n: 0 }])
      : db.select({ n: count() }).from(recordHistory).where(and(ofRecord, sql`${recordHistory.observedAt} <= ${floor}::timestamptz`)),
  ]);

  const timeline = rows.map((r) => ({
    observed_at: r.observedAt!,
    change_kind: r.changeKind as "insert" | "update",
    changed_fields: r.changedFields ?? null,
    source_run_id: r.sourceRunId ?? null,
    record: lawRecordAsOf(id, r.state as unknown as LawState, r.observedAt!, siteUrl),
  }));
  const withheld = withheldRow?.n ?? 0;
  const notice =
    withheld > 0
      ? `${withheld} earlier entr${withheld === 1 ? "y is" : "ies are"} older than the ${window.lookback_days}-day history window of the ${TIERS[tier].label} tier.`
      : timeline.length === 0
        ? "No change to this record was observed in the window; that does not mean the law itself did not change."
        : undefined;
  return {
    data: { record_id: id, count: timeline.length, timeline },
    meta: { window: { ...window, clamped: withheld > 0 }, ...(notice ? { notice } : {}) },
  };
}
