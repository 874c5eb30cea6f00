/**
 * A replay server on 127.0.0.1 for connector tests: it answers GETs with recorded upstream responses
 * (tests/fixtures/upstream/<source>/, or ../shared/data for a file named "shared/…") and, on demand, with the failures a careful crawler must survive — 429 with
 * Retry-After, 5xx, a hang, a body cut off mid-way, a redirect loop, an oversized body, 304 for a matching ETag.
 *
 *   const replay = await startReplayServer([
 *     { path: "/api/v1/documents.json", query: { "conditions[presidential_document_type]": "executive_order" },
 *       respond: { file: "federal-register/executive-orders.page-1.json" } },
 *   ]);
 *   … runSource(db, def, { baseUrls: { "federal-register": replay.url } }) …
 *   replay.requests  // every request seen, with its query and headers
 *
 * Routes match in order on the path and on every query parameter named (a string matches exactly, a RegExp by
 * test). `respond` may be a function of the request and how many times the route was hit before (0-based), so a
 * route can fail twice and then succeed. A request no route matches is answered 599 and recorded in `unmatched`,
 * which a test can assert is empty.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";

export const UPSTREAM_FIXTURES = path.resolve(__dirname, "../fixtures/upstream");
/** The reference data beside the repository: recorded responses it already holds are read there, never copied in. */
const SHARED_DATA = path.resolve(__dirname, "../../../shared/data");

export type ReplayResponse =
  /** `chunked`: sent without Content-Length (chunked transfer encoding), so a size cap can only trip while reading. */
  | { file: string; status?: number; headers?: Record<string, string>; etag?: string; lastModified?: string; chunked?: boolean }
  | { body: string | Buffer; status?: number; headers?: Record<string, string>; etag?: string; chunked?: boolean }
  /** An error status; retryAfter is sent as the Retry-After header. */
  | { error: number; retryAfter?: string; text?: string }
  /** Headers are never sent: the client's timeout must fire. */
  | { hang: true }
  /**
   * Sends the headers (with the full Content-Length) and `sendBytes` of the body, then destroys the socket — or, with
   * `stall`, keeps it open without another byte (a reader stopped mid-body; destroyed on close()).
   */
  | { truncate: { file?: string; body?: string; sendBytes: number; stall?: boolean } }
  | { redirect: string; status?: 301 | 302 | 307 | 308 };

export interface ReplayRequest {
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

export interface ReplayRoute {
  path: string;
  query?: Record<string, string | RegExp>;
  respond: ReplayResponse | ((req: ReplayRequest, hit: number) => ReplayResponse);
}

export interface ReplayServer {
  url: string;
  requests: ReplayRequest[];
  unmatched: string[];
  /** Replaces the routes (hit counts restart). */
  setRoutes(routes: ReplayRoute[]): void;
  close(): Promise<void>;
}

/** A recorded response by name: "<source>/<file>" under tests/fixtures/upstream, "shared/<path>" under ../shared/data. */
export function fixtureText(file: string): string {
  const full = file.startsWith("shared/") ? path.join(SHARED_DATA, file.slice("shared/".length)) : path.join(UPSTREAM_FIXTURES, file);
  return fs.readFileSync(full, "utf8");
}

function matches(route: ReplayRoute, req: ReplayRequest): boolean {
  if (route.path !== req.path) return false;
  for (const [key, want] of Object.entries(route.query ?? {})) {
    const got = req.query.get(key);
    if (got === null) return false;
    if (typeof want === "string" ? got !== want : !want.test(got)) return false;
  }
  return true;
}

export async function startReplayServer(initial: ReplayRoute[] = []): Promise<ReplayServer> {
  let routes = initial;
  let hits = new Map<ReplayRoute, number>();
  const requests: ReplayRequest[] = [];
  const unmatched: string[] = [];
  const sockets = new Set<import("node:net").Socket>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const request: ReplayRequest = { path: url.pathname, query: url.searchParams, headers: req.headers };
    requests.push(request);
    const route = routes.find((r) => matches(r, request));
    if (!route) {
      unmatched.push(req.url ?? "");
      res.writeHead(599, { "content-type": "text/plain" }).end(`no replay route for ${req.url}`);
      return;
    }
    const hit = hits.get(route) ?? 0;
    hits.set(route, hit + 1);
    const answer = typeof route.respond === "function" ? route.respond(request, hit) : route.respond;
    if ("hang" in answer) return; // never answered; the socket is destroyed on close()
    if ("redirect" in answer) {
      res.writeHead(answer.status ?? 302, { location: answer.redirect }).end();
      return;
    }
    if ("truncate" in answer) {
      const full = Buffer.from(answer.truncate.file ? fixtureText(answer.truncate.file) : answer.truncate.body ?? "");
      res.writeHead(200, { "content-type": "application/json", "content-length": String(full.length) });
      res.write(full.subarray(0, answer.truncate.sendBytes), () => (answer.truncate.stall ? undefined : res.socket?.destroy()));
      return;
    }
    if ("file" in answer || "body" in answer) {
      // A Buffer body is sent as is (a bench's multi-megabyte body is not copied on every request).
      const body = "file" in answer ? Buffer.from(fixtureText(answer.file)) : Buffer.isBuffer(answer.body) ? answer.body : Buffer.from(answer.body);
      const etag = answer.etag;
      if (etag && req.headers["if-none-match"] === etag) {
        res.writeHead(304, { etag }).end();
        return;
      }
      const headers: Record<string, string> = {
        "content-type": "file" in answer && answer.file.endsWith(".json") ? "application/json" : "application/octet-stream",
        ...(answer.chunked ? {} : { "content-length": String(body.length) }),
        ...(etag ? { etag } : {}),
        ...("lastModified" in answer && answer.lastModified ? { "last-modified": answer.lastModified } : {}),
        ...answer.headers,
      };
      res.writeHead(answer.status ?? 200, headers);
      if (!answer.chunked) {
        res.end(body);
        return;
      }
      for (let i = 0; i < body.length; i += 16_384) res.write(body.subarray(i, i + 16_384));
      res.end();
      return;
    }
    res.writeHead(answer.error, { "content-type": "text/plain", ...(answer.retryAfter ? { "retry-after": answer.retryAfter } : {}) }).end(answer.text ?? "");
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    unmatched,
    setRoutes(next) {
      routes = next;
      hits = new Map();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
