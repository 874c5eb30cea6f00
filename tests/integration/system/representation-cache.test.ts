/**
 * One caching rule for every representation. A response that carries per-caller
 * rate-limit headers (X-RateLimit-*) is about that caller: a shared cache must not store it and hand it to someone
 * else, so it may not be `Cache-Control: public`. The iCal form of /deadlines was public while carrying them.
 */
import { describe, expect, it } from "vitest";
import { call } from "../../support/api";
import { mintKey } from "../../support/keys";

function expectNotSharedWhilePerCaller(res: Response, what: string) {
  const perCaller = ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"].some((h) => res.headers.get(h) !== null);
  const cacheControl = (res.headers.get("cache-control") ?? "").toLowerCase();
  if (perCaller) {
    expect(cacheControl, `${what}: Cache-Control with per-caller rate-limit headers`).not.toMatch(/\bpublic\b/);
    expect(cacheControl, `${what}: Cache-Control with per-caller rate-limit headers`).toMatch(/\b(private|no-store)\b/);
  }
}

describe("every representation: per-caller headers are never publicly cacheable", () => {
  it("/deadlines as iCal (format=ical, format=ics), anonymous and with a key", async () => {
    const key = await mintKey("free");
    for (const who of [{}, { key }]) {
      for (const [path, headers] of [
        ["/v1/deadlines?format=ical", {}],
        ["/v1/deadlines?format=ics", {}],
      ] as const) {
        const res = await call("GET", path, { ...who, headers: { ...headers } });
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toContain("text/calendar");
        expect(res.headers.get("x-ratelimit-limit")).toMatch(/^\d+$/); // the caller's own window is reported…
        expectNotSharedWhilePerCaller(res, `${path} ${JSON.stringify(headers)}`); // …so no shared cache may keep it
      }
    }
  });

  it("/deadlines as JSON follows the same rule", async () => {
    const res = await call("GET", "/v1/deadlines");
    expect(res.status).toBe(200);
    expectNotSharedWhilePerCaller(res, "/v1/deadlines (JSON)");
  });
});
