import { createHash, randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import type { UsLawRowError } from "@/db/schema";
import { isoMicros } from "@/lib/db-time";
import { textArrayOfLines } from "@/lib/ingest/writer";
import { inSlices } from "@/lib/event-loop";
import { appendUsLawChanges, type PublishedChanges } from "./change-feed";
import type { SourceRead, UsLawRecordInput } from "./types";

/**
 * Writes one source run, set-based, in one of two ways. A run of which the corpus holds no record (a backfill, a new
 * title, a first load) inserts its records and assignments straight from one JSON parameter per batch. Any other run
 * stages its records in a temporary table the same way, then four statements compare staging with the stored
 * records — change rows (one per changed field), updates, verification stamps, inserts — and the assignments are
 * synced. Everything is one transaction under an advisory lock: a run commits whole or not at all, one writer at a time.
 */

/** Stored column → SQL type, in the order the staging table and jsonb_to_recordset use. */
const COLUMNS: [string, string][] = [
  ["record_uid", "text"],
  ["source", "text"],
  ["instrument_type", "text"],
  ["title", "text"],
  ["short_title", "text"],
  ["citation", "text"],
  ["citation_normalized", "text"],
  ["identifier", "text"],
  ["document_number", "integer"],
  ["status", "text"],
  ["status_detail", "text"],
  ["in_force", "boolean"],
  ["is_binding", "boolean"],
  ["jurisdiction_slug", "text"],
  ["jurisdiction_level", "text"],
  ["effective_date", "date"],
  ["enacted_date", "date"],
  ["repealed_date", "date"],
  ["published_date", "date"],
  ["code_title", "integer"],
  ["code_title_name", "text"],
  ["chapter", "text"],
  ["part", "text"],
  ["part_heading", "text"],
  ["hierarchy", "text"],
  ["agency", "text"],
  ["fr_citation", "text"],
  ["fr_document_number", "text"],
  ["primary_branch", "text"],
  ["primary_subcategory", "text"],
  ["secondary_subcategories", "text[]"],
  ["official_url", "text"],
  ["source_authority", "text"],
  ["full_text_url", "text"],
  ["full_text_sha256", "text"],
  ["edition", "text"],
];

/**
 * Provenance of the upstream as a whole, not of the law: updated silently (a new edition label would otherwise log a
 * "change" on every record). Every other column is a public field whose change is logged, one row per field.
 */
export const UNLOGGED_COLUMNS = new Set(["source", "source_authority", "edition", "citation_normalized"]);
export const LOGGED_COLUMNS = COLUMNS.map(([c]) => c).filter((c) => !UNLOGGED_COLUMNS.has(c));

export interface WriteProgress {
  phase: "waiting_for_lock" | "staging" | "comparing" | "done";
  done: number;
  total: number;
}

export interface RunSummary {
  runId: string;
  source: string;
  origin: string;
  startedAt: string;
  finishedAt: string;
  rowsRead: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Change rows written (one per changed field). */
  changes: number;
  /** Records of the input left as a live sync last read them (WriteOptions.keepLiveReads); not compared, not written. */
  keptLive: number;
  errors: UsLawRowError[];
}

export interface WriteOptions {
  /** Records per staging statement (default 5,000). */
  batchSize?: number;
  onProgress?: (p: WriteProgress) => void;
  /** Aborts the run before its next statement: nothing of it commits (the background loader's shutdown). */
  signal?: AbortSignal;
  /**
   * More writes that must commit with this run or not at all, given the run's counts: a live sync's checkpoint and
   * run record (lib/sources/run.ts), so a killed sync never finds its records without its checkpoint or the reverse.
   */
  alsoWrite?: (tx: Db, counts: { inserted: number; updated: number; unchanged: number }) => Promise<void>;
  /**
   * Leave alone every record whose last read was a live sync (its last_run_id names a run with a sync_run_id): the
   * snapshot loader, whose snapshot is an export of the same upstream cut at a time the database cannot compare with
   * the sync's read, never rolls a live read back.
   */
  keepLiveReads?: boolean;
  /**
   * Stamp retrieved_at / last_verified_at on the records the run read unchanged (default true: a live read verified
   * them now). The snapshot loader passes false: a snapshot it loads again verifies nothing new, and its unchanged
   * records then cost no write.
   */
  stampUnchanged?: boolean;
  /**
   * Publish the run's changes (a live sync's): record_history rows of entity us_law_record for /changes and /feed,
   * then `deliver` — the webhook outbox — given their observed_at range, all in this transaction
   * (lib/us-law/import/change-feed.ts). The file importers leave it unset: a bulk load is a baseline, not news.
   */
  publish?: { deliver: (tx: Db, changes: PublishedChanges) => Promise<number> };
}

const IMPORT_LOCK = sql`hashtext('lexatlas:us-law-import')`;
const list = (names: string[], prefix = "") => sql.raw(names.map((n) => `${prefix}"${n}"`).join(", "));

/** One record's staging row and its assignments' rows, as JSON text (each a piece of the arrays stagedJson sends). */
interface StagedRow {
  row: string;
  /** Its assignments' arrays joined by commas; "" when it has none. */
  assignments: string;
}

/** A record's staging row: its values in COLUMNS order. */
const rowValues = (r: UsLawRecordInput) => COLUMNS.map(([c]) => (r as unknown as Record<string, unknown>)[c] ?? null);
/** A record's assignments' staging rows. */
const assignmentValues = (r: UsLawRecordInput) => r.assignments.map((a) => [r.record_uid, a.subcategory, a.branch, a.is_primary, a.rule]);

function stagedRowOf(r: UsLawRecordInput): StagedRow {
  return { row: JSON.stringify(rowValues(r)), assignments: assignmentValues(r).map((a) => JSON.stringify(a)).join(",") };
}

/** Staging rows serialised ahead of their run (prepareStagedRows), by record object. */
const preparedRows = new WeakMap<UsLawRecordInput, StagedRow>();

/** A batch's whole staging text and its fingerprint, put together ahead of its run (prepareStagedRows). */
interface StagedBatch {
  rows: string;
  assignments: string;
  /** sha256 of rows then assignments: the fingerprint the writer would compute from the same text. */
  sha256: string;
}
/** By the records array the batch was prepared as (frozen, so it is still that batch when it is written). */
const preparedBatches = new WeakMap<readonly UsLawRecordInput[], StagedBatch>();

/**
 * Serialises records for staging ahead of the run that will write them, in slices with a turn of the event loop
 * between them: a live sync does it for the page it read ahead while the page before it is written
 * (lib/sources/sinks/us-law.ts). The batch's whole text is put together and fingerprinted here too, as it is
 * serialised, so the run starts writing as soon as its transaction is open (joining and hashing a 1,000-record page
 * held the event loop for ~12 ms between two of the run's statements). Each record, and the array, is frozen, so the
 * text cannot go stale: a record changed before the run (a held disposition kept) is a new object in a new array,
 * and is serialised again then.
 */
export async function prepareStagedRows(records: UsLawRecordInput[], slice = 100): Promise<void> {
  const hash = createHash("sha256").update("[");
  const rows: string[] = [];
  const assignments: string[] = [];
  await inSlices(
    records.length,
    (i) => {
      const r = records[i]!;
      let staged = preparedRows.get(r);
      if (!staged) preparedRows.set(frozen(r), (staged = stagedRowOf(r)));
      if (i > 0) hash.update(",");
      hash.update(staged.row);
      rows.push(staged.row);
      if (staged.assignments !== "") assignments.push(staged.assignments);
    },
    slice,
  );
  const assignmentsText = `[${assignments.join(",")}]`;
  const sha256 = hash.update("]").update(assignmentsText).digest("hex");
  preparedBatches.set(Object.freeze(records), { rows: `[${rows.join(",")}]`, assignments: assignmentsText, sha256 });
}

/** The record with everything its staging text is made of frozen (its arrays and assignments too). */
function frozen(r: UsLawRecordInput): UsLawRecordInput {
  for (const a of r.assignments) Object.freeze(a);
  Object.freeze(r.assignments);
  Object.freeze(r.secondary_subcategories);
  return Object.freeze(r);
}

/**
 * The JSON arrays a staging statement sends: JSON.stringify of the rows' arrays and of the assignments' arrays. When
 * records were prepared (a page read ahead), the same text is put together from their pieces; otherwise (a file import,
 * a whole eCFR title) it is made in one go, without a string per record held until the end.
 */
export function stagedJson(records: UsLawRecordInput[]): { rows: string; assignments: string } {
  if (!records.some((r) => preparedRows.has(r))) {
    return { rows: JSON.stringify(records.map(rowValues)), assignments: JSON.stringify(records.flatMap(assignmentValues)) };
  }
  const staged = records.map((r) => preparedRows.get(r) ?? stagedRowOf(r));
  return {
    rows: `[${staged.map((s) => s.row).join(",")}]`,
    assignments: `[${staged.filter((s) => s.assignments !== "").map((s) => s.assignments).join(",")}]`,
  };
}

/** `(value->>0)::text AS record_uid, …`: arrays are half the size of objects for 100k-row runs. */
function arrayColumns(): SQL {
  return sql.raw(
    COLUMNS.map(([c, type], i) =>
      type === "text[]"
        ? `coalesce(ARRAY(SELECT jsonb_array_elements_text(v->${i})), '{}'::text[]) AS "${c}"`
        : `(v->>${i})::${type} AS "${c}"`,
    ).join(", "),
  );
}

/**
 * What the writer is handed: an importer's read, or a live sync's records with inputSha256 null — no upstream file to
 * checksum, so the run is fingerprinted by the sha256 of the JSON it sends (its records serialised once).
 */
export type RunInput = Omit<SourceRead, "inputSha256"> & { inputSha256: string | null };

/**
 * One run in its own transaction on `db` — the database, never a transaction already open: the staging tables are
 * emptied when a transaction commits, so two runs inside one outer transaction would stage into the same rows.
 */
export async function writeSourceRun(db: Db, read: RunInput, options: WriteOptions = {}): Promise<RunSummary> {
  const batchSize = Math.max(1, options.batchSize ?? 5000);
  const total = read.records.length;
  const report = (phase: WriteProgress["phase"], done: number) => options.onProgress?.({ phase, done, total });

  return db.transaction(async (transaction) => {
    // Every statement goes through here: an aborted signal stops the run before its next one (and rolls it back).
    const tx = {
      execute: (query: SQL) => {
        options.signal?.throwIfAborted();
        return (transaction as unknown as Db).execute(query);
      },
    };
    // The run's clock is read once the lock is held (in the same statement when nothing waits).
    const [locked] = rowsOf<{ ok: boolean; now: string }>(
      await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${IMPORT_LOCK}) AS ok, ${isoMicros(sql`clock_timestamp()`)} AS now`),
    );
    let now = locked!.now;
    if (!locked!.ok) {
      report("waiting_for_lock", 0);
      const [clock] = rowsOf<{ now: string }>(await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK}), ${isoMicros(sql`clock_timestamp()`)} AS now`));
      now = clock!.now;
    }
    const runId = randomUUID();
    const at = sql`${now}::timestamptz`;
    // A live sync's fingerprint (inputSha256 null): the text it writes, hashed as it goes (the same text either way),
    // or as it was hashed when the batch was prepared ahead.
    const prepared = total <= batchSize ? preparedBatches.get(read.records) : undefined;
    const staged = read.inputSha256 === null && !prepared ? createHash("sha256") : null;
    const fingerprint = () => read.inputSha256 ?? prepared?.sha256 ?? staged!.digest("hex");
    const slices = function* () {
      if (prepared) {
        yield { rows: prepared.rows, assignments: prepared.assignments, done: total };
        return;
      }
      for (let i = 0; i < total; i += batchSize) {
        const json = stagedJson(read.records.slice(i, i + batchSize));
        staged?.update(json.rows).update(json.assignments);
        yield { ...json, done: Math.min(i + batchSize, total) };
      }
    };
    // Does the corpus hold any record of this run? The import lock makes the answer hold for the whole run. (The ids —
    // uuids, no line feeds — go as lines the planner sees as one text[] constant, which the change feed uses again: it
    // sizes unnest() of it from its length, where it guesses 100 rows for any JSON array.)
    const uids = textArrayOfLines(read.records.map((r) => r.record_uid).join("\n"));
    const [held] = rowsOf<{ any: boolean }>(
      await tx.execute(sql`SELECT EXISTS (SELECT 1 FROM us_law_records WHERE record_uid = ANY(${uids})) AS any`),
    );
    const counts = held!.any
      ? await comparedWithHeld(tx, slices(), { runId, at, report, total, options })
      : await firstObservations(tx, slices(), { runId, at, report });

    const { inserted, updated, unchanged, changes, keptLive } = counts;
    const errors = read.errors;
    const [finished] = rowsOf<{ at: string }>(
      await tx.execute(sql`
        INSERT INTO us_law_source_runs (id, source, origin, edition, input_sha256, started_at, finished_at, rows_read,
          inserted, updated, unchanged, errors, error_rows, sync_run_id)
        VALUES (${runId}::uuid, ${read.source}, ${read.origin}, ${read.edition}, ${fingerprint()}, ${at},
          greatest(clock_timestamp(), ${at}), ${read.rowsRead}, ${inserted}, ${updated}, ${unchanged},
          ${errors.length}, ${JSON.stringify(errors.slice(0, 1000))}::jsonb, ${read.syncRunId ?? null}::uuid)
        RETURNING ${isoMicros(sql`finished_at`)} AS at`),
    );
    if (options.publish) {
      const published = await appendUsLawChanges(tx, {
        runId, source: read.source, at: now,
        // The run's records: its staging table when it compared, else the ids it inserted.
        records: held!.any ? sql`us_law_stage` : sql`(SELECT unnest(${uids}) AS record_uid)`,
        counts: { rowsRead: read.rowsRead, inserted, updated, unchanged, errors: errors.length },
      });
      if (published.count > 0) await options.publish.deliver(transaction as unknown as Db, published);
    }
    await options.alsoWrite?.(transaction as unknown as Db, { inserted, updated, unchanged });
    report("done", total);
    return {
      runId, source: read.source, origin: read.origin, startedAt: now, finishedAt: finished!.at, rowsRead: read.rowsRead,
      inserted, updated, unchanged, changes, keptLive, errors,
    };
  });
}

