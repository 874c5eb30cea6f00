import type { z } from "zod";
import { decodeText, type OutboundClient } from "./client";
import type { Fetched, FetchedStream, JsonValue, SyncContext, UpstreamRequest } from "./connector";
import { SourceFault } from "./faults";

/** The SyncContext a connector runs in: the shared client behind get*, the source's base URL behind url/rebase. */

interface ContextInput {
  sourceId: string;
  cursor: JsonValue | null;
  checkpoint: JsonValue | null;
  now: Date;
  env: Record<string, string | undefined>;
  client: OutboundClient;
  baseUrl: string;
  signal: AbortSignal;
  log: (line: string) => void;
}

export function syncContext<T extends JsonValue>(input: ContextInput): SyncContext<T> {
  const { client, signal } = input;
  const base = new URL(input.baseUrl);

  const getText = async (request: UpstreamRequest): Promise<Fetched<string>> => {
    const res = await client.get(request, signal);
    if (res.notModified) return { notModified: true, body: null, url: res.url, status: 304, headers: res.headers };
    return { notModified: false, body: decodeText(res.bytes!, res.headers.get("content-type")), url: res.url, status: res.status, headers: res.headers };
  };

  return {
    sourceId: input.sourceId,
    cursor: input.cursor,
    checkpoint: input.checkpoint as T | null,
    now: input.now,
    env: input.env,
    signal,
    log: input.log,
    url(path, query) {
      const url = new URL(path, base);
      for (const [key, value] of Object.entries(query ?? {})) {
        if (value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(v));
      }
      return url.href;
    },
    rebase(found) {
      const parsed = new URL(found, base);
      return new URL(`${parsed.pathname}${parsed.search}`, base).href;
    },
    getText,
    async getJson<S extends z.ZodType>(request: UpstreamRequest, schema: S): Promise<Fetched<z.infer<S>>> {
      const res = await getText({ ...request, headers: { Accept: "application/json", ...request.headers } });
      if (res.notModified) return res;
      let json: unknown;
      try {
        json = JSON.parse(res.body);
      } catch (err) {
        throw new SourceFault("unreadable", `not JSON (${(err as Error).message}) from GET ${res.url}`);
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new SourceFault("schema_changed", `${issue.path.join(".") || "(root)"}: ${issue.message} in GET ${res.url}`);
      }
      return { ...res, body: parsed.data };
    },
    async getStream(request: UpstreamRequest): Promise<FetchedStream> {
      const res = await client.stream(request, signal);
      if (res.notModified) return { notModified: true, body: null, url: res.url, status: 304, headers: res.headers };
      return { notModified: false, body: res.body!, url: res.url, status: res.status, headers: res.headers };
    },
  };
}
