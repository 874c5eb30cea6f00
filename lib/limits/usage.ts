import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";

export interface UsageCounts {
  day: number;
  month: number;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const monthStart = (d: Date) => `${d.toISOString().slice(0, 7)}-01`;

/**
 * Counts one served request for a key (UTC day row; the month is the sum of its days) and touches last_used_at, in
 * one round trip. Returns the counts including this request.
 */
export async function recordKeyUsage(db: Db, keyId: string, now = new Date()): Promise<UsageCounts> {
  const day = isoDay(now);
  const result = await db.execute(sql`
    WITH bumped AS (
      INSERT INTO api_usage_daily (key_id, day, requests) VALUES (${keyId}, ${day}, 1)
      ON CONFLICT (key_id, day) DO UPDATE SET requests = api_usage_daily.requests + 1
      RETURNING requests
    ), touched AS (
      UPDATE api_keys SET last_used_at = now() WHERE id = ${keyId} RETURNING id
    )
    SELECT (SELECT requests FROM bumped) AS day_count,
           (SELECT requests FROM bumped) + COALESCE((
              SELECT sum(requests) FROM api_usage_daily
              WHERE key_id = ${keyId} AND day >= ${monthStart(now)} AND day < ${day}), 0) AS month_count,
           (SELECT count(*) FROM touched) AS touched`);
  const row = rowsOf(result)[0] as { day_count: number | string; month_count: number | string };
  return { day: Number(row.day_count), month: Number(row.month_count) };
}

export async function readKeyUsage(db: Db, keyId: string, now = new Date()): Promise<UsageCounts> {
  const day = isoDay(now);
  const result = await db.execute(sql`
    SELECT COALESCE(sum(requests) FILTER (WHERE day = ${day}), 0) AS day_count,
           COALESCE(sum(requests), 0) AS month_count
    FROM api_usage_daily WHERE key_id = ${keyId} AND day >= ${monthStart(now)} AND day <= ${day}`);
  const row = rowsOf(result)[0] as { day_count: number | string; month_count: number | string };
  return { day: Number(row.day_count), month: Number(row.month_count) };
}

/** Seconds until the next UTC midnight / first of next month. */
export function secondsUntilNextDay(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

export function secondsUntilNextMonth(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}
