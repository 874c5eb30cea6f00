import { parseDeadline, type DatePrecision } from "./deadline-parser";

/**
 * Where a duty stands on `today`, from the dates in its deadline text (or, when the duty has none, its law's
 * effective-date text) and the law record's explicit in_force flag:
 *   - a first date still ahead           → not_yet_effective (in_force false)
 *   - otherwise the record says in_force=false (repealed, rescinded, vetoed) → not_in_force
 *   - otherwise a first date that passed → in_force
 *   - otherwise the record says in_force=true → in_force
 *   - otherwise                           → unknown (in_force null): we do not guess.
 */

export type Lifecycle = "in_force" | "not_yet_effective" | "not_in_force" | "unknown";

export interface LifecycleFields {
  lifecycle: Lifecycle;
  in_force: boolean | null;
  not_yet_effective: boolean;
  /** The earliest date in the text (first day of its period), or null when the text is undated. */
  effective_date: string | null;
  effective_date_precision: DatePrecision | null;
}

export function lifecycleOf(deadlineText: string | null, lawInForce: boolean | null, today: string): LifecycleFields {
  const first = parseDeadline(deadlineText)[0] ?? null;
  const base = { effective_date: first?.iso ?? null, effective_date_precision: first?.precision ?? null };
  if (first && first.iso > today) return { ...base, lifecycle: "not_yet_effective", in_force: false, not_yet_effective: true };
  if (lawInForce === false) return { ...base, lifecycle: "not_in_force", in_force: false, not_yet_effective: false };
  if (first || lawInForce === true) return { ...base, lifecycle: "in_force", in_force: true, not_yet_effective: false };
  return { ...base, lifecycle: "unknown", in_force: null, not_yet_effective: false };
}
