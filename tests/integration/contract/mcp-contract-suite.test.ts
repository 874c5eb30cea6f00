/**
 * The shared contract suite's security checks over the MCP path: every generated tool, called as an MCP client's
 * tools/call would reach it (lib/mcp/server.ts callTool), answers a malformed or unknown key, a revoked key, an
 * unknown argument and a spent rate window exactly as REST does — as a tool error carrying the Part 7 body.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "@/lib/auth/caller";
import { setRateLimiterForTests } from "@/lib/limits/limiter-instance";
import { callTool } from "@/lib/mcp/server";
import { mcpTools, type McpTool } from "@/lib/mcp/tools";
import { del } from "../../support/api";
import { contractFixtures } from "../../support/contract-fixtures";
import { mintKey } from "../../support/keys";
import { limitedTo } from "../../support/rate-limits";

let ip = 0;
const headersFor = (key?: string) => {
  const h = new Headers({ [CLIENT_IP_HEADER]: `198.51.100.${(++ip % 250) + 1}` });
  if (key) h.set("x-api-key", key);
  return h;
};

async function argsFor(tool: McpTool, key: string): Promise<Record<string, unknown>> {
  const { op } = tool.bound;
  const params = op.exampleFixture ? await contractFixtures[op.exampleFixture](key, `198.51.100.${(++ip % 250) + 1}`, op) : op.example?.params;
  return { ...(op.example?.body ?? {}), ...(op.example?.query ?? {}), ...(params ?? {}) };
}

const errorOf = (result: { content: unknown; isError?: boolean }) => {
  expect(result.isError).toBe(true);
  return JSON.parse((result.content as { text: string }[])[0]!.text).error as { code: string; param?: string; retry_after?: number };
};

let enterpriseKey: string;
beforeAll(async () => {
  // Licensed for both product lines, so licence-only operations (US-law bulk export) succeed too.
  enterpriseKey = await mintKey("enterprise", ["ai_law", "us_law"]);
});
afterEach(() => setRateLimiterForTests(null));

describe.each(mcpTools().map((t) => [t.name, t] as const))("MCP tool %s", (_name, tool) => {
  it("succeeds with the operation's example and returns structured content", async () => {
    const result = await callTool(tool, await argsFor(tool, enterpriseKey), headersFor(enterpriseKey));
    expect(result.isError, JSON.stringify(result.content).slice(0, 300)).toBeFalsy();
    expect(result.structuredContent).toBeTruthy();
  });

  it("a malformed or unknown key is a tool error invalid_key, never anonymous", async () => {
    for (const key of ["lex_free_short", "lex_free_" + "A".repeat(36)]) {
      expect(errorOf(await callTool(tool, await argsFor(tool, enterpriseKey), headersFor(key))).code).toBe("invalid_key");
    }
  });

  it("a revoked key is a tool error key_revoked", async () => {
    const key = await mintKey("pro");
    await del("/v1/me", { key });
    expect(errorOf(await callTool(tool, await argsFor(tool, enterpriseKey), headersFor(key))).code).toBe("key_revoked");
  });

  it("an unknown argument is a tool error invalid_parameter naming it", async () => {
    const error = errorOf(await callTool(tool, { ...(await argsFor(tool, enterpriseKey)), bogus_param: "1" }, headersFor(enterpriseKey)));
    expect(error).toMatchObject({ code: "invalid_parameter", param: "bogus_param" });
  });

  it("a spent rate window is a tool error rate_limited with retry_after", async () => {
    const args = await argsFor(tool, enterpriseKey);
    setRateLimiterForTests(limitedTo(1));
    const headers = headersFor(enterpriseKey);
    expect((await callTool(tool, args, headers)).isError).toBeFalsy();
    const error = errorOf(await callTool(tool, args, headers));
    expect(error.code).toBe("rate_limited");
    expect(error.retry_after).toBeGreaterThan(0);
  });
});
