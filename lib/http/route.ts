import { z } from "zod";
import { ApiError } from "./errors";
import { httpHandler, type RouteHandler } from "./http-transport";
import { answerHeaders, bind, type BoundOperation } from "./kernel";
import { COMMON_HEADERS } from "./responses";
import { defineOperation } from "./operation";

const ALL_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof ALL_METHODS)[number];

/** Unknown paths and wrong methods still go through the kernel: caller, rate limit, headers, Part 7 body. */
const fallbackOperation = defineOperation({
  id: "fallback",
  method: "GET",
  path: "/{path}",
  tag: "internal",
  summary: "Fallback",
  description: "Answers unknown paths and wrong methods.",
  auth: "optional",
  envelope: "raw",
  data: z.unknown(),
  errors: ["not_found", "method_not_allowed"],
  internal: true,
});

/** The fallback takes no query, so a stray query string cannot turn a 404 into a 400. */
function fallback(error: () => ApiError): RouteHandler {
  return httpHandler(
    bind(fallbackOperation, async () => {
      throw error();
    }),
    { ignoreQuery: true },
  );
}

/**
 * A CORS preflight is the browser's question, not a request of the API: it is not counted against the caller's rate
 * limit (a refused preflight would surface as an opaque CORS failure), yet like every response it carries the
 * caller's X-RateLimit-* as they stand (and, on /us-law, the product headers).
 */
function preflight(allow: string[]): RouteHandler {
  return async (request) =>
    new Response(null, {
      status: 204,
      headers: {
        ...COMMON_HEADERS,
        ...(await answerHeaders(request.headers, new URL(request.url).pathname)),
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Methods": [...allow, "OPTIONS"].join(", "),
        "Access-Control-Allow-Headers": "X-API-Key, Authorization, Content-Type, Accept, X-Request-Id",
        "Access-Control-Max-Age": "600",
        Allow: [...allow, "OPTIONS"].join(", "),
      },
    });
}

/**
 * Exports for a route file: the bound operations by method; every other method answers 405 with Allow.
 * Route files do not call this directly: they call routeAt(path) (lib/api/routes.ts), which looks the bound
 * operations up in the registry.
 */
export function route(...bound: BoundOperation[]): Record<Method | "OPTIONS", RouteHandler> {
  const byMethod = new Map(bound.map((b) => [b.op.method as Method, httpHandler(b)]));
  const allow = [...byMethod.keys()];
  const handlers = {} as Record<Method | "OPTIONS", RouteHandler>;
  for (const method of ALL_METHODS) {
    handlers[method] =
      byMethod.get(method) ??
      fallback(() => new ApiError("method_not_allowed", `${method} is not allowed here. Allowed: ${allow.join(", ")}.`, { headers: { Allow: allow.join(", ") } }));
  }
  handlers.OPTIONS = preflight(allow);
  return handlers;
}

/** For the /v1 catch-all: every method answers 404 in the Part 7 body. */
export function notFoundRoute(): Record<Method | "OPTIONS", RouteHandler> {
  const handlers = {} as Record<Method | "OPTIONS", RouteHandler>;
  for (const method of ALL_METHODS) {
    handlers[method] = fallback(() => new ApiError("not_found", "No such endpoint. See /v1/openapi.json for the list of operations."));
  }
  handlers.OPTIONS = preflight([]);
  return handlers;
}
