/**
 * Builds the provision rows of the EU AI Act (Regulation (EU) 2024/1689) from the reference data in
 * ../shared/data/eu-ai-act (read by path, never copied; see its SOURCE.md). Its output, not the files, is what
 * db/snapshots/eu-ai-act holds for machines without that folder (./snapshot.ts):
 *
 * - `article_paragraphs.json` (519 records): each numbered paragraph becomes a `paragraph` row ('005.001'); the 19
 *   records with `paragraph: null` are the whole text of an article without numbered paragraphs and become that
 *   article's `article_body` row ('016'), so no text is held twice under two anchors of the same kind.
 * - every article also gets an `article_body` row holding the whole-article text (its paragraphs joined, numbered),
 *   so 113 article_body rows in all; `article_titles.csv` gives title, chapter, section and the applies-from label.
 * - recitals (180) from the Ansvar copy of the EUR-Lex text (paragraph breaks kept; its duplicated recital 180 is
 *   dropped after checking both copies are identical).
 * - annexes (13) from the kenobijr copy (the only source with structured annexes; its text is flattened), titled as the
 *   Official Journal prints them (the copy's titles differ: ./annex-titles.ts holds the sourced correction table).
 *
 * Every count is checked against the files and any mismatch throws: a silently short import would answer "no such
 * provision" for text the regulation contains.
 *
 * The paragraph file carries one artefact of its extraction at each chapter boundary: the last paragraph of a chapter's
 * last article ends with the NEXT chapter's heading in capitals ("... Article 98(2).\n\nFINAL PROVISIONS" closes
 * Article 101). The importer cuts that heading off (withoutNextChapterHeading), so an article's text is the article's.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parse as parseCsv } from "csv-parse/sync";
import { z } from "zod";
import { correctedText, TEXT_CORRECTIONS } from "./text-corrections";
import { annexTitleEntry } from "./annex-titles";
import { EU_AI_ACT_CELEX_ID } from "./vocabulary";

/** The AI Act's CELEX number (declared once, in ./vocabulary.ts). */
export const EU_AI_ACT_CELEX = EU_AI_ACT_CELEX_ID;

/** What the files must hold (SOURCE.md); the importer fails loudly on any other number. */
export const EXPECTED_COUNTS = { paragraphRecords: 519, articles: 113, recitals: 180, annexes: 13 } as const;

export type ProvisionType = "paragraph" | "article_body" | "recital" | "annex";

export interface ProvisionRow {
  celex: string;
  anchorId: string;
  anchorOrder: number;
  provisionType: ProvisionType;
  articleNumber: number | null;
  paragraphNumber: number | null;
  recitalNumber: number | null;
  annexNumber: string | null;
  title: string | null;
  chapter: string | null;
  chapterTitle: string | null;
  section: string | null;
  sectionTitle: string | null;
  appliesFrom: string | null;
  text: string;
  eurLexUrl: string;
  source: string;
  retrievedAt: string;
}

export class EuAiActImportError extends Error {}

/** The folder of the reference data, resolved from the project root (a worktree resolves it too). */
export function euAiActDataDir(): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), "..", "shared", "data", "eu-ai-act");
}

// Anchor ids (SPEC 2): articles '005' (body) and '005.001' (paragraph), recitals 'rct.001', annexes 'anx.I'.
export const ANCHOR_ID_PATTERN = /^(\d{3}(\.\d{3})?|rct\.\d{3}|anx\.[IVX]+)$/;
const pad3 = (n: number) => String(n).padStart(3, "0");
export const articleAnchor = (article: number) => pad3(article);
export const paragraphAnchor = (article: number, paragraph: number) => `${pad3(article)}.${pad3(paragraph)}`;
export const recitalAnchor = (recital: number) => `rct.${pad3(recital)}`;
export const annexAnchor = (roman: string) => `anx.${roman}`;

/**
 * The one ordering: articles (body first, then its paragraphs), then recitals, then annexes, each in the
 * regulation's numbering. Blocks are a million apart; a paragraph number below 1000 keeps articles apart.
 */
export function anchorOrder(kind: "article" | "recital" | "annex", n: number, paragraph = 0): number {
  if (kind === "article") return 1_000_000 + n * 1_000 + paragraph;
  return (kind === "recital" ? 2_000_000 : 3_000_000) + n;
}

