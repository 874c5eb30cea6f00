/**
 * Calls the operations in-process the way a route file does: the pathname is resolved against the declared paths in
 * the operation registry (lib/api/routes.ts), and the handler gets a real Request. A separate test checks that every
 * route file under app/v1 maps to exactly these bound operations.
 *
 * Every answer is checked against its operation's OpenAPI declaration before the test sees it
 * (tests/support/openapi-conformance.ts): an undeclared status, media type or body shape fails the calling test.
 */
import { handlersFor } from "@/lib/api/routes";
import { assertDeclaredResponse } from "./openapi-conformance";

/**
 * A file that calls the operations has its database opened, migrated and seeded in a hook before its tests run
 * (tests/support/setup-env.ts reads this flag), not inside its first request: on a loaded CI box that preparation
 * took over 30 s and failed the first test on its timeout. A flag, not a vitest hook here, because benchmarks import
 * these helpers outside vitest.
 */
(globalThis as Record<symbol, unknown>)[Symbol.for("lexatlas.test.prepareDb")] = true;

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export interface CallOptions {
  headers?: Record<string, string>;
  body?: unknown;
  /** Raw body text (for malformed-JSON tests). */
  rawBody?: string;
  ip?: string;
  key?: string;
}

export async function call(method: string, pathWithQuery: string, opts: CallOptions = {}): Promise<Response> {
  const url = new URL(pathWithQuery, "http://localhost");
  const found = handlersFor(url.pathname);
  const handler = (found.handlers as Record<string, Handler | undefined>)[method];
  if (!handler) throw new Error(`${url.pathname} has no ${method} handler`);
  const headers = new Headers(opts.headers);
  headers.set("x-lexatlas-client-ip", opts.ip ?? "203.0.113.10");
  if (opts.key) headers.set("x-api-key", opts.key);
  let body: string | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers.set("content-type", "application/json");
  }
  const request = new Request(url, { method, headers, body });
  const res = await handler(request, { params: Promise.resolve(found.params) });
  await assertDeclaredResponse(method, url.pathname, res);
  return res;
}

export async function callJson<T = any>(method: string, path: string, opts: CallOptions = {}) {
  const res = await call(method, path, opts);
  const text = await res.text();
  let json: T;
  try {
    json = JSON.parse(text) as T;
  } catch {
    throw new Error(`${method} ${path} → ${res.status} non-JSON body: ${text.slice(0, 200)}`);
  }
  return { status: res.status, headers: res.headers, body: json };
}

export const get = (path: string, opts?: CallOptions) => callJson("GET", path, opts);
export const post = (path: string, body: unknown, opts?: CallOptions) => callJson("POST", path, { ...opts, body });
export const del = (path: string, opts?: CallOptions) => callJson("DELETE", path, opts);
