import { describe, expect, it } from "vitest";
import { boundById } from "@/lib/api/registry";
import { publicOperations } from "@/lib/contract/registry";

describe("docs sample responses", () => {
  it("every public GET operation is bound in the registry, so its docs page invokes it for a live sample", () => {
    const missing = publicOperations.filter((op) => op.method === "GET" && !boundById(op.id)).map((op) => `${op.id} ${op.path}`);
    expect(missing).toEqual([]);
  });
});
