import { boundAt } from "@/lib/api/registry";
import { CLIENT_IP_HEADER } from "@/lib/auth/caller";
import { invoke } from "@/lib/http/kernel";
import type { ExampleRequest } from "./example-request";
import type { DocOperation } from "./operations";
import { truncateJson } from "./truncate-json";

/**
 * A sample response from the running API's real data: the docs invoke the operation in-process through the kernel
 * that serves /v1 (caller resolution, rate limit, validation, gating, envelope), with the example request and no
 * key. Nothing goes over the network. Operations that change state are never called.
 */

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
  if (op.auth === "none") return { kind: "skipped", reason: "The credential is a signed link from another response; the docs do not mint one." };
  // By path and method, not id: a live variant (lib/docs/live-variant.ts) carries its own id.
  const bound = boundAt(op.path).find((b) => b.op.method === op.method);
  if (!bound) return { kind: "skipped", reason: "No implementation is bound for this operation." };
  const outcome = await invoke(bound, {
    params: { ...op.example.params },
    query: Object.entries(op.example.query ?? {}),
    headers: new Headers({ [CLIENT_IP_HEADER]: docsClientId(op) }),
  });
  const body = outcome.kind === "json" ? outcome.body : `(${outcome.contentType})`;
  const { value, truncated } = truncateJson(body);
  return { kind: "live", status: outcome.status, body: value, truncated, capturedAt: new Date().toISOString() };
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
