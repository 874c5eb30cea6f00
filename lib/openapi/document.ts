import { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "@/lib/http/errors";
import { responseBodySchema, type Operation } from "@/lib/http/operation";
import { TIERS } from "@/lib/auth/tiers";
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
        param: { type: "string", description: "The parameter at fault (400)." },
        required_tier: { type: "string", description: "The tier that opens the operation (403 tier_upgrade_required)." },
        retry_after: { type: "integer", description: "Seconds to wait (429)." },
        request_id: { type: "string", description: "Quote it when reporting a 500." },
      },
    },
  },
};

function parametersOf(op: Operation, where: "path" | "query", components: Record<string, JsonSchema>) {
  const shape = where === "path" ? op.params?.shape : op.query?.shape;
  if (!shape) return [];
  return Object.entries(shape).map(([name, schema]) => {
    const s = schema as z.ZodType;
    const json = toSchema(s, "input", components);
    const description = (json.description as string | undefined) ?? undefined;
    delete json.description;
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

function responsesOf(op: Operation, components: Record<string, JsonSchema>) {
  const successStatus = String(successStatusOf(op));
  const content: Record<string, unknown> = {
    "application/json": { schema: toSchema(responseBodySchema(op), "output", components) },
  };
  for (const type of contentTypesOf(op)) content[type] = { schema: { type: "string", format: "binary" } };
  const responses: Record<string, unknown> = { [successStatus]: { description: "Success", content } };
  const codes = [
    ...new Set<ErrorCode>([
      ...op.errors,
      ...COMMON_ERRORS,
      ...(op.query || op.params || op.body ? (["invalid_parameter"] as const) : []),
      ...(op.minTier ? (["tier_upgrade_required"] as const) : []),
      ...(op.auth === "required" ? (["key_required"] as const) : []),
    ]),
  ];
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

const WEBHOOK_SUMMARIES: Record<(typeof webhookEventEnum.options)[number], string> = {
  "law.created": "A law record was first observed (change_kind insert)",
  "law.updated": "A law record changed (change_kind update)",
  "us_law.created": "A live sync first observed a US-law record (opt-in; change_kind insert)",
  "us_law.updated": "A live sync observed a change to a US-law record (opt-in; change_kind update)",
};

export function buildOpenApiDocument(publicBaseUrl: string): Record<string, unknown> {
  const components: Record<string, JsonSchema> = { Error: errorBody };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of publicOperations) {
    const parameters = [...parametersOf(op, "path", components), ...parametersOf(op, "query", components)];
    const tierNote = op.minTier ? `\n\nRequires the ${TIERS[op.minTier].label} tier or above.` : "";
    const gatingNote = op.gating ? `\n\n${op.gating}` : "";
    paths[op.path] ??= {};
    paths[op.path]![op.method.toLowerCase()] = {
      operationId: op.id,
      summary: op.summary,
      description: op.description + tierNote + gatingNote,
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
    "X-SVC-Delivery": { description: "Delivery id, stable across retries: the idempotency key", schema: { type: "string", format: "uuid" } },
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
