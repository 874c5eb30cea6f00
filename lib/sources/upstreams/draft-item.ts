/**
 * The shape of a draft for a curated row, as the connector interface defines it (DraftItem in lib/sources/connector.ts):
 * the upstream parsers build it without depending on the connector module, and a connector yields it as is.
 */
export type DraftJson = string | number | boolean | null | DraftJson[] | { [key: string]: DraftJson };

export interface DraftItemShape {
  target: string;
  targetKey: string | null;
  /** Stable identity of the upstream fact: re-reading the same upstream state gives the same key. */
  itemKey: string;
  summary: string;
  proposed: Record<string, DraftJson>;
  evidence: Record<string, DraftJson>;
  upstreamUrl: string | null;
}
