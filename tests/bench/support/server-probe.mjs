// Preloaded into a benchmark server together with --expose-gc
// (`node --expose-gc --import ./tests/bench/support/server-probe.mjs …`). Bench only.
//
// SIGUSR2 → memory probe: the server collects garbage (twice: weak references and finalizers need a second pass) and
// prints one line
//   [heap-probe] {"rss":…,"heapUsed":…,"heapTotal":…,"external":…,"arrayBuffers":…}
// so a benchmark can tell a leak (the live heap after GC grows with the number of requests) from heap growth (RSS
// grows once, the live heap does not). With BENCH_HEAP_SNAPSHOT_DIR set, each probe also writes a heap snapshot there,
// to compare in Chrome DevTools (Memory → Comparison).
//
// SIGWINCH → CPU profile window (a signal a server never otherwise gets): the first starts V8's sampling profiler in
// this process, the next stops it and writes BENCH_CPU_PROF/<n>.cpuprofile, printing `[cpu-prof] <file>`. So a
// profile covers exactly one measured load, not the start-up.
import fs from "node:fs";
import inspector from "node:inspector";
import path from "node:path";
import v8 from "node:v8";

let probes = 0;
const spaceSizes = () => Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_size]));

process.on("SIGUSR2", () => {
  const spacesBeforeGc = spaceSizes();
  if (typeof globalThis.gc === "function") {
    globalThis.gc();
    globalThis.gc();
  }
  const m = process.memoryUsage();
  let snapshot = null;
  if (process.env.BENCH_HEAP_SNAPSHOT_DIR) {
    snapshot = v8.writeHeapSnapshot(path.join(process.env.BENCH_HEAP_SNAPSHOT_DIR, `probe-${++probes}.heapsnapshot`));
  }
  // Committed size of each V8 heap space (new_space, old_space, code_space, large_object_space, …), before the forced GC
  // (as the load left it) and after: where heapTotal is.
  const spaces = spaceSizes();
  process.stdout.write(
    `[heap-probe] ${JSON.stringify({ gc: typeof globalThis.gc === "function", rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers, spaces, spacesBeforeGc, snapshot })}\n`,
  );
});

let session = null;
let profiles = 0;
process.on("SIGWINCH", () => {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return;
  if (!session) {
    session = new inspector.Session();
    session.connect();
    session.post("Profiler.enable", () => session.post("Profiler.setSamplingInterval", { interval: 500 }, () => session.post("Profiler.start")));
    return;
  }
  const s = session;
  session = null;
  s.post("Profiler.stop", (err, result) => {
    const file = path.join(dir, `${++profiles}.cpuprofile`);
    if (!err) fs.writeFileSync(file, JSON.stringify(result.profile));
    s.disconnect();
    process.stdout.write(`[cpu-prof] ${err ? `error ${err.message}` : file}\n`);
  });
});
