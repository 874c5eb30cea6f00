import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import type { Entitlement } from "@/lib/auth/tiers";
import { isoMicros } from "@/lib/db-time";
import { notFound } from "@/lib/http/errors";
import { US_LAW_CAPTURE_STARTED } from "./read-vocabulary";
import { usLawUpgradeHint } from "./upgrade-hint";

/**
 * GET /us-law/records/{record_uid}/history: the append-only per-field change log of one record, newest first.
 *
 * meta.capture_started_at is the date the SPEC names for the service (2026-08-20): a client can rely on it being that
 * date. This deployment's own capture began with its first import run; meta.deployment_capture_started_at gives that
 * time, and meta.notice says plainly when it differs, so no one reads an empty history from before it as "unchanged".
 * There is no backfill either way.
 */

export const HISTORY_NOTICE =
  "One entry per field we observed changing, newest first. An empty history means no change was observed since " +
  "capture began (capture_started_at) — never that the law is unchanged; there is no backfill before that.";

/** The capture meta: the SPEC's date, this deployment's own start, and a notice that says how the two relate. */
export function captureMeta(deploymentStartedAt: string | null) {
  const ownDay = deploymentStartedAt?.slice(0, 10) ?? null;
  const relation =
    ownDay === null
      ? " This deployment has imported nothing yet, so it has observed no change."
      : ownDay > US_LAW_CAPTURE_STARTED
        ? ` This deployment began capturing later, at ${deploymentStartedAt} (deployment_capture_started_at): no change before then was observed here.`
        : ownDay < US_LAW_CAPTURE_STARTED
          ? ` This deployment began capturing earlier, at ${deploymentStartedAt} (deployment_capture_started_at); entries before ${US_LAW_CAPTURE_STARTED} come from its own imports.`
          : "";
  return { capture_started_at: US_LAW_CAPTURE_STARTED, deployment_capture_started_at: deploymentStartedAt, notice: HISTORY_NOTICE + relation };
}

/** When this deployment's first US-law import run began (null before any import). */
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
      ...captureMeta(await usLawCaptureStartedAt(db)),
      first_seen_at: head!.first_seen_at,
      ...(gated.length ? { gated, upgrade: usLawUpgradeHint(gated, ent, siteUrl) } : {}),
    },
  };
}
