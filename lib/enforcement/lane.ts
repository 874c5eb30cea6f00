import { and, desc, eq, gte, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  enforcementDrafts,
  enforcementEvents,
  enforcementLaws,
  enforcementMatters,
  enforcementParties,
  enforcementRelief,
  enforcementSourceDocuments,
  jurisdictions,
} from "@/db/schema";
import type { Entitlement } from "@/lib/auth/tiers";
import { attributionFor } from "@/lib/vocabulary";
import { stableUuid } from "@/lib/ids";
import { pageWindow, upgradeHint } from "@/lib/http/paging";
import { likePattern } from "@/lib/laws/list-laws";
import { publishableMatter, withheldNamesFor } from "./matters";
import { isPartyWithheld, scrubText } from "./redaction";

/**
 * GET /enforcement: the Enterprise news lane (SPEC 4.8). Two kinds of rows, merged newest first:
 *
 * - Reviewed drafts of the monitored sources (status approved or published; pending and rejected never appear).
 *   date = published_at, else approved_at, else created_at (SPEC 2).
 * - Publishable registry matters, except guidance documents (not an action). change_type enforcement when an agency
 *   acts (agency_code set), else litigation; title = caption; agency = agency_code; respondent = the defendants and
 *   respondents the redaction policy shows; allegation = the first complaint/lawsuit event's description; outcome =
 *   matter_status; penalty = relief amounts verbatim; statutory_basis = citations verbatim; forum = forum_name on
 *   litigation rows only; date = the latest dated event, else decided_date, else filed_date, else first_seen_at.
 *
 * Each side is filtered and ordered in SQL; the page is a merge of the first offset+limit rows of each (date desc,
 * drafts before matters on a tie, then id), so paging never loses or repeats a row.
 *
 * The SPEC describes the drafts only; the matters make the lane useful while few drafts are reviewed. So that a client
 * never mistakes one for the other, every item says where it comes from (`origin`: reviewed_draft or
 * registry_matter, with `matter_uid` for a matter: its full record at /enforcement/matters/{matter_uid}) and which
 * rule made its date (`date_basis`).
 */

export interface LaneInput {
  scope?: "state" | "federal" | "eu" | "global";
  jurisdiction?: string;
  q?: string;
  agency?: string;
  change_type?: "enforcement" | "litigation";
  date_from?: string;
  date_to?: string;
  limit: number;
  offset: number;
}

const d = enforcementDrafts;
const m = enforcementMatters;

const draftDate = sql<Date>`coalesce(${d.publishedAt}, ${d.approvedAt}, ${d.createdAt})`;
const matterScope = sql<string>`case when ${m.jurisdictionLevel} = 'federal' then 'federal'
  when ${m.jurisdictionLevel} in ('state', 'multistate', 'territory', 'local') then 'state'
  when ${m.jurisdictionSlug} = 'eu' then 'eu' else 'global' end`;
const matterChangeType = sql<string>`case when ${m.agencyCode} is null then 'litigation' else 'enforcement' end`;
const matterDate = sql<Date>`coalesce(
  ((select max(${enforcementEvents.eventDate}) from ${enforcementEvents} where ${enforcementEvents.matterUid} = ${m.matterUid})::timestamp at time zone 'UTC'),
  (coalesce(${m.decidedDate}, ${m.filedDate})::timestamp at time zone 'UTC'),
  ${m.firstSeenAt})`;

function dateBounds(column: SQL, input: LaneInput): SQL[] {
  const c: SQL[] = [];
  if (input.date_from) c.push(gte(column, sql`${input.date_from}::date::timestamp at time zone 'UTC'`));
  if (input.date_to) c.push(lt(column, sql`(${input.date_to}::date + 1)::timestamp at time zone 'UTC'`));
  return c;
}

function draftConditions(input: LaneInput): SQL[] {
  const c: SQL[] = [inArray(d.status, ["approved", "published"])];
  if (input.scope) c.push(eq(d.scope, input.scope));
  if (input.jurisdiction) c.push(eq(d.jurisdictionSlug, input.jurisdiction.toLowerCase()));
  if (input.q) c.push(or(ilike(d.title, likePattern(input.q)), ilike(d.summary, likePattern(input.q)))!);
  if (input.agency) c.push(ilike(d.agency, likePattern(input.agency)));
  if (input.change_type) c.push(eq(d.changeType, input.change_type));
  c.push(...dateBounds(draftDate, input));
  return c;
}

