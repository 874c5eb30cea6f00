import { route } from "@/lib/http/route";
import { boundAt } from "./registry";

/** A route file's exports: the bound operations declared at `path` (OpenAPI style, e.g. "/laws/{id}"). */
export function routeAt(path: string) {
  const bound = boundAt(path);
  if (bound.length === 0) throw new Error(`No bound operation is declared at ${path}`);
  return route(...bound);
}
