import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { eventLoopTurn } from "@/lib/event-loop";
import type { Db } from "./client";

/**
 * A hot statement as a named prepared statement on PGlite (found in the webhook fan-out profile,
 * tests/bench/webhook-fanout.ts). PGlite's `query` sends every statement as Parse + Describe + Bind + Describe +
 * Execute + Sync, each its own call into the WASM backend, and the backend
 * parses, analyses and plans it every time: a fixed cost of milliseconds on the node thread per statement. Here the
 * statement is parsed once per PGlite instance (named, through PGlite's wire-protocol entry `execProtocol`), and each
 * call is one Bind + Execute + Sync with real bind parameters (no literal quoting).
 *
 * Everything else takes the ordinary path (`db.execute`): Postgres (node-postgres), a transaction handle (it has no
 * `$client`), parameters other than strings / numbers / booleans / null. The result has the `{ rows }` shape of
 * `db.execute` (rows as objects, parsed like drizzle's PGlite driver: timestamps stay strings).
 *
 * Concurrency: the call takes PGlite's transaction mutex and then its query mutex, as PGlite's own `query` does, so it
 * never runs inside someone else's transaction nor beside another statement, and `close()` (which takes both) cannot
 * interleave. Like every query on this client (`yieldingBetweenQueries`), it first gives the event loop one turn.
 * Errors surface as PGlite's `DatabaseError` (code, message, detail), and the protocol state is clean after them
 * (Sync ends every message group).
 */

type Message = { name: string; fields?: unknown[] };
type FieldInfo = { name: string; dataTypeID: number };
type ProtocolModule = {
  serialize: {
    parse(o: { name?: string; text: string; types?: number[] }): Uint8Array;
    describe(o: { type: "S" | "P"; name?: string }): Uint8Array;
    bind(o: { statement?: string; values?: (string | null)[] }): Uint8Array;
    execute(o?: { portal?: string; rows?: number }): Uint8Array;
    sync(): Uint8Array;
  };
};
interface PgliteLike {
  execProtocol(message: Uint8Array, options?: { syncToFs?: boolean }): Promise<{ messages: Message[] }>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _checkReady(): Promise<void>;
  parsers: Record<number, (value: string, typeId: number) => unknown>;
}
interface Prepared {
  name: string;
  fields: FieldInfo[];
}

const dialect = new PgDialect();
const prepared = new WeakMap<PgliteLike, Map<string, Prepared>>();
/** Statements kept per instance; beyond this, the ordinary path (only a few hot statements are meant to come here). */
const MAX_PREPARED = 16;
let protocol: Promise<ProtocolModule> | undefined;
let statementCount = 0;

/** Timestamps, dates and intervals come back as text, as drizzle's PGlite driver configures its queries. */
const RAW_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

export async function executePrepared(db: Pick<Db, "execute">, query: SQL): Promise<{ rows: Record<string, unknown>[] }> {
  const client = (db as { $client?: unknown }).$client;
  if (!isPglite(client)) return (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  const { sql: text, params } = dialect.sqlToQuery(query);
  const values = bindValues(params);
  const statements = prepared.get(client) ?? new Map<string, Prepared>();
  prepared.set(client, statements);
  if (!values || (!statements.has(text) && statements.size >= MAX_PREPARED)) {
    return (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  }
  const { serialize } = await (protocol ??= import("@electric-sql/pglite").then((m) => m.protocol as unknown as ProtocolModule));
  await eventLoopTurn();
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      await client._checkReady();
      let statement = statements.get(text);
      if (!statement) {
        const name = `lexatlas_prepared_${++statementCount}`; // unique in the process, so in any instance
        const described = await client.execProtocol(
          Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]),
          { syncToFs: false },
        );
        const description = described.messages.find((m) => m.name === "rowDescription");
        const fields = ((description?.fields ?? []) as FieldInfo[]).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
        statement = { name, fields };
        statements.set(text, statement);
      }
      const { messages } = await client.execProtocol(
        Buffer.concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      );
      return { rows: rowsFrom(messages, statement.fields, client.parsers) };
    }),
  );
}

function isPglite(client: unknown): client is PgliteLike {
  const c = client as Partial<PgliteLike> | undefined;
  return typeof c?.execProtocol === "function" && typeof c._runExclusiveTransaction === "function"
    && typeof c._runExclusiveQuery === "function" && typeof c._checkReady === "function" && typeof c.parsers === "object";
}

/** Text-format parameters, or null when one is of a kind this path does not serialize (then the ordinary path). */
function bindValues(params: unknown[]): (string | null)[] | null {
  const values: (string | null)[] = [];
  for (const p of params) {
    if (p === null || p === undefined) values.push(null);
    else if (typeof p === "string") values.push(p);
    else if (typeof p === "number" || typeof p === "bigint" || typeof p === "boolean") values.push(String(p));
    else return null;
  }
  return values;
}

function rowsFrom(messages: Message[], fields: FieldInfo[], parsers: PgliteLike["parsers"]): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (const m of messages) {
    if (m.name !== "dataRow") continue;
    const row: Record<string, unknown> = {};
    (m.fields as (string | null)[]).forEach((value, i) => {
      const { name, dataTypeID } = fields[i]!;
      const parse = RAW_TYPES.includes(dataTypeID) ? undefined : parsers[dataTypeID];
      row[name] = value === null ? null : parse ? parse(value, dataTypeID) : value;
    });
    rows.push(row);
  }
  return rows;
}
