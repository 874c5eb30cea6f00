/**
 * Who gets what on the US-law read API: product licences (headers, the public capability for keys without us_law,
 * their own rate kept), the trimmed envelope with provenance never withheld, the scarce-type sample, metering on
 * records served (exact under 50 parallel requests; record_budget_exceeded distinct from rate_limited) and the
 * retired endpoints costing nothing. Runs on PGlite, and on Postgres with TEST_DATABASE_URL.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { TIERS } from "@/lib/auth/tiers";
import type { UnitBudget } from "@/lib/limits/budget";
import { setRecordBudgetForTests } from "@/lib/limits/budget-instance";
import { setRateLimiterForTests } from "@/lib/limits/limiter-instance";
import { MemoryUnitBudget } from "@/lib/limits/memory-budget";
import { getDb } from "@/lib/runtime/database";
import { loadUsLawTestSubset } from "@/lib/us-law/load";
import { SCARCE_INSTRUMENT_TYPES, US_LAW_PROVENANCE_FIELDS, US_LAW_TRIMMED_FIELDS } from "@/lib/us-law/read-vocabulary";
import { EXAMPLE_US_LAW_RECORD_UID } from "@/lib/contract/us-law";
import { call, get } from "../../support/api";
import { contractFixtures } from "../../support/contract-fixtures";
import { mintKey } from "../../support/keys";
import { limitedTo } from "../../support/rate-limits";

let ip = 0;
const nextIp = () => `198.18.0.${(++ip % 250) + 1}`;
let enterprise: string;

beforeAll(async () => {
  const { db } = await getDb();
  await loadUsLawTestSubset(db);
  enterprise = await mintKey("enterprise", ["us_law"]);
}, 120_000);

afterEach(() => {
  setRecordBudgetForTests(null);
  setRateLimiterForTests(null);
});

/** The real memory budget with this test's window sizes, whatever the tier's. */
function smallBudget(perDay: number): UnitBudget {
  const real = new MemoryUnitBudget();
  const w = { perDay, per30Days: null };
  return { engine: "memory", peek: (k, _w, now) => real.peek(k, w, now), reserve: (k, n, _w, now) => real.reserve(k, n, w, now), refund: (r, n) => real.refund(r, n) };
}

