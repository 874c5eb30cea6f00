// The first start's background US-law load on PGlite (docs/benchmarks.md, "us-law-background-load.ts"); not part of
// `npm test`:
//   npx tsx tests/bench/us-law-background-load.ts                  # the whole corpus, chunks of EMBEDDED_CHUNK_SIZE
//   CHUNK=5000 SOURCES=2 npx tsx tests/bench/us-law-background-load.ts   # another chunk size, only the first sources
// A fresh PGlite in a temporary folder, seeded as the server seeds it, then startUsLawCorpusLoad. Reports the longest
// single PGlite statement (timed around PGlite's synchronous protocol call, so it is exactly the time the event loop
// could not run) and the longest event-loop stall seen by a 20 ms timer, both while the load runs, with the load
// average: on 2 shared cores the figures scale with it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-bench-bgload-"));
process.env.DATA_DIR = dataDir;
process.env.PGLITE_DIR = path.join(dataDir, "pglite");
delete process.env.DATABASE_URL;
delete process.env.POSTGRES_URL;

async function main() {
  const { PGlite } = await import("@electric-sql/pglite");
  const { openRuntimeDatabase } = await import("@/lib/runtime/database");
  const { EMBEDDED_CHUNK_SIZE, loadUsLawCorpus } = await import("@/lib/us-law/load");
  const chunkSize = Number(process.env.CHUNK || EMBEDDED_CHUNK_SIZE);
  const sources = Number(process.env.SOURCES || 99);

  // Statement times: PGlite's one synchronous entry point, keyed by the SQL of the last Parse/Query message.
  const proto = PGlite.prototype as unknown as { execProtocolRawSync(msg: Uint8Array): unknown };
  const original = proto.execProtocolRawSync;
  let current = "";
  let measuring = false;
  const statements = new Map<string, number>(); // one execution's total per SQL text, reset per statement
  let longest = { ms: 0, sql: "" };
  let count = 0;
  proto.execProtocolRawSync = function (msg: Uint8Array) {
    if (msg[0] === 0x50 /* Parse */ || msg[0] === 0x51 /* Query */) {
      const start = msg[0] === 0x50 ? msg.indexOf(0, 5) + 1 : 5; // a Parse names its statement first
      const end = msg.indexOf(0, start);
      current = Buffer.from(msg.subarray(start, end < 0 ? msg.length : end)).toString("utf8");
      statements.set(current, 0);
      if (measuring) count++;
    }
    const t = performance.now();
    const result = original.call(this, msg);
    const total = (statements.get(current) ?? 0) + performance.now() - t;
    statements.set(current, total);
    if (measuring && total > longest.ms) longest = { ms: total, sql: current.replace(/\s+/g, " ").trim().slice(0, 90) };
    return result;
  };

  let stall = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    if (measuring) stall = Math.max(stall, now - last - 20);
    last = now;
  }, 20);

  const started = performance.now();
  const handle = await openRuntimeDatabase();
  console.log(`open + migrate + seed: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const loadStart = performance.now();
  last = loadStart;
  measuring = true;
  let chunks = 0;
  const controller = new AbortController();
  const seen = new Set<string>();
  await loadUsLawCorpus(handle.db, {
    chunkSize,
    signal: controller.signal,
    onProgress: (p) => {
      seen.add(p.source);
      if (seen.size > sources) controller.abort(new Error("enough sources"));
      if (p.phase === "done") chunks++;
    },
  }).catch((err: Error) => {
    if (!controller.signal.aborted) throw err;
  });
  measuring = false;
  clearInterval(timer);
  const secs = (performance.now() - loadStart) / 1000;
  console.log(`chunk size ${chunkSize}: ${chunks} chunks, ${count} statements in ${secs.toFixed(1)} s (load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")})`);
  console.log(`longest statement: ${longest.ms.toFixed(0)} ms (${longest.sql}…)`);
  console.log(`longest event-loop stall: ${stall.toFixed(0)} ms`);
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
