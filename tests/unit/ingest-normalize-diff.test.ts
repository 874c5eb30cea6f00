import { describe, expect, it } from "vitest";
import { canonicalJson, contentChange, LAW_NON_SCALAR_FIELDS } from "@/lib/ingest/diff";
import { jsonElementLines } from "@/lib/ingest/json-lines";
import { normalizedJurisdiction, normalizedLaw, type NormalizedLaw } from "@/lib/ingest/normalize";
import { snapshotFromText, SourceError } from "@/lib/ingest/snapshot";
import { canonicalTimestamp, formatMicros, parseMicros } from "@/lib/history/timestamps";
import { lookbackFor } from "@/lib/history/window";

const row = {
  key: "utah:SB 149",
  scope: "state",
  jurisdiction: "utah",
  identifier: "SB 149",
  title: "Artificial Intelligence Amendments",
  record_type: "statute",
  status: "Enacted",
  in_force: true,
  record_date: "2024-03-13",
  summary: "A summary.",
  source: "Utah Legislature",
  official_url: "https://le.utah.gov/~2024/bills/static/SB0149.html",
  alternate_names: ["Utah AI Policy Act"],
  sources: [{ tier: "primary", label: "Bill page", url: "https://le.utah.gov/" }],
  effective_text: "May 1, 2024",
};

function law(overrides: Record<string, unknown> = {}): NormalizedLaw {
  const result = normalizedLaw({ ...row, ...overrides });
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe("normalisation", () => {
  it("treats surrounding whitespace and empty strings as no difference, and repeated alternate names once", () => {
    const noisy = law({ title: "  Artificial Intelligence Amendments \n", identifier: "", alternate_names: ["Utah AI Policy Act", " Utah AI Policy Act", ""] });
    expect(noisy.content.title).toBe("Artificial Intelligence Amendments");
    expect(noisy.content.identifier).toBeNull();
    expect(noisy.metadata.alternate_names).toEqual(["Utah AI Policy Act"]);
    expect(contentChange(law({ identifier: null }), noisy, LAW_NON_SCALAR_FIELDS)).toBeNull();
  });

  it("record_date becomes the Record's date-time with microseconds; the id is the stable id of the key", () => {
    const a = law();
    expect(a.content.record_date).toBe("2024-03-13T00:00:00.000000Z");
    expect(a.id).toBe(law({ title: "other" }).id);
    expect(a.id).not.toBe(law({ key: "utah:SB 150" }).id);
  });

  it("rejects an unknown field, a wrong type, a bad date, a bad URL and a bad scope, naming the field", () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ titel: "x" }, /Unrecognized key.*titel/],
      [{ in_force: "yes" }, /^in_force: /],
      [{ record_date: "13/03/2024" }, /^record_date: expected a date/],
      [{ official_url: "javascript:alert(1)" }, /^official_url: expected an http\(s\) URL/],
      [{ sources: [{ tier: "primary", label: "x", url: "http://insecure.example" }] }, /^sources\.0\.url: expected an https URL/],
      [{ scope: "moon" }, /^scope: /],
      [{ key: "  " }, /^key: is required/],
    ];
    for (const [overrides, message] of cases) {
      const result = normalizedLaw({ ...row, ...overrides });
      expect(result.ok, JSON.stringify(overrides)).toBe(false);
      if (!result.ok) expect(result.message).toMatch(message);
    }
    const missing = normalizedLaw({ scope: "state" });
    expect(missing.ok).toBe(false);
  });

  it("normalises jurisdictions, with kind as metadata", () => {
    const j = normalizedJurisdiction({ slug: "utah", name: "Utah", abbr: "UT", scope: "state", kind: "state" });
    expect(j).toEqual({ ok: true, value: { slug: "utah", content: { name: "Utah", abbr: "UT", scope: "state" }, metadata: { kind: "state" } } });
    expect(normalizedJurisdiction({ slug: "Utah", name: "Utah", abbr: null, scope: "state", kind: "state" }).ok).toBe(false);
  });
});

