import { beforeAll, describe, expect, it } from "vitest";
import { TIER_NAMES, TIERS, type TierName } from "@/lib/auth/tiers";
import type { MatterRow } from "@/lib/enforcement/matter-file";
import { VOCABULARY_KINDS, codesOf } from "@/lib/enforcement/vocabularies";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";
import { loadSampleRegistry, sampleRows, uidOf } from "../../support/enforcement";

/**
 * Expected answers are computed from the fixture rows by plain predicates here, independently of the SQL, so a
 * filter that stopped filtering (or filtered the wrong column) fails.
 */

const rows = sampleRows();
const publishable = (r: MatterRow) => r.publish_ready && !r.duplicate_of && !r.caption_untranslated;
const visible = rows.filter(publishable);
const withheldRows = rows.filter((r) => !publishable(r));
const keysOf = (list: MatterRow[]) => list.map((r) => uidOf(r.key)).sort();

const keys: Partial<Record<TierName | "raw", string>> = {};
beforeAll(async () => {
  await loadSampleRegistry();
  for (const t of TIER_NAMES) if (t !== "anonymous") keys[t] = await mintKey(t);
  keys.raw = await mintKey("pro", ["ai_law", "registry_raw"]);
});

async function allUids(query: string, key = keys.enterprise): Promise<{ uids: string[]; meta: any; status: number; body: any }> {
  const res = await get(`/v1/enforcement/matters?${query}${query ? "&" : ""}limit=100`, { key });
  return { uids: res.status === 200 ? res.body.data.map((m: { matter_uid: string }) => m.matter_uid).sort() : [], meta: res.body.meta, status: res.status, body: res.body };
}

