/**
 * Jurisdictions outside the US/EU used by the global law seed (db/seed/laws/global.ts), plus the list of tracked
 * countries we screened and found to have NO binding AI-specific instrument.
 *
 * How this was verified: facts were checked on 2026-11-21 with the `search` tool (corpora "pages" and "docs") and
 * `find_string` / `read_file` over stored public material. ISO 3166-1 alpha-2 codes are the standard codes.
 *
 * Caveats for screenedCountries:
 * - A screening note records what we found in the sources we could see; most of those sources date from 2025 to
 *   mid-2026. Several of these countries had AI bills or draft regulations pending (Turkey, Indonesia, Malaysia,
 *   Nigeria, Egypt, Switzerland), so re-screen before relying on a "no binding instrument" finding.
 * - A country with a binding AI-specific record in global.ts must not appear here. Israel and Switzerland appear in
 *   global.ts only with non-binding guidance rows, so they may appear in both lists.
 * - source_url is null where we did not see an official government page for the note.
 */
import type { JurisdictionSeed, ScreenedCountrySeed } from "./types";

export const countryJurisdictions: JurisdictionSeed[] = [
  { slug: "australia", name: "Australia", abbr: "AU", scope: "global", kind: "country" },
  { slug: "brazil", name: "Brazil", abbr: "BR", scope: "global", kind: "country" },
  { slug: "canada", name: "Canada", abbr: "CA", scope: "global", kind: "country" },
  { slug: "chile", name: "Chile", abbr: "CL", scope: "global", kind: "country" },
  { slug: "china", name: "China", abbr: "CN", scope: "global", kind: "country" },
  { slug: "el-salvador", name: "El Salvador", abbr: "SV", scope: "global", kind: "country" },
  { slug: "india", name: "India", abbr: "IN", scope: "global", kind: "country" },
  { slug: "ireland", name: "Ireland", abbr: "IE", scope: "global", kind: "country" },
  { slug: "israel", name: "Israel", abbr: "IL", scope: "global", kind: "country" },
  { slug: "italy", name: "Italy", abbr: "IT", scope: "global", kind: "country" },
  { slug: "japan", name: "Japan", abbr: "JP", scope: "global", kind: "country" },
  { slug: "kazakhstan", name: "Kazakhstan", abbr: "KZ", scope: "global", kind: "country" },
  { slug: "norway", name: "Norway", abbr: "NO", scope: "global", kind: "country" },
  { slug: "peru", name: "Peru", abbr: "PE", scope: "global", kind: "country" },
  { slug: "russia", name: "Russia", abbr: "RU", scope: "global", kind: "country" },
  { slug: "singapore", name: "Singapore", abbr: "SG", scope: "global", kind: "country" },
  { slug: "south-korea", name: "South Korea", abbr: "KR", scope: "global", kind: "country" },
  { slug: "spain", name: "Spain", abbr: "ES", scope: "global", kind: "country" },
  { slug: "switzerland", name: "Switzerland", abbr: "CH", scope: "global", kind: "country" },
  { slug: "taiwan", name: "Taiwan", abbr: "TW", scope: "global", kind: "country" },
  { slug: "united-arab-emirates", name: "United Arab Emirates", abbr: "AE", scope: "global", kind: "country" },
  { slug: "united-kingdom", name: "United Kingdom", abbr: "GB", scope: "global", kind: "country" },
  { slug: "vietnam", name: "Vietnam", abbr: "VN", scope: "global", kind: "country" },
];

export const internationalJurisdictions: JurisdictionSeed[] = [
  { slug: "council-of-europe", name: "Council of Europe", abbr: null, scope: "global", kind: "international" },
  {
    slug: "oecd",
    name: "Organisation for Economic Co-operation and Development (OECD)",
    abbr: null,
    scope: "global",
    kind: "international",
  },
  {
    slug: "unesco",
    name: "United Nations Educational, Scientific and Cultural Organization (UNESCO)",
    abbr: null,
    scope: "global",
    kind: "international",
  },
  { slug: "united-nations", name: "United Nations", abbr: null, scope: "global", kind: "international" },
];

export const screenedCountries: ScreenedCountrySeed[] = [
  {
    slug: "israel",
    name: "Israel",
    abbr: "IL",
    note:
      "We found only the December 2023 government policy on AI regulation and ethics, which steers sector regulators toward soft, sector-specific tools and expressly avoids a horizontal AI statute; we found no binding AI-specific law.",
    source_url: "https://www.gov.il/BlobFolder/policy/ai_2023/en/Israels%20AI%20Policy%202023.pdf",
  },
  {
    slug: "switzerland",
    name: "Switzerland",
    abbr: "CH",
    note:
      "Switzerland has signed the Council of Europe AI Convention and the Federal Council chose in February 2025 to prepare sector-specific implementing legislation (a consultation draft was due by end-2026), but we found no AI-specific statute in force.",
    source_url: "https://www.efd.admin.ch/en/newnsb/5oOec_8ZQEV1X-55waGOg",
  },
  {
    slug: "saudi-arabia",
    name: "Saudi Arabia",
    abbr: "SA",
    note:
      "The instruments we found were SDAIA's AI ethics principles and its generative AI guidelines for government and the public, all described as non-binding; we found no AI-specific law with the force of law.",
    source_url: null,
  },
  {
    slug: "turkey",
    name: "Turkey",
    abbr: "TR",
    note:
      "AI bills submitted to the Grand National Assembly (2024 and November 2025) and a 2026 parliamentary commission report calling for an AI law were the most advanced items we found; none had been enacted in the sources we saw.",
    source_url: null,
  },
  {
    slug: "kenya",
    name: "Kenya",
    abbr: "KE",
    note:
      "Kenya launched its National AI Strategy 2025-2030 in March 2025, while a draft AI code of practice and an AI society bill remained drafts; sources describe no specific law that regulates AI.",
    source_url: null,
  },
  {
    slug: "malaysia",
    name: "Malaysia",
    abbr: "MY",
    note:
      "Malaysia relies on the voluntary National Guidelines on AI Governance and Ethics launched by MOSTI in September 2024; an AI bill was reported as being prepared, but we found no AI statute in force.",
    source_url: null,
  },
  {
    slug: "nigeria",
    name: "Nigeria",
    abbr: "NG",
    note:
      "Nigeria's main AI instrument is its National AI Strategy; several AI bills were before the National Assembly, and legal guides we saw state that no principal legislation regulates AI.",
    source_url: null,
  },
  {
    slug: "indonesia",
    name: "Indonesia",
    abbr: "ID",
    note:
      "Indonesia's AI ethics Circular Letter No. 9 of 2023 is non-binding and the planned Presidential Regulation on AI was still unsigned in the mid-2026 sources we saw.",
    source_url: null,
  },
  {
    slug: "egypt",
    name: "Egypt",
    abbr: "EG",
    note:
      "Egypt governs AI through its National AI Strategy and the voluntary Egyptian Charter for Responsible AI; a dedicated AI law was described as still in development.",
    source_url: "https://mcit.gov.eg/en/Media_Center/Press_Room/Press_Releases/68073",
  },
];
