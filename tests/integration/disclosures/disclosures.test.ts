import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { getDb } from "@/lib/runtime/database";
import { disclosures } from "@/db/schema";
import type { TierName } from "@/lib/auth/tiers";
import { accessionCompletions, companyFromDisplayName, disclosuresFromFullTextSearch, EdgarShapeError, filingsFromSubmissions, importFullTextSearchHits } from "@/lib/disclosures/edgar";
import { DisclosureDataError, loadRiskFactorDisclosures, readRiskFactorFile } from "@/lib/disclosures/load";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";

const fixtures = path.resolve(__dirname, "../../fixtures/disclosures");
const sampleFile = path.join(fixtures, "risk-factors.sample.yaml");
const fts = JSON.parse(fs.readFileSync(path.join(fixtures, "edgar-full-text-search.json"), "utf8"));
const submissions = JSON.parse(fs.readFileSync(path.join(fixtures, "edgar-submissions.json"), "utf8"));

let enterprise: string;

beforeAll(async () => {
  const { db } = await getDb();
  // The runtime loaded the curated file when it opened the database; the sample replaces those rows.
  const loaded = await loadRiskFactorDisclosures(db, sampleFile);
  expect(loaded).toMatchObject({ status: "loaded", rows: 4 });
  enterprise = await mintKey("enterprise");
});

describe("the curated-file loader", () => {
  it("loads nothing, gracefully, while the curated file does not exist", async () => {
    const { db } = await getDb();
    const res = await loadRiskFactorDisclosures(db, path.join(os.tmpdir(), "no-such-dir", "risk-factors.yaml"));
    expect(res).toMatchObject({ status: "file_missing", rows: 0 });
    const [row] = await db.select({ n: count() }).from(disclosures);
    expect(row?.n).toBe(4);
  });

  it("is idempotent, normalises the CIK, and drops curated rows that left the file", async () => {
    const { db } = await getDb();
    const again = await loadRiskFactorDisclosures(db, sampleFile);
    expect(again).toMatchObject({ rows: 4, removed: 0 });
    const [row] = await db.select().from(disclosures).where(eq(disclosures.key, "example-robotics-2025-10q-ai-errors"));
    expect(row!.cik).toBe("9990001"); // written "0009990001" in the file
    const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "disc-")), "risk-factors.yaml");
    const rows = fs.readFileSync(sampleFile, "utf8").split(/\n(?=- key: )/);
    fs.writeFileSync(tmp, rows.slice(0, -1).join("\n") + "\n");
    expect(await loadRiskFactorDisclosures(db, tmp)).toMatchObject({ rows: 3, removed: 1 });
    expect(await loadRiskFactorDisclosures(db, sampleFile)).toMatchObject({ rows: 4, removed: 0 });
  });

  it("rejects a bad row, naming its key and the field (never loads half a file)", () => {
    const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "disc-")), "risk-factors.yaml");
    const bad = fs.readFileSync(sampleFile, "utf8").replace('cik: "9990002"', 'cik: "99-90002"').replace("accession_number: 0009990003-24-000002", "accession_number: 24-000002");
    fs.writeFileSync(tmp, bad);
    expect(() => readRiskFactorFile(tmp)).toThrow(DisclosureDataError);
    expect(() => readRiskFactorFile(tmp)).toThrow(/example-media-2024-20f-generative-content.*cik/);
    expect(() => readRiskFactorFile(tmp)).toThrow(/example-bank-2024-10k-model-risk.*accession_number/);
  });

  it("accepts { shared, rows } documents, refusing a row that restates a shared field", () => {
    const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "disc-")), "risk-factors.yaml");
    const row = (key: string, extra = "") => `    - key: ${key}\n      form: 10-K\n      filing_date: "2024-02-01"\n      fiscal_period: null\n      accession_number: null\n      filing_url: https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=9990009\n      filing_url_kind: company_index\n      section: Item 1A. Risk Factors\n      heading: A heading.\n      text: null\n      text_is_excerpt: false\n${extra}`;
    fs.writeFileSync(tmp, `shared:\n  company: Example Shared Co.\n  cik: "9990009"\nrows:\n${row("shared-a")}`);
    expect(readRiskFactorFile(tmp)).toMatchObject([{ key: "shared-a", company: "Example Shared Co.", cik: "9990009" }]);
    fs.writeFileSync(tmp, `shared:\n  company: Example Shared Co.\n  cik: "9990009"\nrows:\n${row("shared-b", '      cik: "9990009"\n')}`);
    expect(() => readRiskFactorFile(tmp)).toThrow(/restates shared field cik/);
  });
});

