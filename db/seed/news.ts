/**
 * LexAtlas seed: AI-law news items from OFFICIAL publishers (governors, attorneys general, US federal agencies,
 * the White House, the European Commission / Parliament / Council, national governments, the Council of Europe,
 * the OECD).
 *
 * How this was verified (2026-11-21): every row's URL was seen in a search result — either as the page's own
 * address (search corpus "pages") or as a link quoted in a public page/repository (find_string / read_file). The
 * headline (`title`) and `published_date` were taken from the official page itself or from citations that quote
 * the official headline and date. `excerpt` is our own one-sentence summary; no article text is copied.
 *
 * Caveats:
 * - A few 2026 headlines were confirmed only through citations of the official page (not the page text itself)
 *   and, in two cases, reconstructed from the official URL slug; those rows are marked "HEADLINE-FROM-SLUG" in a
 *   comment so they can be re-checked first. EO 14409 (2026-06-02) rests on a single citation and is marked too.
 * - The EEOC iTutorGroup release date is reported as 2023-09-11 by citations; one tracker gives 2023-08-09 (the
 *   settlement filing date). We use the press-release date.
 * - Jurisdiction slugs for non-US publishers are country or organisation slugs ("united-kingdom", "norway",
 *   "ireland", "council-of-europe", "oecd"); the EU institutions use "eu".
 */
import type { NewsSeed } from "./types";