function matterConditions(input: LaneInput): SQL[] {
  const c: SQL[] = [isNull(m.withdrawnAt), publishableMatter, ne(m.matterType, "guidance_document")];
  if (input.scope) c.push(sql`${matterScope} = ${input.scope}`);
  if (input.jurisdiction) c.push(eq(m.jurisdictionSlug, input.jurisdiction.toLowerCase()));
  if (input.q) c.push(or(ilike(m.caption, likePattern(input.q)), ilike(m.summary, likePattern(input.q)))!);
  if (input.agency) c.push(ilike(m.agencyCode, likePattern(input.agency)));
  if (input.change_type) c.push(sql`${matterChangeType} = ${input.change_type}`);
  c.push(...dateBounds(matterDate, input));
  return c;
}

interface LaneRow {
  kind: "draft" | "matter";
  sortKey: string;
  date: Date;
  item: Record<string, unknown>;
}

export async function listEnforcementLane(db: Db, input: LaneInput, ent: Entitlement, siteUrl: string) {
  const window = pageWindow(ent.tier, input);
  const take = window.offset + window.limit;
  const dWhere = and(...draftConditions(input));
  const mWhere = and(...matterConditions(input));
  const [draftTotal] = await db.select({ n: sql<number>`count(*)::int` }).from(d).where(dWhere);
  const [matterTotal] = await db.select({ n: sql<number>`count(*)::int` }).from(m).where(mWhere);
  const total = (draftTotal?.n ?? 0) + (matterTotal?.n ?? 0);
  const attribution = attributionFor(siteUrl);

  let page: LaneRow[] = [];
  if (!window.beyondDepth && window.offset < total) {
    const drafts = await db
      .select({ row: d, date: draftDate, jurisdictionName: jurisdictions.name })
      .from(d)
      .leftJoin(jurisdictions, eq(jurisdictions.slug, d.jurisdictionSlug))
      .where(dWhere)
      .orderBy(desc(draftDate), desc(d.id))
      .limit(take);
    const matters = await db
      .select({ row: m, date: matterDate, scope: matterScope, changeType: matterChangeType, jurisdictionName: jurisdictions.name })
      .from(m)
      .leftJoin(jurisdictions, eq(jurisdictions.slug, m.jurisdictionSlug))
      .where(mWhere)
      .orderBy(desc(matterDate), desc(m.matterUid))
      .limit(take);
    const rows: LaneRow[] = [
      ...drafts.map((r) => ({
        kind: "draft" as const,
        sortKey: r.row.id,
        date: new Date(r.date),
        item: {
          id: r.row.id,
          change_type: r.row.changeType,
          title: r.row.title,
          agency: r.row.agency,
          scope: r.row.scope,
          jurisdiction: { slug: r.row.jurisdictionSlug, name: r.jurisdictionName ?? null },
          date: new Date(r.date).toISOString(),
          source_url: r.row.sourceUrl,
          respondent: r.row.respondent,
          allegation: r.row.allegation,
          outcome: r.row.outcome,
          penalty: r.row.penalty,
          statutory_basis: r.row.statutoryBasis,
          forum: r.row.changeType === "litigation" ? r.row.forum : null,
          summary: r.row.summary,
          origin: "reviewed_draft",
          matter_uid: null,
          date_basis: r.row.publishedAt ? "published_at" : r.row.approvedAt ? "approved_at" : "created_at",
          attribution,
        },
      })),
      ...matters.map((r) => ({
        kind: "matter" as const,
        sortKey: r.row.matterUid,
        date: new Date(r.date),
        item: { matterUid: r.row.matterUid, row: r.row, scope: r.scope, changeType: r.changeType, jurisdictionName: r.jurisdictionName, date: new Date(r.date).toISOString() },
      })),
    ];
    rows.sort(compareLaneRows);
    page = rows.slice(window.offset, take);
    await fillMatterItems(db, page, attribution);
  }
  const data = page.map((r) => r.item);
  return {
    data: data as never[],
    meta: {
      total,
      count: data.length,
      limit: window.limit,
      offset: window.offset,
      tier: ent.tier,
      gated: window.gated,
      upgrade: upgradeHint(window.gated, ent.tier, siteUrl),
      ...(total === 0 ? { notice: "Nothing matched. An empty lane is a valid answer while drafts await review; it never means no action was taken." } : {}),
    },
  };
}

