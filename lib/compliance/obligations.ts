import { compareText, type ComplianceData, type ComplianceObligation, type DecisionImpact, type ObligationSeed, type Use } from "./data";
import type { DateAmendment } from "@/lib/eu-ai-act/application-dates";
import { countryBindings, usBindings, type Binding } from "./jurisdictions";
import { lawName, type JurisdictionInfo, type LawContext, type LawInfo } from "./law-context";
import { lifecycleOf, type LifecycleFields } from "./lifecycle";
import { anchorsForObligation } from "@/lib/eu-ai-act/obligation-anchors";

/**
 * The obligation engine: which curated duties apply to a ent, in which layer, and why. Pure: (data, law records,
 * query, today) → the same list in the same order every time.
 *   state     — laws of the US jurisdiction asked about (with its cities, or the city's state)
 *   federal   — US federal law, for any US jurisdiction
 *   country   — laws of the countries named (EU law for EU member states)
 *   landscape — notable sector-specific laws elsewhere (may_not_apply: true), only when a sector and a home are given
 */

export type Layer = "state" | "federal" | "country" | "landscape";
export const LAYER_ORDER: Layer[] = ["state", "federal", "country", "landscape"];
/** At most this many laws in the landscape layer (one duty each), so it stays a pointer, not a dump. */
export const LANDSCAPE_MAX_LAWS = 8;

export interface ObligationView extends LifecycleFields {
  key: string;
  law: string;
  law_id: string;
  jurisdiction: string;
  jurisdiction_slug: string;
  layer: Layer;
  applies_because: string | null;
  obligation: string | null;
  deadline: string | null;
  penalty: string | null;
  status: string | null;
  citation: string | null;
  government_body: string | null;
  may_not_apply: boolean;
  source_url: string | null;
  source_tier: ObligationSeed["source_tier"];
  /** The day every fact of the duty was last re-checked against its source (YYYY-MM-DD); null when not since added. */
  verified_on: string | null;
  /** EU AI Act provisions the duty derives from (lib/eu-ai-act/obligation-anchors.yaml); absent for other laws. */
  anchors?: string[];
  /** EU AI Act duties only: the deadline as adopted, and the act that moved it (null: unchanged). */
  deadline_original?: string;
  deadline_amended_by?: DateAmendment | null;
}

export interface NoLawEntry {
  jurisdiction: string;
  note: string;
  layer: string;
}

export interface ObligationQuery {
  /** Home jurisdiction (US state, district, territory, city, "federal", a country or the EU); null = none. */
  home: JurisdictionInfo | null;
  /** Further countries (or the EU, or screened countries) the caller operates in. */
  countries: { slug: string; name: string }[];
  /** Mapped sector slugs; empty = any sector. */
  sectors: string[];
  uses: Use[];
  decisionImpact: DecisionImpact | null;
  /** Add the landscape layer (needs a home and a sector). */
  landscape: boolean;
  /** Only duties that name one of the sectors (not cross-sector duties); sector overviews use this. */
  sectorSpecificOnly?: boolean;
}

export interface ObligationResult {
  obligations: ObligationView[];
  no_law: NoLawEntry[];
  /** Names of the jurisdictions whose law was considered as binding, in layer order. */
  jurisdictions: string[];
}

