/**
 * Shapes of the curated dataset LexAtlas ships. Every row is written by us, fact by fact, and names its
 * official source. A value we could not verify is `null` (or the row is left out) — never a guess.
 */

export type Scope = "state" | "federal" | "eu" | "global";

/** How a jurisdiction relates to the scopes above. `/countries` lists only `country`; `/states` lists US kinds. */
export type JurisdictionKind =
  | "state" // a US state
  | "district" // the District of Columbia
  | "territory" // a US territory
  | "local" // a US city or county (e.g. New York City)
  | "federal" // the United States federal government
  | "supranational" // the European Union
  | "country" // a national government outside the US
  | "international"; // an international organisation or treaty body (Council of Europe, OECD, UN…)

export interface JurisdictionSeed {
  slug: string; // lowercase, hyphenated: "new-york", "federal", "eu", "south-korea", "council-of-europe"
  name: string;
  abbr: string | null; // USPS code for US states, ISO 3166-1 alpha-2 for countries, null otherwise
  scope: Scope;
  kind: JurisdictionKind;
}

/** A tracked country screened and found to have no binding AI-specific instrument (listed by /countries). */
export interface ScreenedCountrySeed {
  slug: string;
  name: string;
  abbr: string | null;
  /** One sentence: what we looked at and found (e.g. only voluntary guidance), in our own words. */
  note: string;
  /** The official page that supports the note (a government strategy or guidance page). */
  source_url: string | null;
}

export interface SourceLinkSeed {
  tier: "primary" | "secondary";
  label: string; // e.g. "Enrolled bill text (PDF)", "Legislative history", "Official journal"
  url: string; // https only
}

export interface LawSeed {
  /**
   * Stable key, unique across the dataset; the record's uuid is derived from it, so never change a key once
   * shipped. Shape: "<jurisdiction-slug>:<identifier or short name>", e.g. "colorado:SB24-205".
   */
  key: string;
  scope: Scope;
  jurisdiction: string; // a JurisdictionSeed slug
  identifier: string | null; // bill or act number as the source writes it: "SB24-205", "Public Law 116-283"
  title: string; // official title or the short title the source uses
  record_type: "bill" | "statute" | "executive_order" | "regulation" | "ordinance" | "treaty" | "guidance";
  status: string; // verbatim from the source page ("Governor Signed", "Vetoed", "Chaptered by Secretary of State…")
  /** true/false only where the source states it explicitly; otherwise null. */
  in_force: boolean | null;
  record_date: string | null; // YYYY-MM-DD of the status event (signed, enacted, vetoed, published)
  summary: string; // our own words, 1–3 sentences, no copied text
  source: string; // name of the upstream source: "Colorado General Assembly", "Congress.gov", "EUR-Lex"
  official_url: string | null; // the government page for the instrument
  /** Audited alternate names users search for ("Colorado AI Act", "ELVIS Act"). */
  alternate_names?: string[];
  /** Further real links held for /laws/{id}/sources: primary = government text; secondary = analysis. */
  sources?: SourceLinkSeed[];
  /** Free text, verbatim from the source, of when duties take effect (feeds /deadlines later), or omitted. */
  effective_text?: string;
}

export interface BillSeed {
  slug: string; // "colorado-sb24-205"
  law_key: string | null; // the LawSeed.key of the matching record, if any
  bill_number: string;
  title: string;
  jurisdiction: string; // JurisdictionSeed slug
  status: string; // verbatim
  deadline: string | null; // verbatim effective/compliance date text from the source, or null
  official_url: string;
  verified_on: string; // YYYY-MM-DD the facts were checked against the source
  alternate_names: string[];
  sources: SourceLinkSeed[];
}

export interface NewsSeed {
  key: string; // stable, unique: "<publisher-slug>:<yyyy-mm-dd>:<short-slug>"
  scope: Scope;
  jurisdiction: string; // JurisdictionSeed slug
  title: string; // the headline, verbatim
  published_date: string; // YYYY-MM-DD
  source: string; // publisher name ("Office of the Governor of California", "European Commission")
  url: string; // the publisher's page for this item
  excerpt: string; // our own one- or two-sentence summary; never copied article text
}
