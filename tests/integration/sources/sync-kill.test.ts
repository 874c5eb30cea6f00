/**
 * kill -9 of `npm run sync` in the middle of a run, then a re-run, ends in the same state as an uninterrupted run:
 * the killed run's committed batch stays whole with its checkpoint, the re-run resumes at the next page, and the
 * records, their history and the source's cursor equal those of a run that was never interrupted.
 *
 * The sync runs as a real child process against a replay server (recorded Federal Register pages). On Postgres
 * (TEST_DATABASE_URL) it writes to scratch databases; on PGlite to data folders on disk, opened here after the child
 * is gone — so the embedded engine's crash recovery is exercised too.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { childDatabases, onPostgres } from "../../support/child-databases";
import { startReplayServer, type ReplayServer } from "../../support/replay-server";
import { syncCli } from "../../support/sync-cli";

let replay: ReplayServer;
let releasePage2 = false;

const databases = childDatabases("lexatlas_sk");
const databaseEnv = (name: string) => databases.envFor(name, { ...process.env, FEDERAL_REGISTER_TYPES: "executive_order", SOURCE_BASE_URLS: JSON.stringify({ "federal-register": replay.url }) });

interface Observed {
  records: Record<string, unknown>[];
  history: number;
  runs: { outcome: string; resumed_from: string | null; id: string; items_added: number; items_unchanged: number }[];
  source: { cursor: unknown; checkpoint: unknown; last_fault_code: string | null; lease_run_id: string | null };
}

async function observe(env: NodeJS.ProcessEnv): Promise<Observed> {
  const handle = await openDatabase(env);
  try {
    const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await handle.db.execute(query));
    return {
      // Every field a reader sees, without the stamps that say when (those differ between two databases by design).
      records: await q(sql`
        SELECT record_uid, source, instrument_type, title, citation, identifier, document_number, status, status_detail, in_force,
          enacted_date::text, published_date::text, fr_citation, fr_document_number, official_url, full_text_url, edition,
          primary_branch, primary_subcategory, secondary_subcategories
        FROM us_law_records ORDER BY record_uid`),
      history: (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM us_law_history`))[0]!.n,
      runs: await q(sql`SELECT id, outcome, resumed_from, items_added, items_unchanged FROM sync_runs WHERE source = 'federal-register' ORDER BY started_at`),
      source: (await q<Observed["source"]>(sql`SELECT cursor, checkpoint, last_fault_code, lease_run_id FROM sync_sources WHERE id = 'federal-register'`))[0]!,
    };
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  replay = await startReplayServer([
    { path: "/api/v1/documents.json", query: { "conditions[presidential_document_type]": "executive_order" }, respond: { file: "federal-register/executive-orders.page-1.json" } },
    // Page 2 hangs until released: the killed child is waiting on it, its first batch committed.
    { path: "/api/v1/documents", query: { page: "2" }, respond: () => (releasePage2 ? { file: "federal-register/executive-orders.page-2.json" } : { hang: true }) },
  ]);
});

afterAll(async () => {
  await replay?.close();
  await databases.cleanup();
});

it(`kill -9 mid-run, then a re-run, converges to the state of an uninterrupted run (${onPostgres ? "Postgres" : "PGlite folders"})`, async () => {
  const killedEnv = await databaseEnv("killed");
  const killed = await syncCli(["federal-register"], killedEnv, /federal-register: batch 1 /);
  expect(killed.signal, killed.stderr).toBe("SIGKILL");
  expect(killed.stdout).not.toMatch(/federal-register: ok/);

  const afterKill = await observe(killedEnv);
  expect(afterKill.runs.map((r) => r.outcome)).toEqual(["running"]); // it never got to record an outcome
  expect(afterKill.source.checkpoint).toMatchObject({ type: "executive_order", next: expect.stringMatching(/page=2/) });
  expect(afterKill.records.filter((r) => r.instrument_type === "executive_order").map((r) => r.document_number)).toEqual(
    expect.arrayContaining([12890, 12891]),
  ); // page 1, whole
  expect(afterKill.records.some((r) => r.document_number === 14431)).toBe(false);

  releasePage2 = true;
  const rerun = await syncCli(["federal-register"], killedEnv);
  expect(rerun.code, rerun.stderr).toBe(0);
  expect(rerun.stderr).toMatch(/resuming from the checkpoint of run/);
  expect(rerun.stdout).toMatch(/federal-register: ok .* 8 seen, 8 added, 0 changed, 0 unchanged \(resumed\)/);
  const converged = await observe(killedEnv);
  expect(converged.runs.map((r) => r.outcome)).toEqual(["interrupted", "succeeded"]);
  expect(converged.runs[1]!.resumed_from).toBe(converged.runs[0]!.id);
  expect(converged.source).toEqual({ cursor: { since: "2026-09-23" }, checkpoint: null, last_fault_code: null, lease_run_id: null });

  const cleanEnv = await databaseEnv("clean");
  const clean = await syncCli(["federal-register"], cleanEnv);
  expect(clean.code, clean.stderr).toBe(0);
  const uninterrupted = await observe(cleanEnv);
  expect(converged.records).toEqual(uninterrupted.records);
  expect(converged.history).toBe(uninterrupted.history);
  expect(converged.source).toEqual(uninterrupted.source);
  expect(uninterrupted.runs.map((r) => [r.outcome, r.items_added])).toEqual([["succeeded", 10]]);
}, 240_000);
