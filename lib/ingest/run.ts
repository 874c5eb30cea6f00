import { randomUUID } from "node:crypto";
import type { Db } from "@/db/client";
import type { IngestRowError } from "@/db/schema";
import { eventLoopTurn } from "@/lib/event-loop";
import { jurisdictionStateOf, lawStateOf, type JurisdictionRef } from "@/lib/history/state";
import { contentChange, LAW_NON_SCALAR_FIELDS } from "./diff";
import { lawSourceHash, normalizedJurisdiction, normalizedLaw, type Normalized, type NormalizedJurisdiction, type NormalizedLaw } from "./normalize";
import type { SourceRow, SourceSnapshot } from "./snapshot";
import {
  acquireIngestLock, appendHistory, closeRun, insertLaws, markChecked, observationClock, openRun, storedJurisdictions,
  markUnchangedByFingerprint, markUnchangedStaged, stageFingerprints, stageUnchangedCheck, storedLaws, type Fingerprint, updateLaws, upsertJurisdictions, type HistoryEntry, type ObservationClock, type Observed, type RunCounts,
} from "./writer";

/**
 * A source run: one re-read of a source, compared record by record with the stored state.
 *   first observation → insert entry in the history (+ the Change); content differs → update entry, updated_at
 *   advances; unchanged → only checked_at moves. A row that fails validation is reported and skipped.
 *
 * The whole run is ONE transaction under the ingest advisory lock: the run row, every record write and every history
 * row commit together or not at all. So a killed run leaves nothing visible and re-running it converges, and since
 * observed_at values are handed out under the lock, a reader never sees a change before an earlier one.
 */

export interface IngestProgress {
  phase: "waiting_for_lock" | "jurisdictions" | "laws";
  done: number;
  total: number;
  inserted: number;
  updated: number;
  unchanged: number;
  errors: number;
}

export interface IngestOptions {
  /** Records per statement batch (default 1000); progress is reported after each. */
  batchSize?: number;
  onProgress?: (progress: IngestProgress) => void;
  /** Further writes that must commit with the run (the first-start seed's bills and news). */
  alsoWrite?: (tx: Db) => Promise<void>;
  /**
   * Receives the run's law changes inside its transaction, so whatever it writes commits with them or not at all.
   * The runtime wires the webhook outbox here (lib/runtime/ingest.ts); ingest itself knows nothing of webhooks.
   */
  changeSink?: ChangeSink;
}

export type ChangeSink = (tx: Db, entries: HistoryEntry[]) => Promise<unknown>;

export interface IngestSummary {
  runId: string;
  source: string;
  startedAt: string;
  finishedAt: string;
  rowsRead: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Rejected rows, in source order (jurisdictions first). */
  errors: IngestRowError[];
}

type Entity = IngestRowError["entity"];

/** A valid row and where it came from (for errors found later, e.g. an unknown jurisdiction). */
interface Positioned<T> {
  item: T;
  index: number;
  line: number | null;
  /** Laws: the source row's fingerprint (lawSourceHash), or null. */
  hash?: string | null;
}

/**
 * Validates rows one by one, in source order: the valid ones are returned, the others (and repeated keys) go to
 * `errors`. Stateful across calls (the first row of a key wins), so a large source can be validated a chunk at a time.
 */
function rowValidator<T>(
  entity: Entity,
  normalize: (value: unknown) => Normalized<T>,
  keyOf: (value: T) => string,
  errors: IngestRowError[],
): (rows: SourceRow[], hashes?: (string | null)[]) => Positioned<T>[] {
  const firstIndex = new Map<string, number>();
  return (rows, hashes) => {
    const valid: Positioned<T>[] = [];
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      const result = normalize(row.value);
      if (!result.ok) {
        errors.push({ entity, index: row.index, line: row.line, key: result.key, message: result.message });
        continue;
      }
      const key = keyOf(result.value);
      const first = firstIndex.get(key);
      if (first !== undefined) {
        errors.push({ entity, index: row.index, line: row.line, key, message: `duplicate key: first given in row ${first}` });
        continue;
      }
      firstIndex.set(key, row.index);
      valid.push({ item: result.value, index: row.index, line: row.line, hash: hashes?.[r] ?? null });
    }
    return valid;
  };
}

/**
 * Records per set-based "unchanged?" statement, at most: large, since the statement ships back only the keys it marked,
 * and on Postgres 50,000-row statements moved checked_at of 100,000 rows faster than 10,000-row ones (7.0 s vs 9.1 s,
 * on a loaded machine).
 */
const STAGE_CHUNK = 50_000;
/**
 * The first chunk is small and each next one 2.5 times the last (up to STAGE_CHUNK): validating a row takes less than
 * the database's time for it (well under half on a quiet machine), so the next statement is mostly ready before the
 * database is done with the last. With 10,000 then 50,000, the database sat idle while the second chunk was validated
 * (~1 s per run on a loaded machine).
 */
