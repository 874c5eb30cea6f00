import { randomBytes } from "node:crypto";
import { z } from "zod";
import { config } from "@/lib/config";
import { ApiError } from "@/lib/http/errors";
import { isQstashSigned } from "@/lib/http/qstash-signature";
import { errorResponse, jsonResponse } from "@/lib/http/responses";
import { isAuthorisedAdmin } from "@/lib/ingest/admin";
import { getDb } from "@/lib/runtime/database";
import { selectSources, UnknownSourceError } from "./registry";
import { runSources, type RunResult } from "./run";
import { runDueSources } from "./schedule";

/**
 * POST|GET /internal/sync: the schedulers' door (not public API, absent from OpenAPI).
 *   - Vercel cron: GET with `Authorization: Bearer <CRON_SECRET>` (vercel.json) → runs what is due.
 *   - QStash schedule: POST signed by QStash (Upstash-Signature, verified with QSTASH_CURRENT/NEXT_SIGNING_KEY for
 *     exactly PUBLIC_BASE_URL/internal/sync and this body) → runs what is due, or { "sources": [...] }.
 *   - An operator: POST with `Authorization: Bearer <ADMIN_TOKEN>` and { "sources": ["federal-register"] }
 *     (`npm run sync -- --server <url>` does this for the embedded server, whose PGlite folder it cannot open).
 * Anything else is refused before a source is touched.
 */

export const SYNC_PATH = "/internal/sync";
/** Stop starting sources after this long (Vercel's maxDuration is 300 s on this route). */
const DEADLINE_MS = 240_000;

const bodySchema = z.object({ sources: z.array(z.string().min(1)).max(100).optional() }).strict();

async function qstashSigned(request: Request, body: string): Promise<boolean> {
  const signature = request.headers.get("upstash-signature");
  if (!signature) return false;
  const cfg = config();
  if (!cfg.qstashCurrentSigningKey || !cfg.qstashNextSigningKey) {
    throw new ApiError("unavailable", "QStash signing keys are not configured (QSTASH_CURRENT_SIGNING_KEY, QSTASH_NEXT_SIGNING_KEY).");
  }
  const keys = { currentSigningKey: cfg.qstashCurrentSigningKey, nextSigningKey: cfg.qstashNextSigningKey };
  if (!(await isQstashSigned(signature, body, `${cfg.publicBaseUrl}${SYNC_PATH}`, keys))) throw new ApiError("invalid_key", "Invalid QStash signature.");
  return true;
}

function resultJson(r: RunResult) {
  return {
    source: r.source, run_id: r.runId, outcome: r.outcome, fault_code: r.faultCode, reason_code: r.reasonCode, label: r.label,
    detail: r.detail, resumed_from: r.resumedFrom, batches: r.batches, requests: r.requests,
    seen: r.seen, added: r.added, changed: r.changed, unchanged: r.unchanged, ms: r.ms,
  };
}

export async function handleSyncRequest(request: Request): Promise<Response> {
  const requestId = randomBytes(8).toString("hex");
  try {
    const body = request.method === "POST" ? await request.text() : "";
    const viaQstash = await qstashSigned(request, body);
    if (!viaQstash) isAuthorisedAdmin(request);
    let sources: string[] | undefined;
    if (body.trim()) {
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        throw new ApiError("invalid_body", "The request body is not valid JSON.", { param: "body" });
      }
      const parsed = bodySchema.safeParse(json);
      if (!parsed.success) throw new ApiError("invalid_body", "Body: { \"sources\": [\"<source id or group>\", …] } or empty.", { param: "sources" });
      sources = parsed.data.sources;
    }
    const { db } = await getDb();
    const trigger = request.method === "GET" ? "cron" : viaQstash ? "qstash" : "route";
    let results: RunResult[];
    if (sources?.length) {
      const defs = await selectSources(db, sources).catch((err) => {
        if (err instanceof UnknownSourceError) throw new ApiError("invalid_parameter", err.message, { param: "sources" });
        throw err;
      });
      results = await runSources(db, defs, { trigger });
    } else {
      results = await runDueSources(db, { trigger, deadlineMs: DEADLINE_MS });
    }
    return jsonResponse({ api_version: "v1", data: { results: results.map(resultJson) } }, 200);
  } catch (err) {
    return errorResponse(err, requestId);
  }
}
