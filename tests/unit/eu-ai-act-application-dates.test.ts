/**
 * lib/eu-ai-act/application-dates.yaml, the one source of the AI Act's dates: its groups match the Regulation's
 * structure (chapters and sections of the reference copy), its original dates match the reference copy's, the
 * amended dates are Article 113 as amended by Regulation (EU) 2026/1744, the law's effective text names exactly the
 * groups' dates, and a second source (a duty row or the law row stating its own date) is refused.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { curatedFiles } from "@/db/seed/curated-files";
import { curatedDataset, withApplicationDates as lawsWithApplicationDates } from "@/db/seed/dataset";
import { complianceData, withApplicationDates } from "@/lib/compliance/data";
import { parseDeadline } from "@/lib/compliance/deadline-parser";
import { applicationDates, applicationDatesFile, readApplicationDates } from "@/lib/eu-ai-act/application-dates";
import { anchorsForObligation } from "@/lib/eu-ai-act/obligation-anchors";
import { readEuAiActSnapshot } from "@/lib/eu-ai-act/snapshot";

const dates = applicationDates();
const articleRows = readEuAiActSnapshot().filter((r) => r.articleNumber !== null);
const firstDate = (text: string) => parseDeadline(text)[0]?.iso;
const dateSet = (text: string) => parseDeadline(text).map((d) => d.iso);
const ref = (article: number, paragraph: number | null) => (paragraph === null ? `${article}` : `${article}(${paragraph})`);

describe("the application-dates groups", () => {
  it("follow Article 113's structure, read from the chapters and sections of the reference copy", () => {
    // Article 113 (as adopted and as amended) names chapters and sections; the reference copy says where each article
    // sits, so this derives the expected group of every article independently of the file's article ranges.
    const expected = (article: number, chapter: string | null, section: string | null): string => {
      if (article === 113) return "entry-into-force";
      if (article >= 102 && article <= 110) return "articles-102-110";
      if (chapter === "I" || chapter === "II") return "chapters-i-ii";
      if (chapter === "III" && ["1", "2", "3"].includes(section ?? "")) return "high-risk-sections-1-3";
      if ((chapter === "III" && section === "4") || ["V", "VII"].includes(chapter ?? "") || article === 78) return "early-application";
      if (chapter === "XII" && article !== 101) return "early-application";
      return "general";
    };
    // The file's finer groups inside those: Article 5 (the 2026 prohibitions) and Article 6 (the two routes).
    const refinements: Record<string, string> = {
      "5": "article-5", "5(1)": "article-5", "6": "article-6",
      "6(1)": "high-risk-annex-i", "6(2)": "high-risk-annex-iii", "6(3)": "high-risk-annex-iii", "6(4)": "high-risk-annex-iii",
      "6(5)": "article-6-5",
    };
    const wrong = articleRows
      .map((r) => {
        const at = ref(r.articleNumber!, r.paragraphNumber);
        const want = refinements[at] ?? expected(r.articleNumber!, r.chapter, r.section);
        const got = dates.ofProvision(r.articleNumber!, r.paragraphNumber).group;
        return got === want ? null : `${at}: ${got}, expected ${want}`;
      })
      .filter(Boolean);
    expect(wrong).toEqual([]);
    expect(articleRows.length).toBeGreaterThan(600);
  });

  it("give as original the date the reference copy gives (its first date), except where the copy is coarser", () => {
    // The copy dates Article 6 as a whole ('2 August 2026 (2 August 2027 for Point 1)'): its paragraph 1 is the
    // 2027 part. It dates Article 113 'Immediately': the file gives the day of entry into force.
    const coarser: Record<string, string> = { "6(1)": "2027-08-02", "113": "2024-08-01" };
    const wrong = articleRows
      .map((r) => {
        const at = ref(r.articleNumber!, r.paragraphNumber);
        const want = coarser[at] ?? coarser[String(r.articleNumber)] ?? firstDate(r.appliesFrom!);
        const got = firstDate(dates.ofProvision(r.articleNumber!, r.paragraphNumber).original);
        return got === want ? null : `${at}: ${got}, copy ${r.appliesFrom}`;
      })
      .filter(Boolean);
    expect(wrong).toEqual([]);
  });

  it("serve Article 113 as amended by Regulation (EU) 2026/1744, naming the amending provision", () => {
    const at = (a: number, p: number | null) => dates.ofProvision(a, p);
    const amended = { act: "Regulation (EU) 2026/1744", url: "https://eur-lex.europa.eu/eli/reg/2026/1744/oj" };
    expect(at(6, 2)).toMatchObject({ applies_from: "2 December 2027", original: "2 August 2026", amended_by: { ...amended, provision: expect.stringContaining("point (c)") } });
    expect(at(6, 1)).toMatchObject({ applies_from: "2 August 2028", original: "2 August 2027", amended_by: amended });
    expect(dateSet(at(9, 1).applies_from)).toEqual(["2027-12-02", "2028-08-02"]);
    expect(dateSet(at(9, 1).original)).toEqual(["2026-08-02", "2027-08-02"]);
    expect(at(6, 5)).toMatchObject({ applies_from: "2 August 2026", amended_by: null });
    expect(at(5, 2)).toMatchObject({ applies_from: "2 February 2025", amended_by: null });
    expect(dateSet(at(5, 1).applies_from)).toEqual(["2025-02-02", "2026-12-02"]);
    expect(at(102, null)).toMatchObject({ applies_from: "27 July 2026", original: "2 August 2026", amended_by: { provision: expect.stringContaining("point (d)") } });
    expect(at(53, 1)).toMatchObject({ applies_from: "2 August 2025", amended_by: null });
    expect(at(50, 2)).toMatchObject({ applies_from: "2 August 2026", amended_by: null });
    for (const g of dates.groups) expect(g.as_amended === undefined || g.as_amended !== g.original, g.id).toBe(true);
  });

  it("the law record's effective text names exactly the dates of the groups (as amended), and the dataset serves it", () => {
    const groupDates = new Set(dates.groups.filter((g) => g.id !== "entry-into-force").flatMap((g) => dateSet(g.as_amended ?? g.original)));
    expect(new Set(dateSet(dates.lawEffectiveText))).toEqual(groupDates);
    const law = curatedDataset.laws.find((l) => l.key === dates.lawKey)!;
    expect(law.effective_text).toBe(dates.lawEffectiveText);
    // The landmark bill row restates the headline dates: they must be dates of the file.
    const bill = curatedDataset.bills.find((b) => b.law_key === dates.lawKey)!;
    for (const d of dateSet(bill.deadline ?? "")) expect(groupDates, `bill deadline date ${d}`).toContain(d);
  });
});

describe("the AI Act duties", () => {
  const aiActRows = curatedFiles().obligations.filter((o) => o.law_key === dates.lawKey);

  it("every duty row has an entry and every entry a row; the engine serves the file's dates", () => {
    expect(aiActRows.map((o) => o.key).sort()).toEqual([...dates.dutyKeys].sort());
    for (const o of complianceData.obligations.filter((x) => x.law_key === dates.lawKey)) {
      const d = dates.ofDuty(o.key)!;
      expect(o, o.key).toMatchObject({ deadline: d.applies_from, deadline_original: d.original, deadline_amended_by: d.amended_by });
    }
  });

  it("a duty follows the date of one of its own provisions, or the file says why not", () => {
    const unexplained = dates.dutyKeys.filter((key) => {
      const groups = (anchorsForObligation(key) ?? []).map((id) => {
        const [article, paragraph] = id.split(".");
        return dates.ofProvision(Number(article), paragraph ? Number(paragraph) : null).group;
      });
      return !groups.includes(dates.ofDuty(key)!.group) && !dates.dutyReason(key);
    });
    expect(unexplained).toEqual([]);
  });

  it("refuses a second source: a duty row stating a deadline, a row without an entry, an entry without a row", () => {
    const row = aiActRows[0]!;
    expect(() => withApplicationDates([{ ...row, deadline: "2 August 2026" }], dates)).toThrow(/must say deadline: null/);
    expect(() => withApplicationDates([{ ...row, key: `${dates.lawKey}#not-in-the-file` }], dates)).toThrow(/no entry/);
    expect(() => withApplicationDates([row], dates)).toThrow(/names duties with no row/);
    const law = curatedFiles().laws.find((l) => l.key === dates.lawKey)!;
    expect(() => lawsWithApplicationDates([{ ...law, effective_text: "Applies from 2 August 2026" }], dates)).toThrow(/remove it/);
  });
});

describe("the file's schema", () => {
  it("refuses an amended date without its amending provision", () => {
    const raw = parse(fs.readFileSync(applicationDatesFile(), "utf8"));
    raw.groups[0].amended_by = undefined;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "application-dates-"));
    try {
      const file = path.join(dir, "application-dates.yaml");
      fs.writeFileSync(file, stringify(raw));
      expect(() => readApplicationDates(file)).toThrow(/as_amended and amended_by go together/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
