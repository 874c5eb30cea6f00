/**
 * kill -9 of `npm run sync -- ecfr` in the middle of a title, then a re-run, ends in the same state as an
 * uninterrupted run: the title committed before the kill stays whole with the checkpoint, the title being read when
 * the process died left nothing, and the re-run reads only that title again — records, their history, the change
 * feed and the source's cursor equal those of a run that was never interrupted.
 *
 * The sync is a real child process (the core's harness, tests/support/sync-cli.ts) against a replay server of the
 * recorded eCFR responses; the title-3 structure is sent half-way and then stalls, and the child is killed while it
 * waits for the rest. On Postgres (TEST_DATABASE_URL) it writes to scratch databases, on PGlite to data folders on
 * disk, opened here after the child is gone.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { childDatabases, onPostgres } from "../../support/child-databases";
import { startReplayServer, type ReplayServer } from "../../support/replay-server";
import { AGENCIES_FILE, structureFile, TITLES_FILE } from "../../support/ecfr-structures";
import { syncCli } from "../../support/sync-cli";

let replay: ReplayServer;
let release = false;
let title3Started: () => void = () => {};
const title3Served = new Promise<void>((resolve) => (title3Started = resolve));

const databases = childDatabases("lexatlas_ske");
const databaseEnv = (name: string) => databases.envFor(name, { ...process.env, ECFR_TITLES: "1,3", SOURCE_BASE_URLS: JSON.stringify({ ecfr: replay.url }) });

interface Observed {
  records: Record<string, unknown>[];
  history: number;
  changes: Record<string, unknown>[];
  runs: { id: string; outcome: string; resumed_from: string | null; items_added: number }[];
  source: { cursor: unknown; checkpoint: unknown; last_fault_code: string | null; lease_run_id: string | null };
}

async function observe(env: NodeJS.ProcessEnv): Promise<Observed> {
  const handle = await openDatabase(env);
  try {
    const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await handle.db.execute(query));
    return {
      // Every field a reader sees, without the stamps that say when (those differ between two databases by design).
      records: await q(sql`
        SELECT record_uid, source, instrument_type, title, citation, identifier, status, status_detail, in_force, code_title,
          code_title_name, chapter, part, part_heading, hierarchy, agency, official_url, edition, primary_branch,
          primary_subcategory, secondary_subcategories
        FROM us_law_records ORDER BY record_uid`),
      history: (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM us_law_history`))[0]!.n,
      changes: await q(sql`SELECT entity, record_id::text, change_kind, changed_fields, state FROM record_history ORDER BY record_id`),
      runs: await q(sql`SELECT id, outcome, resumed_from, items_added FROM sync_runs WHERE source = 'ecfr' ORDER BY started_at`),
      source: (await q<Observed["source"]>(sql`SELECT cursor, checkpoint, last_fault_code, lease_run_id FROM sync_sources WHERE id = 'ecfr'`))[0]!,
    };
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  replay = await startReplayServer([
    { path: "/api/versioner/v1/titles.json", respond: { file: TITLES_FILE } },
    { path: "/api/admin/v1/agencies.json", respond: { file: AGENCIES_FILE } },
    { path: "/api/versioner/v1/structure/2025-04-29/title-1.json", respond: { file: structureFile(1) } },
    {
      path: "/api/versioner/v1/structure/2025-04-29/title-3.json",
      respond: () => {
        if (release) return { file: structureFile(3) };
        title3Started();
        // Half of the title, then silence: the child has parsed part of title 3 when it dies.
        return { truncate: { file: structureFile(3), sendBytes: 7_000, stall: true } };
      },
    },
  ]);
});

afterAll(async () => {
  await replay?.close();
  await databases.cleanup();
});

it(`kill -9 mid-title, then a re-run, converges to the state of an uninterrupted run (${onPostgres ? "Postgres" : "PGlite folders"})`, async () => {
  const killedEnv = await databaseEnv("killed");
  const killed = await syncCli(["ecfr"], killedEnv, title3Served.then(() => new Promise((r) => setTimeout(r, 500))));
  expect(killed.signal, killed.stderr).toBe("SIGKILL");
  expect(killed.stderr).toMatch(/ecfr: batch 1 — 288 seen, 288 added/);
  expect(killed.stdout).not.toMatch(/ecfr: ok/);

  const afterKill = await observe(killedEnv);
  expect(afterKill.runs.map((r) => r.outcome)).toEqual(["running"]); // it never got to record an outcome
  expect(afterKill.source.checkpoint).toMatchObject({ next: 1, plan: [{ number: 1 }, { number: 3 }] });
  expect(afterKill.records.filter((r) => r.code_title === 1)).toHaveLength(288); // title 1, whole
  expect(afterKill.records.some((r) => r.code_title === 3)).toBe(false); // title 3: nothing of the half read
  expect(afterKill.changes.filter((c) => c.entity === "us_law_record")).toHaveLength(288);

  release = true;
  replay.requests.length = 0;
  const rerun = await syncCli(["ecfr"], killedEnv);
  expect(rerun.code, rerun.stderr).toBe(0);
  expect(rerun.stderr).toMatch(/resuming from the checkpoint of run/);
  expect(rerun.stdout).toMatch(/ecfr: ok .* 27 seen, 27 added, 0 changed, 0 unchanged \(resumed\)/);
  expect(replay.requests.map((r) => r.path)).toEqual(["/api/admin/v1/agencies.json", "/api/versioner/v1/structure/2025-04-29/title-3.json"]);
  const converged = await observe(killedEnv);
  expect(converged.runs.map((r) => r.outcome)).toEqual(["interrupted", "succeeded"]);
  expect(converged.runs[1]!.resumed_from).toBe(converged.runs[0]!.id);
  expect(converged.source).toEqual({ cursor: { titles: { "1": "2022-12-29", "3": "2015-03-17" } }, checkpoint: null, last_fault_code: null, lease_run_id: null });

  const cleanEnv = await databaseEnv("clean");
  const clean = await syncCli(["ecfr"], cleanEnv);
  expect(clean.code, clean.stderr).toBe(0);
  const uninterrupted = await observe(cleanEnv);
  expect(converged.records).toEqual(uninterrupted.records);
  expect(converged.history).toBe(uninterrupted.history);
  expect(converged.changes).toEqual(uninterrupted.changes);
  expect(converged.source).toEqual(uninterrupted.source);
  expect(uninterrupted.runs.map((r) => [r.outcome, r.items_added])).toEqual([["succeeded", 315]]);
}, 240_000);
