import { EU_AI_ACT_CELEX_ID, PROVISION_TYPES, TEXT_EFFECTS } from "@/lib/eu-ai-act/vocabulary";
import { z } from "zod";
import { defineOperation } from "@/lib/http/operation";
import { attribution, dateAmendment, pageLimitParam, offsetParam, pageMeta } from "./common";


/** One later change to a provision's wording (lib/eu-ai-act/text-amendments.yaml). */
export const textAmendment = z
  .object({
    act: z.string().meta({ description: "The amending act, e.g. 'Regulation (EU) 2026/1744'." }),
    provision: z.string().meta({ description: "The amending act's point that made the change, e.g. 'Art. 1(31)(b)'." }),
    change: z.string().meta({ description: "What it changed, e.g. 'Article 75(1) replaced (the AI Office's exclusive competence)'." }),
    effect: z.enum(TEXT_EFFECTS).meta({
      description:
        "replaced (new wording for the whole unit), amended (part of it replaced, inserted or deleted), deleted, " +
        "inserted (new wording next to it, which this row does not hold), heading-replaced (the article's title).",
    }),
    url: z.string().meta({ description: "The amending act in the Official Journal (EUR-Lex ELI)." }),
  })
  .meta({ id: "TextAmendment" });

/** One structural unit of the regulation's text (SPEC 2: rows ordered by anchor_id). */
export const provisionSchema = z
  .object({
    anchor_id: z.string().meta({
      description:
        "Structural id: '005' = Article 5's whole text, '005.001' = Article 5(1), 'rct.001' = recital 1, 'anx.III' = Annex III.",
    }),
    provision_type: z.enum(PROVISION_TYPES),
    celex: z.string(),
    article_number: z.number().int().nullable(),
    paragraph_number: z.number().int().nullable().meta({ description: "Null on an article_body row (whole article, or an article without numbered paragraphs)." }),
    recital_number: z.number().int().nullable(),
    annex_number: z.string().nullable().meta({ description: "Roman numeral, as the regulation numbers annexes." }),
    title: z.string().nullable().meta({ description: "The article's title (paragraph and article_body rows) or the annex's title; null on recitals." }),
    chapter: z.string().nullable().meta({ description: "Chapter number in roman numerals (articles only)." }),
    chapter_title: z.string().nullable(),
    section: z.string().nullable(),
    section_title: z.string().nullable(),
    applies_from: z.string().nullable().meta({
      description:
        "When the provision applies, as amended: Article 113 of the Regulation as amended by Regulation (EU) 2026/1744 " +
        "(e.g. Article 6(2): '2 December 2027'; it was 2 August 2026). Where the date depends on the system, the text " +
        "says for which (e.g. Annex III and Annex I high-risk systems). Null on recitals and annexes.",
    }),
    applies_from_original: z.string().nullable().meta({
      description: "The date as the Regulation was adopted (Official Journal of 12 July 2024); equal to applies_from when no amendment moved it. Null on recitals and annexes.",
    }),
    applies_from_amended_by: dateAmendment.nullable().meta({
      description: "The amending act and provision that moved the date; null when the date is as adopted, and on recitals and annexes.",
    }),
    text: z.string().meta({
      description:
        "The text as adopted (Official Journal, OJ L, 12.7.2024). Where text_amended_by is not empty, a later act has " +
        "changed this wording: read the amending act for the text in force.",
    }),
    text_amended_by: z.array(textAmendment).meta({
      description:
        "Every later change to this row's wording: on a paragraph, the changes to that paragraph and any replacement " +
        "of its whole article or heading; on an article's whole-text row, every change to the article (including " +
        "inserted paragraphs); on an annex, the changes to it. Empty when the wording is as adopted; recitals are never amended.",
    }),
    eur_lex_url: z.string().meta({ description: "The official EUR-Lex text of the act, with the article, recital or annex anchor (#art_5, #rct_1, #anx_III)." }),
    source: z.string().meta({ description: "Where our copy of the text came from." }),
    retrieved_at: z.string().meta({ description: "When the upstream copy we hold was taken (the upstream commit or scrape time)." }),
    rank: z.number().nullable().meta({ description: "Text-search relevance when q is given; null otherwise." }),
    attribution,
  })
  .meta({ id: "EuAiActProvision" });

