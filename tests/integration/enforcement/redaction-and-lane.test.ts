import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { TIER_NAMES, TIERS, tierAtLeast, type TierName } from "@/lib/auth/tiers";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";
import { loadSampleRegistry, sampleRows, uidOf } from "../../support/enforcement";

/** Names the policy must never let out, from the fixture itself (private individuals and minors). */
const protectedNames = sampleRows()
  .flatMap((r) => r.parties)
  .filter((p) => p.name && (p.pii_class === "private_individual" || p.pii_class === "minor" || p.kind === "private_individual" || p.kind === "minor"))
  .map((p) => p.name!);

/** An extra fictional matter whose own text mentions a private party: the serve-time scrub must catch it. */
const LEAKY = `
- key: test-leaky-text
  caption: "Test Agency v. Leaky Co. (fictional test row), complaint of Pat Privateperson"
  summary: "Fictional: Pat Privateperson complained; the agency acted."
  matter_type: enforcement_action
  matter_status: open
  agency_code: TESTAG
  forum_type: other_regulator
  forum_name: null
  docket_number: null
  jurisdiction: federal
  jurisdiction_level: federal
  filed_date: null
  decided_date: null
  closed_date: null
  ai_roles: [deepfake]
  domain: null
  tier: B
  publish_ready: true
  duplicate_of: null
  caption_untranslated: false
  events:
    - { event_type: complaint_filed, date: null, is_date_estimated: false, description: "Fictional: PAT PRIVATEPERSON filed a complaint.", source_url: null }
  parties:
    - { name: "Pat Privateperson", role: complainant, kind: private_individual, pii_class: private_individual }
    - { name: "Leaky Co.", role: respondent, kind: company, pii_class: public_entity }
  relief: []
  laws: []
  sources:
    - { url: "https://example.org/leaky/1", publisher: "Test Agency (fictional)", date: null, title: "Complaint of Pat Privateperson (fictional)", kind: primary }
`;

const keys: Partial<Record<TierName | "raw", string>> = {};
beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "enf-leaky-"));
  const leaky = path.join(dir, "leaky.yaml");
  fs.writeFileSync(leaky, LEAKY);
  await loadSampleRegistry([leaky]);
  for (const t of TIER_NAMES) if (t !== "anonymous") keys[t] = await mintKey(t);
  keys.raw = await mintKey("enterprise", ["ai_law", "registry_raw"]);
});

describe("redaction: no private individual or minor name in any response, at any tier", () => {
  it("the fixture holds such names (otherwise this test could not fail)", () => {
    expect(protectedNames.length).toBeGreaterThanOrEqual(2);
  });

  it("scans list, every detail, the lane and coverage for every tier and the raw licence", async () => {
    const names = [...protectedNames, "Pat Privateperson"];
    const callers: [string, string | undefined][] = [["anonymous", undefined], ...Object.entries(keys)];
    for (const [who, key] of callers) {
      const bodies: string[] = [];
      const list = await get("/v1/enforcement/matters?limit=100", { key });
      bodies.push(JSON.stringify(list.body));
      for (const m of list.body.data) bodies.push(JSON.stringify((await get(`/v1/enforcement/matters/${m.matter_uid}`, { key })).body));
      bodies.push(JSON.stringify((await get("/v1/enforcement?limit=100", { key })).body));
      bodies.push(JSON.stringify((await get("/v1/enforcement/coverage", { key })).body));
      const text = bodies.join("\n").toLowerCase();
      for (const name of names) expect(text.includes(name.toLowerCase()), `${who} sees ${name}`).toBe(false);
    }
  });

  it("withheld parties are served with name null and redacted true; public entities keep their names", async () => {
    const res = await get(`/v1/enforcement/matters/${uidOf("test-agency-v-example-co")}`, { key: keys.enterprise });
    const parties = res.body.data.parties;
    expect(parties.filter((p: { redacted: boolean }) => p.redacted)).toEqual([
      { name: null, redacted: true, role: "complainant", kind: "private_individual", pii_class: "private_individual" },
      { name: null, redacted: true, role: "complainant", kind: "minor", pii_class: "minor" },
    ]);
    expect(parties.filter((p: { redacted: boolean }) => !p.redacted).map((p: { name: string }) => p.name)).toEqual(["Test Agency", "Example Co."]);
  });

  it("a withheld name in our own text is replaced by [withheld], case-insensitively", async () => {
    const res = await get(`/v1/enforcement/matters/${uidOf("test-leaky-text")}`, { key: keys.enterprise });
    expect(res.body.data.caption).toBe("Test Agency v. Leaky Co. (fictional test row), complaint of [withheld]");
    expect(res.body.data.summary).toBe("Fictional: [withheld] complained; the agency acted.");
    expect(res.body.data.events[0].description).toBe("Fictional: [withheld] filed a complaint.");
    expect(res.body.data.sources[0].title).toBe("Complaint of [withheld] (fictional)");
  });
});

