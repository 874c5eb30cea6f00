/**
 * Words the reference text (article_paragraphs.json, derived from the Ansvar copy of EUR-Lex) lost in extraction (and,
 * once, a character it added), and the Official Journal wording the importer restores. Each entry names the exact
 * passage it replaces: if the reference text changes there, the import fails and the entry must be compared again,
 * rather than a correction landing in text nobody re-read.
 *
 * Searched on 2026-11-27 for every point label followed directly by another ("(b)\n\n(c)"), the form this loss takes:
 * one hit.
 */
export interface TextCorrection {
  article: number;
  /** null: the article's unnumbered text. */
  paragraph: number | null;
  /** The passage as the reference text has it (must occur exactly once). */
  upstream: string;
  /** The passage as the Official Journal prints it. */
  official: string;
  /** Where the official wording was read. */
  source: string;
}

export const TEXT_CORRECTIONS: readonly TextCorrection[] = [
  {
    article: 113,
    paragraph: null,
    upstream: "(b)\n\n(c)",
    official:
      "(b)\n\nChapter\u00a0III Section\u00a04, Chapter\u00a0V, Chapter\u00a0VII and Chapter\u00a0XII and Article\u00a078 shall apply from 2\u00a0August 2025, with the exception of Article\u00a0101;\n\n(c)",
    source:
      "Article 113, third paragraph, point (b), as adopted (OJ L, 12.7.2024): the kenobijr copy of the Official Journal " +
      "text (articles.json, article_113) and a verbatim quotation of Article 113 from EUR-Lex (consolidated text of 27 " +
      "July 2026, which left point (b) unchanged), read 2026-11-27",
  },
  {
    // A stray double quote after the closing single quote of the inserted paragraph; the Ansvar copy has it here only.
    article: 108,
    paragraph: null,
    upstream: "oj).\u2019;\"",
    official: "oj).\u2019;",
    source:
      "Article 108, point (1), as adopted (OJ L, 12.7.2024, page 118 of 144): a text copy of the Official Journal PDF, " +
      "which ends the footnote 'ELI: http://data.europa.eu/eli/reg/2024/1689/oj).\u2019;' with no double quote, read 2026-11-29",
  },
];

/** The text with the corrections of its unit applied; throws when a correction's passage is not found exactly once. */
export function correctedText(article: number, paragraph: number | null, text: string, corrections = TEXT_CORRECTIONS): string {
  let out = text;
  for (const c of corrections) {
    if (c.article !== article || c.paragraph !== paragraph) continue;
    const at = out.indexOf(c.upstream);
    if (at < 0 || out.indexOf(c.upstream, at + 1) >= 0) {
      throw new Error(`Article ${article}${paragraph === null ? "" : `(${paragraph})`}: the reference text no longer holds ${JSON.stringify(c.upstream)} exactly once; compare the correction with the Official Journal again`);
    }
    out = out.slice(0, at) + c.official + out.slice(at + c.upstream.length);
  }
  return out;
}
