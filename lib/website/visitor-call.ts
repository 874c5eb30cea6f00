import type { z } from "zod";
import { boundById } from "@/lib/api/registry";
import { anonymousCaller, clientIp, type Caller } from "@/lib/auth/caller";
import { invoke } from "@/lib/http/kernel";
import type { Operation } from "@/lib/http/operation";

/**
 * The website's data path for the metered corpora: a page invokes the operation through the same kernel as /v1, as
 * the anonymous caller at the visitor's own address (resolved from the request by the same function HTTP uses, so
 * TRUST_PROXY means the same thing here). The rate limit and the US-law record budget are checked and charged on that
 * caller exactly as on an API request: browsing the site is never a way around them, and never more than the API
 * would give an anonymous caller.
 */

/** Anything with `get`: a Fetch Headers or the read-only headers Next.js gives a page. */
export interface VisitorHeaders {
  get(name: string): string | null;
}

/** What the kernel answered, by the operation's own schemas (as served). */
export interface Served<Op extends Operation> {
  data: Op["envelope"] extends "list" ? z.output<Op["data"]>[] : z.output<Op["data"]>;
  meta: [NonNullable<Op["meta"]>] extends [z.ZodType] ? z.output<NonNullable<Op["meta"]>> : Record<string, unknown>;
}

/** The two refusals a visitor can meet, with when to retry (seconds, from Retry-After). */
export interface Refusal {
  code: "rate_limited" | "record_budget_exceeded";
  message: string;
  retryAfter: number;
}

export type VisitorAnswer<Op extends Operation> =
  | ({ kind: "ok" } & Served<Op>)
  | { kind: "refused"; refusal: Refusal }
  | { kind: "failed"; status: number; code: string; message: string; param: string | null };

export interface VisitorRequest {
  params?: Record<string, string>;
  /** Query pairs as the API takes them; the page passes only names the operation declares. */
  query?: [string, string][];
}

/** The anonymous caller this request comes from: the client address exactly as the HTTP transport resolves it. */
export function visitorCaller(headers: VisitorHeaders) {
  return anonymousCaller(clientIp(headers));
}

export function callAsVisitor<Op extends Operation>(op: Op, request: VisitorRequest, visitor: VisitorHeaders): Promise<VisitorAnswer<Op>> {
  return callAsCaller(op, request, visitorCaller(visitor));
}

/** The same for a caller already resolved (a page's data loader memoised per request on the client address). */
export async function callAsCaller<Op extends Operation>(op: Op, request: VisitorRequest, caller: Caller): Promise<VisitorAnswer<Op>> {
  const bound = boundById(op.id);
  if (!bound) throw new Error(`no implementation is bound for ${op.id}`);
  const outcome = await invoke(bound, {
    params: request.params ?? {},
    query: request.query ?? [],
    // No Accept and no credential: the page wants the JSON answer an anonymous caller gets.
    headers: new Headers(),
    caller,
  });
  if (outcome.kind !== "json") throw new Error(`${op.id} answered ${outcome.contentType}, not JSON`);
  const body = outcome.body as { data?: unknown; meta?: unknown; error?: { code: string; message: string; param?: string; retry_after?: number } };
  if (outcome.status < 400) return { kind: "ok", ...(body as Served<Op>) };
  const error = body.error ?? { code: "internal_error", message: "An unexpected error occurred." };
  if (error.code === "rate_limited" || error.code === "record_budget_exceeded") {
    return { kind: "refused", refusal: { code: error.code, message: error.message, retryAfter: Math.max(1, error.retry_after ?? 60) } };
  }
  return { kind: "failed", status: outcome.status, code: error.code, message: error.message, param: error.param ?? null };
}

type Raw = Record<string, string | string[] | undefined>;

/**
 * The API query pairs for a page's query string: only the names the page offers (in that order), first value of each,
 * trimmed; an empty field of a plain GET form means "no filter", not an invalid value.
 */
export function pickQuery(raw: Raw, names: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (const name of names) {
    const value = raw[name];
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    if (text) pairs.push([name, text]);
  }
  return pairs;
}

/** A page URL for these pairs (links keep the API's parameter names, so a page URL maps onto an API request). */
export function pageHref(path: string, pairs: [string, string][]): string {
  const search = new URLSearchParams(pairs).toString();
  return search ? `${path}?${search}` : path;
}

/** The same query at another offset (Previous / Next). */
function withOffset(pairs: [string, string][], offset: number): [string, string][] {
  const kept = pairs.filter(([name]) => name !== "offset");
  return offset > 0 ? [...kept, ["offset", String(offset)]] : kept;
}

/**
 * The Previous / Next URLs of a page of a list answer (null where there is none). Next stops at `end` (the total, or
 * fewer where the API ranks only so many) and at the deepest offset the caller's tier allows (`offset` in meta.gated).
 */
export function pagerHrefs(
  path: string,
  pairs: [string, string][],
  meta: { offset: number; limit: number; count: number; total: number; gated?: readonly string[] },
  end: number = meta.total,
): { prev: string | null; next: string | null } {
  const beyondDepth = meta.gated?.includes("offset") ?? false;
  return {
    prev: meta.offset > 0 ? pageHref(path, withOffset(pairs, Math.max(0, meta.offset - meta.limit))) : null,
    next: meta.count > 0 && meta.offset + meta.count < end && !beyondDepth ? pageHref(path, withOffset(pairs, meta.offset + meta.limit)) : null,
  };
}
