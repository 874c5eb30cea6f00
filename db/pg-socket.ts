import net from "node:net";

/**
 * The socket of a pooled node-postgres connection (db/client.ts), reading into one buffer of its own instead of a new
 * one per read. A plain socket allocates a fresh 64 KB buffer for every read (~7 MB of ArrayBuffers while an export
 * part streams, which the garbage collector must then account for and free). Reads are handed on as `data` events:
 *   - to node-postgres' parser as a copy of the bytes read (it may keep a message split across reads);
 *   - to a `data` listener marked with BORROWS_READS, when it is the only one, as a view of the shared buffer, valid
 *     only during the call (the export's CopyOut, lib/us-law/export/pinned-rows.ts, which copies what it keeps).
 * A TLS connection (pg upgrades the socket in place) gets a plain socket.
 */
export const BORROWS_READS = Symbol.for("lexatlas.pg.borrowsReads");

const READ_BUFFER = 64 * 1024;

export function pgSocket(config?: { ssl?: unknown }): net.Socket {
  if (config?.ssl) return new net.Socket();
  const buffer = Buffer.allocUnsafe(READ_BUFFER);
  const socket: net.Socket = new net.Socket({
    onread: {
      buffer,
      callback: (n: number) => {
        const listeners = socket.listeners("data");
        if (listeners.length === 1 && (listeners[0] as { [BORROWS_READS]?: true })[BORROWS_READS] === true) {
          (listeners[0] as (chunk: Buffer) => void).call(socket, buffer.subarray(0, n));
        } else socket.emit("data", Buffer.from(buffer.subarray(0, n)));
      },
    },
  } as net.SocketConstructorOpts);
  return socket;
}