export const newsItems: NewsSeed[] = [
  // ───────────────────────────── US states ─────────────────────────────
  {
    key: "ca-governor:2024-09-29:sb-1047-veto-ai-initiatives",
    scope: "state",
    jurisdiction: "california",
    title: "Governor Newsom announces new initiatives to advance safe and responsible AI, protect Californians",
    published_date: "2024-09-29",
    source: "Office of the Governor of California",
    url: "https://www.gov.ca.gov/2024/09/29/governor-newsom-announces-new-initiatives-to-advance-safe-and-responsible-ai-protect-californians/",
    excerpt:
      "Alongside his veto of the frontier-model bill SB 1047, the Governor named an expert group led by Dr. Fei-Fei Li, Tino Cuéllar and Jennifer Tour Chayes to develop science-based guardrails for generative AI and pointed to 17 GenAI bills he had signed in the previous month.",
  },
  {
    key: "ca-governor:2025-09-29:sb-53-signed",
    scope: "state",
    jurisdiction: "california",
    title: "Governor Newsom signs SB 53, advancing California’s world-leading artificial intelligence industry",
    published_date: "2025-09-29",
    source: "Office of the Governor of California",
    url: "https://www.gov.ca.gov/2025/09/29/governor-newsom-signs-sb-53-advancing-californias-world-leading-artificial-intelligence-industry/",
    excerpt:
      "California enacted the Transparency in Frontier Artificial Intelligence Act (SB 53), requiring large frontier developers to publish safety frameworks, report critical safety incidents to the state, protect whistleblowers, and creating the CalCompute consortium.",
  },
  {
    key: "ca-governor:2025-10-13:children-online-ai-chatbots",
    scope: "state",
    jurisdiction: "california",
    title: "Governor Newsom signs bills to further strengthen California’s leadership in protecting children online",
    published_date: "2025-10-13",
    source: "Office of the Governor of California",
    url: "https://www.gov.ca.gov/2025/10/13/governor-newsom-signs-bills-to-further-strengthen-californias-leadership-in-protecting-children-online/",
    excerpt:
      "A child online-safety package was signed that includes SB 243's safeguards for companion chatbots (AI disclosure and suicide/self-harm protocols), age-assurance signals for apps and devices, and larger civil remedies for deepfake pornography victims.",
  },
  {
    // HEADLINE-FROM-SLUG: headline reconstructed from the official URL slug (cited as a primary source in a dated
    // policy digest); re-check capitalisation and punctuation against the page.
    key: "ca-governor:2026-09-18:ai-kill-switch-executive-order",
    scope: "state",
    jurisdiction: "california",
    title: "Governor Newsom issues executive order to accelerate independent oversight and advance the creation of an AI kill switch",
    published_date: "2026-09-18",
    source: "Office of the Governor of California",
    url: "https://www.gov.ca.gov/2026/09/18/governor-newsom-issues-executive-order-to-accelerate-independent-oversight-and-advance-the-creation-of-an-ai-kill-switch/",
    excerpt:
      "Executive Order N-9-26 directs state agencies to speed up independent AI safety verification and asks experts for recommendations, within about two months, on verifying SB 53 safety frameworks and on a shutdown capability for frontier models.",
  },
  {
    key: "co-governor:2025-05-05:ai-law-delay-letter",
    scope: "state",
    jurisdiction: "colorado",
    title:
      "Mayor Johnston, Governor Polis, Attorney General Weiser, Senator Bennet, Congressman Neguse & Congresswoman Pettersen Release Letter to Colorado General Assembly on A.I.",
    published_date: "2025-05-05",
    source: "Office of the Governor of Colorado",
    url: "https://cdn.colorado.gov/governor/news/mayor-johnston-governor-polis-attorney-general-weiser-senator-bennet-congressman-neguse",
    excerpt:
      "Colorado's governor, attorney general, Denver's mayor and members of Congress asked the legislature to postpone implementation of the state's 2024 AI law (SB24-205) until January 2027 to allow more stakeholder work.",
  },
  {
    key: "ny-governor:2025-12-19:raise-act-signed",
    scope: "state",
    jurisdiction: "new-york",
    title: "Governor Hochul Signs Nation-Leading Legislation to Require AI Frameworks for AI Frontier Models",
    published_date: "2025-12-19",
    source: "Office of the Governor of New York",
    url: "https://www.governor.ny.gov/news/governor-hochul-signs-nation-leading-legislation-require-ai-frameworks-ai-frontier-models",
    excerpt:
      "New York's RAISE Act was signed with agreed chapter amendments: large AI developers must publish safety protocols, report incidents to the state within 72 hours, and face Attorney General penalties of up to $1 million for a first violation and $3 million for later ones, with a new oversight office in the Department of Financial Services.",
  },
  {
    key: "tn-governor:2024-03-21:elvis-act-signed",
    scope: "state",
    jurisdiction: "tennessee",
    title: "Photos: Gov. Lee Signs ELVIS Act Into Law",
    published_date: "2024-03-21",
    source: "Office of the Governor of Tennessee",
    url: "https://www.tn.gov/governor/news/2024/3/21/photos--gov--lee-signs-elvis-act-into-law.html",
    excerpt:
      "Tennessee's governor signed the ELVIS Act, which extends the state's right-of-publicity protections to a person's voice and targets unauthorised AI voice and likeness clones.",
  },
  {
    key: "tx-ag:2024-09-18:pieces-technologies-genai-settlement",
    scope: "state",
    jurisdiction: "texas",
    title: "Attorney General Ken Paxton Reaches Settlement in First-of-its-Kind Healthcare Generative AI Investigation",
    published_date: "2024-09-18",
    source: "Office of the Texas Attorney General",
    url: "https://www.texasattorneygeneral.gov/news/releases/attorney-general-ken-paxton-reaches-settlement-first-its-kind-healthcare-generative-ai-investigation",
    excerpt:
      "Texas settled with Dallas-based Pieces Technologies over allegedly misleading hallucination-rate claims for a clinical generative AI tool used in hospitals, requiring accurate disclosure of accuracy metrics and guidance to hospital staff.",
  },

  // ───────────────────────────── US federal ─────────────────────────────
  {
    key: "white-house:2023-10-30:eo-14110-fact-sheet",
    scope: "federal",
    jurisdiction: "federal",
    title: "FACT SHEET: President Biden Issues Executive Order on Safe, Secure, and Trustworthy Artificial Intelligence",
    published_date: "2023-10-30",
    source: "The White House",
    url: "https://bidenwhitehouse.archives.gov/briefing-room/statements-releases/2023/10/30/fact-sheet-president-biden-issues-executive-order-on-safe-secure-and-trustworthy-artificial-intelligence/",
    excerpt:
      "The White House summarised Executive Order 14110, which used Defense Production Act reporting for developers of the most powerful models and tasked NIST with red-team testing standards, among many agency directives (the order was later revoked in January 2025).",
  },
  {
    key: "eeoc:2023-09-11:itutorgroup-settlement",
    scope: "federal",
    jurisdiction: "federal",
    title: "iTutorGroup to Pay $365,000 to Settle EEOC Discriminatory Hiring Suit",
    published_date: "2023-09-11",
    source: "U.S. Equal Employment Opportunity Commission",
    url: "https://www.eeoc.gov/newsroom/itutorgroup-pay-365000-settle-eeoc-discriminatory-hiring-suit",
    excerpt:
      "The EEOC settled its age-discrimination case over hiring software that automatically rejected older applicants, with a $365,000 payment and years of monitored compliance.",
  },
  {
    key: "ftc:2023-12-19:rite-aid-facial-recognition-ban",
    scope: "federal",
    jurisdiction: "federal",
    title: "Rite Aid Banned from Using AI Facial Recognition After FTC Says Retailer Deployed Technology without Reasonable Safeguards",
    published_date: "2023-12-19",
    source: "Federal Trade Commission",
    url: "https://www.ftc.gov/news-events/news/press-releases/2023/12/rite-aid-banned-using-ai-facial-recognition-after-ftc-says-retailer-deployed-technology-without",
    excerpt:
      "The FTC's proposed order barred Rite Aid from using facial recognition for surveillance for five years after alleging the chain deployed it in stores without reasonable testing or safeguards, producing false matches.",
  },
  {
    key: "fcc:2024-02-08:ai-voice-robocalls-illegal",
    scope: "federal",
    jurisdiction: "federal",
    title: "FCC Makes AI-Generated Voices in Robocalls Illegal",
    published_date: "2024-02-08",
    source: "Federal Communications Commission",
    url: "https://www.fcc.gov/document/fcc-makes-ai-generated-voices-robocalls-illegal",
    excerpt:
      "A unanimous FCC declaratory ruling treats AI-generated voices as \"artificial\" under the Telephone Consumer Protection Act, so such calls need prior express consent and state attorneys general gain a tool against voice-clone robocalls.",
  },
  {
    key: "sec:2024-03-18:ai-washing-investment-advisers",
    scope: "federal",
    jurisdiction: "federal",
    title: "SEC Charges Two Investment Advisers with Making False and Misleading Statements About Their Use of Artificial Intelligence",
    published_date: "2024-03-18",
    source: "U.S. Securities and Exchange Commission",
    url: "https://www.sec.gov/newsroom/press-releases/2024-36",
    excerpt:
      "The SEC settled \"AI washing\" charges against advisers Delphia and Global Predictions for overstating their use of AI, with combined civil penalties of $400,000.",
  },
  {
    key: "ftc:2024-09-25:operation-ai-comply",
    scope: "federal",
    jurisdiction: "federal",
    title: "FTC Announces Crackdown on Deceptive AI Claims and Schemes",
    published_date: "2024-09-25",
    source: "Federal Trade Commission",
    url: "https://www.ftc.gov/news-events/news/press-releases/2024/09/ftc-announces-crackdown-deceptive-ai-claims-schemes",
    excerpt:
      "Under \"Operation AI Comply\" the FTC announced five actions, including against DoNotPay and Rytr, over deceptive AI claims and AI-powered business-opportunity schemes, stressing that existing consumer law has no AI exemption.",
  },
  {
    key: "ftc:2025-04-28:workado-ai-detection-claims",
    scope: "federal",
    jurisdiction: "federal",
    title: "FTC Order Requires Workado to Back Up Artificial Intelligence Detection Claims",
    published_date: "2025-04-28",
    source: "Federal Trade Commission",
    url: "https://www.ftc.gov/news-events/news/press-releases/2025/04/ftc-order-requires-workado-back-artificial-intelligence-detection-claims",
    excerpt:
      "The FTC required the maker of an AI-content detector advertised as 98% accurate to have competent and reliable evidence for its accuracy claims after testing showed far lower accuracy on general content.",
  },
  {
    key: "white-house:2025-07-23:ai-action-plan",
    scope: "federal",
    jurisdiction: "federal",
    title: "White House Unveils America’s AI Action Plan",
    published_date: "2025-07-23",
    source: "The White House",
    url: "https://www.whitehouse.gov/articles/2025/07/white-house-unveils-americas-ai-action-plan/",
    excerpt:
      "The administration released its national AI Action Plan, the policy roadmap called for by Executive Order 14179, centred on accelerating innovation, building AI infrastructure and international AI diplomacy.",
  },
  {
    key: "ftc:2025-09-11:ai-companion-chatbot-inquiry",
    scope: "federal",
    jurisdiction: "federal",
    title: "FTC Launches Inquiry into AI Chatbots Acting as Companions",
    published_date: "2025-09-11",
    source: "Federal Trade Commission",
    url: "https://www.ftc.gov/news-events/news/press-releases/2025/09/ftc-launches-inquiry-ai-chatbots-acting-companions",
    excerpt:
      "The FTC issued 6(b) orders to seven companies, including Alphabet, Character.AI, Meta, OpenAI, Snap and xAI, seeking information on how companion chatbots are tested and monitored for harms to children and teens.",
  },
  {
    key: "white-house:2025-12-11:national-ai-policy-framework-eo",
    scope: "federal",
    jurisdiction: "federal",
    title: "Ensuring a National Policy Framework for Artificial Intelligence",
    published_date: "2025-12-11",
    source: "The White House",
    url: "https://www.whitehouse.gov/presidential-actions/2025/12/eliminating-state-law-obstruction-of-national-artificial-intelligence-policy/",
    excerpt:
      "This executive order sets a policy of a minimally burdensome national AI framework, creates a Justice Department AI Litigation Task Force to challenge conflicting state AI laws, and directs work toward preemptive federal legislation.",
  },
  {
    key: "white-house:2026-03-20:national-ai-legislative-framework",
    scope: "federal",
    jurisdiction: "federal",
    title: "President Donald J. Trump Unveils National AI Legislative Framework",
    published_date: "2026-03-20",
    source: "The White House",
    url: "https://www.whitehouse.gov/releases/2026/03/president-donald-j-trump-unveils-national-ai-legislative-framework/",
    excerpt:
      "The White House published legislative recommendations for a single federal AI framework that would preempt conflicting state laws, framed around child protection, creators, communities and innovation.",
  },
  {
    key: "doj:2026-04-24:xai-colorado-intervention",
    scope: "federal",
    jurisdiction: "federal",
    title: "Justice Department Intervenes in xAI lawsuit Challenging Colorado's Algorithmic Discrimination Law",
    published_date: "2026-04-24",
    source: "U.S. Department of Justice",
    url: "https://www.justice.gov/opa/pr/justice-department-intervenes-xai-lawsuit-challenging-colorados-algorithmic-discrimination",
    excerpt:
      "In its first intervention against a state AI statute, the Justice Department joined xAI's suit arguing that Colorado's SB24-205 violates the Equal Protection Clause; Colorado later repealed and replaced that law with SB26-189.",
  },
  {
    key: "ftc:2026-05-11:take-it-down-compliance-letters",
    scope: "federal",
    jurisdiction: "federal",
    title: "FTC Chairman Ferguson Advises Companies to Comply with the Take It Down Act",
    published_date: "2026-05-11",
    source: "Federal Trade Commission",
    url: "https://www.ftc.gov/news-events/news/press-releases/2026/05/ftc-chairman-ferguson-advises-companies-comply-take-it-down-act",
    excerpt:
      "The FTC Chairman wrote to more than a dozen large platforms reminding them that the TAKE IT DOWN Act's 48-hour notice-and-removal duties for non-consensual intimate images, including AI deepfakes, apply from May 19, 2026.",
  },
  {
    key: "omb:2025-04-03:m-25-21-federal-ai-use",
    scope: "federal",
    jurisdiction: "federal",
    title: "Accelerating Federal Use of AI through Innovation, Governance, and Public Trust",
    published_date: "2025-04-03",
    source: "Office of Management and Budget, The White House",
    url: "https://www.whitehouse.gov/wp-content/uploads/2025/02/M-25-21-Accelerating-Federal-Use-of-AI-through-Innovation-Governance-and-Public-Trust.pdf",
    excerpt:
      "OMB memorandum M-25-21 tells federal agencies to name Chief AI Officers, keep AI use-case inventories and apply minimum risk practices to high-impact AI uses.",
  },
  {
    // Single citation (a dated policy digest that links the whitehouse.gov PDF and the Federal Register copy);
    // re-check the headline and date against the Federal Register entry.
    key: "white-house:2026-06-02:eo-14409-frontier-ai-security",
    scope: "federal",
    jurisdiction: "federal",
    title: "Promoting Advanced Artificial Intelligence Innovation and Security",
    published_date: "2026-06-02",
    source: "The White House",
    url: "https://www.whitehouse.gov/wp-content/uploads/2026/06/eo-14409.pdf",
    excerpt:
      "Executive Order 14409 sets up an NSA-led process to designate covered frontier models and a voluntary arrangement for government pre-release access to them, while stating that it creates no licensing requirement.",
  },

  // ───────────────────────────── European Union ─────────────────────────────
  {
    key: "european-parliament:2024-03-13:ai-act-adopted",
    scope: "eu",
    jurisdiction: "eu",
    title: "Artificial Intelligence Act: MEPs adopt landmark law",
    published_date: "2024-03-13",
    source: "European Parliament",
    url: "https://www.europarl.europa.eu/news/en/press-room/20240308IPR19015/artificial-intelligence-act-meps-adopt-landmark-law",
    excerpt:
      "The European Parliament approved the AI Act in plenary (523 votes in favour), adopting the risk-based rules that were later published as Regulation (EU) 2024/1689.",
  },
  {
    key: "european-commission:2024-08-01:ai-act-enters-into-force",
    scope: "eu",
    jurisdiction: "eu",
    title: "European Artificial Intelligence Act comes into force",
    published_date: "2024-08-01",
    source: "European Commission",
    url: "https://ec.europa.eu/commission/presscorner/detail/en/ip_24_4123",
    excerpt:
      "The Commission marked the AI Act's entry into force, explaining its four risk tiers and the staggered timeline: prohibitions after six months, general-purpose AI rules after twelve, and most other rules from August 2026.",
  },
  {
    key: "european-commission:2025-07-10:gpai-code-of-practice",
    scope: "eu",
    jurisdiction: "eu",
    title: "General-Purpose AI Code of Practice now available",
    published_date: "2025-07-10",
    source: "European Commission",
    url: "https://digital-strategy.ec.europa.eu/en/news/general-purpose-ai-code-practice-now-available",
    excerpt:
      "The Commission published the voluntary General-Purpose AI Code of Practice, with transparency, copyright and safety-and-security chapters, as a way for model providers to show compliance with the AI Act obligations applying from 2 August 2025.",
  },
  {
    key: "council-of-the-eu:2026-03-13:ai-act-simplification-position",
    scope: "eu",
    jurisdiction: "eu",
    title: "Council agrees position to streamline rules on Artificial Intelligence",
    published_date: "2026-03-13",
    source: "Council of the European Union",
    url: "https://www.consilium.europa.eu/en/press/press-releases/2026/03/13/council-agrees-position-to-streamline-rules-on-artificial-intelligence/",
    excerpt:
      "EU member states agreed their negotiating position on the Digital Omnibus on AI, backing a delay of up to 16 months for high-risk AI obligations.",
  },
  {
    key: "european-parliament:2026-06-16:ai-act-simplification-approved",
    scope: "eu",
    jurisdiction: "eu",
    title: "AI Act: EP approves simplification measures and \"nudifier\" app ban",
    published_date: "2026-06-16",
    source: "European Parliament",
    url: "https://www.europarl.europa.eu/news/en/press-room/20260611IPR45207/ai-act-ep-approves-simplification-measures-and-nudifier-app-ban",
    excerpt:
      "Parliament adopted the AI Act amendments agreed with the Council, moving high-risk deadlines to December 2027 and August 2028 and adding a ban on AI tools that generate non-consensual intimate imagery or child sexual abuse material.",
  },
  {
    key: "council-of-the-eu:2026-06-29:ai-omnibus-final-approval",
    scope: "eu",
    jurisdiction: "eu",
    title: "Artificial Intelligence: Council gives final green light to simplify and streamline rules",
    published_date: "2026-06-29",
    source: "Council of the European Union",
    url: "https://www.consilium.europa.eu/en/press/press-releases/2026/06/29/artificial-intelligence-council-gives-final-green-light-to-simplify-and-streamline-rules/",
    excerpt:
      "The Council gave final approval to the Digital Omnibus on AI, completing adoption of the delayed high-risk timeline (2 December 2027 for Annex III systems, 2 August 2028 for product-embedded systems).",
  },
  {
    key: "european-commission:2026-07-27:ai-omnibus-in-force",
    scope: "eu",
    jurisdiction: "eu",
    title: "AI Omnibus enters into force",
    published_date: "2026-07-27",
    source: "European Commission",
    url: "https://digital-strategy.ec.europa.eu/en/news/ai-omnibus-enters-force",
    excerpt:
      "The Commission announced that Regulation (EU) 2026/1744 amending the AI Act is in force, confirming the new application dates for high-risk AI rules.",
  },
  {
    key: "european-commission:2026-07-31:ai-act-enforcement-begins",
    scope: "eu",
    jurisdiction: "eu",
    title: "Commission starts enforcing AI Act rules and new transparency requirements on 2 August",
    published_date: "2026-07-31",
    source: "European Commission",
    url: "https://ec.europa.eu/commission/presscorner/detail/en/ip_26_1714",
    excerpt:
      "From 2 August 2026 the AI Office and national authorities can enforce the AI Act, including Article 50 transparency duties (AI-interaction disclosure and labelling of AI-generated content) and fines on general-purpose AI providers.",
  },

  // ───────────────────────────── Global ─────────────────────────────
  {
    key: "uk-government:2023-11-01:bletchley-declaration",
    scope: "global",
    jurisdiction: "united-kingdom",
    title: "The Bletchley Declaration by Countries Attending the AI Safety Summit, 1-2 November 2023",
    published_date: "2023-11-01",
    source: "UK Government (GOV.UK)",
    url: "https://www.gov.uk/government/publications/ai-safety-summit-2023-the-bletchley-declaration/the-bletchley-declaration-by-countries-attending-the-ai-safety-summit-1-2-november-2023",
    excerpt:
      "Countries at the UK AI Safety Summit, including the US, China and the EU, jointly acknowledged risks from frontier AI and agreed to cooperate on identifying and managing them.",
  },
  {
    key: "oecd:2025-02-07:hiroshima-code-reporting-framework",
    scope: "global",
    jurisdiction: "oecd",
    title: "OECD launches global framework to monitor application of G7 Hiroshima AI Code of Conduct",
    published_date: "2025-02-07",
    source: "OECD",
    url: "https://www.oecd.org/en/about/news/press-releases/2025/02/oecd-launches-global-framework-to-monitor-application-of-g7-hiroshima-ai-code-of-conduct.html",
    excerpt:
      "The OECD opened a voluntary reporting framework for organisations developing advanced AI to report how they apply the G7 Hiroshima Process code of conduct, with first reports due by 15 April 2025.",
  },
  {
    key: "council-of-europe:2026-05-15:eu-ratifies-ai-convention",
    scope: "global",
    jurisdiction: "council-of-europe",
    title: "European Union ratifies the Council of Europe Framework Convention on Artificial Intelligence",
    published_date: "2026-05-15",
    source: "Council of Europe",
    url: "https://www.coe.int/en/web/artificial-intelligence/-/european-union-ratifies-the-council-of-europe-framework-convention-on-artificial-intelligence",
    excerpt:
      "The EU deposited its ratification of the first binding international AI treaty (CETS No. 225) during the Committee of Ministers' session in Chișinău.",
  },
  {
    key: "norway-pmo:2026-09-21:call-for-control-frontier-ai",
    scope: "global",
    jurisdiction: "norway",
    title: "A Call for Control of Frontier AI Models",
    published_date: "2026-09-21",
    source: "Office of the Prime Minister of Norway",
    url: "https://www.regjeringen.no/en/whats-new/dep/smk/press-releases/2026/international-call-for-enhanced-control-of-ai-development/a-call-for-control-of-frontier-ai-models/id3173739/",
    excerpt:
      "A non-binding declaration launched by Norway and Finland at the UN General Assembly calls for mandatory pre-deployment testing of frontier models, shared incident reporting and exploring an international oversight body.",
  },
  {
    // HEADLINE-FROM-SLUG: headline reconstructed from the official URL slug (cited as the DPC's news release in a
    // dated policy digest); re-check against the page.
    key: "ireland-dpc:2026-09-25:ai-insights-report",
    scope: "global",
    jurisdiction: "ireland",
    title: "Data Protection Commission publishes AI Insights Report",
    published_date: "2026-09-25",
    source: "Data Protection Commission (Ireland)",
    url: "https://www.dataprotection.ie/en/news-media/latest-news/data-protection-commission-publishes-ai-insights-report",
    excerpt:
      "Ireland's data protection regulator reported on its GDPR supervision of about 180 AI products between 2021 and 2025, covering legal bases for training, transparency and children's data.",
  },
];
