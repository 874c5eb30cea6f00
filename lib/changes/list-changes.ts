import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { recordHistory, type FieldChange } from "@/db/schema";
import type { TierName } from "@/lib/auth/tiers";
import { attributionFor } from "@/lib/vocabulary";
import { isoMicros } from "@/lib/db-time";
import { jurisdictionRefOf, type JurisdictionRef, type JurisdictionState, type LawState } from "@/lib/history/state";
import { lookbackFor, type LookbackWindow } from "@/lib/history/window";
import { pageWindow, upgradeHint } from "@/lib/http/paging";

/** /changes and /feed: pages of the append-only history, bounded by the caller's lookback window. */

export interface ChangeFilters {
  since?: string;
  scope?: string;
  jurisdiction?: string;
  entity?: "law_record" | "jurisdiction";
  significant: boolean;
}

export interface ChangesInput extends ChangeFilters {
  order: "asc" | "desc";
  limit: number;
  offset: number;
}

export interface Change {
  event_id: string;
  entity: "law_record" | "jurisdiction";
  record_id: string | null;
  scope: "state" | "federal" | "eu" | "global" | null;
  jurisdiction: JurisdictionRef;
  identifier: string | null;
  title: string | null;
  change_kind: "insert" | "update";
  changed_fields: string[] | null;
  field_changes: FieldChange[];
  observed_at: string;
  source_run_id: string | null;
  attribution: string;
}

export type ChangesMeta = {
  total: number;
  count: number;
  limit: number;
  offset: number;
  order: "asc" | "desc";
  cursor: string | null;
  window: LookbackWindow;
  gated?: string[];
  upgrade?: string | null;
};

const changeColumns = {
  id: recordHistory.id,
  entity: recordHistory.entity,
  recordId: recordHistory.recordId,
  scope: recordHistory.scope,
  changeKind: recordHistory.changeKind,
  changedFields: recordHistory.changedFields,
  fieldChanges: recordHistory.fieldChanges,
  state: recordHistory.state,
  observedAt: isoMicros(recordHistory.observedAt),
  sourceRunId: recordHistory.sourceRunId,
};

type ChangeRow = { [K in keyof typeof changeColumns]: unknown } & { observedAt: string | null };

function changeOf(row: ChangeRow, attribution: string): Change {
  const isLaw = row.entity === "law_record";
  const law = row.state as LawState;
  const place = row.state as JurisdictionState;
  return {
    event_id: row.id as string,
    entity: row.entity as Change["entity"],
    record_id: (row.recordId as string | null) ?? null,
    scope: (row.scope as Change["scope"]) ?? null,
    // Projected, not passed through: history rows written before the writer projected it carry the scope as well.
    jurisdiction: jurisdictionRefOf(isLaw ? law.jurisdiction : place),
    identifier: isLaw ? law.identifier : null,
    title: isLaw ? law.title : null,
    change_kind: row.changeKind as Change["change_kind"],
    changed_fields: (row.changedFields as string[] | null) ?? null,
    field_changes: row.fieldChanges as FieldChange[],
    observed_at: row.observedAt!,
    source_run_id: (row.sourceRunId as string | null) ?? null,
    attribution,
  };
}

/** `since` is exclusive: a poller passing the last cursor gets only what came after it. */
function changeConditions(f: ChangeFilters, since: string | null): SQL[] {
  const conditions: SQL[] = [];
  if (since !== null) conditions.push(sql`${recordHistory.observedAt} > ${since}::timestamptz`);
  if (f.scope) conditions.push(eq(recordHistory.scope, f.scope));
  if (f.jurisdiction) conditions.push(eq(recordHistory.jurisdictionSlug, f.jurisdiction));
  if (f.entity) conditions.push(eq(recordHistory.entity, f.entity));
  if (f.significant) conditions.push(eq(recordHistory.significant, true));
  return conditions;
}

export async function changesPage(db: Db, input: ChangesInput, tier: TierName, siteUrl: string): Promise<{ data: Change[]; meta: ChangesMeta }> {
  const lookback = lookbackFor(tier, "changesWindowDays", input.since);
  const conditions = changeConditions(input, lookback.effectiveSince);
  const where = conditions.length ? and(...conditions) : undefined;
  const page = pageWindow(tier, input);
  const direction = input.order === "asc" ? asc : desc;
  const [rows, [totalRow]] = await Promise.all([
    page.beyondDepth
      ? Promise.resolve([] as ChangeRow[])
      : db.select(changeColumns).from(recordHistory).where(where).orderBy(direction(recordHistory.observedAt)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(recordHistory).where(where),
  ]);
  const attribution = attributionFor(siteUrl);
  const data = rows.map((r) => changeOf(r, attribution));
  const newest = input.order === "asc" ? data[data.length - 1] : data[0];
  const meta: ChangesMeta = {
    total: totalRow?.n ?? 0,
    count: data.length,
    limit: page.limit,
    offset: page.offset,
    order: input.order,
    cursor: newest?.observed_at ?? lookback.effectiveSince,
    window: lookback.window,
  };
  if (page.gated.length) Object.assign(meta, { gated: page.gated, upgrade: upgradeHint(page.gated, tier, siteUrl) });
  return { data, meta };
}

/** /feed: the significant changes, newest first, without value diffs. */
export async function feedPage(db: Db, input: Omit<ChangeFilters, "significant"> & { limit: number }, tier: TierName, siteUrl: string) {
  const { data, meta } = await changesPage(db, { ...input, significant: true, order: "desc", offset: 0 }, tier, siteUrl);
  return {
    data: data.map(({ field_changes: _diffs, ...item }) => item),
    meta: { ...meta, order: "desc" as const },
  };
}
