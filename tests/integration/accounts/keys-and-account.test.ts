import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { del, get, post } from "../../support/api";

const email = () => `user-${Math.random().toString(36).slice(2)}@example.com`;
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

describe("POST /v1/keys and /v1/auth/token", () => {
  it("issues a free key once: 201, plaintext shown, delivered to the mailbox, usable at once", async () => {
    const address = email();
    const res = await post("/v1/keys", { email: address }, { ip: freshIp() });
    expect(res.status).toBe(201);
    const body = res.body;
    expect(body).toMatchObject({ api_version: "v1", tier: "free", email: address, email_delivery: { delivered: true } });
    expect(body.key).toMatch(/^lex_free_[0-9A-Za-z]{36}$/);
    expect(body.key.startsWith(body.key_prefix)).toBe(true);
    expect(body.note).toMatch(/shown once/);
    const mailDir = process.env.MAIL_DIR!;
    const mails = fs.readdirSync(mailDir).map((f) => fs.readFileSync(path.join(mailDir, f), "utf8"));
    expect(mails.some((m) => m.includes(`To: ${address}`) && m.includes(body.key))).toBe(true);

    const me = await get("/v1/me", { key: body.key });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ tier: "free", key_prefix: body.key_prefix, revoked: false });
  });

  it("400 names the parameter for an invalid or missing email, and for a body that is not JSON", async () => {
    const bad = await post("/v1/keys", { email: "not-an-email" }, { ip: freshIp() });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "invalid_parameter", param: "email" });
    expect(bad.body.error.message).toMatch(/email/);
    const missing = await post("/v1/keys", {}, { ip: freshIp() });
    expect(missing.body.error).toMatchObject({ code: "invalid_parameter", param: "email" });
    expect(missing.body.error.message).toMatch(/required/);
    const { callJson } = await import("../../support/api");
    const garbled = await callJson("POST", "/v1/keys", { rawBody: "{email:", ip: freshIp() });
    expect(garbled.status).toBe(400);
    expect(garbled.body.error.code).toBe("invalid_body");
  });

  it("one active free key per email across /keys and /auth/token (409), case-insensitively; free again after revocation", async () => {
    const address = email();
    const first = await post("/v1/auth/token", { email: address }, { ip: freshIp() });
    expect(first.status).toBe(201);
    const again = await post("/v1/keys", { email: address.toUpperCase() }, { ip: freshIp() });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("conflict");
    await del("/v1/me", { key: first.body.key });
    const after = await post("/v1/keys", { email: address }, { ip: freshIp() });
    expect(after.status).toBe(201);
  });

  it("concurrent sign-ups for one email: exactly one wins", async () => {
    const address = email();
    const results = await Promise.all(Array.from({ length: 5 }, () => post("/v1/keys", { email: address }, { ip: freshIp() })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
  });

  it("throttles issuance per IP: 429 rate_limited with Retry-After after 5 in an hour", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await post("/v1/keys", { email: email() }, { ip })).status).toBe(201);
    const sixth = await post("/v1/keys", { email: email() }, { ip });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe("rate_limited");
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(sixth.body.error.retry_after).toBe(Number(sixth.headers.get("retry-after")));
    expect((await post("/v1/keys", { email: email() }, { ip: freshIp() })).status).toBe(201);
  });
});

describe("GET and DELETE /v1/me", () => {
  it("401 key_required without a key", async () => {
    const res = await get("/v1/me");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("key_required");
  });

  it("reports real usage that moves with each request, limits and capabilities from the tiers table", async () => {
    const { body } = await post("/v1/keys", { email: email() }, { ip: freshIp() });
    const first = await get("/v1/me", { key: body.key });
    await get("/v1/health", { key: body.key });
    await get("/v1/health", { headers: { authorization: `Bearer ${body.key}` } });
    const second = await get("/v1/me", { key: body.key });
    const a = first.body.data;
    const b = second.body.data;
    expect(a.usage.tracking).toBe(true);
    expect(a.usage.day.used).toBe(1);
    expect(b.usage.day.used).toBe(4);
    expect(b.usage.month.used).toBe(4);
    expect(b.usage.day.remaining).toBe(2000 - 4);
    expect(b.usage.day.resets_in_seconds).toBeGreaterThan(0);
    expect(b.usage.day.resets_in_seconds).toBeLessThanOrEqual(86_400);
    expect(b.limits).toEqual({ per_min: 60, per_day: 2000, per_month: 60000 });
    expect(b.capabilities).toMatchObject({ list_max: 25, full_fields: true, changes_window_days: null, webhooks: 0, bulk_export: false });
    expect(b.owner).toMatch(/^u\*\*\*.@example\.com$/);
    expect(b.last_used_at).not.toBeNull();
    expect(b.product.licensed).toEqual(["ai_law"]);
  });

  it("DELETE revokes irreversibly: the same key then gets 403 key_revoked everywhere, never anonymous", async () => {
    const { body } = await post("/v1/keys", { email: email() }, { ip: freshIp() });
    const revoked = await del("/v1/me", { key: body.key });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toEqual({ key_prefix: body.key_prefix, revoked: true });
    for (const path of ["/v1/me", "/v1/health"]) {
      const res = await get(path, { key: body.key });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("key_revoked");
    }
    expect((await del("/v1/me", { key: body.key })).status).toBe(403);
  });
});
