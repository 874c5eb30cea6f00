import { describe, expect, it } from "vitest";
import { publicOperations } from "@/lib/contract/registry";
import { ROUTE_MODULES } from "@/lib/docs/sample-response";

describe("docs sample responses", () => {
  it("every public GET operation has its route module mapped, so its docs page shows a live sample", () => {
    // A new GET operation needs one line in ROUTE_MODULES (lib/docs/sample-response.ts).
    const missing = publicOperations.filter((op) => op.method === "GET" && !ROUTE_MODULES[op.path]).map((op) => `${op.id} ${op.path}`);
    expect(missing).toEqual([]);
  });
});
