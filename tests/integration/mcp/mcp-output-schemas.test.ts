/**
 * The MCP guard: what an MCP client receives must be inside the tool's own outputSchema. The official SDK Client
 * (@modelcontextprotocol/sdk) validates every successful tool result's structuredContent against the outputSchema it
 * got from tools/list, and throws when it is outside; so calling the tools through it, over real HTTP, is the check.
 * Every tool whose arguments can all be left out is called with none, with a key of each tier (anonymous included,
 * each key licensed for both product lines); every tool is also called with its operation's example at the top tier.
 * A tool error must carry the Part 7 error body as the OpenAPI document declares it.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/mcp/route";
import { TIER_NAMES, type TierName } from "@/lib/auth/tiers";
import { operationById } from "@/lib/contract/registry";
import { setRateLimiterForTests } from "@/lib/limits/limiter-instance";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { contractFixtures, ensureUsLawSubset } from "../../support/contract-fixtures";
import { mintKey } from "../../support/keys";
import { startHttpServer } from "../../support/mcp-server";
import { limitedTo } from "../../support/rate-limits";

let server: Awaited<ReturnType<typeof startHttpServer>>;
const keys = {} as Record<TierName, string | undefined>;

async function connect(key: string | undefined): Promise<Client> {
  const client = new Client({ name: "lexatlas-output-guard", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: key ? { headers: { "x-api-key": key } } : undefined }));
  return client;
}

/** The Part 7 error body as /v1/openapi.json declares it. */
const errorBodyValid = (() => {
  const doc = buildOpenApiDocument("http://lexatlas.test") as { components: { schemas: { Error: object } } };
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv);
  return ajv.compile(doc.components.schemas.Error);
})();

/** A tool error must be the Part 7 body; returns its code. */
function expectPart7Error(tool: string, result: Record<string, unknown>): string {
  const text = (result.content as { type: string; text: string }[])[0]!.text;
  const body = JSON.parse(text) as { error: { code: string } };
  expect(errorBodyValid(body), `${tool}: ${text.slice(0, 300)} ${JSON.stringify(errorBodyValid.errors)}`).toBe(true);
  return body.error.code;
}

/** A tool can be called without arguments when its input schema requires none. */
const callableEmpty = (tool: Tool) => ((tool.inputSchema.required as string[] | undefined) ?? []).length === 0;

beforeAll(async () => {
  // The guard is about shapes, not rates: ~40 calls per tier would spend the anonymous per-minute limit.
  setRateLimiterForTests(limitedTo(1_000_000));
  await ensureUsLawSubset();
  for (const tier of TIER_NAMES) keys[tier] = tier === "anonymous" ? undefined : await mintKey(tier, ["ai_law", "us_law"]);
  server = await startHttpServer((request) => POST(request));
}, 180_000);
afterAll(async () => {
  setRateLimiterForTests(null);
  await server?.close();
});

describe("MCP tool results are inside their outputSchema (validated by the SDK client)", () => {
  it.each(TIER_NAMES.map((t) => [t]))("every tool callable without arguments, as %s", async (tier) => {
    const client = await connect(keys[tier]);
    const { tools } = await client.listTools();
    const empty = tools.filter(callableEmpty);
    // Most read tools take only optional filters; a registry where none does would make this test hollow.
    expect(empty.length).toBeGreaterThan(tools.length / 2);
    const errors: string[] = [];
    for (const tool of empty) {
      // Throws (and fails the test) when structuredContent is outside the tool's outputSchema.
      const result = await client.callTool({ name: tool.name, arguments: {} });
      if (result.isError) errors.push(`${tool.name}:${expectPart7Error(tool.name, result)}`);
      else expect(result.structuredContent, tool.name).toBeTruthy();
    }
    // At the top tier every argument-free tool answers, except those needing one of two arguments (a rule the input
    // schema does not express): /obligations and /penalties (jurisdiction or sector), /us-law/compare (branch or domain).
    if (tier === "enterprise") expect(errors.sort()).toEqual(["compare_us_law:invalid_parameter", "list_obligations:invalid_parameter", "list_penalties:invalid_parameter"]);
    await client.close();
  });

  it("every tool with its operation's example arguments, at the top tier", async () => {
    const key = keys.enterprise!;
    const client = await connect(key);
    const { tools } = await client.listTools();
    for (const tool of tools) {
      const op = operationById(tool.name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()))!;
      expect(op, tool.name).toBeDefined();
      const params = op.exampleFixture ? await contractFixtures[op.exampleFixture](key, "198.51.100.200", op) : op.example?.params;
      const args = { ...(op.example?.body ?? {}), ...(op.example?.query ?? {}), ...(params ?? {}) };
      const result = await client.callTool({ name: tool.name, arguments: coerce(tool, args) });
      expect(result.isError, `${tool.name}: ${JSON.stringify(result.content).slice(0, 300)}`).toBeFalsy();
    }
    await client.close();
  });
});

/**
 * Examples hold query strings ("10"); a tool argument declared as a number or boolean is sent as one, as an MCP client
 * following the inputSchema would.
 */
function coerce(tool: Tool, args: Record<string, unknown>): Record<string, unknown> {
  const properties = (tool.inputSchema.properties ?? {}) as Record<string, { type?: string | string[] }>;
  return Object.fromEntries(
    Object.entries(args).map(([name, value]) => {
      const type = properties[name]?.type;
      const types = Array.isArray(type) ? type : [type];
      if (typeof value === "string" && (types.includes("number") || types.includes("integer")) && /^-?\d+(\.\d+)?$/.test(value)) return [name, Number(value)];
      if (typeof value === "string" && types.includes("boolean") && (value === "true" || value === "false")) return [name, value === "true"];
      return [name, value];
    }),
  );
}
