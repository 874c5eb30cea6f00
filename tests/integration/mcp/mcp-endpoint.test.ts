/**
 * The MCP endpoint through the official SDK client over real HTTP: initialize, tools generated from the registry
 * with valid JSON Schemas, tool calls returning the same data as REST for the same caller, tier caps, errors as tool
 * errors with the Part 7 body, and the rate limit shared with REST.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/mcp/route";
import { boundOperations } from "@/lib/api/registry";
import { operations } from "@/lib/contract/registry";
import { createUnitBudget, setRecordBudgetForTests } from "@/lib/limits/budget-instance";
import { setRateLimiterForTests } from "@/lib/limits/limiter-instance";
import { EXCLUDED_FROM_MCP, isMcpTool, toolName } from "@/lib/mcp/tools";
import { del, get } from "../../support/api";
import { mintKey } from "../../support/keys";
import { limitedTo } from "../../support/rate-limits";
import { startHttpServer } from "../../support/mcp-server";

let server: Awaited<ReturnType<typeof startHttpServer>>;

/** One HTTP answer the client received: the JSON-RPC method it answered, its status and headers. */
interface Exchange {
  method: string;
  status: number;
  headers: Headers;
}

async function connect(key?: string, extraHeaders: Record<string, string> = {}, exchanges?: Exchange[]): Promise<Client> {
  const client = new Client({ name: "lexatlas-test", version: "1.0.0" });
  const headers = { ...extraHeaders, ...(key ? { "x-api-key": key } : {}) };
  const transport = new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
    requestInit: Object.keys(headers).length ? { headers } : undefined,
    fetch: exchanges
      ? async (url, init) => {
          const res = await fetch(url, init);
          const method = typeof init?.body === "string" ? (JSON.parse(init.body) as { method?: string }).method ?? "?" : init?.method ?? "?";
          exchanges.push({ method, status: res.status, headers: res.headers });
          return res;
        }
      : undefined,
  });
  await client.connect(transport);
  return client;
}

const textOf = (result: unknown) => ((result as { content: { type: string; text: string }[] }).content)[0]!.text;

beforeAll(async () => {
  server = await startHttpServer((request) => POST(request));
});
afterAll(async () => server?.close());
afterEach(() => {
  setRateLimiterForTests(null);
  setRecordBudgetForTests(null);
  delete process.env.TRUST_PROXY;
});

/** A real limiter whose windows allow `limit` requests, noting every rate key it counts. */
function countingLimiter(limit: number, keys: string[]) {
  setRateLimiterForTests(limitedTo(limit, undefined, (key) => keys.push(key)));
}

/** The real record budget, noting the key of every look-up and charge (whatever its methods are). */
function recordingBudget(keys: string[]) {
  const real = createUnitBudget({});
  setRecordBudgetForTests(
    new Proxy(real, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          if (typeof args[0] === "string") keys.push(args[0]);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    }),
  );
}

