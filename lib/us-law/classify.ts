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
  | { kind: "us_code"; title: number; chapter: string | null; section: string | null; headings: string[]; ownTitle: string }
  | { kind: "cfr"; title: number; chapter: string | null; part: string | null; section: string | null; headings: string[]; ownTitle: string }
  | { kind: "presidential"; ownTitle: string }
  | { kind: "ai_law"; ownTitle: string };

export const MAX_SECONDARY = 3;

const ruleSchema = z.object({ id: z.string().regex(/^[a-z0-9-]+$/), pattern: z.string().min(1), subcategory: z.string() }).strict();
const chapterSchema = z
  .object({ key: z.string().regex(/^\d+:[0-9A-Z–-]+$/), subcategory: z.string(), secondary: z.array(z.string()).optional() })
  .strict();
const titleMap = z.record(z.string().regex(/^\d+$/), z.string());
/** A CFR part as "title:part" ("26:1", "41:101-6"), and a US Code title by its number. */
const cfrPartKey = z.string().regex(/^\d+:[0-9a-z]+(-[0-9a-z]+)?$/);
const uscTitle = z.number().int().positive();
const partSchema = z.object({ key: cfrPartKey, subcategory: z.string() }).strict();
const sectionBound = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+[a-z]{0,4}$/)]);

/**
 * Where a section sits in its title's or part's numbering: its number, then the rank of its letters. The US Code
 * letters its inserted sections a … z, then aa, bb … zz, then aaa … (42 U.S.C. 1395z, 1395aa, 1395lll), so a shorter
 * run of letters always comes first; what follows the letters ("1320a–7g", "1.401(k)-2") does not move a section.
 */
export type SectionPosition = readonly [number: number, letters: number];

export function compareSectionPositions(a: SectionPosition, b: SectionPosition): number {
  return a[0] - b[0] || a[1] - b[1];
}

function lettersRank(letters: string): number {
  let value = 0;
  for (const ch of letters.toLowerCase()) value = value * 26 + (ch.charCodeAt(0) - 96);
  return letters.length === 0 ? 0 : letters.length * 1e7 + value;
}

/**
 * A range bound's position: a bare number ends after every lettered section under it; a string ("1397aa", "1324")
 * is that section, so "to: '1324'" stops before § 1324a.
 */
function boundPosition(bound: number | string, end: "from" | "to"): SectionPosition {
  if (typeof bound === "number") return [bound, end === "to" ? Infinity : 0];
  return sectionPositionOf("us_code", bound)!;
}

const sectionRangeSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** The CFR part ("26:1") and/or the US Code title (26) whose sections the range places. */
    cfr_part: cfrPartKey.optional(),
    usc_title: uscTitle.optional(),
    /**
     * The first and last section: a number takes every lettered section under it ("to: 1677" ends after § 1677n),
     * a number with letters ("1397aa") names one lettered run (the US Code puts 42 U.S.C. 1397aa–1397mm, the
     * Children's Health Insurance Program, under the same number as the block grants of §§ 1397–1397h), and a number
     * in quotes ("1324") is that section alone, without the lettered sections under it (8 U.S.C. 1324, alien
     * smuggling, ends a run that 1324a, the employment of aliens, does not belong to).
     */
    from: sectionBound,
    to: sectionBound,
    subcategory: z.string(),
  })
  .strict()
  .refine((r) => compareSectionPositions(boundPosition(r.from, "from"), boundPosition(r.to, "to")) <= 0, { message: "from must not exceed to" })
  .refine((r) => r.cfr_part !== undefined || r.usc_title !== undefined, { message: "a range names a cfr_part, a usc_title or both" });

const sectionListSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    cfr_part: cfrPartKey.optional(),
    usc_title: uscTitle.optional(),
    /**
     * Sections named one by one, as the source spells them ("1320a-7", "16.46"; a dash may be written "-" for the
     * source's "–"): for a run no range can hold, because what follows a section's letters does not move it
     * (42 U.S.C. 1320a–2a, child welfare reviews, and 1320a–7, Medicare and Medicaid exclusions, sit at one position).
     */
    sections: z.array(z.string().min(1)).min(1),
    subcategory: z.string(),
  })
  .strict()
  .refine((l) => (l.cfr_part === undefined) !== (l.usc_title === undefined), { message: "a section list names a cfr_part or a usc_title" });

