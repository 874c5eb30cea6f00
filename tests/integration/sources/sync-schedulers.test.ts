/**
 * The schedulers of live sources: the internal route (Vercel cron with CRON_SECRET, a QStash schedule with a
 * verified signature, an operator with ADMIN_TOKEN; anything else refused before a source is touched), what is due,
 * and the opt-in in-process interval of `npm start` (off by default; its first tick waits one interval).
 * Only the Federal Register source is due here (every other source's last attempt is set to now), and it reads the
 * recorded pages from a replay server on 127.0.0.1.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/db/rows";
import { getDb } from "@/lib/runtime/database";
import { GET, POST } from "@/app/internal/sync/route";
import { allSources } from "@/lib/sources/registry";
import { dueSources, startSyncInterval, syncIntervalMinutes } from "@/lib/sources/schedule";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { qstashToken } from "../../support/fake-qstash";
import { startReplayServer, type ReplayServer } from "../../support/replay-server";

const repo = path.resolve(__dirname, "../../..");
const ADMIN = "test-admin-token-0123456789abcdef";
const CRON = "test-cron-secret-0123456789abcdef";
const SIGNING = "sig_test_current_signing_key_0123456789";
const NEXT_SIGNING = "sig_test_next_signing_key_0123456789ab";
const saved = { ...process.env };
let replay: ReplayServer;

const syncRequest = (init: { method?: string; headers?: Record<string, string>; body?: string }) =>
  new Request("http://localhost/internal/sync", { method: init.method ?? "POST", headers: init.headers, body: init.body });

async function runs(): Promise<{ source: string; trigger: string; outcome: string }[]> {
  const { db } = await getDb();
  return rowsOf(await db.execute(sql`SELECT source, trigger, outcome FROM sync_runs ORDER BY started_at`));
}

/** Every source but the Federal Register was just attempted: only it is due. */
async function onlyFederalRegisterDue() {
  const { db } = await getDb();
  for (const s of await allSources(db)) {
    await db.execute(sql`
      INSERT INTO sync_sources (id, last_attempt_at) VALUES (${s.id}, ${s.id === "federal-register" ? null : new Date().toISOString()}::timestamptz)
      ON CONFLICT (id) DO UPDATE SET last_attempt_at = excluded.last_attempt_at`);
  }
}

beforeAll(async () => {
  await getDb();
  replay = await startReplayServer([
    { path: "/api/v1/documents.json", query: { "conditions[presidential_document_type]": "executive_order" }, respond: { file: "federal-register/executive-orders.page-1.json" } },
    { path: "/api/v1/documents", query: { page: "2" }, respond: { file: "federal-register/executive-orders.page-2.json" } },
  ]);
});

beforeEach(async () => {
  Object.assign(process.env, {
    ADMIN_TOKEN: ADMIN,
    CRON_SECRET: CRON,
    QSTASH_CURRENT_SIGNING_KEY: SIGNING,
    QSTASH_NEXT_SIGNING_KEY: NEXT_SIGNING,
    SOURCE_BASE_URLS: JSON.stringify({ "federal-register": replay.url }),
    FEDERAL_REGISTER_TYPES: "executive_order",
  });
  await onlyFederalRegisterDue();
});

