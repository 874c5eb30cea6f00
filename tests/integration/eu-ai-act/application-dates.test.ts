/**
 * The AI Act's dates as a user meets them on three surfaces — /eu-ai-act-provisions (applies_from), /obligations
 * (deadline) and /deadlines (raw_deadline) — agree with each other and with lib/eu-ai-act/application-dates.yaml:
 * served as amended by Regulation (EU) 2026/1744, with the date as adopted and the amending act beside them.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { utcToday } from "@/lib/compliance/deadline-parser";
import { applicationDates } from "@/lib/eu-ai-act/application-dates";
import { textAmendments } from "@/lib/eu-ai-act/text-amendments";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";

const dates = applicationDates();
let key: string;
const provisions = new Map<string, any>();
const duties = new Map<string, any>();
let deadlines: any[] = [];

async function pages(path: string): Promise<any[]> {
  const rows: any[] = [];
  for (let offset = 0; ; offset += 100) {
    const res = await get(`${path}${path.includes("?") ? "&" : "?"}limit=100&offset=${offset}`, { key });
    expect(res.status, path).toBe(200);
    rows.push(...res.body.data);
    if (offset + 100 >= res.body.meta.total) return rows;
  }
}

beforeAll(async () => {
  key = await mintKey("enterprise");
  for (const p of await pages("/v1/eu-ai-act-provisions")) provisions.set(p.anchor_id, p);
  const obligations = await get("/v1/obligations?jurisdiction=eu", { key });
  expect(obligations.status).toBe(200);
  for (const o of obligations.body.data) if (o.key.startsWith(`${dates.lawKey}#`)) duties.set(o.key, o);
  const res = await get("/v1/deadlines?jurisdiction=eu&all=true", { key });
  expect(res.status).toBe(200);
  deadlines = res.body.data;
});

describe("EU AI Act dates on provisions, obligations and deadlines", () => {
  it("provisions: every article row serves the file's date as amended, the original and the amending act; recitals and annexes none", () => {
    let articles = 0;
    for (const p of provisions.values()) {
      if (p.article_number === null) {
        expect(p, p.anchor_id).toMatchObject({ applies_from: null, applies_from_original: null, applies_from_amended_by: null });
        continue;
      }
      articles++;
      const d = dates.ofProvision(p.article_number, p.paragraph_number);
      expect({ from: p.applies_from, original: p.applies_from_original, by: p.applies_from_amended_by }, p.anchor_id).toEqual({
        from: d.applies_from,
        original: d.original,
        by: d.amended_by,
      });
    }
    expect(articles).toBeGreaterThan(600);
    expect(provisions.get("006.002")).toMatchObject({
      applies_from: "2 December 2027",
      applies_from_original: "2 August 2026",
      applies_from_amended_by: { act: "Regulation (EU) 2026/1744", url: "https://eur-lex.europa.eu/eli/reg/2026/1744/oj" },
    });
  });

  it("provisions: every row says which later changes reached its wording (text_amended_by), the same as text-amendments.yaml", () => {
    const amendments = textAmendments();
    let amended = 0;
    for (const p of provisions.values()) {
      const want = amendments.of({ article: p.article_number, paragraph: p.paragraph_number, annex: p.annex_number });
      expect(p.text_amended_by, p.anchor_id).toEqual(want);
      if (want.length > 0) amended++;
    }
    expect(amended).toBeGreaterThan(60);
    expect(provisions.get("075.001").text_amended_by.map((c: any) => c.provision)).toEqual(["Art. 1(31)(a)", "Art. 1(31)(b)"]);
    expect(provisions.get("005.002").text_amended_by).toEqual([]);
    expect(provisions.get("rct.001").text_amended_by).toEqual([]);
  });

  it("obligations: every AI Act duty's deadline is the file's, and the applies_from of one of its own provisions unless the file says why", async () => {
    expect([...duties.keys()].sort()).toEqual([...dates.dutyKeys].sort());
    for (const o of duties.values()) {
      const d = dates.ofDuty(o.key)!;
      expect({ deadline: o.deadline, original: o.deadline_original, by: o.deadline_amended_by }, o.key).toEqual({
        deadline: d.applies_from,
        original: d.original,
        by: d.amended_by,
      });
      const ownDates = (o.anchors as string[]).map((a) => provisions.get(a)?.applies_from);
      if (!dates.dutyReason(o.key)) expect(ownDates, o.key).toContain(o.deadline);
    }
    const fria = duties.get(`${dates.lawKey}#fundamental-rights-impact-assessment`);
    expect(fria).toMatchObject({ deadline: "2 December 2027", deadline_original: "2 August 2026", effective_date: "2027-12-02" });
    expect(fria.lifecycle).toBe(utcToday() < "2027-12-02" ? "not_yet_effective" : "in_force");
    // A non-AI-Act duty keeps its shape: no deadline_original field at all.
    const other = (await get("/v1/obligations?jurisdiction=colorado", { key })).body.data.find((x: { key: string }) => !x.key.startsWith("eu:"));
    expect(other).toBeDefined();
    expect(other).not.toHaveProperty("deadline_original");
  });

  it("deadlines: each AI Act date is one /deadlines entry with the same text, original and amending act; the law's effective text too", () => {
    const byText = new Map(deadlines.map((e) => [e.raw_deadline, e]));
    for (const o of duties.values()) {
      const entry = byText.get(o.deadline);
      expect(entry, o.key).toBeDefined();
      expect({ original: entry.raw_deadline_original, by: entry.raw_deadline_amended_by }, o.key).toEqual({
        original: o.deadline_original,
        by: o.deadline_amended_by,
      });
    }
    const law = byText.get(dates.lawEffectiveText);
    expect(law).toBeDefined();
    expect(law.dates.map((d: { iso: string }) => d.iso)).toEqual(expect.arrayContaining(["2027-12-02", "2028-08-02", "2026-07-27"]));
    // No AI Act entry still carries Article 6(1)'s replaced date as if it were current (2 August 2027 stays only as the
    // general-purpose AI models' transition of Article 111(3), which the amendment did not touch).
    const aiAct = deadlines.filter((e) => e.laws.some((l: string) => l.includes("2024/1689")));
    expect(aiAct.length).toBeGreaterThan(5);
    for (const e of aiAct.filter((x) => !x.raw_deadline.includes("Article 111(3)"))) expect(e.raw_deadline).not.toMatch(/2 August 2027/);
  });
});
