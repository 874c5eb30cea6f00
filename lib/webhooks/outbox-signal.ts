import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import type { Db, DbEngine } from "@/db/client";

/**
 * Wakes the embedded webhook worker as soon as deliveries are committed, instead of at its next poll (issue 17).
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
 * LISTENs on a dedicated node-postgres connection (a pooled one would be handed to queries) and calls `wake` on each
 * notification. A dropped connection is re-opened after a pause; meanwhile the poll covers. Returns the close.
 */
export function listenForOutbox(databaseUrl: string, wake: () => void, onError: (err: Error) => void = () => {}): () => Promise<void> {
  let closed = false;
  let client: import("pg").Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    if (closed) return;
    const { Client } = await import("pg");
    const c = new Client({ connectionString: databaseUrl });
    client = c;
    const reconnect = (err: Error) => {
      onError(err);
      c.removeAllListeners();
      c.on("error", () => {}); // a late socket error on the connection being discarded is expected, not fatal
      void c.end().catch(() => {});
      if (client === c) client = null;
      if (!closed) (retry = setTimeout(() => void connect(), 1000)).unref();
    };
    c.on("error", reconnect);
    c.on("notification", (msg) => {
      if (msg.channel === OUTBOX_CHANNEL) wake();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${OUTBOX_CHANNEL}`);
      if (closed) await c.end();
      else wake(); // anything committed while we were not listening
    } catch (err) {
      reconnect(err as Error);
    }
  };
  void connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
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
