/**
 * A lightweight API server process for tests that need real, separate processes (cross-instance
 * revocation, usage flush on SIGTERM / loss on kill -9). Run with `node --import tsx tests/support/api-server-process.ts`.
 *
 * It is the same kernel path as the production server, minus Next.js's router: scripts/server.mjs hands the request to
 * Next, which calls the route file's export — `routeAt(path)` from lib/api/routes.ts, i.e. the bound operation's
 * httpHandler → kernel invoke(). Here `handlersFor(pathname)` returns exactly those route exports (the mapping from
 * app/v1 files to them is checked by tests/unit/operation-routing.test.ts), so resolve → admit → parse → execute →
 * settle → represent, the key cache and the usage counter all run as in production. Like scripts/server.mjs it sets
 * the client-IP header from the socket and runs the shutdown hooks (lib/runtime/shutdown.ts) on SIGTERM/SIGINT.
 *
 * Prints one line `listening <port>` on stdout once the database is open and the port is bound.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { handlersFor } from "@/lib/api/routes";
import { CLIENT_IP_HEADER } from "@/lib/auth/caller";
import { getDb } from "@/lib/runtime/database";
import { runShutdownHooks } from "@/lib/runtime/shutdown";
import { responseViolation } from "./openapi-conformance";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

async function serve(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const found = handlersFor(url.pathname);
  const handler = (found.handlers as Record<string, Handler | undefined>)[req.method ?? "GET"];
  if (!handler) {
    res.writeHead(405).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
  headers.set(CLIENT_IP_HEADER, (req.socket.remoteAddress ?? "unknown").replace(/^::ffff:/, ""));
  const hasBody = req.method !== "GET" && req.method !== "HEAD" && chunks.length > 0;
  const request = new Request(url, { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
  const response = await handler(request, { params: Promise.resolve(found.params) });
  // The integration suite's response guard runs here too; a violation becomes a 500 the calling test cannot miss.
  const violation = await responseViolation(request.method, url.pathname, response);
  if (violation) {
    console.error(`[api-server-process] response contract violation: ${violation}`);
    res.writeHead(500, { "content-type": "text/plain; charset=utf-8", "x-test-contract-violation": "1" }).end(violation);
    return;
  }
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

async function main() {
  const handle = await getDb(); // open, migrate, seed before the first request (scripts/server.mjs warms up the same way)
  const server = http.createServer((req, res) => {
    serve(req, res).catch((err) => {
      console.error("[api-server-process]", err);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(Number(process.env.PORT || 0), "127.0.0.1", resolve));
  console.log(`listening ${(server.address() as AddressInfo).port}`);
  const stop = () => {
    server.close();
    server.closeAllConnections();
    runShutdownHooks()
      .then(() => handle.close())
      .finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
