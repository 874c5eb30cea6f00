import { openDatabase, withMigrationLock, type DbHandle } from "@/db/client";
import { seedIfEmpty } from "@/db/seed";
import { loadRiskFactorDisclosures } from "@/lib/disclosures/load";
import { loadEnforcementRegistry } from "@/lib/enforcement/load-registry";
import { loadEuAiActProvisions } from "@/lib/eu-ai-act/load";
import { enqueueWebhookDeliveries } from "@/lib/webhooks/outbox";

/**
 * The runtime composition of the database: open + migrate (db/client.ts), then the curated dataset and the bundled
 * corpora loaded when absent. The server, the CLIs and the tests all get their handle from here.
 */

type Env = Record<string, string | undefined>;

/** Opens, migrates and (unless `seed: false`) seeds — under one cross-process lock on Postgres. */
export async function openRuntimeDatabase(env: Env = process.env, opts: { seed?: boolean } = {}): Promise<DbHandle> {
  const handle = await openDatabase(env);
  if (opts.seed !== false) await withMigrationLock(handle, () => prepareRuntimeData(handle));
  return handle;
}

/**
 * Everything a fresh database needs before its first request; each step is a no-op when already done. (The test
 * suite runs it once per run into a template database that files start from: tests/support/database-templates.ts.)
 */
export async function prepareRuntimeData(handle: DbHandle): Promise<void> {
  await seedIfEmpty(handle.db, undefined, { changeSink: enqueueWebhookDeliveries });
  // After the laws: citation linking reads law_records. Idempotent; unchanged files write nothing.
  await loadEnforcementRegistry(handle.db);
  // The AI Act text is read from the reference data folder (../shared/data) when present, else from the snapshot
  // committed in db/snapshots/eu-ai-act (a fresh clone); with neither, the start-up log says why the list is empty.
  await loadEuAiActProvisions(handle.db, { ifSourceMissing: "warn" });
  await loadRiskFactorDisclosures(handle.db);
}

// scripts/server.mjs reads the handle under this key too, to close the database last on shutdown.
const GLOBAL_KEY = Symbol.for("lexatlas.db");
type Holder = { [GLOBAL_KEY]?: Promise<DbHandle> };

/**
 * The process-wide handle. Kept on globalThis because Next.js may load this module in several bundles
 * (instrumentation, route handlers, pages) and PGlite must never be opened twice on one folder.
 */
export function getDb(): Promise<DbHandle> {
  const holder = globalThis as Holder;
  if (!holder[GLOBAL_KEY]) {
    holder[GLOBAL_KEY] = openRuntimeDatabase().catch((err) => {
      delete holder[GLOBAL_KEY];
      throw err;
    });
  }
  return holder[GLOBAL_KEY]!;
}

/** For tests: replace (or clear) the process-wide handle. */
export function setDbForTests(handle: DbHandle | null): void {
  const holder = globalThis as Holder;
  if (handle) holder[GLOBAL_KEY] = Promise.resolve(handle);
  else delete holder[GLOBAL_KEY];
}
