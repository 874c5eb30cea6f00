import { describe, expect, it } from "vitest";
import { publicOperations } from "@/lib/contract/registry";
import { docsModel, errorCodesOf } from "@/lib/docs/operations";
import { fieldTree, typeLabel } from "@/lib/docs/json-schema";
import { buildOpenApiDocument } from "@/lib/openapi/document";

const SITE = "http://lexatlas.test";

describe("docs model", () => {
  const model = docsModel(SITE);

  it("has one entry per public operation, in registry order", () => {
    expect(model.operations.map((o) => o.id)).toEqual(publicOperations.map((o) => o.id));
  });

  it("lists exactly the declared path and query parameters, required as the schema says", () => {
    for (const op of publicOperations) {
      const doc = model.operations.find((o) => o.id === op.id)!;
      const declared = [...Object.keys(op.params?.shape ?? {}), ...Object.keys(op.query?.shape ?? {})];
      expect(doc.parameters.map((p) => p.name), op.id).toEqual(declared);
      for (const p of doc.parameters.filter((x) => x.in === "query")) {
        const schema = op.query!.shape[p.name] as unknown as { safeParse(v: unknown): { success: boolean } };
        expect(p.required, `${op.id}.${p.name}`).toBe(!schema.safeParse(undefined).success);
      }
    }
  });

  it("names the same error codes as the OpenAPI document, for every operation", () => {
    const doc = buildOpenApiDocument(SITE) as { paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>> };
    for (const op of publicOperations) {
      const responses = doc.paths[op.path]![op.method.toLowerCase()]!.responses;
      const inOpenApi = Object.entries(responses)
        .filter(([status]) => Number(status) >= 400)
        .flatMap(([, r]) => [...r.description.matchAll(/`([a-z_]+)`:/g)].map((m) => m[1]));
      // As sets: the OpenAPI description may name a code twice (e.g. key_required on /me).
      expect(errorCodesOf(op).sort(), op.id).toEqual([...new Set(inOpenApi)].sort());
    }
  });

  it("flattens response schemas into named fields, resolving component references", () => {
    const listLaws = model.operations.find((o) => o.id === "listLaws")!;
    const fields = fieldTree(listLaws.responseSchema, model.components);
    expect(fields.map((f) => f.name)).toEqual(["api_version", "data", "meta"]);
    const data = fields.find((f) => f.name === "data")!;
    expect(data.type).toBe("array of Record");
    expect(data.children.map((f) => f.name)).toContain("official_url");
    expect(data.children.find((f) => f.name === "scope")!.enumValues).toEqual(["state", "federal", "eu", "global"]);
    expect(typeLabel({ type: ["string", "null"] }, {})).toBe("string | null");
    expect(typeLabel({ anyOf: [{ type: "integer" }, { type: "null" }] }, {})).toBe("integer | null");
  });
});