describe("product licences", () => {
  it("headers for anonymous, ai_law-only, us_law and both; an unlicensed key gets the public capability but its own rate", async () => {
    const cases = [
      { name: "anonymous", key: undefined, product: "none", scope: "out_of_product", tier: "anonymous", rate: TIERS.anonymous.perMinute },
      { name: "ai_law only", key: await mintKey("developer", ["ai_law"]), product: "ai_law", scope: "out_of_product", tier: "anonymous", rate: TIERS.developer.perMinute },
      { name: "us_law", key: await mintKey("developer", ["us_law"]), product: "us_law", scope: "in_product", tier: "developer", rate: TIERS.developer.perMinute },
      { name: "both", key: await mintKey("developer", ["ai_law", "us_law"]), product: "ai_law,us_law", scope: "in_product", tier: "developer", rate: TIERS.developer.perMinute },
    ] as const;
    for (const c of cases) {
      for (const path of ["/v1/us-law?limit=50", "/v1/us-law/search?q=intelligence&limit=50", `/v1/us-law/records/${EXAMPLE_US_LAW_RECORD_UID}`, "/v1/us-law/courts"]) {
        const res = await get(path, { key: c.key, ip: nextIp() });
        expect(res.headers.get("x-svc-product"), `${c.name} ${path}`).toBe(c.product);
        expect(res.headers.get("x-svc-product-surface"), `${c.name} ${path}`).toBe("us_law");
        expect(res.headers.get("x-svc-product-scope"), `${c.name} ${path}`).toBe(c.scope);
        expect(res.headers.get("x-ratelimit-limit"), `${c.name}: its own rate`).toBe(String(c.rate));
      }
      const list = await get("/v1/us-law?limit=50", { key: c.key, ip: nextIp() });
      expect(list.body.data, c.name).toHaveLength(TIERS[c.tier].listMax >= 50 ? 50 : TIERS[c.tier].listMax);
      expect(list.body.meta.fields, c.name).toBe(TIERS[c.tier].fullFields ? "full" : "trimmed");
      expect(list.body.meta.record_budget.day.limit, c.name).toBe(TIERS[c.tier].usLawRecordsPerDay);
      expect(list.body.meta.record_budget.rolling_30_days.limit, c.name).toBe(TIERS[c.tier].usLawRecordsPer30Days);
    }
  });

  it("every /us-law answer says what the key holds: refusals, catalogues, export, download, retired, wrong method, unknown path, preflight", async () => {
    const licensed = await mintKey("business", ["us_law"]);
    const aiOnly = await mintKey("business", ["ai_law"]);
    const { token } = await contractFixtures.usLawExportPart(licensed, nextIp());
    const expectProduct = (res: { status: number; headers: Headers }, what: string, product: string, scope: string) => {
      expect([res.headers.get("x-svc-product"), res.headers.get("x-svc-product-surface"), res.headers.get("x-svc-product-scope")], `${what} (${res.status})`).toEqual([product, "us_law", scope]);
    };
    const cases: [string, string, string, number][] = [
      ["GET", "/v1/us-law/taxonomy", licensed, 200],
      ["GET", "/v1/us-law/jurisdictions", licensed, 200],
      ["GET", "/v1/us-law/export?format=json", licensed, 200],
      ["GET", "/v1/us-law?limit=abc", licensed, 400],
      ["GET", "/v1/us-law/records/00000000-0000-4000-8000-000000000000", licensed, 404],
      ["GET", "/v1/us-law/opinions", licensed, 410],
      ["POST", "/v1/us-law/taxonomy", licensed, 405],
      ["GET", "/v1/us-law/no-such-thing", licensed, 404],
      ["OPTIONS", "/v1/us-law/taxonomy", licensed, 204],
    ];
    for (const [method, path, key, status] of cases) {
      const res = await call(method, path, { key, ip: nextIp() });
      expect(res.status, `${method} ${path}`).toBe(status);
      // A preflight carries no key in a browser; one sent anyway is resolved like any request's.
      expectProduct(res, `${method} ${path}`, "us_law", "in_product");
    }
    expectProduct(await call("GET", "/v1/us-law/export?format=json", { key: aiOnly, ip: nextIp() }), "export, unlicensed", "ai_law", "out_of_product");
    expectProduct(await call("GET", "/v1/us-law/taxonomy", { ip: nextIp() }), "taxonomy, anonymous", "none", "out_of_product");
    // A credential that is not accepted holds nothing.
    expectProduct(await call("GET", "/v1/us-law/taxonomy", { key: "lex_free_short", ip: nextIp() }), "invalid key", "none", "out_of_product");
    // The download's credential is its token: any key sent is ignored, and the answer says so.
    const download = await call("GET", `/v1/us-law/export/download?token=${encodeURIComponent(token!)}`, { key: licensed, ip: nextIp() });
    expect(download.status).toBe(200);
    expectProduct(download, "download", "none", "out_of_product");
    const badToken = await call("GET", "/v1/us-law/export/download?token=nope", { ip: nextIp() });
    expect(badToken.status).toBeGreaterThanOrEqual(400);
    expectProduct(badToken, "download, bad token", "none", "out_of_product");
    setRateLimiterForTests(limitedTo(0));
    const limited = await call("GET", "/v1/us-law/taxonomy", { key: licensed, ip: nextIp() });
    expect(limited.status).toBe(429);
    expectProduct(limited, "rate limited", "us_law", "in_product");
  });

  it("an unlicensed key's upgrade hint names the licence, not a free key", async () => {
    const res = await get("/v1/us-law?limit=50", { key: await mintKey("pro", ["ai_law"]), ip: nextIp() });
    expect(res.body.meta.upgrade).toMatch(/not licensed for US law/);
  });

  it("/me reports the product, the record allowance and export entitlement from the tiers table", async () => {
    for (const [products, allowance] of [[["us_law"], TIERS.business], [["ai_law"], TIERS.anonymous]] as const) {
      const key = await mintKey("business", [...products]);
      const me = await get("/v1/me", { key, ip: nextIp() });
      expect(me.body.data.product.us_law).toMatchObject({
        in_product: products.includes("us_law" as never),
        records_per_day: allowance.usLawRecordsPerDay,
        records_per_30_days: allowance.usLawRecordsPer30Days,
        bulk_export: products.includes("us_law" as never) && TIERS.business.bulkExport,
      });
    }
  });
});

