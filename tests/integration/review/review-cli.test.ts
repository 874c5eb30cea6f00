/**
 * The review commands as processes: `npm run review` and the kept `npm run review-enforcement` wrapper parse their
 * arguments before opening any database (usage errors are exit status 2), and run on the configured database.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const repo = path.resolve(__dirname, "../../..");
const ID = "00000000-0000-4000-8000-000000000001";

function run(script: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const env = { ...process.env, DATABASE_URL: "", POSTGRES_URL: "", PGLITE_DIR: "memory://" };
    const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], { cwd: repo, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run review / review-enforcement", () => {
  it("usage errors are exit status 2, named, before any database is opened", async () => {
    const none = await run("review", []);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^review: no command\nusage: npm run review -- list/);
    const badId = await run("review", ["show", "42"]);
    expect(badId).toMatchObject({ code: 2 });
    expect(badId.stderr).toMatch(/42 is not a draft id/);
    const accept = await run("review-enforcement", ["accept", ID]);
    expect(accept.code).toBe(2);
    expect(accept.stderr).toMatch(/^review-enforcement: accept is `npm run review`'s word; here: publish\nusage: review-enforcement list/);
  }, 60_000);

  it("runs on the configured database: an empty queue lists no drafts, an unknown id is exit status 1", async () => {
    const list = await run("review", ["list", "--status", "pending"]);
    expect(list).toMatchObject({ code: 0, stdout: "No drafts.\n" });
    const lane = await run("review-enforcement", ["reject", ID, "--reason", "duplicate"]);
    expect(lane.code).toBe(1);
    expect(lane.stderr).toBe(`review-enforcement: no draft ${ID} (ids are the UUIDs \`list\` prints)\n`);
  }, 120_000);
});
