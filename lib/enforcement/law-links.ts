import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { enforcementLaws, enforcementMatters, lawRecords } from "@/db/schema";

/**
 * Links each statutory citation of a matter to an AI-law record (law_records) where one matches, else keeps it
 * `unlinked` with the citation verbatim. Conservative by design: a wrong link is worse than none.
 *
 * A citation links to a law of the matter's own jurisdiction when the law's identifier (≥ 5 characters), the part of
 * it before a parenthesis, its title (≥ 12 characters) or one of its audited alternate names (≥ 6 characters)
 * appears in the citation as whole words (case and punctuation ignored). The longest match wins; two different laws
 * matching equally long leave the citation unlinked.
 *
 * US-law records: the corpus lands from another branch; `linkUsLaw` is the hook it plugs into (a citation the AI-law
 * pass left unlinked is offered to it). Without it nothing is ever `linked_us_law`.
 */

export type LinkStatus = "linked_ai_law" | "linked_us_law" | "unlinked";
export type UsLawLinker = (citation: string, matter: { jurisdiction: string; jurisdictionLevel: string }) => Promise<string | null>;

export function normalizeCitation(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

interface LawCandidate {
  id: string;
  jurisdiction: string;
  needles: string[];
}

export function lawNeedles(law: { identifier: string | null; title: string | null; alternateNames: string[] }): string[] {
  const needles = new Set<string>();
  const add = (text: string | null | undefined, min: number) => {
    if (!text) return;
    const n = normalizeCitation(text);
    if (n.length >= min) needles.add(n);
  };
  add(law.identifier, 5);
  add(law.identifier?.split("(")[0], 5);
  add(law.title, 12);
  for (const alt of law.alternateNames) add(alt, 6);
  return [...needles];
}

/** The law a citation names, or null (no match, or an ambiguous one). */
export function matchCitation(citation: string, jurisdiction: string, candidates: LawCandidate[]): string | null {
  const hay = ` ${normalizeCitation(citation)} `;
  let best: { id: string; length: number } | null = null;
  let tie = false;
  for (const law of candidates) {
    if (law.jurisdiction !== jurisdiction) continue;
    for (const needle of law.needles) {
      if (!hay.includes(` ${needle} `)) continue;
      if (!best || needle.length > best.length) {
        best = { id: law.id, length: needle.length };
        tie = false;
      } else if (needle.length === best.length && law.id !== best.id) tie = true;
    }
  }
  return best && !tie ? best.id : null;
}

/** Re-derives every citation's link (laws change between loads); writes only rows whose link changed. */
export async function relinkCitations(db: Db, linkUsLaw?: UsLawLinker): Promise<Record<LinkStatus, number>> {
  const laws = await db
    .select({ id: lawRecords.id, jurisdiction: lawRecords.jurisdictionSlug, identifier: lawRecords.identifier, title: lawRecords.title, alternateNames: lawRecords.alternateNames })
    .from(lawRecords);
  const candidates: LawCandidate[] = laws.map((l) => ({ id: l.id, jurisdiction: l.jurisdiction, needles: lawNeedles(l) }));
  const rows = await db
    .select({
      matterUid: enforcementLaws.matterUid,
      position: enforcementLaws.position,
      citation: enforcementLaws.citation,
      linkStatus: enforcementLaws.linkStatus,
      linkedLawId: enforcementLaws.linkedLawId,
      linkedUsLawUid: enforcementLaws.linkedUsLawUid,
      jurisdiction: enforcementMatters.jurisdictionSlug,
      jurisdictionLevel: enforcementMatters.jurisdictionLevel,
    })
    .from(enforcementLaws)
    .innerJoin(enforcementMatters, eq(enforcementMatters.matterUid, enforcementLaws.matterUid))
    .where(isNull(enforcementMatters.withdrawnAt));
  const counts: Record<LinkStatus, number> = { linked_ai_law: 0, linked_us_law: 0, unlinked: 0 };
  for (const row of rows) {
    const lawId = matchCitation(row.citation, row.jurisdiction, candidates);
    const usUid = lawId || !linkUsLaw ? null : await linkUsLaw(row.citation, row);
    const status: LinkStatus = lawId ? "linked_ai_law" : usUid ? "linked_us_law" : "unlinked";
    counts[status]++;
    if (status === row.linkStatus && lawId === row.linkedLawId && usUid === row.linkedUsLawUid) continue;
    await db
      .update(enforcementLaws)
      .set({ linkStatus: status, linkedLawId: lawId, linkedUsLawUid: usUid })
      .where(sqlKey(row.matterUid, row.position));
  }
  return counts;
}

function sqlKey(matterUid: string, position: number) {
  return and(eq(enforcementLaws.matterUid, matterUid), eq(enforcementLaws.position, position));
}
