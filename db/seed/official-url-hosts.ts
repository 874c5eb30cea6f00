/**
 * Which hosts may serve a law record's `official_url`: the publisher's own page, so a government (or an
 * intergovernmental organisation) and nothing else — not a mirror, a tracker, a cloud bucket or a foundation the
 * government funds. A host qualifies by a government domain suffix, or by being named below with the reason it is
 * official. tests/unit/official-url-hosts.test.ts applies it to every row; docs/data-audit.md states the policy.
 *
 * Adding a host: name the body that runs it and where that was seen, in the comment. Never add a host because a row
 * needs it — find the government's own page instead, or leave official_url null.
 */

/** Domain suffixes reserved to governments. */
export const GOVERNMENT_SUFFIXES: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /\.(gov|mil)$/, why: "US federal, state and local government (.gov) and the US military (.mil)" },
  { pattern: /\.(gov|gob|gouv|go|govt|gv)\.[a-z]{2}$/, why: "second-level government domains: gov.uk, gob.pe, gouv.fr, go.jp, govt.nz, gv.at …" },
  { pattern: /\.state\.[a-z]{2}\.us$/, why: "US state governments' legacy locality domains (state.al.us, state.nj.us …)" },
  { pattern: /(^|\.)europa\.eu$/, why: "the institutions of the European Union" },
  { pattern: /(^|\.)(leg|jus)\.br$/, why: "Brazil's legislature (leg.br) and judiciary (jus.br) second-level domains" },
];

/** Government and intergovernmental hosts outside those suffixes, each with who runs it. Matches the host or a subdomain. */
export const ALLOWED_HOSTS: readonly { host: string; why: string }[] = [
  // Intergovernmental organisations
  { host: "un.org", why: "United Nations (docs.un.org, digitallibrary.un.org)" },
  { host: "unesco.org", why: "UNESCO (unesdoc.unesco.org)" },
  { host: "oecd.org", why: "OECD (legalinstruments.oecd.org)" },
  { host: "oecd.ai", why: "OECD.AI, the OECD's AI policy observatory and its HAIP reporting site (transparency.oecd.ai)" },
  { host: "coe.int", why: "Council of Europe (search.coe.int, rm.coe.int)" },
  { host: "asean.org", why: "ASEAN Secretariat" },
  { host: "au.int", why: "African Union" },
  // National and subnational governments outside a government suffix
  { host: "admin.ch", why: "Swiss federal administration" },
  { host: "canada.ca", why: "Government of Canada (ised-isde.canada.ca, tbs-sct.canada.ca)" },
  { host: "parl.ca", why: "Parliament of Canada" },
  { host: "justice.gc.ca", why: "Department of Justice Canada (gc.ca is the Government of Canada's domain); its page for Bill C-16 (45-1)" },
  { host: "bund.de", why: "German federal ministries (bmds.bund.de)" },
  { host: "bundesregierung.de", why: "German Federal Government" },
  { host: "boe.es", why: "Boletín Oficial del Estado, Spain's official gazette" },
  { host: "xunta.gal", why: "Xunta de Galicia, the Galician regional government" },
  { host: "gazzettaufficiale.it", why: "Gazzetta Ufficiale, Italy's official gazette (Istituto Poligrafico for the Ministry of Justice)" },
  { host: "diariodarepublica.pt", why: "Diário da República, Portugal's official gazette" },
  { host: "retsinformation.dk", why: "Retsinformation, Denmark's official legal information system" },
  { host: "eduskunta.fi", why: "Eduskunta, the Parliament of Finland" },
  { host: "irishstatutebook.ie", why: "Irish Statute Book, published by the Office of the Attorney General" },
  { host: "vestnesis.lv", why: "Latvijas Vēstnesis, Latvia's official publisher (the official gazette)" },
  { host: "legislation.mt", why: "Laws of Malta, the Government of Malta's legislation portal (Ministry for Justice)" },
  { host: "idpc.org.mt", why: "Information and Data Protection Commissioner, Malta's statutory data-protection authority" },
  { host: "uradni-list.si", why: "Uradni list Republike Slovenije, Slovenia's official gazette" },
  { host: "narodne-novine.nn.hr", why: "Narodne novine, the Official Gazette of the Republic of Croatia, published by the state-owned Narodne novine d.d.; the Sabor's laws and the Government's decrees are published there before they enter into force (stored pages of the host itself; hrvatska.poslovniforum.hr's NN archive page)" },
  { host: "pgdlisboa.pt", why: "Procuradoria-Geral Distrital de Lisboa (Ministério Público, Portugal's public prosecution service), which publishes consolidated legislation" },
  { host: "camara.cl", why: "Cámara de Diputados de Chile" },
  { host: "chinhphu.vn", why: "Government of Viet Nam (congbao.chinhphu.vn official gazette, vanban.chinhphu.vn)" },
  { host: "adilet.zan.kz", why: "Adilet, Kazakhstan's legal information system (Ministry of Justice)" },
  { host: "difc.com", why: "Dubai International Financial Centre Authority, a body of the Government of Dubai, whose statutory Commissioner of Data Protection publishes the DIFC data-protection rules (the site moved from difc.ae to difc.com in 2026)" },
  { host: "lex.uz", why: "Lex.uz, Uzbekistan's national database of legislation (Ministry of Justice)" },
  { host: "cityofnewyork.us", why: "City of New York (rules.cityofnewyork.us, the City Record's rules site)" },
  { host: "palegis.us", why: "Pennsylvania General Assembly" },
  { host: "kssos.org", why: "Kansas Secretary of State (session laws; the page carries the .gov banner)" },
];

export function hostOf(url: string): string {
  return new URL(url).hostname.toLowerCase();
}

/** The reason a host may serve an official URL, or null when it may not. */
export function officialHostReason(host: string): string | null {
  const suffix = GOVERNMENT_SUFFIXES.find((s) => s.pattern.test(host));
  if (suffix) return suffix.why;
  const named = ALLOWED_HOSTS.find((a) => host === a.host || host.endsWith(`.${a.host}`));
  return named ? named.why : null;
}
