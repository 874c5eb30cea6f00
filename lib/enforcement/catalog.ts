import { and, count, eq, inArray, isNull, not, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { enforcementDrafts, enforcementLaws, enforcementMatters, enforcementMonitoredSources, syncSources } from "@/db/schema";
import { servedFault } from "@/lib/sources/faults";
import { ENFORCEMENT_PREFIX } from "@/lib/sources/registry-enforcement";
import { publishableMatter } from "./matters";
import { VOCABULARY_KINDS, vocabularies, type VocabularyKind } from "./vocabularies";

/** The open, unmetered parts of the registry: /enforcement/sources, /enforcement/categories, /enforcement/coverage. */

const s = enforcementMonitoredSources;
/** The read state of the monitored sources lives with every source's, in sync_sources ("enforcement/<id>"). */
const st = syncSources;
const joinState = sql`${st.id} = ${ENFORCEMENT_PREFIX} || ${s.id}`;

/** Not read successfully within its own silence window (never read counts as stale). */
export const staleSource: SQL = sql`(${st.lastSuccessAt} IS NULL OR ${st.lastSuccessAt} < now() - make_interval(hours => ${s.maxSilenceHours}))`;

export async function listMonitoredSources(db: Db, input: { jurisdiction_level?: string[]; is_enabled?: boolean; is_stale?: boolean }) {
  const c: SQL[] = [];
  if (input.jurisdiction_level) c.push(inArray(s.jurisdictionLevel, input.jurisdiction_level));
  if (input.is_enabled !== undefined) c.push(eq(s.isEnabled, input.is_enabled));
  if (input.is_stale !== undefined) c.push(input.is_stale ? staleSource : not(staleSource));
  const rows = await db
    .select({
      id: s.id,
      name: s.name,
      agencyCode: s.agencyCode,
      url: s.url,
      adapter: s.adapter,
      isEnabled: s.isEnabled,
      jurisdictionSlug: s.jurisdictionSlug,
      jurisdictionLevel: s.jurisdictionLevel,
      changeType: s.changeType,
      maxSilenceHours: s.maxSilenceHours,
      lastAttemptAt: st.lastAttemptAt,
      lastSuccessAt: st.lastSuccessAt,
      isStale: sql<boolean>`${staleSource}`,
      lastFaultCode: st.lastFaultCode,
      lastFaultAt: st.lastFaultAt,
      itemsSeenLastRun: st.itemsSeenLastRun,
      note: s.note,
    })
    .from(s)
    .leftJoin(st, joinState)
    .where(c.length ? and(...c) : undefined)
    .orderBy(s.id);
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  const data = rows.map((r) => ({
    id: r.id,
    name: r.name,
    agency_code: r.agencyCode,
    url: r.url,
    adapter: r.adapter,
    is_enabled: r.isEnabled,
    jurisdiction: r.jurisdictionSlug,
    jurisdiction_level: r.jurisdictionLevel,
    change_type: r.changeType as "enforcement" | "litigation",
    max_silence_hours: r.maxSilenceHours,
    last_attempt_at: iso(r.lastAttemptAt),
    last_success_at: iso(r.lastSuccessAt),
    is_stale: Boolean(r.isStale),
    ...servedFault(r.lastFaultCode),
    last_fault_at: iso(r.lastFaultAt),
    items_seen_last_read: r.itemsSeenLastRun,
    note: r.note,
  }));
  return {
    data,
    meta: {
      total: data.length,
      count: data.length,
      stale: data.filter((d) => d.is_stale).length,
      notice: "A stale source is a gap in monitoring (not read within its own max_silence_hours), never a sign that the agency took no action.",
    },
  };
}

export function listVocabularies(input: { kind?: VocabularyKind }) {
  const all = vocabularies();
  const kinds = input.kind ? [input.kind] : [...VOCABULARY_KINDS];
  return { data: kinds.map((kind) => ({ kind, terms: all[kind] })), meta: { count: kinds.length, kinds: [...VOCABULARY_KINDS] } };
}

const m = enforcementMatters;

async function countBy(db: Db, column: SQL | typeof m.matterType, where: SQL | undefined): Promise<Record<string, number>> {
  const rows = await db.select({ k: sql<string | null>`${column}`, n: count() }).from(m).where(where).groupBy(sql`1`);
  return Object.fromEntries(rows.map((r) => [r.k ?? "none", r.n]));
}

export async function enforcementCoverage(db: Db) {
  const held = isNull(m.withdrawnAt);
  const publishable = and(held, publishableMatter);
  const one = async (where: SQL | undefined) => (await db.select({ n: count() }).from(m).where(where))[0]?.n ?? 0;
  const [mattersHeld, publishableCount, duplicates, untranslated, notReady, withdrawn] = await Promise.all([
    one(held),
    one(publishable),
    one(and(held, sql`${m.duplicateOf} IS NOT NULL`)),
    one(and(held, eq(m.captionUntranslated, true))),
    one(and(held, eq(m.publishReady, false))),
    one(sql`${m.withdrawnAt} IS NOT NULL`),
  ]);
  const citations = await db
    .select({ k: enforcementLaws.linkStatus, n: count() })
    .from(enforcementLaws)
    .innerJoin(m, eq(m.matterUid, enforcementLaws.matterUid))
    .where(publishable)
    .groupBy(enforcementLaws.linkStatus);
  const [sources] = await db
    .select({
      total: count(),
      enabled: sql<number>`count(*) filter (where ${enforcementMonitoredSources.isEnabled})::int`,
      stale: sql<number>`count(*) filter (where ${staleSource})::int`,
      faulted: sql<number>`count(*) filter (where ${st.lastFaultCode} is not null)::int`,
    })
    .from(enforcementMonitoredSources)
    .leftJoin(st, joinState);
  const drafts = await db.select({ k: enforcementDrafts.status, n: count() }).from(enforcementDrafts).groupBy(enforcementDrafts.status);
  return {
    data: {
      matters_held: mattersHeld,
      publishable: publishableCount,
      withheld: { total: mattersHeld - publishableCount, duplicates, untranslated_caption: untranslated, not_publish_ready: notReady },
      withdrawn,
      by_matter_type: await countBy(db, m.matterType, publishable),
      by_jurisdiction_level: await countBy(db, sql`${m.jurisdictionLevel}`, publishable),
      by_tier: await countBy(db, sql`${m.tier}`, publishable),
      citations: Object.fromEntries(citations.map((c) => [c.k, c.n])),
      monitored_sources: { total: sources?.total ?? 0, enabled: sources?.enabled ?? 0, stale: sources?.stale ?? 0, faulted: sources?.faulted ?? 0 },
      drafts: Object.fromEntries(drafts.map((d) => [d.k, d.n])),
      notice:
        "Counts of what the registry holds. A matter missing here is a gap in our coverage, not a sign that no action was taken. " +
        "by_* counts are over publishable matters.",
    },
  };
}
