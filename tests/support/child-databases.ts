import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createScratchDatabase } from "./scratch-database";

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Databases for child processes (a sync run killed with -9, its re-run, a clean run to compare with), one per name:
 * on Postgres (TEST_DATABASE_URL) a scratch database named after `prefix` (unique per test file: files run in
 * parallel on one server); on PGlite a data folder on disk, which the test opens once the child is gone — so the
 * embedded engine's crash recovery is exercised too. `cleanup` drops or deletes them all.
 */
export function childDatabases(prefix: string) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.replace(/_/g, "-")}-`));
  const drops: (() => Promise<void>)[] = [];
  return {
    /** `base` (the child's other variables) with the database of `name`. */
    async envFor(name: string, base: NodeJS.ProcessEnv): Promise<NodeJS.ProcessEnv> {
      if (onPostgres) {
        const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, `${prefix}_${name}`);
        drops.push(scratch.drop);
        return { ...base, DATABASE_URL: scratch.url, POSTGRES_URL: "" };
      }
      return { ...base, DATABASE_URL: "", POSTGRES_URL: "", PGLITE_DIR: path.join(tmp, name, "pglite"), DATA_DIR: path.join(tmp, name, "data") };
    },
    async cleanup(): Promise<void> {
      for (const drop of drops) await drop().catch(() => {});
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
