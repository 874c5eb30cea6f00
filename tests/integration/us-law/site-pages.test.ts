/**
 * The website's US-law browser and record page on their data path: each page view invokes the API's operations
 * through the kernel as the anonymous caller at the visitor's address, so the record budget and the rate limit are
 * charged and enforced exactly as for GET /v1/us-law/search; a refusal sends the visitor to a 429 page.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { TIERS } from "@/lib/auth/tiers";
import { EXAMPLE_US_LAW_RECORD_UID } from "@/lib/contract/us-law";
import { recordBudget } from "@/lib/limits/budget-instance";
import { getDb } from "@/lib/runtime/database";
import { loadUsLawTestSubset } from "@/lib/us-law/load";
import { UsLawBrowser } from "@/components/us-law/us-law-browser";
import { UsLawRecordView } from "@/components/us-law/us-law-record-view";
import { GET as refusalRoute } from "@/app/(site)/limited/route";
import { get } from "../../support/api";
import { redirectOf } from "../../support/page-redirect";
import { mintKey } from "../../support/keys";

beforeAll(async () => {
  const { db } = await getDb();
  await loadUsLawTestSubset(db);
}, 120_000);

afterEach(() => {
  delete process.env.TRUST_PROXY;
});

let n = 0;
/** A fresh visitor address per test: budgets and rate limits are per address. */
const nextIp = () => `198.51.100.${++n}`;
const visitorAt = (ip: string, extra: Record<string, string> = {}) => new Headers({ "x-lexatlas-client-ip": ip, ...extra });

const ANON = { perDay: TIERS.anonymous.usLawRecordsPerDay, per30Days: TIERS.anonymous.usLawRecordsPer30Days };
const usedBy = async (ip: string) => (await recordBudget().peek(`ip:${ip}`, ANON)).day.used;

const browse = async (raw: Record<string, string>, visitor: Headers) => renderToStaticMarkup(await UsLawBrowser({ raw, visitor }));
const record = async (uid: string, visitor: Headers) => renderToStaticMarkup(await UsLawRecordView({ recordUid: uid, visitor }));

const uidsIn = (html: string) => [...html.matchAll(/href="\/us-law\/records\/([0-9a-f-]{36})"/g)].map((m) => m[1]);

