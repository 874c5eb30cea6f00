/** Words of the EU AI Act provisions shared by the importer, the queries and the contract. */
export const PROVISION_TYPES = ["paragraph", "article_body", "recital", "annex"] as const;

/** What a later act did to a provision's wording (lib/eu-ai-act/text-amendments.yaml, served as text_amended_by). */
export const TEXT_EFFECTS = ["replaced", "amended", "deleted", "inserted", "heading-replaced"] as const;

/** The AI Act's CELEX number: Regulation (EU) 2024/1689. */
export const EU_AI_ACT_CELEX_ID = "32024R1689";
