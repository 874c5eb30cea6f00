/**
 * Embedded mode and the production schedule: the internal ingest endpoint (the server runs the source run itself),
 * the CLI going through it with --server, and the CLI refusing to open a data folder the server owns.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/runtime/database";
import { GET, POST } from "@/app/internal/ingest/route";
import { adminTokens } from "@/lib/ingest/admin";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { ingestCli as cli } from "../../support/ingest-cli";

const repo = path.resolve(__dirname, "../../..");
const fixture = path.resolve(__dirname, "../../fixtures/ingest/second-snapshot.json");
const TOKEN = "test-admin-token-0123456789abcdef";
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const savedEnv = { ...process.env };

const ingestRequest = (init: { method?: string; token?: string | null; body?: unknown; accept?: string }) =>
  new Request("http://localhost/internal/ingest", {
    method: init.method ?? "POST",
    headers: {
      ...(init.token === null ? {} : { authorization: `Bearer ${init.token ?? TOKEN}` }),
      "content-type": "application/json",
      ...(init.accept ? { accept: init.accept } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

beforeAll(async () => {
  await getDb();
  process.env.ADMIN_TOKEN = TOKEN;
});

afterEach(() => {
  for (const name of ["ADMIN_TOKEN", "CRON_SECRET", "INGEST_SOURCE", "DATABASE_URL"]) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
  process.env.ADMIN_TOKEN = TOKEN;
});

describe("/internal/ingest", () => {
  it("refuses a missing or wrong token", async () => {
    const missing = await POST(ingestRequest({ token: null, body: { source: "seed" } }));
    expect(missing.status).toBe(401);
    expect((await missing.json()).error.code).toBe("key_required");
    const wrong = await POST(ingestRequest({ token: "x".repeat(32), body: { source: "seed" } }));
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.code).toBe("invalid_key");
  });

  it("is disabled in production until ADMIN_TOKEN is set, and absent from the OpenAPI document", async () => {
    delete process.env.ADMIN_TOKEN;
    process.env.DATABASE_URL ||= "postgres://configured.invalid/db"; // production mode (the handle is already open)
    const res = await POST(ingestRequest({ body: { source: "seed" } }));
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe("unavailable");
    expect(Object.keys(buildOpenApiDocument("http://x").paths as object).some((p) => p.includes("internal"))).toBe(false);
  });

  it.skipIf(onPostgres)("in embedded mode generates its token once into the data folder (readable by the CLI only)", () => {
    delete process.env.ADMIN_TOKEN;
    const [token] = adminTokens();
    const file = path.join(process.env.DATA_DIR!, "admin-token");
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(fs.readFileSync(file, "utf8")).toBe(token);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(adminTokens()).toEqual([token]);
  });

  it("runs a source sent as text, and never reads a path named by the caller", async () => {
    const res = await POST(ingestRequest({ body: { source: "file:second-snapshot.json", content: fs.readFileSync(fixture, "utf8") } }));
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ source: "file:second-snapshot.json", inserted: 1, updated: 2, unchanged: 1 });
    for (const body of [{ source: "/etc/passwd" }, { source: "file:x", content: "not json" }, { source: "http://example.com/x.json" }]) {
      const bad = await POST(ingestRequest({ body }));
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.param).toBe("source");
    }
  });

  it("streams progress as NDJSON when asked, ending with the summary", async () => {
    const res = await POST(ingestRequest({ body: { source: "seed" }, accept: "application/x-ndjson" }));
    expect(res.headers.get("content-type")).toBe("application/x-ndjson");
    const events = (await res.text()).trim().split("\n").map((l) => JSON.parse(l));
    expect(events.slice(0, -1).every((e) => e.type === "progress")).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: "summary", summary: { source: "seed", inserted: 0 } });
  });

  it("GET is the scheduled re-read (Vercel cron, CRON_SECRET) of INGEST_SOURCE, default seed; vercel.json schedules it", async () => {
    delete process.env.ADMIN_TOKEN;
    process.env.CRON_SECRET = "cron-secret-0123456789abcdef";
    const res = await GET(ingestRequest({ method: "GET", token: "cron-secret-0123456789abcdef" }));
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ source: "seed", errors: [] });
    const vercel = JSON.parse(fs.readFileSync(path.join(repo, "vercel.json"), "utf8"));
    expect(vercel.crons).toContainEqual({ path: "/internal/ingest", schedule: expect.stringMatching(/^\S+ \S+ \S+ \S+ \S+$/) });
  });
});

describe("npm run ingest", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-cli-"));
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    // This process plays the running server: its database is the one the CLI must go through.
    server = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const request = new Request(`http://localhost${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: req.method === "POST" ? Buffer.concat(chunks) : undefined,
      });
      const response = await (req.method === "POST" ? POST : GET)(request);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (response.body) for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((r) => server.close(r));
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("refuses clearly, writing nothing, when the server holds the embedded data folder", async () => {
    const dir = path.join(tmp, "pglite");
    fs.mkdirSync(dir);
    fs.writeFileSync(`${dir}.lock`, String(process.pid)); // a live process holds it, as the server would
    const res = await cli([fixture], { ...process.env, DATABASE_URL: "", POSTGRES_URL: "", PGLITE_DIR: dir, DATA_DIR: tmp, PORT: "3000" });
    expect(res.code).toBe(2);
    expect(res.stderr).toContain(`in use by process ${process.pid}`);
    expect(res.stderr).toContain(`npm run ingest -- ${fixture} --server http://127.0.0.1:3000`);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("--server runs the source run inside the server, printing its progress and summary", async () => {
    const res = await cli([fixture, "--server", base], { ...process.env, ADMIN_TOKEN: TOKEN });
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toMatch(/ingest: laws 4\/4 \(100%\)/);
    expect(res.stdout).toMatch(/source run [0-9a-f-]{36} \(file:second-snapshot\.json\) committed at \S+\.\d{6}Z/);
    // The seed re-reads above restored the curated values, so the snapshot's two edits apply again.
    expect(res.stdout).toMatch(/inserted +0\n +updated +2\n +unchanged +2\n/);
  });

  it("--server with a wrong token fails with the server's message", async () => {
    const res = await cli([fixture, "--server", base], { ...process.env, ADMIN_TOKEN: "y".repeat(32) });
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/answered 401: The admin token is not recognised/);
  });
});
