import type { Caller } from "@/lib/auth/caller";
import type { RateDecision } from "@/lib/limits/rate-limiter";
import { config } from "@/lib/config";
import { ApiError, ERROR_CODES } from "./errors";

/**
 * One header policy for every response and every representation (JSON, PDF, iCal, CSV, NDJSON): per-caller answers
 * (they carry the caller's rate-limit headers) are never cacheable by shared caches, and browsers can read every
 * header we set, so one CORS exposure list exists.
 */
export const EXPOSED_HEADERS = [
  "X-Request-Id",
  "X-RateLimit-Limit",
  "X-RateLimit-Remaining",
  "X-RateLimit-Reset",
  "X-RateLimit-Window",
  "X-RateLimit-Scope",
  "Retry-After",
  "X-SVC-Product",
  "X-SVC-Product-Surface",
  "X-SVC-Product-Scope",
  "Content-Disposition",
  "X-Report-Id",
  "X-Report-Url",
  "X-SVC-Export-Manifest",
  "X-SVC-Export-Part",
  "X-SVC-Export-Rows",
  "X-SVC-Export-As-Of",
  "X-SVC-Records-Charged",
];

export const COMMON_HEADERS = {
  "Cache-Control": "private, no-store",
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": EXPOSED_HEADERS.join(", "),
};

/** Microsecond timestamps survive JSON: Postgres keeps them, and the change-feed cursor depends on them. */
export function jsonResponse(body: unknown, status: number, headers: Record<string, string> = {}, encoded?: Uint8Array<ArrayBuffer>): Response {
  // Bytes, not a string: a string body is scanned for lone surrogates (undici's toUSVString) before it is encoded,
  // which the request-path profile showed on every large list answer. Buffer.from encodes it in one native pass.
  // `encoded`, when given, is that encoding already made (a shared answer's envelope, lib/http/kernel.ts); Response
  // copies the bytes it is given (Fetch: "extract a body"), so one buffer can back any number of responses.
  return new Response(encoded ?? Buffer.from(JSON.stringify(body), "utf8"), {
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
export function errorBody(err: unknown, requestId: string): { status: number; body: unknown; headers: Record<string, string> } {
  let apiError: ApiError;
  if (err instanceof ApiError) {
    apiError = err;
  } else {
    console.error(`[${requestId}] unhandled error`, err);
    apiError = new ApiError("internal_error", `An unexpected error occurred. Quote request id ${requestId} when reporting it.`);
  }
  const { param, retryAfter, requiredTier, headers, details } = apiError.options;
  const error: Record<string, unknown> = {
    code: apiError.code,
    message: apiError.message,
    docs: docsUrlFor(apiError.code),
  };
  if (param) error.param = param;
  if (requiredTier) error.required_tier = requiredTier;
  if (retryAfter !== undefined) error.retry_after = retryAfter;
  if (apiError.code === "internal_error") error.request_id = requestId;
  if (details) Object.assign(error, details);
  const allHeaders: Record<string, string> = { ...headers, "X-Request-Id": requestId };
  if (retryAfter !== undefined) allHeaders["Retry-After"] = String(retryAfter);
  return { status: ERROR_CODES[apiError.code].status, body: { api_version: "v1", error }, headers: allHeaders };
}

/** The Part 7 error as an HTTP response (for the few HTTP-only paths outside the kernel). */
export function errorResponse(err: unknown, requestId: string, extraHeaders: Record<string, string> = {}): Response {
  const { status, body, headers } = errorBody(err, requestId);
  return jsonResponse(body, status, { ...extraHeaders, ...headers });
}
