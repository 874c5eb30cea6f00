/** Words of the EU AI Act provisions shared by the importer, the queries and the contract. */
export const PROVISION_TYPES = ["paragraph", "article_body", "recital", "annex"] as const;

/** The AI Act's CELEX number: Regulation (EU) 2024/1689. */
export const EU_AI_ACT_CELEX_ID = "32024R1689";