export const classificationSchema = z
  .object({
    usc_titles: titleMap,
    usc_keyword_titles: z.array(z.number().int()),
    usc_chapters: z.array(chapterSchema),
    cfr_titles: titleMap,
    cfr_keyword_titles: z.array(z.number().int()),
    cfr_chapters: z.array(chapterSchema),
    cfr_parts: z.array(partSchema),
    section_ranges: z.array(sectionRangeSchema),
    section_lists: z.array(sectionListSchema),
    cfr_part_rules: z.array(ruleSchema),
    presidential_rules: z.array(ruleSchema),
    presidential_topic_rules: z.array(ruleSchema),
    keyword_rules: z.array(ruleSchema),
    secondary_rules: z.array(ruleSchema),
  })
  .strict();

export type ClassificationRules = z.infer<typeof classificationSchema>;

/** A section range with its bounds as positions, worked out once (classify() tests every range of a title). */
interface CompiledRange {
  id: string;
  subcategory: string;
  from: SectionPosition;
  to: SectionPosition;
}

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
  /** "cfr title:part" or "usc title" → ranges of sections (sectionPositionOf) and their subject. */
  sectionRanges: Map<string, CompiledRange[]>;
  /** "cfr title:part" or "usc title" → sections named one by one (folded identifier) and the list that names them. */
  sectionLists: Map<string, Map<string, { id: string; subcategory: string }>>;
  cfrParts: CompiledRule[];
  presidential: CompiledRule[];
  presidentialTopics: CompiledRule[];
  keywords: CompiledRule[];
  secondary: CompiledRule[];
  /** Which rules a text could match at all (lib/us-law/rule-literals.ts): the others are not tried. */
  index: RuleLiteralIndex;
}

let compiled: Compiled | null = null;

/** Loads, validates and compiles lib/us-law/classification.yaml once. */
export function loadClassificationRules(): Compiled {
  compiled ??= compileClassificationRules(readDataFile("classification.yaml", classificationSchema));
  return compiled;
}

/**
 * Validates and compiles a rule set: every subcategory id must exist in the taxonomy, rule ids and chapter and part
 * keys must be unique, and two section ranges of one part or title must not overlap (a later entry would otherwise
 * silently win or lose).
 */
export function compileClassificationRules(rules: ClassificationRules): Compiled {
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
  const keyed = <T extends { key: string }, V>(list: T[], where: string, value: (entry: T) => V) => {
    const map = new Map<string, V>();
    for (const entry of list) {
      if (map.has(entry.key)) throw new Error(`classification.yaml: ${where} key '${entry.key}' is listed twice`);
      map.set(entry.key, value(entry));
    }
    return map;
  };
  const chapters = (list: z.infer<typeof chapterSchema>[], where: string) =>
    keyed(list, where, (c) => {
      check(c.subcategory, `${where} ${c.key}`);
      for (const s of c.secondary ?? []) check(s, `${where} ${c.key} secondary`);
      return { subcategory: c.subcategory, secondary: c.secondary ?? [] };
    });
  const partKeys = (list: z.infer<typeof partSchema>[]) => keyed(list, "cfr_parts", (p) => (check(p.subcategory, `cfr_parts ${p.key}`), p.subcategory));
  const sectionRanges = (list: z.infer<typeof sectionRangeSchema>[]) => {
    const map = new Map<string, CompiledRange[]>();
    for (const entry of list) {
      check(entry.subcategory, `section_ranges ${entry.id}`);
      claim(entry.id);
      const r: CompiledRange = { id: entry.id, subcategory: entry.subcategory, from: boundPosition(entry.from, "from"), to: boundPosition(entry.to, "to") };
      const keys = [entry.cfr_part && rangeKeyOf("cfr", entry.cfr_part), entry.usc_title && rangeKeyOf("usc", entry.usc_title)].filter((k): k is string => !!k);
      for (const key of keys) {
        const ranges = map.get(key) ?? [];
        const overlap = ranges.find((o) => inRange(o, r.from) || inRange(r, o.from));
        if (overlap) throw new Error(`classification.yaml: section_ranges ${r.id} overlaps ${overlap.id} in ${key}`);
        map.set(key, [...ranges, r]);
      }
    }
    return map;
  };
  const sectionLists = (list: z.infer<typeof sectionListSchema>[]) => {
    const map = new Map<string, Map<string, { id: string; subcategory: string }>>();
    for (const entry of list) {
      check(entry.subcategory, `section_lists ${entry.id}`);
      claim(entry.id);
      const key = entry.cfr_part ? rangeKeyOf("cfr", entry.cfr_part) : rangeKeyOf("usc", entry.usc_title!);
      const sections = map.get(key) ?? new Map<string, { id: string; subcategory: string }>();
      for (const section of entry.sections) {
        const folded = fold(section);
        const other = sections.get(folded);
        if (other) throw new Error(`classification.yaml: section_lists ${entry.id} names ${section}, which ${other.id} names too, in ${key}`);
        sections.set(folded, { id: entry.id, subcategory: entry.subcategory });
      }
      map.set(key, sections);
    }
    return map;
  };
  const presidential = compile(rules.presidential_rules, "presidential_rules");
  const presidentialTopics = compile(rules.presidential_topic_rules, "presidential_topic_rules");
  const keywords = compile(rules.keyword_rules, "keyword_rules");
  const cfrParts = compile(rules.cfr_part_rules, "cfr_part_rules");
  const secondary = compile(rules.secondary_rules, "secondary_rules");
  return {
    rules,
    uscTitles: titles(rules.usc_titles, "usc_titles"),
    cfrTitles: titles(rules.cfr_titles, "cfr_titles"),
    uscKeywordTitles: new Set(rules.usc_keyword_titles),
    cfrKeywordTitles: new Set(rules.cfr_keyword_titles),
    uscChapters: chapters(rules.usc_chapters, "usc_chapters"),
    cfrChapters: chapters(rules.cfr_chapters, "cfr_chapters"),
    cfrPartKeys: partKeys(rules.cfr_parts),
    sectionRanges: sectionRanges(rules.section_ranges),
    sectionLists: sectionLists(rules.section_lists),
    cfrParts,
    presidential,
    presidentialTopics,
    keywords,
    secondary,
    index: new RuleLiteralIndex(patterns),
  };
}

