import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { onShutdown } from "@/lib/runtime/shutdown";
import { readAiLawMirror } from "./import/ai-law-mirror";
import type { CompactRow } from "./import/file-importer";
import { fileImporters } from "./import/registry";
import { FILE_SOURCES, type FileSource, type SourceRead, type UsLawSource } from "./import/types";
import { writeSourceRun, type RunSummary, type WriteProgress } from "./import/write-run";
import { openSnapshotChunks, sourceReadFromSnapshot } from "./snapshot";

/**
 * Loading the corpus into a database that does not hold it yet: each upstream from its prebuilt snapshot
 * (db/snapshots/us-law), then the AI-law mirror from the curated dataset. One source run per source, each one
 * transaction, so an interrupted load resumes with the sources it did not finish.
 */

export interface LoadProgress extends WriteProgress {
  source: UsLawSource;
}

export interface LoadOptions {
  onProgress?: (p: LoadProgress) => void;
  /** Project root holding db/snapshots (default: the working directory). */
  root?: string;
  /**
   * Records per transaction for a first load (default: the whole source in one run). The embedded server passes a
   * few thousand: PGlite serves one statement at a time, so a single 100k-row transaction would stall every other
   * request until it committed. Each chunk is then its own committed run, marked "[chunk i/n]" in its origin; a
   * source counts as loaded once its last chunk has committed, and an interrupted load re-runs the source (the
   * chunks already written compare unchanged).
   */
  chunkSize?: number;
  /**
   * Stops the load at the next statement (server shutdown): the chunk in progress rolls back, the committed ones
   * stay, and the next start resumes. The returned promise then rejects with the signal's reason.
   */
  signal?: AbortSignal;
}

/** The sources with at least one committed run. */
export async function loadedSources(db: Db): Promise<Set<string>> {
  const rows = rowsOf<{ source: string; origin: string }>(await db.execute(sql`SELECT DISTINCT source, origin FROM us_law_source_runs`));
  const complete = (origin: string) => {
    const chunk = /\[chunk (\d+)\/(\d+)\]$/.exec(origin);
    return !chunk || chunk[1] === chunk[2];
  };
  return new Set(rows.filter((r) => complete(r.origin)).map((r) => r.source));
}

/**
 * Idempotent: loads every source no run has loaded yet and returns the runs it made; a database that already holds
 * the corpus costs one query. Call it after the curated seed (the AI-law mirror reads law_records).
 */
export async function loadUsLawCorpus(db: Db, options: LoadOptions = {}): Promise<RunSummary[]> {
  const done = await loadedSources(db);
  const runs: RunSummary[] = [];
  const { signal } = options;
  for (const source of FILE_SOURCES) {
    if (done.has(source)) continue;
    signal?.throwIfAborted();
    // The records of each chunk are derived just before it is written (openSnapshotChunks): the JavaScript between
    // two statements stays short, like the statements themselves.
    const snapshot = await openSnapshotChunks(fileImporters[source], options.root);
    const { read, total } = snapshot;
    const size = options.chunkSize && options.chunkSize < total ? options.chunkSize : total;
    const chunks = Math.max(1, Math.ceil(total / size));
    for (let i = 0; i < chunks; i++) {
      const records = snapshot.records(i * size, (i + 1) * size);
      const last = i === chunks - 1;
      const part: SourceRead = chunks === 1 ? { ...read, records } : {
        ...read,
        origin: `${read.origin} [chunk ${i + 1}/${chunks}]`,
        records,
        rowsRead: last ? read.rowsRead - size * (chunks - 1) : records.length,
        errors: last ? read.errors : [],
      };
      const offset = i * size;
      runs.push(
        await writeSourceRun(db, part, {
          signal,
          onProgress: (p) => options.onProgress?.({ ...p, source, done: offset + p.done, total }),
        }),
      );
    }
  }
  if (!done.has("ai_law_mirror")) {
    signal?.throwIfAborted();
    runs.push(await writeSourceRun(db, await readAiLawMirror(db), { signal, onProgress: (p) => options.onProgress?.({ ...p, source: "ai_law_mirror" }) }));
  }
  return runs;
}

