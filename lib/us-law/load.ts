import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { onShutdown } from "@/lib/runtime/shutdown";
import { readAiLawMirror } from "./import/ai-law-mirror";
import type { CompactRow } from "./import/file-importer";
import { fileImporters } from "./import/registry";
import { FILE_SOURCES, type FileSource, type SourceRead, type UsLawSource } from "./import/types";
import { writeSourceRun, type RunSummary, type WriteProgress } from "./import/write-run";
import { openSnapshotChunks, readChecksums, sourceReadFromSnapshot } from "./snapshot";

/**
 * Loading the corpus into a database from the committed snapshots (db/snapshots/us-law): each upstream from its
 * prebuilt snapshot, then the AI-law mirror from the curated dataset. A source is loaded when the database has a
 * completed run of its current snapshot (the run's input_sha256 equals the snapshot's checksum in SHA256SUMS), so a
 * database started before a newer snapshot was committed loads it at its next start, through the same idempotent
 * import path: new records inserted, one history row per changed field, unchanged records not written. A database
 * never goes back to a snapshot it loaded before (a code rollback does not roll the data back).
 *
 * A record a live sync read last (lib/sources, e.g. a presidential document from the Federal Register API) is left
 * as the sync wrote it: the snapshot is an export of the same upstream cut at a time the database cannot compare with
 * the sync's read, so the live read wins (WriteOptions.keepLiveReads).
 *
 * One source run per source (or per chunk), each one transaction, so an interrupted load resumes with the sources it
 * did not finish.
 */

export interface LoadProgress extends WriteProgress {
  source: UsLawSource;
}

export interface LoadOptions {
  onProgress?: (p: LoadProgress) => void;
  /** Project root holding db/snapshots (default: the working directory). */
  root?: string;
  /**
   * Records per transaction (default: the whole source in one run). The embedded server passes a few thousand:
   * PGlite serves one statement at a time, so a single 100k-row transaction would stall every other request until it
   * committed. Each chunk is then its own committed run, marked "[chunk i/n]" in its origin; a source counts as
   * loaded once its last chunk has committed, and an interrupted load re-runs the source (the chunks already written
   * compare unchanged and cost no write).
   */
  chunkSize?: number;
  /**
   * Stops the load at the next statement (server shutdown): the chunk in progress rolls back, the committed ones
   * stay, and the next start resumes. The returned promise then rejects with the signal's reason.
   */
  signal?: AbortSignal;
}

/** The committed snapshots' checksums; none when SHA256SUMS cannot be read (then any completed run counts). */
function snapshotChecksums(root?: string): Record<string, string> {
  try {
    return readChecksums(root);
  } catch {
    return {};
  }
}

/**
 * The sources whose current snapshot this database has loaded (a completed run with the snapshot's checksum), and
 * the AI-law mirror once it has any completed run. One query (us_law_source_runs holds a few rows per load).
 */
export async function loadedSources(db: Db, root?: string): Promise<Set<string>> {
  const checksums = JSON.stringify(snapshotChecksums(root));
  const rows = rowsOf<{ source: string; origin: string }>(
    await db.execute(sql`
      SELECT DISTINCT source, origin FROM us_law_source_runs
      WHERE source = 'ai_law_mirror'
        OR input_sha256 = ${checksums}::jsonb ->> source
        OR (source IN (SELECT jsonb_array_elements_text(${JSON.stringify(FILE_SOURCES)}::jsonb)) AND NOT jsonb_exists(${checksums}::jsonb, source))`),
  );
  const complete = (origin: string) => {
    const chunk = /\[chunk (\d+)\/(\d+)\]$/.exec(origin);
    return !chunk || chunk[1] === chunk[2];
  };
  return new Set(rows.filter((r) => complete(r.origin)).map((r) => r.source));
}

/**
 * Idempotent: loads every source whose current snapshot no run has loaded yet and returns the runs it made; a
 * database that already holds the current snapshots costs one query. Call it after the curated seed (the AI-law
 * mirror reads law_records).
 */
export async function loadUsLawCorpus(db: Db, options: LoadOptions = {}): Promise<RunSummary[]> {
  const done = await loadedSources(db, options.root);
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
          keepLiveReads: true,
          stampUnchanged: false,
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
 * docs/benchmarks.md, "us-law-background-load.ts", which measures it.
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