export const listProvisionsQuery = z.object({
  provision_type: z.enum(PROVISION_TYPES).optional().meta({ description: "Only rows of this kind." }),
  article_number: z.coerce
    .number({ message: "expected an integer" })
    .int({ message: "expected an integer" })
    .min(1, { message: "must be at least 1" })
    .max(999, { message: "must be at most 999" })
    .optional()
    .meta({ description: "Only the rows of this article (its article_body and paragraphs)." }),
  celex: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .transform((v) => v.toUpperCase())
    .default(EU_AI_ACT_CELEX_ID)
    .meta({ description: `CELEX number of the regulation; default ${EU_AI_ACT_CELEX_ID} (the EU AI Act). An unknown one answers an empty list with meta.notice.` }),
  q: z.string().trim().min(1).max(200).optional().meta({ description: "Full-text search over the provision text and title (web-search syntax: quoted phrases, OR, -exclusion)." }),
  sort: z
    .enum(["anchor_id", "relevance"])
    .optional()
    .meta({ description: "anchor_id (default, also with q: the regulation's order) or relevance (best full-text match first; needs q)." }),
  limit: pageLimitParam(25),
  offset: offsetParam,
}).superRefine((q, ctx) => {
  if (q.sort === "relevance" && !q.q) ctx.addIssue({ code: "custom", path: ["sort"], message: "relevance needs q (the words to rank by)" });
});

export const provisionListMeta = pageMeta
  .extend({
    celex: z.string(),
    sort: z.enum(["anchor_id", "relevance"]),
    attribution,
  })
  .meta({ id: "EuAiActProvisionListMeta" });

export const listEuAiActProvisions = defineOperation({
  id: "listEuAiActProvisions",
  method: "GET",
  path: "/eu-ai-act-provisions",
  tag: "EU AI Act",
  summary: "EU AI Act provisions",
  description: [
    "The text of Regulation (EU) 2024/1689 (the AI Act, CELEX 32024R1689) by structural unit.",
    "",
    "The rows:",
    "",
    "- one `paragraph` row per numbered article paragraph (`005.001`);",
    "- one `article_body` row per article, holding its whole text (`005`). For the 19 articles without numbered " +
      "paragraphs it is their only row, so `article_body` rows repeat the text of their paragraphs: filter " +
      "`provision_type` to avoid the overlap;",
    "- one row per recital (`rct.001`) and per annex (`anx.III`).",
    "",
    "Rows are ordered by `anchor_id`: articles with their paragraphs, then recitals, then annexes, in the " +
      "regulation's numbering — also with `q`, where each row still reports its `rank`. `sort=relevance` (with `q`) " +
      "orders by Postgres full-text rank over text and title instead, ties in anchor order.",
    "",
    "An unknown `celex` is not an error: the list is empty and `meta.notice` says which regulations are held.",
    "",
    "Text: the Official Journal text of 12 July 2024 (no corrigenda or later amendments). The application dates " +
      "(`applies_from`) are served as amended, with the original date and the amending act beside them — the same " +
      "dates as the AI Act duties of `/obligations` and their `/deadlines` entries.",
    "",
    "Compliance obligations of `/obligations` that rest on the AI Act name the anchors they derive from.",
  ].join("\n"),
  gating: "Open to every tier with the same page size (`limit` default 25, at most 100) and no depth cap: the text is public law.",
  auth: "optional",
  query: listProvisionsQuery,
  envelope: "list",
  data: provisionSchema,
  meta: provisionListMeta,
  errors: ["invalid_parameter", "unavailable"],
  example: { query: { q: "social scoring", limit: "5" } },
});
