import type { JurisdictionInfo, LawContext } from "./law-context";

/**
 * How a jurisdiction the caller names relates to the laws we hold: which law jurisdictions bind it and why.
 * US kinds (state, district, territory, local) get their own laws plus federal law; a city also gets its state's
 * laws; an EU member state also gets EU law.
 */

/** The 27 EU member states, as jurisdiction slugs (slugified English short names). EU law binds them all. */
export const EU_MEMBER_STATES = new Set([
  "austria", "belgium", "bulgaria", "croatia", "cyprus", "czechia", "denmark", "estonia", "finland", "france",
  "germany", "greece", "hungary", "ireland", "italy", "latvia", "lithuania", "luxembourg", "malta", "netherlands",
  "poland", "portugal", "romania", "slovakia", "slovenia", "spain", "sweden",
]);

export const US_KINDS = new Set(["state", "district", "territory", "local"]);
export const COUNTRY_KINDS = new Set(["country", "supranational", "international"]);

const norm = (s: string) => s.trim().toLowerCase();

/** Finds a jurisdiction by slug, name or abbreviation (case-insensitive), restricted to the given kinds. */
export function findJurisdiction(ctx: LawContext, input: string, kinds: Set<string>): JurisdictionInfo | null {
  const v = norm(input);
  const slug = v.replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  const all = [...ctx.jurisdictions.values()].filter((j) => kinds.has(j.kind));
  // An abbreviation can name two places (CA: California and Canada); a US jurisdiction wins, as on /obligations.
  const byAbbr = all.filter((j) => j.abbr !== null && norm(j.abbr) === v).sort((a, b) => Number(US_KINDS.has(b.kind)) - Number(US_KINDS.has(a.kind)));
  return all.find((j) => j.slug === slug) ?? all.find((j) => norm(j.name) === v) ?? byAbbr[0] ?? null;
}

/**
 * The US state a local jurisdiction sits in. The catalogue names cities "<state-slug>-<city>" (new-york-city), so the
 * longest state slug that prefixes the city's slug is its state. Null for a non-local jurisdiction.
 */
export function parentStateOf(ctx: LawContext, j: JurisdictionInfo): JurisdictionInfo | null {
  if (j.kind !== "local") return null;
  let best: JurisdictionInfo | null = null;
  for (const s of ctx.jurisdictions.values()) {
    if (s.kind === "state" && j.slug.startsWith(`${s.slug}-`) && (!best || s.slug.length > best.slug.length)) best = s;
  }
  return best;
}

/** Local jurisdictions inside a state (NYC inside New York). */
export function localsOf(ctx: LawContext, state: JurisdictionInfo): JurisdictionInfo[] {
  return [...ctx.jurisdictions.values()].filter((j) => j.kind === "local" && parentStateOf(ctx, j)?.slug === state.slug);
}

export interface Binding {
  /** The jurisdiction whose laws bind. */
  lawJurisdiction: string;
  /** Why its laws bind the ent, phrased for applies_because. */
  why: string;
}

/** Which law jurisdictions bind someone in `home` (a US state, district, territory or city), with reasons. */
export function usBindings(ctx: LawContext, home: JurisdictionInfo): { state: Binding[]; federal: Binding } {
  const state: Binding[] = [{ lawJurisdiction: home.slug, why: `${home.name} law, where you operate` }];
  const parent = parentStateOf(ctx, home);
  if (parent) state.push({ lawJurisdiction: parent.slug, why: `${parent.name} state law, which also governs ${home.name}` });
  for (const city of localsOf(ctx, home)) {
    state.push({ lawJurisdiction: city.slug, why: `${city.name} local law, which applies if you operate or hire in ${city.name} (inside ${home.name})` });
  }
  return { state, federal: { lawJurisdiction: "federal", why: "US federal law, which applies nationwide" } };
}

/** Which law jurisdictions bind someone in a country, the EU or under an international instrument. */
export function countryBindings(ctx: LawContext, country: { slug: string; name: string }): Binding[] {
  const out: Binding[] = [{ lawJurisdiction: country.slug, why: `${country.name} law, a jurisdiction you named` }];
  if (EU_MEMBER_STATES.has(country.slug) && ctx.jurisdictions.has("eu")) {
    out.push({ lawJurisdiction: "eu", why: `EU law, which applies in ${country.name} as an EU member state` });
  }
  return out;
}
