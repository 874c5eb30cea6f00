/**
 * State-level AI laws for US states Nevada … Wyoming (alphabetically N–W), plus the District of Columbia and
 * New York City (both carried with scope "state"; their JurisdictionSeed kinds are "district" and "local").
 *
 * How this was verified: every row was checked on 2026-11-21 with the stored-copy `search` tool (corpora
 * "pages" and "docs") and `find_string`, against legislature/agency pages or pages that quote them (bill
 * history snippets, enrolled text, governors' releases, law-firm and press reports). An `official_url` is set
 * only when that exact https URL was seen in a result (the page's own address or a link quoted in a page);
 * otherwise it is null. Dates, statuses and effective dates are only filled when a source stated them.
 *
 * Caveats:
 * - Status strings follow the wording the sources used; where only a chapter/act number was seen, the status
 *   names that number rather than guessing the signing wording.
 * - `in_force` is true only where a source said the law is in effect; false only for the vetoed Virginia bill
 *   and the New York RAISE Act (reported "enacted, not yet in effect", effective January 1, 2027).
 * - Several record dates rely on secondary reporting of the signing (noted per row in the summary where the
 *   sources disagreed; in those cases `record_date` is null).
 * - Jurisdictions in range with no row: North Carolina, West Virginia and Wyoming (no enactment could be
 *   confirmed with the search budget; e.g. NC H591 and WV HB 5690 passed the legislature but the final action
 *   was not seen).
 */
import type { LawSeed } from "../types";