describe("field envelope", () => {
  it("provenance is never withheld; the trimmed envelope omits only the detail fields", async () => {
    const paths = ["/v1/us-law?limit=5", "/v1/us-law/search?q=executive&limit=5", "/v1/us-law/search?q=EO%2014110", `/v1/us-law/records/${EXAMPLE_US_LAW_RECORD_UID}`];
    for (const key of [undefined, await mintKey("pro", ["ai_law"]), await mintKey("free", ["us_law"])]) {
      for (const path of paths) {
        const res = await get(path, { key, ip: nextIp() });
        const items = Array.isArray(res.body.data) ? res.body.data : [res.body.data];
        expect(items.length, path).toBeGreaterThan(0);
        for (const item of items) {
          for (const f of US_LAW_PROVENANCE_FIELDS) expect(item, `${path} ${f}`).toHaveProperty(f);
          expect(item.retrieved_at).toMatch(/^\d{4}-/);
          expect(item.source_authority.length).toBeGreaterThan(5);
          const trimmed = res.body.meta.fields === "trimmed";
          for (const f of US_LAW_TRIMMED_FIELDS) expect(f in item, `${path} ${f}`).toBe(!trimmed);
        }
      }
    }
  });
});

describe("scarce instrument types", () => {
  it("below the top tiers: a fixed real sample with meta.sampled, also when listed with a common type", async () => {
    const full = await get("/v1/us-law?instrument_type=executive_order,proclamation&limit=100", { key: enterprise, ip: nextIp() });
    const scarceTotal = full.body.meta.total;
    expect(scarceTotal).toBeGreaterThan(TIERS.pro.usLawScarceSample!);
    expect(full.body.meta.sampled).toBe(false);
    const fullUids = new Set(full.body.data.map((r: { record_uid: string }) => r.record_uid));

    const statutes = await get("/v1/us-law?instrument_type=statute&limit=1", { key: enterprise, ip: nextIp() });
    for (const [tier, types] of [["free", "executive_order,proclamation"], ["developer", "statute,executive_order,proclamation"], ["pro", ""]] as const) {
      const key = await mintKey(tier, ["us_law"]);
      const cap = TIERS[tier].usLawScarceSample!;
      const served: { record_uid: string; instrument_type: string }[] = [];
      let meta: Record<string, unknown> = {};
      for (let offset = 0; ; offset += 25) {
        const res = await get(`/v1/us-law?${types ? `instrument_type=${types}&` : ""}limit=25&offset=${offset}`, { key, ip: nextIp() });
        served.push(...res.body.data);
        meta = res.body.meta;
        if (res.body.data.length < 25) break;
      }
      const scarce = served.filter((r) => (SCARCE_INSTRUMENT_TYPES as readonly string[]).includes(r.instrument_type));
      expect(scarce.length, tier).toBe(cap);
      for (const r of scarce) expect(fullUids.has(r.record_uid), tier).toBe(true); // real records, not placeholders
      expect(new Set(served.map((r) => r.record_uid)).size, tier).toBe(served.length); // paging a sample is stable
      expect(meta, tier).toMatchObject({ sampled: true, sampled_reason: "scarce_instrument_type", sample_size: cap, scarce_matching: scarceTotal });
      expect(meta.gated, tier).toContain("scarce_instrument_type");
      if (types.includes("statute")) expect(served.filter((r) => r.instrument_type === "statute").length, tier).toBe(statutes.body.meta.total);
    }

    const business = await get("/v1/us-law?instrument_type=statute,executive_order,proclamation&limit=1", { key: await mintKey("business", ["us_law"]), ip: nextIp() });
    expect(business.body.meta.sampled).toBe(false);
    expect(business.body.meta.total).toBe(scarceTotal + statutes.body.meta.total);
  }, 120_000);

  it("a query that fits in the sample withholds nothing (one executive order by number)", async () => {
    const res = await get("/v1/us-law/search?q=EO%2014110", { ip: nextIp() });
    expect(res.body.data).toHaveLength(1);
    expect(res.body.meta.sampled).toBe(false);
  });
});

