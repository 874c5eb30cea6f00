import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { listenOnChannel } from "@/db/listen";
import { config } from "@/lib/config";
import { shareAnswer } from "@/lib/shared-answer";
import { onShutdown } from "@/lib/runtime/shutdown";

/**
 * Answers derived from the whole curated dataset (the catalogue aggregates: /jurisdictions, /states, /countries,
 * /categories) computed once per process and shared by every request until the dataset changes (the request-path
 * profile showed the GROUP BY over the law records, its round trip and its row mapping on every such request).
 *
 * Freshness — an answer is dropped:
 *   - at once in this process when an ingest run commits here (`ingestSnapshot` calls datasetChanged() after the
 *     commit, before it returns), on both engines;
 *   - on Postgres, in every other process (another instance, or a server while `npm run ingest` runs elsewhere) when
 *     the NOTIFY that the ingest transaction sends on DATASET_CHANNEL arrives at this process's LISTEN connection —
 *     Postgres delivers it at commit, never for a rolled-back run;
 *   - in any case DATASET_CACHE_TTL_MS (default 5000) after its computation began: the bound when a notification is
 *     lost (a dropped LISTEN connection, a connection pooler that does not pass LISTEN through) or when rows are
 *     written outside an ingest run (no code in this service does that).
 * A computation that was running when the dataset changed may still answer the requests that were already waiting for
 * it (they arrived before the change), but it is never stored as current: reads after the change compute afresh.
 *
 * Answers are cached per database handle (a test's fresh database never sees another's answers) and deep-frozen
 * (lib/shared-answer.ts): callers share them and must not mutate them, and the kernel keeps their encoded JSON beside
 * them.
 */

export const DATASET_CHANNEL = "lexatlas_dataset_changed";

export const datasetCacheTtlMs = () => Number(process.env.DATASET_CACHE_TTL_MS || 5000);

interface Slot {
  generation: number;
  expiresAt: number;
  answer: Promise<unknown>;
}

interface State {
  /** Bumped by every change signal; a slot from an older generation is stale. */
  generation: number;
  slots: WeakMap<Db, Map<string, Slot>>;
  stats: { hits: number; misses: number; invalidations: number };
  listener: { started: boolean; connected: boolean; close: (() => Promise<void>) | null };
}

const KEY = Symbol.for("lexatlas.datasetCache");
type Holder = { [KEY]?: State };
/** On globalThis: Next.js may bundle this module several times, and the ingest and the readers must share one. */
const state = (): State =>
  ((globalThis as Holder)[KEY] ??= {
    generation: 0,
    slots: new WeakMap(),
    stats: { hits: 0, misses: 0, invalidations: 0 },
    listener: { started: false, connected: false, close: null },
  });

/**
 * The answer named `key` for this database: the stored one while current, else `compute()` (one computation at a
 * time per key: concurrent requests share it). `key` must come from a closed set of values (validated parameters),
 * never from free text.
 */
export function datasetAnswer<T>(db: Db, key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  const s = state();
  let slots = s.slots.get(db);
  if (!slots) s.slots.set(db, (slots = new Map()));
  const slot = slots.get(key);
  if (slot && slot.generation === s.generation && slot.expiresAt > now) {
    s.stats.hits++;
    return slot.answer as Promise<T>;
  }
  s.stats.misses++;
  ensureListening();
  const fresh: Slot = { generation: s.generation, expiresAt: now + datasetCacheTtlMs(), answer: null as never };
  const table = slots;
  fresh.answer = compute().then(
    (value) => shareAnswer(value),
    (err) => {
      if (table.get(key) === fresh) table.delete(key); // a failure is never cached
      throw err;
    },
  );
  slots.set(key, fresh);
  return fresh.answer as Promise<T>;
}

/** The dataset changed (an ingest run committed): every stored answer of this process is stale from now on. */
export function datasetChanged(): void {
  const s = state();
  s.generation++;
  s.stats.invalidations++;
}

/** Inside an ingest transaction: the notification Postgres delivers to every listening process at commit. */
export async function notifyDatasetChangeOnCommit(tx: Pick<Db, "execute">): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${DATASET_CHANNEL}, '')`);
}

export function datasetCacheStats() {
  const s = state();
  return { ...s.stats, generation: s.generation, listening: s.listener.connected };
}

/** Waits (tests) until this process LISTENs for dataset changes; false at once on PGlite, or when it does not within `ms`. */
export async function datasetListenerReady(ms = 5000): Promise<boolean> {
  if (!config().databaseUrl) return false;
  ensureListening();
  for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
    if (state().listener.connected) return true;
  }
  return state().listener.connected;
}

/** Stops listening (tests); the next cached read starts again. */
export async function stopDatasetListener(): Promise<void> {
  const l = state().listener;
  const close = l.close;
  Object.assign(l, { started: false, connected: false, close: null });
  await close?.();
}

/**
 * On Postgres, one dedicated connection per process LISTENs on DATASET_CHANNEL (a pooled connection would be handed
 * to queries). Its socket is unref'd, so it never keeps a CLI or a test process alive. A dropped connection is opened
 * again after a pause; meanwhile the TTL bounds staleness, and every (re)connect drops all answers, since changes may
 * have committed while nobody listened.
 */
function ensureListening(): void {
  const l = state().listener;
  if (l.started) return;
  const databaseUrl = config().databaseUrl;
  if (!databaseUrl) return;
  l.started = true;
  const close = listenOnChannel(databaseUrl, DATASET_CHANNEL, {
    onNotify: datasetChanged,
    onListening: () => {
      datasetChanged(); // anything committed while this process was not listening
      l.connected = true;
    },
    onError: (err) => {
      l.connected = false;
      console.error(`[dataset-cache] LISTEN connection: ${err.message}; answers expire after ${datasetCacheTtlMs()} ms meanwhile`);
    },
    applicationName: `lexatlas dataset listener ${process.pid}`,
    unref: true,
  });
  l.close = async () => {
    l.connected = false;
    await close();
  };
  onShutdown(() => stopDatasetListener());
}
