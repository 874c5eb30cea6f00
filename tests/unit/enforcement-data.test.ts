import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  MOVABLE_MATTER_STATUSES,
  RESOLVED_MATTER_STATUSES,
  VERIFICATION_MAX_AGE_MONTHS,
  duplicateStatusMismatches,
  eventsOutOfOrder,
  freshnessCutoff,
  newestDatedEvent,
  staleMovableMatters,
  statusConflicts,
} from "@/lib/enforcement/matter-currency";
import { mattersDir, readMatterFiles, redactionPolicyOf, type MatterRow } from "@/lib/enforcement/matter-file";
import { readMonitoredSources } from "@/lib/enforcement/monitored-sources";
import { isPartyWithheld } from "@/lib/enforcement/redaction";
import { VOCABULARY_KINDS, codesOf, parseVocabularies, vocabulariesPath } from "@/lib/enforcement/vocabularies";

/**
 * The data test: runs over whatever the curated folder holds (db/seed/enforcement/matters/*.yaml; none is fine) and
 * over the labelled test fixture. Vocabulary codes are checked by the row schema itself.
 */

const FIXTURE = path.resolve(__dirname, "../fixtures/enforcement/matters.sample.yaml");
/**
 * The freshness clock: today, unless DATA_FRESHNESS_DATE (YYYY-MM-DD) pins it, so a run can be reproduced or a stale
 * row shown ahead of time (DATA_FRESHNESS_DATE=2027-06-01 fails on every matter not re-checked since 2026-12-01).
 */
function freshnessClock(): Date {
  const pinned = process.env.DATA_FRESHNESS_DATE;
  if (!pinned) return new Date();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(pinned)) throw new Error(`DATA_FRESHNESS_DATE must be YYYY-MM-DD, got '${pinned}'`);
  return new Date(`${pinned}T12:00:00Z`);
}
const data = readMatterFiles(mattersDir());
const fixture = readMatterFiles(path.join(mattersDir(), "__none__"), [FIXTURE]);

function checkRows(rows: MatterRow[]) {
  for (const row of rows) {
    // ≥ 1 source document with an http(s) URL.
    expect(row.sources.length, row.key).toBeGreaterThan(0);
    for (const s of row.sources) expect(s.url, row.key).toMatch(/^https?:\/\/\S+$/);
    // Verbatim strings: non-empty, never padded (a reformatted value would usually betray itself here).
    for (const r of row.relief) if (r.amount !== null) expect(r.amount, row.key).toBe(r.amount.trim());
    for (const l of row.laws) {
      expect(l.citation.length, row.key).toBeGreaterThan(0);
      expect(l.citation, row.key).toBe(l.citation.trim());
    }
    // A withheld party's name must not appear in our own text of the matter (the API also scrubs it; this keeps
    // the curated text clean so nothing depends on the scrub). The caption and source titles are verbatim titles of
    // the forum and the publishers, not our text: a private party named in them is replaced by "[withheld]" when served.
    const policy = redactionPolicyOf(row);
    const text = [row.summary, ...row.events.map((e) => e.description), ...row.relief.map((r) => r.description)]
      .filter(Boolean)
      .join("\n")
      .toLowerCase();
    for (const p of row.parties) {
      if (p.name && isPartyWithheld({ kind: p.kind, piiClass: p.pii_class }, policy)) expect(text.includes(p.name.toLowerCase()), `${row.key}: ${p.name}`).toBe(false);
    }
    // Dates in order where both are known.
    if (row.filed_date && row.decided_date) expect(row.filed_date <= row.decided_date, row.key).toBe(true);
    if (row.filed_date && row.closed_date) expect(row.filed_date <= row.closed_date, row.key).toBe(true);
    // The chain reads oldest first, and the status agrees with it (a judgment cannot be followed by "open").
    expect(eventsOutOfOrder(row), row.key).toEqual([]);
    expect(statusConflicts(row), row.key).toEqual([]);
  }
  expect(duplicateStatusMismatches(rows)).toEqual([]);
}

describe("enforcement registry data", () => {
  it("the vocabularies file is valid: thirteen kinds, unique codes, labels and descriptions", () => {
    const v = parseVocabularies(fs.readFileSync(vocabulariesPath(), "utf8"));
    expect(Object.keys(v)).toEqual([...VOCABULARY_KINDS]);
  });

  it("the monitored sources file is valid", () => {
    const sources = readMonitoredSources();
    expect(sources.length).toBeGreaterThan(0);
    for (const s of sources) expect(s.url).toMatch(/^https:\/\//);
  });

  it("every curated matter parses against the schema and the vocabularies (counts printed for docs/data.md's enforcement registry)", () => {
    expect(data.errors).toEqual([]);
    const count = (f: (r: MatterRow) => string) => data.rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [f(r)]: (acc[f(r)] ?? 0) + 1 }), {});
    console.log(`enforcement matters: ${data.rows.length} in ${data.files.length} file(s)`);
    console.log("by matter_type:", JSON.stringify(count((r) => r.matter_type)));
    console.log("by jurisdiction_level:", JSON.stringify(count((r) => r.jurisdiction_level)));
  });

  it("every curated matter: ≥ 1 source URL, verbatim amounts and citations, no withheld name in our text", () => {
    checkRows(data.rows);
  });

  it("no fictional test row ever sits in the served data folder", () => {
    for (const row of data.rows) {
      expect(row.key.startsWith("test-"), row.key).toBe(false);
      expect(row.caption.toLowerCase(), row.key).not.toContain("fictional");
      for (const s of row.sources) expect(s.url, row.key).not.toMatch(/^https?:\/\/([^/]+\.)?example\.(com|org|net)\//);
    }
  });

  it("every matter_status code is either movable or resolved, never both", () => {
    const classified = [...MOVABLE_MATTER_STATUSES, ...RESOLVED_MATTER_STATUSES];
    expect(new Set(classified).size).toBe(classified.length);
    expect([...codesOf("matter_status")].sort()).toEqual([...classified].sort());
  });

  it(`every matter whose status can still move was re-checked within ${VERIFICATION_MAX_AGE_MONTHS} months (clock: DATA_FRESHNESS_DATE or today)`, () => {
    const now = freshnessClock();
    const movable = data.rows.filter((r) => (MOVABLE_MATTER_STATUSES as readonly string[]).includes(r.matter_status));
    console.log(`movable matters: ${movable.length}; verified since ${freshnessCutoff(now)}: ${movable.length - staleMovableMatters(data.rows, now).length}`);
    expect(staleMovableMatters(data.rows, now)).toEqual([]);
  });

  it("a verification date is never after the clock nor before the newest dated event it vouches for", () => {
    const today = freshnessClock().toISOString().slice(0, 10);
    for (const row of data.rows) {
      if (!row.last_verified) continue;
      expect(row.last_verified <= today, `${row.key}: last_verified ${row.last_verified} is after ${today}`).toBe(true);
      const newest = newestDatedEvent(row);
      if (newest) expect(row.last_verified >= newest.date, `${row.key}: verified ${row.last_verified}, before its event of ${newest.date}`).toBe(true);
    }
  });

  it("the test fixture obeys the same rules", () => {
    expect(fixture.errors).toEqual([]);
    expect(fixture.rows.length).toBeGreaterThan(0);
    checkRows(fixture.rows);
  });
});
