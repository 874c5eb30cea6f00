import os from "node:os";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { isProcessAlive } from "@/lib/process-alive";
import type { JsonValue } from "./connector";
import type { Validator } from "./client";

/**
 * The stored side of a run: one lease per source (one run at a time), the run's row in sync_runs, the checkpoint
 * written with each committed batch, and the outcome written at the end. Timestamps are the runner's clock (`at`),
 * which tests fix; staleness is computed against it too.
 */

export interface SourceState {
  cursor: JsonValue | null;
  checkpoint: JsonValue | null;
  validators: Record<string, Validator>;
}

export interface Claim {
  /** False when another live run holds the source (its lease is current and its process alive). */
  claimed: boolean;
  state: SourceState;
  /** The run this one resumes (it left a checkpoint), if any. */
  resumedFrom: string | null;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const json = (v: unknown) => sql`${JSON.stringify(v ?? null)}::jsonb`;

/** Who holds a lease: the host and process, so a dead local holder is recognised without waiting for its lease. */
export function leaseHolder(): string {
  return `${os.hostname()}:${process.pid}`;
}

function holderIsGone(holder: string | null): boolean {
  if (!holder) return true;
  const i = holder.lastIndexOf(":");
  const host = holder.slice(0, i);
  const pid = Number(holder.slice(i + 1));
  return host === os.hostname() && Number.isInteger(pid) && !isProcessAlive(pid);
}

/**
 * Takes the source's lease for `runId` and writes the run's row. A lease whose holder is gone (its lease expired, or
 * its process on this host is dead — kill -9) is taken over and that run is marked interrupted; its checkpoint stays
 * for this run to resume from.
 */
export async function claimSource(db: Db, sourceId: string, runId: string, trigger: string, at: Date, leaseMs: number): Promise<Claim> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(sql`INSERT INTO sync_sources (id) VALUES (${sourceId}) ON CONFLICT (id) DO NOTHING`);
    const [row] = rowsOf<{
      cursor: JsonValue | null;
      checkpoint: JsonValue | null;
      validators: Record<string, Validator> | null;
      lease_run_id: string | null;
      lease_holder: string | null;
      lease_until_ms: number | null;
    }>(
      await tx.execute(sql`
        SELECT cursor, checkpoint, validators, lease_run_id, lease_holder,
          (extract(epoch FROM lease_until) * 1000)::float8 AS lease_until_ms
        FROM sync_sources WHERE id = ${sourceId} FOR UPDATE`),
    );
    const state: SourceState = { cursor: row!.cursor, checkpoint: row!.checkpoint, validators: row!.validators ?? {} };
    const held = row!.lease_run_id !== null && row!.lease_until_ms !== null && row!.lease_until_ms > at.getTime() && !holderIsGone(row!.lease_holder);
    if (held) return { claimed: false, state, resumedFrom: null };
    if (row!.lease_run_id) {
      await tx.execute(sql`
        UPDATE sync_runs SET outcome = 'interrupted', fault_code = 'interrupted',
          fault_detail = ${`lease of ${row!.lease_holder ?? "an unknown holder"} taken over by run ${runId}`}
        WHERE id = ${row!.lease_run_id}::uuid AND outcome = 'running'`);
    }
    let resumedFrom: string | null = null;
    if (state.checkpoint !== null) {
      const [previous] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          SELECT id FROM sync_runs WHERE source = ${sourceId} AND outcome IN ('faulted', 'interrupted')
          ORDER BY started_at DESC LIMIT 1`),
      );
      resumedFrom = previous?.id ?? null;
    }
    await tx.execute(sql`
      UPDATE sync_sources SET lease_run_id = ${runId}::uuid, lease_holder = ${leaseHolder()},
        lease_until = ${ts(new Date(at.getTime() + leaseMs))}, last_attempt_at = ${ts(at)}
      WHERE id = ${sourceId}`);
    await tx.execute(sql`
      INSERT INTO sync_runs (id, source, trigger, started_at, outcome, resumed_from)
      VALUES (${runId}::uuid, ${sourceId}, ${trigger}, ${ts(at)}, 'running', ${resumedFrom}::uuid)`);
    return { claimed: true, state, resumedFrom };
  });
}

export interface BatchRecord {
  checkpoint: JsonValue;
  seen: number;
  added: number;
  changed: number;
  unchanged: number;
}

/**
 * Written inside the transaction that applies a batch: its checkpoint and counts commit with its items or not at
 * all. A run that lost its lease (another run took the source over) fails here, and its batch rolls back.
 */
export async function recordBatch(tx: Db, sourceId: string, runId: string, batch: BatchRecord, at: Date, leaseMs: number): Promise<void> {
  // One statement for both rows (it runs once per batch, inside the batch's transaction).
  const [owned] = rowsOf<{ owned: boolean }>(
    await tx.execute(sql`
      WITH source AS (
        UPDATE sync_sources SET checkpoint = ${json(batch.checkpoint)}, lease_until = ${ts(new Date(at.getTime() + leaseMs))}
        WHERE id = ${sourceId} AND lease_run_id = ${runId}::uuid RETURNING id
      ), run AS (
        UPDATE sync_runs SET batches = batches + 1, items_seen = items_seen + ${batch.seen},
          items_added = items_added + ${batch.added}, items_changed = items_changed + ${batch.changed},
          items_unchanged = items_unchanged + ${batch.unchanged}
        WHERE id = ${runId}::uuid AND EXISTS (SELECT 1 FROM source)
      )
      SELECT EXISTS (SELECT 1 FROM source) AS owned`),
  );
  if (!owned?.owned) throw new Error(`run ${runId} no longer holds source ${sourceId}; its batch is not written`);
}

/** A finished run: the new cursor and validators, no checkpoint, the fault cleared, the lease released. */
export async function recordSuccess(
  db: Db,
  sourceId: string,
  runId: string,
  result: { cursor: JsonValue | null; validators: Record<string, Validator>; seen: number; requests: number },
  at: Date,
): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(sql`
      UPDATE sync_sources SET cursor = ${json(result.cursor)}, checkpoint = NULL,
        validators = validators || ${json(result.validators)}, last_success_at = ${ts(at)},
        last_fault_code = NULL, last_fault_at = NULL, last_fault_detail = NULL, items_seen_last_run = ${result.seen},
        lease_run_id = NULL, lease_holder = NULL, lease_until = NULL
      WHERE id = ${sourceId} AND lease_run_id = ${runId}::uuid`);
    await tx.execute(sql`
      UPDATE sync_runs SET outcome = 'succeeded', finished_at = ${ts(at)}, requests = ${result.requests}
      WHERE id = ${runId}::uuid`);
  });
}

/** A run that ended in a fault: the fault recorded, the checkpoint kept (the next run resumes), the lease released. */
export async function recordFault(
  db: Db,
  sourceId: string,
  runId: string | null,
  fault: { code: string; detail: string },
  requests: number,
  at: Date,
): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(sql`INSERT INTO sync_sources (id) VALUES (${sourceId}) ON CONFLICT (id) DO NOTHING`);
    await tx.execute(sql`
      UPDATE sync_sources SET last_attempt_at = coalesce(last_attempt_at, ${ts(at)}), last_fault_code = ${fault.code},
        last_fault_at = ${ts(at)}, last_fault_detail = ${fault.detail},
        lease_run_id = CASE WHEN lease_run_id = ${runId}::uuid THEN NULL ELSE lease_run_id END,
        lease_holder = CASE WHEN lease_run_id = ${runId}::uuid THEN NULL ELSE lease_holder END,
        lease_until = CASE WHEN lease_run_id = ${runId}::uuid THEN NULL ELSE lease_until END
      WHERE id = ${sourceId}`);
    if (runId) {
      await tx.execute(sql`
        UPDATE sync_runs SET outcome = 'faulted', finished_at = ${ts(at)}, fault_code = ${fault.code},
          fault_detail = ${fault.detail}, requests = ${requests}
        WHERE id = ${runId}::uuid`);
    }
  });
}

/**
 * How long run records are kept: every run of the last `keepDays` days, and at least the last `keepLast` runs of each
 * source whatever their age (a source read weekly still shows its recent history). Source health reads sync_sources,
 * never sync_runs, so pruning changes nothing served.
 */
export interface RunRetention {
  keepLast: number;
  keepDays: number;
}
export const SYNC_RUN_RETENTION: RunRetention = { keepLast: 100, keepDays: 30 };

/**
 * Deletes the runs of one source that are outside the retention (never one still running), after each run: one
 * statement on the (source, started_at) index, deleting at most the runs added since the last prune.
 */
export async function pruneSyncRuns(db: Db, sourceId: string, at: Date, retention: RunRetention = SYNC_RUN_RETENTION): Promise<number> {
  const cutoff = new Date(at.getTime() - retention.keepDays * 86_400_000);
  const [pruned] = rowsOf<{ n: number }>(
    await db.execute(sql`
      WITH d AS (
        DELETE FROM sync_runs
        WHERE source = ${sourceId} AND outcome <> 'running' AND started_at < ${ts(cutoff)}
          AND started_at < (
            SELECT started_at FROM sync_runs WHERE source = ${sourceId}
            ORDER BY started_at DESC OFFSET ${Math.max(0, retention.keepLast - 1)} LIMIT 1)
        RETURNING 1)
      SELECT count(*)::int AS n FROM d`),
  );
  return pruned!.n;
}
