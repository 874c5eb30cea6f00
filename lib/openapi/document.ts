import { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "@/lib/http/errors";
import { responseBodySchema, type Operation } from "@/lib/http/operation";
import { accessMarkdown, isTierCap, TIER_CAP_KEYWORD, tierCapNote } from "@/lib/contract/access-rules";
import { publicOperations } from "@/lib/contract/registry";
import { usLawWebhookPayloadSchema, webhookEventEnum, webhookPayloadSchema } from "@/lib/contract/webhooks";

type JsonSchema = Record<string, unknown>;

/** Errors every operation can answer, whatever it declares: the kernel produces them. */
export const COMMON_ERRORS: ErrorCode[] = ["invalid_key", "key_revoked", "rate_limited", "internal_error"];

/**
 * zod → JSON Schema 2020-12 (which OpenAPI 3.1 uses as is). Named schemas (`.meta({ id })`) are hoisted into
 * components.schemas so the document references each once.
 */
function toSchema(schema: z.ZodType, io: "input" | "output", components: Record<string, JsonSchema>): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  delete json.$schema;
  const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
  delete json.$defs;
  for (const [id, def] of Object.entries(defs)) components[id] ??= rewriteRefs(def) as JsonSchema;
  return rewriteRefs(json) as JsonSchema;
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === "$ref" && typeof v === "string" ? v.replace("#/$defs/", "#/components/schemas/") : rewriteRefs(v),
      ]),
    );
  }
  return value;
}

const errorBody: JsonSchema = {
  type: "object",
  required: ["api_version", "error"],
  properties: {
    api_version: { type: "string", const: "v1" },
    error: {
      type: "object",
      required: ["code", "message", "docs"],
      properties: {
        code: { type: "string", enum: Object.keys(ERROR_CODES) },
        message: { type: "string" },
        docs: { type: "string", format: "uri" },
        param: { type: "string", description: "The parameter at fault (400), or the path parameter of the wrong form (404)." },
        required_tier: { type: "string", description: "The tier that opens the operation (403 tier_upgrade_required)." },
        retry_after: { type: "integer", description: "Seconds to wait (429)." },
        request_id: { type: "string", description: "Quote it when reporting a 500." },
        window: {
          type: "string",
          enum: ["day", "rolling_30_days"],
          description: "The record-budget window that refused the request (429 record_budget_exceeded); retry_after is its reset.",
        },
        records_available: {
          type: "integer",
          description: "Records a request may take now (429 record_budget_exceeded): a smaller page of at most this many is served at once.",
        },
        records_requested: { type: "integer", description: "Records the refused page or export part holds (429 record_budget_exceeded)." },
      },
    },
  },
};

/**
 * Sentences every operation of a kind carries, generated from its declaration so none can be forgotten: a list that
 * takes no limit says it is unpaged (SPEC 4 "common pagination" is limit/offset where a list pages; the endpoint
 * tables give these lists no parameters, and strict parsing refuses an undeclared one rather than ignore it).
 */
export function generatedNotesOf(op: Operation): string[] {
  const notes: string[] = [];
  const query = op.query ? Object.keys(op.query.shape) : [];
  if (op.envelope === "list" && !op.retired && !query.includes("limit")) {
    notes.push(
      "Unpaged: the whole list comes in one answer. It takes no limit or offset: like any parameter it does not declare, they answer 400 invalid_parameter naming them, never silently ignored.",
    );
  }
  return notes;
}

/** The one rule every path parameter follows (lib/http/request-input.ts), stated on each. */
export const PATH_PARAMETER_RULE = "A value that names nothing — unknown or malformed — answers 404 not_found.";