/** The reasons a duty matches the query's sector, use and decision impact; null when it does not match. */
function matchReasons(o: ObligationSeed, q: ObligationQuery, data: ComplianceData, explicitSector: boolean): string[] | null {
  const reasons: string[] = [];
  if (q.sectors.length) {
    const hit = o.sectors.filter((s) => q.sectors.includes(s));
    if (hit.length) reasons.push(`covers the ${hit.map((s) => data.sectorBySlug.get(s)?.name ?? s).join(", ")} sector`);
    else if (!explicitSector && o.sectors.includes("all")) reasons.push("applies across all sectors");
    else return null;
  }
  if (q.uses.length && o.uses.length) {
    const hit = o.uses.filter((u) => q.uses.includes(u));
    if (!hit.length) return null;
    reasons.push(`your AI use (${hit.join(", ")}) is in scope`);
  }
  if (o.decision_impacts.length && q.decisionImpact) {
    if (q.decisionImpact === "not_sure") reasons.push(`applies if your AI shapes ${o.decision_impacts.join(" / ")} decisions (you answered not sure)`);
    else if (o.decision_impacts.includes(q.decisionImpact)) reasons.push(`${q.decisionImpact} decisions are in scope`);
    else return null;
  }
  return reasons;
}

function view(o: ComplianceObligation, law: LawInfo, jurisdiction: string, layer: Layer, why: string, reasons: string[], mayNotApply: boolean, today: string): ObligationView {
  return {
    key: o.key,
    law: lawName(law),
    law_id: law.id,
    jurisdiction,
    jurisdiction_slug: law.jurisdictionSlug,
    layer,
    applies_because: [why, ...reasons].join("; ") + ".",
    obligation: o.obligation,
    deadline: o.deadline,
    penalty: o.penalty,
    status: law.status,
    citation: o.citation,
    government_body: o.government_body,
    may_not_apply: mayNotApply,
    source_url: o.source_url,
    source_tier: o.source_tier,
    verified_on: o.verified_on ?? null,
    ...anchorsOf(o.key),
    ...(o.deadline_original === undefined ? {} : { deadline_original: o.deadline_original, deadline_amended_by: o.deadline_amended_by ?? null }),
    ...lifecycleOf(o.deadline ?? law.effectiveText, law.inForce, today),
  };
}

/** `anchors` only on duties that have them, so other obligations keep their shape. */
function anchorsOf(key: string): { anchors?: string[] } {
  const anchors = anchorsForObligation(key);
  return anchors ? { anchors } : {};
}

export function compareObligations(a: ObligationView, b: ObligationView): number {
  return (
    LAYER_ORDER.indexOf(a.layer) - LAYER_ORDER.indexOf(b.layer) ||
    compareText(a.jurisdiction, b.jurisdiction) ||
    compareText(a.law, b.law) ||
    compareText(a.key, b.key)
  );
}

const layerOfScope = (scope: string): Layer => (scope === "state" ? "state" : scope === "federal" ? "federal" : "country");

