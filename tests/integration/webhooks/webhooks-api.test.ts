import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/runtime/database";
import { rowsOf } from "@/db/rows";
import { openSecret } from "@/lib/webhooks/secret-box";
import { setTargetResolverForTests } from "@/lib/webhooks/target-url";
import { del, get, post } from "../../support/api";
import { mintKey } from "../../support/keys";
import { REFUSED_TARGETS } from "../../support/ssrf-targets";

const TARGET = "https://hooks.example.com/lexatlas";
let ip = 0;
const opts = (key?: string) => ({ key, ip: `198.51.100.${(++ip % 250) + 1}` });
const create = (key: string, body: Record<string, unknown> = {}) => post("/v1/webhooks", { target_url: TARGET, ...body }, opts(key));

beforeAll(() => {
  // hooks.example.com resolves publicly; everything else does not exist (no DNS leaves this machine).
  setTargetResolverForTests(async (host) => {
    if (host === "hooks.example.com") return [{ address: "93.184.215.14", family: 4 }];
    if (host === "private.example.com") return [{ address: "10.1.2.3", family: 4 }];
    if (host === "rebinding.example.com") return [{ address: "93.184.215.14", family: 4 }, { address: "127.0.0.1", family: 4 }];
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  });
});

afterEach(() => {
  delete process.env.WEBHOOK_ALLOWED_TARGETS;
  delete process.env.QSTASH_TOKEN;
});

describe("who may subscribe", () => {
  it("every /webhooks endpoint needs a key (401)", async () => {
    const id = "3f0c8f8e-5b1a-4c1e-9a57-0d2f1b7c6e21";
    for (const res of [await post("/v1/webhooks", { target_url: TARGET }, opts()), await get("/v1/webhooks", opts()), await get(`/v1/webhooks/${id}`, opts()), await del(`/v1/webhooks/${id}`, opts())]) {
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe("key_required");
    }
  });

  it("free and developer keys get 403 tier_upgrade_required naming pro; they may still list (nothing)", async () => {
    for (const tier of ["free", "developer"] as const) {
      const key = await mintKey(tier);
      const res = await create(key);
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: "tier_upgrade_required", required_tier: "pro" });
      const list = await get("/v1/webhooks", opts(key));
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ data: [], meta: { count: 0, allowance: 0 } });
    }
  });

  it("caps per key: pro 3, business 25, enterprise unlimited; 409 at the cap, a deletion frees a slot", async () => {
    const caps = { pro: 3, business: 25 } as const;
    for (const [tier, cap] of Object.entries(caps) as [keyof typeof caps, number][]) {
      const key = await mintKey(tier);
      const ids: string[] = [];
      for (let i = 0; i < cap; i++) {
        const res = await create(key);
        expect(res.status, `${tier} #${i + 1}`).toBe(201);
        ids.push(res.body.data.id);
      }
      const over = await create(key);
      expect(over.status).toBe(409);
      expect(over.body.error.code).toBe("conflict");
      expect(over.body.error.message).toContain(String(cap));
      expect((await del(`/v1/webhooks/${ids[0]}`, opts(key))).status).toBe(200);
      expect((await create(key)).status).toBe(201);
      expect((await get("/v1/webhooks", opts(key))).body.meta).toEqual({ count: cap, allowance: cap });
    }
    const enterprise = await mintKey("enterprise");
    for (let i = 0; i < 30; i++) expect((await create(enterprise)).status).toBe(201);
    expect((await get("/v1/webhooks", opts(enterprise))).body.meta).toEqual({ count: 30, allowance: "unlimited" });
  });

  it("racing creations cannot exceed the cap", async () => {
    const key = await mintKey("pro");
    const results = await Promise.all(Array.from({ length: 8 }, () => create(key)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
  });
});

