/** The groups sources belong to: `npm run sync -- <group>` runs one; GET /sources?group= filters by them. */
export const SOURCE_GROUPS = ["us-law", "laws", "enforcement", "disclosures", "news"] as const;
export type SourceGroup = (typeof SOURCE_GROUPS)[number];
