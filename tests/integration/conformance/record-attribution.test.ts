/**
 * SPEC 1.10: every record-like item carries an attribution. EU AI Act provision rows and disclosure rows carry it on
 * both transports: over HTTP, and over MCP through the official SDK client, which validates each tool answer
 * against the tool's outputSchema (so the declared schema must hold the field too). Export rows: export.test.ts.
 */
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/mcp/route";
import { disclosureSchema } from "@/lib/contract/disclosures";
import { provisionSchema } from "@/lib/contract/eu-ai-act";
import { loadRiskFactorDisclosures } from "@/lib/disclosures/load";
import { getDb } from "@/lib/runtime/database";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";
import { startHttpServer } from "../../support/mcp-server";

const ATTRIBUTION = "Data by LexAtlas (CC BY 4.0) - http://lexatlas.test";
let server: Awaited<ReturnType<typeof startHttpServer>>;
let enterprise: string;

beforeAll(async () => {
  const { db } = await getDb();
  await loadRiskFactorDisclosures(db, path.resolve(__dirname, "../../fixtures/disclosures/risk-factors.sample.yaml"));
  enterprise = await mintKey("enterprise");
  server = await startHttpServer((request) => POST(request));
});
afterAll(async () => server?.close());

async function callTool(name: string, args: Record<string, unknown>) {
  const client = new Client({ name: "lexatlas-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers: { "x-api-key": enterprise } } }));
  try {
    await client.listTools(); // the client caches each tool's outputSchema and validates structuredContent against it
    const result = await client.callTool({ name, arguments: args });
    expect(result.isError, name).toBeFalsy();
    return result.structuredContent as { data: Record<string, unknown>[] };
  } finally {
    await client.close();
  }
}

describe("per-item attribution", () => {
  it("the declared row schemas require it", () => {
    expect(provisionSchema.shape.attribution).toBeDefined();
    expect(disclosureSchema.shape.attribution).toBeDefined();
  });

  for (const [what, path, tool, args] of [
    ["EU AI Act provision rows", "/v1/eu-ai-act-provisions?limit=100", "list_eu_ai_act_provisions", { limit: 100 }],
    ["EU AI Act provision rows found by q", "/v1/eu-ai-act-provisions?q=transparency", "list_eu_ai_act_provisions", { q: "transparency" }],
    ["disclosure rows", "/v1/disclosures", "list_disclosures", {}],
  ] as const) {
    it(`${what} carry it over HTTP and over MCP`, async () => {
      const http = await get(path, { key: enterprise });
      expect(http.status).toBe(200);
      expect(http.body.data.length).toBeGreaterThan(0);
      for (const row of http.body.data) expect(row.attribution).toBe(ATTRIBUTION);
      const mcp = await callTool(tool, args);
      expect(mcp.data.length).toBe(http.body.data.length);
      for (const row of mcp.data) expect(row.attribution).toBe(ATTRIBUTION);
    });
  }
});
