/**
 * A real HTTP listener on 127.0.0.1 in front of the /v1 route exports, in this process: what a client sees over the
 * wire, on the same kernel path as the production server (lib/api/routes.ts is what the app/v1 route files export),
 * while the test keeps the database to seed it and read it back. tests/support/api-server-process.ts is the same in
 * a separate process, for tests about processes.
 */
import { handlersFor } from "@/lib/api/routes";
import { startHttpServer } from "./mcp-server";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export function startApiHttpServer(): Promise<{ url: string; close: () => Promise<void> }> {
  return startHttpServer(async (request) => {
    const found = handlersFor(new URL(request.url).pathname);
    const handler = (found.handlers as Record<string, Handler | undefined>)[request.method];
    if (!handler) return new Response(null, { status: 405 });
    return handler(request, { params: Promise.resolve(found.params) });
  });
}
