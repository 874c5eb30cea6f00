/**
 * POST /report and its signed download link: previews below Pro, JSON with a signed link, the PDF itself (text checked
 * with pdftotext, pages rendered with pdftoppm into tests/e2e/artifacts/ for a human to look at), tampered and expired
 * links refused, and the monthly quota (Pro 5, Business 25) answered with 402 — also under concurrent requests.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/runtime/database";
import { signReportLink } from "@/lib/compliance/report-link";
import { call, callJson, get, post } from "../../support/api";
import { mintKey } from "../../support/keys";

const artifacts = path.resolve(__dirname, "../../e2e/artifacts");
// Reading the PDF's text needs poppler-utils (pdftotext, pdftoppm). .ci/run installs it; on a newcomer's machine
// without it the text check is skipped with a warning, as the browser tests are without Chromium — never in CI.
const hasPoppler = !spawnSync("pdftotext", ["-v"]).error;
const profile = {
  state: "california",
  sector: "employment,media-content",
  aiUse: ["hiring", "content"],
  ai_decision_impact: "hiring_firing",
  countries: ["eu", "south-korea"],
  bias_audit: "old",
  ai_policy: "developing",
  ai_source: "combination",
  size: "250 employees",
  company: "Acme Robotics GmbH",
  email: "compliance@acme.example",
};
let ip = 0;
const nextIp = () => `198.51.100.${(++ip % 250) + 1}`;
const report = (key: string | undefined, body: Record<string, unknown> = profile, headers?: Record<string, string>) =>
  call("POST", "/v1/report", { key, body, headers, ip: nextIp() });
const tokenOf = (url: string) => url.split("/v1/reports/")[1]!;
/** A 13-page report takes ~1.5 s to lay out on an idle machine, several times that on a busy CI box. */
const PDF_TIMEOUT = 180_000;

describe("POST /report below the report tier", () => {
  it("needs a key: anonymous is 401 key_required", async () => {
    const res = await post("/v1/report", profile);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("key_required");
  });

  it.each(["free", "developer"] as const)("%s gets a JSON preview with the PDF withheld, even when it asks for the PDF", async (tier) => {
    const key = await mintKey(tier);
    for (const res of [await report(key), await report(key, { ...profile, format: "pdf" }), await report(key, profile, { accept: "application/pdf" })]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("application/json");
      const body = await res.json();
      expect(body.meta).toMatchObject({ preview: true, required_tier: "pro" });
      expect(body.meta.upgrade).toContain("Pro");
      expect(body.data.report).toMatchObject({ available: false, download_url: null, id: null, required_tier: "pro", expires_in_days: 7 });
      expect(body.data.risk.score).toEqual(expect.any(Number)); // SPEC 4.5: only the factor breakdown is withheld
      expect(body.data.risk.factors).toBeUndefined();
      expect(body.data.risk.breakdown).toBeUndefined();
      expect(body.data.report).toMatchObject({ expires_at: null, quota: null });
      expect(["Low", "Medium", "High", "Critical"]).toContain(body.data.risk.level);
      expect(body.data.obligations.length).toBe(1);
      expect(body.data.counts.total).toBeGreaterThan(1);
    }
  });

  it("400s name the parameter: no state (nor its alias), an unknown state, a misspelt field, a bad email", async () => {
    const key = await mintKey("pro");
    const cases: [Record<string, unknown>, string][] = [
      [{ sector: "employment" }, "state"],
      [{ jurisdiction: "atlantis", sector: "employment" }, "jurisdiction"],
      [{ state: "colorado", sector: "employment", compnay: "typo" }, "body"],
      [{ state: "colorado", sector: "employment", email: "not-an-email" }, "email"],
    ];
    for (const [body, param] of cases) {
      const res = await callJson("POST", "/v1/report", { key, body, ip: nextIp() });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_parameter", param });
    }
  });
});

