/**
 * The shared suite: every declared operation gets the common checks for free — malformed key 401, unknown key 401,
 * revoked key 403, unknown and invalid parameters 400 naming them, rate-limit headers on success and on errors,
 * 429 with Retry-After, and the Part 7 error body. A new operation added to the registry is covered automatically.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { operations } from "@/lib/contract/registry";
import { responseBodySchema, type Operation } from "@/lib/http/operation";
import { successStatusOf } from "@/lib/openapi/document";
import { setRateLimiterForTests } from "@/lib/limits/limiter-instance";
import { bind } from "@/lib/http/kernel";
import { toResponse } from "@/lib/http/http-transport";
import { callJson, del, post } from "../../support/api";
import { contractFixtures } from "../../support/contract-fixtures";
import { mintKey } from "../../support/keys";
import { limitedTo } from "../../support/rate-limits";

const errorBody = z.object({
  api_version: z.literal("v1"),
  error: z.object({ code: z.string(), message: z.string().min(1), docs: z.string().url() }).passthrough(),
});

function pathOf(op: Operation, params: Record<string, string> = op.example?.params ?? {}): string {
  const inPath = new Set<string>();
  const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) => (inPath.add(name), encodeURIComponent(params[name] ?? `missing-${name}`)));
  // A fixture value the path does not name is a query parameter (e.g. a signed export token).
  const query = new URLSearchParams({ ...op.example?.query, ...Object.fromEntries(Object.entries(params).filter(([k]) => !inPath.has(k))) }).toString();
  return `/v1${filled}${query ? `?${query}` : ""}`;
}

function withQuery(path: string, extra: string): string {
  return path + (path.includes("?") ? "&" : "?") + extra;
}

const rateHeaders = ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"];
let enterpriseKey: string;
let ip = 0;
const nextIp = () => `192.0.2.${(++ip % 250) + 1}`;

/** Destructive operations (revoking the key) get a fresh key each time. */
async function keyFor(op: Operation): Promise<string> {
  return op.method === "DELETE" && op.path === "/me" ? mintKey("enterprise") : enterpriseKey;
}

beforeAll(async () => {
  // Licensed for both product lines, so licence-only operations (US-law bulk export) succeed too.
  enterpriseKey = await mintKey("enterprise", ["ai_law", "us_law"]);
});

/** Path params for a successful call: the example's, or those of the fixture the operation declares. */
async function successParams(op: Operation, key: string): Promise<Record<string, string> | undefined> {
  return op.exampleFixture ? contractFixtures[op.exampleFixture](key, nextIp(), op) : op.example?.params;
}

afterEach(() => setRateLimiterForTests(null));

