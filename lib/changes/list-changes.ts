import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { recordHistory, type FieldChange } from "@/db/schema";
import { entitlementFor, lowestTierWhere, tierAtLeast, TIERS, type Entitlement, type TierName } from "@/lib/auth/tiers";
import { ApiError } from "@/lib/http/errors";
import { attributionFor } from "@/lib/vocabulary";
import { isoMicros } from "@/lib/db-time";
import { jurisdictionRefOf, type JurisdictionRef, type JurisdictionState, type LawState } from "@/lib/history/state";
import { lookbackFor, type LookbackWindow } from "@/lib/history/window";
import { pageWindow, upgradeHint } from "@/lib/http/paging";

/**
 * /changes and /feed: pages of the append-only history, bounded by the caller's lookback window. The SPEC's feed is
 * the AI-law dataset (law_record, jurisdiction changes), and a request that names no entity gets exactly that; US-law
 * records changed by live syncs (us_law_record) are served only to a request that asks for that entity.
 */

export type ChangeEntity = "law_record" | "jurisdiction" | "us_law_record";
/** What a request that names no entity gets: the SPEC's two. */
const DEFAULT_ENTITIES: ChangeEntity[] = ["law_record", "jurisdiction"];

export interface ChangeFilters {
  since?: string;
  scope?: string;
  jurisdiction?: string;
  entity?: ChangeEntity;
  significant: boolean;
}

export interface ChangesInput extends ChangeFilters {
  order: "asc" | "desc";
  limit: number;
  offset: number;
}

export interface Change {
  event_id: string;
  entity: ChangeEntity;
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

/** The part of a US-law change's stored state a Change shows (lib/us-law/import/change-feed.ts stores the record). */
interface UsLawChangeState {
  citation: string;
  title: string;
  jurisdiction: JurisdictionRef;
}

function changeOf(row: ChangeRow, attribution: string): Change {
  const isLaw = row.entity === "law_record";
  const law = row.state as LawState;
  const place = row.state as JurisdictionState;
  const usLaw = row.entity === "us_law_record" ? (row.state as unknown as UsLawChangeState) : null;
  return {
    event_id: row.id as string,
    entity: row.entity as Change["entity"],
    record_id: (row.recordId as string | null) ?? null,
    scope: (row.scope as Change["scope"]) ?? null,
    // Projected, not passed through: history rows written before the writer projected it carry the scope as well.
    jurisdiction: jurisdictionRefOf(usLaw ? usLaw.jurisdiction : isLaw ? law.jurisdiction : place),
    identifier: usLaw ? usLaw.citation : isLaw ? law.identifier : null,
    title: usLaw ? usLaw.title : isLaw ? law.title : null,
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
  conditions.push(f.entity ? eq(recordHistory.entity, f.entity) : inArray(recordHistory.entity, DEFAULT_ENTITIES));
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

const changesTier = lowestTierWhere((t) => t.changesWindowDays !== null)!;

/**
 * The tier whose window a request is served with. US-law changes are US-law data: they need the US-law licence, and
 * the gate and window are those of the key's tier on that product line (a key without the licence is at the
 * anonymous level there, below the changes gate). The AI-law entities keep the operation's own entitlement.
 */
export function changesTierFor(entity: ChangeEntity | undefined, ent: Entitlement): TierName {
  if (entity !== "us_law_record") return ent.tier;
  const usLaw = entitlementFor({ kind: ent.kind, tier: ent.rateTier, products: ent.products, keyId: ent.keyId, keyPrefix: ent.keyPrefix }, "us_law");
  if (tierAtLeast(usLaw.tier, changesTier)) return usLaw.tier;
  const why = ent.kind !== "key" ? "this caller sends no API key" : !usLaw.inProduct ? `this key holds no US-law licence (licensed for ${ent.products.join(", ") || "nothing"})` : `this key is ${TIERS[usLaw.tier].label}`;
  throw new ApiError("tier_upgrade_required", `US-law changes (entity=us_law_record) need the ${TIERS[changesTier].label} tier or above with the US-law licence; ${why}.`, {
    requiredTier: changesTier,
  });
}
