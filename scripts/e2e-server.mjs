// The server Playwright starts: the production build on a throw-away embedded database, so every e2e run begins
// from the freshly seeded dataset and never touches the developer's .data/.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-e2e-"));
process.env.DATA_DIR = dataDir;
process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.NODE_ENV = "production";
process.env.PUBLIC_BASE_URL ??= `http://127.0.0.1:${process.env.PORT || 3100}`;
process.env.KEY_ISSUANCE_PER_HOUR ??= "100";
// The full US-law corpus loads in the background for minutes on a first PGlite start (docs/operations.md, "The
// US-law corpus: built once, loaded everywhere"): this throw-away server loads only the small real subset the docs
// examples name, instead of competing for the CPU.
// tests/e2e/npm-start.spec.ts starts the real default and checks the full load is under way.
process.env.US_LAW_CORPUS ??= "subset";
// The browse specs (site-us-law, site-enforcement) give each test its own client address with X-Forwarded-For, as a
// proxy in front would: every page view is charged to the visitor's address, and one address shared by the whole
// run would reach the anonymous rate limit (20 a minute) within a spec. A request without the header is unchanged.
process.env.TRUST_PROXY ??= "true";
delete process.env.DATABASE_URL;
delete process.env.POSTGRES_URL;
process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
const { buildIfStale } = await import("./build-if-stale.mjs");
buildIfStale(); // so `npx playwright test` works on its own, not only through npm test
const { startServer } = await import("./server.mjs");
await startServer();
