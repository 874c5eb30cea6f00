import { DEFAULT_REDACTION_POLICY } from "./vocabularies";

/**
 * Party redaction (SPEC 4.10: "named private individuals and minors withheld by default"). No policy reveals a
 * private individual or a minor; the stricter policy also withholds officials and public figures. Applied at serve
 * time, at every tier and for every licence: the stored name never leaves the database.
 */

export interface PartyLike {
  name: string | null;
  kind: string;
  piiClass: string;
}

const ALWAYS_WITHHELD = new Set(["private_individual", "minor"]);
const NATURAL_PERSONS = new Set(["private_individual", "minor", "public_figure", "public_official"]);

export function isPartyWithheld(party: Pick<PartyLike, "kind" | "piiClass">, policy: string = DEFAULT_REDACTION_POLICY): boolean {
  if (ALWAYS_WITHHELD.has(party.piiClass) || ALWAYS_WITHHELD.has(party.kind)) return true;
  if (policy === "withhold_all_natural_persons") return NATURAL_PERSONS.has(party.piiClass) || NATURAL_PERSONS.has(party.kind);
  return false;
}

/** Names this matter's policy withholds; every free text we serve for the matter is scrubbed of them. */
export function withheldNames(parties: PartyLike[], policy: string): string[] {
  return parties
    .filter((p) => p.name && isPartyWithheld(p, policy))
    .map((p) => p.name!.trim())
    .filter((n) => n.length >= 2)
    // Longest first, so "Jane Q. Doe" is replaced before a shorter name contained in it.
    .sort((a, b) => b.length - a.length);
}

export const WITHHELD_MARK = "[withheld]";

/** Replaces every case-insensitive occurrence of a withheld name; defence in depth behind the data test. */
export function scrubText<T extends string | null>(text: T, names: string[]): T {
  if (!text || names.length === 0) return text;
  let out: string = text;
  for (const name of names) {
    out = out.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), WITHHELD_MARK);
  }
  return out as T;
}