const FIRST_STAGE_CHUNK = 4_000;
const STAGE_GROWTH = 2.5;
/** Rows validated between two yields to the event loop, so a statement already sent is not held up behind them. */
const VALIDATE_SLICE = 1_000;

/**
 * Rows per fingerprint check, at most: each statement scans law_records once (a hashed lookup per record:
 * markUnchangedByFingerprint), so a large source is checked in few statements, the next chunk hashed while the database
 * runs this one.
 */
const FINGERPRINT_CHUNK = 250_000;
/**
 * From this many law rows, the first fingerprint statement takes only a tenth of them (FIRST_FINGERPRINT_SHARE), and
 * node hashes the other nine tenths while the database marks that tenth: an unchanged row costs the database ~20 µs
 * and node ~2 µs (hashing, staging), so the two take about as long and the database no longer waits for the whole
 * source to be hashed (~200 ms per 100,000 rows). The price is one more scan of law_records (~40 ms at 100,000 records)
 * or, when the first tenth is a small part of the table, a lookup through the key index. 100,000 rows on Postgres,
 * re-reads alternated 10 times each after VACUUM + CHECKPOINT (load 2.0): median 2.41 s against 2.47 s in one
 * statement, faster in 9 of the 10 pairs. (An earlier attempt split the statement of the time, a hash join that
 * hashed the whole table for each statement: no gain.)
 */
const SPLIT_FINGERPRINTS_FROM = 20_000;
const FIRST_FINGERPRINT_SHARE = 10;
let splitFingerprintsFrom = SPLIT_FINGERPRINTS_FROM;
/** Tests only: split the fingerprint check from this many law rows (null restores SPLIT_FINGERPRINTS_FROM). */
export function setFingerprintSplitForTests(rows: number | null): void {
  splitFingerprintsFrom = rows ?? SPLIT_FINGERPRINTS_FROM;
}

/**
 * The key of each law row that may be settled by its fingerprint alone: a string key (trimmed, as validation trims it)
 * that no other row of the source shares; null for the others. A repeated key keeps all its rows on the full path,
 * where the first valid one wins and the others are reported as duplicates, exactly as before. So does a key with a
 * line feed in it (fingerprints are staged one a line: stageFingerprints).
 */
function fingerprintKeys(rows: SourceRow[]): (string | null)[] {
  const keys: (string | null)[] = new Array(rows.length);
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (let i = 0; i < rows.length; i++) {
    const value = rows[i]!.value;
    const raw = value && typeof value === "object" ? (value as { key?: unknown }).key : undefined;
    const key = typeof raw === "string" ? raw.trim() : "";
    keys[i] = key && !key.includes("\n") ? key : null;
    if (key && seen.size === seen.add(key).size) repeated.add(key);
  }
  if (repeated.size) for (let i = 0; i < rows.length; i++) if (keys[i] !== null && repeated.has(keys[i]!)) keys[i] = null;
  return keys;
}

