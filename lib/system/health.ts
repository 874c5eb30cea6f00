import { count } from "drizzle-orm";
import type { Db, DbEngine } from "@/db/client";
import { lawRecords } from "@/db/schema";

export async function healthOf(db: Db, engine: DbEngine) {
  const [row] = await db.select({ n: count() }).from(lawRecords);
  return { api_version: "v1" as const, status: "ok" as const, backend: engine, records: row?.n ?? 0 };
}
