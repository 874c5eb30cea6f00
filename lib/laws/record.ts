import { eq } from "drizzle-orm";
import { jurisdictions, lawRecords } from "@/db/schema";
import { isoMicros } from "@/lib/db-time";
import { TIERS, type TierName } from "@/lib/auth/tiers";
import { attributionFor } from "@/lib/vocabulary";

/** The columns every Record response needs, timestamps as microsecond ISO text. */
export const recordColumns = {
  id: lawRecords.id,
  scope: lawRecords.scope,
  jurisdictionSlug: lawRecords.jurisdictionSlug,
  jurisdictionName: jurisdictions.name,
  jurisdictionAbbr: jurisdictions.abbr,
  identifier: lawRecords.identifier,
  title: lawRecords.title,
  recordType: lawRecords.recordType,
  status: lawRecords.status,
  inForce: lawRecords.inForce,
  recordDate: isoMicros(lawRecords.recordDate),
  summary: lawRecords.summary,
  source: lawRecords.source,
  officialUrl: lawRecords.officialUrl,
  updatedAt: isoMicros(lawRecords.updatedAt),
  checkedAt: isoMicros(lawRecords.checkedAt),
};

export const recordJoin = eq(lawRecords.jurisdictionSlug, jurisdictions.slug);

export type RecordRow = {
  id: string;
  scope: string;
  jurisdictionSlug: string;
  jurisdictionName: string | null;
  jurisdictionAbbr: string | null;
  identifier: string | null;
  title: string | null;
  recordType: string | null;
  status: string | null;
  inForce: boolean | null;
  recordDate: string | null;
  summary: string | null;
  source: string | null;
  officialUrl: string | null;
  updatedAt: string | null;
  checkedAt: string | null;
};

export type Scope = "state" | "federal" | "eu" | "global";

/** The public Record. `full: false` is the anonymous envelope (documented in the contract and README). */
export function toRecord(row: RecordRow, siteUrl: string, full: boolean) {
  const base = {
    id: row.id,
    scope: row.scope as Scope,
    jurisdiction: { slug: row.jurisdictionSlug, name: row.jurisdictionName, abbr: row.jurisdictionAbbr },
    identifier: row.identifier,
    title: row.title,
    record_type: row.recordType,
    status: row.status,
  };
  const tail = { official_url: row.officialUrl, attribution: attributionFor(siteUrl) };
  if (!full) return { ...base, ...tail };
  return {
    ...base,
    in_force: row.inForce,
    record_date: row.recordDate,
    summary: row.summary,
    source: row.source,
    ...tail,
    updated_at: row.updatedAt,
    checked_at: row.checkedAt,
  };
}

export function fullFieldsFor(tier: TierName): boolean {
  return TIERS[tier].fullFields;
}
