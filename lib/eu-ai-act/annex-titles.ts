/**
 * The annex titles as the Official Journal prints them (Regulation (EU) 2024/1689, OJ L, 12.7.2024), and the title
 * each one has in the only structured copy of the annexes we hold (kenobijr annexes.json, a re-publication by
 * artificialintelligenceact.eu). That copy title-cases every title and, in Annex VII, drops a word ("Based on
 * Assessment" where the Official Journal reads "based on an assessment"); the importer serves the Official Journal
 * wording instead.
 *
 * Compared once, title by title, on 2026-11-27 against: the annex list of an EU AI Act explorer that gives the
 * Official Journal titles (explorer.matproof.com/en/annexes, all 13); unit titles parsed from the EUR-Lex HTML of
 * CELEX 32024R1689 in a public repository (Annexes VII, VIII, IX, XI, XII, XIII, cross-references as links); and
 * EUR-Lex text reproduced verbatim on aiactblog.nl (Annex XIII). All three agree; the EUR-Lex page itself is not in
 * the stored corpus we can search.
 *
 * `upstream` is checked on every import: if the reference copy changes a title, the import fails and the entry must be
 * compared again, rather than a correction silently overwriting a title nobody re-read.
 */
export interface AnnexTitleCorrection {
  /** The annex number in roman numerals. */
  annex: string;
  /** The title as annexes.json gives it after "Annex N: ". */
  upstream: string;
  /** The title as the Official Journal prints it. */
  official: string;
  /** What differs, in a few words. */
  difference: string;
}

export const ANNEX_TITLES: readonly AnnexTitleCorrection[] = [
  {
    annex: "I",
    upstream: "List of Union Harmonisation Legislation",
    official: "List of Union harmonisation legislation",
    difference: "capitalisation",
  },
  {
    annex: "II",
    upstream: "List of Criminal Offences Referred to in Article 5(1), First Subparagraph, Point (h)(iii)",
    official: "List of criminal offences referred to in Article 5(1), first subparagraph, point (h)(iii)",
    difference: "capitalisation",
  },
  {
    annex: "III",
    upstream: "High-Risk AI Systems Referred to in Article 6(2)",
    official: "High-risk AI systems referred to in Article 6(2)",
    difference: "capitalisation",
  },
  {
    annex: "IV",
    upstream: "Technical Documentation Referred to in Article 11(1)",
    official: "Technical documentation referred to in Article 11(1)",
    difference: "capitalisation",
  },
  {
    annex: "V",
    upstream: "EU Declaration of Conformity",
    official: "EU declaration of conformity",
    difference: "capitalisation",
  },
  {
    annex: "VI",
    upstream: "Conformity Assessment Procedure Based on Internal Control",
    official: "Conformity assessment procedure based on internal control",
    difference: "capitalisation",
  },
  {
    annex: "VII",
    upstream: "Conformity Based on Assessment of the Quality Management System and an Assessment of the Technical Documentation",
    official: "Conformity based on an assessment of the quality management system and an assessment of the technical documentation",
    difference: "wording: the article 'an' before the first 'assessment' is missing; capitalisation",
  },
  {
    annex: "VIII",
    upstream: "Information to be Submitted upon the Registration of High-Risk AI Systems in Accordance with Article 49",
    official: "Information to be submitted upon the registration of high-risk AI systems in accordance with Article 49",
    difference: "capitalisation",
  },
  {
    annex: "IX",
    upstream:
      "Information to be Submitted upon the Registration of High-Risk AI Systems Listed in Annex III in Relation to Testing in Real World Conditions in Accordance with Article 60",
    official:
      "Information to be submitted upon the registration of high-risk AI systems listed in Annex III in relation to testing in real world conditions in accordance with Article 60",
    difference: "capitalisation",
  },
  {
    annex: "X",
    upstream: "Union Legislative Acts on Large-Scale IT Systems in the Area of Freedom, Security and Justice",
    official: "Union legislative acts on large-scale IT systems in the area of Freedom, Security and Justice",
    difference: "capitalisation",
  },
  {
    annex: "XI",
    upstream: "Technical Documentation Referred to in Article 53(1), Point (a) – Technical Documentation for Providers of General-Purpose AI Models",
    official: "Technical documentation referred to in Article 53(1), point (a) — technical documentation for providers of general-purpose AI models",
    difference: "capitalisation; en dash for the Official Journal's em dash",
  },
  {
    annex: "XII",
    upstream:
      "Transparency Information Referred to in Article 53(1), Point (b) – Technical Documentation for Providers of General-Purpose AI Models to Downstream Providers that Integrate the Model into Their AI System",
    official:
      "Transparency information referred to in Article 53(1), point (b) — technical documentation for providers of general-purpose AI models to downstream providers that integrate the model into their AI system",
    difference: "capitalisation; en dash for the Official Journal's em dash",
  },
  {
    annex: "XIII",
    upstream: "Criteria for the Designation of General-Purpose AI models with Systemic Risk Referred to in Article 51",
    official: "Criteria for the designation of general-purpose AI models with systemic risk referred to in Article 51",
    difference: "capitalisation",
  },
];

/** The recorded entry of an annex, or undefined. */
export function annexTitleEntry(annex: string): AnnexTitleCorrection | undefined {
  return ANNEX_TITLES.find((t) => t.annex === annex);
}
