// The production server: Next.js behind a plain node:http server, so the client address the rate limiter sees
// comes from the socket (a client cannot forge it) unless TRUST_PROXY says a proxy in front sets X-Forwarded-For.
import http from "node:http";
import path from "node:path";
import next from "next";

const CLIENT_IP_HEADER = "x-lexatlas-client-ip";

export async function startServer({ port = Number(process.env.PORT || 3000), hostname = process.env.HOSTNAME || "0.0.0.0" } = {}) {
  const root = path.resolve(import.meta.dirname, "..");
  const app = next({ dev: false, dir: root, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  // Next.js has loaded its env files: nothing writes the environment from here on, so lib/config.ts reads it once.
  globalThis[Symbol.for("lexatlas.envFixed")] = true;
  const server = http.createServer((req, res) => {
    req.headers[CLIENT_IP_HEADER] = (req.socket.remoteAddress || "unknown").replace(/^::ffff:/, "");
    handle(req, res);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, resolve);
  });
  console.log(`[lexatlas] listening on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`);
  // Next.js loads instrumentation (migrate + seed) on the first request; make that request ourselves so the database
  // is ready before any visitor arrives and a broken database shows up in the log at once.
  const local = hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
  fetch(`http://${local}:${port}/v1/health`)
    .then(async (res) => console.log(`[lexatlas] ready: ${res.status} ${await res.text()}`))
    .catch((err) => console.error("[lexatlas] warm-up failed", err));
  // Bundled code registers work to finish before exit (lib/runtime/shutdown.ts: flushing buffered usage counts,
  // stopping a background US-law load at its next statement). Then the database closes, last: PGlite shuts down
  // cleanly rather than being cut off in the middle of a write (lib/runtime/database.ts keeps the handle there).
  const runShutdownHooks = async () => {
    const hooks = [...(globalThis[Symbol.for("lexatlas.shutdownHooks")] ?? [])];
    await Promise.allSettled(hooks.map((hook) => hook()));
    const db = globalThis[Symbol.for("lexatlas.db")];
    if (db) await db.then((handle) => handle.close()).catch((err) => console.error(`[lexatlas] closing the database: ${err.message}`));
  };
  const stop = (signal) => {
    console.log(`[lexatlas] ${signal}: shutting down`);
    setTimeout(() => process.exit(0), 5000).unref();
    server.close();
    runShutdownHooks().finally(() => process.exit(0));
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  return server;
}
