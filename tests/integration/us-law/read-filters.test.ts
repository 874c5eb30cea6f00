/**
 * GET /us-law on the real test subset: every shared filter narrows exactly as an in-memory filter over the same rows
 * (a fast-check property over random filter combinations), and paging under every sort and order never loses or
 * repeats a row.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/db/rows";
import { getDb } from "@/lib/runtime/database";
import { normaliseCitation } from "@/lib/us-law/citation";
import { loadUsLawTestSubset } from "@/lib/us-law/load";
import { US_LAW_INSTRUMENT_TYPES, US_LAW_LIST_SORTS, US_LAW_STATUSES } from "@/lib/us-law/read-vocabulary";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";

interface Row {
  record_uid: string;
  title: string;
  short_title: string | null;
  citation: string;
  identifier: string | null;
  instrument_type: string;
  status: string;
  in_force: boolean | null;
  is_binding: boolean;
  jurisdiction_slug: string;
  jurisdiction_level: string;
  effective_date: string | null;
  enacted_date: string | null;
  repealed_date: string | null;
  retrieved_at: string;
  last_verified_at: string;
  primary_branch: string;
  primary_subcategory: string;
  branches: string[];
  subcategories: string[];
}

let rows: Row[] = [];
let key: string;

beforeAll(async () => {
  const { db } = await getDb();
  await loadUsLawTestSubset(db);
  key = await mintKey("enterprise", ["us_law"]);
  rows = rowsOf<Row>(
    await db.execute(sql`
      SELECT r.record_uid, r.title, r.short_title, r.citation, r.identifier, r.instrument_type, r.status, r.in_force,
        r.is_binding, r.jurisdiction_slug, r.jurisdiction_level, r.effective_date::text AS effective_date,
        r.enacted_date::text AS enacted_date, r.repealed_date::text AS repealed_date,
        to_char(r.retrieved_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS retrieved_at,
        to_char(r.last_verified_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS last_verified_at,
        r.primary_branch, r.primary_subcategory,
        (SELECT array_agg(DISTINCT a.branch_id) FROM us_law_assignments a WHERE a.record_uid = r.record_uid) AS branches,
        (SELECT array_agg(a.subcategory_id) FROM us_law_assignments a WHERE a.record_uid = r.record_uid) AS subcategories
      FROM us_law_records r`),
  );
}, 120_000);

/** Every uid the API serves for these parameters, page by page (limit 100). */
async function allUids(params: Record<string, string>): Promise<string[]> {
  const out: string[] = [];
  for (let offset = 0; ; offset += 100) {
    const res = await get(`/v1/us-law?${new URLSearchParams({ ...params, limit: "100", offset: String(offset) })}`, { key });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...res.body.data.map((r: { record_uid: string }) => r.record_uid));
    if (offset + 100 >= res.body.meta.total) {
      expect(out).toHaveLength(res.body.meta.total);
      return out;
    }
  }
}

type Filters = Partial<Record<string, string>>;
const list = (v: string | undefined) => v?.split(",");

/** The SPEC 4.9 meaning of each filter, written independently of the SQL. */
function matches(r: Row, f: Filters): boolean {
  const within = (v: string | null, from?: string, to?: string) => (from === undefined || (v !== null && v >= from)) && (to === undefined || (v !== null && v <= to));
  const q = f.q?.toLowerCase();
  return (
    (f.branch === undefined || r.primary_branch === f.branch) &&
    (f.branch_any === undefined || r.branches.includes(f.branch_any)) &&
    (f.domain === undefined || r.subcategories.includes(f.domain)) &&
    (f.domain_primary === undefined || r.primary_subcategory === f.domain_primary) &&
    (f.jurisdiction === undefined || list(f.jurisdiction)!.includes(r.jurisdiction_slug)) &&
    (f.jurisdiction_level === undefined || list(f.jurisdiction_level)!.includes(r.jurisdiction_level)) &&
    (f.instrument_type === undefined || list(f.instrument_type)!.includes(r.instrument_type)) &&
    (f.status === undefined || list(f.status)!.includes(r.status)) &&
    (f.in_force === undefined || r.in_force === (f.in_force === "true")) &&
    (f.is_binding === undefined || r.is_binding === (f.is_binding === "true")) &&
    within(r.effective_date, f.effective_from, f.effective_to) &&
    within(r.enacted_date, f.enacted_from, f.enacted_to) &&
    within(r.repealed_date, f.repealed_from, f.repealed_to) &&
    (f.retrieved_since === undefined || r.retrieved_at >= f.retrieved_since) &&
    (f.verified_since === undefined || r.last_verified_at >= f.verified_since) &&
    (f.citation === undefined || normaliseCitation(r.citation) === normaliseCitation(f.citation)) &&
    (f.citation_prefix === undefined || normaliseCitation(r.citation).startsWith(normaliseCitation(f.citation_prefix))) &&
    (f.identifier === undefined || r.identifier === f.identifier) &&
    (f.record_uid === undefined || list(f.record_uid)!.includes(r.record_uid)) &&
    (q === undefined || [r.title, r.short_title ?? "", r.citation].some((s) => s.toLowerCase().includes(q)))
  );
}

