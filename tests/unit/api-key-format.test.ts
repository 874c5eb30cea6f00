import { describe, expect, it } from "vitest";
import { generateApiKey, parseApiKey } from "@/lib/auth/api-key-format";

describe("API key format", () => {
  it("round-trips: a generated key parses with its tier and prefix", () => {
    for (const tier of ["free", "developer", "pro", "business", "enterprise"] as const) {
      const { key, keyPrefix } = generateApiKey(tier);
      expect(key.startsWith(`lex_${tier}_`)).toBe(true);
      expect(keyPrefix.startsWith(`lex_${tier}_`)).toBe(true);
      expect(key.startsWith(keyPrefix)).toBe(true);
      expect(parseApiKey(key)).toEqual({ ok: true, tier, keyPrefix });
    }
  });

  it("keys are random: 1000 keys, no repeats", () => {
    const keys = new Set(Array.from({ length: 1000 }, () => generateApiKey("free").key));
    expect(keys.size).toBe(1000);
  });

  it("rejects every single-character typo by checksum, before any look-up", () => {
    const { key } = generateApiKey("free");
    const head = "lex_free_".length;
    let rejected = 0;
    for (let i = head; i < key.length; i++) {
      const c = key[i] === "a" ? "b" : "a";
      const typo = key.slice(0, i) + c + key.slice(i + 1);
      const parsed = parseApiKey(typo);
      if (!parsed.ok) rejected++;
    }
    expect(rejected).toBe(key.length - head);
  });

  it("rejects a key whose tier prefix was edited (lex_free_ → lex_pro_)", () => {
    const { key } = generateApiKey("free");
    expect(parseApiKey(key.replace("lex_free_", "lex_pro_")).ok).toBe(false);
  });

  it("rejects malformed and truncated keys with a reason", () => {
    const { key } = generateApiKey("pro");
    for (const bad of ["", "lex_", "sk_live_abc", key.slice(0, -1), key + "x", "lex_anonymous_" + key.slice(8)]) {
      const parsed = parseApiKey(bad);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.reason).toMatch(/API key/);
    }
  });
});
