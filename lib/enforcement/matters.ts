import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, not, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  enforcementEvents,
  enforcementLaws,
  enforcementMatters,
  enforcementParties,
  enforcementRelief,
  enforcementSourceDocuments,
  jurisdictions,
} from "@/db/schema";
import { TIERS, holdsLicence, lowestTierWhere, type Entitlement } from "@/lib/auth/tiers";
import { DISCLAIMER, attributionFor } from "@/lib/vocabulary";
/** The sorts of GET /enforcement/matters (SPEC 4.10). */
export const MATTER_SORTS = ["filed_date", "decided_date", "first_seen_at", "last_verified_at", "closed_date"] as const;
import { notFound } from "@/lib/http/errors";
import { pageWindow, upgradeHint } from "@/lib/http/paging";
import { likePattern } from "@/lib/laws/list-laws";
import { isPartyWithheld, scrubText, withheldNames } from "./redaction";

/** GET /enforcement/matters and /enforcement/matters/{matter_uid}. */

export interface MatterFilters {
  jurisdiction?: string[];
  jurisdiction_level?: string[];
  forum_type?: string[];
  matter_status?: string[];
  matter_type?: string[];
  verification?: string[];
  domain?: string[];
  agency?: string[];
  ai_role?: string[];
  date_from?: string;
  date_to?: string;
  q?: string;
  tier?: ("A" | "B")[];
}

export interface ListMattersInput extends MatterFilters {
  sort: (typeof MATTER_SORTS)[number];
  order: "asc" | "desc";
  limit: number;
  offset: number;
}

const m = enforcementMatters;

/** Duplicates, untranslated captions and rows not yet publish-ready: served only under the registry_raw licence. */
export const publishableMatter: SQL = and(eq(m.publishReady, true), isNull(m.duplicateOf), eq(m.captionUntranslated, false))!;

export function matterFilterConditions(f: MatterFilters, opts: { dates?: boolean } = {}): SQL[] {
  const c: SQL[] = [isNull(m.withdrawnAt)];
  if (f.jurisdiction) c.push(inArray(m.jurisdictionSlug, f.jurisdiction));
  if (f.jurisdiction_level) c.push(inArray(m.jurisdictionLevel, f.jurisdiction_level));
  if (f.forum_type) c.push(inArray(m.forumType, f.forum_type));
  if (f.matter_status) c.push(inArray(m.matterStatus, f.matter_status));
  if (f.matter_type) c.push(inArray(m.matterType, f.matter_type));
  if (f.verification) c.push(inArray(m.verification, f.verification));
  if (f.domain) c.push(inArray(m.domain, f.domain));
  if (f.agency) c.push(inArray(sql`upper(${m.agencyCode})`, f.agency));
  // ALL semantics: the matter's roles contain every requested role.
  if (f.ai_role) c.push(sql`${m.aiRoles} @> ${sql.param(f.ai_role)}::text[]`);
  if (f.tier) c.push(inArray(m.tier, f.tier));
  if (f.q) {
    const p = likePattern(f.q);
    c.push(or(ilike(m.caption, p), ilike(m.summary, p), ilike(m.agencyCode, p))!);
  }
  if (opts.dates !== false) {
    if (f.date_from) c.push(gte(m.filedDate, f.date_from));
    if (f.date_to) c.push(lte(m.filedDate, f.date_to));
  }
  return c;
}

const SORT_COLUMNS = {
  filed_date: m.filedDate,
  decided_date: m.decidedDate,
  first_seen_at: m.firstSeenAt,
  last_verified_at: m.lastVerifiedAt,
  closed_date: m.closedDate,
} as const;

const matterColumns = {
  matterUid: m.matterUid,
  caption: m.caption,
  summary: m.summary,
  matterType: m.matterType,
  matterStatus: m.matterStatus,
  agencyCode: m.agencyCode,
  forumType: m.forumType,
  forumName: m.forumName,
  docketNumber: m.docketNumber,
  jurisdictionSlug: m.jurisdictionSlug,
  jurisdictionName: jurisdictions.name,
  jurisdictionLevel: m.jurisdictionLevel,
  filedDate: m.filedDate,
  decidedDate: m.decidedDate,
  closedDate: m.closedDate,
  firstSeenAt: m.firstSeenAt,
  lastVerifiedAt: m.lastVerifiedAt,
  verification: m.verification,
  tier: m.tier,
  aiRoles: m.aiRoles,
  domain: m.domain,
  duplicateOf: m.duplicateOf,
  publishReady: m.publishReady,
  captionUntranslated: m.captionUntranslated,
  unavailableFields: m.unavailableFields,
  redactionPolicy: m.redactionPolicy,
};
type MatterRowDb = { [K in keyof typeof matterColumns]: (typeof matterColumns)[K]["_"]["data"] | null } & { matterUid: string };

