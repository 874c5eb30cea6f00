import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * `npm start` with no configuration: only PATH, HOME and PORT (and DATA_DIR, so this test never touches a
 * developer's .data/). It must migrate and seed itself and answer /v1/health on PORT.
 */
test("npm start serves /v1/health on PORT with no other environment", async () => {
  test.setTimeout(240_000);
  const port = 3300 + Math.floor(Math.random() * 500);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-start-"));
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: path.resolve(__dirname, "../.."),
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.homedir(), PORT: String(port), DATA_DIR: dataDir } as unknown as NodeJS.ProcessEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  try {
    let body: { status?: string; backend?: string; records?: number; corpora?: { us_law?: { state?: string } } } | null = null;
    for (let i = 0; i < 150 && !body; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      try {
        const res = await fetch(`http://127.0.0.1:${port}/v1/health`);
        if (res.ok) body = await res.json();
      } catch {
        /* not listening yet */
      }
    }
    expect(body, output.slice(-2000)).not.toBeNull();
    expect(body).toMatchObject({ status: "ok", backend: "pglite" });
    expect(body!.records).toBeGreaterThanOrEqual(150);
    // The US-law corpus loads in the background from its snapshot: the server answers while it is under way.
    expect(["loading", "ready"]).toContain(body!.corpora?.us_law?.state);
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(true);
  } finally {
    const exited = new Promise<boolean>((r) => (child.exitCode !== null || child.signalCode !== null ? r(true) : child.once("exit", () => r(true))));
    const exitedWithin = (ms: number) => Promise.race([exited, new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, name);
      } catch {
        /* already exited: its output is in the assertion message */
      }
    };
    // The server flushes and exits on SIGTERM; only then is its data folder free to remove. A first start is loading
    // the US-law corpus into PGlite in the background, and a long statement there holds the event loop, so the exit
    // can take a while on a busy machine: wait, and only then force it. Never remove the folder under a live server.
    signal("SIGTERM");
    if (!(await exitedWithin(60_000))) {
      signal("SIGKILL");
      await exitedWithin(10_000);
    }
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
});
