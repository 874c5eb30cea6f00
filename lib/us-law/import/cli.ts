import path from "node:path";
import type { Db } from "@/db/client";
import { readAiLawMirror } from "./ai-law-mirror";
import { fileImporters } from "./registry";
import { FILE_SOURCES, type FileSource, type SourceRead, type UsLawSource } from "./types";
import { writeSourceRun, type RunSummary, type WriteProgress } from "./write-run";
import { sourceReadFromFiles, sourceReadFromSnapshot, writeSnapshot } from "../snapshot";

/** The command-line names of the sources (`npm run import-us-law -- us-code`). */
export const CLI_SOURCES: Record<string, UsLawSource> = {
  "us-code": "us_code",
  ecfr: "ecfr",
  "executive-orders": "executive_orders",
  proclamations: "proclamations",
  "ai-law": "ai_law_mirror",
};

export const DEFAULT_DATA_DIR = path.join("..", "shared", "data");

export function progressLine(source: string, p: WriteProgress): string {
  if (p.phase === "waiting_for_lock") return `${source}: waiting for another US-law import to finish`;
  const pct = p.total ? Math.round((100 * p.done) / p.total) : 100;
  return `${source}: ${p.phase} ${p.done.toLocaleString("en-US")}/${p.total.toLocaleString("en-US")} (${pct}%)`;
}

export function summaryLines(s: RunSummary, ms: number, skipped: SourceRead["skipped"] = []): string[] {
  const lines = [
    `${s.source}: run ${s.runId} committed in ${(ms / 1000).toFixed(1)} s — read ${s.rowsRead}, inserted ${s.inserted}, ` +
      `updated ${s.updated} (${s.changes} field changes), unchanged ${s.unchanged}, rejected ${s.errors.length}` +
      (s.keptLive ? `, left as a live sync read them ${s.keptLive}` : "") +
      (skipped?.length ? `, skipped ${skipped.length} (a document listed twice, or a republication)` : ""),
  ];
  for (const e of s.errors.slice(0, 20)) lines.push(`  rejected ${e.file} line ${e.line}${e.key ? ` (${e.key})` : ""}: ${e.message}`);
  if (s.errors.length > 20) lines.push(`  … and ${s.errors.length - 20} more (all stored in us_law_source_runs.error_rows, up to 1,000)`);
  return lines;
}

/** The run input of one source: upstream files (default) or the shipped snapshot (under `root`, default the working directory). */
export async function readSource(db: Db, source: UsLawSource, opts: { dataDir: string; fromSnapshot: boolean; root?: string }): Promise<SourceRead> {
  if (source === "ai_law_mirror") return readAiLawMirror(db);
  const importer = fileImporters[source as FileSource];
  return opts.fromSnapshot ? sourceReadFromSnapshot(importer, opts.root) : sourceReadFromFiles(importer, opts.dataDir);
}

export async function importSources(
  db: Db,
  sources: UsLawSource[],
  opts: { dataDir: string; fromSnapshot: boolean; root?: string; batchSize?: number; log: (line: string) => void },
): Promise<RunSummary[]> {
  const out: RunSummary[] = [];
  for (const source of sources) {
    const started = Date.now();
    opts.log(`${source}: reading ${opts.fromSnapshot || source === "ai_law_mirror" ? "" : `${opts.dataDir} `}…`);
    const read = await readSource(db, source, opts);
    opts.log(`${source}: ${read.records.length.toLocaleString("en-US")} records from ${read.origin}`);
    let last = 0;
    const summary = await writeSourceRun(db, read, {
      batchSize: opts.batchSize,
      // A snapshot is an export cut at a time the database cannot compare with a live sync's read: as when the server
      // loads it, the live read wins. Upstream files given by hand are imported as read.
      keepLiveReads: opts.fromSnapshot,
      onProgress: (p) => {
        if (p.phase === "staging" && Date.now() - last < 500 && p.done < p.total) return;
        last = Date.now();
        opts.log(progressLine(source, p));
      },
    });
    for (const line of summaryLines(summary, Date.now() - started, read.skipped)) opts.log(line);
    out.push(summary);
  }
  return out;
}

export function regenerateSnapshots(dataDir: string, log: (line: string) => void): void {
  for (const source of FILE_SOURCES) {
    const started = Date.now();
    const r = writeSnapshot(fileImporters[source], dataDir);
    log(`${source}: snapshot ${r.rows.toLocaleString("en-US")} rows, ${(r.bytes / 1e6).toFixed(2)} MB gzipped, sha256 ${r.sha256.slice(0, 12)}… (${Date.now() - started} ms)`);
  }
}
