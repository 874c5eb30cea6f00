import type { z } from "zod";
import type { recordBudgetMeta } from "@/lib/contract/us-law";

type Budget = z.output<typeof recordBudgetMeta>;

const n = (v: number) => v.toLocaleString("en-US");

/**
 * What this page cost and what is left, from the kernel's meta.record_budget: the visitor sees the metering the API
 * applies to them, in the same numbers.
 */
export function RecordBudgetNote({ budget }: { budget: Budget | undefined }) {
  if (!budget) return null;
  const { day, rolling_30_days: rolling } = budget;
  return (
    <p className="muted budget" data-testid="record-budget">
      This page counted <strong data-testid="records-charged">{n(budget.charged)}</strong> record{budget.charged === 1 ? "" : "s"} against your
      address&apos;s anonymous US-law budget
      {day.remaining !== null && day.limit !== null && <>: <span data-testid="budget-day-remaining">{n(day.remaining)}</span> of {n(day.limit)} left today (UTC)</>}
      {rolling.remaining !== null && rolling.limit !== null && <>, {n(rolling.remaining)} of {n(rolling.limit)} in the rolling 30 days</>}.{" "}
      <a href="/signup">A free API key</a> has its own, larger budget.
    </p>
  );
}