describe("subscriptions", () => {
  it("create returns the Webhook with its signing secret once; list and get never show it", async () => {
    const key = await mintKey("pro");
    const res = await create(key, { scope: "state", jurisdiction: "colorado", events: ["law.updated", "law.updated"] });
    expect(res.status).toBe(201);
    const hook = res.body.data;
    expect(hook).toMatchObject({
      target_url: TARGET, events: ["law.updated"], scope: "state", jurisdiction: "colorado", active: true,
      failure_count: 0, disabled_at: null, disabled_reason: null, last_delivery_at: null,
    });
    expect(hook.signing_secret).toMatch(/^whsec_/);
    expect(Date.parse(hook.created_at)).not.toBeNaN();
    const one = await get(`/v1/webhooks/${hook.id}`, opts(key));
    const { signing_secret: _secret, ...withoutSecret } = hook;
    expect(one.body.data).toEqual(withoutSecret);
    expect((await get("/v1/webhooks", opts(key))).body.data).toEqual([withoutSecret]);
    expect(JSON.stringify([one.body, (await get("/v1/webhooks", opts(key))).body])).not.toContain(hook.signing_secret);
  });

  it("events default to both; a name that does not resolve yet is accepted with a notice", async () => {
    const key = await mintKey("business");
    const res = await create(key, { target_url: "https://not-yet.example.net/in" });
    expect(res.status).toBe(201);
    expect(res.body.data.events).toEqual(["law.created", "law.updated"]);
    expect(res.body.meta.notice).toMatch(/does not resolve/);
  });

  it("only the owning key sees or deletes a webhook; DELETE then 404", async () => {
    const owner = await mintKey("pro");
    const other = await mintKey("enterprise");
    const id = (await create(owner)).body.data.id;
    expect((await get(`/v1/webhooks/${id}`, opts(other))).status).toBe(404);
    expect((await del(`/v1/webhooks/${id}`, opts(other))).status).toBe(404);
    expect((await get("/v1/webhooks", opts(other))).body.data.map((w: { id: string }) => w.id)).not.toContain(id);
    const gone = await del(`/v1/webhooks/${id}`, opts(owner));
    expect(gone.status).toBe(200);
    expect(gone.body.data).toEqual({ id, deleted: true });
    const after = await get(`/v1/webhooks/${id}`, opts(owner));
    expect(after.status).toBe(404);
    expect(after.body.error.code).toBe("not_found");
    expect((await del(`/v1/webhooks/${id}`, opts(owner))).status).toBe(404);
  });

  it("400 names the bad field: events, scope, jurisdiction, unknown fields", async () => {
    const key = await mintKey("pro");
    const cases: [Record<string, unknown>, string][] = [
      [{ events: [] }, "events"],
      [{ events: ["law.deleted"] }, "events.0"],
      [{ scope: "city" }, "scope"],
      [{ jurisdiction: "Not A Slug" }, "jurisdiction"],
      [{ jurisdiction: "atlantis" }, "jurisdiction"],
      [{ target_url: "" }, "target_url"],
      [{ url: TARGET }, "body"],
    ];
    for (const [body, param] of cases) {
      const res = await create(key, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_parameter", param });
    }
  });
});

describe("target URL safety at creation", () => {
  it("refuses every non-public target (400 naming target_url), by literal, spelling, userinfo, name and DNS", async () => {
    const key = await mintKey("enterprise");
    const targets = [...REFUSED_TARGETS, "https://private.example.com/hook", "https://rebinding.example.com/hook"];
    for (const target_url of targets) {
      const res = await post("/v1/webhooks", { target_url }, opts(key));
      expect(res.status, target_url).toBe(400);
      expect(res.body.error.param, target_url).toBe("target_url");
    }
    expect((await get("/v1/webhooks", opts(key))).body.data).toEqual([]);
  });

  it("a local receiver is accepted only through WEBHOOK_ALLOWED_TARGETS, and never in production", async () => {
    const key = await mintKey("pro");
    expect((await create(key, { target_url: "http://127.0.0.1:9/hook" })).status).toBe(400);
    process.env.WEBHOOK_ALLOWED_TARGETS = "127.0.0.1";
    expect((await create(key, { target_url: "http://127.0.0.1:9/hook" })).status).toBe(201);
    const env = process.env.NODE_ENV;
    (process.env as Record<string, string | undefined>).NODE_ENV = "production";
    try {
      const refused = await create(key, { target_url: "http://127.0.0.1:9/hook" });
      expect(refused.status).toBe(503);
      expect(refused.body.error.code).toBe("unavailable");
    } finally {
      (process.env as Record<string, string | undefined>).NODE_ENV = env;
    }
  });

  it("a half-configured QStash answers 503 webhooks not enabled", async () => {
    process.env.QSTASH_TOKEN = "token-without-signing-keys";
    const res = await create(await mintKey("pro"));
    expect(res.status).toBe(503);
    expect(res.body.error.message).toMatch(/QSTASH_CURRENT_SIGNING_KEY/);
  });
});

describe("the signing secret at rest", () => {
  it("appears in no table; the stored ciphertext opens only under the app secret and this webhook's id", async () => {
    const key = await mintKey("enterprise");
    const secrets: { id: string; secret: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await create(key);
      secrets.push({ id: res.body.data.id, secret: res.body.data.signing_secret });
    }
    const { db } = await getDb();
    const tables = rowsOf(await db.execute(sql`SELECT table_schema, table_name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`));
    let scanned = 0;
    for (const t of tables) {
      const dump = JSON.stringify(rowsOf(await db.execute(sql.raw(`SELECT * FROM "${t.table_schema}"."${t.table_name}"`))));
      scanned += dump.length;
      for (const { secret } of secrets) {
        expect(dump, `${t.table_name} holds a signing secret`).not.toContain(secret);
        expect(dump, `${t.table_name} holds a secret body`).not.toContain(secret.slice(6, 30));
      }
    }
    expect(scanned).toBeGreaterThan(10_000);
    const stored = rowsOf<{ id: string; secret_ciphertext: string }>(await db.execute(sql`SELECT id, secret_ciphertext FROM webhooks`));
    for (const { id, secret } of secrets) {
      const row = stored.find((r) => r.id === id)!;
      expect(openSecret(row.secret_ciphertext, id)).toBe(secret);
      expect(() => openSecret(row.secret_ciphertext, secrets.find((s) => s.id !== id)!.id)).toThrow();
    }
  });
});
