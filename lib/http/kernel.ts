import { randomUUID } from "node:crypto";
import { type Db, type DbEngine } from "@/db/client";
import { getDb } from "@/lib/runtime/database";
import { anonymousCaller, clientIp, resolveCaller, type Caller } from "@/lib/auth/caller";
import { TIERS, entitlementFor, publicEntitlement, tierAtLeast, type Entitlement, type TierName } from "@/lib/auth/tiers";
import { recordBudget, type BudgetSnapshot } from "@/lib/limits/budget-instance";
import { rateLimiter } from "@/lib/limits/limiter-instance";
import type { RateDecision } from "@/lib/limits/rate-limiter";
import { secondsUntilNextMonth } from "@/lib/limits/usage";
import { usageCounter } from "@/lib/limits/usage-instance";
import { config } from "@/lib/config";
import { isSharedAnswer } from "@/lib/shared-answer";
import { ApiError } from "./errors";
import type { Operation, OperationInput, OperationResult, Representation } from "./operation";
import { recordBudgetExceeded } from "./record-budget-error";
import { errorBody, rateLimitHeaders } from "./responses";
import { parseBody, parsePathParams, parseQuery } from "./request-input";

/**
 * The kernel: one invocation runs through named stages, whatever carried it (HTTP, an MCP tool call, an in-process
 * docs sample). Only the transports (lib/http/http-transport.ts, lib/mcp) know their wire format.
 *
 *   resolve (who is calling) → admit (rate, quota, retired, auth, tier, licence, budget) → parse → execute →
 *   settle (metering, product headers, envelope) → represent (JSON or a declared representation)
 *
 * Each declaration field is consumed in exactly one stage: `auth` in resolve/admit, `retired`, `minTier`, `product`
 * in admit, schemas in parse, `meter` in settle, `representations` in represent. Implementations never catch: every
 * thrown ApiError becomes the Part 7 body here.
 */

/** What a bound implementation receives besides its parsed input: no transport, no raw caller. */
export interface ExecutionContext {
  db: Db;
  engine: DbEngine;
  /** The caller's entitlement on the operation's product line. */
  ent: Entitlement;
  /** The client address as the transport saw it (self-serve key issuance is throttled per IP). */
  clientIp: string;
  requestId: string;
  /** Public base URL of the site, e.g. https://lexatlas.example (no trailing slash). */
  siteUrl: string;
  /** Request headers (Accept and similar); empty for in-process invocations. */
  headers: Headers;
}

export type BoundImpl<Op extends Operation> = (input: OperationInput<Op>, ctx: ExecutionContext) => Promise<OperationResult<Op>>;

export interface BoundOperation {
  op: Operation;
  impl: (input: never, ctx: ExecutionContext) => Promise<unknown>;
}

/** Binds an operation to its domain function; the registry (lib/api) collects these and transports look them up. */
export function bind<Op extends Operation>(op: Op, impl: BoundImpl<Op>): BoundOperation {
  return { op, impl: impl as BoundOperation["impl"] };
}

/** A transport-neutral request. */
export interface Invocation {
  params: Record<string, string | string[] | undefined>;
  /** Query pairs in order (a repeated name is detectable). */
  query: [string, string][];
  /** The raw body text; undefined when there is none. */
  body?: string;
  headers: Headers;
  requestId?: string;
  /**
   * A caller the transport already resolved (an in-process caller serving a visitor, e.g. the website as the
   * anonymous client at the visitor's address). Admission, gating and metering run on it exactly as on a resolved
   * one; the credentials in `headers` are then not read.
   */
  caller?: Caller;
  /**
   * The requested path, when the transport has one (HTTP). The product surface is read from it, so that an answer of
   * no declared operation (an unknown path under /us-law) still says what the key holds there; else the operation's.
   */
  pathname?: string;
}

/** A transport-neutral answer: a JSON body, or the bytes of a declared representation. */
export type Outcome =
  | {
      kind: "json";
      status: number;
      body: unknown;
      headers: Record<string, string>;
      /** `JSON.stringify(body)` as UTF-8, when the kernel already holds it (a shared answer's envelope); else absent. */
      encoded?: Uint8Array<ArrayBuffer>;
    }
  | { kind: "bytes"; status: number; body: BodyInit; contentType: string; headers: Record<string, string> };

