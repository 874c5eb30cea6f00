/**
 * United States federal AI laws, executive orders, OMB memoranda, notable bills, agency rules and federal guidance.
 *
 * How this was verified (2026-11-21): every row was checked with the `search` tool (corpora "pages" and "docs") and
 * with `find_string` / `read_file` over stored public material. Executive-order numbers, titles, signing dates,
 * Federal Register citations and federalregister.gov addresses were cross-checked against the local file
 * shared/data/executive-orders/executive_orders_merged.csv (EO 14318 and EO 14365 are not in that file; their
 * addresses were taken from govinfo.gov / federalregister.gov pages seen in search results). Every official_url is an
 * address that appeared verbatim in a search result or a quoted link.
 *
 * Caveats:
 * - Bill statuses are the latest status seen in the stored copies (most from 2025 and early/mid 2026). A bill may
 *   have moved since; re-check congress.gov before relying on the status of a pending bill.
 * - `in_force` is set only where a source says so explicitly (e.g. an order revoked by a later order, a memo
 *   rescinded and replaced); otherwise it is null.
 * - The AI provisions of the CHIPS and Science Act were left out: we did not find a source framing them as an AI
 *   law in their own right.
 */
import type { LawSeed } from "../types";

const FR = "Federal Register";
const CONGRESS = "Congress.gov";

