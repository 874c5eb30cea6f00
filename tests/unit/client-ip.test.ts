import { afterEach, describe, expect, it } from "vitest";
import { CALLER_HEADERS, callerHeaders, clientIp, CLIENT_IP_HEADER, resolveCaller } from "@/lib/auth/caller";

afterEach(() => {
  delete process.env.TRUST_PROXY;
});

describe("client IP for anonymous rate limits", () => {
  it("ignores X-Forwarded-For unless TRUST_PROXY is set: a client cannot pick its own rate-limit bucket", () => {
    const headers = new Headers({ "x-forwarded-for": "1.2.3.4", [CLIENT_IP_HEADER]: "198.51.100.7" });
    expect(clientIp(headers)).toBe("198.51.100.7");
  });

  it("behind a trusted proxy, takes the first X-Forwarded-For hop (then X-Real-IP)", () => {
    process.env.TRUST_PROXY = "true";
    expect(clientIp(new Headers({ "x-forwarded-for": "1.2.3.4, 10.0.0.1", [CLIENT_IP_HEADER]: "10.0.0.1" }))).toBe("1.2.3.4");
    expect(clientIp(new Headers({ "x-real-ip": "5.6.7.8" }))).toBe("5.6.7.8");
  });

  it("falls back to 'unknown' (one shared bucket) when nothing says who called", () => {
    expect(clientIp(new Headers())).toBe("unknown");
  });
});

describe("caller headers (what a transport forwards so its callers resolve as HTTP callers)", () => {
  /** Headers that note every name read from them. */
  function recording(init: Record<string, string>, read: Set<string>): Headers {
    const headers = new Headers(init);
    const get = headers.get.bind(headers);
    const has = headers.has.bind(headers);
    headers.get = (name: string) => (read.add(name.toLowerCase()), get(name));
    headers.has = (name: string) => (read.add(name.toLowerCase()), has(name));
    return headers;
  }

  const samples: Record<string, string>[] = [
    {},
    { "x-forwarded-for": "1.2.3.4", [CLIENT_IP_HEADER]: "10.0.0.1" },
    { "x-real-ip": "5.6.7.8", "x-api-key": "lex_free_short" },
    { authorization: "Bearer lex_free_short", "x-api-key": "lex_free_other" },
    { authorization: "Basic abc" },
  ];

  it.each([false, true])("resolution reads no header outside CALLER_HEADERS (TRUST_PROXY=%s)", async (trust) => {
    if (trust) process.env.TRUST_PROXY = "true";
    const read = new Set<string>();
    // No sample carries a well-formed key, so resolution never reaches the key store (no database needed).
    for (const sample of samples) await resolveCaller(null as never, recording(sample, read));
    expect([...read].filter((name) => !(CALLER_HEADERS as readonly string[]).includes(name))).toEqual([]);
    expect(read.size).toBeGreaterThan(0);
  });

  it.each([false, true])("the caller headers resolve to the same caller and error as the whole request (TRUST_PROXY=%s)", async (trust) => {
    if (trust) process.env.TRUST_PROXY = "true";
    for (const sample of samples) {
      const whole = new Headers({ ...sample, accept: "application/json", "content-type": "application/json", "mcp-session-id": "x" });
      const [full, picked] = await Promise.all([resolveCaller(null as never, whole), resolveCaller(null as never, callerHeaders(whole))]);
      expect(picked.caller).toEqual(full.caller);
      expect(picked.error?.code).toBe(full.error?.code);
    }
  });
});
