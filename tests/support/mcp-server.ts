/**
 * A real HTTP server on 127.0.0.1 in front of the MCP route handler (app/mcp/route.ts), so the official SDK client
 * talks to it over the wire exactly as an AI assistant would. Like scripts/server.mjs, it sets the client-IP header
 * from the socket.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { CLIENT_IP_HEADER } from "@/lib/auth/caller";

type Handler = (request: Request) => Promise<Response>;

export async function startHttpServer(handler: Handler): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    serve(req, res).catch((err) => {
      console.error("[test http server]", err);
      res.writeHead(500).end(String(err));
    });
  });
  async function serve(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    headers.set(CLIENT_IP_HEADER, req.socket.remoteAddress ?? "127.0.0.1");
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const response = await handler(new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: req.method === "GET" || req.method === "HEAD" ? undefined : body }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  }
  // Idle keep-alive connections outlive a slow test step (a first database open takes seconds): with Node's 5 s
  // default the server would close a socket the client is about to reuse (ECONNRESET).
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
