import { z } from "zod";
import { readDataFile } from "./data-file";
import { RuleLiteralIndex } from "./rule-literals";
import { loadTaxonomy, PLACEHOLDER_BRANCH, PLACEHOLDER_SUBCATEGORY } from "./taxonomy";

/**
 * Deterministic classification (lib/us-law/classification.yaml): the same record always gets the same assignments,
 * and every assignment names the rule that made it. No model, no fuzzy matching: ordered, curated rules only.
 */

export interface Assignment {
  branch: string;
  subcategory: string;
  /** The rule id: "usc-title-15", "usc-chapter-15:41", "cfr-chapter-16:II", "kw-privacy", "sec-ai", … */
  rule: string;
}

export interface Classification {
  primary: Assignment;
  secondary: Assignment[];
}

export type ClassifyInput =
  | { kind: "us_code"; title: number; chapter: string | null; headings: string[]; ownTitle: string }
  | { kind: "cfr"; title: number; chapter: string | null; part: string | null; section: string | null; headings: string[]; ownTitle: string }
  | { kind: "presidential"; ownTitle: string }
  | { kind: "ai_law"; ownTitle: string };

export const MAX_SECONDARY = 3;

const ruleSchema = z.object({ id: z.string().regex(/^[a-z0-9-]+$/), pattern: z.string().min(1), subcategory: z.string() }).strict();
const chapterSchema = z
  .object({ key: z.string().regex(/^\d+:[0-9A-Z–-]+$/), subcategory: z.string(), secondary: z.array(z.string()).optional() })
  .strict();
const titleMap = z.record(z.string().regex(/^\d+$/), z.string());
const partSchema = z.object({ key: z.string().regex(/^\d+:[0-9a-z]+(-[0-9a-z]+)?$/), subcategory: z.string() }).strict();
const sectionRangeSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    part: z.string().regex(/^\d+:[0-9a-z]+(-[0-9a-z]+)?$/),
    from: z.number().int().nonnegative(),
    to: z.number().int().nonnegative(),
    subcategory: z.string(),
  })
  .strict()
  .refine((r) => r.from <= r.to, { message: "from must not exceed to" });

export const classificationSchema = z
  .object({
    usc_titles: titleMap,
    usc_keyword_titles: z.array(z.number().int()),
    usc_chapters: z.array(chapterSchema),
    cfr_titles: titleMap,
    cfr_keyword_titles: z.array(z.number().int()),
    cfr_chapters: z.array(chapterSchema),
    cfr_parts: z.array(partSchema),
    cfr_section_ranges: z.array(sectionRangeSchema),
    cfr_part_rules: z.array(ruleSchema),
    presidential_rules: z.array(ruleSchema),
    presidential_topic_rules: z.array(ruleSchema),
    keyword_rules: z.array(ruleSchema),
    secondary_rules: z.array(ruleSchema),
  })
  .strict();

export type ClassificationRules = z.infer<typeof classificationSchema>;

interface CompiledRule {
  id: string;
  regex: RegExp;
  subcategory: string;
  /** The rule's number in the literal index (every list's rules numbered together). */
  n: number;
}

interface Compiled {
  rules: ClassificationRules;
  uscTitles: Map<number, string>;
  cfrTitles: Map<number, string>;
  uscKeywordTitles: Set<number>;
  cfrKeywordTitles: Set<number>;
  uscChapters: Map<string, { subcategory: string; secondary: string[] }>;
  cfrChapters: Map<string, { subcategory: string; secondary: string[] }>;
  /** "title:part" → subcategory: parts read one by one where their title's default was not their subject. */
  cfrPartKeys: Map<string, string>;
  /** "title:part" → ranges of section numbers (the number after the part's dot) and their subject. */
  cfrSectionRanges: Map<string, z.infer<typeof sectionRangeSchema>[]>;
  cfrParts: CompiledRule[];
  presidential: CompiledRule[];
  presidentialTopics: CompiledRule[];
  keywords: CompiledRule[];
  secondary: CompiledRule[];
  /** Which rules a text could match at all (lib/us-law/rule-literals.ts): the others are not tried. */
  index: RuleLiteralIndex;
}

let compiled: Compiled | null = null;

