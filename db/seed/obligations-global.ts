/**
 * Concrete compliance duties imposed by the federal, EU and global (non-US) law rows in db/seed/laws/us-federal.ts,
 * eu.ts and global.ts — one row per distinct duty, each tied to the law row by `law_key`.
 *
 * How this was verified (2026-11-21):
 * - EU AI Act rows: article text, penalty amounts (Art. 99 / Art. 101) and application dates (Art. 113, Art. 111(3))
 *   were read from the local copy of the Official Journal text (shared/data/eu-ai-act, Regulation (EU) 2024/1689 as
 *   published on 12 July 2024). The dates moved by Regulation (EU) 2026/1744 (Digital Omnibus on AI) were checked with
 *   the `search` tool (corpus "pages"): Annex III high-risk duties from 2 December 2027, Annex I from 2 August 2028,
 *   Art. 50(2) grace period for systems already on the market until 2 December 2026.
 * - All other rows were checked with the `search` tool (corpora "pages" and "docs") and find_string/read_file against
 *   the official text or a page that quotes it. Every source_url is an address seen verbatim in a search result or
 *   already recorded as the official_url/source of the matching law row in db/seed/laws. source_tier describes the
 *   page at source_url (primary = government text), even where its wording was checked through quoting copies.
 * - `obligation` is our own plain-language wording; `penalty` follows the source closely; `deadline` copies the
 *   source's date wording.
 *
 * Caveats:
 * - The AI Act's AI-literacy duty (Art. 4) is left out: Regulation (EU) 2026/1744 rewrote it and the sources we saw
 *   disagree on whether an obligation on providers and deployers remains. The new Art. 5 ban on systems generating
 *   non-consensual intimate imagery/CSAM is also left out because we did not see its final article numbering.
 * - AI Act fines for operators are set by each Member State within the Art. 99 ceilings; national enforcement bodies
 *   differ per country, so government_body names the role (national market surveillance authority).
 * - Chinese measures: article numbers and wording were checked against several independent copies quoting the
 *   official Chinese text (not against cac.gov.cn directly); penalties are null because the penalty articles were not
 *   confirmed. Only one article (Art. 18) of the 2026 anthropomorphic-interaction measures is included, as copies of
 *   the draft and final texts number the other articles differently.
 * - Korea: article numbers and fines were checked against law-firm summaries (DLA Piper) and press; the one-year
 *   grace period before fines is a government announcement, not statutory text.
 * - Peru (D.S. 115-2025-PCM): article numbers were not confirmed, so citation is null and the rows cite a law-firm
 *   summary (source_tier "secondary"); sources disagree on the entry-into-force date (22 January 2026 vs "ninety
 *   business days after publication").
 * - Kazakhstan: press reports of fine amounts for unlabelled AI content were not confirmed against the Code of
 *   Administrative Offences, so penalty is null. Vietnam: paragraph numbers of Art. 11 were only partly confirmed.
 * - India G.S.R. 120(E): rule-level citations (Rule 3, Rule 4, Rule 3(1)(d)) follow the structure of the IT Rules,
 *   2021; sub-rule numbers of the new synthetic-content clauses were not confirmed.
 * - Brazil TSE rules: deadline is null (they governed the 2024 municipal elections and may have been amended for
 *   later elections); only art. 9-B was confirmed by number.
 * - UK DUAA s. 138 commencement date (6 February 2026) comes from a secondary report.
 * - Non-binding guidance (codes of practice, Commission guidelines, voluntary frameworks) gets no rows.
 */
import type { ObligationSeed } from "./compliance-types";

// ---------------------------------------------------------------------------------------------------------------
// EU AI Act shared facts
// ---------------------------------------------------------------------------------------------------------------
const AIA = "eu:Regulation (EU) 2024/1689";
const EURLEX_AIA = "https://eur-lex.europa.eu/eli/reg/2024/1689/oj";
const AIA_MSA = "National market surveillance authorities of the EU Member States (Art. 70, Art. 74)";
const AIA_AI_OFFICE = "European Commission (AI Office) — exclusive powers over general-purpose AI models (Art. 88)";
const AIA_FINE_ART5 =
  "Administrative fines of up to EUR 35 000 000 or, for an undertaking, up to 7 % of total worldwide annual turnover for the preceding financial year, whichever is higher (Art. 99(3)); for SMEs, whichever is lower (Art. 99(6))";
const AIA_FINE_OPERATOR =
  "Administrative fines of up to EUR 15 000 000 or, for an undertaking, up to 3 % of total worldwide annual turnover for the preceding financial year, whichever is higher (Art. 99(4)); for SMEs, whichever is lower (Art. 99(6))";
const AIA_FINE_GPAI =
  "Commission fines not exceeding 3 % of annual total worldwide turnover in the preceding financial year or EUR 15 000 000, whichever is higher (Art. 101(1)); Art. 101 applies from 2 August 2026";
const AIA_MEMBER_STATE_RULES =
  "Penalties set by each Member State under Art. 99(1) (effective, proportionate and dissuasive); no specific fine ceiling in Art. 99";
const AIA_HIGH_RISK_DATE =
  "2 December 2027 for Annex III systems and 2 August 2028 for Annex I products (Regulation (EU) 2026/1744; originally 2 August 2026 under Art. 113)";
const AIA_HIGH_RISK_SECTORS = ["employment", "lending", "insurance", "education", "government", "healthcare", "transportation"];

// ---------------------------------------------------------------------------------------------------------------
// US federal shared facts
// ---------------------------------------------------------------------------------------------------------------
const TIDA = "federal:Public Law 119-12";
const TIDA_URL = "https://www.congress.gov/119/plaws/publ12/PLAW-119publ12.htm";
const TIDA_FTC =
  "A failure to reasonably comply is treated as a violation of an FTC trade regulation rule on unfair or deceptive acts or practices (FTC Act § 18(a)(1)(B), 15 U.S.C. 57a(a)(1)(B)), enforceable by the FTC";
const FCC_RULING = "federal:FCC 24-17";
const FCC_URL = "https://docs.fcc.gov/public/attachments/FCC-24-17A1.pdf";
const TCPA_PENALTY =
  "TCPA private right of action for actual damages or $500 per violation, up to $1,500 per willful or knowing violation (47 U.S.C. 227(b)(3)); FCC and state attorneys general may also enforce";
const FTC_CRT = "federal:16 CFR Part 465";
const FTC_CRT_URL =
  "https://www.federalregister.gov/documents/2024/08/22/2024-18519/trade-regulation-rule-on-the-use-of-consumer-reviews-and-testimonials";
const FTC_CRT_PENALTY =
  "Civil penalties against knowing violators — up to $51,744 per violation when the rule was announced in August 2024 (amount adjusted annually for inflation)";
const OMB_M2521 = "federal:M-25-21";
const OMB_M2521_URL =
  "https://www.whitehouse.gov/wp-content/uploads/2025/02/M-25-21-Accelerating-Federal-Use-of-AI-through-Innovation-Governance-and-Public-Trust.pdf";
const OMB = "Office of Management and Budget (oversight of agency compliance)";

// ---------------------------------------------------------------------------------------------------------------
// China shared facts
// ---------------------------------------------------------------------------------------------------------------
const CN_GENAI = "china:generative-ai-interim-measures";
const CN_GENAI_URL = "https://www.gov.cn/zhengce/zhengceku/202307/content_6891752.htm";
const CN_DS = "china:CAC Order No. 12";
const CN_DS_URL = "https://www.cac.gov.cn/2022-12/11/c_1672221949354811.htm";
const CN_LABEL = "china:ai-generated-content-labeling-measures";
const CN_LABEL_URL = "https://www.cac.gov.cn/2025-03/14/c_1743654684782215.htm";
const CAC = "Cyberspace Administration of China and other competent departments, within their respective duties";

// ---------------------------------------------------------------------------------------------------------------
// Other jurisdictions
// ---------------------------------------------------------------------------------------------------------------
const KR_AIBA = "south-korea:Act No. 20676";
const KR_AIBA_URL = "https://www.law.go.kr/LSW/lsInfoP.do?lsiSeq=282791&efYd=20260721";
const MSIT = "Minister of Science and ICT (fact-finding investigations and corrective orders, Art. 40)";
const KR_ORDER_PENALTY =
  "No direct fine for this duty; the Minister of Science and ICT may order suspension or correction (Art. 40(3)), and failing to comply with that order carries an administrative fine of up to KRW 30 million (Art. 43(1)3)";
const IT_L132 = "italy:Law 132/2025";
const IT_L132_URL = "https://www.gazzettaufficiale.it/eli/id/2025/09/25/25G00143/sg";
const VN_AI = "vietnam:134/2025/QH15";
const VN_AI_URL = "https://vanban.chinhphu.vn/?classid=1&docid=216334&pageid=27160&typegroupid=3";
const KZ_AI = "kazakhstan:230-VIII";
const KZ_AI_URL = "https://adilet.zan.kz/eng/docs/Z2500000230";
const KZ_BODY = "Authorized body in the field of artificial intelligence (Art. 1(10))";
const PE_REG = "peru:DS 115-2025-PCM";
const PE_SECONDARY_URL =
  "https://www.cuatrecasas.com/es/global/tecnologia-medios-digitales/art/que-establece-el-reglamento-de-la-ley-de-inteligencia-artificial";
