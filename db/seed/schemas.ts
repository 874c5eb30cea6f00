import { z } from "zod";
import { jurisdictionRowSchema, lawRowSchema, RECORD_TYPES, sourceLinkRowSchema } from "@/lib/ingest/normalize";

/**
 * The one schema of each kind of curated row LexAtlas ships (db/seed/data/<kind>/*.yaml); the TS types are inferred
 * from them. Every row is written by us, fact by fact, and names its official source. A value we could not verify is
 * `null` (or the row is left out) — never a guess. Research notes live in the SOURCES.md beside each data folder.
 *
 * Laws and jurisdictions are the ingest path's row schemas (lib/ingest/normalize.ts), tightened where the curated
 * dataset promises more than any source must (a title, a status, a summary and a source on every law). Their
 * `.extend` keeps the ingest schema strict (an unknown field is an error) and states only the difference.
 */

const slug = jurisdictionRowSchema.shape.slug;
const httpsUrl = sourceLinkRowSchema.shape.url;
const isoDate = z.iso.date({ message: "expected a date as YYYY-MM-DD" });
const text = z.string().trim().min(1, { message: "is required" });

export const USES = ["hiring", "customer", "content", "analytics", "product", "other"] as const;
export type Use = (typeof USES)[number];

export const DECISION_IMPACTS = ["hiring_firing", "credit_insurance", "healthcare", "housing", "internal_only", "not_sure"] as const;
export type DecisionImpact = (typeof DECISION_IMPACTS)[number];

/**
 * slug: lowercase, hyphenated ("new-york", "federal", "eu", "south-korea", "council-of-europe"); abbr: USPS code for
 * US states, ISO 3166-1 alpha-2 for countries, null otherwise; kind: how it relates to its scope (`/countries` lists
 * only `country`, `/states` the US kinds).
 */
export const jurisdictionSeedSchema = jurisdictionRowSchema.extend({ name: text });
export type JurisdictionSeed = z.infer<typeof jurisdictionSeedSchema>;

/** A tracked country screened and found to have no binding AI-specific instrument (listed by /countries). */
export const screenedCountrySeedSchema = z.strictObject({
  slug,
  name: text,
  abbr: z.string().nullable(),
  /** One sentence: what we looked at and found (e.g. only voluntary guidance), in our own words. */
  note: text,
  /** The official page that supports the note (a government strategy or guidance page). */
  source_url: httpsUrl.nullable(),
});
export type ScreenedCountrySeed = z.infer<typeof screenedCountrySeedSchema>;

export type SourceLinkSeed = z.infer<typeof sourceLinkRowSchema>;

/**
 * key: stable and unique across the dataset — the record's uuid is derived from it, so never change a shipped key;
 * shape "<jurisdiction-slug>:<identifier or short name>" ("colorado:SB24-205"). identifier: the bill or act number as
 * the source writes it. status: verbatim from the source page. in_force: true/false only where the source states it.
 * record_date: the status event (signed, enacted, vetoed, published). summary: our own words, 1–3 sentences.
 * source: the upstream source's name ("Colorado General Assembly", "EUR-Lex"). alternate_names: audited names users
 * search for. sources: further real links for /laws/{id}/sources. effective_text: verbatim wording of when duties
 * take effect (feeds /deadlines), or omitted. verified_on: the day every fact of the row was last re-checked against a
 * source (whether or not anything changed); the seed writes it as the record's checked_at, or omitted.
 */
export const lawSeedSchema = lawRowSchema.extend({
  title: text,
  record_type: z.enum(RECORD_TYPES),
  status: text,
  summary: text,
  source: text,
  // Omitted rather than null when the source gives no wording, as the curated rows always were.
  effective_text: text.optional(),
});
export type LawSeed = z.infer<typeof lawSeedSchema>;