export async function runIngest(db: Db, snapshot: SourceSnapshot, options: IngestOptions = {}): Promise<IngestSummary> {
  const errors: IngestRowError[] = [];
  // Jurisdictions are few: validated before the lock is taken.
  const jurisdictions = rowValidator("jurisdiction", normalizedJurisdiction, (j) => j.slug, errors)(snapshot.jurisdictions);
  const validateLaws = rowValidator("law_record", normalizedLaw, (l) => l.key, errors);
  const jurisdictionErrors = errors.length;
  const lawErrors = () => errors.length - jurisdictionErrors; // rows rejected by validation (before any write)
  const batchSize = Math.max(1, options.batchSize ?? 1000);
  const counts: RunCounts = { rowsRead: snapshot.jurisdictions.length + snapshot.laws.length, inserted: 0, updated: 0, unchanged: 0, errors };
  const report = (phase: IngestProgress["phase"], done: number, total: number) =>
    options.onProgress?.({ phase, done, total, inserted: counts.inserted, updated: counts.updated, unchanged: counts.unchanged, errors: errors.length });

  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await acquireIngestLock(tx, () => report("waiting_for_lock", 0, snapshot.laws.length));
    const clock = await observationClock(tx);
    const runId = randomUUID();
    await openRun(tx, runId, snapshot.source, clock.checkedAt);

    await writeJurisdictions(tx, runId, jurisdictions.map((j) => j.item), clock, counts);
    if (jurisdictions.length) report("jurisdictions", jurisdictions.length, jurisdictions.length);
    const refs = new Map([...(await storedJurisdictions(tx)).values()].map((j) => [j.slug, jurisdictionStateOf(j.slug, j.content)]));

    const rowsTotal = snapshot.laws.length;
    /** Keys of the records the staged comparison found unchanged (and marked checked). */
    const checked = new Set<string>();
    // Fingerprints first: every row whose (key, fingerprint) equals its stored record's is marked checked in
    // the database without validation or comparison (a tenth of a large source first, then up to FINGERPRINT_CHUNK rows
    // a statement, the next chunk hashed while the database runs this one). On a routine re-read that is nearly every
    // row; the rest takes the full path.
    const keys = fingerprintKeys(snapshot.laws);
    /** Each row's lawSourceHash (null: none, or its key is repeated), taken a chunk at a time. */
    const hashes: (string | null)[] = new Array(rowsTotal);
    /** 1 = settled by its fingerprint. */
    const settled = new Uint8Array(rowsTotal);
    let settledByHash = 0;
    let byFingerprint: Promise<void> = Promise.resolve();
    const firstChunk = rowsTotal >= splitFingerprintsFrom ? Math.ceil(rowsTotal / FIRST_FINGERPRINT_SHARE) : FINGERPRINT_CHUNK;
    for (let i = 0; i < rowsTotal; ) {
      const end = Math.min(i + (i === 0 ? firstChunk : FINGERPRINT_CHUNK), rowsTotal);
      const rows: Fingerprint[] = [];
      const positions: number[] = [];
      for (let j = i; j < end; j++) {
        const key = keys[j] ?? null;
        const hash = (hashes[j] = key === null ? null : lawSourceHash(snapshot.laws[j]!.value));
        if (key !== null && hash !== null) {
          rows.push({ key, hash });
          positions.push(j);
        }
      }
      const stage = stageFingerprints(rows, { byKey: i === 0 && end < rowsTotal });
      await byFingerprint;
      byFingerprint = markUnchangedByFingerprint(tx, stage, clock.checkedAt).then(({ marked, unmarked }) => {
        for (let r = 0; r < rows.length; r++) if (!unmarked?.has(rows[r]!.key)) settled[positions[r]!] = 1;
        settledByHash += marked;
        counts.unchanged += marked;
        report("laws", settledByHash, rowsTotal);
      });
      byFingerprint.catch(() => {}); // awaited (and so thrown) below; this only keeps it from counting as unhandled meanwhile
      await eventLoopTurn(); // let the statement go out before staging the next chunk
      i = end;
    }
    await byFingerprint;
    // The rows left (new, changed, invalid, repeated keys, no fingerprint yet), in source order, with their fingerprints.
    const pending: SourceRow[] = [];
    const pendingHashes: (string | null)[] = [];
    for (let i = 0; i < rowsTotal; i++) {
      if (settled[i]) continue;
      pending.push(snapshot.laws[i]!);
      pendingHashes.push(hashes[i] ?? null);
    }

    // Then set-based: every unchanged record is found and marked checked in the database, a large chunk
    // per statement; only the rest (new or changed — few on a routine re-read) is read back and diffed in batches.
    // Pipelined: the law rows are validated a chunk at a time while the database runs the previous chunk's
    // statement, so on a re-read the validation (fast path or zod) costs little beyond the database's own work. The
    // check matches records by key, so the fast path derives a row's v5 UUID only if something asks for it.
    const laws: Positioned<NormalizedLaw>[] = [];
    let staged: Promise<void> = Promise.resolve();
    let chunkSize = 0;
    for (let i = 0; i < pending.length; ) {
      const chunk: Positioned<NormalizedLaw>[] = [];
      chunkSize = i === 0 ? FIRST_STAGE_CHUNK : Math.min(STAGE_CHUNK, Math.round(chunkSize * STAGE_GROWTH));
      const end = Math.min(i + chunkSize, pending.length);
      for (let j = i; j < end; j += VALIDATE_SLICE) {
        if (j > i) await eventLoopTurn();
        const sliceEnd = Math.min(j + VALIDATE_SLICE, end);
        chunk.push(...validateLaws(pending.slice(j, sliceEnd), pendingHashes.slice(j, sliceEnd)));
      }
      for (const l of chunk) laws.push(l); // (a spread of 50,000 arguments would be near V8's limit)
      const stage = stageUnchangedCheck(
        chunk.map((l) => l.item),
        chunk.map((l) => l.hash ?? null),
      );
      await staged;
      staged = markUnchangedStaged(tx, stage, clock.checkedAt).then((keys) => {
        for (const key of keys) checked.add(key);
        counts.unchanged += keys.size;
        report("laws", settledByHash + checked.size + lawErrors(), rowsTotal);
      });
      staged.catch(() => {}); // awaited (and so thrown) below; this only keeps it from counting as unhandled meanwhile
      await eventLoopTurn(); // let the statement go out before validating the next chunk
      i = end;
    }
    await staged;
    // Progress counts source rows settled: unchanged, rejected, then written (new or changed) batch by batch.
    const done = settledByHash + checked.size + lawErrors();
    const rest = checked.size ? laws.filter((l) => !checked.has(l.item.key)) : laws;
    for (let i = 0; i < rest.length; i += batchSize) {
      await writeLaws(tx, runId, rest.slice(i, i + batchSize), refs, clock, counts, options.changeSink);
      report("laws", done + Math.min(i + batchSize, rest.length), rowsTotal);
    }

    await options.alsoWrite?.(tx);
    errors.sort((a, b) => (a.entity === b.entity ? a.index - b.index : a.entity === "jurisdiction" ? -1 : 1));
    const finishedAt = await closeRun(tx, runId, counts, clock.last());
    const { rowsRead, inserted, updated, unchanged } = counts;
    return { runId, source: snapshot.source, startedAt: clock.checkedAt, finishedAt, rowsRead, inserted, updated, unchanged, errors };
  });
}

