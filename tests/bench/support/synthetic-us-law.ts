/**
 * SYNTHETIC US-law corpus for benchmarks only — not law, never served by `npm start` (nothing outside tests/bench
 * imports this file). Every record says so: title prefix "[SYNTHETIC]", source "synthetic", source_authority and
 * edition "SYNTHETIC", official_url on the reserved example.invalid domain. Deterministic: the same n gives the same
 * rows, so the read benchmarks of the next issue compare like with like.
 *
 * The shape follows the real corpus: ~35% statutes, ~60% regulations, ~5% presidential documents, 53 federal code
 * titles, and state records spread over the 50 states so jurisdiction filters have realistic selectivity.
 *
 * Titles (what full-text search reads) come in two distributions:
 * - "corpus" (the default): each title is a real corpus title — the headings of the committed snapshot
 *   (db/snapshots/us-law: US Code, CFR, executive orders, proclamations) — drawn at random with replacement, behind
 *   the "[SYNTHETIC]" prefix. A word then matches about n / 167,016 times as many records as in the real corpus
 *   ("privacy" ~160 → ~950 at 1M, "definitions" ~6,000 → ~36,000): the term distribution of a corpus that grew
 *   the way law grows, more sections of the same kinds, which is what "search at 1M against search on the real
 *   corpus" is meant to measure.
 * - "uniform" (BENCH_TITLES=uniform in the read benchmark): two words drawn from 25 topic words, so every one of them
 *   matches ~8% of all records (~78,000 at 1M) — no real corpus has a title word that common except boilerplate such
 *   as "definitions"; kept as the worst case for the ranking bound.
 */
import type { Db } from "@/db/client";
import { normaliseCitation, recordUidFor } from "@/lib/us-law/citation";
import { classify } from "@/lib/us-law/classify";
import { classificationFields } from "@/lib/us-law/import/file-importer";
import type { UsLawRecordInput } from "@/lib/us-law/import/types";
import { fileImporters } from "@/lib/us-law/import/registry";
import { writeSourceRun } from "@/lib/us-law/import/write-run";
import { sourceReadFromSnapshot } from "@/lib/us-law/snapshot";

export type SyntheticTitles = "corpus" | "uniform";

/** Every title of the committed real-corpus snapshot, in snapshot order (the pool "corpus" titles are drawn from). */
export function realCorpusTitles(): string[] {
  const titles: string[] = [];
  for (const importer of Object.values(fileImporters)) {
    for (const r of sourceReadFromSnapshot(importer).records) titles.push(r.title);
  }
  return titles;
}

const STATES = [
  "alabama", "alaska", "arizona", "arkansas", "california", "colorado", "connecticut", "delaware", "florida", "georgia",
  "hawaii", "idaho", "illinois", "indiana", "iowa", "kansas", "kentucky", "louisiana", "maine", "maryland",
  "massachusetts", "michigan", "minnesota", "mississippi", "missouri", "montana", "nebraska", "nevada", "new-hampshire",
  "new-jersey", "new-mexico", "new-york", "north-carolina", "north-dakota", "ohio", "oklahoma", "oregon",
  "pennsylvania", "rhode-island", "south-carolina", "south-dakota", "tennessee", "texas", "utah", "vermont",
  "virginia", "washington", "west-virginia", "wisconsin", "wyoming",
];
const WORDS = [
  "privacy", "consumer", "credit", "securities", "employment", "discrimination", "artificial intelligence", "health",
  "insurance", "water", "energy", "transportation", "education", "tax", "wildlife", "firearms", "elections",
  "telecommunications", "housing", "veterans", "banking", "definitions", "penalties", "enforcement", "reports",
];

/** A small deterministic PRNG (mulberry32): benchmarks must not depend on Math.random. */
function prng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Record i; `titlePool` (realCorpusTitles()) gives the "corpus" title distribution, none the "uniform" one. */
export function syntheticUsLawRecord(i: number, titlePool?: readonly string[]): UsLawRecordInput {
  const rand = prng(i + 1);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
  const kind = rand();
  const state = rand() < 0.4 ? pick(STATES) : null;
  const title = 1 + Math.floor(rand() * 54);
  const instrument = kind < 0.35 ? "statute" : kind < 0.95 ? "regulation" : rand() < 0.5 ? "executive_order" : "proclamation";
  const heading = titlePool ? `[SYNTHETIC] ${pick(titlePool as string[])}` : `[SYNTHETIC] ${pick(WORDS)} ${pick(WORDS)} ${i}`;
  const citation = state
    ? `SYNTHETIC ${state} ${title}-${i}`
    : instrument === "statute" ? `SYNTHETIC ${title} U.S.C. § ${i}` : instrument === "regulation" ? `SYNTHETIC ${title} CFR ${i}.1` : `SYNTHETIC Document ${i}`;
  const jurisdiction = state ?? "federal";
  const year = 1950 + Math.floor(rand() * 75);
  const date = `${year}-${String(1 + Math.floor(rand() * 12)).padStart(2, "0")}-${String(1 + Math.floor(rand() * 28)).padStart(2, "0")}`;
  const inForce = rand() < 0.9;
  return {
    record_uid: recordUidFor(jurisdiction, citation),
    source: "synthetic" as UsLawRecordInput["source"],
    instrument_type: instrument as UsLawRecordInput["instrument_type"],
    title: heading,
    short_title: null,
    citation,
    citation_normalized: normaliseCitation(citation),
    identifier: String(i),
    document_number: instrument === "executive_order" || instrument === "proclamation" ? 100_000 + i : null,
    status: inForce ? "in_force" : "repealed",
    status_detail: "SYNTHETIC",
    in_force: inForce,
    is_binding: true,
    jurisdiction_slug: jurisdiction,
    jurisdiction_level: state ? "state" : "federal",
    effective_date: rand() < 0.5 ? date : null,
    enacted_date: date,
    repealed_date: inForce ? null : date,
    published_date: null,
    code_title: title,
    code_title_name: "SYNTHETIC",
    chapter: String(1 + Math.floor(rand() * 100)),
    part: null,
    part_heading: null,
    hierarchy: null,
    agency: null,
    fr_citation: null,
    fr_document_number: null,
    ...classificationFields(classify({ kind: "us_code", title: title === 53 ? 54 : title, chapter: null, section: null, headings: [], ownTitle: heading })),
    official_url: `https://example.invalid/synthetic/${i}`,
    source_authority: "SYNTHETIC benchmark data — not law",
    full_text_url: null,
    full_text_sha256: null,
    edition: "SYNTHETIC",
  };
}

/** Writes n synthetic records in runs of `chunk` (each one transaction). Returns the seconds taken. */
export async function loadSyntheticUsLaw(
  db: Db,
  n: number,
  chunk = 50_000,
  log: (s: string) => void = () => {},
  titles: SyntheticTitles = "corpus",
): Promise<number> {
  const started = process.hrtime.bigint();
  const pool = titles === "corpus" ? realCorpusTitles() : undefined;
  for (let start = 0; start < n; start += chunk) {
    const records = Array.from({ length: Math.min(chunk, n - start) }, (_, k) => syntheticUsLawRecord(start + k, pool));
    await writeSourceRun(db, {
      source: "synthetic" as never, origin: `synthetic ${start}–${start + records.length - 1}`, edition: "SYNTHETIC",
      inputSha256: "synthetic", rowsRead: records.length, records, errors: [],
    });
    log(`synthetic: ${(start + records.length).toLocaleString("en-US")}/${n.toLocaleString("en-US")}`);
  }
  return Number(process.hrtime.bigint() - started) / 1e9;
}