/**
 * The position a section range is matched on: for a CFR identifier the number and letters after the part and dot
 * ("1.401(k)-2" → 401, "1.860G-2" → 860 g), for a US Code section its leading number and letters ("45Q" → 45 q,
 * "1397k–2" → 1397 k). An identifier with no number has none.
 */
export function sectionPositionOf(kind: "cfr" | "us_code", identifier: string | null): SectionPosition | null {
  const m = identifier ? (kind === "cfr" ? /^[0-9a-z-]+\.(\d+)([a-z]{0,4})/i : /^(\d+)([a-z]{0,4})/i).exec(identifier) : null;
  return m ? [Number(m[1]), lettersRank(m[2]!)] : null;
}

/** The key a range is filed under and looked up by: a CFR part ("cfr 26:1") or a US Code title ("usc 42"). */
function rangeKeyOf(kind: "cfr" | "usc", partOrTitle: string | number): string {
  return `${kind} ${partOrTitle}`;
}

function inRange(r: CompiledRange, at: SectionPosition): boolean {
  return compareSectionPositions(r.from, at) <= 0 && compareSectionPositions(at, r.to) <= 0;
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
    // Most specific first. A section named in a list, then a range of section numbers (26 CFR part 1 and 26 U.S.C.
    // follow the Internal Revenue Code's numbering, so 1.301-1 and § 301 are about corporate distributions; ERISA's
    // sections in 29 U.S.C. carry no chapter in the source). Then a CFR record's part read on its own, then a part
    // whose heading names a subject that is the same in every title and agency (34 CFR part 104, disability
    // non-discrimination, sits in the Office for Civil Rights' chapter), and only then the chapter.
    const partKey = input.kind === "cfr" && input.part ? `${input.title}:${input.part}` : null;
    const rangeKey = isUsc ? rangeKeyOf("usc", input.title) : partKey && rangeKeyOf("cfr", partKey);
    const at = sectionPositionOf(input.kind, input.section);
    // A section named in a list beats a range that holds its position.
    const listed = rangeKey && input.section ? c.sectionLists.get(rangeKey)?.get(fold(input.section)) : undefined;
    if (listed) primary = assignment(listed.subcategory, listed.id);
    const range = !primary && rangeKey && at ? c.sectionRanges.get(rangeKey)?.find((r) => inRange(r, at)) : undefined;
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