function parametersOf(op: Operation, where: "path" | "query", components: Record<string, JsonSchema>) {
  const shape = where === "path" ? op.params?.shape : op.query?.shape;
  if (!shape) return [];
  return Object.entries(shape).map(([name, schema]) => {
    const s = schema as z.ZodType;
    const json = toSchema(s, "input", components);
    const cap = json[TIER_CAP_KEYWORD];
    const perTier = isTierCap(cap) ? tierCapNote(cap, op) : null;
    let description = [json.description as string | undefined, perTier].filter(Boolean).join(" ") || undefined;
    delete json.description;
    if (where === "path" && !op.retired) description = description ? `${description} ${PATH_PARAMETER_RULE}` : PATH_PARAMETER_RULE;
    return {
      name,
      in: where,
      required: where === "path" ? true : !s.safeParse(undefined).success,
      ...(description ? { description } : {}),
      schema: json,
    };
  });
}

/** The media types of an operation's declared representations (PDF, iCal, CSV, NDJSON), besides JSON. */
export function contentTypesOf(op: Operation): string[] {
  return (op.representations ?? []).map((r) => r.contentType.split(";")[0]!.trim());
}

/** The status a successful call answers, as documented: declared on the operation, 200 unless it says otherwise. */
export function successStatusOf(op: Operation): 200 | 201 {
  return op.successStatus ?? 200;
}

/**
 * The codes an operation can answer: its own, the kernel's common ones, and those its shape implies. Query strings
 * are strict (lib/http/request-input.ts): an unknown parameter is a 400 on every operation, also on one that takes
 * none. A retired operation answers 410 before reading its input, so it declares no 400 (and no success: see
 * responsesOf).
 */
export function errorCodesOf(op: Operation): ErrorCode[] {
  const codes = new Set<ErrorCode>([...op.errors, ...COMMON_ERRORS]);
  if (!op.retired) {
    codes.add("invalid_parameter");
    if (op.params) codes.add("not_found");
  }
  if (op.minTier) codes.add("tier_upgrade_required");
  if (op.auth === "required") codes.add("key_required");
  return [...codes].sort((a, b) => ERROR_CODES[a].status - ERROR_CODES[b].status || a.localeCompare(b));
}

/**
 * The responses object of one operation: its success status with the JSON body schema (and its representations'
 * media types), and every error status it can answer. Exported for internal operations, which are absent from the
 * document but answer the same way (the integration suite's response guard checks them against this too).
 */
export function responsesOf(op: Operation, components: Record<string, JsonSchema>) {
  const responses: Record<string, unknown> = {};
  // A retired contract never succeeds (410 corpus_retired for any input): it declares only what it answers.
  if (!op.retired) {
    const content: Record<string, unknown> = {
      "application/json": { schema: toSchema(responseBodySchema(op), "output", components) },
    };
    // A JSON representation keeps the declared schema (it is what the bytes hold); the others are described.
    for (const rep of op.representations ?? []) {
      const type = rep.contentType.split(";")[0]!.trim();
      if (type === "application/json") continue;
      content[type] = { schema: { type: "string", format: "binary", ...(rep.schemaDescription ? { description: rep.schemaDescription } : {}) } };
    }
    responses[String(successStatusOf(op))] = { description: "Success", content };
  }
  const codes = errorCodesOf(op);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: list.map((c) => `\`${c}\`: ${ERROR_CODES[c].description}`).join(" "),
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    };
  }
  return responses;
}

/** The components every document starts from (the Part 7 error body); named schemas are added as operations use them. */
export function baseComponents(): Record<string, JsonSchema> {
  return { Error: errorBody };
}

const WEBHOOK_SUMMARIES: Record<(typeof webhookEventEnum.options)[number], string> = {
  "law.created": "A law record was first observed (change_kind insert)",
  "law.updated": "A law record changed (change_kind update)",
  "us_law.created": "A live sync first observed a US-law record (opt-in; change_kind insert)",
  "us_law.updated": "A live sync observed a change to a US-law record (opt-in; change_kind update)",
};

