import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import {
  CallToolRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type CallToolResult,
} from "@modelcontextprotocol/sdk/types.js";
import { boundById } from "@/lib/api/registry";
import { callerHeaders } from "@/lib/auth/caller";
import { config } from "@/lib/config";
import { answerHeaders, invoke } from "@/lib/http/kernel";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { mcpTools, type McpTool } from "./tools";

/**
 * The read-only MCP endpoint (SPEC 1 item 12) over Streamable HTTP, stateless: every POST gets a fresh server and
 * transport answering in JSON. A tool call runs the same kernel path as REST (caller from x-api-key or Bearer, rate
 * limit shared with REST, metering, gating, envelope) and returns the same JSON; an error is a tool error carrying
 * the Part 7 body.
 */

const INSTRUCTIONS =
  "LexAtlas: a curated, audited dataset of AI laws (state, federal, EU, global), a deterministic compliance layer, a " +
  "US-law metadata corpus and an enforcement registry. Every tool mirrors a GET of the public REST API at /v1 and " +
  "returns the same JSON envelope { api_version, data, meta }. Send your API key in the x-api-key header; without " +
  "it the anonymous tier applies. Data by LexAtlas (CC BY 4.0); informational, not legal advice.";

/** The query string form of one tool argument (the REST parameter it mirrors). */
function queryValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(",");
  if (value !== null && typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * Runs one tool call through the kernel. `onRateHeaders` receives the X-RateLimit-* headers of the request the call
 * counted (the MCP endpoint puts them on its HTTP answer).
 */
export async function callTool(
  tool: McpTool,
  args: Record<string, unknown>,
  requestHeaders: Headers,
  onRateHeaders?: (headers: Record<string, string>) => void,
): Promise<CallToolResult> {
  const params: Record<string, string> = {};
  const query: [string, string][] = [];
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined || value === null) continue;
    if (tool.pathKeys.includes(name)) params[name] = queryValue(value);
    else if (tool.bodyKeys.includes(name)) body[name] = value;
    // Unknown arguments go to the query, where the kernel answers invalid_parameter naming them (as REST does).
    else query.push([name, queryValue(value)]);
  }
  const outcome = await invoke(tool.bound, {
    params,
    query,
    body: tool.bodyKeys.length ? JSON.stringify(body) : undefined,
    // The caller resolves from the same headers, by the same code, as over HTTP (key, and client address by TRUST_PROXY).
    headers: callerHeaders(requestHeaders),
  });
  onRateHeaders?.(rateHeadersOf(outcome.headers));
  if (outcome.kind === "bytes") {
    return { content: [{ type: "text", text: typeof outcome.body === "string" ? outcome.body : `(${outcome.contentType})` }] };
  }
  const text = JSON.stringify(outcome.body);
  if (outcome.status >= 400) return { isError: true, content: [{ type: "text", text }] };
  return { content: [{ type: "text", text }], structuredContent: outcome.body as Record<string, unknown> };
}

function rateHeadersOf(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase().startsWith("x-ratelimit-")));
}

function resources(siteUrl: string) {
  const list = [
    {
      uri: "lexatlas://openapi.json",
      name: "openapi",
      title: "LexAtlas OpenAPI 3.1 document",
      mimeType: "application/json",
      read: async () => JSON.stringify(buildOpenApiDocument(siteUrl)),
    },
  ];
  const taxonomy = boundById("getUsLawTaxonomy");
  if (taxonomy) {
    list.push({
      uri: "lexatlas://us-law/taxonomy",
      name: "us-law-taxonomy",
      title: "US-law taxonomy: 33 branches, 227 subcategories",
      mimeType: "application/json",
      read: async () => {
        const outcome = await invoke(taxonomy, { params: {}, query: [], headers: new Headers() });
        return JSON.stringify(outcome.kind === "json" ? outcome.body : null);
      },
    });
  }
  return list;
}

function buildServer(requestHeaders: Headers, onRateHeaders: (headers: Record<string, string>) => void): Server {
  const server = new Server({ name: "lexatlas", title: "LexAtlas", version: "1.0.0" }, { capabilities: { tools: {}, resources: {} }, instructions: INSTRUCTIONS });
  const tools = mcpTools();
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map((t) => ({
      name: t.name,
      title: t.bound.op.summary,
      description: t.description,
      inputSchema: t.inputSchema,
      outputSchema: t.outputSchema,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (req) => {
    const tool = tools.find((t) => t.name === req.params.name);
    if (!tool) {
      const error = { api_version: "v1", error: { code: "not_found", message: `No tool named '${req.params.name}'. tools/list names them all.` } };
      return { isError: true, content: [{ type: "text", text: JSON.stringify(error) }] };
    }
    return callTool(tool, (req.params.arguments ?? {}) as Record<string, unknown>, requestHeaders, onRateHeaders);
  });
  const siteUrl = config().publicBaseUrl;
  server.setRequestHandler(ListResourcesRequestSchema, async () => ({
    resources: resources(siteUrl).map(({ read: _read, ...r }) => r),
  }));
  server.setRequestHandler(ReadResourceRequestSchema, async (req) => {
    const found = resources(siteUrl).find((r) => r.uri === req.params.uri);
    if (!found) throw new Error(`Unknown resource ${req.params.uri}`);
    return { contents: [{ uri: found.uri, mimeType: found.mimeType, text: await found.read() }] };
  });
  return server;
}

/**
 * POST carries JSON-RPC; sessions are not kept, so GET (an event stream) and DELETE (end a session) answer 405.
 * Every HTTP answer carries the caller's X-RateLimit-* (SPEC 8.1): those of the last tool call it ran, which counted
 * as a request of the API; otherwise (initialize, tools/list, a 405) where the caller stands, counting nothing.
 */
export async function handleMcpRequest(request: Request): Promise<Response> {
  let counted: Record<string, string> | null = null;
  let response: Response;
  if (request.method !== "POST") {
    response = new Response(JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message: "Method not allowed: this MCP endpoint is stateless; POST JSON-RPC." }, id: null }), {
      status: 405,
      headers: { "Content-Type": "application/json", Allow: "POST", "Access-Control-Allow-Origin": "*" },
    });
  } else {
    const server = buildServer(request.headers, (headers) => (counted = headers));
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      response = await transport.handleRequest(request);
    } finally {
      void server.close();
    }
  }
  const rateHeaders = counted ?? rateHeadersOf(await answerHeaders(callerHeaders(request.headers), null));
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(rateHeaders)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
