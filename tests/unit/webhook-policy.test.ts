import { createHmac, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { delayBeforeAttempt, MAX_ATTEMPTS, parseRetryAfter, retryAt, RETRY_DELAYS_SECONDS } from "@/lib/webhooks/schedule";
import { deliveryBody } from "@/lib/webhooks/outbox";
import { openSecret, sealSecret } from "@/lib/webhooks/secret-box";
import { newSigningSecret, signatureFor } from "@/lib/webhooks/signing";

describe("retry schedule", () => {
  it("is now, 30 s, 5 min, 30 min, 4 h, 24 h, then nothing (dead letter)", () => {
    expect(RETRY_DELAYS_SECONDS).toEqual([0, 30, 300, 1800, 14_400, 86_400]);
    const now = new Date("2026-01-01T00:00:00Z");
    const mid = () => 0.5; // no jitter
    expect([1, 2, 3, 4, 5].map((failed) => (retryAt(now, failed, null, mid)!.getTime() - now.getTime()) / 1000)).toEqual([30, 300, 1800, 14_400, 86_400]);
    expect(retryAt(now, MAX_ATTEMPTS, null, mid)).toBeNull();
  });

  it("jitters by at most ±10 %", () => {
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      const base = RETRY_DELAYS_SECONDS[attempt - 1]! * 1000;
      expect(delayBeforeAttempt(attempt, () => 0)).toBe(Math.round(base * 0.9));
      expect(delayBeforeAttempt(attempt, () => 0.999999)).toBeLessThanOrEqual(Math.round(base * 1.1));
      const seen = new Set(Array.from({ length: 50 }, () => delayBeforeAttempt(attempt)));
      expect(seen.size).toBeGreaterThan(1);
    }
  });

  it("Retry-After pushes the next attempt later, never sooner, and never past 24 h", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    const after = (failed: number, seconds: number) => (retryAt(now, failed, seconds, () => 0.5)!.getTime() - now.getTime()) / 1000;
    expect(after(1, 600)).toBe(600);
    expect(after(1, 5)).toBe(30);
    expect(after(1, 10_000_000)).toBe(86_400);
    expect(retryAt(now, MAX_ATTEMPTS, 60, () => 0.5)).toBeNull();
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:10:00 GMT", now)).toBe(600);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe("signing secret at rest", () => {
  it("round-trips, never contains the plaintext, and is bound to its webhook id", () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const id = randomUUID();
    const sealed = sealSecret(secret, id);
    expect(sealed).not.toContain(secret.slice(6));
    expect(sealSecret(secret, id)).not.toBe(sealed); // fresh IV each time
    expect(openSecret(sealed, id)).toBe(secret);
    expect(() => openSecret(sealed, randomUUID())).toThrow();
    const [v, iv, tag, ct] = sealed.split(".");
    const flipped = Buffer.from(ct!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(() => openSecret([v, iv, tag, flipped.toString("base64url")].join("."), id)).toThrow();
  });

  it("a different app secret cannot open it", () => {
    const id = randomUUID();
    const sealed = sealSecret("whsec_x", id);
    expect(openSecret(sealed, id)).toBe("whsec_x"); // now in the cache of opened secrets, which must not outlive the app secret
    const before = process.env.APP_SECRET;
    process.env.APP_SECRET = "another-app-secret";
    try {
      expect(() => openSecret(sealed, id)).toThrow();
    } finally {
      process.env.APP_SECRET = before;
    }
    expect(openSecret(sealed, id)).toBe("whsec_x");
  });
});

describe("signature", () => {
  it("is sha256= hex HMAC-SHA256 of '<timestamp>.<raw body>' under the secret", () => {
    const body = '{"event":"law.created"}';
    const expected = createHmac("sha256", "whsec_test").update(`1767225600.${body}`).digest("hex");
    expect(signatureFor("whsec_test", 1767225600, body)).toBe(`sha256=${expected}`);
    expect(signatureFor("whsec_test", 1767225601, body)).not.toBe(`sha256=${expected}`);
  });
});

describe("delivery body", () => {
  const record = {
    checked_at: "2026-11-24T23:00:00.123456Z", updated_at: "2026-11-24T23:00:00.123456Z", attribution: "a", official_url: null,
    source: "s \u2028 \"quoted\"", summary: "é ✓", record_date: null, in_force: true, status: "enacted", record_type: "bill",
    title: "T", identifier: "SB 1", jurisdiction: { abbr: "UT", slug: "utah" }, scope: "state", id: "r1",
  };
  const payload = { attribution: { name: "LexAtlas" }, record, observed_at: "2026-11-24T23:00:00.123456Z", changed_fields: ["status"],
    change_kind: "update", event_id: "e1", event: "law.updated" };
  /** The documented order, spelled out: what deliveryBody must produce byte for byte. */
  const reference = (p: Record<string, any>, deliveryId: string, webhookId: string) => {
    const r = p.record;
    return JSON.stringify({
      event: p.event, event_id: p.event_id, delivery_id: deliveryId, webhook_id: webhookId, change_kind: p.change_kind,
      changed_fields: p.changed_fields, observed_at: p.observed_at,
      record: {
        id: r.id, scope: r.scope, jurisdiction: { slug: r.jurisdiction.slug, name: r.jurisdiction.name ?? null, abbr: r.jurisdiction.abbr ?? null },
        identifier: r.identifier, title: r.title, record_type: r.record_type, status: r.status, in_force: r.in_force,
        record_date: r.record_date, summary: r.summary, source: r.source, official_url: r.official_url,
        attribution: r.attribution, updated_at: r.updated_at, checked_at: r.checked_at,
      },
      attribution: p.attribution,
    });
  };

  it("is the documented key order byte for byte, for every delivery sharing one payload object", () => {
    for (const [d, w] of [["d1", "w1"], ["d2", "w2"], ["d\"3", "w3"]] as const) {
      const body = deliveryBody(payload, d, w);
      expect(body).toBe(reference(payload, d, w));
      expect(JSON.parse(body).delivery_id).toBe(d);
    }
    const lean = { record: { jurisdiction: {} } }; // absent fields are left out, as JSON.stringify leaves them out
    expect(deliveryBody(lean, "d", "w")).toBe(reference(lean, "d", "w"));
  });
});