interface Admission {
  caller: Caller;
  ent: Entitlement;
  headers: Record<string, string>;
}

/** Runs one invocation through every stage. Never throws: failures are Part 7 outcomes. */
export async function invoke(bound: BoundOperation, inv: Invocation): Promise<Outcome> {
  const requestId = inv.requestId ?? randomUUID();
  const headers: Record<string, string> = { "X-Request-Id": requestId };
  const onUsLaw = onUsLawSurface(inv.pathname ?? bound.op.path);
  try {
    const { db, engine } = await openDatabase(requestId);
    const resolved = inv.caller ? { caller: inv.caller, error: null } : await resolve(bound.op, db, inv.headers);
    // Every answer on the US-law surface says what the key holds there (SPEC 4.9), refusals included: set before any
    // stage can refuse, from the caller as resolved (a credential that was not accepted holds nothing).
    if (onUsLaw) Object.assign(headers, productHeaders(entitlementFor(resolved.caller, "us_law")));
    const admission = await admit(bound.op, db, resolved, headers);
    const input = parse(bound.op, inv);
    const siteUrl = config().publicBaseUrl;
    const result = (await bound.impl(input as never, {
      db,
      engine,
      ent: admission.ent,
      clientIp: admission.caller.ip,
      requestId,
      siteUrl,
      headers: inv.headers,
    })) as RawResult;
    const settled = await settle(bound.op, admission, result, headers);
    return represent(bound.op, settled, input, inv.headers, headers, siteUrl, isSharedAnswer(result) ? result : null);
  } catch (err) {
    // No caller could be resolved (the database is unavailable): described as the public, keyless level.
    if (onUsLaw && !headers["X-SVC-Product-Surface"]) Object.assign(headers, productHeaders(publicEntitlement("us_law")));
    return failure(err, requestId, headers);
  }
}

/**
 * The headers of an answer that is not an operation's (a CORS preflight, an MCP protocol message): the caller's
 * X-RateLimit-* as they stand, counting nothing (SPEC 8.1: every response carries them), and on the US-law surface
 * the product headers. The caller resolves exactly as in invoke(); when it cannot be (the key store unavailable), the
 * address's anonymous bucket is described, and when the limiter cannot answer, its headers are left out (logged).
 */
export async function answerHeaders(requestHeaders: Headers, pathname: string | null): Promise<Record<string, string>> {
  let caller: Caller;
  try {
    const { db } = await getDb();
    caller = (await resolveCaller(db, requestHeaders)).caller;
  } catch {
    caller = anonymousCaller(clientIp(requestHeaders));
  }
  const headers: Record<string, string> = {};
  if (pathname !== null && onUsLawSurface(pathname)) Object.assign(headers, productHeaders(entitlementFor(caller, "us_law")));
  try {
    Object.assign(headers, rateLimitHeaders(await rateLimiter().peek(caller.rateKey, rateWindows(caller.tier)), caller));
  } catch (err) {
    console.error("rate limiter unavailable (headers of an uncounted answer left out)", err);
  }
  return headers;
}

async function openDatabase(requestId: string) {
  return getDb().catch((err) => {
    console.error(`[${requestId}] database unavailable: ${describeError(err)}`);
    throw new ApiError("unavailable", "The database is unavailable. Retry shortly.");
  });
}

/** Stage 1: who is calling. `auth: "none"` operations carry their own credential: any key sent is ignored. */
async function resolve(op: Operation, db: Db, requestHeaders: Headers): Promise<{ caller: Caller; error: ApiError | null }> {
  if (op.auth === "none") return { caller: anonymousCaller(clientIp(requestHeaders)), error: null };
  return resolveCaller(db, requestHeaders);
}

