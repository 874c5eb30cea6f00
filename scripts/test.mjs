// `npm test`: unit + integration tests on PGlite; again on real Postgres when TEST_DATABASE_URL is set; then the
// Playwright end-to-end tests in Debian's Chromium against the production build. Ends with one summary line.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStage = false;

/** Runs one stage and adds its counts; a stage that fails without reporting a failed test counts as one failure. */
function run(label, cmd, args, extraEnv, readCounts) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  const counts = readCounts();
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  if (result.status !== 0) {
    failedStage = true;
    if (counts.failed === 0) {
      totals.failed += 1;
      console.log(`!!! ${label} failed without a failing test (see its output above).`);
    }
  }
}

const none = { passed: 0, failed: 0, skipped: 0 };

const vitestCounts = (file) => () => {
  if (!fs.existsSync(file)) return none;
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
};

const playwrightCounts = (file) => () => {
  if (!fs.existsSync(file)) return none;
  const { stats } = JSON.parse(fs.readFileSync(file, "utf8"));
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
};

/** A free port for the e2e server, so a developer's running server (or another run) never collides with it. */
async function freePort() {
  const net = await import("node:net");
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const vitest = path.join(root, "node_modules", "vitest", "vitest.mjs");
const reports = path.join(root, "tests", ".reports");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

run("typecheck (tsc --noEmit: app, tests, scripts)", process.execPath, [path.join(root, "node_modules", "typescript", "bin", "tsc"), "--noEmit", "-p", "."], {}, () => none);

const pgliteEnv = { TEST_DATABASE_URL: "" };
run("unit + integration (PGlite)", process.execPath, [vitest, "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/vitest-pglite.json`], pgliteEnv, vitestCounts(`${reports}/vitest-pglite.json`));

if (process.env.TEST_DATABASE_URL) {
  run("integration (PostgreSQL)", process.execPath, [vitest, "run", "tests/integration", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/vitest-postgres.json`], {}, vitestCounts(`${reports}/vitest-postgres.json`));
} else {
  console.log("\n(TEST_DATABASE_URL not set: the PostgreSQL pass is skipped; .ci/run sets it.)");
}

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (process.env.SKIP_E2E === "1") {
  console.log("\n(SKIP_E2E=1: end-to-end tests skipped.)");
} else if (!fs.existsSync(chromium) && process.env.CI !== "true") {
  console.log(`\n!!! ${chromium} not found: end-to-end tests skipped. Install it with: sudo apt-get install -y chromium`);
} else {
  const { buildIfStale } = await import("./build-if-stale.mjs");
  buildIfStale();
  const report = path.join(root, "tests", "e2e", "artifacts", "report.json");
  fs.rmSync(report, { force: true });
  run("end-to-end (Playwright, Chromium)", process.execPath, [path.join(root, "node_modules", "@playwright", "test", "cli.js"), "test"], { E2E_PORT: String(await freePort()) }, playwrightCounts(report));
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStage || totals.failed > 0 ? 1 : 0);
