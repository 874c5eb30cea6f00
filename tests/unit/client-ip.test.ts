import { afterEach, describe, expect, it } from "vitest";
import { clientIp, CLIENT_IP_HEADER } from "@/lib/auth/caller";

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