type Tx = Pick<Db, "execute">;
type Slices = Iterable<{ rows: string; assignments: string; done: number }>;
interface RunContext {
  runId: string;
  at: SQL;
  report: (phase: WriteProgress["phase"], done: number) => void;
}
interface RunCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  changes: number;
  keptLive: number;
}

/** The columns a record's JSON array holds, then the run's stamps: what both paths insert into us_law_records. */
const INSERTED_COLUMNS = list([...COLUMNS.map(([c]) => c), "retrieved_at", "last_verified_at", "first_seen_at", "updated_at", "last_run_id"]);

/**
 * A run none of whose records the corpus holds (a backfill, a new title, the first load of a source): nothing to
 * compare, stamp or reassign, so the records and their assignments go straight from the JSON into their tables —
 * no staging table, no statistics, no comparisons.
 */
async function firstObservations(tx: Tx, slices: Slices, run: RunContext): Promise<RunCounts> {
  const { runId, at } = run;
  let inserted = 0;
  for (const { rows, assignments, done } of slices) {
    const [i] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        WITH i AS (
          INSERT INTO us_law_records (${INSERTED_COLUMNS})
          SELECT ${arrayColumns()}, ${at}, ${at}, ${at}, ${at}, ${runId}::uuid FROM jsonb_array_elements(${rows}::jsonb) AS v
          RETURNING 1)
        SELECT count(*)::int AS n FROM i`),
    );
    inserted += i!.n;
    // A plain insert: a new record has no assignments to conflict with, and a record's subcategories are distinct.
    await tx.execute(sql`
      INSERT INTO us_law_assignments (record_uid, subcategory_id, branch_id, is_primary, rule_id)
      ${ASSIGNMENTS_OF_JSON(assignments)}`);
    run.report("staging", done);
  }
  return { inserted, updated: 0, unchanged: 0, changes: 0, keptLive: 0 };
}

/**
 * A run some of whose records the corpus holds: the run's records go into the staging tables (kept for the connection,
 * emptied at commit), then four statements compare them with the stored ones — change rows (one per changed field),
 * updates, verification stamps, inserts — and the assignments are synced.
 */
async function comparedWithHeld(
  tx: Tx,
  slices: Slices,
  run: RunContext & { total: number; options: WriteOptions },
): Promise<RunCounts> {
  const { runId, at, report, total, options } = run;
  // The staging tables live as long as the connection and are emptied at every commit (and by a rollback): a live
  // sync writes one run per batch, and creating and dropping two tables per run cost more than most of its
  // statements. (A rolled-back run that created them takes them with it; the next one creates them again.)
  await tx.execute(sql.raw(`CREATE TEMP TABLE IF NOT EXISTS us_law_stage (${COLUMNS.map(([c, t]) => `"${c}" ${t}`).join(", ")}) ON COMMIT DELETE ROWS`));
  await tx.execute(sql.raw(`CREATE TEMP TABLE IF NOT EXISTS us_law_stage_assign (record_uid text, subcategory_id text, branch_id text, is_primary boolean, rule_id text) ON COMMIT DELETE ROWS`));
  for (const { rows, assignments, done } of slices) {
    await tx.execute(sql`INSERT INTO us_law_stage SELECT ${arrayColumns()} FROM jsonb_array_elements(${rows}::jsonb) AS v`);
    await tx.execute(sql`INSERT INTO us_law_stage_assign ${ASSIGNMENTS_OF_JSON(assignments)}`);
    report("staging", done);
  }
  let keptLive = 0;
  if (options.keepLiveReads) {
    const [kept] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        WITH k AS (
          DELETE FROM us_law_stage s USING us_law_records r, us_law_source_runs lr
          WHERE r.record_uid = s.record_uid AND lr.id = r.last_run_id AND lr.sync_run_id IS NOT NULL
          RETURNING s.record_uid)
        SELECT count(*)::int AS n FROM k`),
    );
    keptLive = kept!.n;
    if (keptLive > 0) {
      await tx.execute(sql`DELETE FROM us_law_stage_assign sa WHERE NOT EXISTS (SELECT 1 FROM us_law_stage s WHERE s.record_uid = sa.record_uid)`);
    }
  }
  // Statistics of the join key only: every comparison below joins the staging table on record_uid, and nothing plans
  // on its other 35 columns (a whole-table ANALYZE of a 20,000-record title costs more than most of the comparisons).
  await tx.execute(sql`ANALYZE us_law_stage (record_uid)`);
  report("comparing", total);
  // 1. One change row per changed logged field of a record we already hold.
  const fieldPairs = sql.raw(LOGGED_COLUMNS.map((c) => `('${c}', to_jsonb(r."${c}"), to_jsonb(s."${c}"))`).join(",\n"));
  const [changed] = rowsOf<{ changes: number; records: number }>(
    await tx.execute(sql`
      WITH ins AS (
        INSERT INTO us_law_history (record_uid, run_id, field, from_value, to_value, observed_at)
        SELECT s.record_uid, ${runId}::uuid, f.field, f.old, f.new, ${at}
        FROM us_law_stage s JOIN us_law_records r ON r.record_uid = s.record_uid
        CROSS JOIN LATERAL (VALUES ${fieldPairs}) AS f(field, old, new)
        WHERE f.old IS DISTINCT FROM f.new
        RETURNING record_uid)
      SELECT count(*)::int AS changes, count(DISTINCT record_uid)::int AS records FROM ins`),
  );

  // 2. Records whose content differs: new values, updated_at advances. Metadata-only differences are written too.
  const all = COLUMNS.map(([c]) => c).filter((c) => c !== "record_uid");
  const logged = LOGGED_COLUMNS.filter((c) => c !== "record_uid");
  const setAll = sql.raw(all.map((c) => `"${c}" = s."${c}"`).join(", "));
  const differs = (cols: string[]) => sql.raw(`(${cols.map((c) => `r."${c}"`).join(", ")}) IS DISTINCT FROM (${cols.map((c) => `s."${c}"`).join(", ")})`);
  const [rewritten] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      WITH u AS (
        UPDATE us_law_records r SET ${setAll},
          updated_at = CASE WHEN ${differs(logged)} THEN ${at} ELSE r.updated_at END,
          retrieved_at = ${at}, last_verified_at = ${at}, last_run_id = ${runId}::uuid
        FROM us_law_stage s
        WHERE r.record_uid = s.record_uid AND ${differs(all)}
        RETURNING 1)
      SELECT count(*)::int AS n FROM u`),
  );

  // 3. Unchanged records: only the verification stamps move (or, without stamping, they are only counted).
  const [verified] = rowsOf<{ n: number }>(
    options.stampUnchanged === false
      ? await tx.execute(sql`
          SELECT count(*)::int AS n FROM us_law_stage s JOIN us_law_records r ON r.record_uid = s.record_uid
          WHERE r.last_run_id IS DISTINCT FROM ${runId}::uuid`)
      : await tx.execute(sql`
          WITH u AS (
            UPDATE us_law_records r SET retrieved_at = ${at}, last_verified_at = ${at}, last_run_id = ${runId}::uuid
            FROM us_law_stage s WHERE r.record_uid = s.record_uid AND r.last_run_id IS DISTINCT FROM ${runId}::uuid
            RETURNING 1)
          SELECT count(*)::int AS n FROM u`),
  );

  // 4. First observations.
  const cols = COLUMNS.map(([c]) => c);
  const [inserted] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      WITH i AS (
        INSERT INTO us_law_records (${INSERTED_COLUMNS})
        SELECT ${list(cols, "s.")}, ${at}, ${at}, ${at}, ${at}, ${runId}::uuid
        FROM us_law_stage s
        WHERE NOT EXISTS (SELECT 1 FROM us_law_records r WHERE r.record_uid = s.record_uid)
        RETURNING 1)
      SELECT count(*)::int AS n FROM i`),
  );

  // 5. Assignments: drop those the run no longer makes (or makes by another rule), add the new ones.
  await tx.execute(sql`
    DELETE FROM us_law_assignments a
    USING us_law_stage s
    WHERE a.record_uid = s.record_uid AND NOT EXISTS (
      SELECT 1 FROM us_law_stage_assign sa
      WHERE sa.record_uid = a.record_uid AND sa.subcategory_id = a.subcategory_id AND sa.branch_id = a.branch_id
        AND sa.is_primary = a.is_primary AND sa.rule_id = a.rule_id)`);
  await tx.execute(sql`
    INSERT INTO us_law_assignments (record_uid, subcategory_id, branch_id, is_primary, rule_id)
    SELECT record_uid, subcategory_id, branch_id, is_primary, rule_id FROM us_law_stage_assign
    ON CONFLICT (record_uid, subcategory_id) DO NOTHING`);

  const updated = changed!.records;
  // Unchanged = verified only, plus records whose provenance metadata alone was rewritten.
  return { inserted: inserted!.n, updated, unchanged: verified!.n + (rewritten!.n - updated), changes: changed!.changes, keptLive };
}

/** Assignment rows of a staged JSON array of [record_uid, subcategory, branch, is_primary, rule] arrays. */
const ASSIGNMENTS_OF_JSON = (json: string) => sql`SELECT v->>0, v->>1, v->>2, (v->>3)::boolean, v->>4 FROM jsonb_array_elements(${json}::jsonb) AS v`;


