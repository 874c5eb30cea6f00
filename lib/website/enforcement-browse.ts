import { and, asc, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { enforcementMatters } from "@/db/schema";
import { publishableMatter } from "@/lib/enforcement/matters";
import { vocabularies, type VocabularyKind } from "@/lib/enforcement/vocabularies";
import { taxonomyName, type Option } from "./us-law-browse";
import { pickQuery } from "./visitor-call";

/**
 * The /enforcement page's query, under the parameter names of GET /v1/enforcement/matters. Forum types and matter
 * statuses are the closed vocabularies of /enforcement/categories; agencies and domains are the values the published
 * matters carry (a filter offered is one that can match).
 */
export const ENFORCEMENT_FILTERS = ["q", "agency", "forum_type", "matter_status", "domain"] as const;
export const ENFORCEMENT_PAGE_PARAMS = [...ENFORCEMENT_FILTERS, "offset"] as const;

type Raw = Record<string, string | string[] | undefined>;

export function enforcementPageQuery(raw: Raw) {
  const pairs = pickQuery(raw, ENFORCEMENT_PAGE_PARAMS);
  return { pairs, values: Object.fromEntries(pairs) as Record<string, string> };
}

/** Code → label of one vocabulary of /enforcement/categories. */
export function vocabularyOptions(kind: VocabularyKind): Option[] {
  return vocabularies()[kind].map((t) => ({ value: t.code, label: t.label }));
}

/** The label of a vocabulary code; the code itself when the vocabulary does not hold it. */
export function vocabularyLabel(kind: VocabularyKind, code: string): string {
  return vocabularies()[kind].find((t) => t.code === code)?.label ?? code;
}

const m = enforcementMatters;

/** Agencies and primary domains of the matters the API serves an anonymous caller (published, not withdrawn). */
export async function matterFacets(db: Db): Promise<{ agencies: Option[]; domains: Option[] }> {
  const visible = and(isNull(m.withdrawnAt), publishableMatter);
  const [agencies, domains] = await Promise.all([
    db.selectDistinct({ code: sql<string>`upper(${m.agencyCode})` }).from(m).where(and(visible, isNotNull(m.agencyCode))).orderBy(asc(sql`1`)),
    db.selectDistinct({ id: m.domain }).from(m).where(and(visible, isNotNull(m.domain))).orderBy(asc(m.domain)),
  ]);
  return {
    agencies: agencies.map((a) => ({ value: a.code, label: a.code })),
    domains: domains
      .map((d) => ({ value: d.id!, label: taxonomyName(d.id!) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
}
