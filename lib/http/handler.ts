import { randomUUID } from "node:crypto";
import { getDb, type Db, type DbEngine } from "@/db/client";
import { resolveCaller, type Caller } from "@/lib/auth/caller";
import { TIERS, entitlementFor, tierAtLeast, type Entitlement } from "@/lib/auth/tiers";
import { rateLimiter } from "@/lib/limits/limiter-instance";
import type { RateDecision } from "@/lib/limits/rate-limiter";
import { recordKeyUsage, secondsUntilNextMonth } from "@/lib/limits/usage";
import { config } from "@/lib/config";
import { ApiError } from "./errors";
import { errorResponse, jsonResponse, rateLimitHeaders } from "./responses";
import type { Operation, OperationInput, OperationResult } from "./operation";
import { parseBody, parsePathParams, parseQuery } from "./request-input";

export interface OperationContext {
  db: Db;
  engine: DbEngine;
  caller: Caller;
  request: Request;
  requestId: string;
  /** Public base URL of the site, e.g. https://lexatlas.example (no trailing slash). */
  siteUrl: string;
}

export type OperationImpl<Op extends Operation> = (
  input: OperationInput<Op>,
  ctx: OperationContext,
) => Promise<OperationResult<Op> | Response>;

type RouteContext = { params?: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = (request: Request, context?: RouteContext) => Promise<Response>;

/** A request id we accept from the client only when it looks like one (so logs cannot be forged with junk). */
function requestIdOf(request: Request): string {
  const given = request.headers.get("x-request-id");
  return given && /^[A-Za-z0-9._-]{8,128}$/.test(given) ? given : randomUUID();
}

/**
 * Caller → rate limit → validation → gating → domain function → envelope; every failure becomes the Part 7 error
 * body. Handlers never catch: they throw ApiError and the kernel maps it.
 */
export async function runOperation(
  op: Operation,
  impl: (input: never, ctx: OperationContext) => Promise<unknown>,
  request: Request,
  rawParams: Record<string, string | string[] | undefined> = {},
): Promise<Response> {
  const requestId = requestIdOf(request);
  let limitHeaders: Record<string, string> = {};
  try {
    const { db, engine } = await getDb().catch((err) => {
      console.error(`[${requestId}] database unavailable: ${describeError(err)}`);
      throw new ApiError("unavailable", "The database is unavailable. Retry shortly.");
    });
    const { caller, error: credentialError } = await resolveCaller(db, request.headers);

    if (op.rateLimited !== false) {
      const limits = TIERS[caller.tier];
      const decision = await rateLimiter()
        .check(caller.rateKey, [
          { name: "minute", limit: limits.perMinute, seconds: 60 },
          { name: "day", limit: limits.perDay, seconds: 86_400 },
        ])
        .catch((err) => {
          // Fail closed: serving unmetered would break the published limits for every caller at once.
          console.error(`[${requestId}] rate limiter unavailable`, err);
          throw new ApiError("unavailable", "The rate limiter is unavailable. Retry shortly.", { retryAfter: 5 });
        });
      limitHeaders = rateLimitHeaders(decision, caller);
      if (!decision.success) throw rateLimited(decision);
    }
    if (credentialError) throw credentialError;
    if (op.auth === "required" && caller.kind === "anonymous") {
      throw new ApiError("key_required", "This endpoint needs an API key: send X-API-Key or Authorization: Bearer. Get a free key at POST /v1/keys.");
    }
    if (caller.keyId) {
      const usage = await recordKeyUsage(db, caller.keyId);
      const perMonth = TIERS[caller.tier].perMonth;
      if (perMonth !== null && usage.month > perMonth) {
        const retryAfter = secondsUntilNextMonth();
        throw new ApiError("quota_exhausted", `The monthly quota of ${perMonth} requests is used up; it resets at the start of the next UTC month.`, { retryAfter });
      }
    }

    const url = new URL(request.url);
    const input = {
      params: parsePathParams(op, rawParams),
      query: parseQuery(op, url),
      body: await parseBody(op, request),
    };
    if (op.minTier && !tierAtLeast(caller.tier, op.minTier)) {
      throw new ApiError(
        "tier_upgrade_required",
        `${op.summary} needs the ${TIERS[op.minTier].label} tier or above; this caller is ${TIERS[caller.tier].label}.`,
        { requiredTier: op.minTier },
      );
    }

    const siteUrl = config().publicBaseUrl;
    const result = await impl(input as never, { db, engine, caller, request, requestId, siteUrl });
    if (result instanceof Response) {
      for (const [k, v] of Object.entries({ ...limitHeaders, "X-Request-Id": requestId })) result.headers.set(k, v);
      return result;
    }
    const { data, meta, status, headers } = result as { data: unknown; meta?: unknown; status?: number; headers?: Record<string, string> };
    const body =
      op.envelope === "raw"
        ? data
        : { api_version: "v1", data, ...(meta !== undefined || op.envelope === "list" ? { meta: meta ?? {} } : {}) };
    return jsonResponse(body, status ?? 200, { ...limitHeaders, ...headers, "X-Request-Id": requestId });
  } catch (err) {
    return errorResponse(err, requestId, limitHeaders);
  }
}

/** One line with the root cause, not a multi-kilobyte SQL dump. */
function describeError(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err; e && parts.length < 4; e = (e as { cause?: unknown }).cause) {
    parts.push(String((e as Error).message ?? e).split("\n")[0]!.slice(0, 200));
  }
  return parts.join(" ← ");
}

function rateLimited(decision: RateDecision): ApiError {
  const retryAfter = Math.max(1, decision.retryAfterSeconds);
  return new ApiError(
    "rate_limited",
    `Rate limit exceeded: ${decision.limit} requests per ${decision.window}. Retry after ${retryAfter} s.`,
    { retryAfter },
  );
}

/** What a bound implementation receives besides its parsed input: no transport, no raw caller. */
export interface ExecutionContext {
  db: Db;
  engine: DbEngine;
  /** The caller's entitlement on the operation's product line. */
  ent: Entitlement;
  requestId: string;
  /** Public base URL of the site, e.g. https://lexatlas.example (no trailing slash). */
  siteUrl: string;
  /** Request headers (Accept and similar); empty for in-process invocations. */
  headers: Headers;
}

export type BoundImpl<Op extends Operation> = (input: OperationInput<Op>, ctx: ExecutionContext) => Promise<OperationResult<Op>>;

/** Binds an operation to its domain function; the registry (lib/api) collects these and routes look them up. */
export function bind<Op extends Operation>(op: Op, impl: BoundImpl<Op>): BoundOperation {
  const run: OperationImpl<Op> = (input, ctx) =>
    impl(input, {
      db: ctx.db,
      engine: ctx.engine,
      ent: entitlementFor(ctx.caller, op.product ?? "ai_law"),
      requestId: ctx.requestId,
      siteUrl: ctx.siteUrl,
      headers: ctx.request.headers,
    });
  return withOperation(op, run);
}

/** Binds one operation to its domain function. */
export function withOperation<Op extends Operation>(op: Op, impl: OperationImpl<Op>): BoundOperation {
  return {
    op,
    handle: async (request, context) => {
      const rawParams = (await context?.params) ?? {};
      return runOperation(op, impl as never, request, rawParams);
    },
  };
}

export interface BoundOperation {
  op: Operation;
  handle: RouteHandler;
}
