/**
 * LexAtlas seed: the curated landmark-bill index (US states, New York City, US federal, EU, South Korea, Japan,
 * Council of Europe).
 *
 * How this was verified (2026-11-21): each row was checked with the search tools (corpora "pages" and "docs",
 * plus find_string/read_file over public repositories that quote official pages). Every URL below was seen in a
 * search result, either as a page's own address or as a link quoted in a page. `status` follows the wording the
 * official source uses where we could see it; `deadline` copies the effective/compliance wording closely, or is
 * null when no dependable wording was found.
 *
 * Key convention: `law_key` = "<jurisdiction-slug>:<identifier>", with the identifier written exactly as in
 * `bill_number` (e.g. "colorado:SB24-205", "california:SB 53", "federal:EO 14110",
 * "eu:Regulation (EU) 2024/1689", "new-york-city:Local Law 144 of 2021").
 *
 * Caveats (facts seen only in secondary sources, to re-check first):
 * - California SB 53 chapter number (Chapter 138, Statutes of 2025) and SB 1047's status wording ("Vetoed by
 *   Governor") come from trackers quoting leginfo, not from leginfo itself.
 * - Texas HB 149 status "Effective on 1/1/26" follows Texas Legislature Online's usual wording; the signing date
 *   (June 22, 2025) and effective date (January 1, 2026) were confirmed in several sources.
 * - New York RAISE Act: the chapter amendment is cited as S8828 in one source and A.9449 in another (companion
 *   bills); its signing date (March 27, 2026) and the January 1, 2027 effective date come from secondary sources.
 * - Colorado SB24-205 never took effect: it was delayed to June 30, 2026 by SB25B-004 and then repealed and
 *   reenacted by SB26-189 (signed May 14, 2026). Its deadline is therefore null.
 * - South Korea's Act number (No. 20676) is the original promulgated act; a later amending act is cited elsewhere.
 */
import type { BillSeed } from "./types";

const VERIFIED_ON = "2026-11-21";

