import type { MatterRow } from "./matter-file";

/**
 * Is a curated matter still current? Two checks the data test runs over db/seed/enforcement/matters:
 *
 * - freshness: a matter whose status can still move (open, pending, on appeal) must carry a `last_verified` date — the
 *   day a curator last searched for newer events — no older than six months. The clock is a parameter so the test is
 *   deterministic and a stale row fails it.
 * - agreement: the status must not contradict the matter's own dated events (a judgment is the newest event but the
 *   status says open; the status says on appeal but no appeal is recorded). An audit found both kinds.
 *
 * Served as last_verified_at (midnight UTC of that day): the date a person re-checked the matter, never the date of a
 * load or of a feed poll.
 */

/** Statuses after which new events are still expected. Every matter_status code is in exactly one of the two lists. */
export const MOVABLE_MATTER_STATUSES = ["open", "pending", "on_appeal"] as const;
/** Statuses that resolve a matter; a later appeal or reopening moves it back to a movable status with a new event. */
export const RESOLVED_MATTER_STATUSES = ["settled", "decided", "dismissed", "closed"] as const;

export const VERIFICATION_MAX_AGE_MONTHS = 6;

/**
 * Event types that end a matter at the level they happen: a court's judgment, a final order, a closing. "decision" and
 * "dismissed" are left out on purpose: a tribunal decision may remit the case (still pending) and "dismissed" also
 * covers the dismissal of single claims.
 */
export const RESOLVING_EVENT_TYPES = ["judgment", "final_order_entered", "closed"] as const;

export function isMovableStatus(status: string): boolean {
  return (MOVABLE_MATTER_STATUSES as readonly string[]).includes(status);
}

/** The oldest `last_verified` still fresh at `now`: the same day `months` earlier (UTC), clamped to the month's end. */
export function freshnessCutoff(now: Date, months: number = VERIFICATION_MAX_AGE_MONTHS): string {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() - months;
  const lastDayOfTarget = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(now.getUTCDate(), lastDayOfTarget))).toISOString().slice(0, 10);
}

export interface StaleMatter {
  key: string;
  matter_status: string;
  last_verified: string | null;
}

/** Movable matters never verified, or verified before the cutoff for `now`. */
export function staleMovableMatters(rows: MatterRow[], now: Date, months: number = VERIFICATION_MAX_AGE_MONTHS): StaleMatter[] {
  const cutoff = freshnessCutoff(now, months);
  return rows
    .filter((r) => isMovableStatus(r.matter_status) && !(r.last_verified && r.last_verified >= cutoff))
    .map((r) => ({ key: r.key, matter_status: r.matter_status, last_verified: r.last_verified ?? null }));
}

/**
 * The newest dated event (the later one in chain order on a tie). Undated events are left out: their place in time is
 * only their position in the chain.
 */
export function newestDatedEvent(row: MatterRow): { index: number; event: MatterRow["events"][number]; date: string } | null {
  let best: { index: number; event: MatterRow["events"][number]; date: string } | null = null;
  for (const [index, event] of row.events.entries()) {
    if (event.date && (!best || event.date >= best.date)) best = { index, event, date: event.date };
  }
  return best;
}

/**
 * Where the row's status contradicts its own events or dates; one sentence per contradiction, empty when consistent.
 * A duplicate pointer holds no chain of its own: duplicateStatusMismatches compares it with the matter it points to.
 */
export function statusConflicts(row: MatterRow): string[] {
  const out: string[] = [];
  if (row.duplicate_of) return out;
  const movable = isMovableStatus(row.matter_status);
  const appeals = row.events.map((e, i) => ({ e, i })).filter(({ e }) => e.event_type === "appeal_filed");
  if (row.matter_status === "on_appeal" && appeals.length === 0) out.push("status on_appeal but no appeal_filed event");
  const newest = newestDatedEvent(row);
  if (newest && movable && (RESOLVING_EVENT_TYPES as readonly string[]).includes(newest.event.event_type)) {
    // An appeal whose date is unknown may still follow the resolving event in the chain.
    const appealedAfter = row.matter_status === "on_appeal" && appeals.some(({ e, i }) => e.date === null && i > newest.index);
    if (!appealedAfter) out.push(`status ${row.matter_status} but the newest dated event is ${newest.event.event_type} (${newest.date})`);
  }
  if (newest && newest.event.event_type === "appeal_filed" && row.matter_status !== "on_appeal") {
    out.push(`the newest dated event is appeal_filed (${newest.date}) but the status is ${row.matter_status}`);
  }
  if (movable && row.closed_date) out.push(`status ${row.matter_status} but closed_date is ${row.closed_date}`);
  return out;
}

/** Duplicate pointers whose status differs from the status of the matter they duplicate. */
export function duplicateStatusMismatches(rows: MatterRow[]): string[] {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return rows
    .filter((r) => r.duplicate_of && byKey.has(r.duplicate_of) && byKey.get(r.duplicate_of)!.matter_status !== r.matter_status)
    .map((r) => `${r.key} is ${r.matter_status} but ${r.duplicate_of} is ${byKey.get(r.duplicate_of!)!.matter_status}`);
}

/** Dated events out of chronological order in the chain (the chain is read oldest first). */
export function eventsOutOfOrder(row: MatterRow): string[] {
  const out: string[] = [];
  let latest = "";
  for (const e of row.events) {
    if (!e.date) continue;
    if (e.date < latest) out.push(`${e.event_type} ${e.date} listed after ${latest}`);
    else latest = e.date;
  }
  return out;
}