describe("website: /us-law search and filters", () => {
  it("a search page shows what GET /v1/us-law/search gives the same anonymous caller, and charges its budget for it", async () => {
    const ip = nextIp();
    const html = await browse({ q: "artificial intelligence" }, visitorAt(ip));
    const api = await get("/v1/us-law/search?q=artificial%20intelligence", { ip: nextIp() });
    expect(api.status).toBe(200);
    expect(uidsIn(html)).toEqual(api.body.data.map((r: { record_uid: string }) => r.record_uid));
    expect(uidsIn(html)).toHaveLength(TIERS.anonymous.listMax);
    expect(html).toMatch(new RegExp(`data-testid="us-law-total">${api.body.meta.total}<`));
    for (const r of api.body.data) {
      expect(html).toContain(r.citation.replace(/&/g, "&amp;"));
      if (r.official_url) expect(html).toContain(`href="${r.official_url.replace(/&/g, "&amp;")}"`);
    }
    // Metering: the five records shown were charged to this visitor's address, and the page says so.
    expect(await usedBy(ip)).toBe(5);
    expect(html).toMatch(/data-testid="records-charged">5</);
    expect(html).toMatch(new RegExp(`data-testid="budget-day-remaining">${ANON.perDay! - 5}<`));
    // A second view is charged again: the site keeps no copy that would serve records for free.
    await browse({ q: "artificial intelligence" }, visitorAt(ip));
    expect(await usedBy(ip)).toBe(10);
    expect(html).toContain('rel="next" href="/us-law?q=artificial+intelligence&amp;offset=5"');
  });

  it("the search strategies of the API: a document number, then a citation when full text finds nothing", async () => {
    const eo = await browse({ q: "EO 14110" }, visitorAt(nextIp()));
    expect(eo).toContain('data-strategy="document_number"');
    expect(eo).toContain("Executive Order 14110");
    const citation = await browse({ q: "1 USC 1" }, visitorAt(nextIp()));
    expect(citation).toContain('data-strategy="citation_substring"');
    expect(citation).toContain("1 U.S.C. §");
    const phrase = await browse({ q: '"artificial intelligence" -amendments' }, visitorAt(nextIp()));
    const api = await get(`/v1/us-law/search?q=${encodeURIComponent('"artificial intelligence" -amendments')}`, { ip: nextIp() });
    expect(uidsIn(phrase)).toEqual(api.body.data.map((r: { record_uid: string }) => r.record_uid));
  });

  it("filters without words list GET /v1/us-law's records; a bad value is named, and costs nothing", async () => {
    const ip = nextIp();
    const html = await browse({ jurisdiction: "federal", instrument_type: "statute", in_force: "true" }, visitorAt(ip));
    const api = await get("/v1/us-law?jurisdiction=federal&instrument_type=statute&in_force=true", { ip: nextIp() });
    expect(uidsIn(html)).toEqual(api.body.data.map((r: { record_uid: string }) => r.record_uid));
    expect([...html.matchAll(/data-instrument-type="([a-z_]+)"/g)].map((m) => m[1])).toEqual(Array(uidsIn(html).length).fill("statute"));
    expect(html).not.toContain("data-strategy");
    // The form keeps what was chosen.
    expect(html).toMatch(/<option value="federal" selected="">/);
    const bad = await browse({ in_force: "maybe" }, visitorAt(ip));
    expect(bad).toContain('role="alert"');
    expect(bad).toContain("The in_force field is invalid");
    expect(await usedBy(ip)).toBe(uidsIn(html).length);
  });

  it("the page without a query lists nothing and charges nothing; the branch links are filters", async () => {
    const ip = nextIp();
    const html = await browse({}, visitorAt(ip));
    expect(uidsIn(html)).toEqual([]);
    expect(html).toContain('href="/us-law?branch_any=science_technology_communications"');
    expect(await usedBy(ip)).toBe(0);
  });

  it("a spent record budget refuses the page: a redirect to the 429 page, which says when to retry and how to get a key", async () => {
    const ip = nextIp();
    expect((await recordBudget().reserve(`ip:${ip}`, ANON.perDay!, ANON)).ok).toBe(true);
    const target = await redirectOf(browse({ q: "artificial intelligence" }, visitorAt(ip)));
    const refusal = new URL(target!, "http://lexatlas.test");
    expect(refusal.pathname).toBe("/limited");
    expect(refusal.searchParams.get("reason")).toBe("record_budget_exceeded");
    // The day window resets at the next UTC midnight: that is when to retry.
    expect(refusal.searchParams.get("retry_at")).toMatch(/^\d{4}-\d\d-\d\dT00:00:0\dZ$/);
    expect(refusal.searchParams.get("from")).toBe("/us-law?q=artificial+intelligence");
    const res = refusalRoute(new Request(refusal));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const page = await res.text();
    expect(page).toContain("US-law record budget used up");
    expect(page).toContain('href="/signup"');
    expect(page).toContain('data-testid="retry-at"');
    expect(page).toContain('href="/us-law?q=artificial+intelligence">Try the page again');
    expect(await usedBy(ip)).toBe(ANON.perDay);
  });

  it("a page that does not fit what is left is refused whole and charges nothing, as in the API", async () => {
    const ip = nextIp();
    await recordBudget().reserve(`ip:${ip}`, ANON.perDay! - 3, ANON);
    expect(await redirectOf(browse({ q: "artificial intelligence" }, visitorAt(ip)))).toMatch(/reason=record_budget_exceeded/);
    expect(await usedBy(ip)).toBe(ANON.perDay! - 3);
    // A page of one record still fits.
    await browse({ q: "EO 14110" }, visitorAt(ip));
    expect(await usedBy(ip)).toBe(ANON.perDay! - 2);
  });

  it("the visitor is anonymous whatever credential the browser sends, at the address HTTP would resolve (TRUST_PROXY)", async () => {
    const key = await mintKey("enterprise", ["us_law"]);
    const ip = nextIp();
    const withKey = await browse({ q: "artificial intelligence" }, visitorAt(ip, { "x-api-key": key }));
    expect(uidsIn(withKey)).toHaveLength(TIERS.anonymous.listMax);
    expect(await usedBy(ip)).toBe(5);

    const proxied = nextIp();
    const behindProxy = visitorAt("10.0.0.9", { "x-forwarded-for": `${proxied}, 10.0.0.1` });
    await browse({ q: "EO 14110" }, behindProxy); // TRUST_PROXY unset: the forwarded address is not believed
    expect(await usedBy(proxied)).toBe(0);
    expect(await usedBy("10.0.0.9")).toBe(1);
    process.env.TRUST_PROXY = "true";
    await browse({ q: "EO 14110" }, behindProxy);
    expect(await usedBy(proxied)).toBe(1);
    expect(await usedBy("10.0.0.9")).toBe(1);
  });
});

