import { describe, expect, it } from "vitest";
import { normaliseCitation, recordUidFor } from "@/lib/us-law/citation";
import { classify, loadClassificationRules } from "@/lib/us-law/classify";
import { fileImporters } from "@/lib/us-law/import/registry";
import { chapterOf } from "@/lib/us-law/import/us-code";
import { parseSnapshot, readSnapshotText } from "@/lib/us-law/snapshot";
import { BRANCH_COUNT, loadTaxonomy, REFERENCED_SUBCATEGORIES, SUBCATEGORY_COUNT, taxonomySchema } from "@/lib/us-law/taxonomy";

describe("taxonomy", () => {
  const { taxonomy, subcategories, branches } = loadTaxonomy();

  it("has 33 branches (32 CRS policy areas + other_unclassified) and 227 subcategories with unique ids", () => {
    expect(taxonomy.branches).toHaveLength(BRANCH_COUNT);
    expect(BRANCH_COUNT).toBe(33);
    expect(SUBCATEGORY_COUNT).toBe(227);
    const subs = taxonomy.branches.flatMap((b) => b.subcategories);
    expect(subs).toHaveLength(227);
    expect(new Set(subs.map((s) => s.id)).size).toBe(227);
    expect(new Set([...branches.keys(), ...subcategories.keys()]).size).toBe(33 + 227);
    expect(taxonomy.branches.filter((b) => b.crs_policy_area !== null)).toHaveLength(32);
  });

  it("holds every subcategory id the enforcement registry references", () => {
    for (const id of REFERENCED_SUBCATEGORIES) expect(subcategories.has(id), id).toBe(true);
  });

  it("validation refuses a duplicated id and a wrong count", () => {
    const copy = structuredClone(taxonomy);
    copy.branches[1]!.subcategories[0]!.id = copy.branches[0]!.subcategories[0]!.id;
    expect(taxonomySchema.safeParse(copy).success).toBe(false);
    const short = structuredClone(taxonomy);
    short.branches[0]!.subcategories.pop();
    expect(taxonomySchema.safeParse(short).error?.issues.map((i) => i.message).join()).toMatch(/expected 227 subcategories/);
  });
});

