import path from "node:path";
import fs from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import * as schema from "./schema";
import { readConfig } from "@/lib/config";
import { eventLoopTurn } from "@/lib/event-loop";
import { isProcessAlive } from "@/lib/process-alive";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbEngine = "pglite" | "postgres";

export interface DbHandle {
  db: Db;
  engine: DbEngine;
  close(): Promise<void>;
}

type Env = Record<string, string | undefined>;

const migrationsFolder = path.join(/* turbopackIgnore: true */ process.cwd(), "db", "migrations");

/**
 * Opens the database the environment names and applies the committed migrations. DATABASE_URL (or POSTGRES_URL) →
 * node-postgres; otherwise PGlite in the data folder. Same code path after. Seeding is not this module's business:
 * lib/runtime/database.ts composes open + migrate + seed for the server and the CLIs.
 */
export async function openDatabase(env: Env = process.env): Promise<DbHandle> {
  const cfg = readConfig(env);
  return cfg.databaseUrl ? openPostgres(cfg.databaseUrl) : openPglite(cfg.pgliteDir, env.PGLITE_TEMPLATE);
}

async function openPostgres(url: string): Promise<DbHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const { pgSocket } = await import("./pg-socket");
  // Each connection reads into one buffer of its own (db/pg-socket.ts) rather than a new one per socket read.
  const pool = new Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX || 10), stream: pgSocket });
  // An idle client can be cut off by the server (restart, failover, admin terminate: 57P01). Without a listener pg
  // re-throws that as an uncaught error and kills the process; the pool simply replaces the client on next use.
  pool.on("error", (err) => console.error(`[lexatlas] idle database connection lost: ${err.message}`));
  // The same for a connection that is checked out when the server cuts it (its query, if any, still rejects): without a
  // listener on the client itself, the socket error would be re-thrown as an uncaught exception.
  pool.on("connect", (client) => client.on("error", (err) => console.error(`[lexatlas] database connection lost: ${err.message}`)));
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const handle: DbHandle = { db, engine: "postgres", close: () => pool.end() };
  // Several instances may start at once: one migrates, the others wait on the same advisory lock.
  await withMigrationLock(handle, () => migrate(drizzle({ client: pool, schema }), { migrationsFolder }));
  return handle;
}

/**
 * A PGlite client with the extensions the migrations create (pg_trgm: typo-tolerant search, migration 0009), started
 * from `loadDataDir` (a data-folder tarball, PGlite dumpDataDir) when given instead of running initdb.
 */
async function newPglite(dir: string, loadDataDir?: Blob) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return new PGlite(dir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}

async function migratePglite(client: Awaited<ReturnType<typeof newPglite>>) {
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const pdb = drizzle({ client, schema });
  await migrate(pdb, { migrationsFolder });
  return pdb;
}

/**
 * An in-memory database with every committed migration applied, as a data-folder tarball: the test suite makes its
 * templates with it once per run (tests/support/database-templates.ts) for every file's database to start from
 * (PGLITE_TEMPLATE). `prepare`, when given, runs on the migrated database before the dump (the suite's seeded
 * template: the curated data a fresh start writes); `from` starts it from an earlier tarball instead of initdb.
 */
export async function migratedPgliteTarball(opts: { prepare?: (handle: DbHandle) => Promise<void>; from?: Blob } = {}): Promise<Blob> {
  const client = yieldingBetweenQueries(await newPglite("memory://", opts.from));
  try {
    await client.waitReady;
    const pdb = await migratePglite(client);
    await opts.prepare?.({ db: pdb as unknown as Db, engine: "pglite", close: async () => {} });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

/**
 * `template`: a tarball from migratedPgliteTarball (a file) an in-memory database starts from instead of running
 * initdb. The migrations still run after it (a no-op when the template has them all).
 */
async function openPglite(dir: string, template?: string): Promise<DbHandle> {
  const inMemory = dir.startsWith("memory://");
  let releaseLock = () => {};
  if (!inMemory) {
    fs.mkdirSync(dir, { recursive: true });
    releaseLock = acquireFolderLock(dir);
  }
  try {
    const client = yieldingBetweenQueries(await newPglite(dir, inMemory && template ? new Blob([fs.readFileSync(template)]) : undefined));
    await client.waitReady;
    const pdb = await migratePglite(client);
    return {
      db: pdb as unknown as Db,
      engine: "pglite",
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}

/**
 * PGlite runs in this thread and settles a query's promise without going through the event loop, so a sequence of
 * queries — a seed, the background US-law load, each statement awaited after the other — is one unbroken chain of
 * microtasks: no request is read, no static page served, no SIGTERM handled until it ends (measured on a first
 * `npm start`: the whole ~110 s corpus load as one block; docs/benchmarks.md, "us-law-background-load.ts"). So every
 * query, exec and transaction on this client, and every query inside a transaction, first gives the event loop one
 * turn (setImmediate): pending I/O is served between statements, a request's queries queue for the database in
 * arrival order. A turn costs microseconds; a statement, milliseconds.
 */
export function yieldingBetweenQueries<C extends YieldingTarget>(client: C): C {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    query: async (...args: Parameters<C["query"]>) => (await eventLoopTurn(), query(...args)),
    exec: async (...args: Parameters<C["exec"]>) => (await eventLoopTurn(), exec(...args)),
    transaction: async (fn: (tx: YieldingTx) => Promise<unknown>) => {
      await eventLoopTurn();
      return transaction(async (tx: YieldingTx) => {
        const txQuery = tx.query.bind(tx);
        const txExec = tx.exec.bind(tx);
        tx.query = async (...args: Parameters<YieldingTx["query"]>) => (await eventLoopTurn(), txQuery(...args));
        tx.exec = async (...args: Parameters<YieldingTx["exec"]>) => (await eventLoopTurn(), txExec(...args));
        return fn(tx);
      });
    },
  });
  return client;
}

// `any`: the wrapper passes PGlite's generic signatures through unchanged.
type YieldingTx = { query: (...args: any[]) => Promise<any>; exec: (...args: any[]) => Promise<any> };
type YieldingTarget = YieldingTx & { transaction: (fn: (tx: any) => Promise<any>) => Promise<any> };

export class DataFolderInUseError extends Error {}

/**
 * PGlite has no cross-process lock: two processes on one folder silently lose writes. So whoever opens the folder
 * (the server, or a CLI while no server runs) holds `<dir>.lock` with its pid; a second opener is refused with a
 * clear message instead of corrupting data. A lock left by a dead process is taken over.
 */
function acquireFolderLock(dir: string): () => void {
  const lockFile = `${path.resolve(dir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      const release = () => {
        try {
          if (fs.readFileSync(lockFile, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.once("exit", release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = Number(fs.readFileSync(lockFile, "utf8").trim());
      if (holder && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataFolderInUseError(
          `The embedded database folder ${dir} is in use by process ${holder} (probably the running server). ` +
            `PGlite cannot be shared between processes: stop that process first, or ask the server to do the work ` +
            `(see docs/operations.md, "The embedded database belongs to one process").`,
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  throw new DataFolderInUseError(`Could not lock ${dir}.`);
}


/** Serialises start-up work across processes on Postgres; PGlite is single-process by construction. */
export async function withMigrationLock<T>(handle: DbHandle, fn: () => Promise<T>): Promise<T> {
  if (handle.engine !== "postgres") return fn();
  const { db } = handle;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('lexatlas:startup'))`);
    return fn();
  });
}
