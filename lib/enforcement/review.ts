import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { enforcementDrafts } from "@/db/schema";

/**
 * The operator's review of /enforcement drafts (npm run review-enforcement). States: pending → approved | published
 * | rejected; approved → published | rejected. Published and rejected are final (a published row is corrected by
 * editing its fields with another `publish`, which keeps published_at). Only approved and published drafts are
 * served; the reviewer may fill the EnforcementItem fields the feed cannot give (respondent, allegation, outcome,
 * penalty and statutory_basis verbatim from the source, forum on litigation rows).
 */

export const DRAFT_STATUSES = ["pending", "approved", "published", "rejected"] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

export interface ReviewFields {
  title?: string;
  summary?: string;
  respondent?: string;
  allegation?: string;
  outcome?: string;
  penalty?: string;
  statutory_basis?: string;
  forum?: string;
}

export class ReviewError extends Error {
  override name = "ReviewError";
}

export async function listDrafts(db: Db, status?: DraftStatus) {
  return db
    .select()
    .from(enforcementDrafts)
    .where(status ? eq(enforcementDrafts.status, status) : undefined)
    .orderBy(asc(enforcementDrafts.createdAt), asc(enforcementDrafts.id));
}

const ALLOWED: Record<DraftStatus, DraftStatus[]> = {
  pending: ["approved", "published", "rejected"],
  approved: ["published", "rejected"],
  published: ["published"],
  rejected: [],
};

async function move(db: Db, id: string, to: DraftStatus, fields: ReviewFields = {}, note?: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new ReviewError(`"${id}" is not a draft id (a UUID; see review-enforcement list).`);
  const [draft] = await db.select().from(enforcementDrafts).where(eq(enforcementDrafts.id, id));
  if (!draft) throw new ReviewError(`No draft ${id}.`);
  const from = draft.status as DraftStatus;
  if (!ALLOWED[from].includes(to)) throw new ReviewError(`Draft ${id} is ${from}; it cannot become ${to}.`);
  const edits = {
    ...(fields.title !== undefined ? { title: fields.title } : {}),
    ...(fields.summary !== undefined ? { summary: fields.summary } : {}),
    ...(fields.respondent !== undefined ? { respondent: fields.respondent } : {}),
    ...(fields.allegation !== undefined ? { allegation: fields.allegation } : {}),
    ...(fields.outcome !== undefined ? { outcome: fields.outcome } : {}),
    ...(fields.penalty !== undefined ? { penalty: fields.penalty } : {}),
    ...(fields.statutory_basis !== undefined ? { statutoryBasis: fields.statutory_basis } : {}),
    ...(fields.forum !== undefined ? { forum: fields.forum } : {}),
  };
  const stamps =
    to === "approved"
      ? { approvedAt: sql`now()` }
      : to === "published"
        ? { approvedAt: sql`coalesce(${enforcementDrafts.approvedAt}, now())`, publishedAt: sql`coalesce(${enforcementDrafts.publishedAt}, now())` }
        : { rejectedAt: sql`now()` };
  const [row] = await db
    .update(enforcementDrafts)
    .set({ ...edits, ...stamps, ...(note !== undefined ? { reviewNote: note } : {}), status: to })
    .where(eq(enforcementDrafts.id, id))
    .returning();
  return row!;
}

export const approveDraft = (db: Db, id: string, fields?: ReviewFields) => move(db, id, "approved", fields);
export const publishDraft = (db: Db, id: string, fields?: ReviewFields) => move(db, id, "published", fields);
/** `reason` is kept with the draft (review_note) for whoever looks at the queue later. */
export const rejectDraft = (db: Db, id: string, reason?: string) => move(db, id, "rejected", {}, reason);