describe.each(operations.filter((op) => !op.internal).map((op) => [op.id, op] as const))("%s", (_id, op) => {
  // A fresh body per request: sign-up bodies must not collide on the one-key-per-email rule.
  const freshBody = () => op.example?.body ?? (op.body ? { email: `suite-${Math.random().toString(36).slice(2)}@example.com` } : undefined);
  const body = freshBody();

  // A retired contract answers 410 corpus_retired for ANY parameters (SPEC 4.9), before parsing: its "success" is
  // the 410, and the parameter checks below expect it too.
  if (op.retired) {
    it("answers 410 corpus_retired for any parameters, with rate-limit headers", async () => {
      for (const extra of ["", "bogus_param=1", "limit=-5&offset=abc"]) {
        const res = await callJson(op.method, extra ? withQuery(pathOf(op), extra) : pathOf(op), { key: enterpriseKey, ip: nextIp() });
        expect(res.status).toBe(410);
        expect(errorBody.parse(res.body).error.code).toBe("corpus_retired");
        for (const h of rateHeaders) expect(res.headers.get(h)).toMatch(/^\d+$/);
      }
    });
  }

  if (!op.retired) it("succeeds with a valid request and matches its declared response schema", async () => {
    const key = await keyFor(op);
    const res = await callJson(op.method, pathOf(op, await successParams(op, key)), { key, body, ip: nextIp() });
    expect(res.status).toBe(successStatusOf(op)); // exactly what the OpenAPI document says
    for (const h of rateHeaders) expect(res.headers.get(h)).toMatch(/^\d+$/);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    const parsed = responseBodySchema(op).safeParse(res.body);
    expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  });

  // An operation whose credential is a signed token ignores any API key: a bad or revoked key changes nothing.
  if (op.auth === "none") {
    it("ignores any API key sent (the signed token is the credential)", async () => {
      const revoked = await mintKey("pro");
      await del("/v1/me", { key: revoked });
      const params = await successParams(op, enterpriseKey);
      const without = await callJson(op.method, pathOf(op, params), { ip: nextIp() });
      for (const key of ["lex_free_short", revoked]) {
        const res = await callJson(op.method, pathOf(op, params), { key, ip: nextIp() });
        expect(res.status).toBe(without.status);
      }
    });
  }

  if (op.auth !== "none") it("401 invalid_key for a malformed key and for a well-formed unknown key, with rate-limit headers", async () => {
    for (const key of ["lex_free_short", "lex_free_" + "A".repeat(36)]) {
      const res = await callJson(op.method, pathOf(op), { key, body, ip: nextIp() });
      expect(res.status).toBe(401);
      expect(errorBody.parse(res.body).error.code).toBe("invalid_key");
      for (const h of rateHeaders) expect(res.headers.get(h)).toMatch(/^\d+$/);
    }
  });

  if (op.auth !== "none") it("403 key_revoked for a revoked key (never served as anonymous)", async () => {
    const key = await mintKey("pro");
    await del("/v1/me", { key });
    const res = await callJson(op.method, pathOf(op), { key, body, ip: nextIp() });
    expect(res.status).toBe(403);
    expect(errorBody.parse(res.body).error.code).toBe("key_revoked");
  });

  if (!op.retired) it("400 invalid_parameter naming an unknown query parameter", async () => {
    const res = await callJson(op.method, withQuery(pathOf(op), "bogus_param=1"), { key: await keyFor(op), body, ip: nextIp() });
    expect(res.status).toBe(400);
    const error = errorBody.parse(res.body).error;
    expect(error.code).toBe("invalid_parameter");
    expect(error.param).toBe("bogus_param");
    expect(error.message).toContain("bogus_param");
    for (const h of rateHeaders) expect(res.headers.get(h)).toMatch(/^\d+$/);
  });

  if (op.params && !op.retired) {
    it("404 not_found names a path parameter whose value names nothing (malformed here)", async () => {
      const name = Object.keys(op.params!.shape)[0]!;
      const res = await callJson(op.method, pathOf(op, { ...op.example?.params, [name]: "not valid !" }), { key: await keyFor(op), body, ip: nextIp() });
      expect(res.status).toBe(404);
      expect(errorBody.parse(res.body).error).toMatchObject({ code: "not_found", param: name });
    });
  }

  if (op.body) {
    it("400 names an invalid body field", async () => {
      const res = await callJson(op.method, pathOf(op), { key: await keyFor(op), body: { ...body, email: 42 }, ip: nextIp() });
      expect(res.status).toBe(400);
      expect(errorBody.parse(res.body).error.code).toBe("invalid_parameter");
    });
  }

  if (op.rateLimited !== false) {
    it("429 rate_limited with Retry-After and error.retry_after once the window is spent", async () => {
      // A destructive operation (DELETE /me) cannot be repeated with one key, so its window is spent from the start.
      const destructive = op.method === "DELETE";
      const limit = destructive ? 0 : 2;
      const path = pathOf(op, await successParams(op, await keyFor(op)));
      setRateLimiterForTests(limitedTo(limit));
      const opts = { key: await keyFor(op), ip: nextIp() };
      for (let i = 0; i < limit; i++) {
        const status = (await callJson(op.method, path, { ...opts, body: freshBody() })).status;
        if (op.retired) expect(status).toBe(410);
        else expect(status).toBeLessThan(300);
      }
      const res = await callJson(op.method, path, { ...opts, body });
      expect(res.status).toBe(429);
      const error = errorBody.parse(res.body).error;
      expect(error.code).toBe("rate_limited");
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(error.retry_after).toBe(Number(res.headers.get("retry-after")));
      expect(res.headers.get("x-ratelimit-remaining")).toBe("0");
    });
  }

  if (op.minTier) {
    it(`403 tier_upgrade_required below ${op.minTier}`, async () => {
      const res = await callJson(op.method, pathOf(op), { body, ip: nextIp() });
      expect(res.status).toBe(op.auth === "required" ? 401 : 403);
      if (res.status === 403) expect(errorBody.parse(res.body).error).toMatchObject({ code: "tier_upgrade_required", required_tier: op.minTier });
    });
  }
});