/** Stage 2: everything that may refuse the request before its input is even read. */
async function admit(op: Operation, db: Db, resolved: { caller: Caller; error: ApiError | null }, headers: Record<string, string>): Promise<Admission> {
  const { caller, error: credentialError } = resolved;
  if (op.rateLimited !== false) {
    const decision = await rateLimiter()
      .check(caller.rateKey, rateWindows(caller.tier))
      .catch((err) => {
        // Fail closed: serving unmetered would break the published limits for every caller at once.
        console.error(`rate limiter unavailable`, err);
        throw new ApiError("unavailable", "The rate limiter is unavailable. Retry shortly.", { retryAfter: 5 });
      });
    Object.assign(headers, rateLimitHeaders(decision, caller));
    if (!decision.success) throw rateLimited(decision);
  }
  if (credentialError) throw credentialError;
  if (op.auth === "required" && caller.kind === "anonymous") {
    throw new ApiError("key_required", "This endpoint needs an API key: send X-API-Key or Authorization: Bearer. Get a free key at POST /v1/keys.");
  }
  if (caller.keyId) {
    const usage = await usageCounter().count(caller.keyId);
    const perMonth = TIERS[caller.tier].perMonth;
    if (perMonth !== null && usage.month > perMonth) {
      throw new ApiError("quota_exhausted", `The monthly quota of ${perMonth} requests is used up; it resets at the start of the next UTC month.`, { retryAfter: secondsUntilNextMonth() });
    }
  }
  const ent = entitlementFor(caller, op.product ?? "ai_law");
  // Retired contracts answer before parsing, gating or metering: a retired endpoint costs no record budget.
  if (op.retired) throw new ApiError("corpus_retired", `${op.retired.message} (retired since ${op.retired.since}).`);
  if (op.minTier && !tierAtLeast(ent.tier, op.minTier)) {
    const outOfProduct = !ent.inProduct && caller.kind === "key";
    throw new ApiError(
      "tier_upgrade_required",
      `${op.summary} needs the ${TIERS[op.minTier].label} tier or above${outOfProduct ? ` with the ${ent.product} licence` : ""}; this caller is ${TIERS[ent.tier].label}.`,
      { requiredTier: op.minTier },
    );
  }
  if (op.meter) {
    // A budget already spent refuses before any work; the exact charge happens in settle, once the served count is known.
    // An unmetered entitlement (no limit in either window) can never be spent: no look-up (with Upstash, no round trip).
    const windows = budgetWindows(ent);
    if (windows.perDay !== null || windows.per30Days !== null) {
      const snapshot = await recordBudget().peek(budgetKey(caller), windows);
      if (snapshot.exhausted) throw recordBudgetExceeded(snapshot, null);
    }
  }
  return { caller, ent, headers };
}

/** Stage 3: path, query and body against the declaration's schemas → a 400 naming the parameter. */
function parse(op: Operation, inv: Invocation): OperationInput<Operation> {
  return {
    params: parsePathParams(op, inv.params),
    query: parseQuery(op, inv.query),
    body: parseBody(op, inv.body),
  } as OperationInput<Operation>;
}

type RawResult = { data: unknown; meta?: Record<string, unknown>; status?: number; headers?: Record<string, string>; attachment?: unknown };

/** Stage 5: charge what was served, add the budget and product meta, build the envelope. */
async function settle(op: Operation, admission: Admission, result: RawResult, headers: Record<string, string>) {
  let meta = result.meta;
  if (op.meter) {
    const served = op.meter.served(result.data);
    const charge = await recordBudget().reserve(budgetKey(admission.caller), served, budgetWindows(admission.ent));
    // Refused whole: a page is never truncated to the budget, and records not served are never charged.
    if (!charge.ok) throw recordBudgetExceeded(charge.snapshot, served);
    meta = { ...(meta ?? {}), record_budget: budgetMeta(charge.snapshot, served) };
  }
  Object.assign(headers, result.headers);
  return { ...result, meta };
}

/** Stage 6: JSON envelope or a declared representation (PDF, iCal, CSV, NDJSON) of the same result. */
async function represent(
  op: Operation,
  result: RawResult,
  input: OperationInput<Operation>,
  requestHeaders: Headers,
  headers: Record<string, string>,
  siteUrl: string,
  shared: RawResult | null,
): Promise<Outcome> {
  const chosen = chooseRepresentation(op, input, requestHeaders);
  if (chosen) {
    const body = await chosen.render(result, { siteUrl });
    if (body !== null) {
      return { kind: "bytes", status: result.status ?? op.successStatus ?? 200, body, contentType: chosen.contentType, headers: { ...headers, ...chosen.headers?.(result) } };
    }
  }
  const body =
    op.envelope === "raw"
      ? result.data
      : { api_version: "v1", data: result.data, ...(result.meta !== undefined || op.envelope === "list" ? { meta: result.meta ?? {} } : {}) };
  const status = result.status ?? op.successStatus ?? 200;
  // A shared answer (lib/shared-answer.ts) never changes, so its envelope's bytes are kept beside it and reused while
  // the envelope is built from the same parts (settle may have replaced the meta: then it is serialised as usual).
  if (shared && result.data === shared.data && result.meta === shared.meta) {
    return { kind: "json", status, body, headers, encoded: encodedEnvelope(shared, op.envelope, body) };
  }
  return { kind: "json", status, body, headers };
}

