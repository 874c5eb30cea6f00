/**
 * vitest globalSetup: one migrated PGlite data folder for the whole run, as a tarball every test file's in-memory
 * database starts from (PGLITE_TEMPLATE, read by db/client.ts). Creating an in-memory PGlite runs initdb (~4 s on
 * this 2-core machine) and the migrations (~0.3 s); loading the tarball takes ~1.2 s. The template holds the schema
 * only — each file still seeds its own database as a fresh one would (lib/runtime/database.ts) — and is made by
 * the same code from the same migrations in the same run, so a file cannot tell the difference. Not used for the
 * PostgreSQL pass (TEST_DATABASE_URL: each file gets a scratch database on the server).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL || process.env.PGLITE_TEMPLATE) return undefined;
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = new PGlite("memory://", { extensions: { pg_trgm } });
  await client.waitReady;
  await migrate(drizzle({ client }), { migrationsFolder: path.join(process.cwd(), "db", "migrations") });
  const tarball = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(os.tmpdir(), `lexatlas-pglite-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  // Test files run in forked workers, which inherit this environment.
  process.env.PGLITE_TEMPLATE = file;
  return () => {
    fs.rmSync(file, { force: true });
    delete process.env.PGLITE_TEMPLATE;
  };
}