describe("GET /enforcement/matters filters", () => {
  it("the fixture covers what the filters need (sanity of the test data itself)", () => {
    expect(visible.length).toBeGreaterThanOrEqual(5);
    expect(withheldRows.length).toBe(3);
    expect(visible.some((r) => r.filed_date === null)).toBe(true);
  });

  const single: [string, (r: MatterRow) => string | string[] | null][] = [
    ["matter_type", (r) => r.matter_type],
    ["matter_status", (r) => r.matter_status],
    ["forum_type", (r) => r.forum_type],
    ["jurisdiction_level", (r) => r.jurisdiction_level],
    ["jurisdiction", (r) => r.jurisdiction],
    ["verification", () => "single_source"],
    ["tier", (r) => r.tier],
  ];
  for (const [param, valueOf] of single) {
    it(`${param}: every value present in the data, and a comma list is the union`, async () => {
      const values = [...new Set(visible.map(valueOf).flat().filter((v): v is string => v !== null))];
      for (const value of values) {
        const { uids } = await allUids(`${param}=${encodeURIComponent(value)}`);
        expect(uids, `${param}=${value}`).toEqual(keysOf(visible.filter((r) => [valueOf(r)].flat().includes(value))));
      }
      if (values.length >= 2) {
        const pair = values.slice(0, 2);
        const { uids } = await allUids(`${param}=${pair.join(",")}`);
        expect(uids).toEqual(keysOf(visible.filter((r) => pair.some((v) => [valueOf(r)].flat().includes(v)))));
      }
    });
  }

  it("agency: codes case-insensitive, comma list, private litigation has none", async () => {
    expect((await allUids("agency=ftc")).uids).toEqual(keysOf(visible.filter((r) => r.agency_code === "FTC")));
    expect((await allUids("agency=FTC,eeoc")).uids).toEqual(keysOf(visible.filter((r) => r.agency_code === "FTC" || r.agency_code === "EEOC")));
    expect((await allUids("agency=NOPE")).uids).toEqual([]);
  });

  it("domain: filters on the primary subject domain (null everywhere in the fixture → nothing)", async () => {
    const { uids, meta } = await allUids("domain=consumer_protection");
    expect(uids).toEqual([]);
    expect(meta.notice).toMatch(/never that an agency took no action/);
  });

  it("ai_role: several roles mean ALL of them", async () => {
    const want = (roles: string[]) => keysOf(visible.filter((r) => roles.every((x) => r.ai_roles.includes(x))));
    for (const roles of [["hiring_tool"], ["hiring_tool", "automated_decision"], ["generative_ai"], ["generative_ai", "chatbot"], ["generative_ai", "hiring_tool"]]) {
      const { uids } = await allUids(`ai_role=${roles.join(",")}`);
      expect(uids, roles.join(",")).toEqual(want(roles));
    }
    // ALL, not ANY: generative_ai,chatbot is narrower than generative_ai alone.
    expect(want(["generative_ai", "chatbot"]).length).toBeLessThan(want(["generative_ai"]).length);
  });

  it("q: substring over caption, summary and agency code", async () => {
    expect((await allUids("q=rite%20aid")).uids).toEqual([uidOf("ftc-rite-aid-facial-recognition-2023")]);
    expect((await allUids("q=TESTDPA")).uids).toEqual(keysOf(visible.filter((r) => r.agency_code === "TESTDPA")));
    expect((await allUids("q=trained%20on")).uids).toEqual([uidOf("test-class-v-sample-ai-corp")]);
  });

  it("date_from/date_to bound filed_date, exclude undated matters, and say so in meta.notice", async () => {
    const undated = visible.filter((r) => r.filed_date === null).length;
    const from = await allUids("date_from=2023-01-01");
    expect(from.uids).toEqual(keysOf(visible.filter((r) => r.filed_date !== null && r.filed_date >= "2023-01-01")));
    expect(from.meta.notice).toContain("filed_date");
    expect(from.meta.notice).toContain(`${undated} undated matter(s)`);
    const between = await allUids("date_from=2022-01-01&date_to=2023-12-31");
    expect(between.uids).toEqual(keysOf(visible.filter((r) => r.filed_date !== null && r.filed_date >= "2022-01-01" && r.filed_date <= "2023-12-31")));
    const none = await allUids("date_to=1999-01-01");
    expect(none.uids).toEqual([]);
    expect((await allUids("")).meta.notice).toBeUndefined();
  });

  it("filters combine (AND)", async () => {
    const { uids } = await allUids("jurisdiction_level=federal&ai_role=hiring_tool");
    expect(uids).toEqual(keysOf(visible.filter((r) => r.jurisdiction_level === "federal" && r.ai_roles.includes("hiring_tool"))));
  });

  it("400 names the parameter and lists the allowed codes for every vocabulary filter", async () => {
    const vocabParams: [string, string][] = [
      ["matter_type", "matter_type"],
      ["matter_status", "matter_status"],
      ["forum_type", "forum_type"],
      ["jurisdiction_level", "jurisdiction_level"],
      ["verification", "verification"],
      ["ai_role", "ai_role"],
    ];
    for (const [param, kind] of vocabParams) {
      const res = await get(`/v1/enforcement/matters?${param}=${codesOf(kind as never)[0]},bogus_code`);
      expect(res.status, param).toBe(400);
      expect(res.body.error.param).toBe(param);
      expect(res.body.error.message).toContain("'bogus_code'");
      for (const code of codesOf(kind as never)) expect(res.body.error.message).toContain(code);
    }
    const tier = await get("/v1/enforcement/matters?tier=A,C");
    expect(tier.status).toBe(400);
    expect(tier.body.error).toMatchObject({ param: "tier" });
    expect(tier.body.error.message).toContain("allowed: A, B");
    for (const bad of ["sort=caption", "order=up", "date_from=2024-13-01", "date_from=2024-02-01&date_to=2024-01-01", "jurisdiction=Not%20A%20Slug", "matter_type="]) {
      const res = await get(`/v1/enforcement/matters?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.param).toBe(bad.split("=")[0]);
    }
  });
});

describe("sorting and paging", () => {
  it("every sort pages without losing or repeating a row; nulls last in either order", async () => {
    for (const sort of ["filed_date", "decided_date", "first_seen_at", "last_verified_at", "closed_date"]) {
      for (const order of ["asc", "desc"]) {
        const seen: string[] = [];
        const dates: (string | null)[] = [];
        for (let offset = 0; offset < 20; offset += 2) {
          const res = await get(`/v1/enforcement/matters?sort=${sort}&order=${order}&limit=2&offset=${offset}`, { key: keys.pro });
          seen.push(...res.body.data.map((m: { matter_uid: string }) => m.matter_uid));
          dates.push(...res.body.data.map((m: Record<string, string | null>) => m[sort]));
          if (res.body.data.length < 2) break;
        }
        expect(new Set(seen).size, `${sort} ${order}`).toBe(seen.length);
        expect(seen.sort()).toEqual(keysOf(visible));
        const firstNull = dates.indexOf(null);
        if (firstNull >= 0) expect(dates.slice(firstNull).every((d) => d === null), `${sort} ${order} nulls last`).toBe(true);
        const dated = dates.filter((d): d is string => d !== null);
        expect(dated).toEqual([...dated].sort((a, b) => (order === "asc" ? a.localeCompare(b) : b.localeCompare(a))));
      }
    }
  });

  it("last_verified_at is the curated re-check day at midnight UTC, and null where no curator re-checked the matter", async () => {
    expect(visible.filter((r) => r.last_verified).length).toBeGreaterThanOrEqual(2);
    expect(visible.some((r) => !r.last_verified)).toBe(true);
    const res = await get("/v1/enforcement/matters?limit=100", { key: keys.pro });
    const served = new Map(res.body.data.map((m: { matter_uid: string; last_verified_at: string | null }) => [m.matter_uid, m.last_verified_at]));
    for (const r of visible) expect(served.get(uidOf(r.key)), r.key).toBe(r.last_verified ? `${r.last_verified}T00:00:00.000Z` : null);
    const detail = await get(`/v1/enforcement/matters/${uidOf("test-agency-v-example-co")}`, { key: keys.pro });
    expect(detail.body.data.last_verified_at).toBe("2026-10-05T00:00:00.000Z");
  });

  it("the page size follows the tiers table and the cap is reported in meta.gated", async () => {
    const anon = await get("/v1/enforcement/matters?limit=100");
    expect(anon.body.meta.limit).toBe(TIERS.anonymous.listMax);
    expect(anon.body.data.length).toBe(Math.min(TIERS.anonymous.listMax, visible.length));
    expect(anon.body.meta.gated).toContain("limit");
    expect(anon.body.meta.total).toBe(visible.length);
    const pro = await get("/v1/enforcement/matters?limit=100", { key: keys.pro });
    expect(pro.body.meta.gated).toBeUndefined();
  });
});

describe("withheld matters", () => {
  it("duplicates, untranslated captions and not-publish-ready rows are withheld and counted", async () => {
    const res = await allUids("", undefined);
    expect(res.meta.total).toBe(visible.length);
    expect(res.meta.registry).toEqual({ withheld_not_publish_ready: withheldRows.length, raw_licence: false });
    const ftc = await allUids("agency=FTC");
    expect(ftc.meta.registry.withheld_not_publish_ready).toBe(withheldRows.filter((r) => r.agency_code === "FTC").length);
  });

  it("the registry_raw licence sees them, with nothing withheld", async () => {
    const res = await allUids("", keys.raw);
    expect(res.uids).toEqual(keysOf(rows));
    expect(res.meta.registry).toEqual({ withheld_not_publish_ready: 0, raw_licence: true });
    const dup = res.body.data.find((m: { matter_uid: string }) => m.matter_uid === uidOf("test-duplicate-of-example-co"));
    expect(dup.duplicate_of).toBe(uidOf("test-agency-v-example-co"));
  });

  it("404 for a withheld matter exactly as for a missing one", async () => {
    const missing = await get("/v1/enforcement/matters/em_aaaaaaaaaaaaaaaa", { key: keys.enterprise });
    expect(missing.status).toBe(404);
    for (const r of withheldRows) {
      const uid = uidOf(r.key);
      const res = await get(`/v1/enforcement/matters/${uid}`, { key: keys.enterprise });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe(missing.body.error.code);
      expect(res.body.error.message.replace(uid, "X")).toBe(missing.body.error.message.replace("em_aaaaaaaaaaaaaaaa", "X"));
      expect((await get(`/v1/enforcement/matters/${uid}`, { key: keys.raw })).status).toBe(200);
    }
    expect((await get("/v1/enforcement/matters/not-a-uid")).status).toBe(400);
  });
});

describe("GET /enforcement/matters/{matter_uid}", () => {
  const big = uidOf("test-agency-v-example-co"); // 3 events, 4 parties, 2 laws

  it("below the full-chain tier: a 2-row sample of each chain with data.chain_totals; full from Pro", async () => {
    for (const tier of TIER_NAMES) {
      const res = await get(`/v1/enforcement/matters/${big}`, { key: keys[tier as Exclude<TierName, "anonymous">] });
      expect(res.status).toBe(200);
      const { data, meta } = res.body;
      expect(data.chain_totals).toEqual({ events: 3, parties: 4, relief: 0, laws: 2, sources: 1 });
      const sample = TIERS[tier].enforcementChainSample;
      if (sample === null) {
        expect(meta).toMatchObject({ chains: "full", sample_rows: null });
        expect(data.events).toHaveLength(3);
        expect(data.parties).toHaveLength(4);
        expect(meta.gated).toBeUndefined();
      } else {
        expect(meta).toMatchObject({ chains: "sample", sample_rows: sample, gated: ["chains"] });
        expect(data.events).toHaveLength(Math.min(sample, 3));
        expect(data.parties).toHaveLength(Math.min(sample, 4));
        expect(data.laws).toHaveLength(2);
        expect(meta.upgrade).toMatch(/chain_totals/);
      }
    }
  });

  it("statutory citations: linked to the AI-law record where one matches, else unlinked and verbatim", async () => {
    const res = await get(`/v1/enforcement/matters/${big}`, { key: keys.pro });
    const [ll144, other] = res.body.data.laws;
    expect(ll144).toMatchObject({ citation: "NYC Local Law 144", link_status: "linked_ai_law" });
    const law = await get(`/v1/laws/${ll144.law_id}`, { key: keys.pro });
    expect(law.body.data.identifier).toMatch(/^Local Law 144 of 2021/);
    expect(other).toMatchObject({ citation: "Test Ordinance § 1 (fictional)", link_status: "unlinked", law_id: null });
    const ftc = await get(`/v1/enforcement/matters/${uidOf("ftc-rite-aid-facial-recognition-2023")}`, { key: keys.pro });
    expect(ftc.body.data.laws[0]).toMatchObject({ citation: "Section 5(a) of the FTC Act, 15 U.S.C. §45(a)", link_status: "unlinked" });
    expect(ftc.body.data.sources[0]).toMatchObject({ kind: "primary", publisher: "Federal Trade Commission" });
    const eu = await get(`/v1/enforcement/matters/${uidOf("test-dpa-example-chatbot")}`, { key: keys.pro });
    const aiAct = eu.body.data.laws[0];
    expect(aiAct.link_status).toBe("linked_ai_law");
    expect((await get(`/v1/laws/${aiAct.law_id}`, { key: keys.pro })).body.data.identifier).toBe("Regulation (EU) 2024/1689");
  });

  it("relief amounts are served verbatim; unavailable_fields names deliberately nulled fields", async () => {
    const eeoc = await get(`/v1/enforcement/matters/${uidOf("eeoc-itutorgroup-age-screening-2022")}`, { key: keys.pro });
    expect(eeoc.body.data.relief).toEqual([{ relief_type: "monetary_settlement", amount: "$365,000", description: expect.any(String) }]);
    expect(eeoc.body.data.events[1]).toMatchObject({ date: null, is_date_estimated: false });
    const test = await get(`/v1/enforcement/matters/${big}`, { key: keys.pro });
    expect(test.body.data.unavailable_fields).toEqual(["forum_name"]);
    expect(test.body.data.forum_name).toBeNull();
    expect(test.body.data.events[1].is_date_estimated).toBe(true);
  });
});

describe("GET /enforcement/categories and /coverage", () => {
  it("serves the thirteen vocabularies; kind returns one; an unknown kind is a 400", async () => {
    const all = await get("/v1/enforcement/categories");
    expect(all.body.data.map((v: { kind: string }) => v.kind)).toEqual([...VOCABULARY_KINDS]);
    expect(all.body.data).toHaveLength(13);
    for (const v of all.body.data) for (const t of v.terms) expect(t).toEqual({ code: expect.stringMatching(/^[a-z][a-z0-9_]*$/), label: expect.any(String), description: expect.any(String) });
    const one = await get("/v1/enforcement/categories?kind=ai_role");
    expect(one.body.data).toHaveLength(1);
    expect(one.body.data[0].terms.map((t: { code: string }) => t.code)).toEqual(codesOf("ai_role"));
    const bad = await get("/v1/enforcement/categories?kind=colours");
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe("kind");
  });

  it("coverage counts held, publishable and withheld matters", async () => {
    const res = await get("/v1/enforcement/coverage");
    const d = res.body.data;
    expect(d.matters_held).toBe(rows.length);
    expect(d.publishable).toBe(visible.length);
    expect(d.withheld).toEqual({
      total: withheldRows.length,
      duplicates: rows.filter((r) => r.duplicate_of).length,
      untranslated_caption: rows.filter((r) => r.caption_untranslated).length,
      not_publish_ready: rows.filter((r) => !r.publish_ready).length,
    });
    const byType: Record<string, number> = {};
    for (const r of visible) byType[r.matter_type] = (byType[r.matter_type] ?? 0) + 1;
    expect(d.by_matter_type).toEqual(byType);
  });
});
