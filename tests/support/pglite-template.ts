/**
 * vitest globalSetup: one migrated PGlite data folder for the whole run, as a tarball every test file's in-memory
 * database starts from (PGLITE_TEMPLATE). Creating an in-memory PGlite runs initdb (~4 s on this 2-core machine) and
 * the migrations (~0.3 s); loading the tarball takes ~1.2 s. The template holds the schema only — each file still
 * seeds its own database as a fresh one would (lib/runtime/database.ts) — and both ends live in db/client.ts (the
 * same client, extensions and migrations a file's database gets), so a file cannot tell the difference. Not used for
 * the PostgreSQL pass (TEST_DATABASE_URL: each file gets a scratch database on the server).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL || process.env.PGLITE_TEMPLATE) return undefined;
  const { migratedPgliteTarball } = await import("@/db/client");
  const file = path.join(os.tmpdir(), `lexatlas-pglite-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await (await migratedPgliteTarball()).arrayBuffer()));
  // Test files run in forked workers, which inherit this environment.
  process.env.PGLITE_TEMPLATE = file;
  return () => {
    fs.rmSync(file, { force: true });
    delete process.env.PGLITE_TEMPLATE;
  };
}
