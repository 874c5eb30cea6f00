import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { BORROWS_READS, pgSocket } from "@/db/pg-socket";

/** A local server that sends `chunks` one by one, each after the client's previous read (a pause between writes). */
async function serverSending(chunks: Buffer[]): Promise<{ port: number; close(): void }> {
  const server = net.createServer(async (conn) => {
    for (const c of chunks) {
      conn.write(c);
      await new Promise((r) => setTimeout(r, 30));
    }
    conn.end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { port: (server.address() as net.AddressInfo).port, close: () => server.close() };
}

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((c) => c()));

async function readAll(socket: net.Socket, port: number, listener: (chunk: Buffer) => void) {
  socket.on("data", listener);
  await new Promise<void>((resolve, reject) => {
    socket.on("end", resolve);
    socket.on("error", reject);
    socket.connect(port, "127.0.0.1");
  });
}

describe("pooled Postgres sockets read into one buffer (db/pg-socket.ts)", () => {
  // Over 4 KB each, so that a copy is a buffer of its own (smaller ones share Node's allocation pool), and of
  // different lengths and contents, so that views of one buffer would read wrong after the next read.
  const chunks = ["first read", "second", "third read, longer"].map((t, i) => Buffer.from(t + "." + "abc"[i]!.repeat(5000 + 100 * i)));

  it("an ordinary data listener (node-postgres' parser) gets a copy of each read, which later reads leave intact", async () => {
    const server = await serverSending(chunks);
    closers.push(server.close);
    const got: Buffer[] = [];
    await readAll(pgSocket(), server.port, (chunk) => got.push(chunk));
    // Views of the shared buffer would all read as the last read's bytes by now.
    expect(got.map((c) => c.toString())).toEqual(chunks.map((c) => c.toString()));
  });

  it("a listener marked BORROWS_READS, alone, gets views of one shared buffer (no buffer allocated per read)", async () => {
    const server = await serverSending(chunks);
    closers.push(server.close);
    const texts: string[] = [];
    const buffers = new Set<ArrayBufferLike>();
    const borrower = (chunk: Buffer) => {
      texts.push(chunk.toString());
      buffers.add(chunk.buffer);
    };
    (borrower as { [BORROWS_READS]?: true })[BORROWS_READS] = true;
    await readAll(pgSocket(), server.port, borrower);
    expect(texts.join("")).toBe(Buffer.concat(chunks).toString());
    expect(texts.length).toBeGreaterThan(1);
    expect(buffers.size).toBe(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("node-postgres reads results spanning many socket reads exactly through it", async () => {
    const pg = (await import("pg")).default;
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, stream: pgSocket });
    try {
      const { rows } = await pool.query<{ g: number; v: string }>("SELECT g, repeat(chr(65 + g % 26), 70000 + g) AS v FROM generate_series(1, 40) g");
      expect(rows).toHaveLength(40);
      rows.forEach((r) => expect(r.v).toBe(String.fromCharCode(65 + (r.g % 26)).repeat(70000 + r.g)));
    } finally {
      await pool.end();
    }
  });
});