export type ChainTotals = { events: number; parties: number; relief: number; laws: number; sources: number };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toMatter(r: MatterRowDb, totals: ChainTotals, names: string[], siteUrl: string) {
  return {
    matter_uid: r.matterUid,
    caption: scrubText(r.caption ?? "", names),
    summary: scrubText(r.summary ?? null, names),
    matter_type: r.matterType!,
    matter_status: r.matterStatus!,
    agency_code: r.agencyCode ?? null,
    forum_type: r.forumType!,
    forum_name: r.forumName ?? null,
    docket_number: r.docketNumber ?? null,
    jurisdiction: { slug: r.jurisdictionSlug!, name: r.jurisdictionName ?? null },
    jurisdiction_level: r.jurisdictionLevel!,
    filed_date: r.filedDate ?? null,
    decided_date: r.decidedDate ?? null,
    closed_date: r.closedDate ?? null,
    first_seen_at: iso(r.firstSeenAt ?? null)!,
    last_verified_at: iso(r.lastVerifiedAt ?? null),
    verification: r.verification!,
    tier: (r.tier ?? null) as "A" | "B" | null,
    ai_roles: r.aiRoles ?? [],
    domain: r.domain ?? null,
    duplicate_of: r.duplicateOf ?? null,
    publish_ready: r.publishReady!,
    caption_untranslated: r.captionUntranslated!,
    unavailable_fields: r.unavailableFields ?? [],
    redaction_policy: r.redactionPolicy!,
    chain_totals: totals,
    attribution: attributionFor(siteUrl),
  };
}

const EMPTY_NOTICE = "No matter matched. An empty result means the registry holds no matching matter, never that an agency took no action.";

export async function listMatters(db: Db, input: ListMattersInput, ent: Entitlement, siteUrl: string) {
  const raw = holdsLicence(ent, "registry_raw");
  const conditions = matterFilterConditions(input);
  const visible = raw ? and(...conditions) : and(...conditions, publishableMatter);
  const window = pageWindow(ent.tier, input);
  const [totalRow] = await db.select({ n: count() }).from(m).where(visible);
  const withheld = raw ? 0 : ((await db.select({ n: count() }).from(m).where(and(...conditions, not(publishableMatter))))[0]?.n ?? 0);
  const column = SORT_COLUMNS[input.sort];
  const direction = input.order === "asc" ? asc : desc;
  const rows = window.beyondDepth
    ? []
    : ((await db
        .select(matterColumns)
        .from(m)
        .leftJoin(jurisdictions, eq(jurisdictions.slug, m.jurisdictionSlug))
        .where(visible)
        .orderBy(sql`${column} IS NULL`, direction(column), direction(m.matterUid))
        .limit(window.limit)
        .offset(window.offset)) as MatterRowDb[]);
  const uids = rows.map((r) => r.matterUid);
  const totals = await chainTotalsFor(db, uids);
  const names = await withheldNamesFor(db, rows);
  const data = rows.map((r) => toMatter(r, totals.get(r.matterUid)!, names.get(r.matterUid) ?? [], siteUrl));

  const notices: string[] = [];
  if (input.date_from || input.date_to) {
    const [undated] = await db
      .select({ n: count() })
      .from(m)
      .where(and(...matterFilterConditions(input, { dates: false }), ...(raw ? [] : [publishableMatter]), isNull(m.filedDate)));
    notices.push(
      `date_from/date_to bound filed_date, which is null on most matters: ${undated?.n ?? 0} undated matter(s) matching the other filters were excluded.`,
    );
  }
  if (data.length === 0 && !window.beyondDepth) notices.push(EMPTY_NOTICE);
  return {
    data,
    meta: {
      total: totalRow?.n ?? 0,
      count: data.length,
      limit: window.limit,
      offset: window.offset,
      sort: input.sort,
      order: input.order,
      registry: { withheld_not_publish_ready: withheld, raw_licence: raw },
      ...(window.gated.length ? { gated: window.gated, upgrade: upgradeHint(window.gated, ent.tier, siteUrl) } : {}),
      ...(notices.length ? { notice: notices.join(" ") } : {}),
      disclaimer: DISCLAIMER,
    },
  };
}

export async function chainTotalsFor(db: Db, uids: string[]): Promise<Map<string, ChainTotals>> {
  const totals = new Map<string, ChainTotals>(uids.map((u) => [u, { events: 0, parties: 0, relief: 0, laws: 0, sources: 0 }]));
  if (uids.length === 0) return totals;
  const chains = [
    ["events", enforcementEvents],
    ["parties", enforcementParties],
    ["relief", enforcementRelief],
    ["laws", enforcementLaws],
    ["sources", enforcementSourceDocuments],
  ] as const;
  for (const [name, table] of chains) {
    const counted = await db.select({ uid: table.matterUid, n: count() }).from(table).where(inArray(table.matterUid, uids)).groupBy(table.matterUid);
    for (const row of counted) totals.get(row.uid)![name] = row.n;
  }
  return totals;
}

