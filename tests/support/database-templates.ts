/**
 * vitest globalSetup: the databases every test file's own database starts from, made once per run.
 *
 * PGlite (the default): two data-folder tarballs. PGLITE_TEMPLATE is migrated only — creating an in-memory PGlite
 * runs initdb (~4 s on this 2-core machine), loading the tarball ~1.2 s. PGLITE_SEEDED_TEMPLATE also holds what a
 * fresh start writes before its first request (lib/runtime/database.ts, prepareRuntimeData: the curated dataset, the
 * enforcement registry, the AI Act provisions, the disclosures; ~4 s a file when each file did it itself).
 * PostgreSQL (TEST_DATABASE_URL): one seeded template database, TEST_DB_SEEDED_TEMPLATE.
 *
 * Files that call the operations (tests/support/api.ts) start from the seeded template (tests/support/setup-env.ts);
 * every other file gets a migrated, empty database and seeds it itself if it needs to, as before. The preparation is
 * the same code a fresh start runs, and each of its steps is a no-op on data already there, so it runs again on the
 * copy and a file cannot tell the difference from seeding itself.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.PGLITE_TEMPLATE || process.env.TEST_DB_SEEDED_TEMPLATE) return undefined;
  const { openRuntimeDatabase, prepareRuntimeData } = await import("@/lib/runtime/database");

  if (process.env.TEST_DATABASE_URL) {
    const { createScratchDatabase } = await import("./scratch-database");
    const template = await createScratchDatabase(process.env.TEST_DATABASE_URL, "lexatlas_template");
    const handle = await openRuntimeDatabase({ ...process.env, DATABASE_URL: template.url, POSTGRES_URL: "" });
    // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
    await handle.close();
    // Test files run in forked workers, which inherit this environment.
    process.env.TEST_DB_SEEDED_TEMPLATE = template.name;
    return async () => {
      await template.drop();
      delete process.env.TEST_DB_SEEDED_TEMPLATE;
    };
  }

  const { migratedPgliteTarball } = await import("@/db/client");
  const migrated = await migratedPgliteTarball();
  const seeded = await migratedPgliteTarball({ from: migrated, prepare: prepareRuntimeData });
  const files = { PGLITE_TEMPLATE: migrated, PGLITE_SEEDED_TEMPLATE: seeded };
  for (const [name, tarball] of Object.entries(files)) {
    const file = path.join(os.tmpdir(), `lexatlas-${name.toLowerCase().replaceAll("_", "-")}-${process.pid}.tar`);
    fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    process.env[name] = file;
  }
  return async () => {
    for (const name of Object.keys(files)) {
      fs.rmSync(process.env[name]!, { force: true });
      delete process.env[name];
    }
  };
}
