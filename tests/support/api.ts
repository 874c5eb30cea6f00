/**
 * Calls the operations in-process the way a route file does: the pathname is resolved against the declared paths in
 * the operation registry (lib/api/routes.ts), and the handler gets a real Request. A separate test checks that every
 * route file under app/v1 maps to exactly these bound operations.
 */
import { beforeAll } from "vitest";
import { handlersFor } from "@/lib/api/routes";
import { getDb } from "@/lib/runtime/database";

/**
 * Every file that calls the operations opens, migrates and seeds its own database first, in a hook with its own
 * timeout. Left to the file's first request, that preparation (seconds on an idle machine, over 30 s on a loaded CI
 * box) counted against the first test's timeout and failed it.
 */
beforeAll(async () => {
  await getDb();
}, 180_000);

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
  return handler(request, { params: Promise.resolve(found.params) });
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
