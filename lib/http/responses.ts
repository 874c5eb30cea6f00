import type { Caller } from "@/lib/auth/caller";
import type { RateDecision } from "@/lib/limits/rate-limiter";
import { config } from "@/lib/config";
import { ApiError, ERROR_CODES } from "./errors";

const COMMON_HEADERS = {
  "Cache-Control": "private, no-store",
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers":
    "X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-RateLimit-Window, X-RateLimit-Scope, Retry-After",
};

/** Microsecond timestamps survive JSON: Postgres keeps them, and the change-feed cursor depends on them. */
export function jsonResponse(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...COMMON_HEADERS, ...headers },
  });
}

export function rateLimitHeaders(decision: RateDecision, caller: Caller): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(decision.limit),
    "X-RateLimit-Remaining": String(Math.max(0, decision.remaining)),
    "X-RateLimit-Reset": String(decision.reset),
    "X-RateLimit-Window": decision.window,
    "X-RateLimit-Scope": caller.kind === "key" ? "key" : "ip",
  };
}

export function docsUrlFor(code: string): string {
  return `${config().publicBaseUrl}/docs/errors#${code}`;
}

/** The Part 7 body. Anything that is not an ApiError is a 500 that names the request id and nothing else. */
export function errorResponse(err: unknown, requestId: string, extraHeaders: Record<string, string> = {}): Response {
  let apiError: ApiError;
  if (err instanceof ApiError) {
    apiError = err;
  } else {
    console.error(`[${requestId}] unhandled error`, err);
    apiError = new ApiError("internal_error", `An unexpected error occurred. Quote request id ${requestId} when reporting it.`);
  }
  const { param, retryAfter, requiredTier, headers } = apiError.options;
  const error: Record<string, unknown> = {
    code: apiError.code,
    message: apiError.message,
    docs: docsUrlFor(apiError.code),
  };
  if (param) error.param = param;
  if (requiredTier) error.required_tier = requiredTier;
  if (retryAfter !== undefined) error.retry_after = retryAfter;
  if (apiError.code === "internal_error") error.request_id = requestId;
  const allHeaders: Record<string, string> = { ...extraHeaders, ...headers, "X-Request-Id": requestId };
  if (retryAfter !== undefined) allHeaders["Retry-After"] = String(retryAfter);
  return jsonResponse({ api_version: "v1", error }, ERROR_CODES[apiError.code].status, allHeaders);
}
