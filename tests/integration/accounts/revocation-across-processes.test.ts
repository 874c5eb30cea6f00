/**
 * Verified keys are cached in each process for KEY_CACHE_TTL_MS. A revocation takes effect at once in the
 * process that made it (DELETE /me drops the entry) and, in every other process on the same database, within that
 * bound — and a revoked key is never served after it.
 *
 * Two real server processes (tests/support/api-server-process.ts: the route exports over node:http, the same kernel
 * path as `npm start`) share this file's Postgres database. The bound is lowered to 600 ms so the test is quick; the
 * mechanism is the same as with the 2 s default. Postgres only: PGlite is one process's embedded database.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/runtime/database";
import { createApiKey } from "@/lib/auth/key-store";
import { startApiProcess, type ApiProcess } from "../../support/api-process";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const TTL_MS = 600;
/** Scheduling noise on a loaded 2-core machine between "the revocation committed" and "the request started". */
const SLACK_MS = 150;

const servers: ApiProcess[] = [];

async function status(server: ApiProcess, key: string): Promise<number> {
  const res = await fetch(`${server.url}/v1/jurisdictions`, { headers: { "x-api-key": key } });
  await res.arrayBuffer();
  return res.status;
}

async function mint() {
  const { db } = await getDb();
  const { key, row } = await createApiKey(db, { tier: "enterprise", email: null });
  return { key, prefix: row.keyPrefix };
}

/**
 * Polls `server` with `key` for `forMs` after `revokedAt` (the moment the revocation was known committed) and returns
 * every answer with its start time relative to revokedAt.
 */
async function watch(server: ApiProcess, key: string, revokedAt: number, forMs: number) {
  const seen: { at: number; status: number }[] = [];
  while (performance.now() - revokedAt < forMs) {
    const at = performance.now() - revokedAt;
    seen.push({ at, status: await status(server, key) });
  }
  return seen;
}

/**
 * A refusal is 403 key_revoked, or — once this IP's anonymous allowance is spent, since a failed credential is rate
 * limited by client IP — 429; either way the key is not served.
 */
function expectRefusedAfterBound(seen: { at: number; status: number }[]) {
  expect(seen.filter((s) => ![200, 403, 429].includes(s.status)), "unexpected answers").toEqual([]);
  const servedAfterBound = seen.filter((s) => s.status === 200 && s.at > TTL_MS + SLACK_MS);
  expect(servedAfterBound, `served after the ${TTL_MS} ms bound`).toEqual([]);
  // Once refused, never served again (no entry re-cached from a stale read).
  const firstRefusal = seen.findIndex((s) => s.status !== 200);
  expect(firstRefusal).toBeGreaterThanOrEqual(0);
  expect(seen.slice(firstRefusal).filter((s) => s.status === 200), "served after a refusal").toEqual([]);
}

describe.skipIf(!onPostgres)("revocation across two server processes on one Postgres", () => {
  beforeAll(async () => {
    await getDb(); // migrated and seeded before the servers start
    const env = { ...process.env, KEY_CACHE_TTL_MS: String(TTL_MS) };
    servers.push(...(await Promise.all([startApiProcess(env), startApiProcess(env)])));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop("SIGTERM")));
  });

  it("DELETE /me through one process: refused there at once, and by the other within KEY_CACHE_TTL_MS, never after", async () => {
    const [a, b] = servers as [ApiProcess, ApiProcess];
    const { key } = await mint();
    // Both processes have the key cached as valid.
    expect([await status(a, key), await status(b, key)]).toEqual([200, 200]);
    const res = await fetch(`${a.url}/v1/me`, { method: "DELETE", headers: { "x-api-key": key } });
    expect(res.status, await res.text()).toBe(200);
    const revokedAt = performance.now();
    expect(await status(a, key)).toBe(403); // same process: no wait at all
    const seen = await watch(b, key, revokedAt, TTL_MS * 2 + 400);
    expectRefusedAfterBound(seen);
  }, 60_000);

  it("`npm run keys -- revoke`: both processes refuse the key within KEY_CACHE_TTL_MS, never after", async () => {
    const [a, b] = servers as [ApiProcess, ApiProcess];
    const { key, prefix } = await mint();
    expect([await status(a, key), await status(b, key)]).toEqual([200, 200]);
    const cli = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, ["--import", "tsx", "scripts/keys.ts", "revoke", "--prefix", prefix], {
        cwd: path.resolve(__dirname, "../../.."),
        env: process.env,
      });
      let out = "";
      child.stdout.on("data", (d) => (out += d));
      child.stderr.on("data", (d) => (out += d));
      child.on("exit", (code) => resolve({ code, out }));
    });
    expect(cli.code, cli.out).toBe(0);
    expect(cli.out).toContain("Revoked 1 key");
    const revokedAt = performance.now();
    const [seenA, seenB] = await Promise.all([watch(a, key, revokedAt, TTL_MS * 2 + 400), watch(b, key, revokedAt, TTL_MS * 2 + 400)]);
    expectRefusedAfterBound(seenA);
    expectRefusedAfterBound(seenB);
  }, 60_000);
});
