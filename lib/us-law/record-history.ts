import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import type { Entitlement } from "@/lib/auth/tiers";
import { isoMicros } from "@/lib/db-time";
import { notFound } from "@/lib/http/errors";
import { usLawUpgradeHint } from "./upgrade-hint";

/**
 * GET /us-law/records/{record_uid}/history: the append-only per-field change log of one record, newest first.
 *
 * capture_started_at is when OUR capture began: the start of the first import run this database holds. The SPEC
 * names 2026-08-20 for the service it describes; a LexAtlas deployment began capturing when it first imported the
 * corpus, and claiming an earlier date would overstate what we observed. There is no backfill either way.
 */

export const HISTORY_NOTICE =
  "One entry per field we observed changing, newest first. An empty history means no change was observed since " +
  "capture began (capture_started_at) — never that the law is unchanged; there is no backfill before that.";

export async function usLawCaptureStartedAt(db: Db): Promise<string | null> {
  const [row] = rowsOf<{ at: string | null }>(await db.execute(sql`SELECT ${isoMicros(sql`min(started_at)`)} AS at FROM us_law_source_runs`));
  return row?.at ?? null;
}

export async function getUsLawRecordHistory(db: Db, recordUid: string, ent: Entitlement, siteUrl: string) {
  const [head] = rowsOf<{ known: boolean; total: number; first_seen_at: string | null }>(
    await db.execute(sql`
      SELECT EXISTS (SELECT 1 FROM us_law_records WHERE record_uid = ${recordUid}) AS known,
        (SELECT count(*)::int FROM us_law_history WHERE record_uid = ${recordUid}) AS total,
        (SELECT ${isoMicros(sql`first_seen_at`)} FROM us_law_records WHERE record_uid = ${recordUid}) AS first_seen_at`),
  );
  const total = Number(head!.total);
  // History outlives its record (no foreign key): a uid we never held and never logged is unknown.
  if (!head!.known && total === 0) throw notFound("The US-law record");
  const cap = ent.limits.usLawHistorySample;
  const rows = rowsOf<{ field: string; from_value: unknown; to_value: unknown; observed_at: string; run_id: string }>(
    await db.execute(sql`
      SELECT field, from_value, to_value, ${isoMicros(sql`observed_at`)} AS observed_at, run_id
      FROM us_law_history WHERE record_uid = ${recordUid}
      ORDER BY observed_at DESC, id DESC ${cap === null ? sql`` : sql`LIMIT ${cap}`}`),
  );
  const data = rows.map((r) => ({ field: r.field, from: r.from_value ?? null, to: r.to_value ?? null, observed_at: r.observed_at, run_id: r.run_id }));
  const sampled = data.length < total;
  const gated = sampled ? ["history"] : [];
  return {
    data,
    meta: {
      record_uid: recordUid,
      total,
      count: data.length,
      sampled,
      ...(cap !== null ? { sample_size: cap } : {}),
      capture_started_at: await usLawCaptureStartedAt(db),
      first_seen_at: head!.first_seen_at,
      notice: HISTORY_NOTICE,
      ...(gated.length ? { gated, upgrade: usLawUpgradeHint(gated, ent, siteUrl) } : {}),
    },
  };
}
