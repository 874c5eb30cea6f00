/**
 * The zod-free fast path of normalizedLaw must never change what a row normalises to, nor let an invalid
 * row through: on every row it accepts, the zod schema must accept it too and give the same value. Generated rows mix
 * valid values with the near misses zod rejects (untrimmed or empty text, bad dates, bad URLs, unknown keys, wrong
 * types), so both paths are exercised.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { curatedDataset } from "@/db/seed/dataset";
import { normalizedLaw, zodNormalizedLaw } from "@/lib/ingest/normalize";
import { syntheticLaw } from "../../support/synthetic-laws";

const text = fc.oneof(
  fc.constant(undefined), fc.constant(null), fc.constant(""), fc.constant("  "), fc.string({ maxLength: 12 }),
  fc.string({ maxLength: 8 }).map((s) => ` ${s} `), fc.integer(),
);
const date = fc.oneof(
  fc.constant(undefined), fc.constant(null), fc.constant("2024-02-29"), fc.constant("2023-02-29"), fc.constant("2024-13-01"),
  fc.constant(" 2024-01-01"), fc.constant("2024-1-1"), fc.date({ min: new Date("1900-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);
const url = fc.oneof(
  text, fc.constant("https://example.org/a"), fc.constant(" http://example.org "), fc.constant("ftp://example.org"),
  fc.constant("javascript:alert(1)"), fc.constant("https://"), fc.webUrl(),
);
const link = fc.oneof(
  fc.record({ tier: fc.constantFrom("primary", "secondary", "other"), label: text, url }),
  fc.record({ tier: fc.constant("primary"), label: fc.constant(" Label "), url: fc.constant("https://example.org/x") }),
  fc.record({ tier: fc.constant("primary"), label: fc.constant("x"), url: fc.constant("https://example.org/x"), extra: fc.constant(1) }),
  fc.constant(null),
);
const noisyRow = fc.record(
  {
    key: fc.oneof(fc.constant("demo:1"), fc.constant(" demo:2 "), fc.constant(""), fc.constant("   "), fc.integer()),
    scope: fc.constantFrom("state", "federal", "eu", "global", "moon", ""),
    jurisdiction: fc.constantFrom("utah", "new-york", "Utah", "utah-", " utah", "us"),
    identifier: text, title: text, status: text, summary: text, source: text, effective_text: text,
    record_type: fc.constantFrom(undefined, null, "bill", "statute", "treaty", "Bill", "law"),
    in_force: fc.constantFrom(undefined, null, true, false, "true", 0),
    record_date: date, verified_on: date, official_url: url,
    alternate_names: fc.oneof(fc.constant(undefined), fc.constant(null), fc.array(fc.oneof(text, fc.constantFrom("a", " a ", "a")), { maxLength: 4 })),
    sources: fc.oneof(fc.constant(undefined), fc.constant(null), fc.array(link, { maxLength: 3 })),
    titel: fc.constant("a typo"),
  },
  { requiredKeys: [] },
);

// Mostly valid: every field from its valid variants (text with spaces, duplicates and blanks to normalise away), and
// a few wrong URLs, which only the URL checks catch.
const goodText = fc.oneof(fc.constant(undefined), fc.constant(null), fc.constant(" "), fc.string({ maxLength: 12 }), fc.string({ maxLength: 8 }).map((s) => ` ${s} `));
const goodDate = fc.oneof(fc.constant(undefined), fc.constant(null), fc.constant("2024-02-29"), fc.date({ min: new Date("1900-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
const goodRow = fc.record(
  {
    key: fc.constantFrom("demo:1", " demo:2 "),
    scope: fc.constantFrom("state", "federal", "eu", "global"),
    jurisdiction: fc.constantFrom("utah", "new-york", "us"),
    identifier: goodText, title: goodText, status: goodText, summary: goodText, source: goodText, effective_text: goodText,
    record_type: fc.constantFrom(undefined, null, "bill", "statute", "treaty"),
    in_force: fc.constantFrom(undefined, null, true, false),
    record_date: goodDate, verified_on: goodDate,
    official_url: fc.oneof(fc.constant(null), fc.constant(" https://example.org/a "), fc.webUrl(), fc.constantFrom("ftp://example.org", "not a url")),
    alternate_names: fc.oneof(fc.constant(undefined), fc.array(fc.oneof(goodText.filter((t) => typeof t === "string"), fc.constant("a")), { maxLength: 4 })),
    sources: fc.oneof(
      fc.constant(undefined),
      fc.array(fc.record({ tier: fc.constantFrom("primary", "secondary"), label: fc.constantFrom("x", " Label "), url: fc.constantFrom("https://example.org/x", "https://example.org/a?b=c", "http://example.org/x") }), { maxLength: 3 }),
    ),
  },
  { requiredKeys: ["key", "scope", "jurisdiction"] },
);
const row = fc.oneof(noisyRow, goodRow);

describe("normalizedLaw fast path", () => {
  it("agrees with the zod schema on every generated row", () => {
    let accepted = 0;
    fc.assert(
      fc.property(row, (value) => {
        const fast = normalizedLaw(value);
        const reference = zodNormalizedLaw(value);
        expect(fast).toEqual(reference);
        if (reference.ok) accepted++;
      }),
      { numRuns: 20_000 },
    );
    expect(accepted).toBeGreaterThan(2_000); // the generator reaches valid rows, so the comparison is not only of errors
  });

  it("agrees on every curated row and on the synthetic rows of the benchmarks", () => {
    for (const value of [...curatedDataset.laws, syntheticLaw("bench", 7, 3)]) {
      const reference = zodNormalizedLaw(value);
      expect(reference.ok).toBe(true);
      expect(normalizedLaw(value)).toEqual(reference);
    }
  });
});
