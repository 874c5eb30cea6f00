/**
 * Usage is counted in memory and flushed in batches every USAGE_FLUSH_MS and on SIGTERM/SIGINT. A real
 * server process (tests/support/api-server-process.ts, the same kernel path as `npm start`) serves N keyed requests,
 * then is stopped; api_usage_daily is counted afterwards.
 *   SIGTERM: nothing is lost (the periodic flush is set to a minute, so only the shutdown flush can have written).
 *   kill -9: at most the requests answered in the last flush interval (plus one flush's write time) are lost, and
 *   nothing is ever counted twice.
 * On Postgres the child uses this file's database; on PGlite a data folder on disk that this test opens afterwards.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type DbHandle } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { createApiKey } from "@/lib/auth/key-store";
import { getDb, openRuntimeDatabase } from "@/lib/runtime/database";
import { startApiProcess } from "../../support/api-process";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-usage-"));
const childEnv: NodeJS.ProcessEnv = onPostgres
  ? { ...process.env }
  : { ...process.env, DATABASE_URL: "", POSTGRES_URL: "", PGLITE_DIR: path.join(tmp, "pglite"), DATA_DIR: path.join(tmp, "data") };

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Runs `fn` on this engine's database: the shared one, or the folder while no child holds it. */
async function withDb<T>(fn: (handle: DbHandle) => Promise<T>, seed = false): Promise<T> {
  if (onPostgres) return fn(await getDb());
  const handle = seed ? await openRuntimeDatabase(childEnv) : await openDatabase(childEnv);
  try {
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

const durableCount = (keyId: string) =>
  withDb(async ({ db }) => {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT COALESCE(sum(requests), 0)::int AS n FROM api_usage_daily WHERE key_id = ${keyId}`));
    return row!.n;
  });

async function mintKey(): Promise<{ id: string; key: string }> {
  return withDb(async ({ db }) => {
    const { key, row } = await createApiKey(db, { tier: "enterprise", email: null });
    return { id: row.id, key };
  }, true);
}

it(`SIGTERM loses no count (${onPostgres ? "Postgres" : "PGlite folder"})`, async () => {
  const { id, key } = await mintKey();
  const server = await startApiProcess({ ...childEnv, USAGE_FLUSH_MS: "60000" });
  const N = 60;
  for (let i = 0; i < N; i++) {
    const res = await fetch(`${server.url}/v1/jurisdictions`, { headers: { "x-api-key": key } });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
  }
  const exit = await server.stop("SIGTERM");
  expect(exit.code, server.output()).toBe(0);
  expect(await durableCount(id)).toBe(N);
}, 180_000);

it(`kill -9 loses at most the last flush interval (${onPostgres ? "Postgres" : "PGlite folder"})`, async () => {
  const FLUSH_MS = 400;
  const { id, key } = await mintKey();
  const server = await startApiProcess({ ...childEnv, USAGE_FLUSH_MS: String(FLUSH_MS) });
  // Requests at a steady pace for ~2.5 s, so most of them are older than several flushes when the kill comes.
  const answeredAt: number[] = [];
  const started = performance.now();
  while (performance.now() - started < 2500) {
    const res = await fetch(`${server.url}/v1/jurisdictions`, { headers: { "x-api-key": key } });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    answeredAt.push(performance.now());
    await new Promise((r) => setTimeout(r, 10));
  }
  const killedAt = performance.now();
  const exit = await server.stop("SIGKILL");
  expect(exit.signal).toBe("SIGKILL");
  const durable = await durableCount(id);
  // The documented bound: one flush interval, plus the time one flush takes to write on a loaded machine.
  const bound = answeredAt.filter((t) => t > killedAt - FLUSH_MS - 600).length;
  expect(durable).toBeLessThanOrEqual(answeredAt.length); // never counted twice
  expect(answeredAt.length - durable, `lost ${answeredAt.length - durable} of ${answeredAt.length}; bound ${bound}`).toBeLessThanOrEqual(bound);
  expect(answeredAt.length).toBeGreaterThan(bound); // the bound is a real constraint: most requests were older than it
}, 180_000);
