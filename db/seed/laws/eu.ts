/**
 * European Union AI instruments: the AI Act and its amending Digital Omnibus regulation, Commission guidelines,
 * codes of practice and templates issued under the AI Act, the AI Office decision, and the EU liability files that
 * concern AI (the revised Product Liability Directive and the withdrawn AI Liability Directive proposal).
 *
 * How this was verified (2026-11-21): every row was checked with the `search` tool (corpora "pages" and "docs") and
 * with `find_string` / `read_file` over stored public material. Every official_url is an address that appeared
 * verbatim in a search result or a quoted link (EUR-Lex, data.europa.eu ELI, or the Commission's
 * digital-strategy.ec.europa.eu pages).
 *
 * Caveats:
 * - Regulation (EU) 2026/1744 (Digital Omnibus on AI) moved the high-risk application dates of the AI Act; the
 *   AI Act row quotes the original Article 113 dates and notes the amendment. Its exact long title was not seen, so
 *   the short name used by the sources is given.
 * - The Digital Services Act was left out: we could not justify it as an AI-specific instrument.
 * - `in_force` is set only where a source states it (AI Act, Product Liability Directive, Regulation 2026/1744) or
 *   where a proposal was withdrawn; guidance documents are null.
 */
import type { LawSeed } from "../types";

const EURLEX = "EUR-Lex";
const COMMISSION = "European Commission";

