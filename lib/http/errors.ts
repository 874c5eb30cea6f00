/**
 * The stable error codes of the API. SPEC Part 7 names some (tier_upgrade_required, rate_limited,
 * record_budget_exceeded, corpus_retired) and leaves the rest to us; these names are a contract and documented in
 * /docs and the OpenAPI document. A client branches on `code`, never on `message`.
 */
export const ERROR_CODES = {
  invalid_parameter: { status: 400, description: "A query or body parameter is missing or invalid; `param` names it." },
  invalid_body: { status: 400, description: "The request body is not valid JSON or not an object." },
  key_required: { status: 401, description: "This endpoint needs an API key (X-API-Key or Authorization: Bearer)." },
  invalid_key: { status: 401, description: "The API key is malformed, fails its checksum, or is unknown. Never served as anonymous." },
  payment_required: { status: 402, description: "A paid quota is exhausted (monthly reports)." },
  key_revoked: { status: 403, description: "The API key was revoked. Revocation is irreversible." },
  tier_upgrade_required: { status: 403, description: "The caller's tier is below the one this operation needs; `required_tier` names it." },
  not_found: {
    status: 404,
    description: "No such record, bill, sector, webhook or path. A path parameter that names nothing answers 404, unknown or malformed alike (`param` names it when its form is wrong).",
  },
  method_not_allowed: { status: 405, description: "The path exists but not with this method; the Allow header lists the methods." },
  conflict: { status: 409, description: "The resource already exists (an active key for this email) or a per-key cap is reached." },
  corpus_retired: { status: 410, description: "A retired contract (the US court-opinion endpoints)." },
  rate_limited: { status: 429, description: "Too many requests in the current window; wait Retry-After seconds." },
  quota_exhausted: { status: 429, description: "The key's monthly request quota is used up; it resets at the start of the next UTC month." },
  record_budget_exceeded: {
    status: 429,
    description: "A US-law record-budget window cannot serve the request: `window` names it (day or rolling_30_days), `retry_after` is its reset, `records_available` what a smaller request may take now.",
  },
  internal_error: { status: 500, description: "An unexpected failure. The body carries a request id; no internals." },
  unavailable: { status: 503, description: "A backend (database, key store, webhook scheduler) is unavailable." },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ApiErrorOptions {
  param?: string;
  retryAfter?: number;
  requiredTier?: string;
  headers?: Record<string, string>;
  /** Further machine-readable fields of `error`, declared in the OpenAPI Error schema (e.g. the budget window). */
  details?: Record<string, string | number>;
}

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: ApiErrorOptions = {},
  ) {
    super(message);
    this.status = ERROR_CODES[code].status;
  }
}

export const notFound = (what: string) => new ApiError("not_found", `${what} was not found.`);
export const invalidParameter = (param: string, message: string) =>
  new ApiError("invalid_parameter", message, { param });
