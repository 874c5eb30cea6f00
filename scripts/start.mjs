// `npm start`: build when needed, then serve on PORT (default 3000). With no environment at all this runs on the
// embedded defaults: PGlite in .data/, in-memory rate limits, a file mailbox. The database migrates and seeds itself.
import v8 from "node:v8";

// V8 flags for the server process, set before it builds its working set. Only flags V8 reads at every garbage
// collection take effect this way (heap sizes fixed at isolate creation, e.g. --max-semi-space-size, do not).
// --heap-growing-percent=100: after each full collection the old generation may grow to twice what survived, instead
// of V8's dynamic factor (up to 4x; measured 3.5-4x here), so the server's RSS no longer swings 100 MB between
// collections and settles within the first requests (docs/benchmarks.md, "http-throughput.ts").
// LEXATLAS_V8_FLAGS replaces the default; LEXATLAS_V8_FLAGS= (empty) runs on V8's own defaults.
const v8Flags = process.env.LEXATLAS_V8_FLAGS ?? "--heap-growing-percent=100";
if (v8Flags.trim()) v8.setFlagsFromString(v8Flags);
process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.NODE_ENV = "production";
const { buildIfStale } = await import("./build-if-stale.mjs");
buildIfStale();
const { startServer } = await import("./server.mjs");
await startServer();
