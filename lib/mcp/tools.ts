import { z } from "zod";
import { boundOperations } from "@/lib/api/registry";
import type { BoundOperation } from "@/lib/http/kernel";
import { accessMarkdown } from "@/lib/contract/access-rules";
import { responseBodySchema, type Operation } from "@/lib/http/operation";

/**
 * MCP tools generated from the operation registry: every public read operation is a tool, with no MCP-specific code
 * per operation. Its name is the operation id in snake_case (listLaws → list_laws), its description the operation's
 * summary and description, its inputSchema the path + query (+ body) schemas, its outputSchema the response schema.
 * Operations that write (key management, webhook changes, issuing a quota-counted report) are excluded, each with a
 * reason — a test fails if an operation is neither a tool nor excluded.
 */

export const EXCLUDED_FROM_MCP: Record<string, string> = {
  createKey: "key management writes a key; sign up on the website or with POST /v1/keys",
  createAuthToken: "key management writes a key (alias of POST /keys)",
  deleteMe: "revokes the calling key: a write",
  createWebhook: "creates a subscription: a write",
  deleteWebhook: "deletes a subscription: a write",
  createReport: "issues a report counted against the monthly quota and stores it: a write",
  getOpenApi: "served as the MCP resource lexatlas://openapi.json instead of a tool",
  retryWebhookDelivery: "re-queues a delivery: a write",
  replayWebhookDeliveries: "re-queues deliveries: a write",
  enableWebhook: "re-activates a subscription: a write",
  listUsLawOpinions: "retired contract: answers 410 corpus_retired for any input (documented over REST only)",
  getUsLawOpinion: "retired contract: answers 410 corpus_retired for any input (documented over REST only)",
  listUsLawCourts: "retired contract: answers 410 corpus_retired for any input (documented over REST only)",
  downloadUsLawExport: "streams a bulk file authenticated by a signed token; fetch the part URL from the manifest over HTTP",
};

/** POST operations that only read (they take a body because their input is a profile, not a filter). */
const READ_ONLY_POSTS = new Set(["assess"]);

export function isMcpTool(op: Operation): boolean {
  if (op.internal || op.id in EXCLUDED_FROM_MCP) return false;
  return op.method === "GET" || READ_ONLY_POSTS.has(op.id);
}

export const toolName = (op: Operation) => op.id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export interface McpTool {
  name: string;
  bound: BoundOperation;
  description: string;
  inputSchema: JsonObject;
  outputSchema: JsonObject;
  /** Which argument names fill the path, the query and the body. */
  pathKeys: string[];
  queryKeys: string[];
  bodyKeys: string[];
}

type JsonObject = { type: "object"; [k: string]: unknown };

/** JSON Schema draft-07 (what the SDK's Ajv validates), self-contained (its own definitions). */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonObject {
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-7" }) as Record<string, unknown>;
  delete json.$schema;
  // A root that is itself a named schema comes out as a bare $ref; MCP wants `type: "object"` at the root.
  const ref = typeof json.$ref === "string" ? /^#\/definitions\/(.+)$/.exec(json.$ref)?.[1] : undefined;
  const definitions = json.definitions as Record<string, Record<string, unknown>> | undefined;
  if (ref && definitions?.[ref]) {
    const { $ref: _ref, ...rest } = json;
    return { ...definitions[ref], ...rest } as JsonObject;
  }
  return json as JsonObject;
}

function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
}

function toolFor(bound: BoundOperation): McpTool {
  const { op } = bound;
  const path = shapeOf(op.params);
  const query = shapeOf(op.query);
  const body = shapeOf(op.body);
  const input = z.object({ ...body, ...query, ...path });
  const notes = [
    op.description,
    `Access:\n${accessMarkdown(op)}`,
    `Same as ${op.method} /v1${op.path}; the same key (x-api-key header on the MCP request) and limits apply.`,
  ];
  return {
    name: toolName(op),
    bound,
    description: `${op.summary}. ${notes.join("\n\n")}`,
    inputSchema: jsonSchema(input, "input"),
    outputSchema: jsonSchema(responseBodySchema(op), "output"),
    pathKeys: Object.keys(path),
    queryKeys: Object.keys(query),
    bodyKeys: Object.keys(body),
  };
}

let cache: McpTool[] | null = null;

export function mcpTools(): McpTool[] {
  cache ??= boundOperations.filter((b) => isMcpTool(b.op)).map(toolFor);
  return cache;
}