export function buildOpenApiDocument(publicBaseUrl: string): Record<string, unknown> {
  const components = baseComponents();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of publicOperations) {
    const parameters = [...parametersOf(op, "path", components), ...parametersOf(op, "query", components)];
    paths[op.path] ??= {};
    paths[op.path]![op.method.toLowerCase()] = {
      operationId: op.id,
      summary: op.summary,
      // Markdown (CommonMark), as OpenAPI specifies: the summary sentence, the details, then who may call it and what it costs.
      description: `${[op.description, ...generatedNotesOf(op)].join("\n\n")}\n\n**Access**\n\n${accessMarkdown(op)}`,
      tags: [op.tag],
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? { requestBody: { required: true, content: { "application/json": { schema: toSchema(op.body, "input", components) } } } }
        : {}),
      responses: responsesOf(op, components),
      security: op.auth === "required" ? [{ ApiKeyHeader: [] }, { BearerAuth: [] }] : [{}, { ApiKeyHeader: [] }, { BearerAuth: [] }],
      "x-min-tier": op.minTier ?? "anonymous",
    };
  }
  // OpenAPI 3.1 describes what we POST to subscribers as top-level `webhooks`, one entry per event.
  const payloadSchema = toSchema(webhookPayloadSchema, "output", components);
  const usLawPayloadSchema = toSchema(usLawWebhookPayloadSchema, "output", components);
  const signatureHeaders = {
    "X-SVC-Signature": { description: "sha256=<hex HMAC-SHA256 of \"<X-SVC-Timestamp>.<raw body>\"> under the signing secret", schema: { type: "string" } },
    "X-SVC-Timestamp": { description: "Unix seconds, signed with the body; reject a large skew", schema: { type: "string" } },
    "X-SVC-Event": { schema: { type: "string", enum: [...webhookEventEnum.options] } },
    "X-SVC-Event-Id": { description: "The change's event_id, the same on every attempt: de-duplicate on it (per X-SVC-Webhook-Id)", schema: { type: "string", format: "uuid" } },
    "X-SVC-Delivery": { description: "This attempt's delivery_id, unique per attempt (a retry has a new one): for tracing, not for de-duplication", schema: { type: "string", format: "uuid" } },
    "X-SVC-Attempt": { description: "The attempt number of this delivery: 1 to 6 on the automatic schedule; each manual retry or replay adds one", schema: { type: "integer" } },
    "X-SVC-Webhook-Id": { schema: { type: "string", format: "uuid" } },
  };
  const webhooks = Object.fromEntries(
    webhookEventEnum.options.map((event) => [
      event,
      {
        post: {
          summary: WEBHOOK_SUMMARIES[event],
          parameters: Object.entries(signatureHeaders).map(([name, h]) => ({ name, in: "header", required: true, ...h })),
          requestBody: { required: true, content: { "application/json": { schema: event.startsWith("us_law.") ? usLawPayloadSchema : payloadSchema } } },
          responses: { "200": { description: "Any 2xx acknowledges the delivery; anything else is retried (up to 6 attempts, then dead-lettered)." } },
        },
      },
    ]),
  );
  return {
    openapi: "3.1.0",
    info: {
      title: "LexAtlas API",
      version: "v1",
      description:
        "Read-only JSON API over an audited dataset of AI laws (state, federal, EU, global). Data CC BY 4.0: attribute " +
        "'Data by LexAtlas (CC BY 4.0)' with a link. Informational, not legal advice.",
      license: { name: "CC BY 4.0 (data)", url: "https://creativecommons.org/licenses/by/4.0/" },
    },
    servers: [{ url: `${publicBaseUrl}/v1` }],
    // The read-only MCP endpoint (Streamable HTTP) serving every read operation as a tool.
    "x-mcp-url": `${publicBaseUrl}/mcp`,
    tags: [...new Set(publicOperations.map((o) => o.tag))].map((name) => ({ name })),
    paths,
    webhooks,
    components: {
      schemas: components,
      securitySchemes: {
        ApiKeyHeader: { type: "apiKey", in: "header", name: "X-API-Key" },
        BearerAuth: { type: "http", scheme: "bearer", description: "The same API key as a bearer token." },
      },
    },
  };
}
