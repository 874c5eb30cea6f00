import { compareObligations, type Layer, type ObligationView } from "./obligations";

/**
 * Penalties are read off the applicable duties: one row per distinct (law, penalty text), so the EU AI Act's
 * operator fine is listed once, not once per duty it backs. The citation lists the sections of the duties the penalty
 * enforces (several, "; "-joined); the penalty text itself names its penalty section where the source does.
 */

export interface PenaltyView {
  law: string;
  law_id: string;
  jurisdiction: string;
  jurisdiction_slug: string;
  layer: Layer;
  penalty: string | null;
  citation: string | null;
  government_body: string | null;
  status: string | null;
  may_not_apply: boolean;
  source_url: string | null;
  source_tier: ObligationView["source_tier"];
  /** How many of the applicable duties this penalty backs. */
  duty_count: number;
}

export function penaltiesFrom(obligations: ObligationView[]): PenaltyView[] {
  const byKey = new Map<string, { first: ObligationView; citations: string[]; count: number }>();
  for (const o of [...obligations].sort(compareObligations)) {
    if (!o.penalty) continue;
    const key = `${o.law_id}\u0000${o.penalty}`;
    const entry = byKey.get(key) ?? { first: o, citations: [], count: 0 };
    entry.count++;
    for (const part of (o.citation ?? "").split(/;\s*/).filter(Boolean)) if (!entry.citations.includes(part)) entry.citations.push(part);
    byKey.set(key, entry);
  }
  return [...byKey.values()].map(({ first: o, citations, count }) => ({
    law: o.law,
    law_id: o.law_id,
    jurisdiction: o.jurisdiction,
    jurisdiction_slug: o.jurisdiction_slug,
    layer: o.layer,
    penalty: o.penalty,
    citation: citations.length ? citations.join("; ") : null,
    government_body: o.government_body,
    status: o.status,
    may_not_apply: o.may_not_apply,
    source_url: o.source_url,
    source_tier: o.source_tier,
    duty_count: count,
  }));
}
