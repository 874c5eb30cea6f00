import { count } from "drizzle-orm";
import type { Db, DbEngine } from "@/db/client";
import { lawRecords, usLawRecords } from "@/db/schema";
import { usLawCorpusStatus } from "@/lib/us-law/load";

export async function healthOf(db: Db, engine: DbEngine) {
  const [[laws], [usLaw]] = await Promise.all([db.select({ n: count() }).from(lawRecords), db.select({ n: count() }).from(usLawRecords)]);
  const { state, source, done, total } = usLawCorpusStatus();
  // A corpus that is loaded but was not loaded by this process (an earlier start, a CLI import) is ready too.
  const usLawState = state === "not_started" && (usLaw?.n ?? 0) > 0 ? "ready" : state;
  return {
    api_version: "v1" as const,
    status: "ok" as const,
    backend: engine,
    records: laws?.n ?? 0,
    corpora: { us_law: { state: usLawState, records: usLaw?.n ?? 0, ...(source ? { source, done, total } : {}) } },
  };
}
