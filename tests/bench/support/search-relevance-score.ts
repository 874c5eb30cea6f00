/**
 * Scores the law search engine against tests/bench/search-relevance.queries.yaml: recall@3 and MRR (first expected
 * record within the top 10). Shared by the benchmark script (prints the report) and the integration test (fails below
 * the goal). Runs the domain function in-process, as a Developer-tier caller (full page), on whatever database
 * `getDb()` opens.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import type { Db } from "@/db/client";
import { lawIdFor } from "@/lib/ingest/normalize";
import { entitlementFor } from "@/lib/auth/tiers";
import { searchLaws } from "@/lib/laws/search-laws";

export const QUERIES_FILE = path.join(import.meta.dirname, "..", "search-relevance.queries.yaml");
export const RECALL_GOAL = 0.9;

const queryFileSchema = z.strictObject({
  queries: z.array(
    z.strictObject({
      q: z.string().min(1),
      kind: z.string(),
      match: z.enum(["all", "any"]).default("all"),
      expect: z.array(z.string()).min(1),
    }),
  ),
});
export type RelevanceQuery = z.infer<typeof queryFileSchema>["queries"][number];

export function relevanceQueries(): RelevanceQuery[] {
  return queryFileSchema.parse(parse(fs.readFileSync(QUERIES_FILE, "utf8"))).queries;
}

export interface QueryScore {
  query: RelevanceQuery;
  recall: number; // credit in the top 3, 0..1
  reciprocalRank: number; // 1/rank of the first expected record in the top 10, or 0
  top: string[]; // the keys returned, best first (top 5)
  strategy: string | undefined;
}

export interface RelevanceReport {
  scores: QueryScore[];
  recallAt3: number;
  mrr: number;
}

const developer = entitlementFor({ kind: "key", tier: "developer", products: ["ai_law"], keyId: null, keyPrefix: null }, "ai_law");

export async function scoreSearch(db: Db, keyOfId: Map<string, string>): Promise<RelevanceReport> {
  const scores: QueryScore[] = [];
  for (const query of relevanceQueries()) {
    const result = await searchLaws(db, { q: query.q, sort: "relevance", order: "desc", limit: 10, offset: 0 }, developer, "http://bench.local");
    const keys = result.data.map((r) => keyOfId.get(r.id) ?? r.id);
    const expected = new Set(query.expect);
    const hits = keys.slice(0, 3).filter((k) => expected.has(k)).length;
    const recall = query.match === "any" ? (hits > 0 ? 1 : 0) : hits / Math.min(3, expected.size);
    const first = keys.findIndex((k) => expected.has(k));
    const meta = result.meta as { strategy?: string };
    scores.push({ query, recall, reciprocalRank: first >= 0 ? 1 / (first + 1) : 0, top: keys.slice(0, 5), strategy: meta.strategy });
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return { scores, recallAt3: mean(scores.map((s) => s.recall)), mrr: mean(scores.map((s) => s.reciprocalRank)) };
}

/** id → seed key for every curated law, so reports name records as the query file does. */
export function keysById(lawKeys: string[]): Map<string, string> {
  return new Map(lawKeys.map((k) => [lawIdFor(k), k]));
}

export function formatReport(report: RelevanceReport): string {
  const lines: string[] = [];
  const byKind = new Map<string, number[]>();
  for (const s of report.scores) byKind.set(s.query.kind, [...(byKind.get(s.query.kind) ?? []), s.recall]);
  lines.push(`queries: ${report.scores.length}   recall@3: ${report.recallAt3.toFixed(3)}   MRR: ${report.mrr.toFixed(3)}   (goal recall@3 ≥ ${RECALL_GOAL})`);
  for (const [kind, xs] of byKind) lines.push(`  ${kind.padEnd(12)} n=${String(xs.length).padStart(3)}  recall@3 ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(3)}`);
  const failing = report.scores.filter((s) => s.recall < 1);
  if (failing.length) {
    lines.push(`\nnot fully satisfied (${failing.length}):`);
    for (const s of failing) {
      lines.push(`  [${s.recall.toFixed(2)}] ${JSON.stringify(s.query.q)} (${s.strategy ?? "?"}) expected ${s.query.match === "any" ? "any of " : ""}${s.query.expect.join(" | ")}`);
      lines.push(`         got ${s.top.join(" | ") || "(nothing)"}`);
    }
  }
  return lines.join("\n");
}
