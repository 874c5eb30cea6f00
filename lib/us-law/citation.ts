import { stableUuid } from "@/lib/ids";

/**
 * The normalised form of a citation: what the `citation` (exact, case-insensitive) and `citation_prefix` filters
 * compare against, stored in us_law_records.citation_normalized. Folds case, the OLRC en dash, "U.S.C." spellings
 * and the section sign, so "42 USC 1983", "42 u.s.c. §1983" and "42 U.S.C. § 1983" are one key.
 */
export function normaliseCitation(citation: string): string {
  return citation
    .toLowerCase()
    .replace(/[‐‑‒–—−]/g, "-")
    .replace(/\bu\.\s*s\.\s*c\.?(?=\s|$|§)/g, "usc")
    .replace(/§+/g, " ")
    .replace(/\bsec(tion)?\.?\s+(?=\d)/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A record's opaque, stable key: a v5 UUID of jurisdiction + normalised citation. Re-imports, engines and machines
 * agree on it; it never depends on a row's position in a file.
 */
export function recordUidFor(jurisdictionSlug: string, citation: string): string {
  return stableUuid(`us-law:${jurisdictionSlug}:${normaliseCitation(citation)}`);
}
