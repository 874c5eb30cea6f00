import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { isoMicros } from "@/lib/db-time";

/** Test helpers reading the history and record state as text, microseconds intact. */

const iso = (column: string) => isoMicros(sql.raw(column));

export interface HistoryRow {
  id: string;
  entity: string;
  record_id: string | null;
  jurisdiction_slug: string;
  scope: string | null;
  change_kind: string;
  changed_fields: string[] | null;
  field_changes: { field: string; from: unknown; to: unknown }[];
  significant: boolean;
  state: Record<string, unknown>;
  observed_at: string;
  source_run_id: string | null;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** History rows observed strictly after `after` (all when null), oldest first. */
export function historySince(db: Db, after: string | null = null): Promise<HistoryRow[]> {
  return rows<HistoryRow>(
    db,
    sql`SELECT id, entity, record_id, jurisdiction_slug, scope, change_kind, changed_fields, field_changes, significant, state,
          ${iso("observed_at")} AS observed_at, source_run_id
        FROM record_history WHERE ${after}::timestamptz IS NULL OR observed_at > ${after}::timestamptz ORDER BY observed_at`,
  );
}

export async function latestObservedAt(db: Db): Promise<string | null> {
  const [row] = await rows<{ t: string | null }>(db, sql`SELECT ${iso("max(observed_at)")} AS t FROM record_history`);
  return row?.t ?? null;
}

export async function historyCount(db: Db): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM record_history`);
  return row!.n;
}

export interface LawStamp {
  id: string;
  key: string;
  status: string | null;
  title: string | null;
  updated_at: string;
  checked_at: string;
}

/** Every law record's identity, two content fields and both timestamps, by key. */
export async function lawStamps(db: Db): Promise<Map<string, LawStamp>> {
  const list = await rows<LawStamp>(
    db,
    sql`SELECT id, key, status, title, ${iso("updated_at")} AS updated_at, ${iso("checked_at")} AS checked_at FROM law_records`,
  );
  return new Map(list.map((r) => [r.key, r]));
}

export interface RunRow {
  id: string;
  source: string;
  rows_read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  errors: number;
  error_rows: { index: number; line: number | null; key: string | null; message: string }[];
}

export function sourceRuns(db: Db): Promise<RunRow[]> {
  return rows<RunRow>(db, sql`SELECT id, source, rows_read, inserted, updated, unchanged, errors, error_rows FROM source_runs ORDER BY started_at`);
}
