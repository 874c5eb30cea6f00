/**
 * Calls the real route handlers in-process, the way Next.js would: the path is matched against the files under
 * app/v1 (static segments before [param] before [...catchAll]), and the handler gets a real Request.
 */
import fs from "node:fs";
import path from "node:path";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type RouteModule = Partial<Record<string, Handler>>;

const appV1 = path.resolve(__dirname, "../../app/v1");
const modules: Record<string, () => Promise<RouteModule>> = Object.fromEntries(
  (fs.readdirSync(appV1, { recursive: true }) as string[])
    .filter((f) => f.endsWith("route.ts"))
    .map((f) => [`../../app/v1/${f.split(path.sep).join("/")}`, () => import(path.join(appV1, f)) as Promise<RouteModule>]),
);

interface CompiledRoute {
  segments: string[];
  load: () => Promise<RouteModule>;
}

const routes: CompiledRoute[] = Object.entries(modules)
  .map(([file, load]) => ({
    segments: file.replace("../../app/v1", "").replace(/\/route\.ts$/, "").split("/").filter(Boolean),
    load,
  }))
  .sort((a, b) => rank(a.segments) - rank(b.segments));

function rank(segments: string[]): number {
  // Fewer dynamic segments first; a catch-all last.
  return segments.reduce((n, s) => n + (s.startsWith("[...") ? 100 : s.startsWith("[") ? 1 : 0), 0);
}

function match(pathname: string): { route: CompiledRoute; params: Record<string, string | string[]> } | null {
  const parts = pathname.replace(/^\/v1/, "").split("/").filter(Boolean).map(decodeURIComponent);
  for (const route of routes) {
    const params: Record<string, string | string[]> = {};
    let ok = true;
    let i = 0;
    for (const seg of route.segments) {
      if (seg.startsWith("[...")) {
        params[seg.slice(4, -1)] = parts.slice(i);
        i = parts.length;
        ok = parts.length > route.segments.indexOf(seg);
        break;
      }
      const part = parts[i++];
      if (part === undefined) { ok = false; break; }
      if (seg.startsWith("[")) params[seg.slice(1, -1)] = part;
      else if (seg !== part) { ok = false; break; }
    }
    if (ok && i === parts.length) return { route, params };
  }
  return null;
}

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
  const found = match(url.pathname);
  if (!found) throw new Error(`no route file matches ${url.pathname}`);
  const mod = await found.route.load();
  const handler = mod[method];
  if (!handler) throw new Error(`${url.pathname} exports no ${method}`);
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