export const landmarkBills: BillSeed[] = [
  // ───────────────────────────── Colorado ─────────────────────────────
  {
    slug: "colorado-sb24-205",
    law_key: "colorado:SB24-205",
    bill_number: "SB24-205",
    title: "Consumer Protections for Artificial Intelligence",
    jurisdiction: "colorado",
    status: "Governor Signed (May 17, 2024); repealed and reenacted by SB26-189 (2026)",
    deadline: null,
    official_url: "https://leg.colorado.gov/bills/sb24-205",
    verified_on: VERIFIED_ON,
    alternate_names: ["Colorado AI Act", "Colorado Artificial Intelligence Act"],
    sources: [
      { tier: "primary", label: "Bill history (Colorado General Assembly)", url: "https://leg.colorado.gov/bills/sb24-205" },
      {
        tier: "primary",
        label: "SB25B-004: effective date delayed from February 1, 2026 to June 30, 2026",
        url: "https://leg.colorado.gov/bills/sb25b-004",
      },
      {
        tier: "primary",
        label: "SB26-189: repeals and reenacts the SB24-205 provisions",
        url: "https://leg.colorado.gov/bills/sb26-189",
      },
      {
        tier: "primary",
        label: "Justice Department intervention in xAI lawsuit against SB24-205 (April 2026)",
        url: "https://www.justice.gov/opa/pr/justice-department-intervenes-xai-lawsuit-challenging-colorados-algorithmic-discrimination",
      },
      {
        tier: "secondary",
        label: "Hunton: Colorado AI Act amended and effective date delayed",
        url: "https://www.hunton.com/privacy-and-cybersecurity-law-blog/colorado-ai-act-amended-and-effective-date-delayed",
      },
    ],
  },
  {
    slug: "colorado-sb26-189",
    law_key: "colorado:SB26-189",
    bill_number: "SB26-189",
    title: "Automated Decision-Making Technology",
    jurisdiction: "colorado",
    status: "Governor Signed (May 14, 2026)",
    deadline: "January 1, 2027",
    official_url: "https://leg.colorado.gov/bills/sb26-189",
    verified_on: VERIFIED_ON,
    alternate_names: ["Automated Decision-Making Technology Act", "ADMT Act"],
    sources: [
      { tier: "primary", label: "Bill history (Colorado General Assembly)", url: "https://leg.colorado.gov/bills/sb26-189" },
      {
        tier: "primary",
        label: "Colorado Attorney General: AI / ADMT law and rulemaking page",
        url: "https://coag.gov/resources/ai/",
      },
      {
        tier: "secondary",
        label: "Baker Botts: Colorado repeals and replaces AI Act",
        url: "https://ourtake.bakerbotts.com/post/102msga/colorado-repeals-and-replaces-ai-act",
      },
    ],
  },

  // ───────────────────────────── California ─────────────────────────────
  {
    slug: "california-sb-53",
    law_key: "california:SB 53",
    bill_number: "SB 53",
    title: "Artificial intelligence models: large developers.",
    jurisdiction: "california",
    status: "Chaptered by Secretary of State. Chapter 138, Statutes of 2025.",
    deadline: "January 1, 2026",
    official_url: "https://leginfo.legislature.ca.gov/faces/billTextClient.xhtml?bill_id=202520260SB53",
    verified_on: VERIFIED_ON,
    alternate_names: ["Transparency in Frontier Artificial Intelligence Act", "TFAIA", "California SB 53"],
    sources: [
      {
        tier: "primary",
        label: "Bill text (California Legislative Information)",
        url: "https://leginfo.legislature.ca.gov/faces/billTextClient.xhtml?bill_id=202520260SB53",
      },
      {
        tier: "primary",
        label: "Governor's signing release (September 29, 2025)",
        url: "https://www.gov.ca.gov/2025/09/29/governor-newsom-signs-sb-53-advancing-californias-world-leading-artificial-intelligence-industry/",
      },
      {
        tier: "secondary",
        label: "Future of Privacy Forum: California's SB 53 explained",
        url: "https://fpf.org/blog/californias-sb-53-the-first-frontier-ai-law-explained/",
      },
    ],
  },
  {
    slug: "california-sb-1047",
    law_key: "california:SB 1047",
    bill_number: "SB 1047",
    title: "Safe and Secure Innovation for Frontier Artificial Intelligence Models Act",
    jurisdiction: "california",
    status: "Vetoed by Governor (September 29, 2024)",
    deadline: null,
    official_url: "https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202320240SB1047",
    verified_on: VERIFIED_ON,
    alternate_names: ["SB-1047"],
    sources: [
      {
        tier: "primary",
        label: "Bill status (California Legislative Information)",
        url: "https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202320240SB1047",
      },
      {
        tier: "primary",
        label: "Governor's veto message (PDF)",
        url: "https://www.gov.ca.gov/wp-content/uploads/2024/09/SB-1047-Veto-Message.pdf",
      },
      {
        tier: "primary",
        label: "Governor's release on AI initiatives issued with the veto",
        url: "https://www.gov.ca.gov/2024/09/29/governor-newsom-announces-new-initiatives-to-advance-safe-and-responsible-ai-protect-californians/",
      },
    ],
  },
  {
    slug: "california-ab-2013",
    law_key: "california:AB 2013",
    bill_number: "AB 2013",
    title: "Generative artificial intelligence: training data transparency.",
    jurisdiction: "california",
    status: "Chaptered by Secretary of State - Chapter 817, Statutes of 2024.",
    deadline: "on or before January 1, 2026",
    official_url: "https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202320240AB2013",
    verified_on: VERIFIED_ON,
    alternate_names: ["Generative Artificial Intelligence: Training Data Transparency Act", "California AB 2013"],
    sources: [
      {
        tier: "primary",
        label: "Bill status (California Legislative Information)",
        url: "https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202320240AB2013",
      },
      {
        tier: "secondary",
        label: "Stanford CIS: California's AB 2013 — generative AI developers must show their data",
        url: "https://cyberlaw.stanford.edu/publications/californias-ab-2013-generative-ai-developers-must-show-their-data",
      },
    ],
  },
  {
    slug: "california-sb-942",
    law_key: "california:SB 942",
    bill_number: "SB 942",
    title: "California AI Transparency Act.",
    jurisdiction: "california",
    status: "Chaptered by Secretary of State. Chapter 291, Statutes of 2024.",
    deadline: "August 2, 2026 (operative date as amended by AB 853, Chapter 674, Statutes of 2025)",
    official_url: "https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202320240SB942",
    verified_on: VERIFIED_ON,
    alternate_names: ["California AI Transparency Act"],
    sources: [
      {
        tier: "primary",
        label: "Bill status (California Legislative Information)",
        url: "https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202320240SB942",
      },
      {
        tier: "primary",
        label: "AB 853 bill text (amends the Act and defers its operative date)",
        url: "https://leginfo.legislature.ca.gov/faces/billTextClient.xhtml?bill_id=202520260AB853",
      },
      { tier: "secondary", label: "Policy Window: California SB 942 summary", url: "https://policywindow.org/wiki/ca-sb-942" },
    ],
  },

  // ───────────────────────────── Texas, Utah, Illinois, Tennessee ─────────────────────────────
  {
    slug: "texas-hb-149",
    law_key: "texas:HB 149",
    bill_number: "HB 149",
    title: "Texas Responsible Artificial Intelligence Governance Act",
    jurisdiction: "texas",
    status: "Effective on 1/1/26 (signed by the Governor June 22, 2025)",
    deadline: "January 1, 2026",
    official_url: "https://capitol.texas.gov/BillLookup/History.aspx?LegSess=89R&Bill=HB149",
    verified_on: VERIFIED_ON,
    alternate_names: ["TRAIGA", "Texas Responsible AI Governance Act"],
    sources: [
      {
        tier: "primary",
        label: "Bill history (Texas Legislature Online)",
        url: "https://capitol.texas.gov/BillLookup/History.aspx?LegSess=89R&Bill=HB149",
      },
      {
        tier: "primary",
        label: "Enrolled bill text (PDF)",
        url: "https://capitol.texas.gov/tlodocs/89R/billtext/pdf/HB00149F.pdf",
      },
      {
        tier: "secondary",
        label: "GovTech: Texas governor signs multiple AI bills",
        url: "https://insider.govtech.com/texas/news/texas-gov-signs-multiple-ai-bills-despite-federal-moratorium",
      },
    ],
  },
  {
    slug: "utah-sb-149",
    law_key: "utah:SB 149",
    bill_number: "SB 149",
    title: "Artificial Intelligence Amendments",
    jurisdiction: "utah",
    status: "Governor Signed (March 13, 2024)",
    deadline: "May 1, 2024",
    official_url: "https://le.utah.gov/~2024/bills/static/SB0149.html",
    verified_on: VERIFIED_ON,
    alternate_names: ["Utah Artificial Intelligence Policy Act", "Utah AI Policy Act"],
    sources: [
      { tier: "primary", label: "Bill page (Utah State Legislature)", url: "https://le.utah.gov/~2024/bills/static/SB0149.html" },
      {
        tier: "secondary",
        label: "BABL AI: Utah governor signs AI Policy Act",
        url: "https://babl.ai/utah-governor-signs-bill-establishing-a-model-ai-governance-framework/",
      },
    ],
  },
  {
    slug: "illinois-hb-3773",
    law_key: "illinois:HB 3773",
    bill_number: "HB 3773",
    title: "AN ACT concerning business. (Illinois Human Rights Act: use of artificial intelligence in employment)",
    jurisdiction: "illinois",
    status: "Public Act 103-0804 (signed August 9, 2024)",
    deadline: "January 1, 2026",
    official_url: "https://www.ilga.gov/Legislation/publicacts/view/103-0804",
    verified_on: VERIFIED_ON,
    alternate_names: ["Public Act 103-0804", "Illinois AI in employment law"],
    sources: [
      { tier: "primary", label: "Public Act 103-0804 (Illinois General Assembly)", url: "https://www.ilga.gov/Legislation/publicacts/view/103-0804" },
      {
        tier: "secondary",
        label: "Mondaq: Illinois becomes second state to regulate employers' use of AI",
        url: "https://www.mondaq.com/unitedstates/employee-rights-labour-relations/1509074/illinois-becomes-second-state-to-regulate-employers39-use-of-artificial-intelligence-in-employment-decisions",
      },
    ],
  },
  {
    slug: "tennessee-hb-2091",
    law_key: "tennessee:HB 2091",
    bill_number: "HB 2091",
    title: "ELVIS Act",
    jurisdiction: "tennessee",
    status: "Signed by Governor (March 21, 2024)",
    deadline: "July 1, 2024",
    official_url: "https://wapp.capitol.tn.gov/apps/BillInfo/Default.aspx?BillNumber=HB2091",
    verified_on: VERIFIED_ON,
    alternate_names: ["ELVIS Act", "Tennessee ELVIS Act"],
    sources: [
      { tier: "primary", label: "Bill page (Tennessee General Assembly)", url: "https://wapp.capitol.tn.gov/apps/BillInfo/Default.aspx?BillNumber=HB2091" },
      {
        tier: "primary",
        label: "Governor's office: Gov. Lee signs ELVIS Act into law",
        url: "https://www.tn.gov/governor/news/2024/3/21/photos--gov--lee-signs-elvis-act-into-law.html",
      },
    ],
  },

  // ───────────────────────────── New York ─────────────────────────────
  {
    slug: "new-york-s6953b",
    law_key: "new-york:S6953B",
    bill_number: "S6953B",
    title: "Responsible AI Safety and Education Act (RAISE Act)",
    jurisdiction: "new-york",
    status: "Signed by Governor (December 19, 2025); chapter amendment (S8828/A9449) signed March 27, 2026",
    deadline: "January 1, 2027",
    official_url: "https://www.nysenate.gov/legislation/bills/2025/S6953/amendment/B",
    verified_on: VERIFIED_ON,
    alternate_names: ["RAISE Act", "New York RAISE Act", "A6453B"],
    sources: [
      { tier: "primary", label: "Bill page (New York State Senate)", url: "https://www.nysenate.gov/legislation/bills/2025/S6953/amendment/B" },
      {
        tier: "primary",
        label: "Governor's signing release (December 19, 2025)",
        url: "https://www.governor.ny.gov/news/governor-hochul-signs-nation-leading-legislation-require-ai-frameworks-ai-frontier-models",
      },
      { tier: "primary", label: "Chapter amendment A.9449 text (PDF)", url: "https://legislation.nysenate.gov/pdf/bills/2025/a9449" },
      {
        tier: "secondary",
        label: "Wiley: New York finalizes RAISE Act; law takes effect January 1, 2027",
        url: "https://www.wiley.law/alert-New-York-Finalizes-RAISE-Act-for-Frontier-AI-Models-Law-Takes-Effect-January-1-2027",
      },
    ],
  },
  {
    slug: "new-york-city-local-law-144-of-2021",
    law_key: "new-york-city:Local Law 144 of 2021",
    bill_number: "Local Law 144 of 2021",
    title: "Automated Employment Decision Tools",
    jurisdiction: "new-york-city",
    status: "Enacted; DCWP enforcement began July 5, 2023",
    deadline: "July 5, 2023",
    official_url: "https://www.nyc.gov/site/dca/about/automated-employment-decision-tools.page",
    verified_on: VERIFIED_ON,
    alternate_names: ["NYC Local Law 144", "AEDT law", "Automated Employment Decision Tools law"],
    sources: [
      {
        tier: "primary",
        label: "NYC Department of Consumer and Worker Protection: Automated Employment Decision Tools",
        url: "https://www.nyc.gov/site/dca/about/automated-employment-decision-tools.page",
      },
    ],
  },

  // ───────────────────────────── US federal ─────────────────────────────
  {
    slug: "federal-s-146-take-it-down-act",
    law_key: "federal:Public Law 119-12", // the law row is keyed by its public-law number; S. 146 was the bill
    bill_number: "S. 146",
    title: "Tools to Address Known Exploitation by Immobilizing Technological Deepfakes on Websites and Networks Act",
    jurisdiction: "federal",
    status: "Became Public Law No: 119-12. (May 19, 2025)",
    deadline: "no later than May 19, 2026 (covered platforms' notice-and-removal process)",
    official_url: "https://www.congress.gov/bill/119th-congress/senate-bill/146",
    verified_on: VERIFIED_ON,
    alternate_names: ["TAKE IT DOWN Act", "Take It Down Act", "Public Law 119-12"],
    sources: [
      { tier: "primary", label: "Bill page (Congress.gov)", url: "https://www.congress.gov/bill/119th-congress/senate-bill/146" },
      { tier: "primary", label: "Enacted text (Congress.gov)", url: "https://www.congress.gov/bill/119th-congress/senate-bill/146/text" },
      {
        tier: "primary",
        label: "FTC: Chairman Ferguson advises companies to comply with the Take It Down Act",
        url: "https://www.ftc.gov/news-events/news/press-releases/2026/05/ftc-chairman-ferguson-advises-companies-comply-take-it-down-act",
      },
    ],
  },
  {
    slug: "federal-eo-14110",
    law_key: "federal:EO 14110",
    bill_number: "EO 14110",
    title: "Safe, Secure, and Trustworthy Development and Use of Artificial Intelligence",
    jurisdiction: "federal",
    status: "Revoked January 20, 2025 (Executive Order 14148)",
    deadline: null,
    official_url: "https://www.govinfo.gov/content/pkg/FR-2023-11-01/pdf/2023-24283.pdf",
    verified_on: VERIFIED_ON,
    alternate_names: ["Biden AI EO"],
    sources: [
      { tier: "primary", label: "Federal Register text (govinfo PDF)", url: "https://www.govinfo.gov/content/pkg/FR-2023-11-01/pdf/2023-24283.pdf" },
      {
        tier: "primary",
        label: "White House fact sheet (archived, October 30, 2023)",
        url: "https://bidenwhitehouse.archives.gov/briefing-room/statements-releases/2023/10/30/fact-sheet-president-biden-issues-executive-order-on-safe-secure-and-trustworthy-artificial-intelligence/",
      },
      {
        tier: "secondary",
        label: "Mondaq: EO 14179 follows the January 20, 2025 rescission of EO 14110",
        url: "https://www.mondaq.com/unitedstates/new-technology/1577558/executive-order-removing-barriers-to-american-leadership-in-artificial-intelligence",
      },
    ],
  },
  {
    slug: "federal-eo-14179",
    law_key: "federal:EO 14179",
    bill_number: "EO 14179",
    title: "Removing Barriers to American Leadership in Artificial Intelligence",
    jurisdiction: "federal",
    status: "Signed January 23, 2025; published at 90 FR 8741 (January 31, 2025)",
    deadline: null,
    official_url: "https://www.govinfo.gov/content/pkg/FR-2025-01-31/html/2025-02172.htm",
    verified_on: VERIFIED_ON,
    alternate_names: [],
    sources: [
      { tier: "primary", label: "Federal Register text (govinfo)", url: "https://www.govinfo.gov/content/pkg/FR-2025-01-31/html/2025-02172.htm" },
      {
        tier: "primary",
        label: "Federal Register document 2025-02172",
        url: "https://www.federalregister.gov/documents/2025/01/31/2025-02172/removing-barriers-to-american-leadership-in-artificial-intelligence",
      },
      {
        tier: "primary",
        label: "White House: America's AI Action Plan (July 23, 2025)",
        url: "https://www.whitehouse.gov/articles/2025/07/white-house-unveils-americas-ai-action-plan/",
      },
    ],
  },
  {
    slug: "federal-eo-14365",
    law_key: "federal:EO 14365",
    bill_number: "EO 14365",
    title: "Ensuring a National Policy Framework for Artificial Intelligence",
    jurisdiction: "federal",
    status: "Signed December 11, 2025",
    deadline: null,
    official_url: "https://www.whitehouse.gov/presidential-actions/2025/12/eliminating-state-law-obstruction-of-national-artificial-intelligence-policy/",
    verified_on: VERIFIED_ON,
    alternate_names: ["AI National Framework EO"],
    sources: [
      {
        tier: "primary",
        label: "Executive order text (White House)",
        url: "https://www.whitehouse.gov/presidential-actions/2025/12/eliminating-state-law-obstruction-of-national-artificial-intelligence-policy/",
      },
      {
        tier: "primary",
        label: "White House: National AI Legislative Framework (March 20, 2026)",
        url: "https://www.whitehouse.gov/releases/2026/03/president-donald-j-trump-unveils-national-ai-legislative-framework/",
      },
      {
        tier: "secondary",
        label: "Lawfare: Trump signs executive order to preempt state AI laws",
        url: "https://www.lawfaremedia.org/article/trump-signs-executive-order-to-preempt-state-ai-laws",
      },
    ],
  },

  // ───────────────────────────── European Union ─────────────────────────────
  {
    slug: "eu-ai-act",
    law_key: "eu:Regulation (EU) 2024/1689",
    bill_number: "Regulation (EU) 2024/1689",
    title:
      "Regulation (EU) 2024/1689 of the European Parliament and of the Council of 13 June 2024 laying down harmonised rules on artificial intelligence (Artificial Intelligence Act)",
    jurisdiction: "eu",
    status: "In force (since 1 August 2024); amended by Regulation (EU) 2026/1744",
    deadline:
      "2 August 2026 (general application); Annex III high-risk rules from 2 December 2027 and Annex I high-risk rules from 2 August 2028 as amended by Regulation (EU) 2026/1744",
    official_url: "https://eur-lex.europa.eu/eli/reg/2024/1689/oj/eng",
    verified_on: VERIFIED_ON,
    alternate_names: ["EU AI Act", "AI Act", "Artificial Intelligence Act"],
    sources: [
      { tier: "primary", label: "Official Journal text (EUR-Lex)", url: "https://eur-lex.europa.eu/eli/reg/2024/1689/oj/eng" },
      {
        tier: "primary",
        label: "European Parliament: MEPs adopt landmark law (March 13, 2024)",
        url: "https://www.europarl.europa.eu/news/en/press-room/20240308IPR19015/artificial-intelligence-act-meps-adopt-landmark-law",
      },
      {
        tier: "primary",
        label: "European Commission: AI Act comes into force (August 1, 2024)",
        url: "https://ec.europa.eu/commission/presscorner/detail/en/ip_24_4123",
      },
      {
        tier: "primary",
        label: "European Commission: AI Omnibus enters into force (July 27, 2026)",
        url: "https://digital-strategy.ec.europa.eu/en/news/ai-omnibus-enters-force",
      },
    ],
  },
  {
    slug: "eu-digital-omnibus-on-ai",
    law_key: "eu:Regulation (EU) 2026/1744",
    bill_number: "Regulation (EU) 2026/1744",
    title: "Digital Omnibus on AI (Regulation (EU) 2026/1744 amending Regulations (EU) 2024/1689, 2018/1139 and 2023/1230)",
    jurisdiction: "eu",
    status: "In force (since 27 July 2026); published in the Official Journal 24 July 2026",
    deadline:
      "2 December 2026 (new Article 5 prohibitions); 2 December 2027 (Annex III high-risk systems); 2 August 2028 (Annex I high-risk systems)",
    official_url: "https://eur-lex.europa.eu/eli/reg/2026/1744/oj/eng",
    verified_on: VERIFIED_ON,
    alternate_names: ["AI Omnibus", "Digital Omnibus on AI", "Omnibus VII"],
    sources: [
      { tier: "primary", label: "Official Journal text (EUR-Lex)", url: "https://eur-lex.europa.eu/eli/reg/2026/1744/oj/eng" },
      {
        tier: "primary",
        label: "Council: final green light (June 29, 2026)",
        url: "https://www.consilium.europa.eu/en/press/press-releases/2026/06/29/artificial-intelligence-council-gives-final-green-light-to-simplify-and-streamline-rules/",
      },
      {
        tier: "primary",
        label: "European Parliament: plenary approval (June 16, 2026)",
        url: "https://www.europarl.europa.eu/news/en/press-room/20260611IPR45207/ai-act-ep-approves-simplification-measures-and-nudifier-app-ban",
      },
      {
        tier: "primary",
        label: "European Commission: AI Omnibus enters into force",
        url: "https://digital-strategy.ec.europa.eu/en/news/ai-omnibus-enters-force",
      },
    ],
  },

  // ───────────────────────────── National governments and treaties ─────────────────────────────
  {
    slug: "south-korea-ai-basic-act",
    law_key: "south-korea:Act No. 20676",
    bill_number: "Act No. 20676",
    title: "Basic Act on the Development of Artificial Intelligence and the Establishment of a Foundation for Trust",
    jurisdiction: "south-korea",
    status: "Promulgated January 21, 2025; in force January 22, 2026",
    deadline: "January 22, 2026",
    official_url: "https://www.law.go.kr/LSW/lsInfoP.do?lsiSeq=282791",
    verified_on: VERIFIED_ON,
    alternate_names: ["AI Basic Act", "AI Framework Act", "Korea AI Basic Act"],
    sources: [
      { tier: "primary", label: "Korean Law Information Center (MOLEG)", url: "https://www.law.go.kr/LSW/lsInfoP.do?lsiSeq=282791" },
      {
        tier: "primary",
        label: "Ministry of Science and ICT: AI Basic Act passes the National Assembly",
        url: "https://www.msit.go.kr/eng/bbs/view.do?sCode=eng&mId=4&mPid=2&pageIndex=&bbsSeqNo=42&nttSeqNo=1071&searchOpt=ALL&searchTxt=",
      },
      {
        tier: "primary",
        label: "Korea.net: AI Basic Act takes effect (January 22, 2026)",
        url: "https://www.korea.net/NewsFocus/policies/view?articleId=286183&koreanId=286160",
      },
    ],
  },
  {
    slug: "japan-ai-promotion-act",
    law_key: "japan:Act No. 53 of 2025",
    bill_number: "Act No. 53 of 2025",
    title: "Act on the Promotion of Research and Development and Utilization of Artificial Intelligence-Related Technologies",
    jurisdiction: "japan",
    status: "Enacted May 28, 2025; promulgated June 4, 2025; fully in force September 1, 2025",
    deadline: "September 1, 2025",
    official_url: "https://laws.e-gov.go.jp/law/507AC0000000053",
    verified_on: VERIFIED_ON,
    alternate_names: ["AI Promotion Act", "AI法"],
    sources: [
      { tier: "primary", label: "Law text (e-Gov Law Search)", url: "https://laws.e-gov.go.jp/law/507AC0000000053" },
      { tier: "primary", label: "Cabinet Office: AI Act page", url: "https://www8.cao.go.jp/cstp/ai/ai_act/ai_act.html" },
      {
        tier: "secondary",
        label: "OECD.AI policy database entry",
        url: "https://oecd.ai/en/dashboards/policy-initiatives/act-on-promotion-of-research,-development,-and-utilization-of-artificial-intelligence-related-technologies",
      },
    ],
  },
  {
    slug: "council-of-europe-cets-225",
    law_key: "council-of-europe:CETS No. 225",
    bill_number: "CETS No. 225",
    title: "Council of Europe Framework Convention on Artificial Intelligence and Human Rights, Democracy and the Rule of Law",
    jurisdiction: "council-of-europe",
    status: "Opened for signature September 5, 2024; ratified by the European Union May 15, 2026",
    deadline: null,
    official_url: "https://rm.coe.int/1680afae3c",
    verified_on: VERIFIED_ON,
    alternate_names: ["Framework Convention on Artificial Intelligence", "CETS 225"],
    sources: [
      { tier: "primary", label: "Convention text (Council of Europe)", url: "https://rm.coe.int/1680afae3c" },
      {
        tier: "primary",
        label: "Council of Europe: The Framework Convention on Artificial Intelligence",
        url: "https://www.coe.int/en/web/artificial-intelligence/the-framework-convention-on-artificial-intelligence",
      },
      {
        tier: "primary",
        label: "Council of Europe: European Union ratifies the Framework Convention (May 15, 2026)",
        url: "https://www.coe.int/en/web/artificial-intelligence/-/european-union-ratifies-the-council-of-europe-framework-convention-on-artificial-intelligence",
      },
    ],
  },
];