describe("POST /report at Pro and above", () => {
  it("JSON carries the full assessment and a signed private link that streams the PDF without a key", async () => {
    const key = await mintKey("pro");
    const res = await report(key);
    expect(res.status).toBe(200);
    const { data, meta } = await res.json();
    expect(meta.preview).toBe(false);
    expect(data.company).toBe("Acme Robotics GmbH");
    expect(data.risk.score).toBeGreaterThanOrEqual(1);
    expect(data.risk.factors.length).toBeGreaterThan(3);
    expect(data.report).toMatchObject({ available: true, format: "pdf", expires_in_days: 7, required_tier: null, quota: { used: 1, limit: 5, remaining: 4 } });
    expect(data.report.filename).toMatch(/^lexatlas-report-acme-robotics-gmbh-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(data.report.download_url).toMatch(/^http:\/\/lexatlas\.test\/v1\/reports\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(Date.parse(data.report.expires_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const pdf = await call("GET", new URL(data.report.download_url).pathname, { ip: nextIp() });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("x-ratelimit-limit")).toMatch(/^\d+$/);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // Downloading does not spend the quota; the JSON issue above did.
    const again = await (await report(key)).json();
    expect(again.data.report.quota).toMatchObject({ used: 2, remaining: 3 });
  }, PDF_TIMEOUT);

  it("a tampered link names no report (404, like any path parameter naming nothing), an expired one and an unknown report too", async () => {
    const key = await mintKey("business");
    const { data } = await (await report(key)).json();
    const token = tokenOf(data.report.download_url);
    const [payload, signature] = token.split(".") as [string, string];
    const flipped = signature.slice(0, -2) + (signature.endsWith("AA") ? "BB" : "AA");
    const forged = Buffer.from(JSON.stringify({ r: data.report.id, e: Math.floor(Date.now() / 1000) + 10 * 86_400 })).toString("base64url");
    for (const bad of [`${payload}.${flipped}`, `${forged}.${signature}`]) {
      const res = await get(`/v1/reports/${bad}`, { ip: nextIp() });
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: "not_found", param: "token" });
      expect(res.body.error.message).toMatch(/not valid/);
    }
    const expired = signReportLink({ reportId: data.report.id, expiresAt: new Date(Date.now() - 1000) });
    const gone = await get(`/v1/reports/${expired}`, { ip: nextIp() });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toContain("expired");
    // The stored expiry is checked too: a link re-signed with a later date cannot outlive its report.
    const { db } = await getDb();
    await db.execute(sql`UPDATE compliance_reports SET expires_at = now() - interval '1 minute' WHERE id = ${data.report.id}`);
    expect((await get(`/v1/reports/${token}`, { ip: nextIp() })).status).toBe(404);
    const unknown = signReportLink({ reportId: "00000000-0000-4000-8000-000000000000", expiresAt: new Date(Date.now() + 60_000) });
    expect((await get(`/v1/reports/${unknown}`, { ip: nextIp() })).status).toBe(404);
  });

  it("format=pdf (or Accept: application/pdf) streams a multi-page PDF: cover, risk, obligations with citations and sources, disclaimer, attribution", async () => {
    const key = await mintKey("enterprise");
    const viaBody = await report(key, { ...profile, format: "pdf" });
    expect(viaBody.status).toBe(200);
    expect(viaBody.headers.get("content-type")).toBe("application/pdf");
    expect(viaBody.headers.get("content-disposition")).toMatch(/^attachment; filename="lexatlas-report-acme-robotics-gmbh-[\d-]+\.pdf"$/);
    expect(viaBody.headers.get("x-report-url")).toMatch(/\/v1\/reports\//);
    const viaAccept = await report(key, profile, { accept: "application/pdf" });
    expect(viaAccept.headers.get("content-type")).toBe("application/pdf");

    if (!hasPoppler && process.env.CI !== "true") {
      console.warn("!!! pdftotext not found: the report PDF's text is not checked. Install it with: sudo apt-get install -y poppler-utils");
      return;
    }
    fs.mkdirSync(artifacts, { recursive: true });
    const file = path.join(artifacts, "compliance-report.pdf");
    fs.writeFileSync(file, Buffer.from(await viaBody.arrayBuffer()));
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    const pages = text.split("\f").filter((p) => p.trim());
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const flat = text.replace(/\s+/g, " ");
    for (const expected of [
      "Acme Robotics GmbH", // cover: company
      "compliance@acme.example", // footer: email
      "AI compliance report",
      "Risk breakdown",
      "Obligations (",
      "Citation",
      "Source (primary)",
      "Lab. Code § 927", // a California citation (AB 2602 digital replicas: employment)
      "Art. 50", // an EU AI Act citation (transparency: content)
      "not legal advice",
      "Data by LexAtlas (CC BY 4.0) - http://lexatlas.test",
      "lexatlas-risk-v1",
    ]) {
      expect(flat, expected).toContain(expected);
    }
    expect(flat).toMatch(/Page 1 of \d+/);
    expect(flat).toMatch(/\b([1-9]|10) \/ 10\b/);

    // Cover and first obligations page as PNG, for a human to look at.
    execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "3", file, path.join(artifacts, "compliance-report")]);
    const pngs = fs.readdirSync(artifacts).filter((f) => /^compliance-report-\d+\.png$/.test(f));
    expect(pngs.length).toBeGreaterThanOrEqual(3);
    for (const png of pngs) expect(fs.statSync(path.join(artifacts, png)).size).toBeGreaterThan(10_000);
  }, PDF_TIMEOUT);
});

describe("the monthly report quota", () => {
  it("Pro: 5 reports a month, then 402 payment_required naming the single report and the tier with more", async () => {
    const key = await mintKey("pro");
    for (let i = 1; i <= 5; i++) expect((await report(key, { state: "texas", sector: "retail" })).status).toBe(200);
    const res = await callJson("POST", "/v1/report", { key, body: { state: "texas", sector: "retail" }, ip: nextIp() });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: "payment_required", required_tier: "business" });
    expect(res.body.error.message).toContain("5 reports per month");
    expect(res.body.error.message).toContain("single report for USD 79");
    // A preview does not need the quota, and PDFs count like JSON.
    const pdf = await callJson("POST", "/v1/report", { key, body: { state: "texas", sector: "retail", format: "pdf" }, ip: nextIp() });
    expect(pdf.status).toBe(402);
  });

  it("Business: 25 a month; reports from last month do not count", async () => {
    const key = await mintKey("business");
    const first = await (await report(key, { state: "ohio", sector: "education" })).json();
    const { db } = await getDb();
    // Move the first report into last month: it must no longer count.
    await db.execute(sql`UPDATE compliance_reports SET issued_at = date_trunc('month', now()) - interval '1 day' WHERE id = ${first.data.report.id}`);
    for (let i = 1; i <= 25; i++) {
      const res = await report(key, { state: "ohio", sector: "education" });
      expect(res.status, `report ${i}`).toBe(200);
    }
    const over = await callJson("POST", "/v1/report", { key, body: { state: "ohio", sector: "education" }, ip: nextIp() });
    expect(over.status).toBe(402);
    expect(over.body.error.required_tier).toBe("enterprise");
  });

  it("concurrent requests cannot overspend: 8 at once on a fresh Pro key give exactly 5 reports", async () => {
    const key = await mintKey("pro");
    const statuses = await Promise.all(Array.from({ length: 8 }, () => report(key, { state: "utah", sector: "legal-services" }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200).length).toBe(5);
    expect(statuses.filter((s) => s === 402).length).toBe(3);
  });
});