export const billSeedSchema = z.strictObject({
  slug, // "colorado-sb24-205"
  /** The LawSeed key of the matching record, if any. */
  law_key: z.string().nullable(),
  bill_number: text,
  title: text,
  jurisdiction: slug,
  status: text, // verbatim
  /** Verbatim effective/compliance date wording from the source, or null. */
  deadline: z.string().nullable(),
  official_url: httpsUrl,
  /** The day the facts were checked against the source. */
  verified_on: isoDate,
  alternate_names: z.array(z.string()),
  sources: z.array(sourceLinkRowSchema),
});
export type BillSeed = z.infer<typeof billSeedSchema>;

export const newsSeedSchema = z.strictObject({
  key: text, // stable, unique: "<publisher-slug>:<yyyy-mm-dd>:<short-slug>"
  scope: lawRowSchema.shape.scope,
  jurisdiction: slug,
  title: text, // the headline, verbatim
  published_date: isoDate,
  source: text, // the publisher ("Office of the Governor of California", "European Commission")
  url: httpsUrl, // the publisher's page for this item
  excerpt: text, // our own one- or two-sentence summary; never copied article text
  /**
   * The day every fact of the row (headline, date, publisher, link, excerpt) was last re-checked against the
   * publisher's page, or omitted when it has not been re-checked. Served as the item's fetched_at (db/seed/index.ts).
   */
  verified_on: isoDate.optional(),
});
export type NewsSeed = z.infer<typeof newsSeedSchema>;

export const sectorSeedSchema = z.strictObject({
  slug, // "employment", "lending", "marketing-advertising", …
  name: text,
  /** Our documented rating of the sector's AI-regulatory exposure (method in db/seed/data/sectors/SOURCES.md). */
  risk: z.enum(["Low", "Medium", "High", "Critical"]),
  description: text, // our words, 1–2 sentences
  /** true when a federal statute or binding rule already governs automated decisions in this sector. */
  has_federal_framework: z.boolean(),
  /** Government bodies that enforce AI-relevant rules in the sector. */
  enforcement_bodies: z.array(z.string()),
  /** How federal penalties work in the sector, in our words with the statute named, or null. */
  federal_penalty_structure: z.string().nullable(),
  /** Official pages backing the framework / penalty statement. */
  sources: z.array(z.strictObject({ label: text, url: httpsUrl })),
});
export type SectorSeed = z.infer<typeof sectorSeedSchema>;

export const obligationSeedSchema = z.strictObject({
  key: text, // unique: "<law_key>#<short-duty-slug>"
  law_key: text, // a LawSeed key
  obligation: text, // the plain-language duty, our words, one sentence
  /** The section that imposes it: "C.R.S. § 6-1-1703(3)", "Art. 50(1)". */
  citation: z.string().nullable(),
  government_body: z.string().nullable(), // who enforces it
  penalty: z.string().nullable(), // as the source states it, closely paraphrased or verbatim
  deadline: z.string().nullable(), // verbatim effective/compliance date wording from the source
  /** The source (statute text, official journal, agency page, or the analysis named by source_tier) stating the duty. */
  source_url: httpsUrl,
  source_tier: z.enum(["primary", "secondary", "unverified"]), // primary = government text
  sectors: z.array(z.string()), // SectorSeed slugs it applies to, or ["all"] for cross-sector duties
  uses: z.array(z.enum(USES)), // which AI uses trigger it
  decision_impacts: z.array(z.enum(DECISION_IMPACTS)), // which decision impacts trigger it ([] = any)
  roles: z.array(z.enum(["developer", "deployer", "provider", "government"])).optional(),
  /**
   * The day every fact of the row (duty, conditions, citation, enforcer, penalty, deadline, source) was last
   * re-checked against the source, or omitted when it has not been; served as the obligation's verified_on.
   */
  verified_on: isoDate.optional(),
  /**
   * What the last check read and found, in a sentence or two: the source's own conjunctions for a conditional duty
   * ("§ 927(a): 'all of the following' — (1) and (2) and (3)"), and any wording the row corrects. Required (with
   * verified_on) on every duty phrased with a condition (tests/unit/obligation-logic.test.ts).
   */
  source_note: text.optional(),
});
export type ObligationSeed = z.infer<typeof obligationSeedSchema>;