describe("classification", () => {
  it("maps every US Code title the upstream lists (usc_titles.csv, via the snapshot) to a subcategory", () => {
    const { header } = parseSnapshot(readSnapshotText("us_code"));
    const titles = Object.keys(header.lookups.titles as Record<string, string>).map(Number);
    expect(titles).toHaveLength(53);
    const { uscTitles } = loadClassificationRules();
    for (const t of titles) expect(uscTitles.has(t), `title ${t}`).toBe(true);
  });

  it("names the rule behind each assignment: chapter rule, keyword rule, title default, unmatched", () => {
    expect(classify({ kind: "us_code", title: 15, chapter: "41", headings: ["CHAPTER 41— CONSUMER CREDIT PROTECTION"], ownTitle: "Definitions" }))
      .toEqual({
        primary: { branch: "finance_and_financial_sector", subcategory: "consumer_credit_lending", rule: "usc-chapter-15:41" },
        secondary: [{ branch: "commerce", subcategory: "consumer_protection", rule: "usc-chapter-15:41" }],
      });
    expect(classify({ kind: "us_code", title: 42, chapter: "85", headings: ["CHAPTER 85— AIR POLLUTION PREVENTION AND CONTROL"], ownTitle: "Findings" }).primary)
      .toEqual({ branch: "environmental_protection", subcategory: "air_quality", rule: "kw-air" });
    expect(classify({ kind: "us_code", title: 38, chapter: "11", headings: ["CHAPTER 11— COMPENSATION FOR SERVICE-CONNECTED DISABILITY"], ownTitle: "Basic entitlement" }).primary)
      .toEqual({ branch: "armed_forces_and_national_security", subcategory: "veterans_benefits", rule: "usc-title-38" });
    expect(classify({ kind: "presidential", ownTitle: "Safe, Secure, and Trustworthy Development and Use of Artificial Intelligence" }).primary.rule).toBe("kw-ai");
    expect(classify({ kind: "presidential", ownTitle: "Improving Our Nation Through Better Design" }).primary)
      .toEqual({ branch: "other_unclassified", subcategory: "unclassified", rule: "unmatched" });
  });

  it("files disability non-discrimination rules and Renewal Communities where their subject is, not under the title's default", () => {
    // 34 CFR chapter XII (National Council on Disability) fell to Title 34's default, education.
    expect(classify({ kind: "cfr", title: 34, chapter: "XII", headings: ["Enforcement of Nondiscrimination on the Basis of Handicap in Programs or Activities Conducted by the National Council on Disability"], ownTitle: "Program accessibility: Existing facilities." }).primary)
      .toEqual({ branch: "civil_rights_and_liberties_minority_issues", subcategory: "disability_rights", rule: "cfr-chapter-34:XII" });
    // The 45 parts titled "Nondiscrimination on the Basis of Handicap" were filed as general discrimination.
    expect(classify({ kind: "cfr", title: 2, chapter: "XXIV", headings: ["Nondiscrimination on the Basis of Handicap in Programs or Activities Receiving Federal Financial Assistance"], ownTitle: "Purpose." }).primary.subcategory)
      .toBe("disability_rights");
    // 24 CFR part 599 fell to Title 24's default, public housing.
    expect(classify({ kind: "cfr", title: 24, chapter: "V", headings: ["Renewal Communities"], ownTitle: "Reports and other information." }).primary)
      .toEqual({ branch: "housing_and_community_development", subcategory: "community_development_grants", rule: "kw-community-development" });
  });

  it("places presidential documents no earlier rule names by their topic, and only those", () => {
    // EO 14145 fell to "unmatched" before the topic rules existed.
    expect(classify({ kind: "presidential", ownTitle: "Helping Left-Behind Communities Make a Comeback" }).primary)
      .toEqual({ branch: "housing_and_community_development", subcategory: "community_development_grants", rule: "pres-topic-communities" });
    expect(classify({ kind: "presidential", ownTitle: "Preventing Woke AI in the Federal Government" }).primary.subcategory).toBe("artificial_intelligence_technology");
    expect(classify({ kind: "presidential", ownTitle: "Revoking Proclamation 10315" }).primary.rule).toBe("pres-topic-amending");
    // A title an earlier rule places keeps that rule even when a topic rule would also match it.
    expect(classify({ kind: "presidential", ownTitle: "Strengthening Access to Health Care and Family Planning" }).primary.rule).toBe("pres-health-care");
    // Served snapshots (2,865 executive orders and proclamations, to September 2026): 244 unmatched before the topic
    // rules, 40 after (1.4 %).
    // Titles too vague to place honestly stay unclassified; this only ever goes down.
    let unmatched = 0;
    let total = 0;
    for (const source of ["executive_orders", "proclamations"] as const) {
      for (const row of parseSnapshot(readSnapshotText(source)).rows) {
        total++;
        if (classify({ kind: "presidential", ownTitle: String(row[2]) }).primary.rule === "unmatched") unmatched++;
      }
    }
    expect(total).toBe(2865);
    expect(unmatched).toBeLessThanOrEqual(40);
  });

  it("adds secondary assignments by rule, never repeating the primary, at most three", () => {
    const c = classify({ kind: "cfr", title: 16, chapter: "I", headings: ["Children's Online Privacy Protection Rule"], ownTitle: "Privacy of consumer financial information" });
    expect(c.primary).toEqual({ branch: "science_technology_communications", subcategory: "children_online_safety", rule: "kw-children-online" });
    expect(c.secondary.map((a) => a.subcategory)).toEqual(["privacy_data_protection", "consumer_protection"]);
    const many = classify({ kind: "presidential", ownTitle: "Artificial intelligence, privacy, cybersecurity, discrimination and consumer liability" });
    expect(many.secondary).toHaveLength(3);
    expect(many.secondary.map((a) => a.subcategory)).not.toContain(many.primary.subcategory);
    expect(c.secondary.every((a) => a.rule.startsWith("sec-"))).toBe(true);
  });

  it("finds the innermost chapter of a US Code hierarchy path", () => {
    expect(chapterOf("Subtitle I— Comprehensive Acts > CHAPTER 121— VIOLENT CRIME CONTROL")).toBe("121");
    expect(chapterOf("CHAPTER 2B–1— SECURITIES INVESTOR PROTECTION")).toBe("2B–1");
    expect(chapterOf("")).toBeNull();
  });

  it("every importer module is registered", () => {
    expect(Object.keys(fileImporters).sort()).toEqual(["ecfr", "executive_orders", "proclamations", "us_code"]);
  });
});

describe("citations and record_uid", () => {
  it("normalises the spellings of one citation to one key", () => {
    const key = normaliseCitation("42 U.S.C. § 1983");
    expect(key).toBe("42 usc 1983");
    for (const v of ["42 USC 1983", "42 u.s.c. §1983", "42  U.S.C.  §  1983"]) expect(normaliseCitation(v)).toBe(key);
    expect(normaliseCitation("15 U.S.C. § 278h–1")).toBe("15 usc 278h-1");
    expect(normaliseCitation("40 CFR 1.1")).toBe("40 cfr 1.1");
  });

  it("derives record_uid from jurisdiction and citation only", () => {
    expect(recordUidFor("federal", "1 U.S.C. § 1")).toBe(recordUidFor("federal", "1 usc 1"));
    expect(recordUidFor("federal", "1 U.S.C. § 1")).not.toBe(recordUidFor("federal", "1 U.S.C. § 2"));
    expect(recordUidFor("federal", "1 U.S.C. § 1")).not.toBe(recordUidFor("colorado", "1 U.S.C. § 1"));
    expect(recordUidFor("federal", "1 U.S.C. § 1")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
