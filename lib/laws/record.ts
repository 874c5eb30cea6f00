import { eq, sql } from "drizzle-orm";
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

/**
 * `recordColumns` as a raw SELECT list, each column aliased to its RecordRow key: run with db.execute, the driver's
 * rows are RecordRows as they come, with no second per-row mapping pass (drizzle's row mapping was ~7 % of the CPU
 * of a keyed /laws?limit=100 request in the request-path profile). Use with
 * `FROM law_records JOIN jurisdictions ON recordJoin`.
 */
export const recordSelectList = sql.join(
  Object.entries(recordColumns).map(([key, column]) => sql`${column} AS ${sql.identifier(key)}`),
  sql`, `,
);

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

let attribution = { siteUrl: "", text: "" };
/** One attribution string per site URL, not one per record (a page repeats it on every record). */
function attributionOf(siteUrl: string): string {
  if (attribution.siteUrl !== siteUrl) attribution = { siteUrl, text: attributionFor(siteUrl) };
  return attribution.text;
}

/**
 * The public Record. `full: false` is the anonymous envelope (documented in the contract, lib/contract/laws.ts, and
 * so on each operation's docs page). Each shape is one object literal (no spreads: this runs once per record of every
 * page); the key order is the documented one.
 */
export function toRecord(row: RecordRow, siteUrl: string, full: boolean) {
  const jurisdiction = { slug: row.jurisdictionSlug, name: row.jurisdictionName, abbr: row.jurisdictionAbbr };
  if (!full) {
    return {
      id: row.id,
      scope: row.scope as Scope,
      jurisdiction,
      identifier: row.identifier,
      title: row.title,
      record_type: row.recordType,
      status: row.status,
      official_url: row.officialUrl,
      attribution: attributionOf(siteUrl),
    };
  }
  return {
    id: row.id,
    scope: row.scope as Scope,
    jurisdiction,
    identifier: row.identifier,
    title: row.title,
    record_type: row.recordType,
    status: row.status,
    in_force: row.inForce,
    record_date: row.recordDate,
    summary: row.summary,
    source: row.source,
    official_url: row.officialUrl,
    attribution: attributionOf(siteUrl),
    updated_at: row.updatedAt,
    checked_at: row.checkedAt,
  };
}

export function fullFieldsFor(tier: TierName): boolean {
  return TIERS[tier].fullFields;
}
