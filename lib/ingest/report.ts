import type { IngestRowError } from "@/db/schema";
import type { IngestProgress, IngestSummary } from "./run";

/** Operator-facing text of a source run: the same lines whether the run is local or inside the server. */

export function progressLine(p: IngestProgress): string {
  if (p.phase === "waiting_for_lock") return "ingest: another source run holds the ingest lock; waiting for it to finish…";
  const pct = p.total ? Math.floor((p.done / p.total) * 100) : 100;
  return (
    `ingest: ${p.phase} ${p.done}/${p.total} (${pct}%) — run so far: inserted ${p.inserted}, updated ${p.updated}, ` +
    `unchanged ${p.unchanged}, errors ${p.errors}`
  );
}

export function rowErrorLine(e: IngestRowError): string {
  const list = e.entity === "jurisdiction" ? "jurisdictions" : "laws";
  const where = `${list}[${e.index}]${e.line !== null ? ` (line ${e.line})` : ""}`;
  return `  ${where}${e.key ? ` ${e.key}` : ""}: ${e.message}`;
}

const SHOWN_ERRORS = 50;

export function summaryLines(s: IngestSummary): string[] {
  const lines = [
    `source run ${s.runId} (${s.source}) committed at ${s.finishedAt}`,
    `  rows read  ${s.rowsRead}`,
    `  inserted   ${s.inserted}`,
    `  updated    ${s.updated}`,
    `  unchanged  ${s.unchanged}`,
    `  errors     ${s.errors.length}${s.errors.length ? " (rows skipped, nothing of them written):" : ""}`,
    ...s.errors.slice(0, SHOWN_ERRORS).map(rowErrorLine),
  ];
  if (s.errors.length > SHOWN_ERRORS) lines.push(`  … and ${s.errors.length - SHOWN_ERRORS} more (stored on the source run)`);
  return lines;
}

/** Exit status of `npm run ingest`: 0 clean, 1 committed but some rows were rejected, 2 nothing written. */
export function exitCodeOf(s: IngestSummary): number {
  return s.errors.length ? 1 : 0;
}
