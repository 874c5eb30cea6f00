/**
 * GET /us-law/search (web-search syntax, ranking, the citation fallback, the presidential-document-number path),
 * GET /us-law/records/{uid}, its history (capture start, sampling below Pro) and GET /us-law/compare, on the real
 * test subset.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/db/rows";
import { getDb } from "@/lib/runtime/database";
import { TIERS } from "@/lib/auth/tiers";
import { recordUidFor } from "@/lib/us-law/citation";
import { executiveOrdersImporter } from "@/lib/us-law/import/executive-orders";
import { writeSourceRun } from "@/lib/us-law/import/write-run";
import { loadUsLawTestSubset, TEST_SUBSET } from "@/lib/us-law/load";
import { sourceReadFromSnapshot } from "@/lib/us-law/snapshot";
import { captureMeta } from "@/lib/us-law/record-history";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";

let key: string;
const EO_14110 = recordUidFor("federal", "Executive Order 14110");
const search = async (q: string, extra = "", k: string | undefined = key) => get(`/v1/us-law/search?q=${encodeURIComponent(q)}&limit=100${extra}`, { key: k });
const uids = (res: { body: { data: { record_uid: string }[] } }) => res.body.data.map((r) => r.record_uid);
const text = (r: { title: string; short_title: string | null; citation: string }) => `${r.title} ${r.short_title ?? ""} ${r.citation}`;

beforeAll(async () => {
  const { db } = await getDb();
  await loadUsLawTestSubset(db);
  key = await mintKey("enterprise", ["us_law"]);
}, 120_000);

describe("search", () => {
  it("full text: words are stemmed and ranked, best first; meta.strategy says full_text", async () => {
    const res = await search("regulations");
    expect(res.status).toBe(200);
    expect(res.body.meta.strategy).toBe("full_text");
    expect(res.body.meta.total_estimated).toBe(false); // the subset is far below the search's exact-count limit
    expect(res.body.meta.ranked_candidates).toBeUndefined();
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const r of res.body.data) expect(text(r)).toMatch(/regulat/i); // "regulation", "regulatory" stem alike
    const ranks = res.body.data.map((r: { rank: number }) => r.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it("web-search syntax: a quoted phrase, -exclusion and or", async () => {
    const phrase = await search('"artificial intelligence"');
    expect(phrase.body.data.length).toBeGreaterThan(3);
    for (const r of phrase.body.data) expect(text(r)).toMatch(/artificial\W+intelligence/i);

    const words = await search("intelligence");
    const excluded = await search("intelligence -california");
    expect(words.body.data.some((r: { citation: string }) => /california/i.test(r.citation))).toBe(true);
    expect(excluded.body.data.length).toBeGreaterThan(0);
    for (const r of excluded.body.data) expect(text(r)).not.toMatch(/california/i);
    expect(excluded.body.meta.total).toBeLessThan(words.body.meta.total);

    // A bare-word refusal leaves every remaining match's rank as the query without it would give (it is ranked so).
    const wordRanks = new Map(words.body.data.map((r: { record_uid: string; rank: number }) => [r.record_uid, r.rank]));
    const compared = excluded.body.data.filter((r: { record_uid: string }) => wordRanks.has(r.record_uid));
    expect(compared.length).toBeGreaterThan(0);
    for (const r of compared) expect(r.rank).toBeCloseTo(wordRanks.get(r.record_uid) as number, 6);

    const a = await search("deepfake");
    const b = await search("proclamation");
    const either = await search("deepfake or proclamation");
    expect(a.body.meta.total).toBeGreaterThan(0);
    expect(b.body.meta.total).toBeGreaterThan(0);
    expect(new Set(uids(either))).toEqual(new Set([...uids(a), ...uids(b)]));
  });

  it("falls back to a citation substring when full text finds nothing", async () => {
    const res = await search("usc 112a");
    expect(res.body.meta.strategy).toBe("citation_substring");
    expect(res.body.data.map((r: { citation: string }) => r.citation)).toEqual(["1 U.S.C. § 112a"]);
    expect(res.body.data[0].rank).toBeNull();
    const nothing = await search("qqqzzz");
    expect(nothing.body).toMatchObject({ data: [], meta: { total: 0, strategy: "citation_substring", notice: expect.stringMatching(/not that no such law exists/) } });
  });

  it("takes the shared filters", async () => {
    const all = await search("intelligence");
    const state = await search("intelligence", "&jurisdiction_level=state&jurisdiction=california,texas");
    expect(state.body.meta.total).toBeGreaterThan(0);
    expect(state.body.meta.total).toBeLessThan(all.body.meta.total);
    for (const r of state.body.data) expect(["california", "texas"]).toContain(r.jurisdiction.slug);
  });

  it("a presidential document number is resolved only against the number column", async () => {
    for (const q of ["14110", "EO 14110", "E.O. 14110", "Executive Order 14110", "executive order no. 14110", "EO14110"]) {
      const res = await search(q);
      expect(res.body.meta.strategy, q).toBe("document_number");
      expect(uids(res), q).toEqual([EO_14110]);
    }
    const proc = await search("Proclamation 10500");
    expect(proc.body.data.map((r: { citation: string; instrument_type: string }) => [r.citation, r.instrument_type])).toEqual([["Proclamation 10500", "proclamation"]]);
  });

  it("a number miss is empty with a notice, never a guess (not even the same number of another kind)", async () => {
    for (const q of ["EO 99999", "Proclamation 14110", "E.O. 12345"]) {
      const res = await search(q);
      expect(res.status).toBe(200);
      expect(res.body.meta.strategy, q).toBe("document_number");
      expect(res.body.data, q).toEqual([]);
      expect(res.body.meta.notice, q).toMatch(/never approximated/);
      expect(res.body.meta.record_budget.charged).toBe(0);
    }
  });

  it("q is required: 400 naming it", async () => {
    const res = await get("/v1/us-law/search", { key });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_parameter", param: "q" });
  });
});

describe("record", () => {
  it("one complete record with classification and provenance; 404 for an unknown uid", async () => {
    const res = await get(`/v1/us-law/records/${EO_14110}`, { key });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      record_uid: EO_14110,
      citation: "Executive Order 14110",
      document_number: 14110,
      status: "repealed",
      in_force: false,
      classification: { primary: { branch: expect.any(String), rule: expect.any(String) } },
      source_authority: expect.stringMatching(/Federal Register/),
      full_text_sha256: null,
    });
    const missing = await get(`/v1/us-law/records/${recordUidFor("federal", "Executive Order 1")}`, { key });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("not_found");
  });
});

describe("history", () => {
  const retitle = async (title: string) => {
    const { db } = await getDb();
    const read = sourceReadFromSnapshot(executiveOrdersImporter, undefined, TEST_SUBSET.executive_orders);
    read.records = read.records.map((r) => (r.record_uid === EO_14110 ? { ...r, title } : r));
    return writeSourceRun(db, read);
  };

  it("an unchanged record: empty, with the SPEC's capture date, this deployment's own start and the notice", async () => {
    const { db } = await getDb();
    const [first] = rowsOf<{ at: string }>(await db.execute(sql`SELECT to_char(min(started_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at FROM us_law_source_runs`));
    const uid = recordUidFor("federal", "1 U.S.C. § 1");
    const res = await get(`/v1/us-law/records/${uid}/history`, { key });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.meta).toMatchObject({
      total: 0, sampled: false, capture_started_at: "2026-08-20", deployment_capture_started_at: first!.at,
      notice: expect.stringMatching(/never that the law is unchanged/),
    });
    // The test database's import ran today, after the SPEC's date: the notice says capture here began later.
    expect(first!.at.slice(0, 10) > "2026-08-20").toBe(true);
    expect(res.body.meta.notice).toContain(`began capturing later, at ${first!.at}`);
    expect(res.body.meta.first_seen_at).toMatch(/^\d{4}-/);
    expect(res.body.meta.record_budget).toBeUndefined(); // change entries are not records: not metered
    expect((await get(`/v1/us-law/records/${recordUidFor("federal", "Executive Order 1")}/history`, { key })).status).toBe(404);
  });

  it("the capture notice says how this deployment's start relates to the SPEC's date, whichever way", () => {
    expect(captureMeta("2026-08-20T09:00:00.000000Z").notice).not.toMatch(/This deployment/);
    expect(captureMeta("2026-06-01T00:00:00.000000Z").notice).toMatch(/began capturing earlier, at 2026-06-01T00:00:00.000000Z/);
    expect(captureMeta("2026-09-01T00:00:00.000000Z").notice).toMatch(/began capturing later/);
    expect(captureMeta(null)).toMatchObject({ capture_started_at: "2026-08-20", deployment_capture_started_at: null, notice: expect.stringMatching(/imported nothing yet/) });
  });

  it("one entry per changed field, newest first; the latest few below Pro with the true total", async () => {
    const titles = Array.from({ length: 7 }, (_, i) => `Safe, Secure, and Trustworthy AI (test revision ${i + 1})`);
    for (const t of titles) expect(await retitle(t)).toMatchObject({ updated: 1, changes: 1 });
    const full = await get(`/v1/us-law/records/${EO_14110}/history`, { key });
    expect(full.body.meta).toMatchObject({ total: 7, count: 7, sampled: false });
    expect(full.body.data.map((e: { to: string }) => e.to)).toEqual([...titles].reverse());
    expect(full.body.data.every((e: { field: string }) => e.field === "title")).toBe(true);
    expect(full.body.data[6].from).toBe("Safe, Secure, and Trustworthy Development and Use of Artificial Intelligence");
    const stamps = full.body.data.map((e: { observed_at: string }) => e.observed_at);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(full.body.meta.deployment_capture_started_at <= stamps[6]).toBe(true);

    const cap = TIERS.developer.usLawHistorySample!;
    const dev = await get(`/v1/us-law/records/${EO_14110}/history`, { key: await mintKey("developer", ["us_law"]) });
    expect(dev.body.data).toEqual(full.body.data.slice(0, cap));
    expect(dev.body.meta).toMatchObject({ total: 7, count: cap, sampled: true, sample_size: cap, gated: ["history"] });
    const pro = await get(`/v1/us-law/records/${EO_14110}/history`, { key: await mintKey("pro", ["us_law"]) });
    expect(pro.body.meta).toMatchObject({ total: 7, count: 7, sampled: false });
  }, 120_000);
});

describe("compare", () => {
  const branch = "science_technology_communications";

  it("one row per jurisdiction, counts agreeing with the list filters", async () => {
    const res = await get(`/v1/us-law/compare?branch=${branch}`, { key });
    expect(res.status).toBe(200);
    expect(res.body.meta.sampled).toBe(false);
    expect(res.body.data.length).toBe(res.body.meta.totals.jurisdictions);
    for (const row of res.body.data.slice(0, 4)) {
      const any = await get(`/v1/us-law?branch_any=${branch}&jurisdiction=${row.jurisdiction.slug}&limit=1`, { key });
      const primary = await get(`/v1/us-law?branch=${branch}&jurisdiction=${row.jurisdiction.slug}&limit=1`, { key });
      const inForce = await get(`/v1/us-law?branch_any=${branch}&jurisdiction=${row.jurisdiction.slug}&in_force=true&limit=1`, { key });
      expect(row.records).toBe(any.body.meta.total);
      expect(row.records_primary).toBe(primary.body.meta.total);
      expect(row.in_force).toBe(inForce.body.meta.total);
      expect(Object.values(row.by_instrument_type as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(row.records);
    }
    const records = res.body.data.map((r: { records: number }) => r.records);
    expect(records).toEqual([...records].sort((a, b) => b - a));
  });

  it("below Pro a 5-jurisdiction sample with the true totals", async () => {
    const full = await get(`/v1/us-law/compare?branch=${branch}&jurisdiction_level=state`, { key });
    expect(full.body.data.length).toBeGreaterThan(5);
    const anon = await get(`/v1/us-law/compare?branch=${branch}&jurisdiction_level=state`);
    expect(anon.body.data).toEqual(full.body.data.slice(0, TIERS.anonymous.usLawCompareSample!));
    expect(anon.body.meta).toMatchObject({ sampled: true, totals: full.body.meta.totals, gated: ["compare"] });
  });

  it("exactly one of branch and domain: 400 naming the parameter", async () => {
    const both = await get(`/v1/us-law/compare?branch=${branch}&domain=artificial_intelligence_technology`, { key });
    expect(both.body.error).toMatchObject({ code: "invalid_parameter", param: "domain" });
    const neither = await get("/v1/us-law/compare", { key });
    expect(neither.body.error).toMatchObject({ code: "invalid_parameter", param: "branch" });
    const byDomain = await get("/v1/us-law/compare?domain=artificial_intelligence_technology&in_force_only=true", { key });
    expect(byDomain.status).toBe(200);
    for (const row of byDomain.body.data) expect(row.in_force).toBe(row.records);
  });
});
