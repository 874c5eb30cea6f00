/**
 * One place binds an operation to its implementation (lib/api/*, collected in lib/api/registry.ts); route files under
 * app/v1 only look the bound operations up by path. These checks keep the three lists — declarations, bindings,
 * route files — from drifting apart.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { boundOperations } from "@/lib/api/registry";
import { operations } from "@/lib/contract/registry";

const appV1 = path.resolve(__dirname, "../../app/v1");
const routeFiles = (fs.readdirSync(appV1, { recursive: true }) as string[])
  .filter((f) => f.endsWith("route.ts") && !f.includes("[..."))
  .map((f) => ({ file: f, path: "/" + path.dirname(f).split(path.sep).join("/").replace(/\[(\w+)\]/g, "{$1}") }));

describe("operation routing", () => {
  it("every route file is the one-line lookup of a path that has bound operations", () => {
    const boundPaths = new Set(boundOperations.map((b) => b.op.path));
    for (const { file, path: opPath } of routeFiles) {
      expect(boundPaths.has(opPath), `${file} → ${opPath} has no bound operation`).toBe(true);
      const source = fs.readFileSync(path.join(appV1, file), "utf8");
      expect(source, file).toContain(`routeAt(${JSON.stringify(opPath)})`);
    }
  });

  it("the /v1 catch-all answers 404 through the kernel (it is no operation's path)", () => {
    const source = fs.readFileSync(path.join(appV1, "[...path]", "route.ts"), "utf8");
    expect(source).toContain("notFoundRoute()");
    expect(source).not.toContain("routeAt(");
  });

  it("every bound operation has a route file at its path", () => {
    const filePaths = new Set(routeFiles.map((r) => r.path));
    const missing = boundOperations.filter((b) => !filePaths.has(b.op.path)).map((b) => `${b.op.id} ${b.op.path}`);
    expect(missing).toEqual([]);
  });

  it("declarations and bindings are the same set, each bound once", () => {
    const boundIds = boundOperations.map((b) => b.op.id);
    expect(new Set(boundIds).size).toBe(boundIds.length);
    expect([...boundIds].sort()).toEqual(operations.map((o) => o.id).sort());
    for (const b of boundOperations) expect(operations).toContain(b.op);
  });
});
