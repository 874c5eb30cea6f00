import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { enforcementDrafts, sourceDrafts } from "@/db/schema";
import { listDrafts } from "@/lib/enforcement/review";
import { ENFORCEMENT_PREFIX } from "@/lib/sources/registry-enforcement";

/**
 * The one review queue: drafts of curated rows proposed by the live sources (source_drafts: law records from Open
 * States, matter events from CourtListener, disclosures from EDGAR) and the enforcement lane's drafts from the agency
 * feeds (enforcement_drafts, which become /enforcement items when published). Both are listed, filtered and shown
 * the same way; accepting goes through each kind's own write path.
 */

/** Source drafts: pending → accepted | rejected. Lane drafts: pending → approved → published, or rejected. */
export const QUEUE_STATUSES = ["pending", "accepted", "rejected", "approved", "published"] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** The target of a lane draft: an item of the /enforcement lane. */
export const LANE_TARGET = "enforcement_item";

export interface QueueEntry {
  id: string;
  queue: "source" | "lane";
  /** The source id as `npm run sync` names it: open-states, courtlistener, edgar, enforcement/<id>. */
  source: string;
  target: string;
  targetKey: string | null;
  status: string;
  summary: string;
  /** The upstream fact's own date, when it has one. */
  date: string | null;
  url: string | null;
  createdAt: string;
  reviewedAt: string | null;
  note: string | null;
}

export interface QueueFilter {
  /** A source id, or a prefix ending at "/" ("enforcement" matches enforcement/<id>). */
  source?: string;
  target?: string;
  /** "accepted" includes published lane drafts (publishing is how a lane draft is accepted). */
  status?: QueueStatus;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function sourceMatches(source: string, wanted: string | undefined): boolean {
  return !wanted || source === wanted || source.startsWith(`${wanted.replace(/\/$/, "")}/`);
}

export async function listQueue(db: Db, filter: QueueFilter = {}): Promise<QueueEntry[]> {
  const out: QueueEntry[] = [];
  const status = filter.status;
  if (!filter.target || filter.target !== LANE_TARGET) {
    const sourceStatuses = status === undefined ? null : status === "approved" || status === "published" ? [] : [status];
    if (sourceStatuses === null || sourceStatuses.length) {
      const rows = await db
        .select()
        .from(sourceDrafts)
        .where(and(sourceStatuses ? inArray(sourceDrafts.status, sourceStatuses) : undefined, filter.target ? eq(sourceDrafts.target, filter.target) : undefined))
        .orderBy(asc(sourceDrafts.createdAt), asc(sourceDrafts.id));
      for (const d of rows) if (sourceMatches(d.source, filter.source)) out.push(sourceEntry(d));
    }
  }
  if (!filter.target || filter.target === LANE_TARGET) {
    const rows = await listDrafts(db, status === "accepted" ? "published" : status);
    for (const d of rows) {
      const entry = laneEntry(d);
      if (sourceMatches(entry.source, filter.source)) out.push(entry);
    }
  }
  return out.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1));
}

export function sourceEntry(d: typeof sourceDrafts.$inferSelect): QueueEntry {
  const evidence = d.evidence as Record<string, unknown>;
  const date = [evidence.latest_action_date, evidence.date_filed, evidence.file_date].find((v) => typeof v === "string") as string | undefined;
  return {
    id: d.id, queue: "source", source: d.source, target: d.target, targetKey: d.targetKey, status: d.status, summary: d.summary,
    date: date ?? null, url: d.upstreamUrl, createdAt: iso(d.createdAt)!, reviewedAt: iso(d.reviewedAt), note: d.reviewNote,
  };
}

export function laneEntry(d: typeof enforcementDrafts.$inferSelect): QueueEntry {
  return {
    id: d.id, queue: "lane", source: `${ENFORCEMENT_PREFIX}${d.sourceId ?? "(removed source)"}`, target: LANE_TARGET, targetKey: null,
    status: d.status, summary: `${d.agency ?? "?"}: ${d.title ?? "(untitled)"}${d.matchedTerms.length ? ` [${d.matchedTerms.join(", ")}]` : ""}`,
    date: d.itemDate, url: d.sourceUrl, createdAt: iso(d.createdAt)!, reviewedAt: iso(d.publishedAt ?? d.rejectedAt ?? d.approvedAt), note: d.reviewNote,
  };
}

export type FoundDraft =
  | { queue: "source"; draft: typeof sourceDrafts.$inferSelect }
  | { queue: "lane"; draft: typeof enforcementDrafts.$inferSelect };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isDraftId(id: string): boolean {
  return UUID.test(id);
}

/** The draft with this id in either queue, or null. */
export async function findDraft(db: Db, id: string): Promise<FoundDraft | null> {
  if (!isDraftId(id)) return null;
  const [source] = await db.select().from(sourceDrafts).where(eq(sourceDrafts.id, id));
  if (source) return { queue: "source", draft: source };
  const [lane] = await db.select().from(enforcementDrafts).where(eq(enforcementDrafts.id, id));
  return lane ? { queue: "lane", draft: lane } : null;
}