/**
 * The small real subset tests load instead of the whole corpus (each test file has its own database): US Code
 * title 1 (38 sections), 10 CFR title 1 sections, executive orders 14100–14150 and proclamations 10500–10520, and
 * the AI-law mirror. Real rows from the same snapshots, derived by the same importers.
 */
export const TEST_SUBSET: Record<FileSource, (row: CompactRow) => boolean> = {
  us_code: (r) => r[1] === 1,
  ecfr: (r) => r[1] === 1 && Number(r[0]) <= 12,
  executive_orders: (r) => (r[1] as number) >= 14100 && (r[1] as number) <= 14150,
  proclamations: (r) => (r[1] as number) >= 10500 && (r[1] as number) <= 10520,
};

export async function loadUsLawTestSubset(db: Db, options: LoadOptions = {}): Promise<RunSummary[]> {
  const runs: RunSummary[] = [];
  for (const source of FILE_SOURCES) {
    const read = sourceReadFromSnapshot(fileImporters[source], options.root, TEST_SUBSET[source]);
    runs.push(await writeSourceRun(db, read));
  }
  runs.push(await writeSourceRun(db, await readAiLawMirror(db)));
  return runs;
}

// ---------------------------------------------------------------------------------------------------------------
// Background loading for the embedded server: the process starts serving at once while the corpus loads.
// ---------------------------------------------------------------------------------------------------------------

export interface UsLawCorpusStatus {
  state: "not_started" | "loading" | "ready" | "failed";
  /** The source being loaded and its progress, while loading. */
  source?: UsLawSource;
  done?: number;
  total?: number;
  error?: string;
}

/**
 * First-load chunk for the background loader. Its longest statement (inserting the chunk's records: index
 * maintenance) holds the event loop, and the whole chunk holds the database, so the size bounds how long a request
 * waits. Full loads on 2 shared cores at load average ~10: at 2,500 the record inserts took 0.3–1.6 s (median ~0.7 s),
 * at 5,000 0.35–2.7 s (median ~1.8 s); the total load time stayed within the machine's noise (119 s against 138 s).
 * README, "background load"; tests/bench/us-law-background-load.ts measures it.
 */
export const EMBEDDED_CHUNK_SIZE = 2_500;

const STATUS_KEY = Symbol.for("lexatlas.us-law-corpus-status");
type Holder = { [STATUS_KEY]?: { status: UsLawCorpusStatus; promise: Promise<void> | null } };

function holder() {
  const h = globalThis as Holder;
  h[STATUS_KEY] ??= { status: { state: "not_started" }, promise: null };
  return h[STATUS_KEY]!;
}

/** What /v1/health can report: not_started, loading (with progress), ready or failed. */
export function usLawCorpusStatus(): UsLawCorpusStatus {
  return { ...holder().status };
}

/**
 * Starts loadUsLawCorpus in the background once per process and returns its promise (which never rejects: a failure
 * is kept in the status and logged). Meant for the runtime start-up, after openDatabase() has seeded.
 */
export function startUsLawCorpusLoad(db: Db, options: LoadOptions = {}): Promise<void> {
  const h = holder();
  if (h.promise) return h.promise;
  h.status = { state: "loading" };
  // On SIGTERM/SIGINT the load stops at its next statement and the server waits for that before it closes the
  // database: an exit in the middle of a PGlite write can leave the data folder unreadable, a rolled-back chunk cannot.
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  const offShutdown = onShutdown(() => {
    stop.abort(new Error("server shutting down"));
    return h.promise ?? Promise.resolve();
  });
  h.promise = loadUsLawCorpus(db, {
    chunkSize: EMBEDDED_CHUNK_SIZE,
    ...options,
    signal,
    onProgress: (p) => {
      h.status = { state: "loading", source: p.source, done: p.done, total: p.total };
      options.onProgress?.(p);
    },
  }).then(
    () => {
      h.status = { state: "ready" };
    },
    (err: Error) => {
      if (signal.aborted) {
        console.log(`[lexatlas] US-law corpus load stopped (${err.message}); the next start resumes it`);
        h.status = { state: "failed", error: "stopped before it finished" };
        return;
      }
      h.status = { state: "failed", error: err.message.split("\n")[0] };
      console.error(`[lexatlas] US-law corpus load failed: ${err.message}`);
    },
  ).finally(offShutdown);
  return h.promise;
}
