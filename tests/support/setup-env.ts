/**
 * Runs before every test file, in that file's own process (vitest pool "forks"): each file gets its own database —
 * an in-memory PGlite by default, or a fresh database on the server named by TEST_DATABASE_URL — and its own data
 * folder, so files never see each other's rows.
 */
import { afterAll, beforeAll } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-test-"));
process.env.DATA_DIR = dataDir;
process.env.MAIL_DIR = path.join(dataDir, "mail");
process.env.APP_SECRET ??= "test-secret-" + randomBytes(8).toString("hex");
process.env.PUBLIC_BASE_URL = "http://lexatlas.test";
delete process.env.UPSTASH_REDIS_REST_URL;
delete process.env.UPSTASH_REDIS_REST_TOKEN;
delete process.env.SMTP_URL;
delete process.env.TRUST_PROXY;

let dropDatabase: (() => Promise<void>) | null = null;
/**
 * Opens this file's database (getDb) as a copy of the run's seeded template (tests/support/database-templates.ts).
 * Any other database the file opens later still starts migrated and empty.
 */
let openFromSeededTemplate = async (open: () => Promise<unknown>) => void (await open());

if (process.env.TEST_DATABASE_URL) {
  const { createScratchDatabase } = await import("./scratch-database");
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, process.env.TEST_DB_PREFIX || "lexatlas_t");
  process.env.DATABASE_URL = scratch.url;
  delete process.env.POSTGRES_URL;
  const template = process.env.TEST_DB_SEEDED_TEMPLATE;
  if (template) openFromSeededTemplate = async (open) => (await scratch.recreateFrom(template), void (await open()));
  dropDatabase = async () => {
    // Write the file's last usage counts while its database still exists (the flush timer would otherwise fire after
    // the drop and log "database … does not exist").
    const counter = (globalThis as Record<symbol, { flush(): Promise<void> } | undefined>)[Symbol.for("lexatlas.usageCounter")];
    await counter?.flush().catch(() => {});
    const { getDb, setDbForTests } = await import("@/lib/runtime/database");
    const handle = await getDb().catch(() => null);
    await handle?.close();
    setDbForTests(null);
    await scratch.drop();
  };
} else {
  delete process.env.DATABASE_URL;
  delete process.env.POSTGRES_URL;
  process.env.PGLITE_DIR = "memory://";
  const seeded = process.env.PGLITE_SEEDED_TEMPLATE;
  const migrated = process.env.PGLITE_TEMPLATE;
  if (seeded && migrated) {
    openFromSeededTemplate = async (open) => {
      process.env.PGLITE_TEMPLATE = seeded;
      try {
        await open();
      } finally {
        process.env.PGLITE_TEMPLATE = migrated;
      }
    };
  }
}

// Files that import tests/support/api.ts (which sets this flag) get their database prepared here, with a hook's
// timeout, rather than inside their first test — from the seeded template unless the file opened it already.
beforeAll(async () => {
  if (!(globalThis as Record<symbol, unknown>)[Symbol.for("lexatlas.test.prepareDb")]) return;
  const { getDb } = await import("@/lib/runtime/database");
  if ((globalThis as Record<symbol, unknown>)[Symbol.for("lexatlas.db")]) await getDb();
  else await openFromSeededTemplate(getDb);
}, 180_000);

afterAll(async () => {
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
