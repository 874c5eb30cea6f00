import type { Db } from "@/db/client";
import type { sourceDrafts } from "@/db/schema";
import { canonicalJson } from "@/lib/enforcement/matter-file";
import { ReviewError } from "@/lib/enforcement/review";
import type { CuratedPaths } from "./paths";

/**
 * What accepting a draft would do to one curated corpus: the data file's text before and after, the field-by-field
 * difference against the current row, whether the row still holds what the draft was computed against, and how the
 * change reaches the database through that corpus's own write path. One TargetHandler per draft target.
 */

export type SourceDraft = typeof sourceDrafts.$inferSelect;

export interface FieldChange {
  field: string;
  /** The curated row's value now; undefined: the row has no such field (or the row is new). */
  current: unknown;
  proposed: unknown;
}

export interface AcceptPlan {
  /** The curated data file the change is written into. */
  file: string;
  /** 1-based line of the row (or where a new row goes). */
  line: number | null;
  original: string;
  /** The file's text after the change; null when the draft cannot be applied (its row is gone, a field is missing). */
  patched: string | null;
  changes: FieldChange[];
  /** Why the draft no longer fits the data file's row (stale draft); null when it still does. */
  stale: string | null;
  /** What the reviewer must still say before it can be accepted (e.g. an event type); empty when nothing. */
  problems: string[];
  /** Recorded on the draft when accepted: the fields as written. */
  applied: Record<string, unknown>;
  /** Reads the patched file (written at `file`) with the corpus's own reader; throws when it does not read back. */
  validate(file: string): void;
  /** Writes the accepted change to the database through the corpus's write path; `mark` runs in its transaction. */
  apply(db: Db, mark: (tx: Db) => Promise<void>): Promise<string>;
}

export interface TargetHandler {
  target: string;
  /** Field names a reviewer may set or correct with `--set field=value`. */
  editable: readonly string[];
  plan(draft: SourceDraft, paths: CuratedPaths, edits: Record<string, unknown>): AcceptPlan;
}

/** One error class for every review refusal (the enforcement lane's too): the command prints its message alone. */
export { ReviewError };

/** A draft whose data file row changed since the draft was computed: refused, never merged blindly. */
export class StaleDraftError extends ReviewError {
  override name = "StaleDraftError";
}

/** The evidence's record of the curated values the draft was computed against, or null. */
export function computedAgainst(draft: SourceDraft): Record<string, unknown> | null {
  const value = (draft.evidence as Record<string, unknown>).computed_against;
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** Two curated values are the same when their canonical JSON is (an absent value reads as null). */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonicalJson(a ?? null) === canonicalJson(b ?? null);
}

/** The plan of a draft whose curated row is no longer in its data files: stale, with nothing to patch or apply. */
export function rowGonePlan(where: string, changes: FieldChange[], stale: string): AcceptPlan {
  return {
    file: where, line: null, original: "", patched: null, problems: [], applied: {}, changes, stale,
    validate() {}, async apply() { throw new ReviewError("nothing to apply"); },
  };
}
