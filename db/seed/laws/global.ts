/**
 * Global (non-US, non-EU-level) AI laws, bills, regulations, guidance and international instruments.
 *
 * How this was verified: every row was checked on 2026-11-21 with the `search` tool (corpora "pages" and "docs")
 * and with `find_string` / `read_file` over stored public material. Official URLs are ones we saw quoted or served
 * as a page address; where we saw none, official_url is null. Dates and statuses follow the sources we saw.
 *
 * Caveats:
 * - The stored material is a snapshot, mostly through mid-2026. Pending items (Brazil PL 2338/2023, Chile's AI bill,
 *   Spain's draft AI law, the Council of Europe convention's entry into force) may have moved since.
 * - in_force is true only where a source said the instrument is in force or took effect; null otherwise.
 * - Some rows rest on a single secondary source; those are listed in the hand-off report.
 * - Chinese CAC instruments have no confirmed document numbers here except where stated; identifiers are null
 *   rather than guessed.
 */
import type { LawSeed } from "../types";

export const globalLaws: LawSeed[] = [
  // ---------------------------------------------------------------- China
  {
    key: "china:generative-ai-interim-measures",
    scope: "global",
    jurisdiction: "china",
    identifier: null,
    title: "Interim Measures for the Management of Generative Artificial Intelligence Services",
    record_type: "regulation",
    status: "Issued; in effect from 15 August 2023",
    in_force: true,
    record_date: "2023-07-13",
    summary:
      "Departmental rule issued by the Cyberspace Administration of China with six other agencies covering generative AI services offered to the public in mainland China. Providers must use lawfully sourced training data, keep generated content within legal limits, label content, and complete security assessment and algorithm filing where a service has public-opinion or social-mobilisation capacity.",
    source: "Cyberspace Administration of China",
    official_url: "https://www.cac.gov.cn/2023-07/13/c_1690898327029107.htm",
    alternate_names: ["Generative AI Measures", "生成式人工智能服务管理暂行办法"],
    effective_text: "August 15, 2023",
  },
  {
    key: "china:CAC Order No. 12",
    scope: "global",
    jurisdiction: "china",
    identifier: "CAC Order No. 12",
    title: "Provisions on the Administration of Deep Synthesis of Internet-based Information Services",
    record_type: "regulation",
    status: "Promulgated 25 November 2022; effective 10 January 2023",
    in_force: true,
    record_date: "2022-11-25",
    summary:
      "Joint rule of the CAC, MIIT and the Ministry of Public Security on deep synthesis (deepfake) services in China. It requires real-identity checks for users, technical and visible labels on synthesized content, separate consent before editing a person's face or voice, and algorithm filing and security assessment for services with public-opinion attributes.",
    source: "Cyberspace Administration of China",
    official_url: "https://www.cac.gov.cn/2022-12/11/c_1672221949354811.htm",
    alternate_names: ["Deep Synthesis Provisions", "互联网信息服务深度合成管理规定"],
    effective_text: "January 10, 2023",
  },
  {
    key: "china:algorithmic-recommendation-provisions",
    scope: "global",
    jurisdiction: "china",
    identifier: null,
    title: "Provisions on the Administration of Algorithmic Recommendation for Internet Information Services",
    record_type: "regulation",
    status: "Issued 31 December 2021; effective 1 March 2022",
    in_force: true,
    record_date: "2021-12-31",
    summary:
      "Rule jointly issued by the CAC, MIIT, the Ministry of Public Security and SAMR governing recommendation, ranking, filtering and generative algorithms used to serve content. It gives users options to switch off personalised recommendation, bars practices such as traffic manipulation and unreasonable price discrimination, and requires providers with public-opinion attributes to file their algorithms.",
    source: "Cyberspace Administration of China",
    official_url: "https://www.cac.gov.cn/2022-01/04/c_1642894606364259.htm",
    alternate_names: ["Algorithmic Recommendation Provisions", "互联网信息服务算法推荐管理规定"],
    effective_text: "March 1, 2022",
  },
  {
    key: "china:ai-generated-content-labeling-measures",
    scope: "global",
    jurisdiction: "china",
    identifier: null,
    title: "Measures for Labeling Artificial Intelligence-Generated and Synthetic Content",
    record_type: "regulation",
    status: "Issued March 2025; took effect 1 September 2025",
    in_force: true,
    record_date: "2025-03-14",
    summary:
      "Issued by the CAC, MIIT, the Ministry of Public Security and the National Radio and Television Administration. AI-generated text, images, audio, video and virtual scenes must carry explicit labels users can perceive and implicit labels in file metadata; platforms must check for labels and flag suspected synthetic content, and removing or forging labels is prohibited.",
    source: "Cyberspace Administration of China",
    official_url: "https://www.cac.gov.cn/2025-03/14/c_1743654684782215.htm",
    alternate_names: ["AI Content Labeling Measures", "人工智能生成合成内容标识办法"],
    effective_text: "September 1, 2025",
  },
  {
    key: "china:CAC Order No. 21",
    scope: "global",
    jurisdiction: "china",
    identifier: "CAC Order No. 21",
    title: "Interim Measures for the Administration of Anthropomorphic Interaction Services",
    record_type: "regulation",
    status: "Published 10 April 2026; in force from 15 July 2026",
    in_force: true,
    record_date: "2026-04-10",
    summary:
      "Rule issued by the CAC with the NDRC, MIIT, the Ministry of Public Security and SAMR for AI services that simulate human personality and engage users emotionally. Providers must tell users they are talking to AI, remind users after prolonged use, protect minors (including a bar on virtual-partner services for them), intervene on signs of self-harm, and undergo security assessment above user-number thresholds.",
    source: "Cyberspace Administration of China",
    official_url: "https://www.cac.gov.cn/2026-04/10/c_1777558395078289.htm",
    alternate_names: ["Anthropomorphic AI Measures", "人工智能拟人化互动服务管理暂行办法"],
    effective_text: "July 15, 2026",
  },

  // ---------------------------------------------------------------- South Korea
  {
    key: "south-korea:Act No. 20676",
    scope: "global",
    jurisdiction: "south-korea",
    identifier: "Act No. 20676",
    title: "Framework Act on the Development of Artificial Intelligence and the Establishment of a Foundation for Trust",
    record_type: "statute",
    status: "Enacted 21 January 2025; in force 22 January 2026",
    in_force: true,
    record_date: "2025-01-21",
    summary:
      "South Korea's horizontal AI statute, passed by the National Assembly on 26 December 2024. It sets up national AI governance bodies, support measures for the AI industry, duties for providers of high-impact and generative AI (advance notice to users, labelling of AI output and deepfakes, risk management), safety duties for very large models, a domestic-representative requirement for some foreign firms, and administrative fines of up to KRW 30 million; it was amended by Act No. 21311 in January 2026.",
    source: "Korean Law Information Center (Ministry of Government Legislation)",
    official_url: "https://www.law.go.kr/LSW/lsInfoP.do?lsiSeq=282791&efYd=20260721",
    alternate_names: ["AI Basic Act", "AI Framework Act", "인공지능 발전과 신뢰 기반 조성 등에 관한 기본법"],
    sources: [
      {
        tier: "primary",
        label: "Act page on the Korean Law Information Center",
        url: "https://www.law.go.kr/법령/인공지능발전과신뢰기반조성등에관한기본법",
      },
      {
        tier: "secondary",
        label: "English translation (CSET, Georgetown)",
        url: "https://cset.georgetown.edu/publication/south-korea-ai-law-2025",
      },
    ],
    effective_text: "January 22, 2026",
  },
  {
    key: "south-korea:Presidential Decree No. 36053",
    scope: "global",
    jurisdiction: "south-korea",
    identifier: "Presidential Decree No. 36053",
    title: "Enforcement Decree of the Framework Act on the Development of Artificial Intelligence and the Establishment of a Foundation for Trust",
    record_type: "regulation",
    status: "Promulgated 21 January 2026; in force 22 January 2026 (later amended)",
    in_force: true,
    record_date: "2026-01-21",
    summary:
      "Implementing decree for the AI Basic Act. It fills in the methods for notice and labelling, the compute threshold (10^26 operations) and other criteria for safety duties, the procedure for confirming whether a system is high-impact, impact-assessment content and the thresholds that trigger a domestic representative; it was amended in July and August 2026.",
    source: "Korean Law Information Center (Ministry of Government Legislation)",
    official_url: "https://www.law.go.kr/LSW/lsInfoP.do?lsiSeq=288781&efYd=20260820",
    alternate_names: ["AI Basic Act Enforcement Decree"],
    effective_text: "January 22, 2026",
  },

  // ---------------------------------------------------------------- Japan
  {
    key: "japan:Act No. 53 of 2025",
    scope: "global",
    jurisdiction: "japan",
    identifier: "Act No. 53 of 2025",
    title: "Act on the Promotion of Research, Development and Utilization of Artificial Intelligence-Related Technologies",
    record_type: "statute",
    status: "Enacted 28 May 2025; promulgated 4 June 2025; fully in force 1 September 2025",
    in_force: true,
    record_date: "2025-06-04",
    summary:
      "Japan's first AI-specific statute, a framework law that sets basic principles, assigns responsibilities to the state, local governments, researchers, businesses and citizens, and creates an AI Strategy Headquarters under the Prime Minister and an AI Basic Plan. Business duties are limited to cooperating with government measures and there are no penalties.",
    source: "e-Gov Law Search (Digital Agency of Japan)",
    official_url: "https://laws.e-gov.go.jp/law/507AC0000000053",
    alternate_names: ["AI Promotion Act", "Japan AI Act", "人工知能関連技術の研究開発及び活用の推進に関する法律"],
    sources: [
      {
        tier: "primary",
        label: "Cabinet Office AI Act page",
        url: "https://www8.cao.go.jp/cstp/ai/ai_act/ai_act.html",
      },
      {
        tier: "secondary",
        label: "OECD.AI policy initiative entry",
        url: "https://oecd.ai/en/dashboards/policy-initiatives/act-on-promotion-of-research,-development,-and-utilization-of-artificial-intelligence-related-technologies",
      },
    ],
    effective_text: "Most provisions on 4 June 2025; Chapters III and IV on 1 September 2025",
  },
  {
    key: "japan:ai-appropriateness-guidelines-2025",
    scope: "global",
    jurisdiction: "japan",
    identifier: null,
    title: "Guidelines on Ensuring the Appropriateness of Research, Development and Use of AI-Related Technologies",
    record_type: "guidance",
    status: "Decided by the AI Strategy Headquarters, 19 December 2025",
    in_force: null,
    record_date: "2025-12-19",
    summary:
      "Guidelines adopted under the AI Promotion Act by the Cabinet's AI Strategy Headquarters on how developers, providers and users should keep AI research, development and use appropriate. They are guidance and carry no penalties.",
    source: "Cabinet Office of Japan",
    official_url: "https://www8.cao.go.jp/cstp/ai/ai_guideline/ai_guideline.html",
  },
  {
    key: "japan:ai-basic-plan",
    scope: "global",
    jurisdiction: "japan",
    identifier: null,
    title: "Artificial Intelligence Basic Plan",
    record_type: "guidance",
    status: "Cabinet decision of 23 December 2025 (revised by Cabinet decision of 14 July 2026)",
    in_force: null,
    record_date: "2025-12-23",
    summary:
      "The national AI plan that the AI Promotion Act requires the government to adopt, setting out measures to promote AI research, development and use and to manage risks. It is a policy plan rather than a source of obligations for businesses.",
    source: "Cabinet Office of Japan",
    official_url: "https://www8.cao.go.jp/cstp/ai/ai_plan/ai_plan.html",
  },

  // ---------------------------------------------------------------- Italy
  {
    key: "italy:Law 132/2025",
    scope: "global",
    jurisdiction: "italy",
    identifier: "Law No. 132 of 23 September 2025",
    title: "Disposizioni e deleghe al Governo in materia di intelligenza artificiale",
    record_type: "statute",
    status: "Published in Gazzetta Ufficiale, Serie Generale n. 223 of 25 September 2025; in force 10 October 2025",
    in_force: true,
    record_date: "2025-09-25",
    summary:
      "Italy's national AI law of 28 articles, to be read consistently with the EU AI Act. It sets principles for AI use in health, work, the professions, public administration and the courts, designates AgID and ACN as national AI authorities, delegates further rules to the Government, and adds criminal provisions including an offence of unlawfully spreading AI-generated or altered content that causes harm.",
    source: "Gazzetta Ufficiale della Repubblica Italiana",
    official_url: "https://www.gazzettaufficiale.it/eli/id/2025/09/25/25G00143/sg",
    alternate_names: ["Italian AI Law", "Legge 132/2025", "Legge sull'intelligenza artificiale"],
    effective_text: "10 October 2025",
  },

  // ---------------------------------------------------------------- Brazil
  {
    key: "brazil:PL 2338/2023",
    scope: "global",
    jurisdiction: "brazil",
    identifier: "PL 2338/2023",
    title: "Projeto de Lei n° 2338, de 2023 (Marco Legal da Inteligência Artificial)",
    record_type: "bill",
    status: "Approved by the Federal Senate 10 December 2024; pending in the Chamber of Deputies (special committee)",
    in_force: null,
    record_date: "2024-12-10",
    summary:
      "Risk-based AI bill introduced by Senator Rodrigo Pacheco in May 2023 that sets rights for people affected by AI systems, bans excessive-risk uses, imposes governance duties for high-risk systems and addresses copyright in training. After Senate approval it went to the Chamber of Deputies in March 2025, where a special committee was still awaiting the rapporteur's report in the latest record we saw (September 2026).",
    source: "Federal Senate of Brazil",
    official_url: "https://www25.senado.leg.br/web/atividade/materias/-/materia/157233",
    alternate_names: ["Brazil AI Bill", "Marco Legal da IA", "PL da IA"],
    sources: [
      {
        tier: "primary",
        label: "Chamber of Deputies bill tracking page",
        url: "https://www.camara.leg.br/proposicoesWeb/fichadetramitacao?idProposicao=2487262",
      },
    ],
  },
  {
    key: "brazil:TSE Resolution 23.732/2024",
    scope: "global",
    jurisdiction: "brazil",
    identifier: "Resolução TSE nº 23.732/2024",
    title: "Resolução nº 23.732, de 27 de fevereiro de 2024 (electoral advertising rules, amending Resolution 23.610/2019)",
    record_type: "regulation",
    status: "Approved 27 February 2024; published 1 March 2024",
    in_force: null,
    record_date: "2024-02-27",
    summary:
      "Superior Electoral Court resolution setting campaign-advertising rules for Brazil's 2024 elections. It bans deepfakes in electoral propaganda, requires a clear label on AI-generated or manipulated campaign content, and restricts chatbots and avatars posing as candidates, with possible loss of candidacy or mandate for violations.",
    source: "Tribunal Superior Eleitoral",
    official_url:
      "https://www.tse.jus.br/legislacao/compilada/res/2024/resolucao-no-23-732-de-27-de-fevereiro-de-2024",
    alternate_names: ["TSE deepfake resolution"],
  },

  // ---------------------------------------------------------------- Canada
  {
    key: "canada:C-27 (44-1)",
    scope: "global",
    jurisdiction: "canada",
    identifier: "Bill C-27 (44th Parliament, 1st Session)",
    title: "Digital Charter Implementation Act, 2022 (Part 3: Artificial Intelligence and Data Act)",
    record_type: "bill",
    status: "Did not receive Royal Assent; terminated when Parliament was prorogued on 6 January 2025",
    in_force: false,
    record_date: "2025-01-06",
    summary:
      "Omnibus bill whose Part 3 would have enacted the Artificial Intelligence and Data Act (AIDA), regulating high-impact AI systems in international and interprovincial trade. It was still in committee when the session ended with prorogation, so it died on the order paper and never took effect.",
    source: "LEGISinfo, Parliament of Canada",
    official_url: "https://www.parl.ca/legisinfo/en/bill/44-1/c-27",
    alternate_names: ["AIDA", "Artificial Intelligence and Data Act", "Bill C-27"],
    sources: [
      {
        tier: "secondary",
        label: "Fasken: bills set to die on the order paper",
        url: "https://fasken.com/en/knowledge/2025/01/prorogations-digital-impact",
      },
    ],
  },
  {
    key: "canada:directive-on-automated-decision-making",
    scope: "global",
    jurisdiction: "canada",
    identifier: null,
    title: "Directive on Automated Decision-Making",
    record_type: "regulation",
    status: "In effect since 1 April 2019; modified 24 June 2025",
    in_force: true,
    record_date: "2025-06-24",
    summary:
      "Treasury Board policy instrument binding on federal institutions that use automated systems to make or support administrative decisions. It requires algorithmic impact assessments, notice, explanation, peer review, human involvement scaled to impact level, and recourse; the 2025 revision gave existing systems until 24 June 2026 to comply.",
    source: "Treasury Board of Canada Secretariat",
    official_url: "https://www.tbs-sct.canada.ca/pol/doc-eng.aspx?id=32592",
    effective_text: "Existing systems to comply by 24 June 2026",
  },

  // ---------------------------------------------------------------- United Kingdom
  {
    key: "united-kingdom:CP 815",
    scope: "global",
    jurisdiction: "united-kingdom",
    identifier: "CP 815",
    title: "A pro-innovation approach to AI regulation (white paper)",
    record_type: "guidance",
    status: "Presented to Parliament 29 March 2023; government response published 6 February 2024",
    in_force: null,
    record_date: "2023-03-29",
    summary:
      "UK government white paper choosing not to pass a general AI law and instead asking existing regulators to apply five cross-sector principles: safety and robustness, transparency and explainability, fairness, accountability and governance, and contestability and redress. The principles were not put on a statutory footing.",
    source: "GOV.UK (Department for Science, Innovation and Technology)",
    official_url: "https://www.gov.uk/government/publications/ai-regulation-a-pro-innovation-approach",
    alternate_names: ["UK AI White Paper", "AI regulation: a pro-innovation approach"],
    sources: [
      {
        tier: "primary",
        label: "Government response to the consultation (CP 1019)",
        url: "https://www.gov.uk/government/consultations/ai-regulation-a-pro-innovation-approach-policy-proposals/outcome/a-pro-innovation-approach-to-ai-regulation-government-response",
      },
    ],
  },
  {
    key: "united-kingdom:Online Safety Act 2023 s. 188",
    scope: "global",
    jurisdiction: "united-kingdom",
    identifier: "Online Safety Act 2023, section 188",
    title: "Online Safety Act 2023, section 188 (sharing or threatening to share intimate photograph or film)",
    record_type: "statute",
    status: "Commenced 31 January 2024",
    in_force: true,
    record_date: "2024-01-31",
    summary:
      "Section 188 inserted new intimate-image offences into the Sexual Offences Act 2003 covering sharing, or threatening to share, an intimate image without consent, including images that have been digitally altered such as deepfakes. It criminalises sharing, not creation.",
    source: "legislation.gov.uk",
    official_url: "https://www.legislation.gov.uk/ukpga/2023/50/section/188",
    alternate_names: ["Online Safety Act intimate image offences"],
    effective_text: "31 January 2024",
  },
  {
    key: "united-kingdom:Data (Use and Access) Act 2025 s. 138",
    scope: "global",
    jurisdiction: "united-kingdom",
    identifier: "Data (Use and Access) Act 2025, section 138",
    title: "Data (Use and Access) Act 2025, section 138 (creating, or requesting the creation of, purported intimate image of adult)",
    record_type: "statute",
    status: "Enacted (2025 c. 18); section 138 commenced by Commencement No. 5 Regulations 2026",
    in_force: null,
    record_date: null,
    summary:
      "Inserts section 66E and related provisions into the Sexual Offences Act 2003, making it an offence to intentionally create, or ask someone to create, a purported intimate image of an adult without consent. It targets sexually explicit deepfakes at the point of creation rather than sharing.",
    source: "legislation.gov.uk",
    official_url: "https://www.legislation.gov.uk/ukpga/2025/18/section/138",
    alternate_names: ["Deepfake creation offence"],
    sources: [
      {
        tier: "secondary",
        label: "Report on commencement of section 138",
        url: "https://cyber.netsecops.io/articles/uk-law-criminalizing-ai-generated-intimate-images-takes-effect",
      },
    ],
    effective_text: "February 6, 2026",
  },

  // ---------------------------------------------------------------- India
  {
    key: "india:G.S.R. 120(E)",
    scope: "global",
    jurisdiction: "india",
    identifier: "G.S.R. 120(E)",
    title: "Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Amendment Rules, 2026",
    record_type: "regulation",
    status: "Notified 10 February 2026; in force 20 February 2026",
    in_force: true,
    record_date: "2026-02-10",
    summary:
      "Amends India's IT Rules, 2021 to define synthetically generated information and bring it within intermediaries' due-diligence duties. Platforms that enable synthetic content must label it and embed identifiers or metadata, significant social media intermediaries must obtain user declarations and label such content, and takedown timelines were shortened.",
    source: "Gazette of India (Ministry of Electronics and Information Technology)",
    official_url: "https://egazette.gov.in/WriteReadData/2026/269993.pdf",
    alternate_names: ["IT Amendment Rules 2026", "India deepfake labelling rules", "SGI rules"],
    effective_text: "20th day of February, 2026",
  },
  {
    key: "india:ai-governance-guidelines-2025",
    scope: "global",
    jurisdiction: "india",
    identifier: null,
    title: "India AI Governance Guidelines",
    record_type: "guidance",
    status: "Released by MeitY under the IndiaAI Mission, 5 November 2025",
    in_force: null,
    record_date: "2025-11-05",
    summary:
      "National AI governance guidelines built around seven principles and six pillars with an action plan. They favour using existing legislation wherever possible rather than a new AI-specific law.",
    source: "Press Information Bureau, Government of India",
    official_url: "https://www.pib.gov.in/PressReleasePage.aspx?PRID=2186639",
  },

  // ---------------------------------------------------------------- Vietnam
  {
    key: "vietnam:134/2025/QH15",
    scope: "global",
    jurisdiction: "vietnam",
    identifier: "Law No. 134/2025/QH15",
    title: "Law on Artificial Intelligence",
    record_type: "statute",
    status: "Passed by the National Assembly 10 December 2025; took effect 1 March 2026",
    in_force: true,
    record_date: "2025-12-10",
    summary:
      "Vietnam's stand-alone AI law of 35 articles. Providers classify systems as high, medium or low risk, high-risk systems face conformity requirements, deceptive deepfakes and exploitation of vulnerable groups are prohibited, AI-generated content must be marked, and the law adds support measures such as a National AI Development Fund and sandboxes.",
    source: "Government of Vietnam legal documents portal (vanban.chinhphu.vn)",
    official_url: "https://vanban.chinhphu.vn/?classid=1&docid=216334&pageid=27160&typegroupid=3",
    alternate_names: ["Vietnam AI Law", "Luật Trí tuệ nhân tạo"],
    effective_text: "March 1, 2026",
  },
  {
    key: "vietnam:71/2025/QH15",
    scope: "global",
    jurisdiction: "vietnam",
    identifier: "Law No. 71/2025/QH15",
    title: "Law on Digital Technology Industry",
    record_type: "statute",
    status: "Passed by the National Assembly 14 June 2025",
    in_force: null,
    record_date: "2025-06-14",
    summary:
      "Framework law for the digital technology industry, semiconductors, artificial intelligence and digital assets. Its AI chapter defines AI systems and sets principles for developing, providing and deploying AI; it was largely scheduled to take effect on 1 January 2026, with some incentive provisions from 1 July 2025.",
    source: "National Assembly of Vietnam",
    official_url: null,
    alternate_names: ["DTI Law", "Digital Technology Industry Law"],
    sources: [
      {
        tier: "secondary",
        label: "Baker McKenzie summary",
        url: "https://connectontech.bakermckenzie.com/?p=5164",
      },
    ],
    effective_text: "1 January 2026 (incentive provisions from 1 July 2025)",
  },

  // ---------------------------------------------------------------- Kazakhstan
  {
    key: "kazakhstan:230-VIII",
    scope: "global",
    jurisdiction: "kazakhstan",
    identifier: "Law No. 230-VIII",
    title: "Law of the Republic of Kazakhstan On Artificial Intelligence",
    record_type: "statute",
    status: "Signed by the President 17 November 2025",
    in_force: null,
    record_date: "2025-11-17",
    summary:
      "Central Asia's first dedicated AI law, of 31 articles. It assigns risk-management duties to owners and holders of AI systems, bans systems using manipulative or subliminal techniques or unlawful personal-data processing, requires users to be told when AI is used and machine-readable marking of synthetic output, and lays the basis for a national AI platform.",
    source: "Adilet legal information system (Ministry of Justice of Kazakhstan)",
    official_url: "https://adilet.zan.kz/eng/docs/Z2500000230",
    alternate_names: ["Kazakhstan AI Law"],
    effective_text: "January 18, 2026",
  },

  // ---------------------------------------------------------------- Peru
  {
    key: "peru:Ley 31814",
    scope: "global",
    jurisdiction: "peru",
    identifier: "Ley N.° 31814",
    title: "Ley que promueve el uso de la inteligencia artificial en favor del desarrollo económico y social del país",
    record_type: "statute",
    status: "Published in El Peruano (July 2023)",
    in_force: null,
    record_date: null,
    summary:
      "Short framework law declaring the promotion of AI a national interest, setting guiding principles such as risk-based safety standards and multi-stakeholder participation, and naming the Presidency of the Council of Ministers (through its digital government secretariat) as the national authority. Detailed rules were left to a later regulation.",
    source: "gob.pe (Congreso de la República)",
    official_url: "https://www.gob.pe/institucion/congreso-de-la-republica/normas-legales/4565760-31814",
    alternate_names: ["Peru AI Law"],
    sources: [
      {
        tier: "primary",
        label: "El Peruano official gazette entry",
        url: "https://busquedas.elperuano.pe/dispositivo/NL/2192926-1",
      },
    ],
  },
  {
    key: "peru:DS 115-2025-PCM",
    scope: "global",
    jurisdiction: "peru",
    identifier: "Decreto Supremo N.° 115-2025-PCM",
    title: "Reglamento de la Ley N.° 31814",
    record_type: "regulation",
    status: "Published in El Peruano 9 September 2025",
    in_force: null,
    record_date: "2025-09-09",
    summary:
      "Implementing regulation for Law 31814 with 36 articles. It classifies AI uses as prohibited (improper use), high-risk or acceptable, bans practices such as unlawful mass surveillance and deceptive manipulation, requires transparency, human oversight and impact assessment for high-risk systems such as hiring and credit scoring, and sets duties for public bodies and private firms.",
    source: "gob.pe (Presidencia del Consejo de Ministros)",
    official_url: "https://www.gob.pe/institucion/pcm/normas-legales/7133522-115-2025-pcm",
    alternate_names: ["Peru AI Regulation"],
    sources: [
      {
        tier: "primary",
        label: "El Peruano official gazette entry",
        url: "https://busquedas.elperuano.pe/dispositivo/NL/2436426-1",
      },
    ],
    effective_text: "Ninety (90) business days after publication",
  },

  // ---------------------------------------------------------------- Taiwan
  {
    key: "taiwan:ai-basic-act",
    scope: "global",
    jurisdiction: "taiwan",
    identifier: null,
    title: "Artificial Intelligence Basic Act",
    record_type: "statute",
    status: "Passed third reading 23 December 2025; promulgated 14 January 2026",
    in_force: true,
    record_date: "2026-01-14",
    summary:
      "Framework law naming the National Science and Technology Council as the central competent authority and requiring a National AI Strategy Special Committee under the Premier. It sets seven governance principles, directs the Ministry of Digital Affairs to promote an AI risk-classification framework, requires warnings on high-risk AI, and gives the government two years to align other laws; it contains no penalties.",
    source: "NSTC Laws and Regulations Retrieving System",
    official_url: "https://law.nstc.gov.tw/EngLawContent.aspx?id=10099&lan=E&media=print",
    alternate_names: ["AI Basic Act", "Artificial Intelligence Fundamental Act", "人工智慧基本法"],
    sources: [
      {
        tier: "primary",
        label: "Ministry of Digital Affairs press release on passage",
        url: "https://moda.gov.tw/en/press/press-releases/18316",
      },
    ],
  },

  // ---------------------------------------------------------------- El Salvador
  {
    key: "el-salvador:Decree No. 234",
    scope: "global",
    jurisdiction: "el-salvador",
    identifier: "Decreto Legislativo No. 234",
    title: "Ley de Fomento de la Inteligencia Artificial y Tecnologías",
    record_type: "statute",
    status: "Approved by the Legislative Assembly 25 February 2025",
    in_force: null,
    record_date: "2025-02-25",
    summary:
      "Promotion-oriented AI law that creates the National Artificial Intelligence Agency (ANIA) and a national registry of AI developers and operators, sets principles such as transparency and accountability, provides a risk-assessment framework for systems handling personal or confidential data, and protects intellectual property in AI developments. The Assembly later amended the ANIA provisions.",
    source: "Asamblea Legislativa de El Salvador",
    official_url: null,
    alternate_names: ["El Salvador AI Law", "Ley IA"],
    sources: [
      {
        tier: "secondary",
        label: "Compliance Latam summary",
        url: "https://compliancelatam.legal/ley-de-fomento-de-la-inteligencia-artificial-y-tecnologias",
      },
    ],
  },

  // ---------------------------------------------------------------- Chile
  {
    key: "chile:Boletín 16821-19",
    scope: "global",
    jurisdiction: "chile",
    identifier: "Boletín 16821-19 (merged with 15869-19)",
    title: "Proyecto de ley que regula los sistemas de inteligencia artificial",
    record_type: "bill",
    status: "Passed by the Chamber of Deputies (first constitutional stage) and sent to the Senate, 14 October 2025",
    in_force: null,
    record_date: "2025-10-14",
    summary:
      "Government AI bill introduced in May 2024 and merged with a 2023 member's bill. It classifies AI systems into unacceptable, high, limited and no evident risk, bans uses such as subliminal manipulation, and sets duties for high-risk systems; some provisions, including an advisory council and the enforcement route, failed in the Chamber vote.",
    source: "Cámara de Diputadas y Diputados de Chile",
    official_url: null,
    alternate_names: ["Chile AI Bill"],
    sources: [
      {
        tier: "secondary",
        label: "Chamber of Deputies news item on the bill",
        url: "https://www.camara.cl/cms/2025/05/29/ley-ia-potencialidades-y-riesgos-sobre-la-balanza-regulatoria",
      },
      {
        tier: "secondary",
        label: "La Tercera: Chamber sends bill to the Senate",
        url: "https://www.latercera.com/politica/noticia/inteligencia-artificial-camara-despacha-al-senado-proyecto-que-fija-marco-regulatorio-para-su-uso-en-chile/",
      },
    ],
  },

  // ---------------------------------------------------------------- Australia
  {
    key: "australia:Act No. 78, 2024",
    scope: "global",
    jurisdiction: "australia",
    identifier: "Act No. 78, 2024",
    title: "Criminal Code Amendment (Deepfake Sexual Material) Act 2024",
    record_type: "statute",
    status: "Assented to 2 September 2024; commenced 3 September 2024",
    in_force: true,
    record_date: "2024-09-02",
    summary:
      "Replaces a Commonwealth Criminal Code offence with a new offence of transmitting sexual material depicting an adult without consent, whether the material is real or created or altered with technology such as deepfakes. Aggravated offences, with up to seven years' imprisonment, apply where the offender also created or altered the material.",
    source: "Federal Register of Legislation (Australia)",
    official_url:
      "https://www.legislation.gov.au/C2024A00078/asmade/2024-09-02/text/original/epub/OEBPS/document_1/document_1.html",
    alternate_names: ["Deepfake Sexual Material Act"],
    sources: [
      {
        tier: "primary",
        label: "Attorney-General's Department: government response to Senate inquiry",
        url: "https://ag.gov.au/crime/publications/government-response-senate-standing-committee-legal-and-constitutional-affairs-inquiry-report-criminal-code-amendment-deepfake-sexual-material-bill-2024",
      },
    ],
    effective_text: "3 September 2024",
  },
  {
    key: "australia:voluntary-ai-safety-standard",
    scope: "global",
    jurisdiction: "australia",
    identifier: null,
    title: "Voluntary AI Safety Standard",
    record_type: "guidance",
    status: "Published 5 September 2024",
    in_force: null,
    record_date: "2024-09-05",
    summary:
      "Voluntary standard from the Department of Industry, Science and Resources setting ten guardrails for organisations that develop or deploy AI, covering accountability, risk management, data governance, testing, human oversight, transparency, contestability, supply-chain transparency, record keeping and stakeholder engagement. In 2025 the National AI Centre condensed it into six practices in its Guidance for AI Adoption.",
    source: "Department of Industry, Science and Resources",
    official_url: "https://www.industry.gov.au/publications/voluntary-ai-safety-standard",
    alternate_names: ["VAISS", "10 guardrails"],
  },

  // ---------------------------------------------------------------- Singapore
  {
    key: "singapore:Bill No. 29/2024",
    scope: "global",
    jurisdiction: "singapore",
    identifier: "Bill No. 29/2024",
    title: "Elections (Integrity of Online Advertising) (Amendment) Act 2024",
    record_type: "statute",
    status: "Passed by Parliament 15 October 2024; in operation from January 2025",
    in_force: null,
    record_date: "2024-10-15",
    summary:
      "Amends the Parliamentary Elections Act 1954 and the Presidential Elections Act 1991 to ban publishing online election advertising that realistically but falsely depicts a candidate saying or doing something, whether made with AI or other editing. The ban runs from the issue of the writ to the close of polling, and the Returning Officer can order corrections or removal.",
    source: "Parliament of Singapore",
    official_url: null,
    alternate_names: ["Singapore election deepfake law"],
    sources: [
      {
        tier: "secondary",
        label: "Rajah & Tann Asia summary",
        url: "https://sg.rajahtannasia.com/?p=84223",
      },
    ],
  },
  {
    key: "singapore:model-ai-governance-framework-2nd-edition",
    scope: "global",
    jurisdiction: "singapore",
    identifier: null,
    title: "Model Artificial Intelligence Governance Framework (Second Edition)",
    record_type: "guidance",
    status: "Published (second edition, 2020)",
    in_force: null,
    record_date: null,
    summary:
      "Voluntary framework from Singapore's PDPC and IMDA giving organisations practical guidance on internal governance, the level of human involvement in AI-augmented decisions, operations management and stakeholder communication when deploying AI.",
    source: "Personal Data Protection Commission Singapore",
    official_url:
      "https://www.pdpc.gov.sg/-/media/Files/PDPC/PDF-Files/Resource-for-Organisation/AI/SGModelAIGovFramework2.pdf",
    alternate_names: ["Singapore Model AI Governance Framework", "Model AI Gov Framework"],
  },
  {
    key: "singapore:model-ai-governance-framework-generative-ai",
    scope: "global",
    jurisdiction: "singapore",
    identifier: null,
    title: "Model AI Governance Framework for Generative AI",
    record_type: "guidance",
    status: "Published May 2024 (voluntary)",
    in_force: null,
    record_date: null,
    summary:
      "Voluntary framework from IMDA and the AI Verify Foundation extending Singapore's model framework to generative AI, covering accountability, data, trusted development and deployment, incident reporting, testing, security, content provenance and related topics.",
    source: "IMDA / AI Verify Foundation",
    official_url: null,
    alternate_names: ["Singapore GenAI Framework"],
    sources: [
      {
        tier: "primary",
        label: "Framework PDF (AI Verify Foundation)",
        url: "https://aiverifyfoundation.sg/wp-content/uploads/2024/05/Model-AI-Governance-Framework-for-Generative-AI-May-2024-1-1.pdf",
      },
    ],
  },
  {
    key: "singapore:model-ai-governance-framework-agentic-ai",
    scope: "global",
    jurisdiction: "singapore",
    identifier: null,
    title: "Model AI Governance Framework for Agentic AI",
    record_type: "guidance",
    status: "Launched 22 January 2026; version 1.5 published May 2026",
    in_force: null,
    record_date: "2026-01-22",
    summary:
      "Voluntary IMDA framework on governing AI agents that act with some autonomy, launched at Davos and later updated. It is guidance for organisations and creates no legal obligations.",
    source: "Infocomm Media Development Authority (IMDA)",
    official_url:
      "https://www.imda.gov.sg/resources/press-releases-factsheets-and-speeches/press-releases/2026/new-model-ai-governance-framework-for-agentic-ai",
    sources: [
      {
        tier: "primary",
        label: "Framework PDF, version 1.5",
        url: "https://www.imda.gov.sg/-/media/imda/files/about/emerging-tech-and-research/artificial-intelligence/mgf-for-agentic-ai.pdf",
      },
    ],
  },

  // ---------------------------------------------------------------- Russia
  {
    key: "russia:123-FZ",
    scope: "global",
    jurisdiction: "russia",
    identifier: "Federal Law No. 123-FZ of 24 April 2020",
    title: "Federal Law on an experiment to establish special regulation for the development and introduction of artificial intelligence technologies in Moscow",
    record_type: "statute",
    status: "Signed 24 April 2020 (adopted by the State Duma 14 April 2020)",
    in_force: null,
    record_date: "2020-04-24",
    summary:
      "Set up an experimental legal regime for AI in Moscow for the period 1 July 2020 to 1 July 2025, letting registered Moscow companies develop and deploy AI under special rules set by the city, including processing of anonymised personal data. We did not confirm whether the regime was extended past its scheduled end.",
    source: "State Duma of the Russian Federation",
    official_url: null,
    alternate_names: ["Moscow AI experimental regime law"],
    sources: [
      {
        tier: "secondary",
        label: "Clifford Chance briefing",
        url: "https://www.cliffordchance.com/briefings/2020/05/russia-s-law-on-adoption-of-artificial-intelligence--ai--in-mosc.html",
      },
    ],
    effective_text: "1 July 2020 to 1 July 2025",
  },

  // ---------------------------------------------------------------- Israel
  {
    key: "israel:ai-policy-2023",
    scope: "global",
    jurisdiction: "israel",
    identifier: null,
    title: "Responsible Innovation: Israel's Policy on Artificial Intelligence Regulation and Ethics",
    record_type: "guidance",
    status: "Published December 2023",
    in_force: null,
    record_date: null,
    summary:
      "Policy issued by the Ministry of Innovation, Science and Technology with the Ministry of Justice that guides sector regulators on private-sector AI. It prefers sector-specific, risk-based and largely soft regulatory tools aligned with the OECD principles over a horizontal AI law, and its principles are stated not to be legally binding.",
    source: "Government of Israel (gov.il)",
    official_url: "https://www.gov.il/BlobFolder/policy/ai_2023/en/Israels%20AI%20Policy%202023.pdf",
    alternate_names: ["Israel AI Policy 2023"],
  },

  // ---------------------------------------------------------------- Switzerland
  {
    key: "switzerland:federal-council-ai-approach-2025",
    scope: "global",
    jurisdiction: "switzerland",
    identifier: null,
    title: "Federal Council decision in principle on the regulation of artificial intelligence",
    record_type: "guidance",
    status: "Decided by the Federal Council 12 February 2025",
    in_force: null,
    record_date: "2025-02-12",
    summary:
      "The Federal Council chose to implement the Council of Europe AI Convention (signed by Switzerland in March 2025) mainly through sector-specific amendments, with cross-sector rules limited to fundamental-rights areas such as data protection, plus non-binding measures. The justice ministry was tasked with a consultation draft by the end of 2026.",
    source: "Digital Switzerland (Swiss Confederation)",
    official_url:
      "https://digital.swiss/en/action-plan/measures/draft-legislation-to-implement-the-council-of-europe-framework-convention-on-artificial-intelligence-and-human-rights,-democracy-and-the-rule-of-law",
    sources: [
      {
        tier: "primary",
        label: "Federal Department of Finance: Digital Switzerland Advisory Board, 10 February 2026",
        url: "https://www.efd.admin.ch/en/newnsb/5oOec_8ZQEV1X-55waGOg",
      },
    ],
  },

  // ---------------------------------------------------------------- United Arab Emirates
  {
    key: "united-arab-emirates:ai-charter",
    scope: "global",
    jurisdiction: "united-arab-emirates",
    identifier: null,
    title: "The UAE Charter for the Development and Use of Artificial Intelligence",
    record_type: "guidance",
    status: "Issued 2024",
    in_force: null,
    record_date: null,
    summary:
      "Charter from the UAE AI office setting twelve principles for AI development and use, including safety, addressing algorithmic bias, privacy, transparency, human oversight, governance and accountability, and compliance with existing law. It sets out no enforcement mechanism or penalties.",
    source: "UAE Legislation portal",
    official_url:
      "https://uaelegislation.gov.ae/en/policy/details/the-uae-charter-for-the-development-and-use-of-artificial-intelligence",
    alternate_names: ["UAE AI Charter"],
  },

  // ---------------------------------------------------------------- Spain
  {
    key: "spain:anteproyecto-ley-gobernanza-ia-2025",
    scope: "global",
    jurisdiction: "spain",
    identifier: null,
    title: "Anteproyecto de Ley para el buen uso y la gobernanza de la Inteligencia Artificial",
    record_type: "bill",
    status: "Approved by the Council of Ministers at first reading, 11 March 2025 (urgent processing)",
    in_force: null,
    record_date: "2025-03-11",
    summary:
      "Draft law to adapt Spanish law to the EU AI Act, covering sanctions, labelling of deepfakes, provisional withdrawal of systems and the designation of supervisory authorities. It was a government draft at first reading in the sources we saw, not an enacted law.",
    source: "La Moncloa (Government of Spain)",
    official_url:
      "https://www.lamoncloa.gob.es/consejodeministros/referencias/paginas/2025/20250311-referencia-rueda-de-prensa-ministros.aspx",
    alternate_names: ["Spain AI draft law"],
  },

  // ---------------------------------------------------------------- International instruments
  {
    key: "council-of-europe:CETS No. 225",
    scope: "global",
    jurisdiction: "council-of-europe",
    identifier: "CETS No. 225",
    title: "Council of Europe Framework Convention on Artificial Intelligence and Human Rights, Democracy and the Rule of Law",
    record_type: "treaty",
    status: "Adopted 17 May 2024; opened for signature in Vilnius 5 September 2024",
    in_force: null,
    record_date: "2024-09-05",
    summary:
      "The first legally binding international treaty on AI, negotiated by the 46 Council of Europe members, the EU and 11 non-member states. Parties must keep AI lifecycle activities consistent with human rights, democracy and the rule of law, including remedies and risk and impact assessment; it enters into force three months after five ratifications including three member states, a threshold secondary sources reported as unmet in mid-2026.",
    source: "Council of Europe Treaty Office",
    official_url: "https://www.coe.int/en/web/conventions/full-list?module=treaty-detail&treatynum=225",
    alternate_names: ["AI Convention", "Framework Convention on AI", "Vilnius Convention"],
    sources: [
      {
        tier: "primary",
        label: "Signatures and ratifications chart",
        url: "https://www.coe.int/en/web/conventions/full-list?module=signatures-by-treaty&treatynum=225",
      },
    ],
  },
  {
    key: "oecd:OECD/LEGAL/0449",
    scope: "global",
    jurisdiction: "oecd",
    identifier: "OECD/LEGAL/0449",
    title: "Recommendation of the Council on Artificial Intelligence",
    record_type: "guidance",
    status: "Adopted 22 May 2019; amended 3 May 2024",
    in_force: null,
    record_date: "2019-05-22",
    summary:
      "The first intergovernmental standard on AI, known as the OECD AI Principles: values-based principles for trustworthy AI (inclusive growth, human rights and fairness, transparency, robustness and safety, accountability) plus recommendations to governments. The 2024 revision updated the definition of an AI system and addressed generative AI; it is non-binding.",
    source: "OECD Legal Instruments",
    official_url: "https://legalinstruments.oecd.org/en/instruments/OECD-LEGAL-0449",
    alternate_names: ["OECD AI Principles"],
  },
  {
    key: "unesco:recommendation-ethics-ai",
    scope: "global",
    jurisdiction: "unesco",
    identifier: null,
    title: "Recommendation on the Ethics of Artificial Intelligence",
    record_type: "guidance",
    status: "Adopted by the General Conference at its 41st session, 23 November 2021",
    in_force: null,
    record_date: "2021-11-23",
    summary:
      "The first global standard-setting instrument on AI ethics, adopted by UNESCO member states. It sets values and principles such as human rights, fairness, transparency and human oversight, and policy areas for member states to act on; as a recommendation it is not a binding treaty.",
    source: "UNESDOC (UNESCO)",
    official_url: "https://unesdoc.unesco.org/ark:/48223/pf0000381137",
    alternate_names: ["UNESCO AI Ethics Recommendation"],
  },
  {
    key: "united-nations:A/RES/78/265",
    scope: "global",
    jurisdiction: "united-nations",
    identifier: "A/RES/78/265",
    title: "Seizing the opportunities of safe, secure and trustworthy artificial intelligence systems for sustainable development",
    record_type: "guidance",
    status: "Adopted by the General Assembly without a vote, 21 March 2024",
    in_force: null,
    record_date: "2024-03-21",
    summary:
      "The first General Assembly resolution on AI, a US-led text co-sponsored by more than 120 states. It is non-binding and calls on states to respect human rights across the AI life cycle, refrain from AI uses that cannot comply with human rights law, bridge digital divides and develop governance approaches for safe and trustworthy AI.",
    source: "United Nations Official Document System",
    official_url: "https://docs.un.org/en/A/RES/78/265",
    alternate_names: ["UN AI resolution"],
  },
  {
    key: "united-nations:A/RES/79/325",
    scope: "global",
    jurisdiction: "united-nations",
    identifier: "A/RES/79/325",
    title: "Terms of reference and modalities for the establishment and functioning of the Independent International Scientific Panel on Artificial Intelligence and the Global Dialogue on Artificial Intelligence Governance",
    record_type: "guidance",
    status: "Adopted by the General Assembly, 26 August 2025",
    in_force: null,
    record_date: "2025-08-26",
    summary:
      "General Assembly resolution, following the Global Digital Compact, that set up a 40-member Independent International Scientific Panel on AI producing annual reports and a Global Dialogue on AI Governance among states and stakeholders. Neither body issues binding outcomes; the first Dialogue met in Geneva in July 2026.",
    source: "United Nations Digital Library",
    official_url: "https://digitallibrary.un.org/record/4087699",
    alternate_names: ["UN Scientific Panel on AI", "Global Dialogue on AI Governance"],
  },
];
