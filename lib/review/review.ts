import fs from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sourceDrafts } from "@/db/schema";
import { publishDraft, rejectDraft as rejectLaneDraft, type ReviewFields } from "@/lib/enforcement/review";
import type { CuratedPaths } from "./paths";
import { ReviewError, StaleDraftError, type AcceptPlan, type SourceDraft, type TargetHandler } from "./plan";
import { findDraft, laneEntry, sourceEntry, type FoundDraft, type QueueEntry } from "./queue";
import { disclosureTarget } from "./targets/disclosure";
import { enforcementMatterTarget } from "./targets/enforcement-matter";
import { lawRecordTarget } from "./targets/law-record";

/**
 * Accepting and rejecting drafts. An accepted draft of a curated row flows back into the repository AND the
 * database, in this order:
 *   1. plan: find the row in its data file (db/seed/…), refuse a stale draft (the row no longer holds what the draft
 *      was computed against), and compute the file's patched text (only the accepted lines change);
 *   2. write the patched file (to a temporary file read back with the corpus's own reader, then renamed over it);
 *   3. write the database through the corpus's normal path (AI-law records: the ingest writer → record history →
 *      /changes → webhook outbox; matters: the registry loader; disclosures: the curated upsert), marking the draft
 *      accepted in the same transaction; if that fails, the file's old text is put back.
 * So the change survives a restart and a re-seed (the file says it), and `git diff` shows the reviewer exactly what
 * they accepted, to commit.
 */

const TARGETS: Record<string, TargetHandler> = {
  [lawRecordTarget.target]: lawRecordTarget,
  [enforcementMatterTarget.target]: enforcementMatterTarget,
  [disclosureTarget.target]: disclosureTarget,
};

export function targetHandler(target: string): TargetHandler {
  const handler = TARGETS[target];
  if (!handler) throw new ReviewError(`no review path for drafts of ${target} yet (known: ${Object.keys(TARGETS).join(", ")})`);
  return handler;
}

export interface DraftView {
  entry: QueueEntry;
  found: FoundDraft;
  /** Source drafts that are pending: what accepting would do. */
  plan: AcceptPlan | null;
}

async function draftOrThrow(db: Db, id: string): Promise<FoundDraft> {
  const found = await findDraft(db, id);
  if (!found) throw new ReviewError(`no draft ${id} (ids are the UUIDs \`list\` prints)`);
  return found;
}

/** Checks `--set` names against what the draft's target lets a reviewer set. */
function checkedEdits(handler: TargetHandler, edits: Record<string, unknown>): Record<string, unknown> {
  const unknown = Object.keys(edits).filter((f) => !handler.editable.includes(f));
  if (unknown.length) throw new ReviewError(`--set ${unknown.join(", ")}: a ${handler.target} draft lets you set ${handler.editable.join(", ")}`);
  return edits;
}

export async function describeDraft(db: Db, id: string, paths: CuratedPaths, edits: Record<string, unknown> = {}): Promise<DraftView> {
  const found = await draftOrThrow(db, id);
  if (found.queue === "lane") return { entry: laneEntry(found.draft), found, plan: null };
  const entry = sourceEntry(found.draft);
  if (found.draft.status !== "pending") return { entry, found, plan: null };
  const handler = targetHandler(found.draft.target);
  return { entry, found, plan: handler.plan(found.draft, paths, checkedEdits(handler, edits)) };
}

export interface AcceptResult {
  id: string;
  /** The curated file patched (source drafts), for `git diff`. */
  file: string | null;
  /** What the database write did, in one line. */
  written: string;
}

/**
 * Accepts a draft. Source drafts: `edits` are the reviewer's --set values (the proposed fields corrected, or those
 * the draft cannot know, such as a matter event's type). Lane drafts: published with `laneFields`.
 */
export async function acceptDraft(
  db: Db,
  id: string,
  paths: CuratedPaths,
  edits: Record<string, unknown> = {},
  laneFields: ReviewFields = {},
): Promise<AcceptResult> {
  const found = await draftOrThrow(db, id);
  if (found.queue === "lane") {
    if (Object.keys(edits).length) throw new ReviewError("--set is for drafts of curated rows; an enforcement-lane draft takes --respondent, --outcome, … instead");
    const row = await publishDraft(db, id, laneFields);
    return { id: row.id, file: null, written: "published in the /enforcement lane" };
  }
  const draft = found.draft;
  if (draft.status !== "pending") throw new ReviewError(`draft ${id} is ${draft.status}; only a pending draft can be accepted`);
  const handler = targetHandler(draft.target);
  const plan = handler.plan(draft, paths, checkedEdits(handler, edits));
  if (plan.stale) {
    throw new StaleDraftError(
      `stale draft: ${plan.stale}. \`npm run sync -- ${draft.source}\` recomputes it against the current row (a pending draft is refreshed); or reject it.`,
    );
  }
  if (plan.problems.length) throw new ReviewError(`cannot accept yet:\n  ${plan.problems.join("\n  ")}`);
  writeValidated(plan);
  const applied = { ...plan.applied, file: path.relative(paths.root, plan.file) || plan.file };
  try {
    const written = await plan.apply(db, (tx) => markAccepted(tx, draft, applied));
    return { id, file: plan.file, written };
  } catch (err) {
    // The database did not take it: the data file goes back to what it said, so the two never disagree.
    writeAtomic(plan.file, plan.original);
    throw err;
  }
}

async function markAccepted(tx: Db, draft: SourceDraft, applied: Record<string, unknown>): Promise<void> {
  const [row] = await tx
    .update(sourceDrafts)
    .set({ status: "accepted", reviewedAt: sql`now()`, applied })
    .where(and(eq(sourceDrafts.id, draft.id), eq(sourceDrafts.status, "pending")))
    .returning({ id: sourceDrafts.id });
  if (!row) throw new ReviewError(`draft ${draft.id} is no longer pending (another reviewer took it); nothing written`);
}

export async function rejectDraft(db: Db, id: string, reason?: string): Promise<{ id: string }> {
  const found = await draftOrThrow(db, id);
  if (found.queue === "lane") return { id: (await rejectLaneDraft(db, id, reason)).id };
  const [row] = await db
    .update(sourceDrafts)
    .set({ status: "rejected", reviewedAt: sql`now()`, reviewNote: reason ?? null })
    .where(and(eq(sourceDrafts.id, id), eq(sourceDrafts.status, "pending")))
    .returning({ id: sourceDrafts.id });
  if (!row) throw new ReviewError(`draft ${id} is ${found.draft.status}; only a pending draft can be rejected`);
  return row;
}

/** The patched text, written beside the file, read back with the corpus's reader, then renamed over the file. */
function writeValidated(plan: AcceptPlan): void {
  const tmp = `${plan.file}.${process.pid}.review.tmp`;
  fs.writeFileSync(tmp, plan.patched!);
  try {
    plan.validate(tmp);
    fs.renameSync(tmp, plan.file);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

function writeAtomic(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.restore.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}
