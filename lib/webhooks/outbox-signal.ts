import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import type { Db, DbEngine } from "@/db/client";
import { listenOnChannel } from "@/db/listen";

/**
 * Wakes the embedded webhook worker as soon as deliveries are committed, instead of at its next poll.
 *   - In this process (both engines): ingestSnapshot calls signalOutbox() after its transaction commits.
 *   - Across processes (Postgres): the outbox writer runs `pg_notify(OUTBOX_CHANNEL)` inside the ingest transaction —
 *     Postgres delivers it at commit, never for a rolled-back run — and each server's worker LISTENs on a dedicated
 *     connection (so `npm run ingest` in another process, or another instance, wakes it too).
 * The worker's poll stays as the fallback (a lost notification, a dropped LISTEN connection, retries coming due);
 * a spurious wake-up only costs one empty claim. QStash mode does not use any of this.
 */

export const OUTBOX_CHANNEL = "lexatlas_webhook_outbox";

const KEY = Symbol.for("lexatlas.outboxSignal");
type Holder = { [KEY]?: EventEmitter };
/** On globalThis: Next.js may bundle this module several times, and the ingest and the worker must share one. */
const emitter = () => {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    holder[KEY] = new EventEmitter();
    holder[KEY].setMaxListeners(0);
  }
  return holder[KEY];
};

/** Tells this process's workers that deliveries were committed. */
export function signalOutbox(): void {
  emitter().emit("enqueued");
}

/** Calls `wake` on every signal from this process; returns the unsubscribe. */
export function onOutboxSignal(wake: () => void): () => void {
  emitter().on("enqueued", wake);
  return () => emitter().off("enqueued", wake);
}

/** Inside the transaction that wrote deliveries: a notification Postgres sends at commit (ignored by PGlite's workers). */
export async function notifyOutboxOnCommit(tx: Pick<Db, "execute">): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/**
 * LISTENs for the outbox notification and calls `wake` on each one, and after every (re)connect (anything committed
 * while nobody listened). A dropped connection is re-opened after a pause; meanwhile the poll covers. Returns the close.
 */
export function listenForOutbox(databaseUrl: string, wake: () => void, onError: (err: Error) => void = () => {}): () => Promise<void> {
  return listenOnChannel(databaseUrl, OUTBOX_CHANNEL, { onNotify: wake, onListening: wake, onError });
}

/**
 * Every wake-up source for a worker on this engine: the in-process signal, plus LISTEN on Postgres. Returns the
 * unsubscribe/close.
 */
export function outboxWakeups(engine: DbEngine, databaseUrl: string | null | undefined, wake: () => void, onError?: (err: Error) => void): () => Promise<void> {
  const off = onOutboxSignal(wake);
  const unlisten = engine === "postgres" && databaseUrl ? listenForOutbox(databaseUrl, wake, onError) : async () => {};
  return async () => {
    off();
    await unlisten();
  };
}