async function writeJurisdictions(tx: Db, runId: string, items: NormalizedJurisdiction[], clock: ObservationClock, counts: RunCounts) {
  if (items.length === 0) return;
  const stored = await storedJurisdictions(tx);
  const writes: Observed<NormalizedJurisdiction>[] = [];
  const unchanged: string[] = [];
  const entries: HistoryEntry[] = [];
  for (const item of items) {
    const before = stored.get(item.slug);
    const change = before ? contentChange(before, item) : null;
    if (before && !change) {
      unchanged.push(item.slug);
      continue;
    }
    const observedAt = clock.next();
    writes.push({ record: item, observedAt });
    entries.push({
      id: randomUUID(), entity: "jurisdiction", record_id: null, jurisdiction_slug: item.slug, scope: item.content.scope,
      change_kind: change ? "update" : "insert", changed_fields: change ? change.changedFields : null,
      field_changes: change?.fieldChanges ?? [], significant: change?.significant ?? true,
      state: { ...jurisdictionStateOf(item.slug, item.content) }, observed_at: observedAt,
    });
  }
  await upsertJurisdictions(tx, writes);
  await markChecked(tx, "jurisdictions", unchanged, clock.checkedAt);
  await appendHistory(tx, runId, entries);
  tally(counts, entries, unchanged.length);
}

async function writeLaws(
  tx: Db,
  runId: string,
  batch: Positioned<NormalizedLaw>[],
  refs: Map<string, JurisdictionRef>,
  clock: ObservationClock,
  counts: RunCounts,
  sink?: ChangeSink,
) {
  const known: Positioned<NormalizedLaw>[] = [];
  for (const positioned of batch) {
    const { item: law, index, line } = positioned;
    if (refs.has(law.content.jurisdiction)) known.push(positioned);
    else {
      counts.errors.push({
        entity: "law_record", index, line, key: law.key,
        message: `jurisdiction: '${law.content.jurisdiction}' is not a known jurisdiction (add it to the source's "jurisdictions")`,
      });
    }
  }
  const stored = await storedLaws(tx, known.map((l) => l.item.id));
  const inserts: Observed<NormalizedLaw>[] = [];
  const updates: Observed<NormalizedLaw>[] = [];
  const unchanged: string[] = [];
  const entries: HistoryEntry[] = [];
  for (const { item: law, hash } of known) {
    const before = stored.get(law.id);
    const change = before ? contentChange(before, law, LAW_NON_SCALAR_FIELDS) : null;
    if (before && !change) {
      unchanged.push(law.id);
      continue;
    }
    const observedAt = clock.next();
    (change ? updates : inserts).push({ record: law, observedAt, sourceHash: hash ?? null });
    entries.push({
      id: randomUUID(), entity: "law_record", record_id: law.id, jurisdiction_slug: law.content.jurisdiction,
      scope: law.content.scope, change_kind: change ? "update" : "insert", changed_fields: change ? change.changedFields : null,
      field_changes: change?.fieldChanges ?? [], significant: change?.significant ?? true,
      state: { ...lawStateOf(law.content, refs.get(law.content.jurisdiction)!) }, observed_at: observedAt,
    });
  }
  await insertLaws(tx, inserts);
  await updateLaws(tx, updates);
  await markChecked(tx, "law_records", unchanged, clock.checkedAt);
  await appendHistory(tx, runId, entries);
  await sink?.(tx, entries);
  tally(counts, entries, unchanged.length);
}

function tally(counts: RunCounts, entries: HistoryEntry[], unchanged: number) {
  for (const e of entries) counts[e.change_kind === "insert" ? "inserted" : "updated"]++;
  counts.unchanged += unchanged;
}
