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

export function lawStateOf(content: LawContent, jurisdiction: JurisdictionRef): LawState {
  return { ...content, jurisdiction };
}

export function jurisdictionStateOf(slug: string, content: JurisdictionContent): JurisdictionState {
  return { slug, name: content.name, abbr: content.abbr, scope: content.scope };
}
