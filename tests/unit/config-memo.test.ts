/**
 * config() (lib/config.ts) reads the environment on every call, so tests can change process.env at any time; only a
 * process whose environment is fixed (the production server sets ENV_FIXED after Next.js loaded its env files) reads
 * it once (three reads per request cost ~2 % of a keyed request).
 */
import { afterEach, describe, expect, it } from "vitest";
import { config, ENV_FIXED } from "@/lib/config";

const MEMO = Symbol.for("lexatlas.configMemo");
const g = globalThis as Record<symbol, unknown>;
const saved = process.env.PUBLIC_BASE_URL;

afterEach(() => {
  delete g[ENV_FIXED];
  delete g[MEMO];
  process.env.PUBLIC_BASE_URL = saved;
});

describe("config()", () => {
  it("follows process.env on every call by default", () => {
    process.env.PUBLIC_BASE_URL = "http://one.test";
    expect(config().publicBaseUrl).toBe("http://one.test");
    process.env.PUBLIC_BASE_URL = "http://two.test/";
    expect(config().publicBaseUrl).toBe("http://two.test");
  });

  it("is read once and frozen once the environment is declared fixed", () => {
    process.env.PUBLIC_BASE_URL = "http://fixed.test";
    g[ENV_FIXED] = true;
    const first = config();
    process.env.PUBLIC_BASE_URL = "http://ignored.test";
    expect(config()).toBe(first);
    expect(config().publicBaseUrl).toBe("http://fixed.test");
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.webhookAllowedTargets)).toBe(true);
  });
});
