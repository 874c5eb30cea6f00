/**
 * Conformance: the OpenAPI document said 201 for POST /report while the server answers 200. The
 * document now takes each operation's declared success status, and the server must answer exactly that.
 */
import { describe, expect, it } from "vitest";
import { publicOperations } from "@/lib/contract/registry";
import { buildOpenApiDocument, successStatusOf } from "@/lib/openapi/document";
import { call } from "../../support/api";
import { mintKey } from "../../support/keys";

const doc = buildOpenApiDocument("http://lexatlas.test") as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
const successCodes = (path: string, method: string) => Object.keys(doc.paths[path]![method]!.responses).filter((s) => s.startsWith("2"));

describe("documented success statuses", () => {
  it("every operation documents exactly one 2xx, the one it declares; a retired one none, and its 410", () => {
    for (const op of publicOperations) {
      expect(successCodes(op.path, op.method.toLowerCase()), op.id).toEqual(op.retired ? [] : [String(successStatusOf(op))]);
      const declared = Object.keys(doc.paths[op.path]![op.method.toLowerCase()]!.responses);
      if (op.retired) {
        // Only what a retired contract answers: 410 before its input is read (no 400), and the kernel's own refusals.
        expect(declared, op.id).toContain("410");
        expect(declared, op.id).not.toContain("400");
        expect(declared, op.id).not.toContain("404");
      }
    }
  });

  it("POST /report is documented 200 and answers 200 in JSON and as a PDF", async () => {
    expect(successCodes("/report", "post")).toEqual(["200"]);
    const key = await mintKey("enterprise");
    const body = { state: "colorado", sector: "employment", aiUse: ["hiring"] };
    const json = await call("POST", "/v1/report", { key, body });
    expect(json.status).toBe(200);
    expect(json.headers.get("content-type")).toContain("application/json");
    const pdf = await call("POST", "/v1/report?format=pdf", { key, body });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  }, 180_000);

  it("the creations stay 201 (POST /keys, /auth/token, /webhooks)", () => {
    expect(successCodes("/keys", "post")).toEqual(["201"]);
    expect(successCodes("/auth/token", "post")).toEqual(["201"]);
    expect(successCodes("/webhooks", "post")).toEqual(["201"]);
  });
});
