import { z } from "zod";
import type { ErrorCode } from "./errors";
import type { ProductLine, TierName } from "@/lib/auth/tiers";

/**
 * One declaration per operation: from it come validation, the handler's types, the OpenAPI document, the docs pages
 * and (later) MCP tools. Nothing about an endpoint is written twice.
 */

export type HttpMethod = "GET" | "POST" | "DELETE";
export type Envelope = "list" | "item" | "raw";
type AnyObject = z.ZodObject<z.ZodRawShape>;

export interface OperationSpec<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
  M extends z.ZodType | undefined = z.ZodType | undefined,
  E extends Envelope = Envelope,
> {
  /** camelCase; stable; also the MCP tool name later. */
  id: string;
  method: HttpMethod;
  /** OpenAPI-style path relative to /v1: "/laws/{id}". */
  path: string;
  tag: string;
  summary: string;
  description: string;
  /**
   * "optional": anonymous allowed, a key raises the tier; "required": 401 without one; "none": the request carries
   * its own credential (a signed token) — any API key sent is ignored, never validated.
   */
  auth: "optional" | "required" | "none";
  /** The product line whose entitlement applies (default "ai_law"); "open" = catalogue data, same for everyone. */
  product?: ProductLine;
  /**
   * Metered on units served (the US-law record budget): counted after execution from the result, charged
   * atomically; a request whose served units exceed what is left is refused whole (429 record_budget_exceeded).
   */
  meter?: { unit: "records"; served: (data: unknown) => number };
  /** A retired contract: answers 410 `corpus_retired` before parsing, gating or metering. */
  retired?: { since: string; message: string };
  /**
   * Non-JSON forms of the result, produced by the kernel from the domain's data. Chosen by `?format=` (the key) or
   * by the Accept header (the content type).
   */
  representations?: Representation[];
  /** Callers below this tier get 403 tier_upgrade_required. */
  minTier?: TierName;
  /** Prose for docs: what is capped or previewed below which tier (never an error). */
  gating?: string;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * `list` → { api_version, data: D[], meta: M }; `item` → { api_version, data: D, meta?: M };
   * `raw` → D is the whole body (Health and Accuracy carry api_version themselves).
   */
  envelope: E;
  data: D;
  meta?: M;
  /** Error codes this operation can answer besides the common ones every operation has. */
  errors: ErrorCode[];
  /** Internal endpoints are absent from OpenAPI and docs. */
  internal?: boolean;
  /**
   * A valid request for docs ("runnable example"), sample responses and the shared contract suite. Path params and
   * query values as strings; `tier` is the least tier that gets a full answer.
   */
  example?: { params?: Record<string, string>; query?: Record<string, string>; body?: Record<string, unknown> };
  /**
   * How the shared contract suite gets a valid example when it needs state first (e.g. "webhook": a subscription
   * owned by the calling key, whose id fills the path; "usLawSubset": the small real US-law test subset is loaded and
   * the example's own params are used). Fixtures live in tests/support/contract-fixtures.ts.
   */
  exampleFixture?: "webhook" | "webhookDelivery" | "usLawSubset" | "usLawExportPart";
  /** Opt out of per-caller rate limiting (only for endpoints authenticated otherwise, e.g. signed links). */
  rateLimited?: boolean;
  /** The documented success status (OpenAPI, contract suite) and the one the kernel answers with; default 200. */
  successStatus?: 200 | 201;
}

export interface Representation {
  /** The `format` query value that selects it, e.g. "ical", "pdf", "csv". */
  formats: string[];
  contentType: string;
  /**
   * Renders the domain's result (what the implementation returned, including its `attachment`) into bytes or a
   * stream; null when this result has no such form (e.g. a preview has no PDF), and the JSON envelope is served.
   */
  render: (result: RepresentationSource, ctx: { siteUrl: string }) => Promise<BodyInit | null> | BodyInit | null;
  /** Extra headers, e.g. Content-Disposition. */
  headers?: (result: RepresentationSource) => Record<string, string>;
  /** Served even when neither `format` nor Accept asks for it (an operation whose only form this is). */
  always?: boolean;
  /** What the bytes hold, for OpenAPI (a non-JSON form has no schema of its own to point at). */
  schemaDescription?: string;
}

export interface RepresentationSource {
  data: unknown;
  meta?: unknown;
  attachment?: unknown;
}

export type Operation = OperationSpec<
  AnyObject | undefined,
  AnyObject | undefined,
  z.ZodType | undefined,
  z.ZodType,
  z.ZodType | undefined,
  Envelope
>;

export function defineOperation<
  P extends AnyObject | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
  M extends z.ZodType | undefined = undefined,
  E extends Envelope = Envelope,
>(spec: OperationSpec<P, Q, B, D, M, E>): OperationSpec<P, Q, B, D, M, E> {
  return spec;
}

/** `body?: B` makes Op["body"] `B | undefined`; an operation that declares a schema always gets parsed input. */
type Infer<T> = [T] extends [undefined] ? undefined : z.output<NonNullable<T> & z.ZodType>;

export interface OperationInput<Op extends Operation> {
  params: Infer<Op["params"]>;
  query: Infer<Op["query"]>;
  body: Infer<Op["body"]>;
}

/** What a handler returns for a JSON operation; the kernel wraps it in the envelope. */
export type OperationResult<Op extends Operation> = Op["envelope"] extends "raw"
  ? { data: z.input<Op["data"]>; status?: number; headers?: Record<string, string> }
  : {
      data: Op["envelope"] extends "list" ? z.input<Op["data"]>[] : z.input<Op["data"]>;
      meta?: Op["meta"] extends z.ZodType ? z.input<Op["meta"]> : Record<string, unknown>;
      status?: number;
      headers?: Record<string, string>;
      /** Material for a declared representation (e.g. the report snapshot a PDF prints); never serialised as JSON. */
      attachment?: unknown;
    };

/** The full JSON body schema of a successful response, as documented in OpenAPI. */
export function responseBodySchema(op: Operation): z.ZodType {
  if (op.envelope === "raw") return op.data;
  const base = {
    api_version: z.literal("v1"),
    data: op.envelope === "list" ? z.array(op.data) : op.data,
  };
  if (!op.meta) return z.object(base);
  return z.object({ ...base, meta: op.envelope === "list" ? op.meta : op.meta.optional() });
}