describe("the differ", () => {
  it("lists changed public fields in Record order with scalar from/to", () => {
    const change = contentChange(law(), law({ status: "Repealed", title: "New title", in_force: false }), LAW_NON_SCALAR_FIELDS);
    expect(change).toEqual({
      changedFields: ["title", "status", "in_force"],
      fieldChanges: [
        { field: "title", from: "Artificial Intelligence Amendments", to: "New title" },
        { field: "status", from: "Enacted", to: "Repealed" },
        { field: "in_force", from: true, to: false },
      ],
      significant: true,
    });
  });

  it("reports internal metadata churn only as 'metadata', with no value diffs, as not significant", () => {
    for (const overrides of [{ alternate_names: ["UAIPA"] }, { sources: [] }, { effective_text: "later" }]) {
      expect(contentChange(law(), law(overrides), LAW_NON_SCALAR_FIELDS)).toEqual({ changedFields: ["metadata"], fieldChanges: [], significant: false });
    }
    expect(contentChange(law(), law({ status: "x", effective_text: "later" }), LAW_NON_SCALAR_FIELDS)?.changedFields).toEqual(["status", "metadata"]);
  });

  it("lists a jurisdiction move without a value diff (the Record's jurisdiction is an object)", () => {
    const change = contentChange(law(), law({ jurisdiction: "colorado" }), LAW_NON_SCALAR_FIELDS);
    expect(change).toEqual({ changedFields: ["jurisdiction"], fieldChanges: [], significant: true });
  });

  it("ignores key order inside jsonb (source links come back from Postgres re-ordered)", () => {
    const stored = law();
    const reordered = { ...stored, metadata: { ...stored.metadata, source_links: [{ url: "https://le.utah.gov/", label: "Bill page", tier: "primary" as const }] } };
    expect(contentChange(reordered, law(), LAW_NON_SCALAR_FIELDS)).toBeNull();
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: 2 }] })).toBe('{"a":[{"c":2,"d":1}],"b":1}');
  });
});

describe("source text", () => {
  it("finds the start line of every row, in the array form and the object form, past tricky strings", () => {
    const text = '[\n  {"a": "x ] } [ \\" ,"},\n  1,\n\n  [2, 3],\n  null\n]';
    expect(jsonElementLines(text).top).toEqual([2, 3, 5, 6]);
    const obj = '{\n "jurisdictions": [\n  {"slug": "a"}\n ],\n "laws": [\n  {"key": "k1"},\n  {"key": "k2",\n   "x": {"laws": [1]}}\n ]\n}';
    const lines = jsonElementLines(obj);
    expect(lines.byKey.get("jurisdictions")).toEqual([3]);
    expect(lines.byKey.get("laws")).toEqual([6, 7]);
  });

  it("accepts a JSON array of law rows or { jurisdictions, laws }, and refuses anything else whole", () => {
    expect(snapshotFromText('[{"key": 1}]', "t").laws).toEqual([{ index: 0, line: 1, value: { key: 1 } }]);
    const both = snapshotFromText('{"jurisdictions": [], "laws": [{}]}', "t");
    expect([both.jurisdictions.length, both.laws.length]).toEqual([0, 1]);
    expect(() => snapshotFromText("[1,", "t")).toThrow(SourceError);
    expect(() => snapshotFromText('{"laws": [], "news": []}', "t")).toThrow(/expected a JSON array/);
    expect(() => snapshotFromText('"laws"', "t")).toThrow(SourceError);
  });
});

describe("microsecond timestamps", () => {
  it("round-trip exactly, including offsets and short fractions", () => {
    for (const v of ["2026-01-31T12:00:00.123456Z", "1999-12-31T23:59:59.999999Z", "1969-12-31T23:59:59.000001Z"]) {
      expect(formatMicros(parseMicros(v))).toBe(v);
    }
    expect(canonicalTimestamp("2026-01-31")).toBe("2026-01-31T00:00:00.000000Z");
    expect(canonicalTimestamp("2026-01-31T14:00:00.5+02:00")).toBe("2026-01-31T12:00:00.500000Z");
    expect(formatMicros(parseMicros("2026-01-31T12:00:00.999999Z") + 1n)).toBe("2026-01-31T12:00:01.000000Z");
  });
});

describe("lookback windows (read from the tier table)", () => {
  const now = Date.parse("2026-06-30T00:00:00Z");
  it("clamps a since older than the window and says so", () => {
    const dev = lookbackFor("developer", "changesWindowDays", "2026-01-01T00:00:00Z", now);
    expect(dev.window).toEqual({ tier: "developer", lookback_days: 30, clamped: true });
    expect(dev.effectiveSince).toBe("2026-05-31T00:00:00.000000Z");
    const recent = lookbackFor("developer", "changesWindowDays", "2026-06-29T00:00:00.000001Z", now);
    expect(recent).toMatchObject({ effectiveSince: "2026-06-29T00:00:00.000001Z", window: { clamped: false } });
  });

  it("without a since the window bounds the answer but nothing was clamped; unbounded tiers have no floor", () => {
    expect(lookbackFor("pro", "changesWindowDays", undefined, now)).toMatchObject({ effectiveSince: "2026-04-01T00:00:00.000000Z", window: { lookback_days: 90, clamped: false } });
    expect(lookbackFor("business", "changesWindowDays", "2000-01-01", now)).toEqual({
      floor: null,
      effectiveSince: "2000-01-01T00:00:00.000000Z",
      window: { tier: "business", lookback_days: null, clamped: false },
    });
    expect(lookbackFor("pro", "historyWindowDays", undefined, now).window.lookback_days).toBe(365);
  });
});
