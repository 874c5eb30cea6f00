/**
 * The layering rules of .dependency-cruiser.cjs, checked on every `npm test`: no import cycle anywhere (type-only
 * imports included), and lib/ and db/ never import app/ (route files look operations up in lib/api, never the
 * reverse).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

describe("architecture", () => {
  it("has no import cycles and lib/ never imports app/", async () => {
    const { cruise } = await import("dependency-cruiser");
    const config = (await import(path.join(root, ".dependency-cruiser.cjs"))).default;
    const cwd = process.cwd();
    process.chdir(root);
    try {
      const result = await cruise(["app", "lib", "db", "scripts", "components", "instrumentation.ts"], {
        ...config.options,
        validate: true,
        ruleSet: { forbidden: config.forbidden },
        outputType: "json",
      });
      const output = typeof result.output === "string" ? JSON.parse(result.output) : result.output;
      const violations = (output.summary.violations as { rule: { name: string }; from: string; to: string; cycle?: { name: string }[] }[]).map(
        (v) => `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (cycle: ${v.cycle.map((c) => c.name).join(" → ")})` : ""}`,
      );
      expect(output.summary.totalCruised).toBeGreaterThan(200);
      expect(violations).toEqual([]);
    } finally {
      process.chdir(cwd);
    }
  }, 60_000);
});
