/**
 * Sector reference rows for the compliance layer (risk tiers, federal framework flags, enforcement bodies).
 *
 * What it holds: one row per sector slug used by db/seed/obligations-states.ts. `risk` is OUR documented rating of a
 * sector's AI-regulatory exposure (the reasoning sits in a comment above each row); `description` is in our words.
 *
 * Rating method (our own, documented here so it can be audited):
 *   - Critical: AI is routinely used for consequential decisions about individuals in the sector, an existing federal
 *     anti-discrimination or adverse-action regime already reaches those decisions, AND several state AI statutes in
 *     this dataset name the sector expressly (e.g. Colorado SB26-189's consequential-decision list).
 *   - High: consequential decisions or high-harm content are common and state AI laws target the sector, but either no
 *     federal rule clearly governs the automated decision or exposure is concentrated in one activity.
 *   - Medium: AI exposure comes mainly from general consumer-protection law (deception, disclosure) rather than from
 *     sector-specific AI rules.
 *   - Low: not used for any sector below.
 *
 * `has_federal_framework` is true only where a federal statute or binding federal rule/order clearly reaches automated
 * decisions (or automated conduct) in the sector; general-purpose law such as Section 5 of the FTC Act alone does not
 * count. `sources` lists only official pages whose exact https address was seen in a search result on 2026-11-21
 * (stored-copy `search` tool, corpus "pages", plus exact-string look-ups); where no official page was seen the array is
 * empty rather than guessed.
 *
 * Caveats:
 * - EEOC's 2023 AI technical assistance and HUD's May 2024 AI guidance were confirmed only through law-firm reporting;
 *   their current status on the agencies' websites was not verified, so the rows rely on the statutes themselves.
 * - Federal penalty statements name the statute and describe the remedy structure; dollar figures appear only where a
 *   source stated them.
 */
import type { SectorSeed } from "./compliance-types";

