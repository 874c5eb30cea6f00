import { getDb } from "@/lib/runtime/database";
import { UsageCounter } from "./usage-counter";

const KEY = Symbol.for("lexatlas.usageCounter");
type Holder = { [KEY]?: UsageCounter };

/** One counter per process (kept on globalThis: Next.js may load this module in several bundles). */
export function usageCounter(): UsageCounter {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= new UsageCounter(async () => (await getDb()).db));
}
