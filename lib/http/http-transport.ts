import { randomUUID } from "node:crypto";
import { invoke, type BoundOperation, type Outcome } from "./kernel";
import { COMMON_HEADERS, jsonResponse } from "./responses";

/** The HTTP face of the kernel: a Request becomes an Invocation, an Outcome becomes a Response. */

type RouteContext = { params?: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = (request: Request, context?: RouteContext) => Promise<Response>;

/** A request id we accept from the client only when it looks like one (so logs cannot be forged with junk). */
function requestIdOf(request: Request): string {
  const given = request.headers.get("x-request-id");
  return given && /^[A-Za-z0-9._-]{8,128}$/.test(given) ? given : randomUUID();
}

export function httpHandler(bound: BoundOperation, opts: { ignoreQuery?: boolean } = {}): RouteHandler {
  return async (request, context) => {
    const url = new URL(request.url);
    const outcome = await invoke(bound, {
      params: (await context?.params) ?? {},
      query: opts.ignoreQuery ? [] : [...url.searchParams],
      body: bound.op.body ? await request.text() : undefined,
      headers: request.headers,
      requestId: requestIdOf(request),
      pathname: url.pathname,
    });
    return toResponse(outcome);
  };
}

export function toResponse(outcome: Outcome): Response {
  if (outcome.kind === "json") return jsonResponse(outcome.body, outcome.status, outcome.headers, outcome.encoded);
  return new Response(outcome.body, {
    status: outcome.status,
    headers: { ...COMMON_HEADERS, "Content-Type": outcome.contentType, ...outcome.headers },
  });
}
