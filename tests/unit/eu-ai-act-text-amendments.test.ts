/**
 * lib/eu-ai-act/text-amendments.yaml: which provisions Regulation (EU) 2026/1744 changed in wording. Every target
 * names a unit of the Regulation as the snapshot holds it, every amending point behind a served date is listed here
 * too (one reading of the amending act, two files), and the changes reach exactly the rows that hold the changed
 * wording.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { applicationDates } from "@/lib/eu-ai-act/application-dates";
import { readEuAiActSnapshot } from "@/lib/eu-ai-act/snapshot";
import { readTextAmendments, textAmendments, textAmendmentsFile } from "@/lib/eu-ai-act/text-amendments";

const amendments = textAmendments();
const rows = readEuAiActSnapshot();
const points = (row: { article: number | null; paragraph: number | null; annex: string | null }) =>
  amendments.of(row).map((c) => `${c.provision} ${c.effect}`);

describe("text amendments", () => {
  it("name articles, paragraphs and annexes the snapshot holds (a paragraph as adopted must exist, unless the article has none)", () => {
    const missing: string[] = [];
    for (const { target } of amendments.entries) {
      if (target.annex !== null) {
        if (!rows.some((r) => r.annexNumber === target.annex)) missing.push(`Annex ${target.annex}`);
        continue;
      }
      const articleRows = rows.filter((r) => r.articleNumber === target.article);
      if (articleRows.length === 0) missing.push(`Article ${target.article}`);
      const hasParagraphs = articleRows.some((r) => r.paragraphNumber !== null);
      if (target.paragraph !== null && hasParagraphs && !articleRows.some((r) => r.paragraphNumber === target.paragraph)) {
        missing.push(`${target.article}(${target.paragraph})`);
      }
    }
    expect(missing).toEqual([]);
    expect(amendments.entries.length).toBeGreaterThan(60);
  });

  it("list every amending point that moved a served date (the dates and the wording come from one reading)", () => {
    const listed = new Set(amendments.entries.map((e) => e.served.provision));
    const dated = applicationDates()
      .groups.filter((g) => g.amended_by)
      .map((g) => g.amended_by!.provision.split(",")[0]!.trim());
    expect(dated.length).toBeGreaterThan(3);
    expect(dated.filter((p) => !listed.has(p))).toEqual([]);
  });

  it("reach a replaced paragraph, the whole-text row of its article and nothing else", () => {
    expect(points({ article: 75, paragraph: 1, annex: null })).toEqual(["Art. 1(31)(a) heading-replaced", "Art. 1(31)(b) replaced"]);
    // Another paragraph of the same article keeps its wording; only the article's heading changed.
    expect(points({ article: 75, paragraph: 2, annex: null })).toEqual(["Art. 1(31)(a) heading-replaced"]);
    // The whole-text row holds every paragraph, so it carries the insertions too.
    expect(points({ article: 75, paragraph: null, annex: null })).toEqual([
      "Art. 1(31)(a) heading-replaced", "Art. 1(31)(b) replaced", "Art. 1(31)(c) inserted", "Art. 1(31)(d) inserted",
    ]);
    expect(points({ article: 10, paragraph: 5, annex: null })).toEqual(["Art. 1(9)(b) deleted"]);
    expect(points({ article: 5, paragraph: 2, annex: null })).toEqual([]);
    expect(points({ article: 5, paragraph: 1, annex: null })).toEqual(["Art. 1(7)(a) amended"]);
    // A whole article replaced (Article 4 has no numbered paragraphs in the snapshot: its body row).
    expect(points({ article: 4, paragraph: null, annex: null })).toEqual(["Art. 1(5) replaced"]);
    expect(points({ article: null, paragraph: null, annex: "I" })).toEqual(["Art. 1(41)(a) amended", "Art. 1(41)(b) amended"]);
    expect(points({ article: null, paragraph: null, annex: "III" })).toEqual([]);
    // A recital has no article and no annex.
    expect(points({ article: null, paragraph: null, annex: null })).toEqual([]);
  });

  it("serve the amending act's name and Official Journal address from application-dates.yaml's list", () => {
    const [c] = amendments.of({ article: 99, paragraph: 1, annex: null });
    expect(c).toEqual({
      act: "Regulation (EU) 2026/1744",
      provision: "Art. 1(38)(a)",
      change: "Article 99(1) replaced",
      effect: "replaced",
      url: "https://eur-lex.europa.eu/eli/reg/2026/1744/oj",
    });
  });

  it("refuse an unknown act, an unreadable target and a heading without its effect", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "text-amendments-"));
    const write = (body: string) => {
      const file = path.join(dir, "t.yaml");
      fs.writeFileSync(file, body);
      return file;
    };
    const ok = fs.readFileSync(textAmendmentsFile(), "utf8");
    expect(() => readTextAmendments(write(ok.replace("act: reg-2026-1744", "act: reg-2099-1")))).toThrow(/not in the amending_acts/);
    expect(() => readTextAmendments(write('act: reg-2026-1744\nchanges:\n  - { point: "Art. 1(1)", target: "Art 5", effect: replaced, change: "x" }\n'))).toThrow(/target/);
    expect(() => readTextAmendments(write('act: reg-2026-1744\nchanges:\n  - { point: "Art. 1(1)", target: "75 heading", effect: replaced, change: "x" }\n'))).toThrow(/heading/);
  });
});