export const federalLaws: LawSeed[] = [
  // ---------------------------------------------------------------------------------------------------------------
  // Enacted statutes
  // ---------------------------------------------------------------------------------------------------------------
  {
    key: "federal:Public Law 116-283 Division E",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "Public Law 116-283, Division E",
    title: "National Artificial Intelligence Initiative Act of 2020",
    record_type: "statute",
    status: "Became Public Law No: 116-283 (veto overridden)",
    in_force: null,
    record_date: "2021-01-01",
    summary:
      "Enacted as Division E of the FY2021 National Defense Authorization Act (H.R. 6395) after Congress overrode a presidential veto on January 1, 2021. It sets up a coordinated National AI Initiative with a National AI Initiative Office, an interagency committee and a National AI Advisory Committee, and supports a network of national AI research institutes; it also supplies the statutory definition of artificial intelligence codified at 15 U.S.C. 9401.",
    source: CONGRESS,
    official_url: "https://www.congress.gov/bill/116th-congress/house-bill/6395",
    alternate_names: ["NAIIA", "William M. (Mac) Thornberry National Defense Authorization Act for Fiscal Year 2021, Division E"],
    sources: [
      {
        tier: "primary",
        label: "15 U.S.C. chapter 119 (National Artificial Intelligence Initiative), Office of the Law Revision Counsel",
        url: "https://uscodeweb1.house.gov/view.xhtml?edition=prelim&path=%2Fprelim%40title15%2Fchapter119",
      },
      {
        tier: "primary",
        label: "H.R. 6216 (116th) as introduced — the stand-alone National AI Initiative Act of 2020",
        url: "https://www.congress.gov/116/bills/hr6216/BILLS-116hr6216ih.htm",
      },
      {
        tier: "secondary",
        label: "GovTrack: H.R. 6395 enacted by veto override on Jan 1, 2021",
        url: "https://www.govtrack.us/congress/bills/116/hr6395",
      },
    ],
  },
  {
    key: "federal:Public Law 116-260 Division U",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "Public Law 116-260, Division U, Title I",
    title: "AI in Government Act of 2020",
    record_type: "statute",
    status: "Public Law No: 116-260 (signed December 27, 2020)",
    in_force: null,
    record_date: "2020-12-27",
    summary:
      "Enacted inside the Consolidated Appropriations Act, 2021 (H.R. 133). It created an AI Center of Excellence within the General Services Administration to help agencies adopt AI, and directs OMB to guide agencies on their use of AI; the Center of Excellence section carried a five-year sunset.",
    source: CONGRESS,
    official_url: "https://www.congress.gov/bill/116th-congress/house-bill/133",
    sources: [
      {
        tier: "primary",
        label: "H.R. 2575 (116th) as passed by the House — stand-alone AI in Government Act of 2020",
        url: "https://www.govinfo.gov/content/pkg/BILLS-116hr2575eh/html/BILLS-116hr2575eh.htm",
      },
      {
        tier: "secondary",
        label: "Senate Report 116-225 on S. 1363 (AI in Government Act of 2019)",
        url: "https://www.congress.gov/congressional-report/116th-congress/senate-report/225/1?q=%7B%22search%22%3A%5B%22Artificial+Intelligence+%28AI%29+in+Government+Act%22%5D%7D&r=2&overview=closed",
      },
    ],
  },
  {
    key: "federal:Public Law 117-207",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "Public Law 117-207",
    title: "Artificial Intelligence Training for the Acquisition Workforce Act (AI Training Act)",
    record_type: "statute",
    status: "Became Public Law No: 117-207",
    in_force: null,
    record_date: "2022-10-17",
    summary:
      "Originating as S. 2551, this law requires the Director of OMB to establish or otherwise provide an AI training program for federal acquisition and program-management staff so they understand the capabilities and risks of AI. The program must be updated at least every two years and must track participation and collect feedback.",
    source: CONGRESS,
    official_url: "https://www.govinfo.gov/link/plaw/117/public/207?link-type=html",
    alternate_names: ["AI Training Act", "S. 2551 (117th Congress)"],
    sources: [
      { tier: "primary", label: "Enrolled bill S. 2551", url: "https://www.congress.gov/117/bills/s2551/BILLS-117s2551enr.htm" },
      { tier: "primary", label: "Public Law 117-207 (USLM XML)", url: "https://www.govinfo.gov/bulkdata/PLAW/117/public/PLAW-117publ207.xml" },
    ],
  },
  {
    key: "federal:Public Law 117-263 Title LXXII Subtitle B",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "Public Law 117-263, Division G, Title LXXII, Subtitle B",
    title: "Advancing American AI Act",
    record_type: "statute",
    status: "Public Law No: 117-263 (signed December 23, 2022)",
    in_force: null,
    record_date: "2022-12-23",
    summary:
      "Enacted as a subtitle of the James M. Inhofe National Defense Authorization Act for Fiscal Year 2023 (H.R. 7776), beginning at section 7221. It directs OMB to set principles and policies for federal agencies' use of AI and writes into statute the requirement that agencies inventory and publish their non-classified AI use cases.",
    source: CONGRESS,
    official_url: "https://www.congress.gov/bill/117th-congress/house-bill/7776",
    sources: [
      {
        tier: "primary",
        label: "Enrolled bill H.R. 7776 (James M. Inhofe NDAA for FY2023)",
        url: "https://www.govinfo.gov/content/pkg/BILLS-117hr7776enr/html/BILLS-117hr7776enr.htm",
      },
      {
        tier: "primary",
        label: "Federal CIO Council: AI use case inventories under EO 13960 and the Advancing American AI Act",
        url: "https://www.cio.gov/policies-and-priorities/Executive-Order-13960-AI-Use-Case-Inventories-Reference/",
      },
      {
        tier: "secondary",
        label: "Stanford HAI: summary of AI provisions in the FY2023 NDAA",
        url: "https://hai.stanford.edu/summary-ai-provisions-national-defense-authorization-act-2023",
      },
    ],
  },
  {
    key: "federal:Public Law 119-12",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "Public Law 119-12",
    title:
      "Tools to Address Known Exploitation by Immobilizing Technological Deepfakes on Websites and Networks Act (TAKE IT DOWN Act)",
    record_type: "statute",
    status: "Became Public Law No: 119-12",
    in_force: null,
    record_date: "2025-05-19",
    summary:
      "Originating as S. 146, the Act makes it a federal crime to knowingly publish non-consensual intimate images, expressly including AI-generated 'digital forgeries', or to threaten to do so. Covered platforms that host user-generated content must run a notice-and-removal process and take down reported images, and known identical copies, within 48 hours; the FTC enforces the platform duties.",
    source: CONGRESS,
    official_url: "https://www.congress.gov/119/plaws/publ12/PLAW-119publ12.htm",
    alternate_names: ["TAKE IT DOWN Act", "Take It Down Act", "S. 146 (119th Congress)"],
    effective_text:
      "Criminal provisions effective on enactment (May 19, 2025); covered platforms had until May 19, 2026 to establish the notice-and-removal process",
    sources: [
      { tier: "secondary", label: "Bill status and actions for S. 146", url: "https://www.usquery.com/bill-query/bill/119/s/146" },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // Executive orders
  // ---------------------------------------------------------------------------------------------------------------
  {
    key: "federal:EO 13859",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "EO 13859",
    title: "Maintaining American Leadership in Artificial Intelligence",
    record_type: "executive_order",
    status: "Signed February 11, 2019; published at 84 FR 3967",
    in_force: null,
    record_date: "2019-02-11",
    summary:
      "The first U.S. executive order devoted to AI. It set a national policy of sustaining U.S. leadership in AI research, development and deployment, and directed agencies to prioritise AI R&D, build AI skills in the workforce and protect the U.S. AI technology base.",
    source: FR,
    official_url:
      "https://www.federalregister.gov/documents/2019/02/14/2019-02544/maintaining-american-leadership-in-artificial-intelligence",
    sources: [{ tier: "primary", label: "Federal Register PDF (govinfo)", url: "https://www.govinfo.gov/content/pkg/FR-2019-02-14/pdf/2019-02544.pdf" }],
  },
  {
    key: "federal:EO 13960",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "EO 13960",
    title: "Promoting the Use of Trustworthy Artificial Intelligence in the Federal Government",
    record_type: "executive_order",
    status: "Signed December 3, 2020; published at 85 FR 78939",
    in_force: null,
    record_date: "2020-12-03",
    summary:
      "Sets principles that civilian federal agencies must follow when they design, acquire or use AI (lawful, purposeful, accurate, safe, understandable, accountable and regularly monitored, among others). It also requires agencies to inventory their non-classified AI use cases, a duty later written into statute by the Advancing American AI Act.",
    source: FR,
    official_url:
      "https://www.federalregister.gov/documents/2020/12/08/2020-27065/promoting-the-use-of-trustworthy-artificial-intelligence-in-the-federal-government",
    sources: [
      { tier: "primary", label: "Federal Register PDF (govinfo)", url: "https://www.govinfo.gov/content/pkg/FR-2020-12-08/pdf/2020-27065.pdf" },
      {
        tier: "primary",
        label: "Federal CIO Council: EO 13960 AI use case inventories",
        url: "https://www.cio.gov/policies-and-priorities/Executive-Order-13960-AI-Use-Case-Inventories-Reference/",
      },
    ],
  },
  {
    key: "federal:EO 14110",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "EO 14110",
    title: "Safe, Secure, and Trustworthy Development and Use of Artificial Intelligence",
    record_type: "executive_order",
    status: "Revoked by EO 14148 on January 20, 2025",
    in_force: false,
    record_date: "2023-10-30",
    summary:
      "President Biden's October 30, 2023 order (88 FR 75191) set a government-wide approach to AI safety and security, including reporting duties for developers of powerful dual-use foundation models under the Defense Production Act, testing standards and directions to dozens of agencies. It was revoked on January 20, 2025 by EO 14148, so it is no longer in effect.",
    source: FR,
    official_url:
      "https://www.federalregister.gov/documents/2023/11/01/2023-24283/safe-secure-and-trustworthy-development-and-use-of-artificial-intelligence",
    alternate_names: ["2023 Biden AI EO", "Biden AI Executive Order"],
    sources: [
      { tier: "primary", label: "Federal Register PDF (govinfo)", url: "https://www.govinfo.gov/content/pkg/FR-2023-11-01/pdf/2023-24283.pdf" },
      {
        tier: "secondary",
        label: "Wiley: President Trump revokes Biden administration's AI EO",
        url: "https://wiley.law/alert-President-Trump-Revokes-Biden-Administrations-AI-EO-What-To-Know",
      },
    ],
  },
  {
    key: "federal:EO 14141",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "EO 14141",
    title: "Advancing United States Leadership in Artificial Intelligence Infrastructure",
    record_type: "executive_order",
    status: "Revoked by EO 14318 (July 23, 2025)",
    in_force: false,
    record_date: "2025-01-14",
    summary:
      "Signed January 14, 2025 (90 FR 5469), this order set out how large AI data centres and their power supply could be built on federal sites. EO 14318 of July 23, 2025 expressly revoked it.",
    source: FR,
    official_url:
      "https://www.federalregister.gov/documents/2025/01/17/2025-01395/advancing-united-states-leadership-in-artificial-intelligence-infrastructure",
    sources: [
      { tier: "primary", label: "Federal Register PDF (govinfo)", url: "https://www.govinfo.gov/content/pkg/FR-2025-01-17/pdf/2025-01395.pdf" },
    ],
  },
  {
    key: "federal:EO 14148",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "EO 14148",
    title: "Initial Rescissions of Harmful Executive Orders and Actions",
    record_type: "executive_order",
    status: "Signed January 20, 2025; published at 90 FR 8237",
    in_force: null,
    record_date: "2025-01-20",
    summary:
      "A day-one order that revoked dozens of prior executive orders and memoranda. For AI it matters because it revoked EO 14110 on safe, secure and trustworthy AI.",
    source: FR,
    official_url:
      "https://www.federalregister.gov/documents/2025/01/28/2025-01901/initial-rescissions-of-harmful-executive-orders-and-actions",
    sources: [
      { tier: "primary", label: "Federal Register PDF (govinfo)", url: "https://www.govinfo.gov/content/pkg/FR-2025-01-28/pdf/2025-01901.pdf" },
      {
        tier: "secondary",
        label: "National Law Review: order revoking EO 14110",
        url: "https://natlawreview.com/article/potential-changes-regulation-artificial-intelligence-2025",
      },
    ],
  },
  {
    key: "federal:EO 14179",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "EO 14179",
    title: "Removing Barriers to American Leadership in Artificial Intelligence",
    record_type: "executive_order",
    status: "Signed January 23, 2025; published at 90 FR 8741",
    in_force: null,
    record_date: "2025-01-23",
    summary:
      "Declares a policy of sustaining and enhancing U.S. global AI dominance, orders a review of agency actions taken under the revoked EO 14110, and called for an AI Action Plan within 180 days. It also directed OMB to revise its 2024 AI memoranda, which led to M-25-21 and M-25-22.",
    source: FR,
    official_url:
      "https://www.federalregister.gov/documents/2025/01/31/2025-02172/removing-barriers-to-american-leadership-in-artificial-intelligence",
    alternate_names: ["2025 Trump AI EO"],
    sources: [
      { tier: "primary", label: "Federal Register PDF (govinfo)", url: "https://www.govinfo.gov/content/pkg/FR-2025-01-31/pdf/2025-02172.pdf" },
    ],
  },
  {
    key: "federal:EO 14277",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "EO 14277",
    title: "Advancing Artificial Intelligence Education for American Youth",
    record_type: "executive_order",
    status: "Signed April 23, 2025; published at 90 FR 17519",
    in_force: null,
    record_date: "2025-04-23",
    summary:
      "Creates a White House Task Force on AI Education chaired by the OSTP Director and a Presidential AI Challenge for students and educators. Agencies are told to build public-private partnerships for K-12 AI literacy resources, give priority to AI in teacher training and grants, and expand AI-related apprenticeships.",
    source: FR,
    official_url:
      "https://www.federalregister.gov/documents/2025/04/28/2025-07368/advancing-artificial-intelligence-education-for-american-youth",
    sources: [
      { tier: "primary", label: "Federal Register text (govinfo)", url: "https://www.govinfo.gov/content/pkg/FR-2025-04-28/html/2025-07368.htm" },
    ],
  },
  {
    key: "federal:EO 14318",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "EO 14318",
    title: "Accelerating Federal Permitting of Data Center Infrastructure",
    record_type: "executive_order",
    status: "Signed July 23, 2025; published at 90 FR 35385",
    in_force: null,
    record_date: "2025-07-23",
    summary:
      "Issued alongside America's AI Action Plan, it speeds federal environmental review and permitting for large AI data centres (over 100 MW of new load) and their supply components, offers federal land and financial support for qualifying projects, and revokes EO 14141.",
    source: FR,
    official_url: "https://www.govinfo.gov/content/pkg/FR-2025-07-28/html/2025-14212.htm",
    sources: [
      {
        tier: "secondary",
        label: "Mondaq EO tracker: revokes EO 14141",
        url: "https://www.mondaq.com/unitedstates/new-technology/1659484/accelerating-federal-permitting-of-data-center-infrastructure-trump-eo-tracker",
      },
    ],
  },
  {
    key: "federal:EO 14319",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "EO 14319",
    title: "Preventing Woke AI in the Federal Government",
    record_type: "executive_order",
    status: "Signed July 23, 2025; published at 90 FR 35389",
    in_force: null,
    record_date: "2025-07-23",
    summary:
      "Requires federal agencies to procure only large language models that follow two 'Unbiased AI Principles', truth-seeking and ideological neutrality, and told OMB to issue implementing guidance within 120 days (issued as M-26-04).",
    source: FR,
    official_url: "https://www.federalregister.gov/documents/2025/07/28/2025-14217/preventing-woke-ai-in-the-federal-government",
    sources: [
      { tier: "primary", label: "Federal Register PDF (govinfo)", url: "https://www.govinfo.gov/content/pkg/FR-2025-07-28/pdf/2025-14217.pdf" },
    ],
  },
  {
    key: "federal:EO 14320",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "EO 14320",
    title: "Promoting the Export of the American AI Technology Stack",
    record_type: "executive_order",
    status: "Signed July 23, 2025; published at 90 FR 35393",
    in_force: null,
    record_date: "2025-07-23",
    summary:
      "Directs the Commerce Department, with State and OSTP, to set up an American AI Exports Program within 90 days that invites industry consortia to propose 'full-stack' U.S. AI export packages (chips, data centres, models, security and applications), backed by federal diplomatic and financing tools.",
    source: FR,
    official_url:
      "https://www.federalregister.gov/documents/2025/07/28/2025-14218/promoting-the-export-of-the-american-ai-technology-stack",
    sources: [
      { tier: "primary", label: "Federal Register PDF (govinfo)", url: "https://www.govinfo.gov/content/pkg/FR-2025-07-28/pdf/2025-14218.pdf" },
    ],
  },
  {
    key: "federal:EO 14363",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "EO 14363",
    title: "Launching the Genesis Mission",
    record_type: "executive_order",
    status: "Signed November 24, 2025; published at 90 FR 55035",
    in_force: null,
    record_date: "2025-11-24",
    summary:
      "Launches the Genesis Mission, a national effort led by the Department of Energy to build an integrated AI platform (the American Science and Security Platform) that uses federal scientific datasets and national-laboratory computing to train scientific foundation models and AI agents. It sets staged deadlines for DOE to identify computing resources and demonstrate an initial operating capability.",
    source: FR,
    official_url: "https://www.federalregister.gov/documents/2025/11/28/2025-21665/launching-the-genesis-mission",
    sources: [
      { tier: "primary", label: "Federal Register text (govinfo)", url: "https://www.govinfo.gov/content/pkg/FR-2025-11-28/html/2025-21665.htm" },
    ],
  },
  {
    key: "federal:EO 14365",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "EO 14365",
    title: "Ensuring a National Policy Framework for Artificial Intelligence",
    record_type: "executive_order",
    status: "Signed December 11, 2025; published in the Federal Register December 16, 2025 (FR Doc. 2025-23092)",
    in_force: null,
    record_date: "2025-12-11",
    summary:
      "Seeks a minimally burdensome national AI standard and pushes back on state AI laws: it has the Attorney General set up an AI Litigation Task Force to challenge state AI laws seen as conflicting with federal policy, has Commerce identify such laws and tie remaining BEAD broadband funds to them, and asks the FCC and FTC to act on federal disclosure standards and deceptive-practice policy. It also called for a legislative proposal for a federal framework with targeted preemption.",
    source: FR,
    official_url:
      "https://www.federalregister.gov/documents/2025/12/16/2025-23092/ensuring-a-national-policy-framework-for-artificial-intelligence",
    sources: [
      {
        tier: "secondary",
        label: "Bell Nunnally: Executive Order 14365 summary",
        url: "https://www.bellnunnally.com/news/executive-order-14365-ensuring-a-national-policy-framework-for-artificial-intelligence/",
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // OMB memoranda and White House guidance
  // ---------------------------------------------------------------------------------------------------------------
  {
    key: "federal:M-24-10",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "M-24-10",
    title: "Advancing Governance, Innovation, and Risk Management for Agency Use of Artificial Intelligence",
    record_type: "guidance",
    status: "Rescinded and replaced by OMB Memorandum M-25-21 (April 3, 2025)",
    in_force: false,
    record_date: "2024-03-28",
    summary:
      "OMB's March 28, 2024 memorandum under EO 14110 required agencies to name Chief AI Officers, publish AI use-case inventories and apply minimum risk-management practices to rights- and safety-impacting AI. It was rescinded and replaced by M-25-21 in April 2025.",
    source: "Office of Management and Budget",
    official_url:
      "https://bidenwhitehouse.archives.gov/wp-content/uploads/2024/03/M-24-10-Advancing-Governance-Innovation-and-Risk-Management-for-Agency-Use-of-Artificial-Intelligence.pdf",
    sources: [
      {
        tier: "primary",
        label: "Original whitehouse.gov PDF address",
        url: "https://www.whitehouse.gov/wp-content/uploads/2024/03/M-24-10-Advancing-Governance-Innovation-and-Risk-Management-for-Agency-Use-of-Artificial-Intelligence.pdf",
      },
    ],
  },
  {
    key: "federal:M-25-21",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "M-25-21",
    title: "Accelerating Federal Use of AI through Innovation, Governance, and Public Trust",
    record_type: "guidance",
    status: "Issued April 3, 2025",
    in_force: null,
    record_date: "2025-04-03",
    summary:
      "Implements EO 14179 for federal agencies' own use of AI and replaces M-24-10. It keeps Chief AI Officers and AI use-case inventories but reframes the policy around removing barriers to adoption, with minimum risk-management practices for 'high-impact' AI.",
    source: "Office of Management and Budget",
    official_url:
      "https://www.whitehouse.gov/wp-content/uploads/2025/02/M-25-21-Accelerating-Federal-Use-of-AI-through-Innovation-Governance-and-Public-Trust.pdf",
  },
  {
    key: "federal:M-25-22",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "M-25-22",
    title: "Driving Efficient Acquisition of Artificial Intelligence in Government",
    record_type: "guidance",
    status: "Issued April 3, 2025",
    in_force: null,
    record_date: "2025-04-03",
    summary:
      "OMB guidance on how agencies buy AI systems and services, replacing M-24-18. It favours U.S.-developed AI, requires performance tracking and risk management in contracts, and addresses government data use, intellectual property and vendor lock-in.",
    source: "Office of Management and Budget",
    official_url:
      "https://www.whitehouse.gov/wp-content/uploads/2025/02/M-25-22-Driving-Efficient-Acquisition-of-Artificial-Intelligence-in-Government.pdf",
    sources: [
      {
        tier: "secondary",
        label: "OECD.AI policy entry for M-25-22",
        url: "https://oecd.ai/en/dashboards/policy-initiatives/omb-ai-acquisition-guidance-m-25-22",
      },
    ],
  },
  {
    key: "federal:M-26-04",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "M-26-04",
    title: "Increasing Public Trust in Artificial Intelligence Through Unbiased AI Principles",
    record_type: "guidance",
    status: "Issued December 11, 2025",
    in_force: null,
    record_date: "2025-12-11",
    summary:
      "OMB's guidance implementing EO 14319: new agency solicitations and contracts for large language models must require compliance with the truth-seeking and ideological-neutrality principles, and vendors must supply documentation such as acceptable-use policies and model or system cards.",
    source: "Office of Management and Budget",
    official_url:
      "https://www.whitehouse.gov/wp-content/uploads/2025/12/M-26-04-Increasing-Public-Trust-in-Artificial-Intelligence-Through-Unbiased-AI-Principles-1.pdf",
    effective_text: "By March 11, 2026, agencies must update procurement policies and set up a way for users to report violations",
  },
  {
    key: "federal:americas-ai-action-plan",
    scope: "federal",
    jurisdiction: "federal",
    identifier: null,
    title: "Winning the Race: America's AI Action Plan",
    record_type: "guidance",
    status: "Released by the White House on July 23, 2025",
    in_force: null,
    record_date: "2025-07-23",
    summary:
      "The AI Action Plan called for by EO 14179, listing roughly 90 federal policy actions under three pillars: accelerating AI innovation, building American AI infrastructure, and leading in international AI diplomacy and security. It was released together with EOs 14318, 14319 and 14320.",
    source: "The White House",
    official_url: "https://www.whitehouse.gov/wp-content/uploads/2025/07/Americas-AI-Action-Plan.pdf",
    alternate_names: ["America's AI Action Plan", "AI Action Plan"],
  },
  {
    key: "federal:national-policy-framework-for-ai-legislative-recommendations",
    scope: "federal",
    jurisdiction: "federal",
    identifier: null,
    title: "National Policy Framework for Artificial Intelligence: Legislative Recommendations",
    record_type: "guidance",
    status: "Released by the White House on March 20, 2026",
    in_force: null,
    record_date: "2026-03-20",
    summary:
      "The administration's legislative recommendations that followed EO 14365: it asks Congress for a national AI law covering child safety, intellectual property, data-centre permitting and anti-censorship themes, and for preemption of state AI laws it considers unduly burdensome, with carve-outs such as general police powers and zoning. It is a proposal to Congress, not binding law.",
    source: "The White House",
    official_url:
      "https://www.whitehouse.gov/wp-content/uploads/2026/03/03.20.26-National-Policy-Framework-for-Artificial-Intelligence-Legislative-Recommendations.pdf",
    sources: [
      {
        tier: "secondary",
        label: "Goodwin: Trump administration unveils its AI legislative agenda",
        url: "https://www.goodwinlaw.com/en/insights/publications/2026/03/alerts-practices-trump-administration-unveils-its-ai-legislative-agenda",
      },
    ],
  },
  {
    key: "federal:NIST AI 100-1",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "NIST AI 100-1",
    title: "Artificial Intelligence Risk Management Framework (AI RMF 1.0)",
    record_type: "guidance",
    status: "Released January 26, 2023 (voluntary framework)",
    in_force: null,
    record_date: "2023-01-26",
    summary:
      "A voluntary, sector-neutral framework from NIST, developed under the mandate of the National AI Initiative Act, that organises AI risk management into four functions: Govern, Map, Measure and Manage. It is widely referenced by federal policy and by some state AI laws.",
    source: "National Institute of Standards and Technology",
    official_url: "https://www.nist.gov/itl/ai-risk-management-framework",
    alternate_names: ["NIST AI RMF", "AI RMF"],
    sources: [{ tier: "primary", label: "NIST AI 100-1 (PDF)", url: "https://nvlpubs.nist.gov/nistpubs/ai/NIST.AI.100-1.pdf" }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // Agency rules and rulings
  // ---------------------------------------------------------------------------------------------------------------
  {
    key: "federal:FCC 24-17",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "FCC 24-17",
    title:
      "Declaratory Ruling: Implications of Artificial Intelligence Technologies on Protecting Consumers from Unwanted Robocalls and Robotexts (CG Docket No. 23-362)",
    record_type: "regulation",
    status: "Declaratory Ruling adopted February 2, 2024; released February 8, 2024",
    in_force: null,
    record_date: "2024-02-08",
    summary:
      "The FCC confirmed that AI-generated and cloned voices are 'artificial or prerecorded voices' under the Telephone Consumer Protection Act, so robocalls using them need the called party's prior express consent (absent an emergency or exemption) and must follow the existing identification and opt-out rules.",
    source: "Federal Communications Commission",
    official_url: "https://www.fcc.gov/document/fcc-makes-ai-generated-voices-robocalls-illegal",
    sources: [{ tier: "primary", label: "Declaratory Ruling FCC 24-17 (PDF)", url: "https://docs.fcc.gov/public/attachments/FCC-24-17A1.pdf" }],
  },
  {
    key: "federal:16 CFR Part 465",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "16 CFR Part 465",
    title: "Trade Regulation Rule on the Use of Consumer Reviews and Testimonials",
    record_type: "regulation",
    status: "Final rule published August 22, 2024 (FR Doc. 2024-18519)",
    in_force: null,
    record_date: "2024-08-22",
    summary:
      "An FTC rule that bans creating, buying or selling fake consumer reviews and testimonials, including AI-generated reviews attributed to people who do not exist or did not use the product, along with undisclosed insider reviews, review suppression and fake social-media indicators. It lets the FTC seek civil penalties from knowing violators.",
    source: FR,
    official_url:
      "https://www.federalregister.gov/documents/2024/08/22/2024-18519/trade-regulation-rule-on-the-use-of-consumer-reviews-and-testimonials",
    alternate_names: ["FTC fake reviews rule", "CRT Rule"],
    effective_text: "October 21, 2024",
    sources: [{ tier: "primary", label: "eCFR 16 CFR Part 465", url: "https://www.ecfr.gov/current/title-16/chapter-I/subchapter-D/part-465" }],
  },
  {
    key: "federal:90 FR 4544",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "90 FR 4544",
    title: "Framework for Artificial Intelligence Diffusion",
    record_type: "regulation",
    status: "Interim final rule published January 15, 2025; BIS announced its rescission on May 13, 2025",
    in_force: null,
    record_date: "2025-01-15",
    summary:
      "A Commerce Department (BIS) interim final rule that tightened export controls on advanced computing chips and added controls on certain closed AI model weights, with a tiered country structure. BIS announced on May 13, 2025, before the main compliance date, that it was rescinding the rule and would not enforce it, and said a replacement would follow.",
    source: FR,
    official_url: "https://www.federalregister.gov/documents/2025/01/15/2025-00636/framework-for-artificial-intelligence-diffusion",
    alternate_names: ["AI Diffusion Rule"],
    sources: [
      {
        tier: "secondary",
        label: "Alston & Bird: Commerce rescinds AI Diffusion Rule",
        url: "https://alstontrade.com/commerce-rescinds-ai-diffusion-rule-releases-other-guidance-involving-overseas-ai-chips",
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // Notable bills (119th Congress)
  // ---------------------------------------------------------------------------------------------------------------
  {
    key: "federal:S. 1367 (119th Congress)",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "S. 1367 (119th Congress)",
    title: "NO FAKES Act of 2025",
    record_type: "bill",
    status: "Introduced in the Senate April 9, 2025 (companion H.R. 2794); pending",
    in_force: null,
    record_date: "2025-04-09",
    summary:
      "Would create a federal right in a person's voice and visual likeness against unauthorised AI-generated digital replicas, with liability for producing or distributing them and a notice-and-takedown process for online services. It was reintroduced in both chambers on April 9, 2025; no enactment was found.",
    source: CONGRESS,
    official_url: "https://www.congress.gov/bill/119th-congress/senate-bill/1367",
    alternate_names: ["Nurture Originals, Foster Art, and Keep Entertainment Safe Act of 2025", "NO FAKES Act", "H.R. 2794 (119th Congress)"],
    sources: [
      { tier: "primary", label: "House companion H.R. 2794", url: "https://www.congress.gov/bill/119th-congress/house-bill/2794" },
      {
        tier: "secondary",
        label: "Sen. Klobuchar press release on reintroduction",
        url: "https://www.klobuchar.senate.gov/public/index.cfm/2025/4/klobuchar-coons-blackburn-and-colleagues-reintroduce-bipartisan-no-fakes-act",
      },
    ],
  },
  {
    key: "federal:S. 1837 (119th Congress)",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "S. 1837 (119th Congress)",
    title: "DEFIANCE Act of 2025",
    record_type: "bill",
    status: "Passed Senate by unanimous consent January 13, 2026; House action pending",
    in_force: null,
    record_date: "2026-01-13",
    summary:
      "Would give people depicted in non-consensual sexually explicit AI deepfakes ('intimate digital forgeries') a federal civil cause of action against those who produce, distribute or possess them with intent to distribute, with liquidated damages. The Senate passed it by unanimous consent on January 13, 2026; a House companion (H.R. 3562) was introduced May 21, 2025.",
    source: CONGRESS,
    official_url: "https://www.congress.gov/bill/119th-congress/senate-bill/1837",
    alternate_names: ["Disrupt Explicit Forged Images And Non-Consensual Edits Act of 2025", "DEFIANCE Act"],
    sources: [
      {
        tier: "secondary",
        label: "Washington Times: Senate unanimously passes bill letting deepfake victims sue",
        url: "https://twt-assets.washtimes.com/news/2026/jan/13/senate-unanimously-passes-bill-allow-deepfake-victims-sue-damages",
      },
    ],
  },
  {
    key: "federal:S. 2164 (119th Congress)",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "S. 2164 (119th Congress)",
    title: "Algorithmic Accountability Act of 2025",
    record_type: "bill",
    status: "Read twice and referred to the Committee on Commerce, Science, and Transportation (June 25, 2025)",
    in_force: null,
    record_date: "2025-06-25",
    summary:
      "Would direct the FTC to require large companies to assess the impacts of automated decision systems used for critical decisions such as housing, employment, credit and education, file summary reports, and give consumers notice and ways to contest decisions. The House companion is H.R. 5511 (introduced September 19, 2025).",
    source: CONGRESS,
    official_url: "https://www.congress.gov/bill/119th-congress/senate-bill/2164",
    alternate_names: ["H.R. 5511 (119th Congress)"],
    sources: [
      { tier: "primary", label: "H.R. 5511 as introduced", url: "https://www.congress.gov/119/bills/hr5511/BILLS-119hr5511ih.htm" },
      {
        tier: "secondary",
        label: "Rep. Clarke press release (September 19, 2025)",
        url: "https://clarke.house.gov/clarke-introduces-bill-to-regulate-ais-control-over-critical-decision-making-in-housing-employment-education-and-more",
      },
    ],
  },
  {
    key: "federal:H.R. 2385 (119th Congress)",
    scope: "federal",
    jurisdiction: "federal",
    identifier: "H.R. 2385 (119th Congress)",
    title: "CREATE AI Act of 2025",
    record_type: "bill",
    status: "Referred to the House Committee on Science, Space, and Technology (March 26, 2025)",
    in_force: null,
    record_date: "2025-03-26",
    summary:
      "Would establish the National Artificial Intelligence Research Resource (NAIRR) at the National Science Foundation to give U.S. researchers, students and small businesses shared access to computing, datasets and AI testbeds, and would allow private donations to support it.",
    source: CONGRESS,
    official_url: "https://www.congress.gov/bill/119th-congress/house-bill/2385",
    alternate_names: ["Creating Resources for Every American To Experiment with Artificial Intelligence Act of 2025", "CREATE AI Act"],
    sources: [
      {
        tier: "secondary",
        label: "Rep. Beyer press release on introduction",
        url: "https://beyer.house.gov/news/documentsingle.aspx?DocumentID=6456",
      },
    ],
  },
];
