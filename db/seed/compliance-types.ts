/**
 * Shapes of the curated compliance data behind the deterministic compliance layer (obligations, penalties, risk,
 * reports, deadlines). Written by us, fact by fact, each row with its primary source. Unverifiable → null or left out.
 */

export const USES = ["hiring", "customer", "content", "analytics", "product", "other"] as const;
export type Use = (typeof USES)[number];

export const DECISION_IMPACTS = ["hiring_firing", "credit_insurance", "healthcare", "housing", "internal_only", "not_sure"] as const;
export type DecisionImpact = (typeof DECISION_IMPACTS)[number];

export interface SectorSeed {
  slug: string; // "employment", "lending", "insurance", "healthcare", "housing", "education", "government", "retail",
  //               "marketing-advertising", "media-content", "legal-services", "transportation", …
  name: string;
  /** Our documented rating of the sector's AI-regulatory exposure (see lib/compliance/README when it exists). */
  risk: "Low" | "Medium" | "High" | "Critical";
  description: string; // our words, 1–2 sentences
  /** true when a federal statute or binding rule already governs automated decisions in this sector. */
  has_federal_framework: boolean;
  /** Government bodies that enforce AI-relevant rules in the sector, e.g. "Equal Employment Opportunity Commission". */
  enforcement_bodies: string[];
  /** How federal penalties work in the sector, in our words with the statute named, or null. */
  federal_penalty_structure: string | null;
  /** Official pages backing the framework / penalty statement. */
  sources: { label: string; url: string }[];
}

export interface ObligationSeed {
  key: string; // unique: "<law_key>#<short-duty-slug>"
  law_key: string; // a LawSeed.key from db/seed/laws/*
  obligation: string; // the plain-language duty, our words, one sentence
  citation: string | null; // the section that imposes it: "C.R.S. § 6-1-1703(3)", "Art. 50(1)", "Tex. Bus. & Com. Code § 552.051"
  government_body: string | null; // who enforces it: "Colorado Attorney General"
  penalty: string | null; // as the source states it, closely paraphrased or verbatim ("up to $20,000 per violation")
  deadline: string | null; // verbatim effective/compliance date text from the source ("June 30, 2026")
  source_url: string; // the primary source (statute text / official journal / agency page) that states the duty
  source_tier: "primary" | "secondary" | "unverified"; // primary = government text; secondary = reputable analysis
  sectors: string[]; // SectorSeed slugs it applies to, or ["all"] for cross-sector duties
  uses: Use[]; // which AI uses trigger it
  decision_impacts: DecisionImpact[]; // which decision impacts trigger it ([] = any)
  roles?: ("developer" | "deployer" | "provider" | "government")[];
}