/** Loads, validates (every subcategory id must exist in the taxonomy; rule ids unique) and compiles the rules. */
export function loadClassificationRules(): Compiled {
  if (compiled) return compiled;
  const rules = readDataFile("classification.yaml", classificationSchema);
  const { subcategories } = loadTaxonomy();
  const check = (id: string, where: string) => {
    if (!subcategories.has(id)) throw new Error(`classification.yaml: ${where}: unknown subcategory '${id}'`);
  };
  const ruleIds = new Set<string>();
  const claim = (id: string) => {
    if (ruleIds.has(id)) throw new Error(`classification.yaml: rule id '${id}' is used twice`);
    ruleIds.add(id);
  };
  const patterns: string[] = [];
  const compile = (list: z.infer<typeof ruleSchema>[], where: string): CompiledRule[] =>
    list.map((r) => {
      check(r.subcategory, `${where} ${r.id}`);
      claim(r.id);
      patterns.push(r.pattern);
      return { id: r.id, regex: new RegExp(r.pattern, "i"), subcategory: r.subcategory, n: patterns.length - 1 };
    });
  const titles = (map: Record<string, string>, where: string) =>
    new Map(Object.entries(map).map(([k, v]) => (check(v, `${where} ${k}`), [Number(k), v] as const)));
  const chapters = (list: z.infer<typeof chapterSchema>[], where: string) =>
    new Map(
      list.map((c) => {
        check(c.subcategory, `${where} ${c.key}`);
        for (const s of c.secondary ?? []) check(s, `${where} ${c.key} secondary`);
        return [c.key, { subcategory: c.subcategory, secondary: c.secondary ?? [] }] as const;
      }),
    );
  const partKeys = (list: z.infer<typeof partSchema>[]) => {
    const map = new Map<string, string>();
    for (const p of list) {
      check(p.subcategory, `cfr_parts ${p.key}`);
      if (map.has(p.key)) throw new Error(`classification.yaml: cfr_parts key '${p.key}' is listed twice`);
      map.set(p.key, p.subcategory);
    }
    return map;
  };
  const sectionRanges = (list: z.infer<typeof sectionRangeSchema>[]) => {
    const map = new Map<string, z.infer<typeof sectionRangeSchema>[]>();
    for (const r of list) {
      check(r.subcategory, `cfr_section_ranges ${r.id}`);
      claim(r.id);
      const ranges = map.get(r.part) ?? [];
      const overlap = ranges.find((o) => r.from <= o.to && o.from <= r.to);
      if (overlap) throw new Error(`classification.yaml: cfr_section_ranges ${r.id} overlaps ${overlap.id}`);
      map.set(r.part, [...ranges, r]);
    }
    return map;
  };
  const presidential = compile(rules.presidential_rules, "presidential_rules");
  const presidentialTopics = compile(rules.presidential_topic_rules, "presidential_topic_rules");
  const keywords = compile(rules.keyword_rules, "keyword_rules");
  const cfrParts = compile(rules.cfr_part_rules, "cfr_part_rules");
  const secondary = compile(rules.secondary_rules, "secondary_rules");
  compiled = {
    rules,
    uscTitles: titles(rules.usc_titles, "usc_titles"),
    cfrTitles: titles(rules.cfr_titles, "cfr_titles"),
    uscKeywordTitles: new Set(rules.usc_keyword_titles),
    cfrKeywordTitles: new Set(rules.cfr_keyword_titles),
    uscChapters: chapters(rules.usc_chapters, "usc_chapters"),
    cfrChapters: chapters(rules.cfr_chapters, "cfr_chapters"),
    cfrPartKeys: partKeys(rules.cfr_parts),
    cfrSectionRanges: sectionRanges(rules.cfr_section_ranges),
    cfrParts,
    presidential,
    presidentialTopics,
    keywords,
    secondary,
    index: new RuleLiteralIndex(patterns),
  };
  return compiled;
}

/** The section number after a CFR identifier's part and dot: "1.401(k)-2" → 401, "1.860G-2" → 860. */
export function sectionNumberOf(identifier: string | null): number | null {
  const m = identifier ? /^[0-9a-z-]+\.(\d+)/i.exec(identifier) : null;
  return m ? Number(m[1]) : null;
}

/** Curly apostrophes and dashes as the upstreams print them, folded so one pattern matches both spellings. */
export function fold(text: string): string {
  return text.replace(/[’‘]/g, "'").replace(/[–—]/g, "-");
}

/** The last text's candidate rules: a presidential title is looked up in four lists in a row. */
let lastCandidates: { text: string; marks: Uint8Array } | null = null;

function candidatesOf(c: Compiled, folded: string): Uint8Array {
  if (lastCandidates?.text !== folded) lastCandidates = { text: folded, marks: c.index.candidatesOf(folded) };
  return lastCandidates.marks;
}