describe("GET /v1/disclosures", () => {
  it("is Enterprise only: every other tier gets 403 tier_upgrade_required, never a trimmed answer", async () => {
    const tiers: Exclude<TierName, "anonymous" | "enterprise">[] = ["free", "developer", "pro", "business"];
    const anon = await get("/v1/disclosures");
    expect(anon.status).toBe(403);
    expect(anon.body.error).toMatchObject({ code: "tier_upgrade_required", required_tier: "enterprise" });
    expect(anon.body.data).toBeUndefined();
    for (const tier of tiers) {
      const res = await get("/v1/disclosures", { key: await mintKey(tier) });
      expect(res.status, tier).toBe(403);
      expect(res.body.error.code).toBe("tier_upgrade_required");
      expect(res.body.data).toBeUndefined();
    }
    const ok = await get("/v1/disclosures", { key: enterprise });
    expect(ok.status).toBe(200);
    expect(ok.body.meta.total).toBe(4);
  });

  it("lists newest filing first with every field", async () => {
    const res = await get("/v1/disclosures", { key: enterprise });
    expect(res.body.data.map((d: any) => d.filing_date)).toEqual(["2025-05-02", "2025-02-14", "2024-03-28", "2024-02-20"]);
    expect(res.body.data[1]).toMatchObject({
      company: "Example Robotics Corp.", cik: "9990001", form: "10-K", accession_number: "0009990001-25-000004",
      filing_url_kind: "document", section: "Item 1A. Risk Factors", text_is_excerpt: true, origin: "curated", rank: null,
      quoted_in: { url: "https://example.com/articles/ai-risk-factors", publisher: "Example News", title: "Companies flag AI rules in annual reports" },
    });
    expect(res.body.data[0]).toMatchObject({ text: null, quoted_in: null, accession_number: null });
    // Every row is a record-like item and carries the attribution (SPEC 1.10).
    for (const d of res.body.data) expect(d.attribution).toBe("Data by LexAtlas (CC BY 4.0) - http://lexatlas.test");
  });

  it("validates cik as a numeric string (400 naming cik) and ignores leading zeros", async () => {
    for (const bad of ["abc", "12-34", "12345678901", "3.5"]) {
      const res = await get(`/v1/disclosures?cik=${encodeURIComponent(bad)}`, { key: enterprise });
      expect(res.status, bad).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_parameter", param: "cik" });
    }
    const padded = await get("/v1/disclosures?cik=0009990001", { key: enterprise });
    const bare = await get("/v1/disclosures?cik=9990001", { key: enterprise });
    expect(padded.body.meta.total).toBe(2);
    expect(padded.body.data).toEqual(bare.body.data);
  });

  it("filters by company substring, form (case-insensitive), dates, and full text over heading and text", async () => {
    const byCompany = await get("/v1/disclosures?company=robotics", { key: enterprise });
    expect(byCompany.body.data.map((d: any) => d.company)).toEqual(["Example Robotics Corp.", "Example Robotics Corp."]);
    const form = await get("/v1/disclosures?form=10-k", { key: enterprise });
    expect(form.body.data.every((d: any) => d.form === "10-K")).toBe(true);
    expect(form.body.meta.total).toBe(2);
    const dates = await get("/v1/disclosures?date_from=2024-03-01&date_to=2025-02-14", { key: enterprise });
    expect(dates.body.data.map((d: any) => d.filing_date)).toEqual(["2025-02-14", "2024-03-28"]);
    const q = await get("/v1/disclosures?q=generative%20content", { key: enterprise });
    expect(q.body.data.map((d: any) => d.company)).toEqual(["Example Media Group plc"]);
    expect(q.body.data[0].rank).toBeGreaterThan(0);
    // Headings are searched too: this row has no text.
    const heading = await get("/v1/disclosures?q=%22quantitative%20models%22", { key: enterprise });
    expect(heading.body.data.map((d: any) => d.company)).toEqual(["Example Bancorp, Inc."]);
    const reversed = await get("/v1/disclosures?date_from=2025-01-01&date_to=2024-01-01", { key: enterprise });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.param).toBe("date_to");
    const badDate = await get("/v1/disclosures?date_from=yesterday", { key: enterprise });
    expect(badDate.body.error.param).toBe("date_from");
  });

  it("pages without repeating or losing a row", async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 4; offset += 3) {
      seen.push(...(await get(`/v1/disclosures?limit=3&offset=${offset}`, { key: enterprise })).body.data.map((d: any) => d.id));
    }
    expect(new Set(seen).size).toBe(4);
  });
});

