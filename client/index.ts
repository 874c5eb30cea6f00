/**
 * The LexAtlas API client: openapi-fetch over the types generated into ./schema.d.ts, plus what a caller of this API
 * needs besides — the key header, non-2xx answers as exceptions carrying the API's error body, paging to the end
 * (offset pages, and the change feed's since/cursor), and the rate-limit and record-budget figures an answer carries.
 *
 * To use it outside this repository, copy this folder (index.ts and schema.d.ts) and `npm install openapi-fetch`.
 * Only types come from ./schema, so the folder has no other runtime dependency.
 */
import createClient, { type Client } from "openapi-fetch";
import type { components, operations, paths } from "./schema";

export type { components, operations, paths };

/** The body of every non-2xx answer. */
export type ErrorBody = components["schemas"]["Error"];
export type ErrorCode = ErrorBody["error"]["code"];
/** meta.record_budget of a metered (US-law) answer. */
export type RecordBudget = components["schemas"]["UsLawRecordBudget"];

/**
 * The client: `client.GET("/laws", { params: { query: { scope: "state" } } })` resolves to `{ data, error, response }`.
 * Typed for JSON answers; the CSV, NDJSON, iCal and PDF representations are read with `parseAs: "text"` or `"blob"`.
 */
export type LexAtlasClient = Client<paths, "application/json">;

export interface LexAtlasClientOptions {
  /** The site (https://lexatlas.example) or the API base (https://lexatlas.example/v1); /v1 is added when missing. */
  baseUrl: string;
  /** Sent as X-API-Key on every request; without it the anonymous tier applies. */
  apiKey?: string;
  /** Replaces globalThis.fetch (a proxy agent, a retry wrapper, a test double). */
  fetch?: (request: Request) => Promise<Response>;
}

export function createLexAtlasClient({ baseUrl, apiKey, fetch }: LexAtlasClientOptions): LexAtlasClient {
  return createClient<paths, "application/json">({
    baseUrl: apiBaseOf(baseUrl),
    headers: apiKey ? { "X-API-Key": apiKey } : {},
    ...(fetch ? { fetch } : {}),
  });
}

/** The base the generated paths ("/laws", "/changes") are relative to: the server's `servers` URL, …/v1. */
export function apiBaseOf(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, "");
  return trimmed.endsWith("/v1") ? trimmed : `${trimmed}/v1`;
}

// ---------------------------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------------------------

/** What every client call resolves to (openapi-fetch's result, seen from outside). */
export interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

function isErrorBody(value: unknown): value is ErrorBody {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === "string" && typeof error.message === "string";
}

/**
 * A non-2xx answer. `body` is the API's error body — `code`, `message`, `docs`, and `param` (400), `required_tier`
 * (403), `retry_after` (429) or `request_id` (500) — or null when something in between answered instead (a proxy's
 * HTML page), whose text is then the message.
 */
export class LexAtlasError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  readonly response: Response;

  constructor(response: Response, error: unknown) {
    const body = isErrorBody(error) ? error : null;
    const text = body ? `${body.error.code}: ${body.error.message}` : typeof error === "string" && error ? error.slice(0, 200) : response.statusText;
    super(`LexAtlas API ${response.status}: ${text}`);
    this.name = "LexAtlasError";
    this.status = response.status;
    this.body = body;
    this.response = response;
  }

  get code(): ErrorCode | null {
    return this.body?.error.code ?? null;
  }

  /** The parameter a 400 names. */
  get param(): string | null {
    return this.body?.error.param ?? null;
  }

  /** The tier a 403 tier_upgrade_required names. */
  get requiredTier(): string | null {
    return this.body?.error.required_tier ?? null;
  }

  /** Seconds to wait before retrying a 429 (error.retry_after, else the Retry-After header). */
  get retryAfter(): number | null {
    const header = this.response.headers.get("Retry-After");
    return this.body?.error.retry_after ?? (header !== null && /^\d+$/.test(header) ? Number(header) : null);
  }
}

/** The data of a 2xx answer; a non-2xx answer throws a LexAtlasError. */
export async function dataOrThrow<T>(call: CallResult<T> | Promise<CallResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new LexAtlasError(response, error);
  return data as T;
}