export const stateLawsNW: LawSeed[] = [
  // ───────────────────────────── Nevada ─────────────────────────────
  {
    key: "nevada:AB 406",
    scope: "state",
    jurisdiction: "nevada",
    identifier: "AB 406",
    title:
      "AB 406 (2025) — restrictions on artificial intelligence in mental and behavioral health care and in public schools",
    record_type: "statute",
    status: "Signed by Governor",
    in_force: true,
    record_date: "2025-06-05",
    summary:
      "Bars offering AI systems programmed to provide professional mental or behavioral health care in Nevada and bars representing an AI system as a therapist or counselor. Licensed providers may use AI only for administrative support and must review AI-generated records; public schools may not use AI to perform the mental-health duties of counselors, psychologists or social workers. Civil penalties of up to $15,000 per violation.",
    source: "Nevada Legislature",
    official_url:
      "https://www.leg.state.nv.us/App/NELIS/REL/83rd2025/Bill/FillSelectedBillTab?billKey=12575&selectedTab=Overview",
    sources: [
      {
        tier: "secondary",
        label: "NASW Nevada Chapter — AB406 is now law",
        url: "https://naswnv.socialworkers.org/Professional-Development/AI-Regulation",
      },
    ],
    effective_text: "July 1, 2025",
  },

  // ───────────────────────────── New Hampshire ─────────────────────────────
  {
    key: "new-hampshire:HB 1596",
    scope: "state",
    jurisdiction: "new-hampshire",
    identifier: "HB 1596",
    title: "Requiring a disclosure of deceptive artificial intelligence usage in political advertising",
    record_type: "statute",
    status: "Signed by Governor Sununu 08/02/2024; Chapter 345; eff. 08/01/2024",
    in_force: null,
    record_date: "2024-08-02",
    summary:
      "Adds RSA 664:14-c, which bars distributing deceptive synthetic media or deepfakes of candidates or parties within 90 days of an election unless the content carries a disclosure that it was manipulated. Includes exceptions for satire, parody and news coverage, and lets affected candidates seek injunctive relief and damages.",
    source: "New Hampshire General Court",
    official_url: null,
    sources: [
      {
        tier: "secondary",
        label: "LegiScan — HB1596 (2024) amended text and status",
        url: "https://legiscan.com./NH/text/HB1596/2024",
      },
    ],
  },
  {
    key: "new-hampshire:HB 1432",
    scope: "state",
    jurisdiction: "new-hampshire",
    identifier: "HB 1432",
    title: "Relative to prohibiting certain uses of deepfakes and creating a private claim of action",
    record_type: "statute",
    status: "Enacted — Chapter 243, Laws of 2024",
    in_force: null,
    record_date: null,
    summary:
      "Creates the crime of fraudulent use of deepfakes (RSA 638:26-a), a class B felony when a person knowingly creates or distributes a deepfake of an identifiable individual to embarrass, harass, defraud or otherwise harm them. Also creates a civil cause of action for victims and bars registration as a lobbyist for people found to have fraudulently used deepfakes in certain cases.",
    source: "New Hampshire General Court",
    official_url: null,
    sources: [
      {
        tier: "secondary",
        label: "NH Liberty Alliance — HB1432 (2024) final version, Chapter 243",
        url: "https://bills.nhliberty.org/bills/2024/HB1432",
      },
    ],
  },
  {
    key: "new-hampshire:HB 1688",
    scope: "state",
    jurisdiction: "new-hampshire",
    identifier: "HB 1688",
    title: "Relative to the use of artificial intelligence by state agencies",
    record_type: "statute",
    status: "Signed by Governor",
    in_force: true,
    record_date: null,
    summary:
      "Sets rules for state-agency use of AI: agencies may not use AI for unlawful discriminatory classification, real-time or remote biometric surveillance of public spaces (except law enforcement with a warrant), or deceptive or malicious deepfakes. Requires human review of AI recommendations that cannot be reversed once acted on, and disclosure of AI-generated content and AI interactions to the public.",
    source: "New Hampshire General Court",
    official_url: "https://gencourt.state.nh.us/bill_status/billinfo.aspx?id=1597&inflect=2",
    sources: [
      {
        tier: "secondary",
        label: "Citizens Count — HB 1688 (2024)",
        url: "https://citizenscount.org/bills/hb-1688-2024",
      },
    ],
  },

  // ───────────────────────────── New Jersey ─────────────────────────────
  {
    key: "new-jersey:A3540",
    scope: "state",
    jurisdiction: "new-jersey",
    identifier: "A3540/S2544 (P.L.2025, c.40)",
    title: "Civil and criminal penalties for deceptive audio or visual media (deepfakes)",
    record_type: "statute",
    status: "Signed by Governor — P.L.2025, c.40",
    in_force: null,
    record_date: "2025-04-02",
    summary:
      "Makes producing or knowingly disseminating deceptive AI-generated audio or visual media for an unlawful purpose, such as harassment or extortion, a third-degree crime punishable by up to five years in prison and fines of up to $30,000. Also gives people depicted in such deepfakes a civil cause of action. Signed after the Governor's earlier conditional veto led to amendments.",
    source: "New Jersey Legislature",
    official_url: null,
    alternate_names: ["New Jersey deepfake law"],
    sources: [
      {
        tier: "secondary",
        label: "Rutgers Policy Lab — NJ state policy update (P.L.2025, c.40)",
        url: "https://policylab.rutgers.edu/?p=8683",
      },
      {
        tier: "secondary",
        label: "GovTech — New Jersey Governor signs law criminalizing deepfakes",
        url: "https://govtech.com/artificial-intelligence/new-jersey-governor-signs-law-criminalizing-deepfakes",
      },
    ],
  },

  // ───────────────────────────── New Mexico ─────────────────────────────
  {
    key: "new-mexico:HB 182",
    scope: "state",
    jurisdiction: "new-mexico",
    identifier: "HB 182",
    title: "Election Changes (Artificial Intelligence Disclosures)",
    record_type: "statute",
    status: "Signed by Governor",
    in_force: null,
    record_date: "2024-03-05",
    summary:
      "Amends the Campaign Reporting Act to require disclaimers on campaign advertisements that use AI-generated or other materially deceptive media, with rules for how visual and audio disclaimers must appear. Creates a crime of distributing undisclosed materially deceptive media to influence an election; enforced with the State Ethics Commission and Secretary of State.",
    source: "New Mexico Legislature",
    official_url: "https://www.nmlegis.gov/Sessions/24%20Regular/bills/house/HB0182.html",
    sources: [
      {
        tier: "secondary",
        label: "NM Secretary of State — priority election bills becoming law (March 6, 2024)",
        url: "https://www.sos.nm.gov/2024/03/06/secretary-of-state-responds-to-priority-election-bills-becoming-law/",
      },
    ],
  },

  // ───────────────────────────── New York (State) ─────────────────────────────
  {
    key: "new-york:S6953B",
    scope: "state",
    jurisdiction: "new-york",
    identifier: "S6953B / A6453B",
    title: "Responsible AI Safety and Education Act",
    record_type: "statute",
    status: "Signed by Governor",
    in_force: false,
    record_date: "2025-12-19",
    summary:
      "Adds Article 44-B to the General Business Law requiring large developers of frontier AI models to publish safety and security protocols and to report safety incidents to the state within 72 hours. Signed with agreed chapter amendments that create an oversight office in the Department of Financial Services and set Attorney General penalties of up to $1 million for a first violation and $3 million for later ones. Reported as enacted but not yet in effect; it takes effect January 1, 2027.",
    source: "New York State Legislature",
    official_url: "https://assembly.state.ny.us/leg/?Text=Y&bn=S6953&term=2025",
    alternate_names: ["RAISE Act", "New York RAISE Act"],
    sources: [
      {
        tier: "secondary",
        label: "Morrison Foerster — New York enacts the RAISE Act",
        url: "https://www.mofo.com/resources/insights/260105-new-york-enacts-the-raise-act-regulating-frontier-ai-models",
      },
      {
        tier: "secondary",
        label: "Governor's announcement (reprinted by Mondo Visione)",
        url: "https://mondovisione.com/media-and-resources/news/new-york-governor-hochul-signs-nation-leading-legislation-to-require-ai-framewor-20251222/",
      },
    ],
    effective_text: "January 1, 2027",
  },
  {
    key: "new-york:S8828",
    scope: "state",
    jurisdiction: "new-york",
    identifier: "S8828 / A9449 (Chapter 96 of 2026)",
    title: "RAISE Act chapter amendment (General Business Law Article 44-B)",
    record_type: "statute",
    status: "Signed by Governor — Chapter 96 of 2026",
    in_force: null,
    record_date: "2026-03-27",
    summary:
      "The chapter amendment agreed when the RAISE Act was signed: it repeals and replaces Article 44-B with provisions aimed at frontier developers (models trained with more than 10^26 operations) and large frontier developers with over $500 million in annual revenue, and sets up the Department of Financial Services office. Reports say it dropped the earlier ban on deploying models posing an unreasonable risk of critical harm.",
    source: "New York State Legislature",
    official_url: null,
    alternate_names: ["RAISE Act chapter amendment"],
    sources: [
      {
        tier: "secondary",
        label: "FilingsGPT — RAISE Act S.8828 enacted text (Chapter 96 of 2026)",
        url: "https://filings.nysgpt.com/documents/ny-raise-act-s8828",
      },
      {
        tier: "secondary",
        label: "Policy Window — New York RAISE Act overview",
        url: "https://policywindow.org/wiki/ny-raise-act/print",
      },
    ],
    effective_text: "January 1, 2027",
  },
  {
    key: "new-york:algorithmic-pricing-disclosure-act",
    scope: "state",
    jurisdiction: "new-york",
    identifier: "Chapter 58 of the Laws of 2025, Part X (GBL § 349-a)",
    title: "Algorithmic Pricing Disclosure Act",
    record_type: "statute",
    status: "Chaptered — Chapter 58 of the Laws of 2025 (FY 2026 budget, Part X)",
    in_force: true,
    record_date: "2025-05-09",
    summary:
      "Adds General Business Law § 349-a: a business that sets a price using personalized algorithmic pricing based on a consumer's personal data must show a clear and conspicuous notice that the price was set by an algorithm using the consumer's personal data. Enacted in the FY 2026 budget with a July 8, 2025 date, enforcement waited on a First Amendment challenge that a federal court rejected, and reports say it took effect November 10, 2025. Civil penalties of up to $1,000 per violation.",
    source: "New York State Legislature",
    official_url: null,
    alternate_names: ["New York algorithmic pricing law", "GBL 349-a"],
    sources: [
      {
        tier: "secondary",
        label: "Jones Day — New York's algorithmic pricing disclosure law takes effect",
        url: "https://www.jonesday.com/ja/insights/2025/11/new-yorks-novel-algorithmic-pricing-disclosure-law-takes-effect",
      },
      {
        tier: "secondary",
        label: "Data Protection Report — New York's algorithmic pricing law",
        url: "https://www.dataprotectionreport.com/2025/12/new-yorks-algorithmic-pricing-law/",
      },
    ],
    effective_text: "November 10, 2025",
  },
  {
    key: "new-york:gbl-article-47-ai-companions",
    scope: "state",
    jurisdiction: "new-york",
    identifier: "GBL Article 47 (§§ 1700–1704)",
    title: "Artificial Intelligence Companion Models",
    record_type: "statute",
    status: "Enacted in the FY 2026 state budget",
    in_force: true,
    record_date: "2025-05-09",
    summary:
      "Makes it unlawful to operate an AI companion for New York users unless it has a protocol to detect and respond to expressions of suicidal ideation or self-harm, including referral to crisis services such as 988. Operators must tell users at the start of an interaction, and at least every three hours in continuing ones, that they are not talking to a human. Enforced by the Attorney General with penalties of up to $15,000 per day.",
    source: "New York State Legislature",
    official_url: null,
    alternate_names: ["New York AI companion law"],
    sources: [
      {
        tier: "primary",
        label: "Assembly bill A6767 (standalone version of the Article 47 text)",
        url: "https://assembly.state.ny.us/leg/?Text=Y&bn=A6767&term=2025",
      },
      {
        tier: "secondary",
        label: "NOPE — NY GBL Article 47 summary",
        url: "https://nope.net/regs/us-ny-article47",
      },
    ],
    effective_text: "November 5, 2025",
  },
  {
    key: "new-york:S7543B",
    scope: "state",
    jurisdiction: "new-york",
    identifier: "S7543B / A9430B",
    title: "Legislative Oversight of Automated Decision-making in Government Act",
    record_type: "statute",
    status: "Signed by Governor (approval memo 97)",
    in_force: true,
    record_date: "2024-12-21",
    summary:
      "Amends the State Technology Law so state agencies may not use automated decision-making systems for public benefits or decisions affecting rights, safety or welfare without meaningful human review. Agencies must publish impact assessments, stop using systems found to produce discriminatory outcomes, and disclose the automated decision-making systems they already use.",
    source: "New York State Legislature",
    official_url: null,
    alternate_names: ["LOADinG Act"],
    sources: [
      {
        tier: "secondary",
        label: "BillTrack50 — NY S07543 status history",
        url: "https://www.billtrack50.com/billdetail/1634458",
      },
    ],
  },
  {
    key: "new-york:S8420A",
    scope: "state",
    jurisdiction: "new-york",
    identifier: "S8420-A / A8887-B",
    title: "Disclosure of synthetic performers in advertisements (GBL § 396-b)",
    record_type: "statute",
    status: "Signed by Governor",
    in_force: null,
    record_date: "2025-12-11",
    summary:
      "Requires anyone who produces or creates an advertisement to disclose conspicuously when it contains an AI-generated synthetic performer they know about. Excludes audio ads, AI used only for translation, and promotion of expressive works where the use matches the work. Civil penalties of $1,000 for a first violation and $5,000 for later ones.",
    source: "New York State Legislature",
    official_url: null,
    alternate_names: ["New York synthetic performer law"],
    sources: [
      {
        tier: "secondary",
        label: "Davis Wright Tremaine — recent New York AI laws for content creators",
        url: "https://www.dwt.com/blogs/artificial-intelligence-law-advisor/2026/01/ny-state-consumer-facing-ai-regulation",
      },
    ],
    effective_text: "June 9, 2026",
  },
  {
    key: "new-york:S8391",
    scope: "state",
    jurisdiction: "new-york",
    identifier: "S8391 / A8882",
    title: "Post-mortem right of publicity — digital replicas of deceased individuals (Civil Rights Law § 50-f)",
    record_type: "statute",
    status: "Signed by Governor",
    in_force: null,
    record_date: "2025-12-11",
    summary:
      "Expands New York's post-mortem right of publicity so that commercial use of a deceased person's name, image or likeness, including a vocal or visual digital replica, needs prior consent from heirs or executors. Reported to take effect immediately on signing.",
    source: "New York State Legislature",
    official_url: null,
    sources: [
      {
        tier: "secondary",
        label: "Mondaq — New York legislation on AI-generated performers and post-mortem publicity",
        url: "https://www.mondaq.com/unitedstates/advertising-marketing-branding/1742986/new-york-legislation-requires-disclosure-on-ai-generated-performers-in-advertising-and-strengthens-post-mortem-publicity-rights",
      },
    ],
  },
  {
    key: "new-york:materially-deceptive-media-elections",
    scope: "state",
    jurisdiction: "new-york",
    identifier: "Chapter 58 of the Laws of 2024, Part MM, Subpart B (Election Law § 14-106(5))",
    title: "Disclosure of materially deceptive media in political communications",
    record_type: "statute",
    status: "Enacted in the FY 2025 budget; amended by Chapter 169 of the Laws of 2024",
    in_force: null,
    record_date: null,
    summary:
      "Adds Election Law § 14-106(5), requiring anyone who distributes a political communication made with or containing materially deceptive media (AI or other digitally created or altered content) to disclose that it was manipulated. Chapter 169 of 2024 (S9678-B) narrowed the knowledge standard to actual knowledge and set the disclosure wording for visual and audio media.",
    source: "New York State Legislature",
    official_url: null,
    sources: [
      {
        tier: "primary",
        label: "S9678-B (2024) bill text amending Election Law § 14-106(5)",
        url: "https://assembly.state.ny.us/leg/?default_fld=&leg_video=&bn=S9678&term=2023&Text=Y",
      },
    ],
  },

  // ───────────────────────────── New York City ─────────────────────────────
  {
    key: "new-york-city:Local Law 144 of 2021",
    scope: "state",
    jurisdiction: "new-york-city",
    identifier: "Local Law 144 of 2021 (Int. 1894-2020)",
    title: "Automated employment decision tools",
    record_type: "ordinance",
    status: "Enacted",
    in_force: true,
    record_date: "2021-12-11",
    summary:
      "Bars employers and employment agencies from using an automated employment decision tool to screen NYC candidates or employees unless the tool had an independent bias audit within the past year, a summary of the results is public, and candidates get advance notice. Codified at Administrative Code §§ 20-870 to 20-874 and enforced by the Department of Consumer and Worker Protection with civil penalties of $500 to $1,500 per violation.",
    source: "New York City Council",
    official_url:
      "https://legistar.council.nyc.gov/LegislationDetail.aspx?ID=4344524&GUID=B051915D-A9AC-451E-81F8-6596032FA3F9",
    alternate_names: ["NYC Local Law 144", "LL144", "NYC AEDT law", "NYC bias audit law"],
    sources: [
      {
        tier: "primary",
        label: "NYS Comptroller — audit of DCWP enforcement of Local Law 144 (Dec. 2, 2025)",
        url: "https://www.osc.ny.gov/state-agencies/audits/2025/12/02/enforcement-local-law-144-automated-employment-decision-tools",
      },
    ],
    effective_text: "Enforcement began July 5, 2023",
  },
  {
    key: "new-york-city:6 RCNY 5-300",
    scope: "state",
    jurisdiction: "new-york-city",
    identifier: "6 RCNY §§ 5-300 – 5-304",
    title: "DCWP rules on automated employment decision tools",
    record_type: "regulation",
    status: "Notice of adoption filed",
    in_force: null,
    record_date: "2023-04-06",
    summary:
      "The Department of Consumer and Worker Protection's final rules implementing Local Law 144. They define the bias-audit method (selection rates and impact ratios by sex, race/ethnicity and intersectional categories), auditor independence, data requirements, publication of results and candidate notices; the rules and enforcement began July 5, 2023.",
    source: "NYC Department of Consumer and Worker Protection",
    official_url: null,
    sources: [
      {
        tier: "secondary",
        label: "Bond, Schoeneck & King — notice of adoption for the NYC AEDT rules",
        url: "https://www.bsk.com/new-york-labor-and-employment-law-report/notice-of-adoption-for-nyc-automated-employment-decision-tools-law-and-deferred-enforcement-date",
      },
    ],
    effective_text: "July 5, 2023",
  },
  {
    key: "new-york-city:Local Law 35 of 2022",
    scope: "state",
    jurisdiction: "new-york-city",
    identifier: "Local Law 35 of 2022 (Int. 1806-2019)",
    title: "Reporting on algorithmic tools used by city agencies",
    record_type: "ordinance",
    status: "Enacted",
    in_force: null,
    record_date: "2022-01-15",
    summary:
      "Requires each city agency to report every year on the algorithmic tools (machine learning, AI, predictive analytics and similar) it uses to make or support decisions that materially affect the public, including the tool's purpose, data and vendor. The Mayor's Office of Operations (now reported through OTI) compiles the reports for the Mayor and the Council Speaker.",
    source: "New York City Council",
    official_url:
      "https://legistar.council.nyc.gov/LegislationDetail.aspx?ID=4265421&GUID=FBA29B34-9266-4B52-B438-A772D81B1CB5",
    alternate_names: ["NYC algorithmic tools reporting law", "LL 35"],
    sources: [
      {
        tier: "secondary",
        label: "intro.nyc — Int 1806-2019 legislative history",
        url: "https://intro.nyc/1806-2019",
      },
      {
        tier: "primary",
        label: "Data.gov — Algorithmic Tools Compliance Report (NYC)",
        url: "https://catalog-old.data.gov/dataset/algorithmic-tools-compliance-report",
      },
    ],
  },

  // ───────────────────────────── North Dakota ─────────────────────────────
  {
    key: "north-dakota:HB 1167",
    scope: "state",
    jurisdiction: "north-dakota",
    identifier: "HB 1167",
    title: "Artificial intelligence disclosure statements",
    record_type: "statute",
    status: "Signed by Governor",
    in_force: true,
    record_date: null,
    summary:
      "Requires political communications and advertising that use AI to visually or audibly impersonate a human to carry the disclaimer 'THIS CONTENT GENERATED BY ARTIFICIAL INTELLIGENCE.' Excludes AI used only for text generation, grammar, spelling or stylistic editing. Signed by Governor Armstrong in April 2025 (exact day reported inconsistently).",
    source: "North Dakota Legislative Assembly",
    official_url: null,
    sources: [
      {
        tier: "secondary",
        label: "North Dakota Monitor (via The Dakotan) — Armstrong signs political advertising bills",
        url: "https://mydakotan.com/2025/04/gov-armstrong-signs-2-bills-affecting-north-dakota-political-communications-advertising/page/270",
      },
    ],
  },

  // ───────────────────────────── Ohio ─────────────────────────────
  {
    key: "ohio:HB 96",
    scope: "state",
    jurisdiction: "ohio",
    identifier: "HB 96 (136th General Assembly)",
    title: "FY 2026–2027 operating budget — school artificial intelligence policy requirement (R.C. 3301.24)",
    record_type: "statute",
    status: "Signed into law, with vetoes",
    in_force: null,
    record_date: "2025-06-30",
    summary:
      "The state budget enacts R.C. 3301.24, directing the Department of Education and Workforce to publish a model policy on AI use by students and staff by December 31, 2025, and requiring every public district, community school and STEM school to adopt an AI-use policy by July 1, 2026. It also excludes certain personal notes made with assistive applications from the public-records definition.",
    source: "Ohio General Assembly",
    official_url: null,
    sources: [
      {
        tier: "secondary",
        label: "Ohio School Boards Association — budget bill changes to school law",
        url: "https://www.ohioschoolboards.org/blogs/legal-ledger/significant-budget-bill-changes-school-law",
      },
    ],
    effective_text: "July 1, 2026",
  },

  // ───────────────────────────── Oklahoma ─────────────────────────────
  {
    key: "oklahoma:HB 1364",
    scope: "state",
    jurisdiction: "oklahoma",
    identifier: "HB 1364",
    title: "Nonconsensual dissemination of artificially generated sexual depictions",
    record_type: "statute",
    status: "Signed by Governor",
    in_force: null,
    record_date: null,
    summary:
      "Extends Oklahoma's nonconsensual intimate-image law to AI-generated or digitally fabricated sexual depictions of real people. Knowing or reckless dissemination with intent to harm is a misdemeanor, rising to a felony with prison of up to ten years for financial gain or repeat offenses.",
    source: "Oklahoma Legislature",
    official_url: null,
    sources: [
      {
        tier: "secondary",
        label: "BABL AI — Oklahoma enacts AI revenge porn law",
        url: "https://babl.ai/oklahoma-enacts-nation-leading-ai-revenge-porn-law",
      },
    ],
    effective_text: "November 1, 2025",
  },

  // ───────────────────────────── Oregon ─────────────────────────────
  {
    key: "oregon:SB 1571",
    scope: "state",
    jurisdiction: "oregon",
    identifier: "SB 1571",
    title: "Relating to the use of artificial intelligence in campaign communications; declaring an emergency",
    record_type: "statute",
    status: "Chaptered",
    in_force: null,
    record_date: "2024-03-28",
    summary:
      "Requires campaign communications that contain synthetic media (AI-generated or digitally manipulated images, audio or video) to disclose the manipulation. Enforced by the Secretary of State and, in some cases, the Attorney General, with civil penalties; satire and certain media outlets are exempt.",
    source: "Oregon State Legislature",
    official_url: "https://olis.oregonlegislature.gov/liz/2024r1/Measures/Overview/SB1571",
    sources: [
      {
        tier: "secondary",
        label: "Portland Tribune (via Yahoo News) — Oregon's first AI bills head to Governor",
        url: "https://www.yahoo.com/news/oregon-first-ai-bills-head-233300296.html",
      },
    ],
  },

  // ───────────────────────────── Pennsylvania ─────────────────────────────
  {
    key: "pennsylvania:SB 649",
    scope: "state",
    jurisdiction: "pennsylvania",
    identifier: "SB 649 (Act 35 of 2025)",
    title: "In forgery and fraudulent practices, providing for the offense of digital forgery",
    record_type: "statute",
    status: "Act No. 35 of 2025",
    in_force: null,
    record_date: "2025-07-07",
    summary:
      "Creates the crime of digital forgery for generating or distributing a forged digital likeness (a convincing AI or computer-made image, video or audio of an identifiable person, made without consent) with intent to defraud or injure. A first-degree misdemeanor, or a third-degree felony when part of a scheme to defraud, coerce or steal; satire, parody and other protected expression are excepted.",
    source: "Pennsylvania General Assembly",
    official_url: null,
    alternate_names: ["Pennsylvania digital forgery law"],
    sources: [
      {
        tier: "secondary",
        label: "Sen. Pennycuick — SB 649 signed into law as Act 35 of 2025",
        url: "https://senatorpennycuick.com/2025/07/08/pennycuick-bill-targeting-rise-of-deepfake-scams-signed-into-law",
      },
      {
        tier: "secondary",
        label: "BillTrack50 — PA SB649 status",
        url: "https://www.billtrack50.com/billdetail/1889003",
      },
    ],
  },

  // ───────────────────────────── Rhode Island ─────────────────────────────
  {
    key: "rhode-island:H 5872 Sub A",
    scope: "state",
    jurisdiction: "rhode-island",
    identifier: "2025-H 5872 Substitute A (Chapter 409)",
    title: "Relating to Elections — Deceptive and Fraudulent Synthetic Media in Election Communications",
    record_type: "statute",
    status: "Enacted 07/02/2025 — Chapter 409",
    in_force: null,
    record_date: "2025-07-02",
    summary:
      "Adds chapter 17-30 to the General Laws: candidates, campaign committees, PACs, parties and independent spenders may not distribute deceptive synthetic media of a candidate within 90 days of an election unless it is disclosed as manipulated. Satire and parody are excepted, and depicted candidates can seek injunctions and damages.",
    source: "Rhode Island General Assembly",
    official_url: "https://webserver.rilegislature.gov/PublicLaws/law25/law25409.htm",
  },

  // ───────────────────────────── South Carolina ─────────────────────────────
  {
    key: "south-carolina:S.28",
    scope: "state",
    jurisdiction: "south-carolina",
    identifier: "S.28 (Act No. 57 of 2025)",
    title: "AI Child Abuse — obscene visual representations of child sexual abuse",
    record_type: "statute",
    status: "Act No. 57",
    in_force: null,
    record_date: null,
    summary:
      "Creates the felony of producing, distributing, soliciting or possessing obscene visual representations of child sexual abuse, including AI- or computer-generated images, whether or not the depicted minor exists; punishable by up to 10 years. Adds the offense to the sex offender registry, with family-court handling for some minors. Sources give May 12 and May 27, 2025 for the final action, so the date is left open.",
    source: "South Carolina General Assembly",
    official_url: null,
    sources: [
      {
        tier: "secondary",
        label: "VulcanBills — SC S0028 (Act No. 57)",
        url: "https://vulcanbills.com/sc/2025/S0028",
      },
    ],
  },

  // ───────────────────────────── South Dakota ─────────────────────────────
  {
    key: "south-dakota:SB 79",
    scope: "state",
    jurisdiction: "south-dakota",
    identifier: "SB 79 (2024)",
    title: "Revise child pornography offenses to cover computer-generated (AI) material",
    record_type: "statute",
    status: "Signed by Governor",
    in_force: null,
    record_date: "2024-02-12",
    summary:
      "Revises South Dakota's child sexual abuse material offenses so possession, distribution and manufacture cover AI-generated images and deepfakes of children, with mandatory minimum sentences for first offenses. Combined the Attorney General's SB 25 proposal into SB 79.",
    source: "South Dakota Legislature",
    official_url: "https://sdlegislature.gov/Session/Bill/24991",
    sources: [
      {
        tier: "secondary",
        label: "SD Attorney General release on SB 79 (via EIN Presswire)",
        url: "https://www.einpresswire.com/article/688124724/attorney-general-jackley-thanks-governor-legislators-for-support-of-child-porn-bill",
      },
    ],
    effective_text: "July 1, 2024",
  },
  {
    key: "south-dakota:SB 164",
    scope: "state",
    jurisdiction: "south-dakota",
    identifier: "SB 164 (2025)",
    title: "An Act to prohibit the use of a deepfake to influence an election and to provide a penalty therefor",
    record_type: "statute",
    status: "Signed by Governor",
    in_force: true,
    record_date: "2025-03-25",
    summary:
      "Makes it a Class 1 misdemeanor to disseminate, with intent to injure a candidate, a deepfake within 90 days of an election without a disclosure that it was manipulated or generated by AI. Exempts satire, parody and bona fide news coverage, and first puts definitions of artificial intelligence and deepfake into South Dakota law.",
    source: "South Dakota Legislature",
    official_url: null,
    sources: [
      {
        tier: "secondary",
        label: "Public Citizen — South Dakota enacts new anti-deepfake law",
        url: "https://www.citizen.org/news/south-dakota-enacts-new-anti-deepfake-law/",
      },
    ],
  },

  // ───────────────────────────── Tennessee ─────────────────────────────
  {
    key: "tennessee:HB 2091",
    scope: "state",
    jurisdiction: "tennessee",
    identifier: "HB 2091 / SB 2096 (Public Chapter 588)",
    title: "Ensuring Likeness, Voice, and Image Security Act of 2024",
    record_type: "statute",
    status: "Signed by Governor — Public Chapter 588",
    in_force: true,
    record_date: "2024-03-21",
    summary:
      "Amends Tennessee's Personal Rights Protection Act to make voice, including AI-simulated voice, a protected property right alongside name, photograph and likeness. Creates civil liability for publishing unauthorized voice or likeness replicas and for distributing tools whose primary purpose is producing a particular person's voice or likeness without authorization.",
    source: "Tennessee General Assembly",
    official_url: "https://www.capitol.tn.gov/Bills/113/Bill/SB2096.pdf",
    alternate_names: ["ELVIS Act", "Tennessee ELVIS Act"],
    sources: [
      {
        tier: "secondary",
        label: "Manatt — Tennessee's ELVIS Act expands publicity rights",
        url: "https://manatt.com/insights/newsletters/client-alert/tennessees-elvis-act-expands-publicity-rights-for",
      },
    ],
    effective_text: "July 1, 2024",
  },
  {
    key: "tennessee:SB 2668",
    scope: "state",
    jurisdiction: "tennessee",
    identifier: "SB 2668 (2024)",
    title: "Sexual exploitation of children — material includes images created, adapted or modified by artificial intelligence",
    record_type: "statute",
    status: "Enacted",
    in_force: null,
    record_date: null,
    summary:
      "Amends the definitions used for Tennessee's sexual exploitation of children offenses so that material includes computer-generated images created, adapted or modified by artificial intelligence, and adds definitions of artificial intelligence and generative artificial intelligence.",
    source: "Tennessee General Assembly",
    official_url: null,
    sources: [
      {
        tier: "secondary",
        label: "Maury County Source — new Tennessee laws effective July 2024 (citing the Secretary of State)",
        url: "https://maurycountysource.com/new-tennessee-laws-effective-july-2024/",
      },
    ],
    effective_text: "July 1, 2024",
  },
  {
    key: "tennessee:SB 741",
    scope: "state",
    jurisdiction: "tennessee",
    identifier: "SB 741 (2025)",
    title: "Criminal offenses for software or technology designed to create AI-generated child sexual abuse material",
    record_type: "statute",
    status: "Signed by Governor",
    in_force: null,
    record_date: "2025-04-24",
    summary:
      "Makes it a felony to knowingly possess (Class E), distribute (Class C) or produce (Class B) software or technology specifically designed to create or facilitate AI-generated child sexual abuse material. Written with the Tennessee Bureau of Investigation and aimed at such tools rather than AI generally.",
    source: "Tennessee General Assembly",
    official_url: null,
    sources: [
      {
        tier: "secondary",
        label: "Chattanoogan — Yager legislation on AI-generated child pornography signed into law",
        url: "https://www.chattanoogan.com/2025/6/3/504515/Legislation-To-Crack-Down-On.aspx",
      },
    ],
    effective_text: "July 1, 2025",
  },

  // ───────────────────────────── Texas ─────────────────────────────
  {
    key: "texas:HB 149",
    scope: "state",
    jurisdiction: "texas",
    identifier: "HB 149 (89R)",
    title: "Texas Responsible Artificial Intelligence Governance Act",
    record_type: "statute",
    status: "Signed by the Governor",
    in_force: true,
    record_date: "2025-06-22",
    summary:
      "Adds AI provisions to the Business & Commerce Code: disclosure duties for government agencies and health-care providers using AI with consumers, bans on developing or deploying AI to incite self-harm or crime, unlawfully discriminate, produce child sexual abuse material or certain sexual deepfakes, and government social scoring. Creates an AI regulatory sandbox and the Texas Artificial Intelligence Council, with Attorney General enforcement and civil penalties.",
    source: "Texas Legislature Online",
    official_url: "https://capitol.texas.gov/billlookup/BillSummary.aspx?Bill=HB149&LegSess=89R",
    alternate_names: ["TRAIGA", "Texas Responsible AI Governance Act", "Texas AI Act"],
    sources: [
      {
        tier: "secondary",
        label: "LegiScan — TX HB149 (2025) enrolled text",
        url: "https://legiscan.com/TX/text/HB149/2025",
      },
      {
        tier: "secondary",
        label: "GovTech — Texas governor signs multiple AI bills",
        url: "https://insider.govtech.com/texas/news/texas-gov-signs-multiple-ai-bills-despite-federal-moratorium",
      },
    ],
    effective_text: "January 1, 2026",
  },
  {
    key: "texas:SB 1964",
    scope: "state",
    jurisdiction: "texas",
    identifier: "SB 1964 (89R)",
    title: "Relating to the regulation and use of artificial intelligence systems and the management of data by governmental entities",
    record_type: "statute",
    status: "Signed by the Governor",
    in_force: null,
    record_date: "2025-06-22",
    summary:
      "Amends Government Code chapter 2054 to govern how state and local governmental entities use AI systems and manage data, including definitions of consequential decisions and heightened-scrutiny AI systems that make or control such decisions about access to government services. One of five AI bills Governor Abbott signed on June 22, 2025.",
    source: "Texas Legislature Online",
    official_url: null,
    sources: [
      {
        tier: "primary",
        label: "Senate committee substitute text (not the enrolled version)",
        url: "https://capitol.texas.gov/tlodocs/89R/billtext/html/SB01964S.htm",
      },
      {
        tier: "secondary",
        label: "GovTech — Texas governor signs multiple AI bills",
        url: "https://insider.govtech.com/texas/news/texas-gov-signs-multiple-ai-bills-despite-federal-moratorium",
      },
    ],
  },
  {
    key: "texas:SB 441",
    scope: "state",
    jurisdiction: "texas",
    identifier: "SB 441 (89R)",
    title: "Relating to criminal and civil liability related to sexually explicit media and artificial intimate visual material",
    record_type: "statute",
    status: "Signed by the Governor",
    in_force: null,
    record_date: "2025-06-22",
    summary:
      "Broadens Penal Code § 21.165 from deepfake videos to any deep fake media depicting a person's computer-generated intimate parts or sexual conduct without consent, and adds offenses and increased penalties. Creates civil liability reaching people, websites and payment processors involved in producing or distributing artificial intimate visual material, including nudification apps.",
    source: "Texas Legislature Online",
    official_url: "https://capitol.texas.gov/tlodocs/89R/billtext/html/SB00441F.htm",
    sources: [
      {
        tier: "primary",
        label: "Senate Research Center bill analysis (enrolled)",
        url: "https://capitol.texas.gov/tlodocs/89R/analysis/html/SB00441F.htm",
      },
    ],
  },
  {
    key: "texas:HB 2818",
    scope: "state",
    jurisdiction: "texas",
    identifier: "HB 2818 (89R)",
    title: "Artificial intelligence division within the Department of Information Resources",
    record_type: "statute",
    status: "Signed by the Governor",
    in_force: null,
    record_date: "2025-06-22",
    summary:
      "Establishes an artificial intelligence division within the Texas Department of Information Resources. Signed on June 22, 2025 alongside HB 149, HB 3512, SB 441 and SB 1964.",
    source: "Texas Legislature Online",
    official_url: null,
    sources: [
      {
        tier: "secondary",
        label: "GovTech — 10 tech bills on the governor's desk",
        url: "https://insider.govtech.com/texas/news/10-tech-bills-still-sitting-on-the-governors-desk",
      },
    ],
  },
  {
    key: "texas:HB 3512",
    scope: "state",
    jurisdiction: "texas",
    identifier: "HB 3512 (89R)",
    title: "Cybersecurity and artificial intelligence training for government employees and officials",
    record_type: "statute",
    status: "Signed by the Governor",
    in_force: null,
    record_date: "2025-06-22",
    summary:
      "Requires annual cybersecurity and AI training for government employees and officials who use a computer for at least 25 percent of their duties. Signed on June 22, 2025 with the other 2025 Texas AI bills.",
    source: "Texas Legislature Online",
    official_url: null,
    sources: [
      {
        tier: "secondary",
        label: "GovTech — 10 tech bills on the governor's desk",
        url: "https://insider.govtech.com/texas/news/10-tech-bills-still-sitting-on-the-governors-desk",
      },
    ],
  },
  {
    key: "texas:HB 2060",
    scope: "state",
    jurisdiction: "texas",
    identifier: "HB 2060 (88R)",
    title: "Relating to the creation of the artificial intelligence advisory council",
    record_type: "statute",
    status: "Effective immediately",
    in_force: null,
    record_date: "2023-06-13",
    summary:
      "Adds Government Code Subchapter S creating an Artificial Intelligence Advisory Council to study and monitor AI systems developed, used or procured by state agencies. Defines automated decision systems and has agencies report their use of such systems.",
    source: "Texas Legislature Online",
    official_url: "https://capitol.texas.gov/tlodocs/88R/billtext/html/HB02060F.htm",
    sources: [
      {
        tier: "secondary",
        label: "LegiScan — TX HB2060 (2023) status",
        url: "https://legiscan.com./TX/text/HB2060/2023",
      },
    ],
  },
  {
    key: "texas:SB 751",
    scope: "state",
    jurisdiction: "texas",
    identifier: "SB 751 (86R)",
    title: "Relating to the creation of a criminal offense for fabricating a deceptive video with intent to influence the outcome of an election",
    record_type: "statute",
    status: "Enacted — Acts 2019, 86th Leg., R.S., Ch. 1339",
    in_force: null,
    record_date: "2019-06-14",
    summary:
      "Adds Election Code § 255.004(d)–(e), making it an offense to create a deep fake video with intent to injure a candidate or influence an election and have it published or distributed within 30 days of the election. Widely cited as the first state law on election deepfakes.",
    source: "Texas Legislature Online",
    official_url: "https://capitol.texas.gov/tlodocs/86R/billtext/html/SB00751F.htm",
    sources: [
      {
        tier: "secondary",
        label: "LegiScan — TX SB751 (2019) status",
        url: "https://legiscan.com/TX/text/SB751/2019",
      },
    ],
    effective_text: "September 1, 2019",
  },

  // ───────────────────────────── Utah ─────────────────────────────
  {
    key: "utah:SB 149",
    scope: "state",
    jurisdiction: "utah",
    identifier: "SB 149 (2024) — Laws of Utah 2024, Chapter 70",
    title: "Artificial Intelligence Amendments (Artificial Intelligence Policy Act)",
    record_type: "statute",
    status: "Enacted — Laws of Utah 2024, Chapter 70",
    in_force: true,
    record_date: null,
    summary:
      "Creates the Artificial Intelligence Policy Act: using generative AI is no defense to consumer-protection violations, and people in regulated occupations must disclose when a consumer is interacting with generative AI. Creates the Office of Artificial Intelligence Policy and an AI Learning Laboratory with regulatory mitigation agreements. Originally set to repeal in 2025; SB 332 (2025) moved the repeal to July 1, 2027.",
    source: "Utah State Legislature",
    official_url: "https://le.utah.gov/~2024/bills/static/SB0149.html",
    alternate_names: ["Utah AI Policy Act", "Utah Artificial Intelligence Policy Act", "UAIPA"],
    sources: [
      {
        tier: "primary",
        label: "Introduced bill text (le.utah.gov)",
        url: "https://le.utah.gov/~2024/bills/sbillint/SB0149.htm",
      },
    ],
    effective_text: "May 1, 2024",
  },
  {
    key: "utah:SB 226",
    scope: "state",
    jurisdiction: "utah",
    identifier: "SB 226 (2025)",
    title: "Artificial Intelligence Consumer Protection Amendments",
    record_type: "statute",
    status: "Governor Signed",
    in_force: true,
    record_date: "2025-03-27",
    summary:
      "Amends Utah's AI disclosure rules: suppliers must disclose generative AI use in consumer transactions when a consumer clearly asks, and regulated professionals must disclose proactively in high-risk AI interactions. Adds a safe harbor for clear up-front disclosure, with Division of Consumer Protection enforcement and penalties.",
    source: "Utah State Legislature",
    official_url: "https://le.utah.gov/~2025/bills/static/SB0226.html",
    alternate_names: ["Utah AI Policy Act amendments"],
    sources: [
      {
        tier: "secondary",
        label: "AGORA — Utah SB 226 (2025)",
        url: "https://agora.eto.tech/instrument/4757",
      },
    ],
    effective_text: "May 7, 2025",
  },
  {
    key: "utah:SB 332",
    scope: "state",
    jurisdiction: "utah",
    identifier: "SB 332 (2025)",
    title: "Artificial Intelligence Revisions",
    record_type: "statute",
    status: "Governor Signed",
    in_force: null,
    record_date: "2025-03-25",
    summary:
      "Amends Utah Code § 63I-2-213 to move the repeal date of the Artificial Intelligence Policy Act (Title 13, Chapter 72) from May 1, 2025 to July 1, 2027, leaving its substantive duties unchanged.",
    source: "Utah State Legislature",
    official_url: "https://le.utah.gov/~2025/bills/static/SB0332.html",
    alternate_names: ["Utah AI Policy Act sunset extension"],
    sources: [
      {
        tier: "primary",
        label: "Enrolled bill (PDF)",
        url: "https://le.utah.gov/Session/2025/bills/enrolled/SB0332.pdf",
      },
    ],
    effective_text: "May 7, 2025",
  },
  {
    key: "utah:HB 452",
    scope: "state",
    jurisdiction: "utah",
    identifier: "HB 452 (2025)",
    title: "Artificial Intelligence Amendments (mental health chatbots)",
    record_type: "statute",
    status: "Enacted",
    in_force: true,
    record_date: null,
    summary:
      "Enacts Utah Code Title 13, Chapter 72a on mental health chatbots: suppliers must disclose that users are talking to AI, may not sell or share users' identifiable health information or inputs, and face limits on advertising within chatbot conversations. Suppliers that file a compliant safety policy get an affirmative defense; the Division of Consumer Protection enforces with fines of up to $2,500 per violation. Reported enacted in late March 2025; the exact signing day was not confirmed.",
    source: "Utah State Legislature",
    official_url: "https://le.utah.gov/~2025/bills/static/HB0452.html",
    alternate_names: ["Utah mental health chatbot law"],
    sources: [
      {
        tier: "secondary",
        label: "AGORA — Utah HB 452 text",
        url: "https://agora.eto.tech/instrument/4781",
      },
    ],
  },
  {
    key: "utah:HB 320",
    scope: "state",
    jurisdiction: "utah",
    identifier: "HB 320 (2026)",
    title: "Office of Artificial Intelligence Policy Amendments",
    record_type: "statute",
    status: "Governor Signed",
    in_force: null,
    record_date: "2026-03-18",
    summary:
      "Updates the Office of Artificial Intelligence Policy and its AI Learning Laboratory: adds joint interpretation agreements alongside regulatory mitigation agreements, extends the program to courts, schools and local governments, and requires consumer-disclosure terms, audit reporting and office audits of participants.",
    source: "Utah State Legislature",
    official_url: null,
    sources: [
      {
        tier: "secondary",
        label: "Better Utah Institute bill tracker — H.B. 320 (2026)",
        url: "https://billtracker.betterutahinstitute.org/bills/HB0320",
      },
    ],
    effective_text: "May 6, 2026",
  },
  {
    key: "utah:SB 131",
    scope: "state",
    jurisdiction: "utah",
    identifier: "SB 131 (2024)",
    title: "Information Technology Act Amendments",
    record_type: "statute",
    status: "Governor Signed",
    in_force: true,
    record_date: "2024-03-13",
    summary:
      "Enacts Utah Code § 20A-11-1104, requiring paid audio or visual communications meant to influence voting that contain generative-AI synthetic media to carry prescribed disclosures, enforceable by civil action with penalties of up to $1,000 per violation. Also lets sentencing bodies treat the use of AI in committing a crime as an aggravating factor (§ 76-3-203.18).",
    source: "Utah State Legislature",
    official_url: null,
    sources: [
      {
        tier: "secondary",
        label: "AGORA — Utah SB 131 (2024)",
        url: "https://agora.eto.tech/instrument/1535",
      },
    ],
    effective_text: "May 1, 2024 (sentencing provision July 1, 2024)",
  },

  // ───────────────────────────── Vermont ─────────────────────────────
  {
    key: "vermont:Act 132 (2022)",
    scope: "state",
    jurisdiction: "vermont",
    identifier: "H.410 — 2021, No. 132 (Adj. Sess.)",
    title: "An act relating to the use and oversight of artificial intelligence in State government",
    record_type: "statute",
    status: "Enacted — 2021, No. 132 (Adj. Sess.)",
    in_force: null,
    record_date: null,
    summary:
      "Creates a Division of Artificial Intelligence in the Agency of Digital Services to review AI systems developed, used or procured by state government, propose a state AI code of ethics, and review the Agency's inventory of automated decision systems. Also establishes an Artificial Intelligence Advisory Council and annual reporting to the legislature (3 V.S.A. chapter 69).",
    source: "Vermont General Assembly",
    official_url: "https://legislature.vermont.gov/statutes/fullchapter/03/069",
    alternate_names: ["Vermont Act 132"],
    sources: [
      {
        tier: "primary",
        label: "Vermont Agency of Digital Services — Artificial Intelligence in Vermont",
        url: "https://digitalservices.vermont.gov/ai",
      },
    ],
    effective_text: "July 1, 2022",
  },

  // ───────────────────────────── Virginia ─────────────────────────────
  {
    key: "virginia:HB 2094",
    scope: "state",
    jurisdiction: "virginia",
    identifier: "HB 2094 (2025)",
    title: "High-Risk Artificial Intelligence Developer and Deployer Act",
    record_type: "bill",
    status: "Vetoed by Governor",
    in_force: false,
    record_date: "2025-03-24",
    summary:
      "Would have required developers and deployers of high-risk AI systems making consequential decisions to use reasonable care against algorithmic discrimination, with disclosures, risk-management programs and impact assessments, enforced by the Attorney General. Governor Youngkin vetoed it on March 24, 2025, so it never took effect.",
    source: "Virginia General Assembly (Legislative Information System)",
    official_url: null,
    alternate_names: ["Virginia AI Act", "Virginia High-Risk AI Act"],
    sources: [
      {
        tier: "secondary",
        label: "Baker McKenzie — Governor Youngkin vetoes Virginia AI bill",
        url: "https://connectontech.bakermckenzie.com/governor-youngkin-nixes-virginia-ai-bill-u-s-states-focus-on-ai-innovation-with-cautious-legislative-strategy/",
      },
      {
        tier: "secondary",
        label: "Transparency Coalition — Youngkin signs one AI bill, vetoes another",
        url: "https://transparencycoalition.ai/news/virginia-gov-youngkin-vetoes-ai-bill",
      },
    ],
  },
  {
    key: "virginia:HB 2124",
    scope: "state",
    jurisdiction: "virginia",
    identifier: "HB 2124 (2025) — Acts of Assembly Chapter 398",
    title: "Synthetic digital content; definition, penalty, report, effective clause",
    record_type: "statute",
    status: "Approved by Governor-Chapter 398 (Effective - see bill)",
    in_force: null,
    record_date: "2025-03-24",
    summary:
      "Extends defamation, slander and libel provisions to synthetic digital content and makes using such content to commit a fraud offense a separate Class 1 misdemeanor, with a civil action for the person depicted. The substantive provisions take effect only if reenacted by the 2026 General Assembly, while an Attorney General work group on deepfakes proceeds in due course; identical to SB 1053 (Chapter 407).",
    source: "Virginia General Assembly (Legislative Information System)",
    official_url: null,
    alternate_names: ["Synthetic Digital Content Act"],
    sources: [
      {
        tier: "secondary",
        label: "Plural Policy — VA HB2124 (2025) actions",
        url: "https://open.pluralpolicy.com/va/bills/2025/HB2124",
      },
      {
        tier: "secondary",
        label: "VPAP — HB2124 bill history",
        url: "https://vpap.org/bills/85865",
      },
    ],
  },

  // ───────────────────────────── Washington ─────────────────────────────
  {
    key: "washington:HB 1999",
    scope: "state",
    jurisdiction: "washington",
    identifier: "SHB 1999 (2024)",
    title: "Concerning fabricated intimate or sexually explicit images and depictions",
    record_type: "statute",
    status: "Signed by Governor",
    in_force: null,
    record_date: "2024-03-14",
    summary:
      "Extends Washington's offenses on sexually explicit depictions of minors to fabricated (digitally created or altered) depictions of identifiable minors, and creates the offense of disclosing fabricated intimate images of others without consent. Adds a civil cause of action for nonconsensual disclosure of fabricated intimate images, with consent valid only in writing.",
    source: "Washington State Legislature",
    official_url:
      "https://lawfilesext.leg.wa.gov/Biennium/2023-24/Htm/Bill%20Reports/House/1999-S%20HBR%20PL%2024.htm",
    sources: [
      {
        tier: "secondary",
        label: "Washington House Democrats — protections against fabricated intimate images signed into law",
        url: "https://housedemocrats.wa.gov/blog/2024/03/14/protections-against-fabricated-intimate-images-signed-into-law/",
      },
    ],
  },
  {
    key: "washington:SB 5152",
    scope: "state",
    jurisdiction: "washington",
    identifier: "ESSB 5152 (Chapter 360, Laws of 2023)",
    title: "Defining synthetic media in campaigns for elective office, and providing relief for candidates and campaigns",
    record_type: "statute",
    status: "Signed by Governor — Chapter 360, Laws of 2023",
    in_force: null,
    record_date: "2023-05-09",
    summary:
      "Requires electioneering communications that contain synthetic media (manipulated audio or video of a candidate) to carry a disclosure that the media was manipulated. Candidates depicted without disclosure can seek injunctions and damages against the sponsor, with the disclosure serving as an affirmative defense.",
    source: "Washington State Legislature",
    official_url:
      "https://lawfilesext.leg.wa.gov/biennium/2023-24/Htm/Bill%20Reports/Senate/5152-S.E%20SBR%20HA%2023.htm",
    sources: [
      {
        tier: "secondary",
        label: "Washington Senate Democrats — Valdez bill on synthetic media signed into law",
        url: "https://senatedemocrats.wa.gov/valdez/2023/05/09/valdez-bill-addressing-synthetic-media-in-elections-signed-into-law/",
      },
    ],
    effective_text: "July 23, 2023",
  },
  {
    key: "washington:SB 5838",
    scope: "state",
    jurisdiction: "washington",
    identifier: "E2SSB 5838 (Chapter 163, Laws of 2024)",
    title: "Establishing an artificial intelligence task force",
    record_type: "statute",
    status: "Approved by Governor — Chapter 163, Laws of 2024",
    in_force: null,
    record_date: "2024-03-18",
    summary:
      "Creates an Artificial Intelligence Task Force, staffed by the Attorney General's Office, to assess public- and private-sector uses of AI and recommend guiding principles and legislation to the Legislature. The task force's work expires June 30, 2027.",
    source: "Washington State Legislature",
    official_url:
      "https://lawfilesext.leg.wa.gov/biennium/2023-24/Htm/Bill%20Reports/Senate/5838-S2.E%20SBR%20FBR%2024.htm",
    alternate_names: ["Washington AI Task Force"],
    sources: [
      {
        tier: "primary",
        label: "Washington Attorney General — AI Task Force",
        url: "https://atg.wa.gov/aitaskforce",
      },
    ],
    effective_text: "March 18, 2024",
  },

  // ───────────────────────────── Wisconsin ─────────────────────────────
  {
    key: "wisconsin:2023 Act 123",
    scope: "state",
    jurisdiction: "wisconsin",
    identifier: "2023 Wisconsin Act 123 (AB 664)",
    title: "Disclosures regarding content generated by artificial intelligence in political advertisements",
    record_type: "statute",
    status: "2023 Wisconsin Act 123",
    in_force: null,
    record_date: "2024-03-21",
    summary:
      "Requires political audio and video communications paid for by committees that contain synthetic media produced by generative AI to carry set disclaimers such as 'Contains content generated by AI.' Intentional violations carry a forfeiture of up to $1,000 each; enacted March 21, 2024 and published March 22, 2024.",
    source: "Wisconsin State Legislature",
    official_url: "https://docs.legis.wisconsin.gov/2023/related/proposals/ab664",
    sources: [
      {
        tier: "secondary",
        label: "AGORA — Wisconsin Act 2023-123",
        url: "https://agora.eto.tech/instrument/1460",
      },
    ],
  },

  // ───────────────────────────── District of Columbia ─────────────────────────────
  {
    key: "district-of-columbia:Mayor's Order 2024-028",
    scope: "state",
    jurisdiction: "district-of-columbia",
    identifier: "Mayor's Order 2024-028",
    title: "DC's Artificial Intelligence Values and Strategic Plan",
    record_type: "executive_order",
    status: "Signed by Mayor",
    in_force: null,
    record_date: "2024-02-08",
    summary:
      "Mayor Bowser's order sets six AI values for District government (clear benefit to the people, safety and equity, accountability, transparency, sustainability, privacy and cybersecurity) and requires agencies to check an AI tool against them before deploying it. Creates a public Advisory Group on AI Values Alignment and an internal AI Taskforce under the Office of the Chief Technology Officer, with FY 2024 benchmarks.",
    source: "Executive Office of the Mayor (District of Columbia)",
    official_url:
      "https://mayor.dc.gov/release/mayor-bowser-signs-order-defining-dc%E2%80%99s-ai-values-and-ai-strategic-plan",
    alternate_names: ["DC AI Values", "DC AI Values and Strategic Plan"],
    sources: [
      {
        tier: "primary",
        label: "DC Strategic Planning — DC's AI Values and Strategic Plan",
        url: "https://techplan.dc.gov/aivalues",
      },
    ],
  },
];
