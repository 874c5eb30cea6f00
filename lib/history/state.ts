import type { JurisdictionContent, LawContent } from "@/lib/ingest/normalize";

/**
 * What one history row keeps: the full PUBLIC state of the record as of that observation. For a law these are the
 * Record fields of SPEC Part 2 except id (the row's record_id), the timestamps (the row's observed_at) and attribution
 * (added when served) — so /laws/{id}/history can serve the record as it was, even after the jurisdiction is renamed.
 */

export interface JurisdictionRef {
  slug: string;
  name: string | null;
  abbr: string | null;
}

/** A history row's law state: the stored content with the jurisdiction resolved to its name and abbreviation. */
export type LawState = Omit<LawContent, "jurisdiction"> & { jurisdiction: JurisdictionRef };

export interface JurisdictionState extends JurisdictionRef {
  scope: string;
}

/**
 * The Jurisdiction object of SPEC Part 2 ({ slug, name, abbr }) and nothing else: a jurisdiction's own state carries
 * its scope too, and a change served with it would break the declared Change schema (which forbids extra keys).
 */
export function jurisdictionRefOf(j: JurisdictionRef): JurisdictionRef {
  return { slug: j.slug, name: j.name ?? null, abbr: j.abbr ?? null };
}

export function lawStateOf(content: LawContent, jurisdiction: JurisdictionRef): LawState {
  return { ...content, jurisdiction: jurisdictionRefOf(jurisdiction) };
}

export function jurisdictionStateOf(slug: string, content: JurisdictionContent): JurisdictionState {
  return { slug, name: content.name, abbr: content.abbr, scope: content.scope };
}
