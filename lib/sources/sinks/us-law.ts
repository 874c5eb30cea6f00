import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import type { SourceRead, UsLawRecordInput, UsLawRunSource } from "@/lib/us-law/import/types";
import { prepareStagedRows, writeSourceRun, type WriteOptions } from "@/lib/us-law/import/write-run";
import { enqueueUsLawDeliveries } from "@/lib/webhooks/us-law-outbox";
import type { BatchCounts, Sink, SinkContext } from "../sink";

/**
 * A mechanical corpus's sink: every batch is one run of the US-law import path (lib/us-law/import/write-run.ts) —
 * one change row per changed field in the record history, updated_at only on a real change, retrieved_at and
 * last_verified_at stamped on every record the batch read, its changes published to the change feed (entity
 * us_law_record) and the webhook outbox (us_law.* events) — with the sync's checkpoint in the same transaction.
 */
export function usLawSink(options: { runSource: UsLawRunSource; origin: string; edition: string }): Sink<UsLawRecordInput> {
  return {
    kind: "mechanical",
    // A page read ahead gets its held dispositions and is serialised for the writer while the page before it is
    // written. (The page being written holds other records: it cannot change what this reads.)
    async prepare(db, items) {
      const records = await keepingHeldDispositions(db, items);
      await prepareStagedRows(records);
      heldKept.add(records);
      return records;
    },
    async apply(db, items, ctx, commitWith) {
      if (items.length === 0) {
        // Nothing to stage: only the checkpoint moves.
        await db.transaction((tx) => commitWith(tx as unknown as Db, { added: 0, changed: 0, unchanged: 0 }));
        return { added: 0, changed: 0, unchanged: 0 };
      }
      // The runner prepares every batch before applying it; a batch applied without prepare() is looked up here.
      const records = heldKept.has(items) ? items : await keepingHeldDispositions(db, items);
      return writeLiveRun(db, ctx, commitWith, {
        source: options.runSource,
        origin: `${options.origin} (sync run ${ctx.runId})`,
        edition: options.edition,
        records,
      });
    },
  };
}

/**
 * One batch of a live US-law source (Federal Register, eCFR, US Code) as one run of the import path — per-field
 * history, freshness stamps, the change feed and the webhook outbox — with the sync's checkpoint and counts
 * (`commitWith`) in the same transaction. The run names its sync run (sync_run_id): its records were read live, and a
 * snapshot load never overwrites them (lib/us-law/load.ts).
 */
export async function writeLiveRun(
  db: Db,
  ctx: SinkContext,
  commitWith: (tx: Db, counts: BatchCounts) => Promise<void>,
  read: Pick<SourceRead, "source" | "origin" | "edition" | "records">,
  options: Pick<WriteOptions, "batchSize"> = {},
): Promise<BatchCounts> {
  const summary = await writeSourceRun(
    db,
    // No upstream file to checksum: the writer fingerprints the JSON it sends (RunInput).
    { ...read, inputSha256: null, rowsRead: read.records.length, errors: [], syncRunId: ctx.runId },
    {
      ...options,
      publish: { deliver: enqueueUsLawDeliveries },
      alsoWrite: (tx, c) => commitWith(tx, { added: c.inserted, changed: c.updated, unchanged: c.unchanged }),
    },
  );
  return { added: summary.inserted, changed: summary.updated, unchanged: summary.unchanged };
}

/** Batches prepare() has already given their held dispositions: apply() does not look them up again. */
const heldKept = new WeakSet<UsLawRecordInput[]>();

/**
 * A presidential document whose response says nothing about its disposition (no notes, so it derives as "enacted")
 * keeps the repeal or supersession we already hold for it: silence in one response is not evidence that an order
 * was never revoked (the revocation may be known from the revoking order's notes, read in another run).
 */
async function keepingHeldDispositions(db: Db, items: UsLawRecordInput[]): Promise<UsLawRecordInput[]> {
  const silent = items.filter((r) => r.status === "enacted" && r.status_detail === null);
  if (silent.length === 0) return items;
  const held = new Map(
    rowsOf<{ record_uid: string; status: UsLawRecordInput["status"]; status_detail: string | null; in_force: boolean | null; repealed_date: string | null }>(
      await db.execute(sql`
        SELECT record_uid, status, status_detail, in_force, repealed_date::text AS repealed_date FROM us_law_records
        WHERE record_uid IN (SELECT jsonb_array_elements_text(${JSON.stringify(silent.map((r) => r.record_uid))}::jsonb))
          AND status IN ('repealed', 'superseded')`),
    ).map((r) => [r.record_uid, r]),
  );
  if (held.size === 0) return items;
  return items.map((r) => {
    const h = held.get(r.record_uid);
    if (!h || r.status !== "enacted" || r.status_detail !== null) return r;
    return { ...r, status: h.status, status_detail: h.status_detail, in_force: h.in_force, repealed_date: h.repealed_date };
  });
}