export const sectors: SectorSeed[] = [
  // Critical: AI resume screening, ranking and video-interview analysis drive hiring and firing decisions; Title VII
  // disparate-impact law already applies, and NYC LL 144, Illinois HB 3773/AIVIA, Maryland HB 1202 and Colorado
  // SB26-189 all target employment specifically.
  {
    slug: "employment",
    name: "Employment and HR",
    risk: "Critical",
    description:
      "Use of automated tools to recruit, screen, interview, promote, discipline or dismiss workers. The most heavily targeted sector in US state and local AI law, layered on top of existing federal anti-discrimination law.",
    has_federal_framework: true,
    enforcement_bodies: ["Equal Employment Opportunity Commission"],
    federal_penalty_structure:
      "Title VII of the Civil Rights Act of 1964 (with the ADA and ADEA) applies to selection procedures that use algorithms or AI, including disparate-impact liability for tools supplied by vendors. Remedies through EEOC charges and lawsuits include back pay, reinstatement or front pay, and combined compensatory and punitive damages capped between $50,000 and $300,000 depending on employer size.",
    sources: [
      { label: "EEOC — Remedies for employment discrimination", url: "https://www.eeoc.gov/remedies-employment-discrimination" },
    ],
  },

  // Critical: credit underwriting models make consequential decisions at scale; ECOA/Regulation B adverse-action
  // rules already apply to complex algorithms (CFPB Circular 2022-03), and Colorado SB26-189 lists lending.
  {
    slug: "lending",
    name: "Lending and credit",
    risk: "Critical",
    description:
      "Credit scoring, underwriting, pricing and account decisions made or assisted by algorithmic models. Federal fair-lending and adverse-action rules already apply regardless of model complexity.",
    has_federal_framework: true,
    enforcement_bodies: ["Consumer Financial Protection Bureau", "Department of Justice (Civil Rights Division)"],
    federal_penalty_structure:
      "The Equal Credit Opportunity Act and Regulation B require creditors to give specific and accurate principal reasons for adverse action even when the decision rests on complex algorithms (CFPB Circular 2022-03); creditors may not use models that prevent them from doing so. Violations expose creditors to CFPB or DOJ enforcement and private suits under ECOA, alongside Fair Credit Reporting Act adverse-action duties when consumer reports are used.",
    sources: [
      {
        label: "Federal Register — CFPB Circular 2022-03 (adverse action and complex algorithms)",
        url: "https://www.federalregister.gov/documents/2022/06/14/2022-12729/consumer-financial-protection-circular-2022-03-adverse-action-notification-requirements-in",
      },
    ],
  },

  // High: underwriting, pricing and claims (utilization review) models affect access to coverage and state laws such
  // as California SB 1120 and Arizona HB 2175 target insurer AI; rated High rather than Critical because insurance is
  // regulated by the states and no federal AI-specific rule governs these decisions.
  {
    slug: "insurance",
    name: "Insurance",
    risk: "High",
    description:
      "Underwriting, rating, claims handling and utilization review that rely on predictive models or AI. Oversight sits mainly with state insurance regulators and recent state laws requiring human clinical review of AI-assisted denials.",
    has_federal_framework: false,
    enforcement_bodies: ["State insurance departments (e.g. California Department of Insurance)", "California Department of Managed Health Care"],
    federal_penalty_structure: null,
    sources: [],
  },

  // Critical: clinical decision support, patient communications and prior authorization directly affect care; the HHS
  // Section 1557 rule covers patient care decision support tools and ONC's HTI-1 sets algorithm-transparency
  // conditions for certified health IT; many state laws (CA AB 3030, AB 489, TX HB 149, IL HB 1806, NV AB 406) apply.
  {
    slug: "healthcare",
    name: "Healthcare",
    risk: "Critical",
    description:
      "Clinical decision support, AI-written patient communications, mental-health chatbots and utilization review. Subject to federal nondiscrimination and health-IT transparency rules plus a fast-growing set of state disclosure and human-review mandates.",
    has_federal_framework: true,
    enforcement_bodies: [
      "Department of Health and Human Services, Office for Civil Rights",
      "Office of the National Coordinator for Health Information Technology (ONC)",
    ],
    federal_penalty_structure:
      "Section 1557 of the Affordable Care Act and HHS's 2024 implementing rule (45 CFR part 92) prohibit discrimination in covered health programs and impose duties on providers that use AI and other patient care decision support tools, enforced by the HHS Office for Civil Rights; ONC's HTI-1 rule adds algorithm-transparency certification criteria for predictive decision support in certified health IT.",
    sources: [
      {
        label: "Federal Register (GovInfo) — Nondiscrimination in Health Programs and Activities, final rule (May 6, 2024)",
        url: "https://www.govinfo.gov/content/pkg/FR-2024-05-06/html/2024-08711.htm",
      },
    ],
  },

  // High: tenant screening and ad targeting affect access to housing and the Fair Housing Act's disparate-impact
  // standard applies to algorithmic tools; rated High (not Critical) because fewer state AI statutes in the dataset
  // target housing specifically (Colorado SB26-189 does).
  {
    slug: "housing",
    name: "Housing and real estate",
    risk: "High",
    description:
      "Tenant screening, rental pricing and targeted housing advertising that use algorithms. The Fair Housing Act applies to these decisions whoever or whatever makes them.",
    has_federal_framework: true,
    enforcement_bodies: ["Department of Housing and Urban Development", "Department of Justice (Civil Rights Division)"],
    federal_penalty_structure:
      "The Fair Housing Act, including its disparate-impact standard (24 CFR 100.500), applies to algorithmic tenant screening and ad targeting; HUD investigates complaints and DOJ can sue, obtaining injunctive relief, monetary damages and, in pattern-or-practice cases, civil penalties.",
    sources: [],
  },

  // High: admissions, proctoring, grading and student-support tools affect educational opportunity and several state
  // laws reach schools (Colorado SB26-189 consequential decisions, Ohio HB 96 district AI policies, Nevada AB 406);
  // no federal rule clearly governs automated decisions here.
  {
    slug: "education",
    name: "Education",
    risk: "High",
    description:
      "AI used in admissions, assessment, proctoring, student support and school operations. State law increasingly requires district AI policies and treats education decisions as consequential.",
    has_federal_framework: false,
    enforcement_bodies: ["State education agencies (e.g. Ohio Department of Education and Workforce)"],
    federal_penalty_structure: null,
    sources: [],
  },

  // High: public-benefit and rights-affecting determinations by agencies; many state laws (NY LOADinG Act, TX HB 149,
  // CA SB 896, SB 524, Arkansas HB 1958) bind agencies, and OMB M-25-21 binds federal agencies' high-impact AI.
  {
    slug: "government",
    name: "Government and public sector",
    risk: "High",
    description:
      "Agency use of AI for benefits, eligibility, public communications, law enforcement reports and internal operations. Governed by inventories, impact assessments, disclosure rules and human-review requirements rather than fines.",
    has_federal_framework: true,
    enforcement_bodies: ["Office of Management and Budget"],
    federal_penalty_structure:
      "No monetary penalties: OMB Memorandum M-25-21 requires federal agencies to apply minimum risk-management practices to high-impact AI (pre-deployment testing, AI impact assessments, ongoing monitoring) and to stop uses that do not comply.",
    sources: [
      {
        label: "OMB Memorandum M-25-21 — Accelerating Federal Use of AI through Innovation, Governance, and Public Trust",
        url: "https://www.whitehouse.gov/wp-content/uploads/2025/02/M-25-21-Accelerating-Federal-Use-of-AI-through-Innovation-Governance-and-Public-Trust.pdf",
      },
    ],
  },

  // Medium: customer-service chatbots, recommendation and personalized pricing; exposure is mostly disclosure duties
  // (Maine LD 1727, Utah SB 226, NY algorithmic pricing law) and general deception law enforced by the FTC.
  {
    slug: "retail",
    name: "Retail and e-commerce",
    risk: "Medium",
    description:
      "Customer-facing chatbots, product recommendations and personalized or algorithmic pricing. Obligations are mainly disclosure duties and general prohibitions on deceptive practices.",
    has_federal_framework: false,
    enforcement_bodies: ["Federal Trade Commission", "State attorneys general"],
    federal_penalty_structure:
      "No AI-specific federal statute; the FTC applies Section 5 of the FTC Act to deceptive or unfair AI claims and practices (for example its 2024 Operation AI Comply sweep), seeking injunctions and monetary relief.",
    sources: [
      {
        label: "FTC — Crackdown on deceptive AI claims and schemes (Operation AI Comply)",
        url: "https://www.ftc.gov/news-events/news/press-releases/2024/09/ftc-announces-crackdown-deceptive-ai-claims-schemes",
      },
    ],
  },

  // Medium: AI-generated ads and AI-voice outreach; the FCC's binding 2024 declaratory ruling brings AI voices under
  // the TCPA (so the flag is true), and many states require AI labels on political ads. Rated Medium because most
  // duties are labelling/consent rules rather than decisions about individuals.
  {
    slug: "marketing-advertising",
    name: "Marketing and advertising",
    risk: "Medium",
    description:
      "AI-generated advertising content, synthetic performers, political ads and AI-voice calls to consumers. Governed by consent, labelling and disclaimer rules at federal and state level.",
    has_federal_framework: true,
    enforcement_bodies: ["Federal Communications Commission", "Federal Trade Commission"],
    federal_penalty_structure:
      "Under the Telephone Consumer Protection Act, the FCC confirmed (Declaratory Ruling FCC 24-17) that AI-generated voices are 'artificial or prerecorded voices', so AI-voice calls need prior express consent and the TCPA's identification and opt-out rules; the TCPA provides statutory damages of $500 per call (up to $1,500 if willful) plus FCC and state enforcement. Deceptive AI advertising claims fall under Section 5 of the FTC Act.",
    sources: [
      { label: "FCC Declaratory Ruling FCC 24-17 (AI-generated voices under the TCPA)", url: "https://docs.fcc.gov/public/attachments/FCC-24-17A1.pdf" },
      {
        label: "FTC — Crackdown on deceptive AI claims and schemes (Operation AI Comply)",
        url: "https://www.ftc.gov/news-events/news/press-releases/2024/09/ftc-announces-crackdown-deceptive-ai-claims-schemes",
      },
    ],
  },

  // High: deepfakes, digital replicas, provenance labelling and companion chatbots are the fastest-growing area of state
  // AI law (CA SB 942/AB 853, SB 243, TN ELVIS Act, NY AI companion law, dozens of election deepfake laws); no federal
  // rule governs automated decisions in the sector, so the flag is false.
  {
    slug: "media-content",
    name: "Media, entertainment and online content",
    risk: "High",
    description:
      "Generative content, deepfakes, digital replicas of voices and likenesses, provenance labelling and companion chatbots. Dense, fast-changing state law on disclosure, consent and safety.",
    has_federal_framework: false,
    enforcement_bodies: ["State attorneys general", "State election and campaign-finance regulators"],
    federal_penalty_structure: null,
    sources: [],
  },

  // Medium: AI legal tools raise unauthorized-practice and deception risks (the FTC's DoNotPay 'robot lawyer' action)
  // and Utah treats legal advice as a high-risk AI interaction, but few AI-specific duties apply.
  {
    slug: "legal-services",
    name: "Legal services",
    risk: "Medium",
    description:
      "AI used to give legal information or advice, draft documents or support lawyers. Exposure comes from professional-conduct rules, disclosure duties for regulated occupations and deception law.",
    has_federal_framework: false,
    enforcement_bodies: ["State bar regulators", "Federal Trade Commission"],
    federal_penalty_structure: null,
    sources: [],
  },

  // High: automated driving systems and driver assistance pose physical-safety risk; NHTSA's Standing General Order
  // requires crash reporting for ADS and Level 2 ADAS vehicles, so a binding federal order applies.
  {
    slug: "transportation",
    name: "Transportation and automated vehicles",
    risk: "High",
    description:
      "Automated driving systems, advanced driver assistance and AI in fleet and logistics operations. Federal safety regulators collect crash data and can require recalls of defective automation.",
    has_federal_framework: true,
    enforcement_bodies: ["National Highway Traffic Safety Administration"],
    federal_penalty_structure:
      "NHTSA's Standing General Order 2021-01 (issued under the National Traffic and Motor Vehicle Safety Act, 49 U.S.C. § 30166(g)) requires manufacturers and operators of vehicles with automated driving systems or SAE Level 2 driver assistance to report qualifying crashes; NHTSA uses the reports to investigate safety defects and pursue recalls.",
    sources: [
      {
        label: "NHTSA — Standing General Order on Crash Reporting for Levels of Driving Automation 2-5",
        url: "https://www.nhtsa.gov/laws-regulations/standing-general-order-crash-reporting-levels-driving-automation-2-5",
      },
    ],
  },
];
