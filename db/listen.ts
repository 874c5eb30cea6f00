/**
 * LISTEN on one Postgres notification channel over a dedicated node-postgres connection (a pooled connection would be
 * handed to queries and lose the subscription). Used wherever a commit in one process must reach the others: the
 * webhook outbox wake-up (lib/webhooks/outbox-signal.ts) and the dataset-answer cache (lib/catalog/dataset-cache.ts).
 *
 * A dropped or failed connection is reported to `onError` and opened again after `retryMs`; every successful
 * (re)connect calls `onListening`, since a notification sent while nobody listened is lost and the caller must assume
 * it missed one. Returns the close, which stops retrying and ends the connection.
 */
export interface ChannelListenerOptions {
  /** Called for each notification on the channel. */
  onNotify: () => void;
  /** Called once LISTEN is in place, after the first connect and after every reconnect. */
  onListening?: () => void;
  /** Called when the connection fails or drops (a reconnect follows unless closed). */
  onError?: (err: Error) => void;
  /** Shown in pg_stat_activity, so an operator (or a test) can see which processes listen. */
  applicationName?: string;
  /** Unref the socket, so the listener never keeps a CLI or test process alive. */
  unref?: boolean;
  retryMs?: number;
}

export function listenOnChannel(databaseUrl: string, channel: string, options: ChannelListenerOptions): () => Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`); // LISTEN takes no parameter
  const { onNotify, onListening = () => {}, onError = () => {}, applicationName, unref = false, retryMs = 1000 } = options;
  let closed = false;
  let client: import("pg").Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const discard = (c: import("pg").Client) => {
    c.removeAllListeners();
    c.on("error", () => {}); // a late socket error on the connection being discarded is expected, not fatal
    void c.end().catch(() => {});
  };
  const connect = async () => {
    if (closed) return;
    const { Client } = await import("pg");
    const c = new Client({ connectionString: databaseUrl, ...(applicationName ? { application_name: applicationName } : {}) });
    client = c;
    const reconnect = (err: Error) => {
      if (client !== c) return; // already replaced or closed
      client = null;
      discard(c);
      if (closed) return;
      onError(err);
      (retry = setTimeout(() => void connect(), retryMs)).unref();
    };
    c.on("error", reconnect);
    c.on("end", () => reconnect(new Error("connection ended")));
    c.on("notification", (msg) => {
      if (msg.channel === channel) onNotify();
    });
    try {
      await c.connect();
      if (unref) (c as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
      await c.query(`LISTEN ${channel}`);
      if (closed || client !== c) return;
      onListening();
    } catch (err) {
      reconnect(err as Error);
    }
  };
  void connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    if (c) {
      c.removeAllListeners();
      c.on("error", () => {});
      await c.end().catch(() => {});
    }
  };
}