function firstMatch(c: Compiled, rules: CompiledRule[], texts: string[]): CompiledRule | null {
  // The most specific text first (a chapter heading before its subtitle), then rule order.
  for (const text of texts) {
    const folded = fold(text);
    const marks = candidatesOf(c, folded);
    for (const rule of rules) if (marks[rule.n] === 1 && rule.regex.test(folded)) return rule;
  }
  return null;
}

function assignment(subcategory: string, rule: string): Assignment {
  const branch = loadTaxonomy().branchOf.get(subcategory);
  if (!branch) throw new Error(`unknown subcategory ${subcategory}`);
  return { branch, subcategory, rule };
}

export function classify(input: ClassifyInput): Classification {
  const c = loadClassificationRules();
  let primary: Assignment | null = null;
  const secondary: Assignment[] = [];

  if (input.kind === "us_code" || input.kind === "cfr") {
    const isUsc = input.kind === "us_code";
    const prefix = isUsc ? "usc" : "cfr";
    const innermostFirst = [...input.headings].reverse();
    // A CFR record is placed by its part before its chapter, most specific first: a range of sections inside the part
    // (26 CFR part 1 follows the Internal Revenue Code's numbering, so 1.301-1 is about IRC § 301), then the part read
    // on its own, then a part whose heading names a subject that is the same in every title and agency (34 CFR part
    // 104, disability non-discrimination, sits in the Office for Civil Rights' chapter).
    const partKey = input.kind === "cfr" && input.part ? `${input.title}:${input.part}` : null;
    const sectionNumber = input.kind === "cfr" ? sectionNumberOf(input.section) : null;
    const range = partKey && sectionNumber !== null ? c.cfrSectionRanges.get(partKey)?.find((r) => r.from <= sectionNumber && sectionNumber <= r.to) : undefined;
    if (range) primary = assignment(range.subcategory, range.id);
    const partSubject = !primary && partKey ? c.cfrPartKeys.get(partKey) : undefined;
    if (partSubject) primary = assignment(partSubject, `cfr-part-${partKey}`);
    const partHit = primary || isUsc ? null : firstMatch(c, c.cfrParts, innermostFirst);
    if (partHit) primary = assignment(partHit.subcategory, partHit.id);
    const chapterRule = !primary && input.chapter ? (isUsc ? c.uscChapters : c.cfrChapters).get(`${input.title}:${input.chapter}`) : undefined;
    if (chapterRule) {
      const rule = `${prefix}-chapter-${input.title}:${input.chapter}`;
      primary = assignment(chapterRule.subcategory, rule);
      for (const s of chapterRule.secondary) secondary.push(assignment(s, rule));
    }
    if (!primary && (isUsc ? c.uscKeywordTitles : c.cfrKeywordTitles).has(input.title)) {
      const hit = firstMatch(c, c.keywords, innermostFirst);
      if (hit) primary = assignment(hit.subcategory, hit.id);
    }
    const fallback = (isUsc ? c.uscTitles : c.cfrTitles).get(input.title);
    if (!primary && fallback) primary = assignment(fallback, `${prefix}-title-${input.title}`);
  } else if (input.kind === "presidential") {
    // Topic rules come last: a rule added there can only place a document nothing else placed.
    const hit =
      firstMatch(c, c.presidential, [input.ownTitle]) ?? firstMatch(c, c.keywords, [input.ownTitle]) ?? firstMatch(c, c.presidentialTopics, [input.ownTitle]);
    if (hit) primary = assignment(hit.subcategory, hit.id);
  } else {
    primary = assignment("artificial_intelligence_technology", "ai-law-mirror");
  }

  primary ??= assignment(PLACEHOLDER_SUBCATEGORY, "unmatched");
  // One assignment per subcategory: the primary wins, then the chapter rule's secondaries, then the title rules.
  const seen = new Set([primary.subcategory]);
  const unique = secondary.filter((a) => (seen.has(a.subcategory) ? false : (seen.add(a.subcategory), true)));
  const ownTitle = fold(input.ownTitle);
  const marks = candidatesOf(c, ownTitle);
  for (const rule of c.secondary) {
    if (unique.length >= MAX_SECONDARY) break;
    if (!seen.has(rule.subcategory) && marks[rule.n] === 1 && rule.regex.test(ownTitle)) {
      seen.add(rule.subcategory);
      unique.push(assignment(rule.subcategory, rule.id));
    }
  }
  return { primary, secondary: unique.slice(0, MAX_SECONDARY) };
}

export function isPlaceholder(a: Assignment): boolean {
  return a.branch === PLACEHOLDER_BRANCH;
}