describe("metering", () => {
  it("50 parallel requests against a budget of 100 serve at most 100 records, charged exactly", async () => {
    setRecordBudgetForTests(smallBudget(100));
    const key = await mintKey("developer", ["us_law"]);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => get(`/v1/us-law?limit=3&offset=${i}`, { key, ip: nextIp() })));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(ok.length + refused.length).toBe(50);
    const served = ok.reduce((n, r) => n + r.body.data.length, 0);
    expect(served).toBe(99); // 33 pages of 3 fit in 100; the 34th would not
    for (const r of refused) expect(r.body.error.code).toBe("record_budget_exceeded");
    const after = await get("/v1/us-law?limit=1", { key, ip: nextIp() });
    expect(after.body.meta.record_budget.day).toMatchObject({ used: 100, remaining: 0 });
  }, 120_000);

  it("record_budget_exceeded is refused whole, charges nothing, and is distinct from rate_limited", async () => {
    setRecordBudgetForTests(smallBudget(7));
    const key = await mintKey("developer", ["us_law"]);
    const first = await get("/v1/us-law?limit=5", { key, ip: nextIp() });
    expect(first.body.meta.record_budget).toMatchObject({ charged: 5, day: { used: 5, limit: 7, remaining: 2 } });
    const refused = await get("/v1/us-law?limit=5", { key, ip: nextIp() });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("record_budget_exceeded");
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(Number(refused.headers.get("x-ratelimit-remaining"))).toBeGreaterThan(0); // the request rate is fine
    const fits = await get("/v1/us-law?limit=2", { key, ip: nextIp() });
    expect(fits.body.meta.record_budget).toMatchObject({ charged: 2, day: { used: 7, remaining: 0 } });
    const spent = await get("/v1/us-law/records/" + EXAMPLE_US_LAW_RECORD_UID, { key, ip: nextIp() });
    expect(spent.body.error.code).toBe("record_budget_exceeded");
    // Unmetered operations still answer with a spent budget.
    expect((await get("/v1/us-law/compare?branch=law", { key, ip: nextIp() })).status).toBe(200);
    expect((await get(`/v1/us-law/records/${EXAMPLE_US_LAW_RECORD_UID}/history`, { key, ip: nextIp() })).status).toBe(200);

    setRateLimiterForTests(limitedTo(0));
    const limited = await get("/v1/us-law?limit=1", { key: await mintKey("developer", ["us_law"]), ip: nextIp() });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
  });

  it("an unmetered entitlement is charged and reported but never pre-checked; a metered one is pre-checked", async () => {
    const real = new MemoryUnitBudget();
    const calls = { peek: 0, reserve: 0 };
    setRecordBudgetForTests({
      engine: "memory",
      peek: (k, w, now) => (calls.peek++, real.peek(k, w, now)),
      reserve: (k, n, w, now) => (calls.reserve++, real.reserve(k, n, w, now)),
      refund: (r, n) => real.refund(r, n),
    });
    const unmetered = await get("/v1/us-law?limit=3", { key: enterprise, ip: nextIp() });
    expect(unmetered.status).toBe(200);
    expect(unmetered.body.meta.record_budget).toMatchObject({ charged: 3, day: { limit: null, remaining: null } });
    expect(calls).toEqual({ peek: 0, reserve: 1 });
    const metered = await get("/v1/us-law?limit=3", { key: await mintKey("developer", ["us_law"]), ip: nextIp() });
    expect(metered.body.meta.record_budget).toMatchObject({ charged: 3, day: { limit: TIERS.developer.usLawRecordsPerDay } });
    expect(calls).toEqual({ peek: 1, reserve: 2 });
  });

  it("the retired endpoints answer 410 for any parameters and cost nothing", async () => {
    const key = await mintKey("free", ["us_law"]);
    const before = await get("/v1/us-law?limit=2", { key, ip: nextIp() });
    expect(before.body.meta.record_budget.day.used).toBe(2);
    for (const path of [
      "/v1/us-law/opinions",
      "/v1/us-law/opinions?court=scotus&limit=100&offset=5&sort=cited&bogus=1",
      "/v1/us-law/opinions/2812209",
      "/v1/us-law/opinions/not%20an%20id?q=x",
      "/v1/us-law/courts?court_level=appellate&with_opinions=true",
    ]) {
      for (const k of [key, undefined, await mintKey("enterprise", ["us_law"])]) {
        const res = await get(path, { key: k, ip: nextIp() });
        expect(res.status, path).toBe(410);
        expect(res.body.error.code).toBe("corpus_retired");
        expect(res.body.error.message).toMatch(/2026-08-22/);
      }
    }
    const after = await get("/v1/us-law?limit=1", { key, ip: nextIp() });
    expect(after.body.meta.record_budget.day.used).toBe(3); // 2 before + this 1: the 410s cost nothing
  });
});
