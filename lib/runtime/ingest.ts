import type { Db } from "@/db/client";
import { datasetChanged, notifyDatasetChangeOnCommit } from "@/lib/catalog/dataset-cache";
import { runIngest, type IngestOptions } from "@/lib/ingest/run";
import type { SourceSnapshot } from "@/lib/ingest/snapshot";
import { enqueueWebhookDeliveries } from "@/lib/webhooks/outbox";
import { signalOutbox } from "@/lib/webhooks/outbox-signal";

/**
 * Ingest as the running service does it: the run's changes go to the webhook outbox inside the run's transaction
 * (so the outbox commits, or rolls back, with the changes). lib/ingest itself knows nothing of webhooks; this is the
 * wiring. Once the run has committed, this process's webhook worker is woken at once, not at its next poll (other
 * processes hear the NOTIFY the outbox writer sent in the transaction). Likewise the per-process cache of
 * dataset-derived answers (lib/catalog/dataset-cache.ts): dropped here once the run has committed, and in other
 * processes by the NOTIFY the run's transaction sends at commit.
 */
export async function ingestSnapshot(db: Db, snapshot: SourceSnapshot, options: IngestOptions = {}) {
  let enqueued = 0;
  const summary = await runIngest(db, snapshot, {
    changeSink: async (tx, entries) => (enqueued += await enqueueWebhookDeliveries(tx, entries)),
    ...options,
    alsoWrite: async (tx) => {
      await options.alsoWrite?.(tx);
      await notifyDatasetChangeOnCommit(tx);
    },
  }).finally(datasetChanged); // after the commit (or the rollback: harmless) — never before it
  if (enqueued > 0) signalOutbox();
  return summary;
}
