import type { SourceLink } from "@/db/schema";
import type { Entitlement } from "@/lib/auth/tiers";
import { upgradeHint } from "@/lib/http/paging";
import type { JurisdictionSource } from "./jurisdiction-sources";

/**
 * The links held for a record or bill, as served: the official page first, then the curated links held for it, then
 * the curated sources of its jurisdiction (a URL is listed once, at its first place). Secondary (analysis) links are a
 * Developer feature; a lower tier gets the primary ones, and the meta says how many were withheld and how to see them.
 */
export function tieredSources(
  officialUrl: string | null,
  links: SourceLink[],
  ent: Entitlement,
  siteUrl: string,
  jurisdictionSources: JurisdictionSource[] = [],
) {
  const candidates = [
    ...(officialUrl ? [{ tier: "primary" as const, kind: "official" as const, label: "Official page", url: officialUrl }] : []),
    ...links.map((l) => ({ tier: l.tier, kind: l.tier === "primary" ? ("text" as const) : ("analysis" as const), label: l.label, url: l.url })),
    ...jurisdictionSources.map((s) => ({ tier: s.tier, kind: s.kind, label: s.label, url: s.url })),
  ];
  const seen = new Set<string>();
  const all = candidates.filter((s) => !seen.has(s.url) && seen.add(s.url));
  const sources = ent.limits.secondarySources ? all : all.filter((s) => s.tier === "primary");
  const withheld = all.length - sources.length;
  const meta = withheld > 0 ? { gated: ["secondary"], withheld, upgrade: upgradeHint(["secondary"], ent.tier, siteUrl) } : {};
  return { sources, meta };
}