function filterArbitrary(): fc.Arbitrary<Filters> {
  const pick = <T,>(xs: T[]) => fc.constantFrom(...xs);
  const distinct = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => x !== null))].sort();
  const some = (xs: readonly string[], max = 3) => fc.uniqueArray(fc.constantFrom(...xs), { minLength: 1, maxLength: max }).map((a) => a.join(","));
  const enacted = distinct(rows.map((r) => r.enacted_date));
  const repealed = distinct(rows.map((r) => r.repealed_date));
  const stamps = distinct(rows.map((r) => r.retrieved_at));
  const verified = distinct(rows.map((r) => r.last_verified_at));
  const opt = <T,>(a: fc.Arbitrary<T>) => a;
  const all = fc.record({
      branch: opt(pick(distinct(rows.map((r) => r.primary_branch)))),
      branch_any: opt(pick(distinct(rows.flatMap((r) => r.branches)))),
      domain: opt(pick(distinct(rows.flatMap((r) => r.subcategories)))),
      domain_primary: opt(pick(distinct(rows.map((r) => r.primary_subcategory)))),
      jurisdiction: opt(some(distinct(rows.map((r) => r.jurisdiction_slug)))),
      jurisdiction_level: opt(some(["federal", "state"], 2)),
      instrument_type: opt(some(US_LAW_INSTRUMENT_TYPES, 3)),
      status: opt(some(US_LAW_STATUSES, 3)),
      in_force: opt(pick(["true", "false"])),
      is_binding: opt(pick(["true", "false"])),
      effective_from: opt(pick(["2000-01-01", "2024-01-01"])),
      enacted_from: opt(pick(enacted)),
      enacted_to: opt(pick(enacted)),
      repealed_from: opt(pick(repealed)),
      repealed_to: opt(pick(repealed)),
      retrieved_since: opt(pick(stamps)),
      verified_since: opt(pick(verified)),
      citation: opt(pick(rows.map((r) => r.citation)).map((c) => c.toUpperCase())),
      citation_prefix: opt(pick(["1 U.S.C. § 1", "1 usc 2", "Executive Order 141", "1 CFR", "California", "Proclamation 105"])),
      identifier: opt(pick(distinct(rows.map((r) => r.identifier)))),
      record_uid: opt(fc.uniqueArray(pick(rows.map((r) => r.record_uid)), { minLength: 1, maxLength: 6 }).map((a) => a.join(","))),
      q: opt(pick(["artificial", "UNITED STATES", "§ 11", "deepfake", "order", "zzz-none"])),
  });
  // One to three filters at a time: with more, almost every combination is empty and the property says little.
  return fc
    .tuple(all, fc.uniqueArray(fc.integer({ min: 0, max: 21 }), { minLength: 1, maxLength: 3 }))
    .map(([f, picks]) => {
      const entries = Object.entries(f);
      return Object.fromEntries(picks.map((i) => entries[i]!)) as Filters;
    })
    .filter((f) => !(f.enacted_from && f.enacted_to && f.enacted_from > f.enacted_to) && !(f.repealed_from && f.repealed_to && f.repealed_from > f.repealed_to));
}