/** Newest first; on the same instant drafts before matters; then id (descending), as each side's SQL orders them. */
function compareLaneRows(a: LaneRow, b: LaneRow): number {
  const t = b.date.getTime() - a.date.getTime();
  if (t !== 0) return t;
  if (a.kind !== b.kind) return a.kind === "draft" ? -1 : 1;
  return a.sortKey < b.sortKey ? 1 : a.sortKey > b.sortKey ? -1 : 0;
}

/** Builds the EnforcementItem of each matter row on the page from its chains (only for the page, never the whole set). */
async function fillMatterItems(db: Db, page: LaneRow[], attribution: string): Promise<void> {
  const matterRows = page.filter((r) => r.kind === "matter");
  if (matterRows.length === 0) return;
  const uids = matterRows.map((r) => r.sortKey);
  const [parties, relief, laws, events, docs] = await Promise.all([
    db.select().from(enforcementParties).where(inArray(enforcementParties.matterUid, uids)),
    db.select().from(enforcementRelief).where(inArray(enforcementRelief.matterUid, uids)),
    db.select().from(enforcementLaws).where(inArray(enforcementLaws.matterUid, uids)),
    db.select().from(enforcementEvents).where(inArray(enforcementEvents.matterUid, uids)),
    db.select().from(enforcementSourceDocuments).where(inArray(enforcementSourceDocuments.matterUid, uids)),
  ]);
  const of = <T extends { matterUid: string; position: number }>(rows: T[], uid: string) => rows.filter((r) => r.matterUid === uid).sort((a, b) => a.position - b.position);
  const matters = matterRows.map((r) => (r.item as { row: typeof m.$inferSelect }).row);
  const names = await withheldNamesFor(db, matters);
  for (const laneRow of matterRows) {
    const { row, scope, changeType, jurisdictionName, date } = laneRow.item as {
      row: typeof m.$inferSelect;
      scope: string;
      changeType: string;
      jurisdictionName: string | null;
      date: string;
    };
    const withheld = names.get(row.matterUid) ?? [];
    const respondents = of(parties, row.matterUid)
      .filter((p) => (p.role === "defendant" || p.role === "respondent") && p.name && !isPartyWithheld(p, row.redactionPolicy))
      .map((p) => p.name!);
    const amounts = of(relief, row.matterUid).map((r) => r.amount).filter((a): a is string => Boolean(a));
    const citations = of(laws, row.matterUid).map((l) => l.citation);
    // The first primary document, else the first secondary one.
    const source = of(docs, row.matterUid).sort((a, b) => (a.kind === b.kind ? a.position - b.position : a.kind === "primary" ? -1 : 1))[0];
    const filing = of(events, row.matterUid).find((e) => e.eventType === "complaint_filed" || e.eventType === "lawsuit_filed");
    // The rule matterDate applied, in the same order.
    const dateBasis = of(events, row.matterUid).some((e) => e.eventDate)
      ? "event_date"
      : row.decidedDate
        ? "decided_date"
        : row.filedDate
          ? "filed_date"
          : "first_seen_at";
    laneRow.item = {
      id: stableUuid(`enforcement-matter:${row.matterUid}`),
      change_type: changeType,
      title: scrubText(row.caption, withheld),
      agency: row.agencyCode,
      scope,
      jurisdiction: { slug: row.jurisdictionSlug, name: jurisdictionName },
      date,
      source_url: source?.url ?? null,
      respondent: respondents.length ? respondents.join("; ") : null,
      allegation: filing ? scrubText(filing.description, withheld) : null,
      outcome: row.matterStatus,
      penalty: amounts.length ? amounts.join("; ") : null,
      statutory_basis: citations.length ? citations.join("; ") : null,
      forum: changeType === "litigation" ? row.forumName : null,
      summary: scrubText(row.summary, withheld),
      origin: "registry_matter",
      matter_uid: row.matterUid,
      date_basis: dateBasis,
      attribution,
    };
  }
}