describe("website: /us-law/records/{uid}", () => {
  it("shows the record with classification, dates, provenance, history and the official link, charged as one record", async () => {
    const ip = nextIp();
    const html = await record(EXAMPLE_US_LAW_RECORD_UID, visitorAt(ip));
    const api = await get(`/v1/us-law/records/${EXAMPLE_US_LAW_RECORD_UID}`, { ip: nextIp() });
    const history = await get(`/v1/us-law/records/${EXAMPLE_US_LAW_RECORD_UID}/history`, { ip: nextIp() });
    const r = api.body.data;
    const attr = (s: string) => s.replace(/&/g, "&amp;");
    expect(html).toContain(`<h1>${r.title}</h1>`);
    expect(html).toContain(r.citation);
    expect(html).toContain(`href="${attr(r.official_url)}"`);
    expect(html).toContain(r.source_authority);
    expect(html).toContain(`dateTime="${r.retrieved_at}"`);
    expect(html).toContain(`dateTime="${r.last_verified_at}"`);
    expect(html).toContain(`rule ${r.classification.primary.rule}`);
    for (const heading of ["Classification", "Dates", "Provenance", "History"]) expect(html).toContain(`>${heading}</h2>`);
    expect(html).toContain(history.body.meta.notice);
    expect(await usedBy(ip)).toBe(1);
  });

  it("an unknown or malformed uid is a 404 and charges nothing", async () => {
    const ip = nextIp();
    await expect(record("00000000-0000-4000-8000-000000000000", visitorAt(ip))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
    await expect(record("not-a-uid", visitorAt(ip))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(await usedBy(ip)).toBe(0);
  });

  it("a spent budget refuses the record page too, naming the page to retry", async () => {
    const ip = nextIp();
    await recordBudget().reserve(`ip:${ip}`, ANON.perDay!, ANON);
    const target = await redirectOf(record(EXAMPLE_US_LAW_RECORD_UID, visitorAt(ip)));
    expect(new URL(target!, "http://x").searchParams.get("from")).toBe(`/us-law/records/${EXAMPLE_US_LAW_RECORD_UID}`);
  });
});

describe("the refusal page", () => {
  it("answers 404 unless it names a refusal, and never offers a page of another site to retry", async () => {
    expect(refusalRoute(new Request("http://lexatlas.test/limited")).status).toBe(404);
    const res = refusalRoute(new Request("http://lexatlas.test/limited?reason=rate_limited&retry_at=2000-01-01T00:00:00Z&from=//evil.example/x"));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("1");
    const html = await res.text();
    expect(html).toContain("Too many pages in a short time");
    expect(html).not.toContain("evil.example");
    const escaped = await refusalRoute(new Request("http://lexatlas.test/limited?reason=rate_limited&from=/us-law?q=%22%3E%3Cscript%3E")).text();
    expect(escaped).not.toContain("<script>");
  });
});
