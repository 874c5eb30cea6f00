/**
 * The website's enforcement registry pages on their data path: GET /v1/enforcement/matters and /matters/{uid} invoked
 * through the kernel as the anonymous caller at the visitor's address — the same rows, the same 2-row chain sample
 * with the true totals, the same redaction — and each page counted against that address's request limit.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { TIERS } from "@/lib/auth/tiers";
import { codesOf } from "@/lib/enforcement/vocabularies";
import { EnforcementBrowser } from "@/components/enforcement/enforcement-browser";
import { MatterView } from "@/components/enforcement/matter-view";
import { GET as refusalRoute } from "@/app/(site)/limited/route";
import { get } from "../../support/api";
import { redirectOf } from "../../support/page-redirect";
import { SAMPLE_MATTERS_FILE, loadSampleRegistry, uidOf } from "../../support/enforcement";

/** One more fictional matter, with a primary domain (the sample rows have none), so the domain filter has a value. */
const DOMAIN_ROW = fs
  .readFileSync(SAMPLE_MATTERS_FILE, "utf8")
  .split(/\n(?=- key: )/)
  .find((block) => block.startsWith("- key: test-class-v-sample-ai-corp"))!
  .replace("test-class-v-sample-ai-corp", "test-domain-sample-matter")
  .replace("Sample AI Corp. (fictional test row)", "Domain Example Corp. (fictional test row)")
  .replace("domain: null", "domain: consumer_protection");

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-matters-"));
  const extra = path.join(dir, "domain.yaml");
  fs.writeFileSync(extra, `${DOMAIN_ROW.trimEnd()}\n`);
  await loadSampleRegistry([extra]);
});

let n = 0;
const nextIp = () => `192.0.2.${++n}`;
const visitorAt = (ip: string) => new Headers({ "x-lexatlas-client-ip": ip });

const list = async (raw: Record<string, string>, ip = nextIp()) => renderToStaticMarkup(await EnforcementBrowser({ raw, visitor: visitorAt(ip) }));
const matter = async (uid: string, ip = nextIp()) => renderToStaticMarkup(await MatterView({ matterUid: uid, visitor: visitorAt(ip) }));
const uidsIn = (html: string) => [...html.matchAll(/href="\/enforcement\/matters\/(em_[a-z0-9]+)"/g)].map((m) => m[1]);
const optionsOf = (html: string, name: string) => {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "";
  return [...select.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]).filter(Boolean);
};

describe("website: /enforcement", () => {
  it("lists what GET /v1/enforcement/matters gives an anonymous caller, with filters from the categories and the data", async () => {
    const html = await list({});
    const api = await get("/v1/enforcement/matters", { ip: nextIp() });
    expect(uidsIn(html)).toEqual(api.body.data.map((m: { matter_uid: string }) => m.matter_uid));
    expect(uidsIn(html)).toHaveLength(TIERS.anonymous.listMax);
    expect(html).toMatch(new RegExp(`data-testid="matter-total">${api.body.meta.total}<`));
    expect(optionsOf(html, "forum_type")).toEqual(codesOf("forum_type"));
    expect(optionsOf(html, "matter_status")).toEqual(codesOf("matter_status"));
    // Agencies and domains of published matters only: the not-publish-ready matter's agency adds nothing new, and a
    // withheld matter's existence is never hinted at.
    expect(optionsOf(html, "agency")).toEqual(["EEOC", "FTC", "TESTAG", "TESTDPA"]);
    expect(optionsOf(html, "domain")).toEqual(["consumer_protection"]);
    expect(html).toContain('rel="next" href="/enforcement?offset=5"');
  });

  it("each filter narrows the list exactly as the API does; a bad code is named", async () => {
    const queries: Record<string, string>[] = [{ agency: "TESTAG" }, { forum_type: "federal_court" }, { matter_status: "pending" }, { domain: "consumer_protection" }, { q: "fictional" }];
    for (const query of queries) {
      const html = await list(query);
      const api = await get(`/v1/enforcement/matters?${new URLSearchParams(query)}`, { ip: nextIp() });
      expect(uidsIn(html), JSON.stringify(query)).toEqual(api.body.data.map((m: { matter_uid: string }) => m.matter_uid));
      expect(uidsIn(html).length, JSON.stringify(query)).toBeGreaterThan(0);
    }
    expect(uidsIn(await list({ agency: "TESTAG" }))).toEqual([uidOf("test-agency-v-example-co")]);
    const bad = await list({ forum_type: "nope" });
    expect(bad).toContain('role="alert"');
    expect(bad).toContain("The forum_type field is invalid");
  });

  it("each page view counts against the visitor's request limit; past it the page redirects to the 429 page", async () => {
    const ip = nextIp();
    for (let i = 0; i < TIERS.anonymous.perMinute; i++) expect(uidsIn(await list({}, ip))).toHaveLength(5);
    const target = await redirectOf(list({ matter_status: "open" }, ip));
    const refusal = new URL(target!, "http://lexatlas.test");
    expect(refusal.searchParams.get("reason")).toBe("rate_limited");
    expect(refusal.searchParams.get("from")).toBe("/enforcement?matter_status=open");
    expect(await redirectOf(matter(uidOf("test-agency-v-example-co"), ip))).toMatch(/reason=rate_limited/);
    const res = refusalRoute(new Request(refusal));
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await res.text()).toContain("Too many pages in a short time");
    // Another address is not affected.
    expect(uidsIn(await list({}))).toHaveLength(5);
  });
});

describe("website: /enforcement/matters/{uid}", () => {
  it("shows the 2-row sample of each chain with the true totals and the upgrade note, estimated dates marked", async () => {
    const uid = uidOf("test-agency-v-example-co");
    const html = await matter(uid);
    const api = await get(`/v1/enforcement/matters/${uid}`, { ip: nextIp() });
    const m = api.body.data;
    expect(api.body.meta.chains).toBe("sample");
    expect(html).toContain(`<h1>${m.caption}</h1>`);
    expect(html).toMatch(/data-testid="events-count">Showing 2 of 3\./);
    expect(html).toMatch(/data-testid="parties-count">Showing 2 of 4\./);
    expect(html).toContain('data-testid="estimated-date"');
    expect(html).toContain('data-testid="chain-sample-note"');
    expect(html).toContain(api.body.meta.upgrade.replace(/&/g, "&amp;"));
    for (const e of m.events) expect(html).toContain(e.description);
    for (const l of m.laws) expect(html).toContain(`data-link-status="${l.link_status}"`);
    for (const s of m.sources) expect(html).toContain(`href="${s.url}"`);
    // Never more than the API gives: the withheld parties are neither listed nor named anywhere.
    expect(html).not.toContain("Testperson");
    expect(html).not.toContain("Childtest");
    expect(html).not.toContain("Fictional: complaint issued."); // the third event, beyond the sample
  });

  it("a withheld, unknown or malformed matter is a 404", async () => {
    await expect(matter(uidOf("test-not-publish-ready"))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
    await expect(matter(uidOf("no-such-matter"))).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
    await expect(matter("not-a-matter")).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});