/** Per matter, the party names its policy withholds (used to scrub our free text). */
export async function withheldNamesFor(db: Db, matters: { matterUid: string; redactionPolicy?: string | null }[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (matters.length === 0) return out;
  const parties = await db
    .select({ uid: enforcementParties.matterUid, name: enforcementParties.name, kind: enforcementParties.kind, piiClass: enforcementParties.piiClass })
    .from(enforcementParties)
    .where(inArray(enforcementParties.matterUid, matters.map((x) => x.matterUid)));
  for (const matter of matters) {
    out.set(matter.matterUid, withheldNames(parties.filter((p) => p.uid === matter.matterUid), matter.redactionPolicy ?? ""));
  }
  return out;
}

export async function getMatter(db: Db, matterUid: string, ent: Entitlement, siteUrl: string) {
  const raw = holdsLicence(ent, "registry_raw");
  const where = and(eq(m.matterUid, matterUid), isNull(m.withdrawnAt), ...(raw ? [] : [publishableMatter]));
  const [row] = (await db.select(matterColumns).from(m).leftJoin(jurisdictions, eq(jurisdictions.slug, m.jurisdictionSlug)).where(where)) as MatterRowDb[];
  // A withheld matter answers exactly like a missing one: its existence is not disclosed.
  if (!row) throw notFound(`Enforcement matter ${matterUid}`);

  const byPosition = <T extends { position: number }>(rows: T[]) => rows.sort((a, b) => a.position - b.position);
  const [events, parties, relief, laws, sources] = await Promise.all([
    db.select().from(enforcementEvents).where(eq(enforcementEvents.matterUid, matterUid)).then(byPosition),
    db.select().from(enforcementParties).where(eq(enforcementParties.matterUid, matterUid)).then(byPosition),
    db.select().from(enforcementRelief).where(eq(enforcementRelief.matterUid, matterUid)).then(byPosition),
    db.select().from(enforcementLaws).where(eq(enforcementLaws.matterUid, matterUid)).then(byPosition),
    db.select().from(enforcementSourceDocuments).where(eq(enforcementSourceDocuments.matterUid, matterUid)).then(byPosition),
  ]);
  const policy = row.redactionPolicy!;
  const names = withheldNames(parties, policy);
  const totals: ChainTotals = { events: events.length, parties: parties.length, relief: relief.length, laws: laws.length, sources: sources.length };
  const sample = ent.limits.enforcementChainSample;
  const cut = <T>(rows: T[]) => (sample === null ? rows : rows.slice(0, sample));
  const sampled = sample !== null && Object.values(totals).some((n) => n > sample);

  return {
    data: {
      ...toMatter(row, totals, names, siteUrl),
      events: cut(events).map((e) => ({
        event_type: e.eventType,
        date: e.eventDate,
        is_date_estimated: e.isDateEstimated,
        description: scrubText(e.description, names),
        source_url: e.sourceUrl,
      })),
      parties: cut(parties).map((p) => {
        const redacted = isPartyWithheld(p, policy);
        return { name: redacted ? null : p.name, redacted, role: p.role, kind: p.kind, pii_class: p.piiClass };
      }),
      relief: cut(relief).map((r) => ({ relief_type: r.reliefType, amount: r.amount, description: scrubText(r.description, names) })),
      laws: cut(laws).map((l) => ({
        citation: l.citation,
        relation: l.relation,
        link_status: l.linkStatus as "linked_ai_law" | "linked_us_law" | "unlinked",
        law_id: l.linkedLawId,
        us_law_record_uid: l.linkedUsLawUid,
      })),
      sources: cut(sources).map((s) => ({ url: s.url, publisher: s.publisher, date: s.docDate, title: scrubText(s.title, names), kind: s.kind as "primary" | "secondary" })),
    },
    meta: {
      chains: sample === null ? ("full" as const) : ("sample" as const),
      sample_rows: sample,
      ...(sampled ? { gated: ["chains"], upgrade: chainUpgradeHint(siteUrl) } : {}),
      disclaimer: DISCLAIMER,
    },
  };
}

function chainUpgradeHint(siteUrl: string): string {
  const opens = lowestTierWhere((l) => l.enforcementChainSample === null) ?? "enterprise";
  return `Limited: each chain is a sample at your tier; data.chain_totals gives the true sizes. Full chains from ${TIERS[opens].label}: ${siteUrl}/pricing.`;
}
