/**
 * kill -9 of `npm run ingest` mid-run leaves no partial run visible, and re-running converges.
 *
 * The CLI runs as a child process and is killed with SIGKILL once it has reported its first written batch. On
 * Postgres (TEST_DATABASE_URL) it writes to this file's database; on PGlite it writes to a data folder on disk, which
 * this test opens after the kill — so the embedded engine's crash recovery is exercised too.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type Db } from "@/db/client";
import { getDb } from "@/lib/runtime/database";
import { ingestCli } from "../../support/ingest-cli";
import { syntheticLaw } from "../../support/synthetic-laws";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ROWS = onPostgres ? 30_000 : 10_000;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-kill-"));
const snapshotFile = path.join(tmp, "killed.json");

const childEnv: NodeJS.ProcessEnv = onPostgres
  ? { ...process.env }
  : { ...process.env, DATABASE_URL: "", POSTGRES_URL: "", PGLITE_DIR: path.join(tmp, "pglite"), DATA_DIR: path.join(tmp, "data") };

interface Observed {
  runs: { source: string; inserted: number; updated: number; unchanged: number }[];
  killedLaws: number;
  killedHistory: number;
  history: number;
}

/** What a reader can see, read the way this engine allows: the shared database, or the folder once the child is gone. */
async function observe(): Promise<Observed> {
  const look = async (db: Db) => {
    const q = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const runs = await q<Observed["runs"][number]>(sql`SELECT source, inserted, updated, unchanged FROM source_runs ORDER BY started_at`);
    const [counts] = await q<{ laws: number; killed_history: number; history: number }>(sql`
      SELECT (SELECT count(*)::int FROM law_records WHERE key LIKE 'killed:%') AS laws,
             (SELECT count(*)::int FROM record_history WHERE state->>'title' LIKE 'Synthetic record killed %') AS killed_history,
             (SELECT count(*)::int FROM record_history) AS history`);
    return { runs, killedLaws: counts!.laws, killedHistory: counts!.killed_history, history: counts!.history };
  };
  if (onPostgres) return look((await getDb()).db);
  const handle = await openDatabase(childEnv);
  try {
    return await look(handle.db);
  } finally {
    await handle.close();
  }
}

/** Every history row belongs to a committed run: the history holds exactly what the runs say they wrote. */
function expectConsistent(o: Observed) {
  expect(o.history).toBe(o.runs.reduce((n, r) => n + r.inserted + r.updated, 0));
}

beforeAll(async () => {
  if (onPostgres) await getDb(); // migrated and seeded, like a running deployment
  const rows = Array.from({ length: ROWS }, (_, i) => syntheticLaw("killed", i, 0));
  fs.writeFileSync(snapshotFile, JSON.stringify(rows));
});

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

it(`kill -9 mid-run leaves no partial run visible, and re-running converges (${onPostgres ? "Postgres" : "PGlite folder"})`, async () => {
  const killed = await ingestCli([snapshotFile, "--batch-size", "1000"], childEnv, new RegExp(`laws [1-9]\\d*/${ROWS}`));
  expect(killed.signal).toBe("SIGKILL");
  expect(killed.stderr).toContain(`laws 1000/${ROWS}`); // it had written at least one batch…
  expect(killed.stdout).not.toMatch(/committed/); // …and was killed before committing

  const afterKill = await observe();
  expect(afterKill.runs.map((r) => r.source)).not.toContain("file:killed.json");
  expect([afterKill.killedLaws, afterKill.killedHistory]).toEqual([0, 0]);
  expectConsistent(afterKill);

  const rerun = await ingestCli([snapshotFile, "--batch-size", "5000"], childEnv);
  expect(rerun.code, rerun.stderr).toBe(0);
  expect(rerun.stdout).toMatch(new RegExp(`inserted +${ROWS}\n`));
  const converged = await observe();
  expect(converged.runs.filter((r) => r.source === "file:killed.json")).toEqual([{ source: "file:killed.json", inserted: ROWS, updated: 0, unchanged: 0 }]);
  expect([converged.killedLaws, converged.killedHistory]).toEqual([ROWS, ROWS]);
  expectConsistent(converged);

  const again = await ingestCli([snapshotFile, "--batch-size", "5000"], childEnv);
  expect(again.stdout).toMatch(new RegExp(`unchanged +${ROWS}\n`));
  const settled = await observe();
  expect(settled.history).toBe(converged.history);
}, 240_000);