describe("EDGAR importers (recorded fixtures in the upstream shapes)", () => {
  it("turns full-text-search hits into one row per filing with the document URL", () => {
    const rows = disclosuresFromFullTextSearch(fts);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      key: "edgar:0009990004-25-000007",
      company: "Example Health Systems, Inc.",
      cik: "9990004",
      form: "10-K",
      filingDate: "2025-02-27",
      fiscalPeriod: "period ending 2024-12-31",
      accessionNumber: "0009990004-25-000007",
      filingUrl: "https://www.sec.gov/Archives/edgar/data/9990004/000999000425000007/exhl-20241231.htm",
      filingUrlKind: "document",
      section: null,
      heading: null,
      text: null,
      origin: "edgar_full_text_search",
    });
    expect(companyFromDisplayName("Example Robotics Corp.  (EXRB, EXRB-W)  (CIK 0009990001)")).toBe("Example Robotics Corp.");
    expect(() => disclosuresFromFullTextSearch({ hits: { hits: [{ _id: "x", _source: { ciks: [] } }] } })).toThrow(EdgarShapeError);
  });

  it("imports hits, skipping filings a curated row already holds, and is idempotent", async () => {
    const { db } = await getDb();
    expect(await importFullTextSearchHits(db, fts)).toEqual({ written: 1, skipped: 1 });
    expect(await importFullTextSearchHits(db, fts)).toEqual({ written: 1, skipped: 1 });
    const res = await get("/v1/disclosures?cik=9990004", { key: enterprise });
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ origin: "edgar_full_text_search", section: null, heading: null, text: null });
    // A curated reload leaves EDGAR rows alone.
    await loadRiskFactorDisclosures(db, sampleFile);
    expect((await get("/v1/disclosures?cik=9990004", { key: enterprise })).body.meta.total).toBe(1);
  });

  it("zips the submissions arrays into filings and proposes accession numbers for curated rows that lack one", () => {
    const filings = filingsFromSubmissions(submissions);
    expect(filings).toHaveLength(4);
    expect(filings[1]).toEqual({
      cik: "9990001", company: "Example Robotics Corp.", accessionNumber: "0009990001-25-000011", filingDate: "2025-05-02",
      form: "10-Q", primaryDocument: "exrb-20250331.htm",
      documentUrl: "https://www.sec.gov/Archives/edgar/data/9990001/000999000125000011/exrb-20250331.htm",
    });
    const rows = readRiskFactorFile(sampleFile);
    expect(accessionCompletions(rows, submissions)).toEqual([
      { key: "example-robotics-2025-10q-ai-errors", accession_number: "0009990001-25-000011", filing_url: filings[1]!.documentUrl, filing_url_kind: "document" },
    ]);
    const broken = structuredClone(submissions);
    broken.filings.recent.form.pop();
    expect(() => filingsFromSubmissions(broken)).toThrow(/differ in length/);
  });
});