export function applicableObligations(data: ComplianceData, ctx: LawContext, q: ObligationQuery, today: string): ObligationResult {
  const nameOf = (slug: string) => ctx.jurisdictions.get(slug)?.name ?? slug;
  const out: ObligationView[] = [];
  const taken = new Set<string>();
  const take = (o: ComplianceObligation, law: LawInfo, layer: Layer, why: string, reasons: string[], mayNotApply: boolean) => {
    if (taken.has(o.key)) return;
    taken.add(o.key);
    out.push(view(o, law, nameOf(law.jurisdictionSlug), layer, why, reasons, mayNotApply, today));
  };
  const withLaw = data.obligations.flatMap((o) => {
    const law = ctx.laws.get(o.law_key);
    return law ? [{ o, law }] : [];
  });

  // No home and no countries: every matching duty, layered by its law's scope, none known to bind the ent.
  if (!q.home && !q.countries.length) {
    for (const { o, law } of withLaw) {
      const reasons = matchReasons(o, q, data, q.sectorSpecificOnly ?? false);
      if (reasons) take(o, law, layerOfScope(law.scope), `${nameOf(law.jurisdictionSlug)} law; it binds ${nameOf(law.jurisdictionSlug)}, which may not be where you operate`, reasons, true);
    }
    return { obligations: out.sort(compareObligations), no_law: [], jurisdictions: [] };
  }

  const groups: { layer: Layer; named: string; bindings: Binding[] }[] = [];
  if (q.home && ["state", "district", "territory", "local"].includes(q.home.kind)) {
    const us = usBindings(ctx, q.home);
    groups.push({ layer: "state", named: q.home.name, bindings: us.state });
    groups.push({ layer: "federal", named: "United States (federal)", bindings: [us.federal] });
  } else if (q.home?.kind === "federal") {
    groups.push({ layer: "federal", named: "United States (federal)", bindings: [{ lawJurisdiction: "federal", why: "US federal law, which applies nationwide" }] });
  } else if (q.home) {
    groups.push({ layer: "country", named: q.home.name, bindings: countryBindings(ctx, q.home) });
  }
  for (const c of q.countries) {
    if (q.home?.slug !== c.slug) groups.push({ layer: "country", named: c.name, bindings: countryBindings(ctx, c) });
  }

  const noLaw: NoLawEntry[] = [];
  const bound = new Set<string>();
  for (const g of groups) {
    let matched = 0;
    for (const b of g.bindings) {
      bound.add(b.lawJurisdiction);
      for (const { o, law } of withLaw) {
        if (law.jurisdictionSlug !== b.lawJurisdiction) continue;
        const reasons = matchReasons(o, q, data, false);
        if (!reasons) continue;
        matched++;
        take(o, law, g.layer, b.why, reasons, false);
      }
    }
    if (!matched) noLaw.push({ jurisdiction: g.named, layer: g.layer, note: noLawNote(data, ctx, g.bindings[0]!.lawJurisdiction, g.named) });
  }

  if (q.landscape && q.home && q.sectors.length) {
    const candidates = withLaw
      .filter(({ law }) => !bound.has(law.jurisdictionSlug))
      .map(({ o, law }) => ({ o, law, reasons: matchReasons(o, q, data, true) }))
      .filter((c) => c.reasons !== null)
      .map((c) => ({ ...c, v: view(c.o, c.law, nameOf(c.law.jurisdictionSlug), "landscape", "", [], true, today) }))
      .sort((a, b) => tierRank(a.o) - tierRank(b.o) || compareObligations(a.v, b.v));
    const lawsSeen = new Set<string>();
    for (const c of candidates) {
      if (lawsSeen.has(c.law.key) || lawsSeen.size >= LANDSCAPE_MAX_LAWS) continue;
      lawsSeen.add(c.law.key);
      const where = nameOf(c.law.jurisdictionSlug);
      take(c.o, c.law, "landscape", `Notable law elsewhere (${where}): it regulates this sector specifically and binds ${where}, not necessarily you`, c.reasons!, true);
    }
  }

  return {
    obligations: out.sort(compareObligations),
    no_law: noLaw,
    jurisdictions: groups.map((g) => g.named),
  };
}

const tierRank = (o: ObligationSeed) => ["primary", "secondary", "unverified"].indexOf(o.source_tier);

/** Why a named jurisdiction has no applicable duty, in words that never pretend an empty result means "no law". */
function noLawNote(data: ComplianceData, ctx: LawContext, slug: string, name: string): string {
  const screened = ctx.screened.get(slug);
  const lawKeys = [...ctx.laws.values()].filter((l) => l.jurisdictionSlug === slug).map((l) => l.key);
  const duties = data.obligations.filter((o) => lawKeys.includes(o.law_key)).length;
  if (duties) {
    return `None of the ${duties} duties we hold for ${name} matches this sector, AI use and decision impact. General law (consumer protection, anti-discrimination, privacy) still applies.`;
  }
  if (screened) return `Screened: no binding AI-specific instrument found. ${screened.note}`;
  if (lawKeys.length) {
    return `We hold ${lawKeys.length} AI-related record(s) for ${name}, but our obligations dataset lists no duty under them. This is not a finding that none applies; general law still applies.`;
  }
  return `We hold no AI-specific statute for ${name}. This is not a finding that none exists; general law (consumer protection, anti-discrimination, privacy) still applies.`;
}