describe("MCP endpoint", () => {
  it("initializes and lists one tool per read operation, each with valid input and output JSON Schemas", async () => {
    const client = await connect();
    expect(client.getServerVersion()?.name).toBe("lexatlas");
    const { tools } = await client.listTools();
    const expected = boundOperations.filter((b) => isMcpTool(b.op)).map((b) => toolName(b.op)).sort();
    expect(tools.map((t) => t.name).sort()).toEqual(expected);
    expect(tools.map((t) => t.name)).toContain("list_laws");
    expect(tools.map((t) => t.name)).toContain("assess");
    const validator = new AjvJsonSchemaValidator(); // the SDK client's own validator
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe("object");
      expect(tool.outputSchema?.type, tool.name).toBe("object");
      expect(() => validator.getValidator(tool.inputSchema), tool.name).not.toThrow();
      expect(() => validator.getValidator(tool.outputSchema!), tool.name).not.toThrow();
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
    await client.close();
  });

  it("every operation is a tool or on the exclusion list with a reason; no write is a tool", () => {
    for (const op of operations.filter((o) => !o.internal)) {
      const tool = isMcpTool(op);
      expect(tool || (EXCLUDED_FROM_MCP[op.id] ?? "").length > 10, `${op.id} is neither a tool nor excluded`).toBe(true);
      if (op.method !== "GET") expect(tool ? op.id : "write", op.id).toBe(op.id === "assess" ? "assess" : "write");
    }
  });

  it("a tool call returns the same data as the REST call for the same caller, capped the same way", async () => {
    const key = await mintKey("free");
    const rest = await get("/v1/laws?scope=state&limit=50&sort=title&order=asc", { key });
    const client = await connect(key);
    const result = await client.callTool({ name: "list_laws", arguments: { scope: "state", limit: 50, sort: "title", order: "asc" } });
    expect(result.isError).toBeFalsy();
    const structured = result.structuredContent as { data: { id: string }[]; meta: { gated?: string[]; limit: number } };
    expect(structured.data).toEqual(rest.body.data);
    expect(structured.meta.gated).toEqual(rest.body.meta.gated);
    expect(structured.data).toHaveLength(25); // the free tier's page cap, reported in meta.gated
    expect(JSON.parse(textOf(result))).toEqual(structured);

    const anon = await connect();
    const anonResult = await anon.callTool({ name: "list_laws", arguments: { scope: "state", limit: 50 } });
    const anonData = (anonResult.structuredContent as { data: Record<string, unknown>[] }).data;
    expect(anonData).toHaveLength(5);
    expect(anonData[0]).not.toHaveProperty("summary"); // the anonymous trimmed envelope
    await client.close();
    await anon.close();
  });

  it("one call per tool family matches REST: a record by id, the compliance layer, catalogues", async () => {
    const key = await mintKey("pro");
    const client = await connect(key);
    const laws = (await get("/v1/laws?limit=1", { key })).body.data;
    const byId = await client.callTool({ name: "get_law", arguments: { id: laws[0].id } });
    expect((byId.structuredContent as { data: unknown }).data).toEqual((await get(`/v1/laws/${laws[0].id}`, { key })).body.data);
    const assess = await client.callTool({ name: "assess", arguments: { state: "colorado", sector: "employment", aiUse: ["hiring"] } });
    expect(assess.isError).toBeFalsy();
    expect((assess.structuredContent as { data: { risk: { score: number } } }).data.risk.score).toBeGreaterThanOrEqual(1);
    const states = await client.callTool({ name: "list_states", arguments: {} });
    expect((states.structuredContent as { data: unknown }).data).toEqual((await get("/v1/states")).body.data);
    await client.close();
  });

  it("errors are tool errors carrying the Part 7 body: bad parameter, tier gate, unknown id", async () => {
    const client = await connect();
    const bad = await client.callTool({ name: "list_laws", arguments: { limit: 1000 } });
    expect(bad.isError).toBe(true);
    expect(JSON.parse(textOf(bad)).error).toMatchObject({ code: "invalid_parameter", param: "limit" });
    const unknown = await client.callTool({ name: "list_laws", arguments: { bogus: "x" } });
    expect(JSON.parse(textOf(unknown)).error).toMatchObject({ code: "invalid_parameter", param: "bogus" });
    const gated = await client.callTool({ name: "list_changes", arguments: {} });
    expect(gated.isError).toBe(true);
    expect(JSON.parse(textOf(gated)).error).toMatchObject({ code: "tier_upgrade_required", required_tier: "developer" });
    const missing = await client.callTool({ name: "get_law", arguments: { id: "00000000-0000-4000-8000-000000000000" } });
    expect(JSON.parse(textOf(missing)).error.code).toBe("not_found");
    await client.close();
  });

  it("a revoked key and an unknown key are errors, never anonymous", async () => {
    const key = await mintKey("pro");
    await del("/v1/me", { key });
    const revoked = await connect(key);
    const r = await revoked.callTool({ name: "list_laws", arguments: {} });
    expect(r.isError).toBe(true);
    expect(JSON.parse(textOf(r)).error.code).toBe("key_revoked");
    const unknown = await connect("lex_free_" + "A".repeat(36));
    expect(JSON.parse(textOf(await unknown.callTool({ name: "list_laws", arguments: {} }))).error.code).toBe("invalid_key");
    await revoked.close();
    await unknown.close();
  });

  it("shares the key's rate limit with REST: calls over MCP and REST count in one window", async () => {
    setRateLimiterForTests(limitedTo(3));
    const key = await mintKey("developer");
    const client = await connect(key);
    expect((await get("/v1/states", { key })).status).toBe(200);
    expect((await client.callTool({ name: "list_states", arguments: {} })).isError).toBeFalsy();
    expect((await get("/v1/states", { key })).status).toBe(200);
    const limited = await client.callTool({ name: "list_states", arguments: {} });
    expect(limited.isError).toBe(true);
    const error = JSON.parse(textOf(limited)).error;
    expect(error.code).toBe("rate_limited");
    expect(error.retry_after).toBeGreaterThan(0);
    expect((await get("/v1/states", { key })).status).toBe(429);
    await client.close();
  });

  it("GET and DELETE answer 405 (sessions are not kept); resources hold the OpenAPI document", async () => {
    for (const method of ["GET", "DELETE"]) {
      const res = await fetch(`${server.url}/mcp`, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
    }
    const client = await connect();
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toContain("lexatlas://openapi.json");
    const doc = await client.readResource({ uri: "lexatlas://openapi.json" });
    expect(JSON.parse((doc.contents[0] as { text: string }).text).openapi).toBe("3.1.0");
    await client.close();
  });

  describe("callers resolve as over HTTP (the forwarded address behind a trusted proxy)", () => {
    const forwarded = (ip: string) => ({ "x-forwarded-for": `${ip}, 10.0.0.1` });

    it("TRUST_PROXY=true: two forwarded addresses get two rate-limit and two record-budget buckets", async () => {
      process.env.TRUST_PROXY = "true";
      const rateKeys: string[] = [];
      const budgetKeys: string[] = [];
      countingLimiter(1, rateKeys);
      recordingBudget(budgetKeys);
      const a = await connect(undefined, forwarded("198.51.100.21"));
      const b = await connect(undefined, forwarded("198.51.100.22"));
      expect((await a.callTool({ name: "list_us_law", arguments: { limit: 1 } })).isError).toBeFalsy();
      // a has spent its one request; b, behind the same proxy, has not.
      const refused = await a.callTool({ name: "list_states", arguments: {} });
      expect(JSON.parse(textOf(refused)).error.code).toBe("rate_limited");
      expect((await b.callTool({ name: "list_us_law", arguments: { limit: 1 } })).isError).toBeFalsy();
      expect(new Set(rateKeys)).toEqual(new Set(["ip:198.51.100.21", "ip:198.51.100.22"]));
      expect(new Set(budgetKeys)).toEqual(new Set(["ip:198.51.100.21", "ip:198.51.100.22"]));
      // The same address over REST shares the MCP caller's bucket: one caller, one identity.
      const rest = await get("/v1/states", { headers: forwarded("198.51.100.21") });
      expect(rest.status).toBe(429);
      await a.close();
      await b.close();
    });

    it("TRUST_PROXY unset: the forwarded header is ignored, the connection's address is the caller", async () => {
      const rateKeys: string[] = [];
      countingLimiter(100, rateKeys);
      const a = await connect(undefined, forwarded("198.51.100.31"));
      const b = await connect(undefined, forwarded("198.51.100.32"));
      expect((await a.callTool({ name: "list_states", arguments: {} })).isError).toBeFalsy();
      expect((await b.callTool({ name: "list_states", arguments: {} })).isError).toBeFalsy();
      expect(rateKeys.length).toBe(2);
      expect(new Set(rateKeys)).toEqual(new Set(["ip:127.0.0.1"]));
      await a.close();
      await b.close();
    });
  });

  it("every HTTP answer carries X-RateLimit-*: a tool call's are those of the request it counted; protocol messages count nothing", async () => {
    setRateLimiterForTests(limitedTo(5));
    const key = await mintKey("developer");
    const exchanges: Exchange[] = [];
    const client = await connect(key, {}, exchanges);
    await client.listTools();
    await client.listTools();
    await client.callTool({ name: "list_states", arguments: {} });
    await client.listTools();
    // The SDK also tries to open an event stream (GET), which this stateless endpoint refuses with 405.
    expect(exchanges.map((e) => e.method)).toEqual(["initialize", "notifications/initialized", "GET", "tools/list", "tools/list", "tools/call", "tools/list"]);
    for (const e of exchanges) {
      for (const h of ["limit", "remaining", "reset"]) expect(e.headers.get(`x-ratelimit-${h}`), `${e.method} ${h}`).toMatch(/^\d+$/);
      expect(e.headers.get("x-ratelimit-scope"), e.method).toBe("key");
    }
    // Nothing before the tool call counted; the tool call counted one, and what followed only reports it.
    expect(exchanges.map((e) => e.headers.get("x-ratelimit-remaining"))).toEqual(["5", "5", "5", "5", "5", "4", "4"]);
    await client.close();
    const refused = await fetch(`${server.url}/mcp`, { method: "GET" });
    expect(refused.status).toBe(405);
    expect(refused.headers.get("x-ratelimit-remaining")).toMatch(/^\d+$/);
    expect(refused.headers.get("x-ratelimit-scope")).toBe("ip");
  });
});