// ---------------------------------------------------------------------------------------------------------------
// Paging to the end
// ---------------------------------------------------------------------------------------------------------------

interface OffsetPage {
  data: unknown[];
  meta: { total: number; count: number; offset: number };
}

interface CursorPage {
  data: unknown[];
  meta: { limit: number; cursor: string | null; order?: string };
}

/**
 * Every page of an offset-paged list, from `offset` (default 0) to the last row. `fetchPage(offset)` makes the call
 * with your filters and limit. The next offset is this page's offset plus its row count, so a page the tier cut
 * short (meta.gated "limit") loses nothing; it ends at meta.total, or at an empty page — which is also where an
 * offset deeper than the tier may reach ends (meta.gated "offset", yielded so you can see it). Throws LexAtlasError
 * on a non-2xx page.
 */
export async function* offsetPages<P extends OffsetPage>(
  fetchPage: (offset: number) => Promise<CallResult<P>>,
  offset = 0,
): AsyncGenerator<P, void, undefined> {
  for (;;) {
    const page = await dataOrThrow(fetchPage(offset));
    yield page;
    const next = page.meta.offset + page.meta.count;
    if (page.meta.count === 0 || next >= page.meta.total) return;
    offset = next;
  }
}

/**
 * Every page of the change feed after `since`, oldest first, until you are up to date. `fetchPage(since)` makes the
 * call to /changes with `order: "asc"` and passes `since` on; each next page starts at the previous page's
 * meta.cursor, which never skips nor repeats a change. It ends with the first page shorter than meta.limit; that
 * page's meta.cursor is where to resume next time (store it). Throws LexAtlasError on a non-2xx page, and an Error
 * for a newest-first answer, which this cannot follow without losing changes.
 */
export async function* cursorPages<P extends CursorPage>(
  fetchPage: (since: string | undefined) => Promise<CallResult<P>>,
  since?: string,
): AsyncGenerator<P, void, undefined> {
  let cursor = since;
  for (;;) {
    const page = await dataOrThrow(fetchPage(cursor));
    if (page.meta.order !== undefined && page.meta.order !== "asc") {
      throw new Error(`cursorPages follows a feed oldest first: call it with order "asc" (this page is ordered ${page.meta.order})`);
    }
    yield page;
    if (page.data.length < page.meta.limit || page.meta.cursor === null) return;
    if (page.meta.cursor === cursor) throw new Error(`the change feed's cursor did not advance past ${cursor}`);
    cursor = page.meta.cursor;
  }
}

/** The rows of each page in turn: `for await (const law of itemsOf(offsetPages(…)))`. */
export async function* itemsOf<T>(pages: AsyncIterable<{ data: T[] }>): AsyncGenerator<T, void, undefined> {
  for await (const page of pages) yield* page.data;
}

// ---------------------------------------------------------------------------------------------------------------
// Limits an answer reports
// ---------------------------------------------------------------------------------------------------------------

export interface RateLimit {
  /** Requests allowed in the binding window. */
  limit: number;
  remaining: number;
  /** When the binding window resets (X-RateLimit-Reset is in Unix seconds). */
  resetAt: Date;
  /** Which window binds (X-RateLimit-Window), e.g. the per-minute one. */
  window: string | null;
  /** Whether the limit is counted for your key or for your IP address (anonymous). */
  scope: "key" | "ip" | null;
}

/** The rate-limit headers of an answer (2xx or not); null when it carries none. */
export function rateLimitOf(response: Response): RateLimit | null {
  const limit = response.headers.get("X-RateLimit-Limit");
  const remaining = response.headers.get("X-RateLimit-Remaining");
  const reset = response.headers.get("X-RateLimit-Reset");
  if (limit === null || remaining === null || reset === null) return null;
  const scope = response.headers.get("X-RateLimit-Scope");
  return {
    limit: Number(limit),
    remaining: Number(remaining),
    resetAt: new Date(Number(reset) * 1000),
    window: response.headers.get("X-RateLimit-Window"),
    scope: scope === "key" || scope === "ip" ? scope : null,
  };
}

/** What a metered (US-law) answer charged and what is left of the day's and the 30 days' record budget. */
export function recordBudgetOf(body: { meta?: { record_budget?: RecordBudget } } | undefined): RecordBudget | null {
  return body?.meta?.record_budget ?? null;
}
