import path from "node:path";
import fs from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import * as schema from "./schema";
import { readConfig } from "@/lib/config";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbEngine = "pglite" | "postgres";

export interface DbHandle {
  db: Db;
  engine: DbEngine;
  close(): Promise<void>;
}

type Env = Record<string, string | undefined>;

const migrationsFolder = path.join(process.cwd(), "db", "migrations");

/**
 * Opens the database the environment names, applies the committed migrations and seeds the curated dataset when it
 * is empty. DATABASE_URL (or POSTGRES_URL) → node-postgres; otherwise PGlite in the data folder. Same code path after.
 */
export async function openDatabase(env: Env = process.env, opts: { seed?: boolean } = {}): Promise<DbHandle> {
  const cfg = readConfig(env);
  const handle = cfg.databaseUrl ? await openPostgres(cfg.databaseUrl) : await openPglite(cfg.pgliteDir);
  if (opts.seed !== false) {
    const { seedIfEmpty } = await import("./seed");
    await withMigrationLock(handle, () => seedIfEmpty(handle.db));
  }
  return handle;
}

async function openPostgres(url: string): Promise<DbHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX || 10) });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const handle: DbHandle = { db, engine: "postgres", close: () => pool.end() };
  // Several instances may start at once: one migrates, the others wait on the same advisory lock.
  await withMigrationLock(handle, () => migrate(drizzle({ client: pool, schema }), { migrationsFolder }));
  return handle;
}

async function openPglite(dir: string): Promise<DbHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (!dir.startsWith("memory://")) fs.mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  await client.waitReady;
  const pdb = drizzle({ client, schema });
  await migrate(pdb, { migrationsFolder });
  return { db: pdb as unknown as Db, engine: "pglite", close: () => client.close() };
}

/** Serialises start-up work across processes on Postgres; PGlite is single-process by construction. */
async function withMigrationLock<T>(handle: DbHandle, fn: () => Promise<T>): Promise<T> {
  if (handle.engine !== "postgres") return fn();
  const { db } = handle;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('lexatlas:startup'))`);
    return fn();
  });
}

const GLOBAL_KEY = Symbol.for("lexatlas.db");
type Holder = { [GLOBAL_KEY]?: Promise<DbHandle> };

/**
 * The process-wide handle. Kept on globalThis because Next.js may load this module in several bundles
 * (instrumentation, route handlers, pages) and PGlite must never be opened twice on one folder.
 */
export function getDb(): Promise<DbHandle> {
  const holder = globalThis as Holder;
  if (!holder[GLOBAL_KEY]) {
    holder[GLOBAL_KEY] = openDatabase().catch((err) => {
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
