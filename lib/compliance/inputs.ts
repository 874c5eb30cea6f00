import type { Entitlement } from "@/lib/auth/tiers";
import { fullAnswerTier, TIERS, tierAtLeast, type FullAnswer, type TierName } from "@/lib/auth/tiers";
import { attributionFor, DISCLAIMER } from "@/lib/vocabulary";
import { invalidParameter } from "@/lib/http/errors";
import { compareText, resolveSectors, type ComplianceData } from "./data";
import { COUNTRY_KINDS, findJurisdiction, US_KINDS } from "./jurisdictions";
import type { JurisdictionInfo, LawContext } from "./law-context";

/** Turning request values into engine inputs, with 400s that name the parameter; and the preview/upgrade meta. */

const ANY_KIND = new Set([...US_KINDS, "federal", ...COUNTRY_KINDS]);

/** A home jurisdiction: a US state/district/territory/city only (`usOnly`, for /assess), or any we hold. */
export function resolveHome(ctx: LawContext, input: string, param: string, usOnly: boolean): JurisdictionInfo {
  const found = findJurisdiction(ctx, input, usOnly ? US_KINDS : ANY_KIND);
  if (!found) {
    const what = usOnly ? "a US state slug, name or USPS code (see /v1/states)" : "a jurisdiction slug (see /v1/jurisdictions)";
    throw invalidParameter(param, `${param} '${input}' is not known: expected ${what}.`);
  }
  return found;
}

/** Countries for /assess: countries, the EU, international bodies, or screened countries; US aliases are no-ops. */
export function resolveCountries(ctx: LawContext, inputs: string[]): { slug: string; name: string }[] {
  const out = new Map<string, { slug: string; name: string }>();
  inputs.forEach((input, i) => {
    const j = findJurisdiction(ctx, input, new Set([...COUNTRY_KINDS, "federal"]));
    if (j?.kind === "federal") return; // the federal layer is always included for a US state
    const v = input.trim().toLowerCase();
    const screened = [...ctx.screened.values()].find((s) => s.slug === v || s.name.toLowerCase() === v || s.abbr?.toLowerCase() === v);
    const hit = j ? { slug: j.slug, name: j.name } : screened ? { slug: screened.slug, name: screened.name } : null;
    if (!hit) throw invalidParameter(`countries.${i}`, `Country '${input}' is not known: expected a country slug, name or ISO code (see /v1/countries), or 'eu'.`);
    out.set(hit.slug, hit);
  });
  return [...out.values()].sort((a, b) => compareText(a.slug, b.slug));
}

/** Sectors for /obligations and /penalties: every part must map, or a 400 listing the valid slugs. */
export function resolveSectorsStrict(data: ComplianceData, input: string, param = "sector"): string[] {
  const { sectors, unmapped } = resolveSectors(data, input);
  if (unmapped.length || !sectors.length) {
    throw invalidParameter(param, `Unknown sector '${unmapped[0] ?? input}'. Valid: ${data.sectors.map((s) => s.slug).join(", ")}.`);
  }
  return sectors;
}

export function requireJurisdictionOrSector(query: { jurisdiction?: string; sector?: string }): void {
  if (!query.jurisdiction && !query.sector) {
    throw invalidParameter("jurisdiction", "Give at least one of 'jurisdiction' or 'sector' (see /v1/jurisdictions and /v1/sectors).");
  }
}

export interface PreviewMeta {
  preview: boolean;
  required_tier: string | null;
  upgrade: string | null;
  disclaimer: string;
  attribution: string;
}

/** Full answer or preview for this ent, read off the tier ranks; the hint names the tier that opens it. */
export function previewFor(ent: Entitlement, answer: FullAnswer | TierName, withheld: string, siteUrl: string): PreviewMeta & { full: boolean } {
  // A derived answer is read off the tiers table's fullAnswers column; the report passes the tier its quota opens at.
  const isAnswer = (a: string): a is FullAnswer => a in ent.limits.fullAnswers;
  const full = isAnswer(answer) ? ent.limits.fullAnswers[answer] : tierAtLeast(ent.tier, answer);
  const required = isAnswer(answer) ? fullAnswerTier(answer) : answer;
  return {
    full,
    preview: !full,
    required_tier: full ? null : required,
    upgrade: full
      ? null
      : `Preview: ${withheld}. The full answer needs the ${TIERS[required].label} tier or above (you are ${TIERS[ent.tier].label}): ${siteUrl}/pricing.`,
    disclaimer: DISCLAIMER,
    attribution: attributionFor(siteUrl),
  };
}

export function stripFull<T extends { full: boolean }>(meta: T): Omit<T, "full"> {
  const { full: _full, ...rest } = meta;
  return rest;
}