describe("GET /enforcement (the Enterprise lane)", () => {
  it("403 tier_upgrade_required at every tier below Enterprise, with no preview", async () => {
    for (const tier of TIER_NAMES) {
      const res = await get("/v1/enforcement", { key: tier === "anonymous" ? undefined : keys[tier] });
      if (tierAtLeast(tier, "enterprise")) {
        expect(res.status, tier).toBe(200);
        continue;
      }
      expect(res.status, tier).toBe(403);
      expect(res.body.error).toMatchObject({ code: "tier_upgrade_required", required_tier: "enterprise" });
      expect(res.body.data).toBeUndefined();
    }
    expect(TIERS.enterprise.rank).toBeGreaterThan(TIERS.business.rank);
  });

  it("maps publishable matters to EnforcementItems (withheld matters and guidance never appear)", async () => {
    const res = await get("/v1/enforcement?limit=100", { key: keys.enterprise });
    const visible = sampleRows().filter((r) => r.publish_ready && !r.duplicate_of && !r.caption_untranslated && r.matter_type !== "guidance_document");
    expect(res.body.meta.total).toBe(visible.length + 1); // + the leaky test row
    const byTitle = Object.fromEntries(res.body.data.map((i: { title: string }) => [i.title, i]));
    expect(byTitle["Federal Trade Commission v. Rite Aid Corporation"]).toMatchObject({
      change_type: "enforcement",
      agency: "FTC",
      scope: "federal",
      respondent: "Rite Aid Corporation",
      outcome: "settled",
      penalty: null,
      statutory_basis: "Section 5(a) of the FTC Act, 15 U.S.C. §45(a)",
      forum: null,
      source_url: expect.stringMatching(/^https:\/\/www\.ftc\.gov\//),
      date: "2023-12-19T00:00:00.000Z",
      origin: "registry_matter",
      matter_uid: uidOf("ftc-rite-aid-facial-recognition-2023"),
      date_basis: "event_date",
    });
    // Every matter row names its matter, which the registry serves, and the rule that dated it.
    for (const item of res.body.data) {
      expect(item.origin).toBe("registry_matter");
      expect((await get(`/v1/enforcement/matters/${item.matter_uid}`, { key: keys.enterprise })).status).toBe(200);
      expect(["event_date", "decided_date", "filed_date", "first_seen_at"]).toContain(item.date_basis);
    }
    expect(byTitle["EEOC v. iTutorGroup, Inc., et al."]).toMatchObject({
      penalty: "$365,000",
      respondent: "iTutorGroup, Inc.; Shanghai Ping’An Intelligent Education Technology Co., Ltd.; Tutor Group Limited",
      allegation: "The EEOC filed suit after conciliation failed.",
    });
    expect(byTitle["Example Plaintiff Class v. Sample AI Corp. (fictional test row)"]).toMatchObject({
      change_type: "litigation",
      agency: null,
      scope: "state",
      forum: "Superior Court of Example County (fictional)",
      penalty: "$1 (fictional)",
    });
    expect(byTitle["Test DPA decision on Example Chatbot (fictional test row)"]).toMatchObject({ scope: "eu", jurisdiction: { slug: "eu", name: "European Union" } });
    const titles = Object.keys(byTitle).join("\n");
    expect(titles).not.toContain("second listing");
    expect(titles).not.toContain("Testverfahren");
    expect(titles).not.toContain("Unready");
    // Newest first.
    const dates = res.body.data.map((i: { date: string }) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("every SPEC 4.8 parameter filters", async () => {
    const lane = async (q: string) => (await get(`/v1/enforcement?${q}&limit=100`, { key: keys.enterprise })).body;
    const all = (await lane("")).data as Record<string, any>[];
    const check = async (q: string, pred: (i: Record<string, any>) => boolean) => {
      const body = await lane(q);
      expect(body.data.map((i: { id: string }) => i.id), q).toEqual(all.filter(pred).map((i) => i.id));
      expect(body.meta.total).toBe(all.filter(pred).length);
    };
    await check("scope=federal", (i) => i.scope === "federal");
    await check("scope=eu", (i) => i.scope === "eu");
    await check("jurisdiction=california", (i) => i.jurisdiction.slug === "california");
    await check("change_type=litigation", (i) => i.change_type === "litigation");
    await check("change_type=enforcement", (i) => i.change_type === "enforcement");
    await check("agency=eeo", (i) => (i.agency ?? "").toLowerCase().includes("eeo"));
    await check("q=facial", (i) => `${i.title} ${i.summary}`.toLowerCase().includes("facial"));
    await check("date_from=2024-01-01", (i) => i.date >= "2024-01-01");
    await check("date_from=2023-01-01&date_to=2024-12-31", (i) => i.date >= "2023-01-01" && i.date < "2025-01-01");
    const bad = await get("/v1/enforcement?change_type=rumour", { key: keys.enterprise });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe("change_type");
  });

  it("pages without losing or repeating a row", async () => {
    const all = (await get("/v1/enforcement?limit=100", { key: keys.enterprise })).body.data.map((i: { id: string }) => i.id);
    const paged: string[] = [];
    for (let offset = 0; offset < all.length + 2; offset += 2) {
      paged.push(...(await get(`/v1/enforcement?limit=2&offset=${offset}`, { key: keys.enterprise })).body.data.map((i: { id: string }) => i.id));
    }
    expect(paged).toEqual(all);
  });
});