describe("kernel answers for paths and methods no operation declares", () => {
  it("unknown /v1 path → 404 not_found in the error body, with rate-limit headers and a request id", async () => {
    const res = await callJson("GET", "/v1/no/such/thing?x=1");
    expect(res.status).toBe(404);
    expect(errorBody.parse(res.body).error.code).toBe("not_found");
    expect(res.headers.get("x-ratelimit-limit")).toBeTruthy();
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("wrong method → 405 method_not_allowed with Allow", async () => {
    const res = await callJson("POST", "/v1/health");
    expect(res.status).toBe(405);
    expect(errorBody.parse(res.body).error.code).toBe("method_not_allowed");
    expect(res.headers.get("allow")).toBe("GET");
    const put = await callJson("PUT", "/v1/me");
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, DELETE");
  });

  it("a crash → 500 internal_error naming the request id, never the internals", async () => {
    const { invoke } = await import("@/lib/http/kernel");
    const op = operations.find((o) => o.id === "getHealth")!;
    const crashing = bind(op, async () => {
      throw new Error("SECRET connection string postgres://admin:hunter2@db");
    });
    const res = toResponse(await invoke(crashing, { params: {}, query: [], headers: new Headers(), requestId: "req-test-12345" }));
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(text).not.toContain("hunter2");
    expect(text).not.toContain("SECRET");
    const body = errorBody.parse(JSON.parse(text));
    expect(body.error).toMatchObject({ code: "internal_error", request_id: "req-test-12345" });
    expect(res.headers.get("x-request-id")).toBe("req-test-12345");
  });

  it("a bogus X-Request-Id is replaced, a sane one echoed", async () => {
    const sane = await callJson("GET", "/v1/health", { headers: { "x-request-id": "abc-12345678" } });
    expect(sane.headers.get("x-request-id")).toBe("abc-12345678");
    const junk = await callJson("GET", "/v1/health", { headers: { "x-request-id": "<script>" } });
    expect(junk.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("both header forms carry the same key; two different keys are refused", async () => {
    const a = await mintKey("developer");
    const b = await mintKey("developer");
    expect((await callJson("GET", "/v1/me", { headers: { authorization: `Bearer ${a}` } })).body.data.tier).toBe("developer");
    const both = await callJson("GET", "/v1/me", { key: a, headers: { authorization: `Bearer ${b}` } });
    expect(both.status).toBe(401);
  });

  it("an Authorization scheme we do not use (Basic, Digest…) is ignored, never refused; a malformed Bearer is refused", async () => {
    const key = await mintKey("developer");
    for (const other of ["Basic Zm9vOmJhcg==", "Digest username=\"a\", realm=\"b\"", "Negotiate YIIG"]) {
      const anonymous = await callJson("GET", "/v1/health", { headers: { authorization: other }, ip: nextIp() });
      expect(anonymous.status, other).toBe(200);
      expect(anonymous.headers.get("x-ratelimit-scope")).toBe("ip"); // served as anonymous
      // With a key in X-API-Key beside it, the key is what counts.
      const keyed = await callJson("GET", "/v1/me", { key, headers: { authorization: other }, ip: nextIp() });
      expect(keyed.status, other).toBe(200);
      expect(keyed.body.data.tier).toBe("developer");
      // Alone on a key-only endpoint: no key was presented (401 key_required), not a bad one.
      const me = await callJson("GET", "/v1/me", { headers: { authorization: other }, ip: nextIp() });
      expect(me.body.error.code, other).toBe("key_required");
    }
    for (const bad of ["Bearer", "Bearer two tokens", key]) {
      const res = await callJson("GET", "/v1/health", { headers: { authorization: bad }, ip: nextIp() });
      expect(res.status, bad).toBe(401);
      expect(res.body.error.code).toBe("invalid_key");
    }
  });

  it("signing up through POST /keys works under the suite's own key too", async () => {
    expect((await post("/v1/keys", { email: "suite-extra@example.com" }, { ip: nextIp() })).status).toBe(201);
  });
});
