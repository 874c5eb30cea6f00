import type { UnitBudget } from "./budget";
import { MemoryUnitBudget } from "./memory-budget";
import { UpstashUnitBudget } from "./upstash-budget";

export type { BudgetSnapshot } from "./budget";

/** Upstash when both REST credentials are present (shared by every instance), otherwise this process's memory. */
export function createUnitBudget(env: Record<string, string | undefined> = process.env): UnitBudget {
  const url = env.UPSTASH_REDIS_REST_URL?.trim();
  const token = env.UPSTASH_REDIS_REST_TOKEN?.trim();
  if (url && token) return new UpstashUnitBudget({ url, token, prefix: `${env.RATE_LIMIT_PREFIX?.trim() || "lexatlas"}:budget` });
  return new MemoryUnitBudget();
}

const KEY = Symbol.for("lexatlas.recordBudget");
type Holder = { [KEY]?: UnitBudget };

/** One budget store per process (kept on globalThis: Next.js may load this module in several bundles). */
export function recordBudget(): UnitBudget {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= createUnitBudget(process.env));
}

export function setRecordBudgetForTests(budget: UnitBudget | null): void {
  const holder = globalThis as Holder;
  if (budget) holder[KEY] = budget;
  else delete holder[KEY];
}
