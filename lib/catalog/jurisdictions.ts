import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jurisdictions, lawRecords, screenedCountries } from "@/db/schema";
import type { Scope } from "@/lib/laws/record";
import { datasetAnswer } from "./dataset-cache";

/** Record types that bind someone; bills and guidance do not. */
export const BINDING_RECORD_TYPES = ["statute", "regulation", "executive_order", "ordinance", "treaty"];

/**
 * What /states lists: the 50 states, the District of Columbia and the five permanently inhabited US territories we
 * hold (Puerto Rico, Guam, U.S. Virgin Islands, American Samoa, Northern Mariana Islands). Cities and counties (kind
 * "local", e.g. new-york-city) are not states: they stay in /jurisdictions under their own kind.
 */
const STATE_LEVEL_KINDS = ["state", "district", "territory"];

async function jurisdictionsWithCounts(db: Db, where?: ReturnType<typeof and>) {
  const rows = await db
    .select({
      slug: jurisdictions.slug,
      name: jurisdictions.name,
      abbr: jurisdictions.abbr,
      scope: jurisdictions.scope,
      kind: jurisdictions.kind,
      count: count(lawRecords.id),
      bindingCount: sql<number>`count(${lawRecords.id}) FILTER (WHERE ${inArray(lawRecords.recordType, BINDING_RECORD_TYPES)} AND ${lawRecords.inForce} IS DISTINCT FROM false)`.mapWith(Number),
    })
    .from(jurisdictions)
    .leftJoin(lawRecords, eq(lawRecords.jurisdictionSlug, jurisdictions.slug))
    .where(where)
    .groupBy(jurisdictions.slug)
    .orderBy(asc(jurisdictions.scope), asc(jurisdictions.name));
  return rows.map((r) => ({ ...r, scope: r.scope as Scope }));
}

const EMPTY_NOTICE = "A count of 0 means LexAtlas holds no record for that jurisdiction, not that it has no AI law.";

/**
 * The catalogue answers depend only on the dataset, so each is computed once per process and shared until an ingest
 * commits (lib/catalog/dataset-cache.ts states the freshness bound).
 */
export function listJurisdictions(db: Db, scope?: Scope) {
  return datasetAnswer(db, `jurisdictions:${scope ?? "*"}`, () => computeJurisdictions(db, scope));
}

export function listStates(db: Db) {
  return datasetAnswer(db, "states", () => computeStates(db));
}

export function listCountries(db: Db) {
  return datasetAnswer(db, "countries", () => computeCountries(db));
}

export function categoriesOf(db: Db) {
  return datasetAnswer(db, "categories", () => computeCategories(db));
}

async function computeJurisdictions(db: Db, scope?: Scope) {
  const rows = await jurisdictionsWithCounts(db, scope ? and(eq(jurisdictions.scope, scope)) : undefined);
  return {
    data: rows.map(({ bindingCount: _, ...r }) => r),
    meta: { count: rows.length, ...(rows.some((r) => r.count === 0) ? { notice: EMPTY_NOTICE } : {}) },
  };
}

async function computeStates(db: Db) {
  const rows = await jurisdictionsWithCounts(db, and(inArray(jurisdictions.kind, STATE_LEVEL_KINDS)));
  return {
    data: rows.map(({ bindingCount: _, ...r }) => r),
    meta: { count: rows.length, ...(rows.some((r) => r.count === 0) ? { notice: EMPTY_NOTICE } : {}) },
  };
}

/**
 * Countries split honestly: `data` holds those with at least one binding AI-specific record; every other tracked
 * country (screened by our curators, or held only with guidance and pending bills) is listed in the meta instead.
 */
async function computeCountries(db: Db) {
  const rows = await jurisdictionsWithCounts(db, and(eq(jurisdictions.kind, "country")));
  const screened = await db.select().from(screenedCountries).orderBy(asc(screenedCountries.name));
  const binding = rows.filter((r) => r.bindingCount > 0);
  const screenedSlugs = new Set(screened.map((s) => s.slug));
  const withoutInstrument = [
    ...screened.map((s) => ({
      slug: s.slug,
      name: s.name,
      abbr: s.abbr,
      note: s.note,
      source_url: s.sourceUrl,
      records_held: rows.find((r) => r.slug === s.slug)?.count ?? 0,
    })),
    ...rows
      .filter((r) => r.bindingCount === 0 && !screenedSlugs.has(r.slug))
      .map((r) => ({
        slug: r.slug,
        name: r.name ?? r.slug,
        abbr: r.abbr,
        note: r.count > 0 ? "Tracked; we hold only non-binding instruments (guidance or pending bills) for it." : "Tracked; we hold no AI-specific record for it.",
        source_url: null,
        records_held: r.count,
      })),
  ].sort((a, b) => a.name.localeCompare(b.name));
  return {
    data: binding.map(({ bindingCount, ...r }) => ({ ...r, binding_count: bindingCount })),
    meta: { count: binding.length, screened_without_ai_instrument: withoutInstrument },
  };
}

async function computeCategories(db: Db) {
  const types = await db
    .select({ value: sql<string>`coalesce(${lawRecords.recordType}, 'unknown')`, count: count() })
    .from(lawRecords)
    .groupBy(sql`1`)
    .orderBy(sql`2 DESC`, sql`1`);
  const scopes = await db.select({ value: lawRecords.scope, count: count() }).from(lawRecords).groupBy(lawRecords.scope).orderBy(sql`2 DESC`, sql`1`);
  return { data: { record_types: types, scopes } };
}
