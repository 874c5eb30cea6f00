import { describe, expect, it } from "vitest";
import { classify, fold, loadClassificationRules } from "@/lib/us-law/classify";
import { necessaryLiterals, RuleLiteralIndex } from "@/lib/us-law/rule-literals";
import { parseSnapshot, readSnapshotText } from "@/lib/us-law/snapshot";

describe("necessaryLiterals", () => {
  it("names, per alternative, a literal every match contains", () => {
    expect(necessaryLiterals("blocking property|sanction|prohibiting (certain )?transactions")).toEqual(["blocking property", "sanction", "prohibiting "]);
    expect(necessaryLiterals("Harmonized Tariff")).toEqual(["harmonized tariff"]);
    expect(necessaryLiterals("\\bday of\\b")).toEqual(["day of"]); // \b is zero-width: the run goes on across it
    expect(necessaryLiterals("(alpha|beta)\\d")).toEqual(["alpha", "beta"]); // a mandatory group is an option
    expect(necessaryLiterals("(?:xyzzy)?abc")).toEqual(["abc"]); // an optional group is not
    expect(necessaryLiterals("contract(s|ing|or)")).toEqual(["contract"]);
    expect(necessaryLiterals("schedule (c|f)")).toEqual(["schedule "]);
    expect(necessaryLiterals("children'?s online")).toEqual(["children"]); // the optional ' ends the run
    expect(necessaryLiterals("emergenc(y|ies) with")).toEqual(["emergenc"]);
    expect(necessaryLiterals("bu+y[- ]american")).toEqual(["american"]); // after a repeated u, a new run
    expect(necessaryLiterals("u\\.s\\. code")).toEqual(["u.s. code"]); // escaped punctuation is literal
  });

  it("names none where a match need not hold a literal of three characters, or the construct is not read", () => {
    expect(necessaryLiterals("a.*b")).toBeNull();
    expect(necessaryLiterals("[a-z]+in")).toBeNull();
    expect(necessaryLiterals("x{")).toBeNull();
    expect(necessaryLiterals("\\bAI\\b")).toBeNull();
    expect(necessaryLiterals(", \\d{4}$|birthday")).toBeNull(); // one alternative has no literal: the whole has none
    expect(necessaryLiterals("abc|de")).toBeNull();
    expect(necessaryLiterals("\\p{L}abcd")).toBeNull();
    expect(necessaryLiterals("(abc")).toBeNull();
    expect(necessaryLiterals("abc)")).toBeNull();
    expect(necessaryLiterals("(?=abcd)efg")).toEqual(["efg"]); // a lookahead is one unknown character
    expect(necessaryLiterals("café au lait")).toEqual([" au lait"]); // é (non-ASCII) breaks the run
  });
});

describe("RuleLiteralIndex", () => {
  it("marks the rules whose literal the text holds, whatever its case, and every rule without literals", () => {
    const index = new RuleLiteralIndex(["sanction", "tariff|imports of", "\\bAI\\b"]);
    expect([...index.candidatesOf("Blocking Property and SANCTIONS")]).toEqual([1, 0, 1]);
    expect([...index.candidatesOf("Imports Of Steel")]).toEqual([0, 1, 1]);
    expect([...index.candidatesOf("Äpfel")]).toEqual([0, 0, 1]);
  });

  // Soundness on the real texts the classifier reads: a rule the index leaves out never matches, so classify() gives
  // what trying every rule in order gives. Fails if the literal reader ever names a literal a match can lack.
  it("never leaves out a rule that matches: every classification.yaml rule over real titles and headings", () => {
    const c = loadClassificationRules();
    const rules = [...c.presidential, ...c.keywords, ...c.presidentialTopics, ...c.secondary];
    const texts = new Set<string>();
    for (const source of ["executive_orders", "proclamations"] as const) for (const row of parseSnapshot(readSnapshotText(source)).rows) texts.add(String(row[2]));
    const usc = parseSnapshot(readSnapshotText("us_code")).rows;
    usc.forEach((row, i) => {
      texts.add(String(row[5])); // chapter headings
      if (i % 10 === 0) texts.add(String(row[3])); // every tenth section heading
    });
    const parts = parseSnapshot(readSnapshotText("ecfr")).header.lookups.parts as Record<string, unknown>;
    for (const v of Object.values(parts)) texts.add(JSON.stringify(v)); // part headings (with their keys)
    expect(texts.size).toBeGreaterThan(8_000);
    let matches = 0;
    for (const raw of texts) {
      const text = fold(raw); // as classify() sees it
      const marks = c.index.candidatesOf(text);
      for (const rule of rules) {
        if (!rule.regex.test(text)) continue;
        matches++;
        if (marks[rule.n] !== 1) expect.fail(`rule ${rule.id} matches ${JSON.stringify(text)} but the index left it out (literals ${JSON.stringify(c.index.literals[rule.n])})`);
      }
    }
    expect(matches).toBeGreaterThan(5_000);
    // And the index does leave most rules out: the point of it.
    const sample = [...texts].slice(0, 500);
    const marked = sample.reduce((n, t) => n + c.index.candidatesOf(t).reduce((a, b) => a + b, 0), 0);
    expect(marked / sample.length).toBeLessThan(rules.length / 5);
  });

  it("classifies as before: the prefilter changes no assignment (fixed cases across the rule lists)", () => {
    expect(classify({ kind: "presidential", ownTitle: "Blocking Property of Certain Persons Contributing to the Situation in Syria" }).primary.rule).toBe("pres-sanctions");
    expect(classify({ kind: "presidential", ownTitle: "Removing Barriers to American Leadership in Artificial Intelligence" }).primary.rule).toBe("kw-ai");
    expect(classify({ kind: "presidential", ownTitle: "Improving Our Nation Through Better Design" }).primary.rule).toBe("unmatched");
  });
});
