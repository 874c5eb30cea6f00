import { and, count, desc, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jurisdictions, lawRecords } from "@/db/schema";
import type { Entitlement } from "@/lib/auth/tiers";
import { pageWindow } from "@/lib/http/paging";
import { lawFilterConditions, lawOrder, recordPage, type LawFilters } from "./list-laws";
import { fullFieldsFor, recordColumns, recordJoin, toRecord } from "./record";
import { planLawSearch } from "./search-engine";

export interface SearchLawsInput extends LawFilters {
  q: string;
  sort: "relevance" | "updated_at" | "record_date" | "title";
  order: "asc" | "desc";
  limit: number;
  offset: number;
}

/**
 * Ranked search (the engine and its stages: ./search-engine.ts). No input is a 500: user text reaches SQL only as
 * parameters of functions that never raise. meta.strategy names the stages that ran; meta.interpreted_q shows the
 * query after typo correction when it changed.
 */
export async function searchLaws(db: Db, input: SearchLawsInput, ent: Entitlement, siteUrl: string) {
  const filters = lawFilterConditions(input);
  const plan = await planLawSearch(db, input.q, filters);
  const where = and(plan.match, ...filters) as SQL;
  const window = pageWindow(ent.tier, input);
  const full = fullFieldsFor(ent.tier);
  const [totalRow] = await db.select({ n: count() }).from(lawRecords).where(where);
  const order =
    input.sort === "relevance" ? [desc(sql`rank`), desc(lawRecords.id)] : lawOrder(input.sort, input.order);
  const rows = window.beyondDepth
    ? []
    : await db
        .select({ ...recordColumns, rank: plan.rank.as("rank") })
        .from(lawRecords)
        .innerJoin(jurisdictions, recordJoin)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset);
  const data = rows.map((r) => ({ ...toRecord(r, siteUrl, full), rank: Math.round(Number(r.rank) * 10_000) / 10_000 }));
  const page = recordPage(data, totalRow?.n ?? 0, window, ent, siteUrl);
  return {
    data: page.data,
    meta: { ...page.meta, strategy: plan.strategy, ...(plan.interpreted ? { interpreted_q: plan.interpreted } : {}) },
  };
}