const PE_BODY =
  "Secretaría de Gobierno y Transformación Digital (PCM), which refers breaches to the competent authorities (e.g. the data protection authority, Indecopi, SBS, prosecutors)";
const PE_DEADLINE = "22 January 2026 (the decree: ninety (90) business days after publication on 9 September 2025)";

export const globalObligations: ObligationSeed[] = [
  // ================================================================================================================
  // EU — AI Act: prohibited practices (Chapter II, applicable from 2 February 2025)
  // ================================================================================================================
  {
    key: "eu:Regulation (EU) 2024/1689#prohibited-manipulation-exploitation",
    law_key: AIA,
    obligation:
      "Do not place on the market, put into service or use an AI system that uses subliminal, manipulative or deceptive techniques, or exploits vulnerabilities linked to age, disability or social or economic situation, to materially distort people's behaviour in a way that causes or is reasonably likely to cause significant harm.",
    citation: "Art. 5(1)(a)-(b)",
    government_body: AIA_MSA,
    penalty: AIA_FINE_ART5,
    deadline: "2 February 2025",
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["customer", "content", "product"],
    decision_impacts: [],
    roles: ["provider", "deployer"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#prohibited-social-scoring",
    law_key: AIA,
    obligation:
      "Do not use AI to evaluate or classify people over time by their social behaviour or personal characteristics where the resulting social score leads to unjustified, disproportionate or out-of-context detrimental treatment.",
    citation: "Art. 5(1)(c)",
    government_body: AIA_MSA,
    penalty: AIA_FINE_ART5,
    deadline: "2 February 2025",
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["analytics", "customer", "other"],
    decision_impacts: [],
    roles: ["provider", "deployer"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#prohibited-predictive-policing",
    law_key: AIA,
    obligation:
      "Do not use AI to predict whether an individual will commit a criminal offence based solely on profiling or on assessing personality traits (support for human assessments grounded in objective, verifiable facts is exempt).",
    citation: "Art. 5(1)(d)",
    government_body: AIA_MSA,
    penalty: AIA_FINE_ART5,
    deadline: "2 February 2025",
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: ["government"],
    uses: ["analytics", "other"],
    decision_impacts: [],
    roles: ["provider", "deployer", "government"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#prohibited-facial-scraping",
    law_key: AIA,
    obligation:
      "Do not build or expand facial recognition databases by untargeted scraping of facial images from the internet or CCTV footage.",
    citation: "Art. 5(1)(e)",
    government_body: AIA_MSA,
    penalty: AIA_FINE_ART5,
    deadline: "2 February 2025",
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["product", "analytics", "other"],
    decision_impacts: [],
    roles: ["provider", "deployer"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#prohibited-emotion-recognition-work-education",
    law_key: AIA,
    obligation:
      "Do not use AI to infer the emotions of people at the workplace or in education institutions, except for medical or safety reasons.",
    citation: "Art. 5(1)(f)",
    government_body: AIA_MSA,
    penalty: AIA_FINE_ART5,
    deadline: "2 February 2025",
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: ["employment", "education"],
    uses: ["hiring", "analytics", "other"],
    decision_impacts: [],
    roles: ["provider", "deployer"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#prohibited-biometric-categorisation",
    law_key: AIA,
    obligation:
      "Do not use biometric categorisation systems that sort individuals by their biometric data to deduce or infer race, political opinions, trade union membership, religious or philosophical beliefs, sex life or sexual orientation.",
    citation: "Art. 5(1)(g)",
    government_body: AIA_MSA,
    penalty: AIA_FINE_ART5,
    deadline: "2 February 2025",
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["analytics", "customer", "hiring", "other"],
    decision_impacts: [],
    roles: ["provider", "deployer"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#prohibited-realtime-rbi-law-enforcement",
    law_key: AIA,
    obligation:
      "Law enforcement may use real-time remote biometric identification in publicly accessible spaces only for the listed serious purposes (victim search, imminent threats, suspects of serious crimes), with prior judicial or independent authorisation and notification to the market surveillance and data protection authorities.",
    citation: "Art. 5(1)(h), 5(2)-(4)",
    government_body: AIA_MSA,
    penalty: AIA_FINE_ART5,
    deadline: "2 February 2025",
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: ["government"],
    uses: ["other"],
    decision_impacts: [],
    roles: ["government", "deployer"],
  },

  // ================================================================================================================
  // EU — AI Act: high-risk AI systems, provider duties (Chapter III)
  // ================================================================================================================
  {
    key: "eu:Regulation (EU) 2024/1689#high-risk-risk-management",
    law_key: AIA,
    obligation:
      "Providers of high-risk AI systems must establish, document and maintain a risk management system running through the system's whole lifecycle.",
    citation: "Art. 9(1); Art. 16(a)",
    government_body: AIA_MSA,
    penalty: AIA_FINE_OPERATOR,
    deadline: AIA_HIGH_RISK_DATE,
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: AIA_HIGH_RISK_SECTORS,
    uses: ["hiring", "customer", "product", "analytics"],
    decision_impacts: ["hiring_firing", "credit_insurance", "healthcare"],
    roles: ["provider"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#high-risk-data-governance",
    law_key: AIA,
    obligation:
      "Providers of high-risk AI systems trained on data must use training, validation and testing data sets subject to data-governance practices, including examination for possible biases.",
    citation: "Art. 10(1)-(2); Art. 16(a)",
    government_body: AIA_MSA,
    penalty: AIA_FINE_OPERATOR,
    deadline: AIA_HIGH_RISK_DATE,
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: AIA_HIGH_RISK_SECTORS,
    uses: ["hiring", "customer", "product", "analytics"],
    decision_impacts: ["hiring_firing", "credit_insurance", "healthcare"],
    roles: ["provider"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#high-risk-technical-documentation-logging",
    law_key: AIA,
    obligation:
      "Providers of high-risk AI systems must draw up technical documentation (Annex IV) before placing the system on the market, keep it up to date, and build in automatic event logging over the system's lifetime.",
    citation: "Art. 11(1), Art. 12(1); Art. 16(a), (d)-(e)",
    government_body: AIA_MSA,
    penalty: AIA_FINE_OPERATOR,
    deadline: AIA_HIGH_RISK_DATE,
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: AIA_HIGH_RISK_SECTORS,
    uses: ["hiring", "customer", "product", "analytics"],
    decision_impacts: ["hiring_firing", "credit_insurance", "healthcare"],
    roles: ["provider"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#high-risk-transparency-human-oversight-accuracy",
    law_key: AIA,
    obligation:
      "Providers must design high-risk AI systems so deployers can interpret and properly use their output (with instructions for use), so natural persons can effectively oversee them, and so they achieve appropriate accuracy, robustness and cybersecurity.",
    citation: "Art. 13(1), Art. 14(1), Art. 15(1); Art. 16(a)",
    government_body: AIA_MSA,
    penalty: AIA_FINE_OPERATOR,
    deadline: AIA_HIGH_RISK_DATE,
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: AIA_HIGH_RISK_SECTORS,
    uses: ["hiring", "customer", "product", "analytics"],
    decision_impacts: ["hiring_firing", "credit_insurance", "healthcare"],
    roles: ["provider"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#high-risk-qms-conformity-registration",
    law_key: AIA,
    obligation:
      "Before placing a high-risk AI system on the market, providers must run a documented quality management system, complete the conformity assessment, draw up an EU declaration of conformity, and register Annex III systems in the EU database.",
    citation: "Art. 16(c), (f)-(g); Art. 17(1); Art. 43; Art. 49(1)",
    government_body: AIA_MSA,
    penalty: AIA_FINE_OPERATOR,
    deadline: AIA_HIGH_RISK_DATE,
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: AIA_HIGH_RISK_SECTORS,
    uses: ["hiring", "customer", "product", "analytics"],
    decision_impacts: ["hiring_firing", "credit_insurance", "healthcare"],
    roles: ["provider"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#high-risk-post-market-monitoring-incidents",
    law_key: AIA,
    obligation:
      "Providers of high-risk AI systems must run a documented post-market monitoring system and report any serious incident to the market surveillance authority immediately once a causal link is established and in any event within 15 days of becoming aware of it.",
    citation: "Art. 72(1); Art. 73(1)-(2)",
    government_body: AIA_MSA,
    penalty: AIA_MEMBER_STATE_RULES,
    deadline: AIA_HIGH_RISK_DATE,
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: AIA_HIGH_RISK_SECTORS,
    uses: ["hiring", "customer", "product", "analytics"],
    decision_impacts: ["hiring_firing", "credit_insurance", "healthcare"],
    roles: ["provider"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#annex-iii-not-high-risk-assessment",
    law_key: AIA,
    obligation:
      "A provider that considers an Annex III AI system not to be high-risk (because it poses no significant risk, e.g. a narrow procedural task) must document that assessment before placing it on the market and hand it over to authorities on request.",
    citation: "Art. 6(3)-(4)",
    government_body: AIA_MSA,
    penalty: AIA_MEMBER_STATE_RULES,
    deadline: "2 August 2026 (Art. 113; not confirmed whether Regulation (EU) 2026/1744 moved this date)",
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: AIA_HIGH_RISK_SECTORS,
    uses: ["hiring", "customer", "product", "analytics"],
    decision_impacts: ["hiring_firing", "credit_insurance", "healthcare"],
    roles: ["provider"],
  },

  // ================================================================================================================
  // EU — AI Act: high-risk AI systems, deployer duties
  // ================================================================================================================
  {
    key: "eu:Regulation (EU) 2024/1689#deployer-use-per-instructions-human-oversight",
    law_key: AIA,
    obligation:
      "Deployers of high-risk AI systems must use them according to the provider's instructions, assign human oversight to competent, trained people, keep input data relevant and representative, monitor operation and suspend use and alert the provider and authority if the system presents a risk.",
    citation: "Art. 26(1), (2), (4), (5)",
    government_body: AIA_MSA,
    penalty: AIA_FINE_OPERATOR,
    deadline: AIA_HIGH_RISK_DATE,
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: AIA_HIGH_RISK_SECTORS,
    uses: ["hiring", "customer", "analytics", "other"],
    decision_impacts: ["hiring_firing", "credit_insurance", "healthcare"],
    roles: ["deployer"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#deployer-keep-logs",
    law_key: AIA,
    obligation:
      "Deployers of high-risk AI systems must keep the automatically generated logs under their control for a period suited to the system's purpose and at least six months, unless other Union or national law provides otherwise.",
    citation: "Art. 26(6)",
    government_body: AIA_MSA,
    penalty: AIA_FINE_OPERATOR,
    deadline: AIA_HIGH_RISK_DATE,
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: AIA_HIGH_RISK_SECTORS,
    uses: ["hiring", "customer", "analytics", "other"],
    decision_impacts: ["hiring_firing", "credit_insurance", "healthcare"],
    roles: ["deployer"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#deployer-inform-workers",
    law_key: AIA,
    obligation:
      "Employers must inform workers' representatives and the affected workers before putting a high-risk AI system into service or using it at the workplace.",
    citation: "Art. 26(7)",
    government_body: AIA_MSA,
    penalty: AIA_FINE_OPERATOR,
    deadline: AIA_HIGH_RISK_DATE,
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: ["employment"],
    uses: ["hiring", "analytics", "other"],
    decision_impacts: ["hiring_firing"],
    roles: ["deployer"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#deployer-inform-affected-persons",
    law_key: AIA,
    obligation:
      "Deployers of Annex III high-risk AI systems that make, or help make, decisions about natural persons must tell those persons they are subject to the system's use.",
    citation: "Art. 26(11)",
    government_body: AIA_MSA,
    penalty: AIA_FINE_OPERATOR,
    deadline: AIA_HIGH_RISK_DATE,
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: ["employment", "lending", "insurance", "education", "government", "healthcare"],
    uses: ["hiring", "customer", "other"],
    decision_impacts: ["hiring_firing", "credit_insurance", "healthcare"],
    roles: ["deployer"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#public-deployer-registration",
    law_key: AIA,
    obligation:
      "Public authorities and EU bodies deploying high-risk AI systems must register their use in the EU database, and must not use a system that the provider has not registered.",
    citation: "Art. 26(8); Art. 49",
    government_body: AIA_MSA,
    penalty: AIA_FINE_OPERATOR,
    deadline: AIA_HIGH_RISK_DATE,
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: ["government"],
    uses: ["customer", "analytics", "other"],
    decision_impacts: [],
    roles: ["government", "deployer"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#fundamental-rights-impact-assessment",
    law_key: AIA,
    obligation:
      "Public bodies, private entities providing public services, and deployers of AI for creditworthiness/credit scoring or life and health insurance risk pricing must carry out a fundamental rights impact assessment before first deploying an Annex III high-risk system and notify the market surveillance authority of the results.",
    citation: "Art. 27(1), (3)",
    government_body: AIA_MSA,
    penalty: AIA_MEMBER_STATE_RULES,
    deadline: "2 December 2027 (Annex III systems, per Regulation (EU) 2026/1744; originally 2 August 2026)",
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: ["government", "lending", "insurance"],
    uses: ["customer", "analytics", "other"],
    decision_impacts: ["credit_insurance"],
    roles: ["deployer", "government"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#right-to-explanation",
    law_key: AIA,
    obligation:
      "Deployers must give a person affected by a decision based on an Annex III high-risk AI system's output (other than critical infrastructure) that has legal or similarly significant adverse effects a clear and meaningful explanation of the AI system's role and the main elements of the decision, on request.",
    citation: "Art. 86(1)",
    government_body: AIA_MSA,
    penalty: AIA_MEMBER_STATE_RULES,
    deadline: "2 December 2027 (Annex III systems, per Regulation (EU) 2026/1744; originally 2 August 2026)",
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: ["employment", "lending", "insurance", "education", "government", "healthcare"],
    uses: ["hiring", "customer", "other"],
    decision_impacts: ["hiring_firing", "credit_insurance", "healthcare"],
    roles: ["deployer"],
  },

  // ================================================================================================================
  // EU — AI Act: transparency duties (Art. 50, applicable from 2 August 2026)
  // ================================================================================================================
  {
    key: "eu:Regulation (EU) 2024/1689#chatbot-disclosure",
    law_key: AIA,
    obligation:
      "Providers must design AI systems that interact directly with people so users are told they are dealing with an AI system, unless that is obvious from the context, at the latest at the first interaction.",
    citation: "Art. 50(1), (5)",
    government_body: AIA_MSA,
    penalty: AIA_FINE_OPERATOR,
    deadline: "2 August 2026",
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["customer", "product"],
    decision_impacts: [],
    roles: ["provider"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#synthetic-content-marking",
    law_key: AIA,
    obligation:
      "Providers of AI systems (including general-purpose systems) that generate synthetic audio, image, video or text must mark outputs in a machine-readable format so they are detectable as AI-generated or manipulated.",
    citation: "Art. 50(2)",
    government_body: AIA_MSA,
    penalty: AIA_FINE_OPERATOR,
    deadline:
      "2 August 2026 (systems placed on the market before 2 August 2026: 2 December 2026, per Regulation (EU) 2026/1744)",
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["content", "product"],
    decision_impacts: [],
    roles: ["provider"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#emotion-biometric-disclosure",
    law_key: AIA,
    obligation:
      "Deployers of emotion recognition or biometric categorisation systems must inform the people exposed to them that the system is operating and process their personal data in line with EU data protection law.",
    citation: "Art. 50(3)",
    government_body: AIA_MSA,
    penalty: AIA_FINE_OPERATOR,
    deadline: "2 August 2026",
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["customer", "analytics", "other"],
    decision_impacts: [],
    roles: ["deployer"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#deepfake-and-public-interest-text-disclosure",
    law_key: AIA,
    obligation:
      "Deployers must disclose that image, audio or video deepfakes they generate or manipulate are artificial (lighter disclosure for evidently artistic, satirical or fictional works), and that AI-generated text published to inform the public on matters of public interest is artificial unless it underwent human editorial review.",
    citation: "Art. 50(4)",
    government_body: AIA_MSA,
    penalty: AIA_FINE_OPERATOR,
    deadline: "2 August 2026",
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: ["media-content", "marketing-advertising"],
    uses: ["content"],
    decision_impacts: [],
    roles: ["deployer"],
  },

  // ================================================================================================================
  // EU — AI Act: general-purpose AI models (Chapter V, applicable from 2 August 2025)
  // ================================================================================================================
  {
    key: "eu:Regulation (EU) 2024/1689#gpai-technical-documentation",
    law_key: AIA,
    obligation:
      "Providers of general-purpose AI models must draw up and keep current technical documentation of the model (Annex XI) for the AI Office and authorities, and documentation for downstream providers that integrate the model (Annex XII); open-source models without systemic risk are exempt.",
    citation: "Art. 53(1)(a)-(b), 53(2)",
    government_body: AIA_AI_OFFICE,
    penalty: AIA_FINE_GPAI,
    deadline: "2 August 2025 (models placed on the market before 2 August 2025: by 2 August 2027, Art. 111(3))",
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["product"],
    decision_impacts: [],
    roles: ["developer", "provider"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#gpai-copyright-policy-training-summary",
    law_key: AIA,
    obligation:
      "Providers of general-purpose AI models must adopt a policy to comply with EU copyright law, including honouring text-and-data-mining opt-outs, and publish a sufficiently detailed summary of the training content using the AI Office template.",
    citation: "Art. 53(1)(c)-(d)",
    government_body: AIA_AI_OFFICE,
    penalty: AIA_FINE_GPAI,
    deadline: "2 August 2025 (models placed on the market before 2 August 2025: by 2 August 2027, Art. 111(3))",
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["product"],
    decision_impacts: [],
    roles: ["developer", "provider"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#gpai-authorised-representative",
    law_key: AIA,
    obligation:
      "Providers of general-purpose AI models established outside the EU must appoint, by written mandate, an authorised representative established in the EU before placing the model on the EU market.",
    citation: "Art. 54(1)",
    government_body: AIA_AI_OFFICE,
    penalty: AIA_FINE_GPAI,
    deadline: "2 August 2025",
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["product"],
    decision_impacts: [],
    roles: ["developer", "provider"],
  },
  {
    key: "eu:Regulation (EU) 2024/1689#gpai-systemic-risk-duties",
    law_key: AIA,
    obligation:
      "Providers of general-purpose AI models with systemic risk (presumed above 10^25 training FLOPs) must notify the Commission within two weeks of meeting the threshold, evaluate and adversarially test the model, assess and mitigate systemic risks, report serious incidents to the AI Office without undue delay, and ensure adequate cybersecurity.",
    citation: "Art. 51(2), Art. 52(1), Art. 55(1)",
    government_body: AIA_AI_OFFICE,
    penalty: AIA_FINE_GPAI,
    deadline: "2 August 2025",
    source_url: EURLEX_AIA,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["product"],
    decision_impacts: [],
    roles: ["developer", "provider"],
  },

  // ================================================================================================================
  // US federal — TAKE IT DOWN Act (Public Law 119-12)
  // ================================================================================================================
  {
    key: "federal:Public Law 119-12#no-publishing-nonconsensual-intimate-images",
    law_key: TIDA,
    obligation:
      "Do not knowingly publish, through an interactive computer service, non-consensual intimate images of an identifiable person — including AI-generated 'digital forgeries' — or threaten to do so for intimidation, coercion, extortion or to cause distress.",
    citation: "47 U.S.C. 223(h)(2)-(4), (6) (added by § 2)",
    government_body: "U.S. Department of Justice (federal criminal prosecution)",
    penalty:
      "Fine and/or imprisonment of up to 2 years (adult victim) or 3 years (minor victim); threats involving digital forgeries up to 18 months (adult) or 30 months (minor); plus forfeiture and mandatory restitution",
    deadline: "May 19, 2025",
    source_url: TIDA_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["content"],
    decision_impacts: [],
  },
  {
    key: "federal:Public Law 119-12#platform-notice-and-removal-process",
    law_key: TIDA,
    obligation:
      "Covered platforms hosting user-generated content must set up a process for identifiable individuals to notify them of, and request removal of, non-consensual intimate images, and post a clear, conspicuous, plain-language notice explaining it.",
    citation: "TAKE IT DOWN Act § 3(a)(1)-(2)",
    government_body: "Federal Trade Commission",
    penalty: TIDA_FTC,
    deadline: "May 19, 2026 (not later than 1 year after enactment)",
    source_url: TIDA_URL,
    source_tier: "primary",
    sectors: ["media-content"],
    uses: ["content", "product"],
    decision_impacts: [],
    roles: ["provider", "deployer"],
  },
  {
    key: "federal:Public Law 119-12#platform-48-hour-removal",
    law_key: TIDA,
    obligation:
      "On a valid removal request, a covered platform must remove the intimate image as soon as possible and within 48 hours, and make reasonable efforts to find and remove known identical copies.",
    citation: "TAKE IT DOWN Act § 3(a)(3)",
    government_body: "Federal Trade Commission",
    penalty: TIDA_FTC,
    deadline: "May 19, 2026 (not later than 1 year after enactment)",
    source_url: TIDA_URL,
    source_tier: "primary",
    sectors: ["media-content"],
    uses: ["content", "product"],
    decision_impacts: [],
    roles: ["provider", "deployer"],
  },

  // ================================================================================================================
  // US federal — FCC Declaratory Ruling on AI-generated voices (FCC 24-17, TCPA)
  // ================================================================================================================
  {
    key: "federal:FCC 24-17#ai-voice-call-prior-consent",
    law_key: FCC_RULING,
    obligation:
      "Calls that use an AI-generated or cloned voice count as 'artificial or prerecorded voice' calls, so the caller needs the called party's prior express consent (prior express written consent for telemarketing) unless an emergency purpose or exemption applies.",
    citation: "47 U.S.C. 227(b)(1)(A)-(B); 47 CFR 64.1200(a); Declaratory Ruling FCC 24-17",
    government_body: "Federal Communications Commission",
    penalty: TCPA_PENALTY,
    deadline: null,
    source_url: FCC_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["customer"],
    decision_impacts: [],
    roles: ["deployer"],
  },
  {
    key: "federal:FCC 24-17#ai-voice-call-identification-opt-out",
    law_key: FCC_RULING,
    obligation:
      "AI-generated-voice calls must carry the FCC's required identification and disclosure of the party responsible for the call and give the called party a way to opt out, consistent with the consent-revocation rules.",
    citation: "47 CFR 64.1200(b); Declaratory Ruling FCC 24-17",
    government_body: "Federal Communications Commission",
    penalty: TCPA_PENALTY,
    deadline: null,
    source_url: FCC_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["customer"],
    decision_impacts: [],
    roles: ["deployer"],
  },

  // ================================================================================================================
  // US federal — FTC Rule on the Use of Consumer Reviews and Testimonials (16 CFR Part 465)
  // ================================================================================================================
  {
    key: "federal:16 CFR Part 465#no-fake-reviews",
    law_key: FTC_CRT,
    obligation:
      "Businesses must not create, sell, buy or disseminate fake consumer reviews or testimonials — including AI-generated reviews by people who do not exist or never used the product — where they knew or should have known they were fake.",
    citation: "16 CFR 465.2",
    government_body: "Federal Trade Commission",
    penalty: FTC_CRT_PENALTY,
    deadline: "October 21, 2024",
    source_url: FTC_CRT_URL,
    source_tier: "primary",
    sectors: ["retail", "marketing-advertising"],
    uses: ["content", "customer"],
    decision_impacts: [],
  },
  {
    key: "federal:16 CFR Part 465#no-buying-reviews",
    law_key: FTC_CRT,
    obligation:
      "Businesses must not offer compensation or other incentives conditioned on a consumer review expressing a particular (positive or negative) sentiment.",
    citation: "16 CFR 465.4",
    government_body: "Federal Trade Commission",
    penalty: FTC_CRT_PENALTY,
    deadline: "October 21, 2024",
    source_url: FTC_CRT_URL,
    source_tier: "primary",
    sectors: ["retail", "marketing-advertising"],
    uses: ["content", "customer"],
    decision_impacts: [],
  },
  {
    key: "federal:16 CFR Part 465#insider-reviews-disclosure",
    law_key: FTC_CRT,
    obligation:
      "Reviews or testimonials written by a business's officers or managers, or testimonials by its employees or agents, must clearly and conspicuously disclose the material relationship to the business.",
    citation: "16 CFR 465.5",
    government_body: "Federal Trade Commission",
    penalty: FTC_CRT_PENALTY,
    deadline: "October 21, 2024",
    source_url: FTC_CRT_URL,
    source_tier: "primary",
    sectors: ["retail", "marketing-advertising"],
    uses: ["content", "customer"],
    decision_impacts: [],
  },
  {
    key: "federal:16 CFR Part 465#no-fake-independent-review-sites",
    law_key: FTC_CRT,
    obligation:
      "A business must not misrepresent that a website or entity it controls provides independent reviews or opinions about a category of products that includes its own.",
    citation: "16 CFR 465.6",
    government_body: "Federal Trade Commission",
    penalty: FTC_CRT_PENALTY,
    deadline: "October 21, 2024",
    source_url: FTC_CRT_URL,
    source_tier: "primary",
    sectors: ["retail", "marketing-advertising"],
    uses: ["content"],
    decision_impacts: [],
  },
  {
    key: "federal:16 CFR Part 465#no-review-suppression",
    law_key: FTC_CRT,
    obligation:
      "Businesses must not suppress negative reviews through groundless legal threats, intimidation or similar tactics.",
    citation: "16 CFR 465.7",
    government_body: "Federal Trade Commission",
    penalty: FTC_CRT_PENALTY,
    deadline: "October 21, 2024",
    source_url: FTC_CRT_URL,
    source_tier: "primary",
    sectors: ["retail", "marketing-advertising"],
    uses: ["content", "customer"],
    decision_impacts: [],
  },
  {
    key: "federal:16 CFR Part 465#no-fake-social-media-indicators",
    law_key: FTC_CRT,
    obligation:
      "Do not sell or buy fake indicators of social media influence (such as bot-generated followers or views) that the buyer knew or should have known were fake and that misrepresent influence for a commercial purpose.",
    citation: "16 CFR 465.8",
    government_body: "Federal Trade Commission",
    penalty: FTC_CRT_PENALTY,
    deadline: "October 21, 2024",
    source_url: FTC_CRT_URL,
    source_tier: "primary",
    sectors: ["marketing-advertising", "media-content"],
    uses: ["content"],
    decision_impacts: [],
  },

  // ================================================================================================================
  // US federal — OMB Memorandum M-25-21 (binding on federal agencies)
  // ================================================================================================================
  {
    key: "federal:M-25-21#designate-chief-ai-officer",
    law_key: OMB_M2521,
    obligation:
      "Each agency head must retain or designate a Chief AI Officer of sufficient seniority, and notify OMB within 30 days whenever the CAIO changes or the post is vacant.",
    citation: "M-25-21, Section 3(a)(i)",
    government_body: OMB,
    penalty: null,
    deadline: "Within 60 days of the issuance of this memorandum (issued April 3, 2025)",
    source_url: OMB_M2521_URL,
    source_tier: "primary",
    sectors: ["government"],
    uses: ["other"],
    decision_impacts: [],
    roles: ["government"],
  },
  {
    key: "federal:M-25-21#ai-governance-board",
    law_key: OMB_M2521,
    obligation:
      "Each CFO Act agency must convene an AI governance board, chaired at Deputy Secretary level with the CAIO as vice-chair and including IT, cybersecurity, data, legal, privacy and civil-rights offices.",
    citation: "M-25-21, Section 3(a)(ii)",
    government_body: OMB,
    penalty: null,
    deadline: "Within 90 days of the issuance of this memorandum (issued April 3, 2025)",
    source_url: OMB_M2521_URL,
    source_tier: "primary",
    sectors: ["government"],
    uses: ["other"],
    decision_impacts: [],
    roles: ["government"],
  },
  {
    key: "federal:M-25-21#compliance-plan",
    law_key: OMB_M2521,
    obligation:
      "Each agency must submit to OMB and publish on its website a plan to achieve consistency with the memorandum (or a written determination that it does not use or plan to use covered AI), and renew it every two years until 2036.",
    citation: "M-25-21, Section 3(b)(ii); AI in Government Act of 2020 § 104(c)-(d)",
    government_body: OMB,
    penalty: null,
    deadline:
      "Within 180 days of the issuance of this memorandum or any update to this memorandum, and every two years thereafter until 2036",
    source_url: OMB_M2521_URL,
    source_tier: "primary",
    sectors: ["government"],
    uses: ["other"],
    decision_impacts: [],
    roles: ["government"],
  },
  {
    key: "federal:M-25-21#ai-use-case-inventory",
    law_key: OMB_M2521,
    obligation:
      "Each agency (except the Department of Defense and the Intelligence Community) must inventory its AI use cases at least annually, submit the inventory to OMB and post a public version on its website.",
    citation: "M-25-21, Section 3(b)(v); Pub. L. 117-263 § 7225",
    government_body: OMB,
    penalty: null,
    deadline: "At least annually",
    source_url: OMB_M2521_URL,
    source_tier: "primary",
    sectors: ["government"],
    uses: ["other"],
    decision_impacts: [],
    roles: ["government"],
  },
  {
    key: "federal:M-25-21#high-impact-minimum-practices",
    law_key: OMB_M2521,
    obligation:
      "For high-impact AI, agencies must implement and document the minimum practices — pre-deployment testing, an AI impact assessment, ongoing monitoring, adequate human training, human oversight and accountability, remedies or appeals, and public feedback — and be ready to report them to OMB.",
    citation: "M-25-21, Section 4(a)-(b)",
    government_body: OMB,
    penalty:
      "No monetary penalty; a high-impact use case that does not comply with the minimum practices must be safely discontinued",
    deadline: "Within 365 days of the issuance of this memorandum (issued April 3, 2025)",
    source_url: OMB_M2521_URL,
    source_tier: "primary",
    sectors: ["government"],
    uses: ["customer", "analytics", "other"],
    decision_impacts: [],
    roles: ["government"],
  },
  {
    key: "federal:M-25-21#update-internal-policies",
    law_key: OMB_M2521,
    obligation:
      "Agencies must revisit and, where necessary, update their internal IT infrastructure, data, cybersecurity and privacy policies to align with the memorandum, EO 14179 and EO 13960.",
    citation: "M-25-21, Section 3(b)(iii)",
    government_body: OMB,
    penalty: null,
    deadline: "Within 270 days of the issuance of this memorandum (issued April 3, 2025)",
    source_url: OMB_M2521_URL,
    source_tier: "primary",
    sectors: ["government"],
    uses: ["other"],
    decision_impacts: [],
    roles: ["government"],
  },

  // ================================================================================================================
  // China — Interim Measures for the Management of Generative AI Services (2023)
  // ================================================================================================================
  {
    key: "china:generative-ai-interim-measures#lawful-training-data",
    law_key: CN_GENAI,
    obligation:
      "Providers of public generative AI services in China must train on data and foundation models from lawful sources, must not infringe others' intellectual property, and must obtain consent (or another legal basis) where personal information is involved.",
    citation: "Art. 7",
    government_body: CAC,
    penalty: null,
    deadline: "August 15, 2023",
    source_url: CN_GENAI_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["product", "content"],
    decision_impacts: [],
    roles: ["developer", "provider"],
  },
  {
    key: "china:generative-ai-interim-measures#label-generated-content",
    law_key: CN_GENAI,
    obligation:
      "Providers must label generated content such as images and video in accordance with the Deep Synthesis Provisions.",
    citation: "Art. 12",
    government_body: CAC,
    penalty: null,
    deadline: "August 15, 2023",
    source_url: CN_GENAI_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["content", "product"],
    decision_impacts: [],
    roles: ["provider"],
  },
  {
    key: "china:generative-ai-interim-measures#illegal-content-and-complaints",
    law_key: CN_GENAI,
    obligation:
      "Providers must act on illegal content they discover (stop its generation and transmission, remove it, fix the model and report it) and run accessible complaint and reporting mechanisms that handle complaints promptly.",
    citation: "Arts. 14-15",
    government_body: CAC,
    penalty: null,
    deadline: "August 15, 2023",
    source_url: CN_GENAI_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["content", "product", "customer"],
    decision_impacts: [],
    roles: ["provider"],
  },
  {
    key: "china:generative-ai-interim-measures#security-assessment-algorithm-filing",
    law_key: CN_GENAI,
    obligation:
      "Providers of generative AI services with public-opinion attributes or social-mobilisation capacity must carry out a security assessment under national rules and complete algorithm filing (and any change or cancellation filing) under the Algorithmic Recommendation Provisions.",
    citation: "Art. 17",
    government_body: CAC,
    penalty: null,
    deadline: "August 15, 2023",
    source_url: CN_GENAI_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["content", "product"],
    decision_impacts: [],
    roles: ["provider"],
  },

  // ================================================================================================================
  // China — Deep Synthesis Provisions (CAC Order No. 12)
  // ================================================================================================================
  {
    key: "china:CAC Order No. 12#biometric-editing-consent",
    law_key: CN_DS,
    obligation:
      "Deep synthesis services that offer face, voice or other biometric editing must prompt users to inform the person being edited and obtain that person's separate consent.",
    citation: "Art. 14",
    government_body: CAC,
    penalty: null,
    deadline: "January 10, 2023",
    source_url: CN_DS_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["content", "product"],
    decision_impacts: [],
    roles: ["provider", "developer"],
  },
  {
    key: "china:CAC Order No. 12#biometric-tool-security-assessment",
    law_key: CN_DS,
    obligation:
      "Providers and technical supporters offering models, templates or tools that generate or edit faces, voices or other biometric information must carry out a security assessment themselves or through a professional body.",
    citation: "Art. 15",
    government_body: CAC,
    penalty: null,
    deadline: "January 10, 2023",
    source_url: CN_DS_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["content", "product"],
    decision_impacts: [],
    roles: ["provider", "developer"],
  },
  {
    key: "china:CAC Order No. 12#deep-synthesis-labels",
    law_key: CN_DS,
    obligation:
      "Deep synthesis providers must add marks that do not impair use and keep logs, add prominent labels to content that may confuse or mislead the public (such as face generation or swapping), offer a prominent-labelling function for other content, and must not let labels be deleted, altered or hidden.",
    citation: "Arts. 16-18",
    government_body: CAC,
    penalty: null,
    deadline: "January 10, 2023",
    source_url: CN_DS_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["content", "product"],
    decision_impacts: [],
    roles: ["provider"],
  },
  {
    key: "china:CAC Order No. 12#algorithm-filing",
    law_key: CN_DS,
    obligation:
      "Deep synthesis providers with public-opinion attributes or social-mobilisation capacity must complete algorithm filing, and technical supporters must file by reference to the same rules.",
    citation: "Art. 19",
    government_body: CAC,
    penalty: null,
    deadline: "January 10, 2023",
    source_url: CN_DS_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["content", "product"],
    decision_impacts: [],
    roles: ["provider", "developer"],
  },

  // ================================================================================================================
  // China — Measures for Labeling AI-Generated and Synthetic Content (2025)
  // ================================================================================================================
  {
    key: "china:ai-generated-content-labeling-measures#explicit-labels",
    law_key: CN_LABEL,
    obligation:
      "Service providers must add explicit, user-perceptible labels to AI-generated text, audio, images, video and virtual scenes in the manner set for each medium (e.g. a prominent notice at the start of a video), and keep the explicit label in files users download, copy or export.",
    citation: "Art. 4",
    government_body: CAC,
    penalty: null,
    deadline: "September 1, 2025",
    source_url: CN_LABEL_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["content", "product"],
    decision_impacts: [],
    roles: ["provider"],
  },
  {
    key: "china:ai-generated-content-labeling-measures#implicit-metadata-labels",
    law_key: CN_LABEL,
    obligation:
      "Service providers must embed implicit labels in the file metadata of generated content, recording that it is AI-generated, the provider's name or code and a content number (digital watermarks encouraged).",
    citation: "Art. 5",
    government_body: CAC,
    penalty: null,
    deadline: "September 1, 2025",
    source_url: CN_LABEL_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["content", "product"],
    decision_impacts: [],
    roles: ["provider"],
  },
  {
    key: "china:ai-generated-content-labeling-measures#platform-label-verification",
    law_key: CN_LABEL,
    obligation:
      "Platforms that distribute content must check files for implicit labels and add prominent notices to content that is, or is suspected to be, AI-generated.",
    citation: "Art. 6",
    government_body: CAC,
    penalty: null,
    deadline: "September 1, 2025",
    source_url: CN_LABEL_URL,
    source_tier: "primary",
    sectors: ["media-content"],
    uses: ["content"],
    decision_impacts: [],
    roles: ["provider", "deployer"],
  },
  {
    key: "china:ai-generated-content-labeling-measures#unlabeled-output-logs",
    law_key: CN_LABEL,
    obligation:
      "A provider that supplies content without an explicit label at a user's request must set out the user's labelling duties in its user agreement and keep logs, including information on the recipient, for at least six months.",
    citation: "Art. 9",
    government_body: CAC,
    penalty: null,
    deadline: "September 1, 2025",
    source_url: CN_LABEL_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["content", "product"],
    decision_impacts: [],
    roles: ["provider"],
  },
  {
    key: "china:ai-generated-content-labeling-measures#no-label-tampering",
    law_key: CN_LABEL,
    obligation:
      "No one may maliciously delete, alter, forge or conceal AI-content labels, or provide tools or services that help others do so.",
    citation: "Art. 10",
    government_body: CAC,
    penalty: null,
    deadline: "September 1, 2025",
    source_url: CN_LABEL_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["content"],
    decision_impacts: [],
  },

  // ================================================================================================================
  // South Korea — Framework Act on AI (AI Basic Act, Act No. 20676)
  // ================================================================================================================
  {
    key: "south-korea:Act No. 20676#advance-notice-of-ai-use",
    law_key: KR_AIBA,
    obligation:
      "AI business operators offering products or services that use high-impact or generative AI must notify users in advance that the product or service is operated using AI.",
    citation: "Art. 31(1)",
    government_body: MSIT,
    penalty:
      "Administrative fine of up to KRW 30 million (Art. 43(1)1); the government announced a grace period of at least one year before fines are imposed",
    deadline: "January 22, 2026",
    source_url: KR_AIBA_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["customer", "content", "product"],
    decision_impacts: [],
    roles: ["developer", "deployer"],
  },
  {
    key: "south-korea:Act No. 20676#label-generative-output",
    law_key: KR_AIBA,
    obligation: "Operators providing generative AI, or products or services using it, must label outputs as generated by generative AI.",
    citation: "Art. 31(2)",
    government_body: MSIT,
    penalty: KR_ORDER_PENALTY,
    deadline: "January 22, 2026",
    source_url: KR_AIBA_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["content", "product"],
    decision_impacts: [],
    roles: ["developer", "deployer"],
  },
  {
    key: "south-korea:Act No. 20676#deepfake-notice",
    law_key: KR_AIBA,
    obligation:
      "Operators providing virtual sound, images or video that are hard to tell apart from reality must notify or label them so users clearly recognise they are AI-generated (in a way that does not hinder enjoyment of artistic or creative works).",
    citation: "Art. 31(3)",
    government_body: MSIT,
    penalty: KR_ORDER_PENALTY,
    deadline: "January 22, 2026",
    source_url: KR_AIBA_URL,
    source_tier: "primary",
    sectors: ["media-content", "marketing-advertising"],
    uses: ["content"],
    decision_impacts: [],
    roles: ["developer", "deployer"],
  },
  {
    key: "south-korea:Act No. 20676#high-compute-safety",
    law_key: KR_AIBA,
    obligation:
      "Operators of AI systems whose cumulative training compute exceeds the threshold set by Presidential Decree must identify, assess and mitigate risks across the lifecycle, run risk monitoring and incident response, and report the results to the Minister of Science and ICT.",
    citation: "Art. 32(1)-(2)",
    government_body: MSIT,
    penalty: KR_ORDER_PENALTY,
    deadline: "January 22, 2026",
    source_url: KR_AIBA_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["product"],
    decision_impacts: [],
    roles: ["developer"],
  },
  {
    key: "south-korea:Act No. 20676#high-impact-determination",
    law_key: KR_AIBA,
    obligation:
      "Operators must review in advance whether the AI they offer is high-impact AI (used in listed areas such as hiring, lending and medical services), and may ask the Minister of Science and ICT to confirm.",
    citation: "Art. 33(1)",
    government_body: MSIT,
    penalty: null,
    deadline: "January 22, 2026",
    source_url: KR_AIBA_URL,
    source_tier: "primary",
    sectors: ["employment", "lending", "healthcare"],
    uses: ["hiring", "customer", "product"],
    decision_impacts: ["hiring_firing", "credit_insurance", "healthcare"],
    roles: ["developer", "deployer"],
  },
  {
    key: "south-korea:Act No. 20676#high-impact-safety-measures",
    law_key: KR_AIBA,
    obligation:
      "Operators of high-impact AI must put in place safety and reliability measures, including a risk management plan, explanation of results and criteria, user protection, human management and oversight, and documentation of these measures.",
    citation: "Art. 34(1)",
    government_body: MSIT,
    penalty: KR_ORDER_PENALTY,
    deadline: "January 22, 2026",
    source_url: KR_AIBA_URL,
    source_tier: "primary",
    sectors: ["employment", "lending", "healthcare"],
    uses: ["hiring", "customer", "product"],
    decision_impacts: ["hiring_firing", "credit_insurance", "healthcare"],
    roles: ["developer", "deployer"],
  },
  {
    key: "south-korea:Act No. 20676#domestic-representative",
    law_key: KR_AIBA,
    obligation:
      "Foreign AI business operators that meet the revenue or user-number thresholds set by Presidential Decree must designate a domestic representative in Korea.",
    citation: "Art. 36(1)",
    government_body: MSIT,
    penalty: "Administrative fine of up to KRW 30 million (Art. 43(1)2)",
    deadline: "January 22, 2026",
    source_url: KR_AIBA_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["product", "customer"],
    decision_impacts: [],
    roles: ["developer", "deployer"],
  },

  // ================================================================================================================
  // Italy — Law No. 132 of 23 September 2025
  // ================================================================================================================
  {
    key: "italy:Law 132/2025#employer-inform-workers",
    law_key: IT_L132,
    obligation:
      "Employers and commissioning parties must inform workers when AI is used, in the cases and manner set by Article 1-bis of Legislative Decree 152/1997; workplace AI must be safe, reliable, transparent and respect dignity and privacy.",
    citation: "Art. 11(2)",
    government_body: null,
    penalty: null,
    deadline: "10 October 2025",
    source_url: IT_L132_URL,
    source_tier: "primary",
    sectors: ["employment"],
    uses: ["hiring", "analytics", "other"],
    decision_impacts: ["hiring_firing"],
    roles: ["deployer"],
  },
  {
    key: "italy:Law 132/2025#professionals-ai-support-and-client-disclosure",
    law_key: IT_L132,
    obligation:
      "Members of the intellectual professions may use AI only for instrumental and support activities, with their own intellectual work prevailing, and must tell clients which AI systems they use in clear, simple and complete language.",
    citation: "Art. 13(1)-(2)",
    government_body: null,
    penalty: null,
    deadline: "10 October 2025",
    source_url: IT_L132_URL,
    source_tier: "primary",
    sectors: ["legal-services", "healthcare"],
    uses: ["customer", "content", "other"],
    decision_impacts: [],
    roles: ["deployer"],
  },
  {
    key: "italy:Law 132/2025#unlawful-deepfake-dissemination",
    law_key: IT_L132,
    obligation:
      "Do not cause unjust harm to a person by handing over, publishing or otherwise spreading, without their consent, images, videos or voices falsified or altered with AI that can mislead people about their authenticity.",
    citation: "Art. 26 (new art. 612-quater of the Criminal Code)",
    government_body: "Italian criminal courts (public prosecution)",
    penalty: "Imprisonment from one to five years",
    deadline: "10 October 2025",
    source_url: IT_L132_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["content"],
    decision_impacts: [],
  },

  // ================================================================================================================
  // Vietnam — Law on Artificial Intelligence (Law No. 134/2025/QH15)
  // ================================================================================================================
  {
    key: "vietnam:134/2025/QH15#disclose-ai-interaction",
    law_key: VN_AI,
    obligation: "Providers must make sure that people interacting directly with an AI system are made aware that they are dealing with AI.",
    citation: "Art. 11",
    government_body: null,
    penalty: null,
    deadline: "March 1, 2026",
    source_url: VN_AI_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["customer", "product"],
    decision_impacts: [],
    roles: ["provider"],
  },
  {
    key: "vietnam:134/2025/QH15#machine-readable-marking",
    law_key: VN_AI,
    obligation:
      "Providers must mark AI-generated audio, images and video in a machine-readable format, in the form the Government specifies.",
    citation: "Art. 11",
    government_body: null,
    penalty: null,
    deadline: "March 1, 2026",
    source_url: VN_AI_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["content", "product"],
    decision_impacts: [],
    roles: ["provider"],
  },
  {
    key: "vietnam:134/2025/QH15#deployer-label-realistic-simulations",
    law_key: VN_AI,
    obligation:
      "Deployers must notify users when AI-generated or edited content could cause confusion about real events or persons, and give audio, images and video that simulate real people's appearance or voice, or recreate real events, easily recognisable labels (applied unobtrusively for artistic or creative works).",
    citation: "Art. 11 (incl. para. 4)",
    government_body: null,
    penalty: null,
    deadline: "March 1, 2026",
    source_url: VN_AI_URL,
    source_tier: "primary",
    sectors: ["media-content", "marketing-advertising"],
    uses: ["content"],
    decision_impacts: [],
    roles: ["deployer"],
  },

  // ================================================================================================================
  // Kazakhstan — Law On Artificial Intelligence (No. 230-VIII)
  // ================================================================================================================
  {
    key: "kazakhstan:230-VIII#inform-users-of-ai-use",
    law_key: KZ_AI,
    obligation: "Users must be informed that goods, works or services are produced or provided using AI systems.",
    citation: "Art. 21(1)",
    government_body: KZ_BODY,
    penalty: null,
    deadline: "January 18, 2026",
    source_url: KZ_AI_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["customer", "product", "content"],
    decision_impacts: [],
    roles: ["provider", "deployer"],
  },
  {
    key: "kazakhstan:230-VIII#mark-synthetic-results",
    law_key: KZ_AI,
    obligation:
      "Synthetic AI outputs (images, video, audio or text imitating a real person or an event that did not happen) may be distributed only with a machine-readable marking and a visual or other warning users can perceive; owners of AI systems are responsible for compliance.",
    citation: "Art. 21(2)-(3)",
    government_body: KZ_BODY,
    penalty: null,
    deadline: "January 18, 2026",
    source_url: KZ_AI_URL,
    source_tier: "primary",
    sectors: ["all"],
    uses: ["content"],
    decision_impacts: [],
    roles: ["provider", "deployer"],
  },

  // ================================================================================================================
  // Peru — Regulation of Law 31814 (D.S. 115-2025-PCM). Article numbers not confirmed: citation null, secondary tier.
  // ================================================================================================================
  {
    key: "peru:DS 115-2025-PCM#prohibited-improper-uses",
    law_key: PE_REG,
    obligation:
      "Do not develop or use AI systems classed as improper use, such as mass surveillance without a legal basis, subliminal or deceptive manipulation of people's decisions, or lethal autonomous systems.",
    citation: null,
    government_body: PE_BODY,
    penalty: null,
    deadline: PE_DEADLINE,
    source_url: PE_SECONDARY_URL,
    source_tier: "secondary",
    sectors: ["all"],
    uses: ["analytics", "customer", "other"],
    decision_impacts: [],
    roles: ["developer", "deployer", "government"],
  },
  {
    key: "peru:DS 115-2025-PCM#high-risk-algorithmic-transparency",
    law_key: PE_REG,
    obligation:
      "Developers and implementers of high-risk AI systems (e.g. personnel selection, credit evaluation, educational assessment, critical services in health, energy or banking) must inform users in advance, clearly and simply, that AI is being used, as part of algorithmic transparency.",
    citation: null,
    government_body: PE_BODY,
    penalty: null,
    deadline: PE_DEADLINE,
    source_url: PE_SECONDARY_URL,
    source_tier: "secondary",
    sectors: ["employment", "lending", "education", "healthcare"],
    uses: ["hiring", "customer", "analytics"],
    decision_impacts: ["hiring_firing", "credit_insurance", "healthcare"],
    roles: ["developer", "deployer"],
  },
  {
    key: "peru:DS 115-2025-PCM#high-risk-human-oversight-impact-assessment",
    law_key: PE_REG,
    obligation:
      "High-risk AI systems may be used only under strict controls, including human oversight and an impact assessment.",
    citation: null,
    government_body: PE_BODY,
    penalty: null,
    deadline: PE_DEADLINE,
    source_url: PE_SECONDARY_URL,
    source_tier: "secondary",
    sectors: ["employment", "lending", "education", "healthcare"],
    uses: ["hiring", "customer", "analytics"],
    decision_impacts: ["hiring_firing", "credit_insurance", "healthcare"],
    roles: ["developer", "deployer"],
  },
  {
    key: "peru:DS 115-2025-PCM#private-sector-policies-training",
    law_key: PE_REG,
    obligation:
      "Private-sector organisations using AI must adopt clear policies, protocols and procedures on security, privacy, transparency, explainability and accountability, and raise staff awareness of AI risks.",
    citation: null,
    government_body: PE_BODY,
    penalty: null,
    deadline: PE_DEADLINE,
    source_url: PE_SECONDARY_URL,
    source_tier: "secondary",
    sectors: ["all"],
    uses: ["other"],
    decision_impacts: [],
    roles: ["developer", "deployer"],
  },

  // ================================================================================================================
  // US federal — OMB M-26-04 (implements EO 14319; binding on agencies) and the Advancing American AI Act
  // ================================================================================================================
  {
    key: "federal:M-26-04#unbiased-ai-contract-terms",
    law_key: "federal:M-26-04",
    obligation:
      "Agencies must write compliance with the two Unbiased AI Principles (truth-seeking and ideological neutrality) into all new solicitations and orders for large language models, and modify existing LLM contracts where practicable before extending them.",
    citation: "M-26-04 (implementing EO 14319 § 4)",
    government_body: OMB,
    penalty: null,
    deadline: "New solicitations and orders issued after December 11, 2025",
    source_url:
      "https://www.whitehouse.gov/wp-content/uploads/2025/12/M-26-04-Increasing-Public-Trust-in-Artificial-Intelligence-Through-Unbiased-AI-Principles-1.pdf",
    source_tier: "primary",
    sectors: ["government"],
    uses: ["other"],
    decision_impacts: [],
    roles: ["government"],
  },
  {
    key: "federal:M-26-04#vendor-documentation",
    law_key: "federal:M-26-04",
    obligation:
      "When procuring an LLM, agencies must obtain enough information from the vendor — such as an acceptable use policy, model, system or data cards, end-user resources and a feedback channel — to decide whether the model complies with the Unbiased AI Principles.",
    citation: "M-26-04",
    government_body: OMB,
    penalty: null,
    deadline: "New solicitations and orders issued after December 11, 2025",
    source_url:
      "https://www.whitehouse.gov/wp-content/uploads/2025/12/M-26-04-Increasing-Public-Trust-in-Artificial-Intelligence-Through-Unbiased-AI-Principles-1.pdf",
    source_tier: "primary",
    sectors: ["government"],
    uses: ["other"],
    decision_impacts: [],
    roles: ["government"],
  },
  {
    key: "federal:M-26-04#update-policies-and-reporting-channel",
    law_key: "federal:M-26-04",
    obligation:
      "Agencies must update their procurement policies and procedures to reflect the Unbiased AI Principles and give users a way to report LLM outputs that violate them.",
    citation: "M-26-04",
    government_body: OMB,
    penalty: null,
    deadline: "By March 11, 2026",
    source_url:
      "https://www.whitehouse.gov/wp-content/uploads/2025/12/M-26-04-Increasing-Public-Trust-in-Artificial-Intelligence-Through-Unbiased-AI-Principles-1.pdf",
    source_tier: "primary",
    sectors: ["government"],
    uses: ["other"],
    decision_impacts: [],
    roles: ["government"],
  },
  {
    key: "federal:Public Law 117-263 Title LXXII Subtitle B#ai-use-case-inventory",
    law_key: "federal:Public Law 117-263 Title LXXII Subtitle B",
    obligation:
      "Federal agencies must prepare and maintain an inventory of their AI use cases — the statutory basis for the annual public AI use case inventories that OMB collects.",
    citation: "Pub. L. 117-263, div. G, title LXXII, subtitle B, § 7225 (40 U.S.C. 11301 note)",
    government_body: OMB,
    penalty: null,
    deadline: null,
    source_url: "https://www.govinfo.gov/content/pkg/BILLS-117hr7776enr/html/BILLS-117hr7776enr.htm",
    source_tier: "primary",
    sectors: ["government"],
    uses: ["other"],
    decision_impacts: [],
    roles: ["government"],
  },

  // ================================================================================================================
  // China — Interim Measures for the Administration of Anthropomorphic Interaction Services (CAC Order No. 21)
  // ================================================================================================================
  {
    key: "china:CAC Order No. 21#usage-time-reminder",
    law_key: "china:CAC Order No. 21",
    obligation:
      "Providers of anthropomorphic (emotional-companion) AI interaction services must remind users with a pop-up each time continuous use exceeds two hours.",
    citation: "Art. 18",
    government_body: CAC,
    penalty: null,
    deadline: "July 15, 2026",
    source_url: "https://www.cac.gov.cn/2026-04/10/c_1777558395078289.htm",
    source_tier: "primary",
    sectors: ["media-content"],
    uses: ["customer", "product"],
    decision_impacts: [],
    roles: ["provider"],
  },

  // ================================================================================================================
  // India — IT (Intermediary Guidelines and Digital Media Ethics Code) Amendment Rules, 2026 (G.S.R. 120(E))
  // ================================================================================================================
  {
    key: "india:G.S.R. 120(E)#label-synthetic-content",
    law_key: "india:G.S.R. 120(E)",
    obligation:
      "Intermediaries that let users create or modify synthetically generated information must ensure it carries a prominent visible (or audible) label and embedded metadata with a permanent unique identifier, and must not allow those labels or metadata to be removed or altered.",
    citation: "Rule 3 of the IT Rules, 2021 (as amended by G.S.R. 120(E))",
    government_body: "Ministry of Electronics and Information Technology (MeitY)",
    penalty: "Intermediaries that fail these due-diligence duties risk losing safe-harbour protection under section 79 of the IT Act, 2000",
    deadline: "20th day of February, 2026",
    source_url: "https://egazette.gov.in/WriteReadData/2026/269993.pdf",
    source_tier: "primary",
    sectors: ["media-content"],
    uses: ["content", "product"],
    decision_impacts: [],
    roles: ["provider", "deployer"],
  },
  {
    key: "india:G.S.R. 120(E)#ssmi-user-declaration",
    law_key: "india:G.S.R. 120(E)",
    obligation:
      "Significant social media intermediaries must ask users at upload whether content is synthetically generated, use reasonable technical measures to verify the declaration, and ensure synthetic content shown publicly is labelled.",
    citation: "Rule 4 of the IT Rules, 2021 (as amended by G.S.R. 120(E))",
    government_body: "Ministry of Electronics and Information Technology (MeitY)",
    penalty: "Intermediaries that fail these due-diligence duties risk losing safe-harbour protection under section 79 of the IT Act, 2000",
    deadline: "20th day of February, 2026",
    source_url: "https://egazette.gov.in/WriteReadData/2026/269993.pdf",
    source_tier: "primary",
    sectors: ["media-content"],
    uses: ["content"],
    decision_impacts: [],
    roles: ["provider", "deployer"],
  },
  {
    key: "india:G.S.R. 120(E)#prevent-unlawful-synthetic-content",
    law_key: "india:G.S.R. 120(E)",
    obligation:
      "Intermediaries must deploy measures to stop their services being used to create or spread unlawful synthetic content (such as child sexual abuse material, obscene content, impersonation or false electronic records) and act expeditiously when they learn of a violation.",
    citation: "Rule 3 of the IT Rules, 2021 (as amended by G.S.R. 120(E))",
    government_body: "Ministry of Electronics and Information Technology (MeitY)",
    penalty: "Intermediaries that fail these due-diligence duties risk losing safe-harbour protection under section 79 of the IT Act, 2000",
    deadline: "20th day of February, 2026",
    source_url: "https://egazette.gov.in/WriteReadData/2026/269993.pdf",
    source_tier: "primary",
    sectors: ["media-content"],
    uses: ["content", "product"],
    decision_impacts: [],
    roles: ["provider", "deployer"],
  },
  {
    key: "india:G.S.R. 120(E)#three-hour-takedown",
    law_key: "india:G.S.R. 120(E)",
    obligation:
      "On a court order or an authorised government or police intimation, intermediaries must remove or disable access to unlawful content, including synthetic content, within 3 hours (previously 36 hours).",
    citation: "Rule 3(1)(d) of the IT Rules, 2021 (as amended by G.S.R. 120(E))",
    government_body: "Ministry of Electronics and Information Technology (MeitY)",
    penalty: "Intermediaries that fail these due-diligence duties risk losing safe-harbour protection under section 79 of the IT Act, 2000",
    deadline: "20th day of February, 2026",
    source_url: "https://egazette.gov.in/WriteReadData/2026/269993.pdf",
    source_tier: "primary",
    sectors: ["media-content"],
    uses: ["content"],
    decision_impacts: [],
    roles: ["provider", "deployer"],
  },

  // ================================================================================================================
  // United Kingdom — intimate-image offences covering deepfakes
  // ================================================================================================================
  {
    key: "united-kingdom:Online Safety Act 2023 s. 188#no-sharing-intimate-images",
    law_key: "united-kingdom:Online Safety Act 2023 s. 188",
    obligation:
      "Do not intentionally share, or threaten to share, a photograph or film that shows or appears to show another person in an intimate state (including a digitally altered or deepfake image) without their consent.",
    citation: "Sexual Offences Act 2003 s. 66B(1)-(4) (inserted by Online Safety Act 2023 s. 188)",
    government_body: "Police and criminal courts (criminal offence)",
    penalty: null,
    deadline: "31 January 2024",
    source_url: "https://www.legislation.gov.uk/ukpga/2023/50/section/188",
    source_tier: "primary",
    sectors: ["all"],
    uses: ["content"],
    decision_impacts: [],
  },
  {
    key: "united-kingdom:Data (Use and Access) Act 2025 s. 138#no-creating-intimate-deepfakes",
    law_key: "united-kingdom:Data (Use and Access) Act 2025 s. 138",
    obligation:
      "Do not intentionally create — or ask someone else to create — a purported intimate image of an adult (an image that appears to be a photograph or film of them in an intimate state but is not) without their consent.",
    citation: "Sexual Offences Act 2003 s. 66E (inserted by Data (Use and Access) Act 2025 s. 138)",
    government_body: "Police and criminal courts (criminal offence)",
    penalty:
      "On summary conviction, imprisonment up to the maximum term for summary offences, a fine, or both (s. 66E(6))",
    deadline: "February 6, 2026",
    source_url: "https://www.legislation.gov.uk/ukpga/2025/18/section/138",
    source_tier: "primary",
    sectors: ["all"],
    uses: ["content"],
    decision_impacts: [],
  },

  // ================================================================================================================
  // Australia — Criminal Code Amendment (Deepfake Sexual Material) Act 2024
  // ================================================================================================================
  {
    key: "australia:Act No. 78, 2024#no-transmitting-sexual-material-without-consent",
    law_key: "australia:Act No. 78, 2024",
    obligation:
      "Do not use a carriage service to transmit sexual material depicting an adult without their consent (or recklessly as to consent), whether the material is real or created or altered with technology such as AI deepfakes.",
    citation: "Criminal Code (Cth) s. 474.17A(1)-(2); s. 474.17AA(5)",
    government_body: "Commonwealth Director of Public Prosecutions",
    penalty:
      "Imprisonment for 6 years; 7 years for the aggravated offence where the person created or altered the material (or after 3 or more Online Safety Act civil penalty orders)",
    deadline: "3 September 2024",
    source_url:
      "https://www.legislation.gov.au/C2024A00078/asmade/2024-09-02/text/original/epub/OEBPS/document_1/document_1.html",
    source_tier: "primary",
    sectors: ["all"],
    uses: ["content"],
    decision_impacts: [],
  },

  // ================================================================================================================
  // Brazil — TSE Resolution 23.732/2024 (amending Resolution 23.610/2019 on electoral advertising)
  // ================================================================================================================
  {
    key: "brazil:TSE Resolution 23.732/2024#label-ai-campaign-content",
    law_key: "brazil:TSE Resolution 23.732/2024",
    obligation:
      "Whoever is responsible for electoral advertising that uses AI-generated synthetic multimedia content must state explicitly, prominently and accessibly that the content was fabricated or manipulated and which technology was used (e.g. at the start of audio, as a watermark on images), except for routine quality edits and graphic identity elements.",
    citation: "Res. TSE 23.610/2019, art. 9-B (inserted by Res. 23.732/2024)",
    government_body: "Electoral Justice (Tribunal Superior Eleitoral and regional electoral courts)",
    penalty: null,
    deadline: null,
    source_url:
      "https://www.tse.jus.br/legislacao/compilada/res/2024/resolucao-no-23-732-de-27-de-fevereiro-de-2024",
    source_tier: "primary",
    sectors: ["marketing-advertising", "media-content"],
    uses: ["content"],
    decision_impacts: [],
  },
  {
    key: "brazil:TSE Resolution 23.732/2024#no-electoral-deepfakes",
    law_key: "brazil:TSE Resolution 23.732/2024",
    obligation:
      "Electoral advertising must not use deepfakes — audio or video digitally generated or manipulated to create, replace or alter the image or voice of a living, dead or fictitious person — or fabricated or manipulated content to spread notoriously untrue or decontextualised facts.",
    citation: "Res. TSE 23.610/2019 (as amended by Res. 23.732/2024)",
    government_body: "Electoral Justice (Tribunal Superior Eleitoral and regional electoral courts)",
    penalty: "Cancellation of the candidate's registration or, if elected, loss of the mandate",
    deadline: null,
    source_url:
      "https://www.tse.jus.br/legislacao/compilada/res/2024/resolucao-no-23-732-de-27-de-fevereiro-de-2024",
    source_tier: "primary",
    sectors: ["marketing-advertising", "media-content"],
    uses: ["content"],
    decision_impacts: [],
  },
  {
    key: "brazil:TSE Resolution 23.732/2024#no-chatbots-posing-as-candidates",
    law_key: "brazil:TSE Resolution 23.732/2024",
    obligation:
      "Campaigns must not use chatbots or avatars that simulate a conversation with the candidate or with another apparently real person.",
    citation: "Res. TSE 23.610/2019 (as amended by Res. 23.732/2024)",
    government_body: "Electoral Justice (Tribunal Superior Eleitoral and regional electoral courts)",
    penalty: null,
    deadline: null,
    source_url:
      "https://www.tse.jus.br/legislacao/compilada/res/2024/resolucao-no-23-732-de-27-de-fevereiro-de-2024",
    source_tier: "primary",
    sectors: ["marketing-advertising"],
    uses: ["customer", "content"],
    decision_impacts: [],
  },
];