export const euLaws: LawSeed[] = [
  {
    key: "eu:Regulation (EU) 2024/1689",
    scope: "eu",
    jurisdiction: "eu",
    identifier: "Regulation (EU) 2024/1689",
    title:
      "Regulation (EU) 2024/1689 of the European Parliament and of the Council of 13 June 2024 laying down harmonised rules on artificial intelligence (Artificial Intelligence Act)",
    record_type: "statute",
    status: "In force (published in the Official Journal 12 July 2024; entered into force 1 August 2024)",
    in_force: true,
    record_date: "2024-07-12",
    summary:
      "The EU's horizontal, risk-based AI law: it bans a short list of AI practices, sets requirements for high-risk AI systems, imposes transparency duties on certain systems such as chatbots and generators of synthetic content, and regulates general-purpose AI models. Its provisions apply in stages from February 2025, and the high-risk dates were later pushed back by Regulation (EU) 2026/1744.",
    source: EURLEX,
    official_url: "https://eur-lex.europa.eu/eli/reg/2024/1689/oj",
    alternate_names: ["AI Act", "EU AI Act", "Artificial Intelligence Act"],
    effective_text:
      "Applies from 2 August 2026; Chapters I and II from 2 February 2025; Chapter III Section 4, Chapter V, Chapter VII, Chapter XII and Article 78 from 2 August 2025 (except Article 101); Article 6(1) from 2 August 2027. As amended by Regulation (EU) 2026/1744: Annex III high-risk obligations from 2 December 2027 and Annex I high-risk obligations from 2 August 2028.",
    sources: [
      { tier: "primary", label: "EUR-Lex (CELEX 32024R1689)", url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32024R1689" },
    ],
  },
  {
    key: "eu:guidelines-prohibited-ai-practices",
    scope: "eu",
    jurisdiction: "eu",
    identifier: null,
    title: "Commission Guidelines on prohibited artificial intelligence practices established by Regulation (EU) 2024/1689 (AI Act)",
    record_type: "guidance",
    status: "Published by the Commission on 4 February 2025 (non-binding)",
    in_force: null,
    record_date: "2025-02-04",
    summary:
      "Non-binding Commission guidance, about 140 pages long, on how it reads the AI Act's Article 5 bans (such as harmful manipulation, social scoring, emotion recognition at work and real-time remote biometric identification), with practical examples. Authoritative interpretation remains with the Court of Justice.",
    source: COMMISSION,
    official_url:
      "https://digital-strategy.ec.europa.eu/en/library/commission-publishes-guidelines-prohibited-artificial-intelligence-ai-practices-defined-ai-act",
  },
  {
    key: "eu:guidelines-ai-system-definition",
    scope: "eu",
    jurisdiction: "eu",
    identifier: null,
    title: "Commission Guidelines on the definition of an artificial intelligence system established by Regulation (EU) 2024/1689 (AI Act)",
    record_type: "guidance",
    status: "Published by the Commission on 6 February 2025 (non-binding)",
    in_force: null,
    record_date: "2025-02-06",
    summary:
      "Non-binding Commission guidance explaining the elements of the AI-system definition in Article 3(1) of the AI Act, to help providers and others decide whether a given piece of software falls within the Act's scope.",
    source: COMMISSION,
    official_url:
      "https://digital-strategy.ec.europa.eu/en/library/commission-publishes-guidelines-ai-system-definition-facilitate-first-ai-acts-rules-application",
  },
  {
    key: "eu:gpai-code-of-practice",
    scope: "eu",
    jurisdiction: "eu",
    identifier: null,
    title: "General-Purpose AI Code of Practice",
    record_type: "guidance",
    status: "Published 10 July 2025; confirmed by the Commission as an adequate voluntary tool on 1 August 2025",
    in_force: null,
    record_date: "2025-07-10",
    summary:
      "A voluntary code, drafted by independent experts, that providers of general-purpose AI models can sign to show compliance with the AI Act's GPAI obligations. It has three chapters: Transparency (with a Model Documentation Form), Copyright, and Safety and Security for models with systemic risk.",
    source: COMMISSION,
    official_url: "https://digital-strategy.ec.europa.eu/en/policies/contents-code-gpai",
    alternate_names: ["GPAI Code of Practice"],
  },
  {
    key: "eu:C(2025) 5045 final",
    scope: "eu",
    jurisdiction: "eu",
    identifier: "C(2025) 5045 final",
    title: "Guidelines on the scope of the obligations for providers of general-purpose AI models under the AI Act",
    record_type: "guidance",
    status: "Published by the Commission on 18 July 2025 (non-binding)",
    in_force: null,
    record_date: "2025-07-18",
    summary:
      "Sets out how the Commission will interpret and enforce the AI Act's rules for general-purpose AI models: an indicative training-compute criterion for what counts as a GPAI model, when a model is placed on the EU market and by whom, the open-source exemption, and how models with systemic risk are identified.",
    source: COMMISSION,
    official_url:
      "https://digital-strategy.ec.europa.eu/en/library/guidelines-scope-obligations-providers-general-purpose-ai-models-under-ai-act",
  },
  {
    key: "eu:template-public-summary-training-content",
    scope: "eu",
    jurisdiction: "eu",
    identifier: null,
    title: "Explanatory Notice and Template for the Public Summary of Training Content for general-purpose AI models",
    record_type: "guidance",
    status: "Published by the Commission on 24 July 2025",
    in_force: null,
    record_date: "2025-07-24",
    summary:
      "The template that providers of general-purpose AI models use to publish the summary of training content required by Article 53(1)(d) of the AI Act, with an explanatory notice on what must be disclosed.",
    source: COMMISSION,
    official_url:
      "https://digital-strategy.ec.europa.eu/en/library/explanatory-notice-and-template-public-summary-training-content-general-purpose-ai-models",
  },
  {
    key: "eu:code-of-practice-transparency-ai-generated-content",
    scope: "eu",
    jurisdiction: "eu",
    identifier: null,
    title: "Code of Practice on Transparency of AI-Generated Content",
    record_type: "guidance",
    status: "Final version published by the Commission on 10 June 2026",
    in_force: null,
    record_date: "2026-06-10",
    summary:
      "A voluntary code supporting Article 50 of the AI Act: one section covers how providers of generative AI systems mark and make detectable AI-generated audio, images, video and text, the other how deployers label deepfakes and AI-generated text on matters of public interest.",
    source: COMMISSION,
    official_url:
      "https://digital-strategy.ec.europa.eu/en/news/commission-publishes-code-practice-marking-and-labelling-ai-generated-content",
    alternate_names: ["Code of Practice on marking and labelling of AI-generated content"],
    sources: [
      { tier: "primary", label: "Commission policy page for the code", url: "https://digital-strategy.ec.europa.eu/en/policies/code-practice-ai-generated-content" },
      {
        tier: "secondary",
        label: "Mishcon de Reya: AI Act transparency obligations, Code of Practice and draft Guidelines",
        url: "https://www.mishcon.com/news/ai-act-transparency-obligations-code-of-practice-and-draft-guidelines",
      },
    ],
  },
  {
    key: "eu:C(2024) 390",
    scope: "eu",
    jurisdiction: "eu",
    identifier: "C(2024) 390",
    title: "Commission Decision of 24 January 2024 establishing the European Artificial Intelligence Office",
    record_type: "regulation",
    status: "Adopted 24 January 2024; took effect 21 February 2024",
    in_force: null,
    record_date: "2024-01-24",
    summary:
      "Creates the AI Office inside the Commission's DG CONNECT as the Commission's function for implementing and supervising the AI Act, with particular responsibility for general-purpose AI models, evaluation tools and codes of practice.",
    source: EURLEX,
    official_url: "https://data.europa.eu/eli/C/2024/1459/oj",
    alternate_names: ["AI Office decision"],
  },
  {
    key: "eu:Directive (EU) 2024/2853",
    scope: "eu",
    jurisdiction: "eu",
    identifier: "Directive (EU) 2024/2853",
    title:
      "Directive (EU) 2024/2853 of the European Parliament and of the Council of 23 October 2024 on liability for defective products and repealing Council Directive 85/374/EEC",
    record_type: "statute",
    status: "In force since 8 December 2024 (published in the Official Journal 18 November 2024); transposition due by 9 December 2026",
    in_force: true,
    record_date: "2024-11-18",
    summary:
      "The revised Product Liability Directive brings software, including AI systems, within the definition of a product, so their makers face no-fault liability for damage caused by defects, including defects arising from updates or continued learning after release. It also eases the claimant's burden of proof for technically complex products.",
    source: EURLEX,
    official_url: "https://eur-lex.europa.eu/eli/dir/2024/2853/oj",
    alternate_names: ["Product Liability Directive", "PLD"],
    effective_text: "Member States must transpose it by 9 December 2026",
  },
  {
    key: "eu:COM(2022) 496",
    scope: "eu",
    jurisdiction: "eu",
    identifier: "COM(2022) 496",
    title: "Proposal for a Directive on adapting non-contractual civil liability rules to artificial intelligence (AI Liability Directive)",
    record_type: "bill",
    status: "Withdrawn by the Commission on 6 October 2025",
    in_force: false,
    record_date: "2025-10-06",
    summary:
      "Proposed on 28 September 2022 to ease claims for harm caused by AI, through court-ordered disclosure of evidence about high-risk systems and a rebuttable presumption of causality. The Commission announced its withdrawal in the 2025 work programme (11 February 2025), citing no foreseeable agreement, and formally withdrew it on 6 October 2025, so it never became law.",
    source: EURLEX,
    official_url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:52022PC0496",
    alternate_names: ["AI Liability Directive", "AILD"],
    sources: [
      { tier: "primary", label: "EUR-Lex procedure history", url: "https://eur-lex.europa.eu/legal-content/EN/HIS/?uri=CELEX:52022PC0496" },
      {
        tier: "secondary",
        label: "Digital Policy Alert: JURI committee declines to challenge the withdrawal",
        url: "https://digitalpolicyalert.org/event/35795-european-parliaments-legal-affairs-committee-rejected-proposal-for-legal-action-against-european-commission-over-withdrawn-ai-civil-liability-directive",
      },
    ],
  },
  {
    key: "eu:COM(2025) 836",
    scope: "eu",
    jurisdiction: "eu",
    identifier: "COM(2025) 836",
    title: "Proposal for a Regulation amending Regulation (EU) 2024/1689 (Digital Omnibus on AI)",
    record_type: "bill",
    status: "Adopted as Regulation (EU) 2026/1744 on 8 July 2026 (procedure 2025/0359(COD))",
    in_force: null,
    record_date: "2026-07-08",
    summary:
      "The Commission's proposal of 19 November 2025 to simplify and re-time the AI Act, chiefly by delaying high-risk obligations. After a provisional agreement on 7 May 2026, Parliament's vote on 16 June 2026 and the Council's final approval on 29 June 2026, it was adopted as Regulation (EU) 2026/1744.",
    source: EURLEX,
    official_url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:52025PC0836",
    alternate_names: ["Digital Omnibus on AI proposal"],
  },
  {
    key: "eu:Regulation (EU) 2026/1744",
    scope: "eu",
    jurisdiction: "eu",
    identifier: "Regulation (EU) 2026/1744",
    title: "Regulation (EU) 2026/1744 amending Regulation (EU) 2024/1689 (Digital Omnibus on AI)",
    record_type: "statute",
    status: "Published in the Official Journal 24 July 2026; in force since 27 July 2026",
    in_force: true,
    record_date: "2026-07-24",
    summary:
      "Amends the AI Act: it moves high-risk obligations to 2 December 2027 for Annex III systems and 2 August 2028 for Annex I products, gives generative systems already on the market until 2 December 2026 for the Article 50(2) marking duty, softens the AI literacy duty in Article 4, and adds a new Article 5 ban on AI systems that generate non-consensual intimate imagery or child sexual abuse material, applicable from 2 December 2026.",
    source: EURLEX,
    official_url: "https://eur-lex.europa.eu/eli/reg/2026/1744/oj",
    alternate_names: ["Digital Omnibus on AI", "AI Omnibus"],
    effective_text:
      "Annex III high-risk obligations from 2 December 2027; Annex I high-risk obligations from 2 August 2028; new Article 5 prohibition and Article 50(2) transition for existing systems from 2 December 2026",
    sources: [
      { tier: "primary", label: "Official Journal L 2026/1744 (EUR-Lex)", url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=OJ:L_202601744" },
      {
        tier: "secondary",
        label: "Covington Inside Privacy: provisional agreement of 7 May 2026",
        url: "https://www.insideprivacy.com/artificial-intelligence/eu-ai-act-update-timeline-relief-targeted-simplification-and-new-prohibitions/",
      },
    ],
  },
];