describe("filters", () => {
  it("the subset is varied enough for the property to mean something", () => {
    expect(rows.length).toBeGreaterThan(200);
    expect(new Set(rows.map((r) => r.instrument_type)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((r) => r.jurisdiction_slug)).size).toBeGreaterThan(10);
    expect(rows.filter((r) => r.branches.length > 1).length).toBeGreaterThan(0);
  });

  it("each filter alone narrows to exactly the rows it names", async () => {
    const sample = rows.find((r) => r.repealed_date && r.enacted_date)!;
    const secondary = rows.find((r) => r.subcategories.length > 1)!;
    const cases: Filters[] = [
      { branch: sample.primary_branch },
      { branch_any: secondary.branches.find((b) => b !== secondary.primary_branch) ?? secondary.primary_branch },
      { domain: secondary.subcategories.find((s) => s !== secondary.primary_subcategory)! },
      { domain_primary: secondary.primary_subcategory },
      { jurisdiction: "california,texas" },
      { jurisdiction_level: "state" },
      { instrument_type: "proclamation,regulation" },
      { status: "repealed,superseded" },
      { in_force: "true" },
      { in_force: "false" },
      { enacted_from: sample.enacted_date!, enacted_to: "2025-12-31" },
      { repealed_from: sample.repealed_date! },
      { citation: normaliseCitation(sample.citation) },
      { citation_prefix: "1 U.S.C. § 11" },
      { identifier: sample.identifier! },
      { record_uid: rows.slice(0, 3).map((r) => r.record_uid).join(",") },
      { q: "artificial" },
    ];
    for (const f of cases) {
      const expected = rows.filter((r) => matches(r, f)).map((r) => r.record_uid).sort();
      expect(expected.length, JSON.stringify(f)).toBeGreaterThan(0);
      expect(expected.length, JSON.stringify(f)).toBeLessThan(rows.length);
      expect((await allUids(f as Record<string, string>)).sort(), JSON.stringify(f)).toEqual(expected);
    }
  }, 120_000);

  it("random combinations of filters match the in-memory filter over the same rows", async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(filterArbitrary(), async (f) => {
        const expected = rows.filter((r) => matches(r, f)).map((r) => r.record_uid).sort();
        if (expected.length > 0) nonEmpty++;
        expect((await allUids(f as Record<string, string>)).sort()).toEqual(expected);
      }),
      { numRuns: 80, seed: 12 },
    );
    expect(nonEmpty).toBeGreaterThan(20);
  }, 300_000);

  it("400 names the parameter: unknown type, status or taxonomy id, bad date, inverted range, more than 100 uids", async () => {
    const cases: [string, string][] = [
      ["instrument_type=statute,treaty", "instrument_type"],
      ["status=active", "status"],
      ["jurisdiction_level=county", "jurisdiction_level"],
      ["branch=not_a_branch", "branch"],
      ["domain=health", "domain"], // a branch id is not a subcategory id
      ["enacted_from=2024-13-01", "enacted_from"],
      ["enacted_from=2025-01-01&enacted_to=2024-01-01", "enacted_from"],
      ["in_force=yes", "in_force"],
      ["verified_since=yesterday", "verified_since"],
      ["record_uid=" + Array.from({ length: 101 }, () => rows[0]!.record_uid).join(","), "record_uid"],
      ["record_uid=abc", "record_uid"],
      ["sort=relevance", "sort"],
    ];
    for (const [query, param] of cases) {
      const res = await get(`/v1/us-law?${query}`, { key });
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_parameter", param });
    }
  });
});

describe("paging", () => {
  it("never loses or repeats a row, under every sort and order, and each page is in sort order", async () => {
    const keyOf: Record<string, (r: Row) => string | null> = {
      effective_date: (r) => r.effective_date,
      enacted_date: (r) => r.enacted_date,
      repealed_date: (r) => r.repealed_date,
      retrieved_at: (r) => r.retrieved_at,
      last_verified_at: (r) => r.last_verified_at,
      title: (r) => r.title,
      citation: (r) => normaliseCitation(r.citation),
    };
    const byUid = new Map(rows.map((r) => [r.record_uid, r]));
    for (const sort of US_LAW_LIST_SORTS) {
      for (const order of ["asc", "desc"]) {
        const seen: string[] = [];
        for (let offset = 0; offset < rows.length; offset += 17) {
          const res = await get(`/v1/us-law?sort=${sort}&order=${order}&limit=17&offset=${offset}`, { key });
          seen.push(...res.body.data.map((r: Row) => r.record_uid));
        }
        expect(new Set(seen).size, `${sort} ${order}`).toBe(seen.length);
        expect(seen.length, `${sort} ${order}`).toBe(rows.length);
        // Rows with the key come first in sort order; rows without it last.
        const keys = seen.map((u) => keyOf[sort]!(byUid.get(u)!));
        const present = keys.filter((k): k is string => k !== null);
        expect(keys.slice(0, present.length).every((k) => k !== null), `${sort} ${order}: nulls last`).toBe(true);
        if (sort !== "title") {
          // Title order follows the database collation; the others compare as plain strings (dates, stamps, bytes).
          const sorted = [...present].sort();
          expect(present, `${sort} ${order}`).toEqual(order === "asc" ? sorted : sorted.reverse());
        }
      }
    }
  }, 300_000);

  it("a tier's page cap and depth are clamps reported in meta.gated, never errors", async () => {
    const free = await mintKey("free", ["us_law"]);
    const capped = await get("/v1/us-law?limit=100", { key: free });
    expect(capped.status).toBe(200);
    expect(capped.body.data).toHaveLength(25);
    expect(capped.body.meta).toMatchObject({ limit: 25, gated: expect.arrayContaining(["limit"]) });
    const deep = await get("/v1/us-law?limit=5&offset=201", { key: free });
    expect(deep.status).toBe(200);
    expect(deep.body.data).toEqual([]);
    expect(deep.body.meta.gated).toContain("offset");
    expect(deep.body.meta.record_budget.charged).toBe(0);
  });
});
