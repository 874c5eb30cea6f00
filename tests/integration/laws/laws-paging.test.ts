/**
 * Property: paging through /v1/laws at any tier with any filter combination neither loses nor repeats a row, and
 * follows the declared order. The expected rows come from the curated dataset itself (filtered in JS), not from
 * the API under test.
 */
import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { curatedDataset } from "@/db/seed/dataset";
import { lawIdFor } from "@/db/seed";
import { TIERS, type TierName } from "@/lib/auth/tiers";
import { setRateLimiterForTests } from "@/lib/limits/limiter-instance";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";
import { limitedTo } from "../../support/rate-limits";

const keys: Partial<Record<TierName, string>> = {};
beforeAll(async () => {
  // Walking every page with page size 1 is thousands of requests: lift rate limits here (they have their own tests).
  setRateLimiterForTests(limitedTo(1_000_000));
  keys.free = await mintKey("free");
  keys.developer = await mintKey("developer");
});

const laws = curatedDataset.laws;
const jurisdictionsInUse = [...new Set(laws.map((l) => l.jurisdiction))];
const statusWords = ["signed", "vetoed", "enacted", "chapter", "law", "in force", "zzz-no-match"];
const qWords = ["intelligence", "deepfake", "election", "health", "generative", "employ", "zzz-no-match"];

interface Filters {
  scope?: string;
  jurisdiction?: string;
  status?: string;
  in_force?: "true" | "false";
  q?: string;
}

const has = (text: string | null | undefined, needle: string) => (text ?? "").toLowerCase().includes(needle.toLowerCase());
const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * `q` as the API documents it (lib/laws/list-laws.ts lawTextFilter): a substring of the title, the summary or one of the
 * alternate names, or — for three or more letters and digits — of the identifier with its punctuation removed. (The
 * oracle once read only title and summary, and failed whenever fast-check drew `q=intelligence`, which an Iowa bill
 * holds only in an alternate name.)
 */
function matchesQ(l: (typeof laws)[number], q: string): boolean {
  const c = compact(q);
  return has(l.title, q) || has(l.summary, q) || (l.alternate_names ?? []).some((n) => has(n, q)) || (c.length >= 3 && compact(l.identifier ?? "").includes(c));
}

function expectedIds(f: Filters): Set<string> {
  return new Set(
    laws
      .filter((l) => !f.scope || l.scope === f.scope)
      .filter((l) => !f.jurisdiction || l.jurisdiction === f.jurisdiction)
      .filter((l) => !f.status || has(l.status, f.status))
      .filter((l) => !f.in_force || l.in_force === (f.in_force === "true"))
      .filter((l) => !f.q || matchesQ(l, f.q))
      .map((l) => lawIdFor(l.key)),
  );
}

const randomFilters: fc.Arbitrary<Filters> = fc.record(
  {
    scope: fc.constantFrom("state", "federal", "eu", "global"),
    jurisdiction: fc.constantFrom(...jurisdictionsInUse),
    status: fc.constantFrom(...statusWords),
    in_force: fc.constantFrom("true" as const, "false" as const),
    q: fc.constantFrom(...qWords),
  },
  { requiredKeys: [] },
);

/** Mostly filters taken from a real record (so results are non-empty and often span many pages), some random. */
const filtersArb: fc.Arbitrary<Filters> = fc.oneof(
  { weight: 1, arbitrary: randomFilters },
  { weight: 1, arbitrary: fc.constant({}) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom(...laws), fc.subarray(["scope", "jurisdiction", "in_force"] as const))
      .map(([law, picked]) => {
        const f: Filters = {};
        if (picked.includes("scope")) f.scope = law.scope;
        if (picked.includes("jurisdiction")) f.jurisdiction = law.jurisdiction;
        if (picked.includes("in_force") && law.in_force !== null) f.in_force = law.in_force ? "true" : "false";
        return f;
      }),
  },
);

async function pageThrough(tier: TierName, f: Filters, pageSize: number, sort: string, order: string) {
  const seen: string[] = [];
  let offset = 0;
  let total = -1;
  // The guard stops a walk that never ends; a walk of page size 1 takes as many pages as there are records, plus one.
  for (let guard = 0; guard <= laws.length + 1; guard++) {
    const params = new URLSearchParams({ ...f, limit: String(pageSize), offset: String(offset), sort, order } as Record<string, string>);
    const res = await get(`/v1/laws?${params}`, { key: keys[tier] });
    expect(res.status).toBe(200);
    total = res.body.meta.total;
    const rows = res.body.data as Array<{ id: string }>;
    if (res.body.meta.gated?.includes("offset")) return { seen, total, stoppedAtDepth: true, stopOffset: offset };
    if (rows.length === 0) break;
    for (const r of rows) seen.push(r.id);
    offset += res.body.meta.limit;
  }
  return { seen, total, stoppedAtDepth: false, stopOffset: offset };
}

describe.each(["anonymous", "free", "developer"] as const)("paging /v1/laws as %s", (tier) => {
  it("never loses or repeats a row, for any filters, page size and sort", async () => {
    await fc.assert(
      fc.asyncProperty(
        filtersArb,
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom("updated_at", "record_date", "title"),
        fc.constantFrom("asc", "desc"),
        async (f, pageSize, sort, order) => {
          const expected = expectedIds(f);
          const { seen, total, stoppedAtDepth, stopOffset } = await pageThrough(tier, f, pageSize, sort, order);
          expect(new Set(seen).size).toBe(seen.length); // no repeats
          expect(total).toBe(expected.size);
          for (const id of seen) expect(expected.has(id)).toBe(true);
          if (stoppedAtDepth) {
            // Only a tier's offset depth may stop a walk, and only after serving every row before it.
            expect(stopOffset).toBeGreaterThan(TIERS[tier].maxOffset!);
            expect(seen.length).toBe(Math.min(expected.size, stopOffset));
          } else {
            expect(seen.length).toBe(expected.size); // nothing lost
          }
          if (tier === "developer" && expected.size > 0 && expected.size <= 100) {
            // The pages, concatenated, are exactly the one-page answer in the same order.
            const params = new URLSearchParams({ ...f, limit: "100", sort, order } as Record<string, string>);
            const whole = await get(`/v1/laws?${params}`, { key: keys.developer });
            expect(seen).toEqual((whole.body.data as Array<{ id: string }>).map((r) => r.id));
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