afterEach(() => {
  for (const name of ["ADMIN_TOKEN", "CRON_SECRET", "QSTASH_CURRENT_SIGNING_KEY", "QSTASH_NEXT_SIGNING_KEY", "SOURCE_BASE_URLS", "FEDERAL_REGISTER_TYPES", "SYNC_INTERVAL_MINUTES"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

afterAll(async () => {
  await replay?.close();
});

describe("/internal/sync", () => {
  it("refuses a request without the cron secret, an admin token or a QStash signature, before touching a source", async () => {
    const before = (await runs()).length;
    expect((await GET(syncRequest({ method: "GET" }))).status).toBe(401);
    expect((await GET(syncRequest({ method: "GET", headers: { authorization: "Bearer not-the-secret-0123456789" } }))).status).toBe(401);
    const forged = qstashToken("sig_someone_elses_key_0123456789abcdef", { sub: "http://lexatlas.test/internal/sync", body: "" });
    expect((await POST(syncRequest({ headers: { "upstash-signature": forged }, body: "" }))).status).toBe(401);
    // Signed for another URL: refused too.
    const elsewhere = qstashToken(SIGNING, { sub: "http://lexatlas.test/internal/webhooks/deliver", body: "" });
    expect((await POST(syncRequest({ headers: { "upstash-signature": elsewhere }, body: "" }))).status).toBe(401);
    expect((await runs()).length).toBe(before);
    replay.requests.length = 0;
    expect(replay.requests).toEqual([]);
  });

  it("GET with CRON_SECRET (Vercel cron) runs what is due — only the due source", async () => {
    const res = await GET(syncRequest({ method: "GET", headers: { authorization: `Bearer ${CRON}` } }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.results.map((r: { source: string; outcome: string }) => [r.source, r.outcome])).toEqual([["federal-register", "succeeded"]]);
    expect(body.data.results[0]).toMatchObject({ added: 10 });
    expect((await runs()).at(-1)).toEqual({ source: "federal-register", trigger: "cron", outcome: "succeeded" });
    // Just read: nothing is due any more.
    const { db } = await getDb();
    expect(await dueSources(db, new Date())).toEqual([]);
    const again = await (await GET(syncRequest({ method: "GET", headers: { authorization: `Bearer ${CRON}` } }))).json();
    expect(again.data.results).toEqual([]);
  });

  it("POST signed by QStash (a QStash schedule) runs what is due", async () => {
    const body = "";
    const signature = qstashToken(SIGNING, { sub: "http://lexatlas.test/internal/sync", body });
    const res = await POST(syncRequest({ headers: { "upstash-signature": signature }, body }));
    expect(res.status).toBe(200);
    expect((await res.json()).data.results.map((r: { source: string }) => r.source)).toEqual(["federal-register"]);
    expect((await runs()).at(-1)).toMatchObject({ trigger: "qstash", outcome: "succeeded" });
  });

  it("POST with ADMIN_TOKEN runs the named sources; an unknown one is a 400 naming it", async () => {
    const res = await POST(syncRequest({ headers: { authorization: `Bearer ${ADMIN}`, "content-type": "application/json" }, body: JSON.stringify({ sources: ["federal-register"] }) }));
    expect(res.status).toBe(200);
    expect((await res.json()).data.results).toMatchObject([{ source: "federal-register", outcome: "succeeded", unchanged: 10 }]);
    const bad = await POST(syncRequest({ headers: { authorization: `Bearer ${ADMIN}` }, body: JSON.stringify({ sources: ["atlantis"] }) }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({ param: "sources", message: expect.stringMatching(/unknown source "atlantis"/) });
  });

  it("is scheduled in vercel.json and absent from the public API description", () => {
    const vercel = JSON.parse(fs.readFileSync(path.join(repo, "vercel.json"), "utf8"));
    expect(vercel.crons).toContainEqual({ path: "/internal/sync", schedule: expect.stringMatching(/^\S+ \S+ \S+ \S+ \S+$/) });
    expect(Object.keys(buildOpenApiDocument("http://lexatlas.test").paths as object).some((p) => p.includes("internal"))).toBe(false);
  });
});

describe("the in-process interval (npm start)", () => {
  it("is off unless SYNC_INTERVAL_MINUTES is set to a positive number", () => {
    expect(syncIntervalMinutes({})).toBeNull();
    expect(syncIntervalMinutes({ SYNC_INTERVAL_MINUTES: "0" })).toBeNull();
    expect(syncIntervalMinutes({ SYNC_INTERVAL_MINUTES: "30" })).toBe(30);
    expect(() => syncIntervalMinutes({ SYNC_INTERVAL_MINUTES: "soon" })).toThrow(/SYNC_INTERVAL_MINUTES/);
  });

  it("waits one interval before its first run, then runs what is due, and stops when asked", async () => {
    const { db } = await getDb();
    const before = (await runs()).length;
    const lines: string[] = [];
    const stop = startSyncInterval(db, 0.005, (l) => lines.push(l)); // 300 ms
    await new Promise((r) => setTimeout(r, 100));
    expect((await runs()).length).toBe(before); // nothing at start-up
    for (let i = 0; i < 100 && !lines.some((l) => l.startsWith("federal-register: ok")); i++) await new Promise((r) => setTimeout(r, 100));
    stop();
    expect(lines.filter((l) => /^federal-register: (ok|\w+ \()/.test(l))).toEqual([expect.stringMatching(/^federal-register: ok/)]);
    expect((await runs()).at(-1)).toMatchObject({ source: "federal-register", trigger: "interval", outcome: "succeeded" });
  });
});

describe("npm run sync", () => {
  it("names an unknown source and exits 2; --server runs inside a server through /internal/sync", async () => {
    const { syncCli } = await import("../../support/sync-cli");
    const http = await import("node:http");
    const unknown = await syncCli(["atlantis"], { ...process.env, DATABASE_URL: "", POSTGRES_URL: "", PGLITE_DIR: "memory://" });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown source "atlantis": use one of us-law, enforcement, disclosures/);

    // A stand-in for the running server: its /internal/sync is this process's route handler (and database).
    const server = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const answer = await POST(new Request(`http://localhost${req.url}`, { method: "POST", headers: req.headers as Record<string, string>, body: Buffer.concat(chunks) }));
      res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as import("node:net").AddressInfo).port}`;
      const ok = await syncCli(["federal-register", "--server", url], { ...process.env, ADMIN_TOKEN: ADMIN });
      expect(ok.code, ok.stderr).toBe(0);
      expect(ok.stdout).toMatch(/^federal-register: succeeded — 14 seen, 0 added, 0 changed, 10 unchanged$/m);
      expect((await runs()).at(-1)).toMatchObject({ source: "federal-register", trigger: "route", outcome: "succeeded" });
      const refused = await syncCli(["federal-register", "--server", url], { ...process.env, ADMIN_TOKEN: "wrong-token-0123456789abcdef" });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/answered 401/);
    } finally {
      server.close();
    }
  }, 120_000);
});
