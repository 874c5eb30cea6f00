import { CLIENT_IP_HEADER } from "@/lib/auth/caller";
import type { ExampleRequest } from "./example-request";
import type { DocOperation } from "./operations";
import { truncateJson } from "./truncate-json";

/**
 * A sample response from the running API's real data: the docs call the operation in-process, through the very
 * route handler that serves /v1 (caller resolution, rate limit, validation, gating, envelope), with the example
 * request and no key. Nothing goes over the network. Operations that change state are never called.
 */

type RouteHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type RouteModule = { GET?: RouteHandler };

/** op.path → its route module. A static map, so the bundler can see every import. */
export const ROUTE_MODULES: Record<string, () => Promise<RouteModule>> = {
  "/health": () => import("@/app/v1/health/route"),
  "/openapi.json": () => import("@/app/v1/openapi.json/route"),
  "/accuracy": () => import("@/app/v1/accuracy/route"),
  "/me": () => import("@/app/v1/me/route"),
  "/laws": () => import("@/app/v1/laws/route"),
  "/search": () => import("@/app/v1/search/route"),
  "/laws/{id}": () => import("@/app/v1/laws/[id]/route"),
  "/laws/{id}/sources": () => import("@/app/v1/laws/[id]/sources/route"),
  "/laws/{id}/citations": () => import("@/app/v1/laws/[id]/citations/route"),
  "/jurisdictions": () => import("@/app/v1/jurisdictions/route"),
  "/countries": () => import("@/app/v1/countries/route"),
  "/states": () => import("@/app/v1/states/route"),
  "/categories": () => import("@/app/v1/categories/route"),
  "/bills": () => import("@/app/v1/bills/route"),
  "/bills/{slug}": () => import("@/app/v1/bills/[slug]/route"),
  "/news": () => import("@/app/v1/news/route"),
  "/changes": () => import("@/app/v1/changes/route"),
  "/feed": () => import("@/app/v1/feed/route"),
  "/laws/{id}/history": () => import("@/app/v1/laws/[id]/history/route"),
  "/sectors": () => import("@/app/v1/sectors/route"),
  "/sectors/{sector}": () => import("@/app/v1/sectors/[sector]/route"),
  "/obligations": () => import("@/app/v1/obligations/route"),
  "/penalties": () => import("@/app/v1/penalties/route"),
  "/deadlines": () => import("@/app/v1/deadlines/route"),
  "/webhooks": () => import("@/app/v1/webhooks/route"),
  "/webhooks/{id}": () => import("@/app/v1/webhooks/[id]/route"),
  "/us-law/taxonomy": () => import("@/app/v1/us-law/taxonomy/route"),
  "/us-law/jurisdictions": () => import("@/app/v1/us-law/jurisdictions/route"),
};

export type SampleResponse =
  | { kind: "live"; status: number; body: unknown; truncated: boolean; capturedAt: string }
  | { kind: "skipped"; reason: string };

const TTL_MS = 60_000;
const cache = new Map<string, { at: number; value: Promise<SampleResponse> }>();

/** Seen by the rate limiter as its own anonymous client, one per operation, so docs traffic never starves visitors. */
function docsClientId(op: DocOperation): string {
  return `docs-sample-${op.id}`;
}

async function capture(op: DocOperation, req: ExampleRequest): Promise<SampleResponse> {
  if (op.method !== "GET") return { kind: "skipped", reason: `The docs call only GET operations, never a ${op.method}. The response schema below is exact.` };
  if (req.path.includes("<")) return { kind: "skipped", reason: "The operation declares no example request." };
  const load = ROUTE_MODULES[op.path];
  if (!load) return { kind: "skipped", reason: "No sample is captured for this operation yet." };
  const handler = (await load()).GET;
  if (!handler) return { kind: "skipped", reason: "No GET handler is bound for this path." };
  const params = Object.fromEntries(Object.entries(op.example.params ?? {}));
  const request = new Request(`http://localhost/v1${req.pathAndQuery}`, { headers: { [CLIENT_IP_HEADER]: docsClientId(op) } });
  const response = await handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* non-JSON bodies are shown as text */
  }
  const { value, truncated } = truncateJson(body);
  return { kind: "live", status: response.status, body: value, truncated, capturedAt: new Date().toISOString() };
}

/** Cached for a minute: a page view does not cost a database round trip per reader. Failures are not cached. */
export function sampleResponse(op: DocOperation, req: ExampleRequest): Promise<SampleResponse> {
  const hit = cache.get(op.id);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = capture(op, req).catch((err: unknown) => {
    cache.delete(op.id);
    console.error(`[docs] sample for ${op.id} failed`, err);
    return { kind: "skipped", reason: "The sample could not be captured just now." } as SampleResponse;
  });
  cache.set(op.id, { at: Date.now(), value });
  return value;
}
