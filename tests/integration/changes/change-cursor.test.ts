/**
 * The lossless cursor: a poller following meta.cursor while other writers ingest thousands of changes in
 * batches receives every change exactly once, in order.
 *
 * On Postgres (TEST_DATABASE_URL) the writers are two separate processes racing each other for the ingest lock, with
 * the poller in this process — the production situation. On PGlite (one process by construction) the writers run
 * concurrently in this process.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Db } from "@/db/client";
import { getDb } from "@/lib/runtime/database";
import { ingestSnapshot } from "@/lib/runtime/ingest";
import { setRateLimiterForTests } from "@/lib/limits/limiter-instance";
import { get } from "../../support/api";
import { historySince, latestObservedAt } from "../../support/history";
import { unlimitedRateLimiter } from "../../support/ingest-cli";
import { mintKey } from "../../support/keys";
import { syntheticSnapshot } from "../../support/synthetic-laws";

const repo = path.resolve(__dirname, "../../..");
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const WRITERS = ["alpha", "beta"];
const RUNS = onPostgres ? 10 : 5;
const PER_RUN = 200;
const BATCH = 50;

let db: Db;
let key: string;

beforeAll(async () => {
  ({ db } = await getDb());
  key = await mintKey("business");
  setRateLimiterForTests(unlimitedRateLimiter);
});

afterAll(() => setRateLimiterForTests(null));

function writerProcess(prefix: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/support/ingest-writer.ts", prefix, String(RUNS), String(PER_RUN), String(BATCH)], {
      cwd: repo,
      env: process.env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`writer ${prefix} exited ${code}: ${stderr}`))));
  });
}

async function writerInProcess(prefix: string): Promise<void> {
  for (let run = 0; run < RUNS; run++) {
    await ingestSnapshot(db, syntheticSnapshot(prefix, run, PER_RUN), { batchSize: BATCH });
    // PGlite serves one connection: a writer starting its next run at once would starve the poller's queries.
    await new Promise((r) => setTimeout(r, 30));
  }
}

it(`a poller following meta.cursor sees every change exactly once, in order (${onPostgres ? "writer processes on Postgres" : "PGlite"})`, async () => {
  const start = await latestObservedAt(db);
  expect((await get(`/v1/changes?order=asc&since=${start}`, { key })).body.data).toEqual([]); // loads the route first
  let writing = true;
  const writers = Promise.all(WRITERS.map(onPostgres ? writerProcess : writerInProcess)).finally(() => (writing = false));
  writers.catch(() => {}); // awaited below; a failure must not become an unhandled rejection meanwhile

  const seen: { id: string; observed_at: string }[] = [];
  let cursor = start!;
  let pagesWhileWriting = 0;
  for (;;) {
    const finishedBeforePoll = !writing;
    const res = await get(`/v1/changes?order=asc&limit=100&since=${cursor}`, { key });
    expect(res.status).toBe(200);
    const page = res.body.data as { event_id: string; observed_at: string }[];
    if (page.length === 0) {
      if (finishedBeforePoll) break; // caught up after the last commit: nothing more can appear
      await new Promise((r) => setTimeout(r, 2));
      continue;
    }
    if (writing) pagesWhileWriting++;
    seen.push(...page.map((c) => ({ id: c.event_id, observed_at: c.observed_at })));
    expect(res.body.meta.cursor).toBe(page[page.length - 1]!.observed_at);
    cursor = res.body.meta.cursor;
  }
  await writers;

  const expected = WRITERS.length * RUNS * PER_RUN;
  expect(new Set(seen.map((c) => c.id)).size).toBe(seen.length); // never repeated
  expect(seen.length).toBe(expected); // never skipped
  for (let i = 1; i < seen.length; i++) expect(seen[i]!.observed_at > seen[i - 1]!.observed_at).toBe(true);
  const truth = await historySince(db, start);
  expect(seen.map((c) => c.id)).toEqual(truth.map((h) => h.id));
  // The poller really raced the writers (otherwise this test would prove nothing).
  expect(pagesWhileWriting).toBeGreaterThan(2);
}, 180_000);
