import { randomBytes, timingSafeEqual } from "node:crypto";
import { getDb } from "@/lib/runtime/database";
import { config } from "@/lib/config";
import { generatedOnce } from "@/lib/secrets";
import { ApiError } from "@/lib/http/errors";
import { errorResponse, jsonResponse } from "@/lib/http/responses";
import { ingestSnapshot } from "@/lib/runtime/ingest";
import type { IngestProgress, IngestSummary } from "./run";
import { isReadableUrl, loadSource, snapshotFromText, SourceError, type SourceSnapshot } from "./snapshot";

/**
 * The internal ingest endpoint (/internal/ingest): runs a source run inside the server process.
 *
 * Why it exists: in embedded mode the server owns the PGlite folder and no second process may open it, so
 * `npm run ingest -- <source> --server <url>` sends the source here instead. In production the Vercel cron calls it
 * (GET) to re-read INGEST_SOURCE on a schedule. Not public API: absent from OpenAPI, authenticated by a bearer token.
 */

/**
 * ADMIN_TOKEN (or Vercel's CRON_SECRET for the cron call). In embedded mode only, a token is generated once into the
 * data folder, so the CLI on the same machine can reach its own server with no set-up; production never falls back.
 */
export function adminTokens(env = process.env): string[] {
  const tokens = [env.ADMIN_TOKEN, env.CRON_SECRET].filter((t): t is string => !!t && t.length >= 16);
  if (tokens.length || config().databaseUrl) return tokens;
  return [embeddedAdminToken()];
}

export function embeddedAdminToken(): string {
  return generatedOnce("admin-token", 24);
}

/** Throws unless the request carries an admin bearer token (the ingest and sync endpoints share it). */
export function isAuthorisedAdmin(request: Request): void {
  if (!authorised(request)) throw new ApiError("invalid_key", "The admin token is not recognised.");
}

function authorised(request: Request): boolean {
  const tokens = adminTokens();
  if (tokens.length === 0) throw new ApiError("unavailable", "The ingest endpoint is disabled: set ADMIN_TOKEN (16+ characters).");
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  if (!match) throw new ApiError("key_required", "Send Authorization: Bearer <ADMIN_TOKEN>.");
  const given = Buffer.from(match[1]!);
  return tokens.some((t) => {
    const expected = Buffer.from(t);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/**
 * POST body: { "source": "seed" } | { "source": "https://…" } | { "source": "file:<name>", "content": "<JSON text>" }.
 * A server-side file path is never accepted: the caller sends the file's text.
 */
async function snapshotOfBody(request: Request): Promise<SourceSnapshot> {
  let body: { source?: unknown; content?: unknown };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    throw new ApiError("invalid_body", "The request body is not valid JSON.", { param: "body" });
  }
  const source = typeof body?.source === "string" ? body.source : "";
  if (typeof body.content === "string") return snapshotFromText(body.content, source || "upload");
  if (source === "seed" || isReadableUrl(source)) return loadSource(source);
  throw new ApiError("invalid_parameter", "Body field 'source' must be seed or an https URL, or come with 'content'.", { param: "source" });
}

function cronSnapshot(): Promise<SourceSnapshot> {
  return loadSource(process.env.INGEST_SOURCE || "seed");
}

export async function handleIngestRequest(request: Request): Promise<Response> {
  const requestId = randomBytes(8).toString("hex");
  try {
    if (!authorised(request)) throw new ApiError("invalid_key", "The admin token is not recognised.");
    const snapshot = await (request.method === "GET" ? cronSnapshot() : snapshotOfBody(request)).catch((err) => {
      if (err instanceof SourceError) throw new ApiError("invalid_parameter", err.message, { param: "source" });
      throw err;
    });
    const { db } = await getDb();
    const streaming = (request.headers.get("accept") ?? "").includes("application/x-ndjson");
    if (!streaming) return jsonResponse({ api_version: "v1", data: await ingestSnapshot(db, snapshot) }, 200);
    return ndjsonRun((onProgress) => ingestSnapshot(db, snapshot, { onProgress }));
  } catch (err) {
    return errorResponse(err, requestId);
  }
}

/** Progress as it happens, one JSON object per line; the last line is the summary or the error. */
function ndjsonRun(run: (onProgress: (p: IngestProgress) => void) => Promise<IngestSummary>): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (value: unknown) => controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`));
      try {
        send({ type: "summary", summary: await run((progress) => send({ type: "progress", progress })) });
      } catch (err) {
        console.error("internal ingest failed", err);
        send({ type: "error", message: `The source run failed and was rolled back: ${(err as Error).message.split("\n")[0]}` });
      }
      controller.close();
    },
  });
  return new Response(stream, { status: 200, headers: { "Content-Type": "application/x-ndjson", "Cache-Control": "no-store" } });
}
