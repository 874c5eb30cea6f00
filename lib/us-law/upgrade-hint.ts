import type { Entitlement } from "@/lib/auth/tiers";
import { upgradeHint } from "@/lib/http/paging";

/**
 * The upgrade hint of a US-law answer. A key without the us_law licence is served at the public level whatever its
 * tier, so what lifts its caps is the licence, not a free key or a higher tier.
 */
export function usLawUpgradeHint(gated: string[], ent: Entitlement, siteUrl: string): string | null {
  const hint = upgradeHint(gated, ent.tier, siteUrl);
  if (hint === null || ent.inProduct || ent.kind !== "key") return hint;
  return `${hint.split(". ")[0]}. This key is not licensed for US law and is served at the public level: add the us_law licence (${siteUrl}/pricing).`;
}
