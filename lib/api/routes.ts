import { notFoundRoute, route } from "@/lib/http/route";
import { boundAt, boundOperations } from "./registry";

/** A route file's exports: the bound operations declared at `path` (OpenAPI style, e.g. "/laws/{id}"). */
export function routeAt(path: string) {
  const bound = boundAt(path);
  if (bound.length === 0) throw new Error(`No bound operation is declared at ${path}`);
  return route(...bound);
}

interface Template {
  path: string;
  segments: string[];
  dynamic: number;
}

let templates: Template[] | null = null;

/** Every declared path, static segments before {params} (as Next.js matches files). */
function allTemplates(): Template[] {
  templates ??= [...new Set(boundOperations.map((b) => b.op.path))]
    .map((path) => {
      const segments = path.split("/").filter(Boolean);
      return { path, segments, dynamic: segments.filter((s) => s.startsWith("{")).length };
    })
    .sort((a, b) => a.dynamic - b.dynamic);
  return templates;
}

/** The declared path a /v1 pathname resolves to, with its parameters; null when none does. */
export function matchPath(pathname: string): { path: string; params: Record<string, string> } | null {
  const parts = pathname.replace(/^\/v1(?=\/|$)/, "").split("/").filter(Boolean).map(decodeURIComponent);
  for (const t of allTemplates()) {
    if (t.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    if (t.segments.every((seg, i) => (seg.startsWith("{") ? ((params[seg.slice(1, -1)] = parts[i]!), true) : seg === parts[i]))) {
      return { path: t.path, params };
    }
  }
  return null;
}

/** The handlers that answer a /v1 pathname: its route, or the catch-all 404. */
export function handlersFor(pathname: string) {
  const found = matchPath(pathname);
  return found ? { handlers: routeAt(found.path), params: found.params } : { handlers: notFoundRoute(), params: {} };
}
