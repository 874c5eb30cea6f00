import type { Db } from "@/db/client";
import { runIngest, type IngestOptions } from "@/lib/ingest/run";
import type { SourceSnapshot } from "@/lib/ingest/snapshot";
import { enqueueWebhookDeliveries } from "@/lib/webhooks/outbox";

/**
 * Ingest as the running service does it: the run's changes go to the webhook outbox inside the run's transaction
 * (issue 5: the outbox commits with the changes). lib/ingest itself knows nothing of webhooks; this is the wiring.
 */
export function ingestSnapshot(db: Db, snapshot: SourceSnapshot, options: IngestOptions = {}) {
  return runIngest(db, snapshot, { changeSink: enqueueWebhookDeliveries, ...options });
}
