import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { validate } from "@readme/openapi-parser";
import { operations, publicOperations } from "@/lib/contract/registry";
import { get } from "../../support/api";

describe("GET /v1/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document (checked by a real validator)", async () => {
    const res = await get("/v1/openapi.json");
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("v1");
    expect(doc.servers).toEqual([{ url: "http://lexatlas.test/v1" }]);
    const result = await validate(structuredClone(doc));
    expect(result.valid, JSON.stringify(result).slice(0, 2000)).toBe(true);
  });

  it("describes every declared operation with its parameters, body, errors and both security schemes", async () => {
    const doc = (await get("/v1/openapi.json")).body;
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["ApiKeyHeader", "BearerAuth"]);
    for (const op of publicOperations) {
      const entry = doc.paths[op.path]?.[op.method.toLowerCase()];
      expect(entry, `${op.id} missing from OpenAPI`).toBeDefined();
      expect(entry.operationId).toBe(op.id);
      const params = (entry.parameters ?? []).map((p: { name: string }) => p.name).sort();
      const declared = [...Object.keys(op.params?.shape ?? {}), ...Object.keys(op.query?.shape ?? {})].sort();
      expect(params).toEqual(declared);
      if (op.body) expect(entry.requestBody).toBeDefined();
      for (const status of ["401", "403", "429", "500"]) expect(entry.responses[status], `${op.id} ${status}`).toBeDefined();
      // Strict query parsing: every operation refuses an unknown parameter (400), except a retired one, which answers
      // 410 before reading its input; a path parameter naming nothing is a 404.
      expect(entry.responses["400"] !== undefined, `${op.id} 400`).toBe(!op.retired);
      if (op.params && !op.retired) expect(entry.responses["404"], `${op.id} 404`).toBeDefined();
    }
  });

  it("every route file under app/v1 belongs to a declared operation, and every operation has a route file", () => {
    const appV1 = path.resolve(__dirname, "../../../app/v1");
    const files = (fs.readdirSync(appV1, { recursive: true }) as string[])
      .filter((f) => f.endsWith("route.ts") && !f.includes("[..."))
      .map((f) => "/" + path.dirname(f).split(path.sep).join("/").replace(/\[(\w+)\]/g, "{$1}"));
    const declaredPaths = new Set(operations.map((o) => o.path));
    for (const file of files) expect(declaredPaths, `route ${file} has no operation`).toContain(file);
    for (const p of declaredPaths) expect(files, `operation path ${p} has no route file`).toContain(p);
  });
});

describe("error documentation in OpenAPI", () => {
  it("names each error code once per response", async () => {
    const doc = (await get("/v1/openapi.json")).body;
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, { responses: Record<string, { description: string }> }>>)) {
      for (const [method, entry] of Object.entries(methods)) {
        for (const [status, response] of Object.entries(entry.responses)) {
          const codes = [...response.description.matchAll(/`([a-z_]+)`:/g)].map((m) => m[1]);
          expect(new Set(codes).size, `${method} ${path} ${status}`).toBe(codes.length);
        }
      }
    }
  });
});

describe("webhooks in OpenAPI", () => {
  it("describes both events' payload and signature headers as OpenAPI 3.1 webhooks", async () => {
    const doc = (await get("/v1/openapi.json")).body;
    for (const event of ["law.created", "law.updated"]) {
      const post = doc.webhooks[event].post;
      expect(post.requestBody.content["application/json"].schema.$ref).toBe("#/components/schemas/WebhookPayload");
      expect(post.parameters.map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(["X-SVC-Signature", "X-SVC-Timestamp", "X-SVC-Event-Id", "X-SVC-Delivery", "X-SVC-Attempt"]),
      );
    }
    expect(doc.components.schemas.WebhookPayload.properties.delivery_id).toBeDefined();
  });
});