const ROMAN: [number, string][] = [[10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"]];
export function toRoman(n: number): string {
  let out = "";
  for (const [value, glyph] of ROMAN) while (n >= value) { out += glyph; n -= value; }
  return out;
}

// Where each kind of row comes from (SOURCE.md of each sub-folder). Ansvar's file carries no retrieval time, so its
// rows carry the date of the upstream commit the copy was taken at; kenobijr's metadata.json records its scrape time.
const ANSVAR_SOURCE = "EUR-Lex Official Journal text (CELEX 32024R1689) via github.com/Ansvar-Systems/EU_compliance_MCP data/seed/ai-act.json @047a8d3 (Apache-2.0)";
const ANSVAR_COPIED_AT = "2026-02-14T00:00:00.000Z";
const PARAGRAPHS_SOURCE = `${ANSVAR_SOURCE}; split into paragraphs and titled per article_paragraphs.json and article_titles.csv`;
const CORRECTED_NOTE = "words lost in extraction restored from the Official Journal text (lib/eu-ai-act/text-corrections.ts)";
const KENOBIJR_SOURCE = "Official Journal text as republished by artificialintelligenceact.eu, via github.com/kenobijr/eu-ai-act-chatbot data/raw/annexes.json (MIT); flattened, paragraph breaks lost; titles as printed in the Official Journal (the copy's title-cased titles replaced)";

const paragraphRecord = z.object({
  article: z.number().int().min(1),
  paragraph: z.number().int().min(1).nullable(),
  text: z.string().trim().min(1),
});
const titleRow = z.object({
  article: z.coerce.number().int().min(1),
  title: z.string().trim().min(1),
  chapter: z.string().trim().min(1),
  chapter_title: z.string().trim().min(1),
  section: z.string().trim(),
  section_title: z.string().trim(),
  numbered_paragraphs: z.coerce.number().int().min(0),
  applies_from: z.string().trim().min(1),
  eur_lex_url: z.url(),
});
const ansvarFile = z.object({
  celex_id: z.string(),
  recitals: z.array(z.object({ recital_number: z.number().int().min(1), text: z.string().trim().min(1) })),
});
const kenobijrAnnexes = z.record(z.string(), z.object({ id: z.string(), title: z.string(), text_content: z.string().trim().min(1) }));
const kenobijrMetadata = z.object({ scraped_date: z.string(), entity_counts: z.object({ recitals: z.number(), annexes: z.number() }) });

function readJson<T>(dir: string, file: string, schema: z.ZodType<T>): T {
  const full = path.join(dir, file);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(full, "utf8"));
  } catch (err) {
    throw new EuAiActImportError(`EU AI Act import: cannot read ${full}: ${(err as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new EuAiActImportError(`EU AI Act import: ${file} at ${issue.path.join(".")}: ${issue.message}`);
  }
  return parsed.data;
}

function expectCount(what: string, actual: number, expected: number): void {
  if (actual !== expected) {
    throw new EuAiActImportError(`EU AI Act import: expected ${expected} ${what}, found ${actual}. The reference data changed; check SOURCE.md before importing.`);
  }
}

/**
 * The article's records with the next chapter's heading (in capitals, after a blank line) cut from the end of the last
 * one, where the extraction left it; unchanged when it is not there.
 */
export function withoutNextChapterHeading<R extends { text: string }>(records: R[], nextChapterTitle: string): R[] {
  const last = records.at(-1);
  const heading = `\n\n${nextChapterTitle.toUpperCase()}`;
  if (!last || !last.text.endsWith(heading)) return records;
  return [...records.slice(0, -1), { ...last, text: last.text.slice(0, -heading.length).trimEnd() }];
}

/** Reads and checks the reference files; returns every provision row in anchor order. Pure apart from reading. */
export function buildEuAiActProvisions(dir: string = euAiActDataDir()): ProvisionRow[] {
  const paragraphs = readJson(dir, "article_paragraphs.json", z.array(paragraphRecord)).map((p) => {
    try {
      return { ...p, text: correctedText(p.article, p.paragraph, p.text) };
    } catch (err) {
      throw new EuAiActImportError(`EU AI Act import: article_paragraphs.json: ${(err as Error).message}`);
    }
  });
  const titles = (parseCsv(fs.readFileSync(path.join(dir, "article_titles.csv"), "utf8"), { columns: true, skip_empty_lines: true }) as unknown[]).map(
    (row, i) => {
      const parsed = titleRow.safeParse(row);
      if (!parsed.success) throw new EuAiActImportError(`EU AI Act import: article_titles.csv row ${i + 2}: ${parsed.error.issues[0]!.path.join(".")}: ${parsed.error.issues[0]!.message}`);
      return parsed.data;
    },
  );
  const ansvar = readJson(dir, "ansvar-eu-compliance-mcp/ai-act.json", ansvarFile);
  const annexes = readJson(dir, "kenobijr-eu-ai-act-chatbot/annexes.json", kenobijrAnnexes);
  const metadata = readJson(dir, "kenobijr-eu-ai-act-chatbot/metadata.json", kenobijrMetadata);

  if (ansvar.celex_id !== EU_AI_ACT_CELEX) throw new EuAiActImportError(`EU AI Act import: ai-act.json is CELEX ${ansvar.celex_id}, not ${EU_AI_ACT_CELEX}.`);
  expectCount("paragraph records in article_paragraphs.json", paragraphs.length, EXPECTED_COUNTS.paragraphRecords);
  expectCount("rows in article_titles.csv", titles.length, EXPECTED_COUNTS.articles);

  // Every article 1..113 once in the titles, with the same base URL (the act's ELI; fragments are added per unit).
  const titleOf = new Map(titles.map((t) => [t.article, t]));
  expectCount("distinct articles in article_titles.csv", titleOf.size, EXPECTED_COUNTS.articles);
  const actUrls = new Set(titles.map((t) => t.eur_lex_url));
  if (actUrls.size !== 1) throw new EuAiActImportError(`EU AI Act import: article_titles.csv names ${actUrls.size} different act URLs; expected one.`);
  const actUrl = [...actUrls][0]!;

  const byArticle = new Map<number, z.infer<typeof paragraphRecord>[]>();
  for (const p of paragraphs) byArticle.set(p.article, [...(byArticle.get(p.article) ?? []), p]);
  expectCount("distinct articles in article_paragraphs.json", byArticle.size, EXPECTED_COUNTS.articles);

  const rows: ProvisionRow[] = [];
  for (let article = 1; article <= EXPECTED_COUNTS.articles; article++) {
    const meta = titleOf.get(article);
    const extracted = byArticle.get(article);
    if (!meta || !extracted) throw new EuAiActImportError(`EU AI Act import: article ${article} is missing from ${meta ? "article_paragraphs.json" : "article_titles.csv"}.`);
    const next = titleOf.get(article + 1);
    const records = next && next.chapter !== meta.chapter ? withoutNextChapterHeading(extracted, next.chapter_title) : extracted;
    const numbered = records.filter((r) => r.paragraph !== null);
    const unnumbered = records.filter((r) => r.paragraph === null);
    // Numbering 1..n in file order, agreeing with the CSV; an article is either numbered or one unnumbered block.
    numbered.forEach((r, i) => {
      if (r.paragraph !== i + 1) throw new EuAiActImportError(`EU AI Act import: article ${article} paragraph ${i + 1} expected, found ${r.paragraph}.`);
    });
    expectCount(`numbered paragraphs in article ${article} (article_titles.csv says ${meta.numbered_paragraphs})`, numbered.length, meta.numbered_paragraphs);
    if (numbered.length > 0 ? unnumbered.length !== 0 : unnumbered.length !== 1) {
      throw new EuAiActImportError(`EU AI Act import: article ${article} has ${numbered.length} numbered and ${unnumbered.length} unnumbered records; expected either numbered paragraphs or one unnumbered body.`);
    }
    const shared = {
      celex: EU_AI_ACT_CELEX,
      articleNumber: article,
      recitalNumber: null,
      annexNumber: null,
      title: meta.title,
      chapter: meta.chapter,
      chapterTitle: meta.chapter_title,
      section: meta.section || null,
      sectionTitle: meta.section_title || null,
      appliesFrom: meta.applies_from,
      eurLexUrl: `${actUrl}#art_${article}`,
      source: TEXT_CORRECTIONS.some((c) => c.article === article) ? `${PARAGRAPHS_SOURCE}; ${CORRECTED_NOTE}` : PARAGRAPHS_SOURCE,
      retrievedAt: ANSVAR_COPIED_AT,
    };
    const body = unnumbered.length ? unnumbered[0]!.text : numbered.map((r) => `${r.paragraph}. ${r.text}`).join("\n\n");
    rows.push({ ...shared, anchorId: articleAnchor(article), anchorOrder: anchorOrder("article", article), provisionType: "article_body", paragraphNumber: null, text: body });
    for (const r of numbered) {
      rows.push({
        ...shared,
        anchorId: paragraphAnchor(article, r.paragraph!),
        anchorOrder: anchorOrder("article", article, r.paragraph!),
        provisionType: "paragraph",
        paragraphNumber: r.paragraph,
        text: r.text,
      });
    }
  }

  // Recitals: Ansvar lists recital 180 twice; identical copies are one recital, different ones are a data error.
  const recitals = new Map<number, string>();
  for (const r of ansvar.recitals) {
    const seen = recitals.get(r.recital_number);
    if (seen !== undefined && seen !== r.text) throw new EuAiActImportError(`EU AI Act import: recital ${r.recital_number} appears twice with different text.`);
    recitals.set(r.recital_number, r.text);
  }
  expectCount("distinct recitals in ai-act.json", recitals.size, EXPECTED_COUNTS.recitals);
  expectCount("recitals in kenobijr metadata.json", metadata.entity_counts.recitals, EXPECTED_COUNTS.recitals);
  for (let n = 1; n <= EXPECTED_COUNTS.recitals; n++) {
    const text = recitals.get(n);
    if (text === undefined) throw new EuAiActImportError(`EU AI Act import: recital ${n} is missing from ai-act.json.`);
    rows.push({
      celex: EU_AI_ACT_CELEX, anchorId: recitalAnchor(n), anchorOrder: anchorOrder("recital", n), provisionType: "recital",
      articleNumber: null, paragraphNumber: null, recitalNumber: n, annexNumber: null, title: null, chapter: null,
      chapterTitle: null, section: null, sectionTitle: null, appliesFrom: null, text, eurLexUrl: `${actUrl}#rct_${n}`,
      source: ANSVAR_SOURCE, retrievedAt: ANSVAR_COPIED_AT,
    });
  }

  // Annexes: keyed annex_01..annex_13, titled "Annex IV: Technical Documentation …".
  expectCount("annexes in annexes.json", Object.keys(annexes).length, EXPECTED_COUNTS.annexes);
  expectCount("annexes in kenobijr metadata.json", metadata.entity_counts.annexes, EXPECTED_COUNTS.annexes);
  const scrapedAt = new Date(metadata.scraped_date.endsWith("Z") ? metadata.scraped_date : `${metadata.scraped_date}Z`);
  if (Number.isNaN(scrapedAt.getTime())) throw new EuAiActImportError(`EU AI Act import: metadata.json scraped_date ${metadata.scraped_date} is not a date-time.`);
  for (let n = 1; n <= EXPECTED_COUNTS.annexes; n++) {
    const id = `annex_${String(n).padStart(2, "0")}`;
    const annex = annexes[id];
    if (!annex) throw new EuAiActImportError(`EU AI Act import: ${id} is missing from annexes.json.`);
    const roman = toRoman(n);
    const match = /^Annex ([IVX]+):\s*(.+)$/.exec(annex.title.trim());
    if (!match || match[1] !== roman) throw new EuAiActImportError(`EU AI Act import: ${id} is titled "${annex.title}"; expected "Annex ${roman}: …".`);
    // The copy's titles are not the Official Journal's (./annex-titles.ts); a title it changes must be compared again.
    const recorded = annexTitleEntry(roman);
    if (!recorded || recorded.upstream !== match[2]!.trim()) {
      throw new EuAiActImportError(
        `EU AI Act import: Annex ${roman} is titled "${match[2]!.trim()}" in annexes.json, not the recorded "${recorded?.upstream ?? "(none)"}"; compare it with the Official Journal and update lib/eu-ai-act/annex-titles.ts.`,
      );
    }
    rows.push({
      celex: EU_AI_ACT_CELEX, anchorId: annexAnchor(roman), anchorOrder: anchorOrder("annex", n), provisionType: "annex",
      articleNumber: null, paragraphNumber: null, recitalNumber: null, annexNumber: roman, title: recorded.official,
      chapter: null, chapterTitle: null, section: null, sectionTitle: null, appliesFrom: null, text: annex.text_content,
      eurLexUrl: `${actUrl}#anx_${roman}`, source: KENOBIJR_SOURCE, retrievedAt: scrapedAt.toISOString(),
    });
  }

  const anchors = new Set(rows.map((r) => r.anchorId));
  if (anchors.size !== rows.length) throw new EuAiActImportError("EU AI Act import: duplicate anchor ids.");
  const bad = rows.find((r) => !ANCHOR_ID_PATTERN.test(r.anchorId));
  if (bad) throw new EuAiActImportError(`EU AI Act import: anchor id ${bad.anchorId} has an unexpected form.`);
  return rows;
}

/** A digest of the rows: equal digests mean an import would write exactly what the database already holds. */
export function provisionsDigest(rows: ProvisionRow[]): string {
  return createHash("sha256").update(JSON.stringify(rows)).digest("hex");
}