/** The encoded envelope of each shared answer, per envelope kind; dropped with the answer (a weak key). */
const encodedEnvelopes = new WeakMap<object, Partial<Record<Operation["envelope"], Uint8Array<ArrayBuffer>>>>();

function encodedEnvelope(shared: object, envelope: Operation["envelope"], body: unknown): Uint8Array<ArrayBuffer> {
  let byEnvelope = encodedEnvelopes.get(shared);
  if (!byEnvelope) encodedEnvelopes.set(shared, (byEnvelope = {}));
  return (byEnvelope[envelope] ??= Buffer.from(JSON.stringify(body), "utf8"));
}

/** `format` (query or body) names a representation; else the Accept header; an explicit json format wins over Accept. */
function chooseRepresentation(op: Operation, input: OperationInput<Operation>, requestHeaders: Headers): Representation | null {
  const reps = op.representations ?? [];
  if (reps.length === 0) return null;
  const format = (input.query as { format?: unknown } | undefined)?.format ?? (input.body as { format?: unknown } | undefined)?.format;
  if (typeof format === "string") {
    const byFormat = reps.find((r) => r.formats.includes(format));
    if (byFormat || format === "json") return byFormat ?? null;
  }
  const accept = (requestHeaders.get("accept") ?? "").toLowerCase();
  return reps.find((r) => accept.includes(r.contentType)) ?? reps.find((r) => r.always) ?? null;
}

function failure(err: unknown, requestId: string, headers: Record<string, string>): Outcome {
  const { status, body, headers: errorHeaders } = errorBody(err, requestId);
  return { kind: "json", status, body, headers: { ...headers, ...errorHeaders } };
}

/** The request-rate windows of a tier (Part 8: per minute and per UTC day). */
function rateWindows(tier: TierName) {
  const limits = TIERS[tier];
  return [
    { name: "minute", limit: limits.perMinute, seconds: 60 },
    { name: "day", limit: limits.perDay, seconds: 86_400 },
  ];
}

/** Whether a path (with or without the /v1 prefix) is on the US-law product surface. */
function onUsLawSurface(path: string): boolean {
  return /^(\/v1)?\/us-law(\/|$)/.test(path);
}

function productHeaders(ent: Entitlement): Record<string, string> {
  return {
    "X-SVC-Product": ent.products.filter((p) => p !== "registry_raw").join(",") || "none",
    "X-SVC-Product-Surface": "us_law",
    "X-SVC-Product-Scope": ent.inProduct ? "in_product" : "out_of_product",
  };
}

/** The budget is the caller's (key or IP); its size is the entitlement's, so an unlicensed key gets the public budget. */
const budgetKey = (caller: Caller) => caller.rateKey;

function budgetWindows(ent: Entitlement) {
  return { perDay: ent.limits.usLawRecordsPerDay, per30Days: ent.limits.usLawRecordsPer30Days };
}

function budgetMeta(s: BudgetSnapshot, charged: number) {
  return {
    unit: "record",
    charged,
    day: { used: s.day.used, limit: s.day.limit, remaining: s.day.remaining, resets_in_seconds: s.day.resetsInSeconds },
    rolling_30_days: { used: s.rolling.used, limit: s.rolling.limit, remaining: s.rolling.remaining, resets_in_seconds: s.rolling.resetsInSeconds },
  };
}

function rateLimited(decision: RateDecision): ApiError {
  const retryAfter = Math.max(1, decision.retryAfterSeconds);
  return new ApiError("rate_limited", `Rate limit exceeded: ${decision.limit} requests per ${decision.window}. Retry after ${retryAfter} s.`, { retryAfter });
}

/** One line with the root cause, not a multi-kilobyte SQL dump. */
function describeError(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err; e && parts.length < 4; e = (e as { cause?: unknown }).cause) {
    parts.push(String((e as Error).message ?? e).split("\n")[0]!.slice(0, 200));
  }
  return parts.join(" ← ");
}
