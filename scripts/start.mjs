// `npm start`: build when needed, then serve on PORT (default 3000). With no environment at all this runs on the
// embedded defaults: PGlite in .data/, in-memory rate limits, a file mailbox. The database migrates and seeds itself.
process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.NODE_ENV = "production";
const { buildIfStale } = await import("./build-if-stale.mjs");
buildIfStale();
const { startServer } = await import("./server.mjs");
await startServer();
