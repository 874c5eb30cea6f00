import { sql } from "drizzle-orm";
import { rowsOf, writtenRowsOf } from "@/db/rows";
import type { Db } from "@/db/client";
import type { FieldChange, IngestRowError, SourceLink } from "@/db/schema";
import { isoMicros } from "@/lib/db-time";
import { formatMicros, parseMicros } from "@/lib/history/timestamps";
import type { JurisdictionContent, JurisdictionMetadata, LawContent, LawMetadata, NormalizedJurisdiction, NormalizedLaw, Versioned } from "./normalize";

/**
 * The statements of a source run. Each writes a whole batch with one JSON parameter (jsonb_to_recordset), so a batch
 * of a thousand records is a handful of round trips on both engines. Every function runs inside the run's transaction.
 */

/** Anything with execute(): the database or a transaction. */
export type Executor = Pick<Db, "execute">;

const json = (value: unknown) => JSON.stringify(value);

/** Both engines and every ingest process agree on this key: one writer at a time. */
const INGEST_LOCK = sql`hashtext('lexatlas:ingest')`;

/**
 * Takes the ingest lock for the rest of the transaction. Waiting is reported, so an operator whose run seems stuck
 * sees that another run holds the lock.
 */
export async function acquireIngestLock(tx: Executor, onWait: () => void): Promise<void> {
  const [row] = rowsOf<{ ok: boolean }>(await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${INGEST_LOCK}) AS ok`));
  if (row?.ok) return;
  onWait();
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${INGEST_LOCK})`);
}

/**
 * Hands out observed_at values: strictly increasing, each after every value already committed. Read under the ingest
 * lock, so no other writer can commit a smaller value later — which is what keeps `?since=<cursor>` lossless.
 * (PGlite's clock has millisecond resolution; the +1 µs rule keeps values unique there too.)
 */
export interface ObservationClock {
  /** The run's check time: checked_at of every record it verified unchanged. */
  checkedAt: string;
  next(): string;
  /** The last value handed out (or the check time if none). */
  last(): string;
}

export async function observationClock(tx: Executor): Promise<ObservationClock> {
  const base = sql`greatest(clock_timestamp(), (SELECT max(observed_at) FROM record_history) + interval '1 microsecond')`;
  const [row] = rowsOf<{ base: string }>(await tx.execute(sql`SELECT ${isoMicros(base)} AS base`));
  let next = parseMicros(row!.base);
  let last = row!.base;
  return {
    checkedAt: row!.base,
    next: () => (last = formatMicros(next++)),
    last: () => last,
  };
}

export async function openRun(tx: Executor, runId: string, source: string, startedAt: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO source_runs (id, source, started_at, finished_at, rows_read, inserted, updated, unchanged, errors)
    VALUES (${runId}, ${source}, ${startedAt}::timestamptz, ${startedAt}::timestamptz, 0, 0, 0, 0, 0)`);
}

export interface RunCounts {
  rowsRead: number;
  inserted: number;
  updated: number;
  unchanged: number;
  errors: IngestRowError[];
}

/** Returns finished_at. Never earlier than the run's last observation, even on a millisecond clock. */
export async function closeRun(tx: Executor, runId: string, counts: RunCounts, lastObserved: string): Promise<string> {
  const finished = sql`greatest(clock_timestamp(), ${lastObserved}::timestamptz)`;
  const [row] = rowsOf<{ finished_at: string }>(
    await tx.execute(sql`
      UPDATE source_runs SET finished_at = ${finished}, rows_read = ${counts.rowsRead}, inserted = ${counts.inserted},
        updated = ${counts.updated}, unchanged = ${counts.unchanged}, errors = ${counts.errors.length},
        error_rows = ${json(counts.errors.slice(0, 1000))}::jsonb
      WHERE id = ${runId}
      RETURNING ${isoMicros(sql`finished_at`)} AS finished_at`),
  );
  return row!.finished_at;
}

type StoredLaw = Versioned<LawContent, LawMetadata>;

/** The stored versions of these laws, normalised the way the differ compares them. */
export async function storedLaws(tx: Executor, ids: string[]): Promise<Map<string, StoredLaw>> {
  const rows = rowsOf<LawContent & { id: string; alternate_names: string[]; source_links: SourceLink[]; effective_text: string | null }>(
    await tx.execute(sql`
      SELECT id, scope, jurisdiction_slug AS jurisdiction, identifier, title, record_type, status, in_force,
        ${isoMicros(sql`record_date`)} AS record_date, summary, source, official_url,
        alternate_names, source_links, effective_text
      FROM law_records
      WHERE id IN (SELECT (jsonb_array_elements_text(${json(ids)}::jsonb))::uuid)`),
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        content: {
          scope: r.scope, jurisdiction: r.jurisdiction, identifier: r.identifier, title: r.title, record_type: r.record_type,
          status: r.status, in_force: r.in_force, record_date: r.record_date, summary: r.summary, source: r.source,
          official_url: r.official_url,
        },
        metadata: { alternate_names: r.alternate_names, source_links: r.source_links, effective_text: r.effective_text },
      },
    ]),
  );
}

type StoredJurisdiction = Versioned<JurisdictionContent, JurisdictionMetadata> & { slug: string };

export async function storedJurisdictions(tx: Executor): Promise<Map<string, StoredJurisdiction>> {
  const rows = rowsOf<{ slug: string; name: string | null; abbr: string | null; scope: string; kind: string }>(
    await tx.execute(sql`SELECT slug, name, abbr, scope, kind FROM jurisdictions`),
  );
  return new Map(
    rows.map((r) => [r.slug, { slug: r.slug, content: { name: r.name, abbr: r.abbr, scope: r.scope }, metadata: { kind: r.kind } }]),
  );
}

/** A law or jurisdiction version to write, with the observed_at its change was given. */
export interface Observed<T> {
  record: T;
  observedAt: string;
  /** Laws: the source row's fingerprint (lawSourceHash), stored with the record; null if the row has none. */
  sourceHash?: string | null;
}

const LAW_COLUMNS = sql`id uuid, key text, scope text, jurisdiction text, identifier text, title text, record_type text,
  status text, in_force boolean, record_date timestamptz, summary text, source text, official_url text,
  alternate_names text[], source_links jsonb, effective_text text, observed_at timestamptz, verified_on date, source_hash text`;

function lawRows(laws: Observed<NormalizedLaw>[]) {
  return json(
    laws.map(({ record: l, observedAt, sourceHash }) => ({
      id: l.id, key: l.key, ...l.content, ...l.metadata, observed_at: observedAt, verified_on: l.verifiedOn, source_hash: sourceHash ?? null,
    })),
  );
}

export async function insertLaws(tx: Executor, laws: Observed<NormalizedLaw>[]): Promise<void> {
  if (laws.length === 0) return;
  await tx.execute(sql`
    INSERT INTO law_records (id, key, scope, jurisdiction_slug, identifier, title, record_type, status, in_force, record_date,
      summary, source, official_url, alternate_names, source_links, effective_text, source_hash, created_at, updated_at, checked_at)
    SELECT id, key, scope, jurisdiction, identifier, title, record_type, status, in_force, record_date, summary, source,
      official_url, alternate_names, source_links, effective_text, source_hash, observed_at, observed_at,
      -- A row verified by hand on a known day is as fresh as that day, not as the moment it was loaded; never later
      -- than the observation itself, so checked_at never runs ahead of the clock.
      least(coalesce(verified_on::timestamp AT TIME ZONE 'UTC', observed_at), observed_at)
    FROM jsonb_to_recordset(${lawRows(laws)}::jsonb) AS x(${LAW_COLUMNS})`);
}

/**
 * updated_at advances to the change's observed_at: the record's updated_at is always its latest history entry's. The
 * fingerprint is set with the content (a null one, or one equal to the stored one, leaves it NULL: the
 * law_records_source_hash trigger clears it on any content write that does not change it).
 */
export async function updateLaws(tx: Executor, laws: Observed<NormalizedLaw>[]): Promise<void> {
  if (laws.length === 0) return;
  await tx.execute(sql`
    UPDATE law_records AS l SET scope = x.scope, jurisdiction_slug = x.jurisdiction, identifier = x.identifier,
      title = x.title, record_type = x.record_type, status = x.status, in_force = x.in_force, record_date = x.record_date,
      summary = x.summary, source = x.source, official_url = x.official_url, alternate_names = x.alternate_names,
      source_links = x.source_links, effective_text = x.effective_text, updated_at = x.observed_at, checked_at = x.observed_at,
      source_hash = x.source_hash
    FROM jsonb_to_recordset(${lawRows(laws)}::jsonb) AS x(${LAW_COLUMNS})
    WHERE l.id = x.id`);
}

function jurisdictionRows(items: Observed<NormalizedJurisdiction>[]) {
  return json(items.map(({ record: j, observedAt }) => ({ slug: j.slug, ...j.content, ...j.metadata, observed_at: observedAt })));
}
const JURISDICTION_COLUMNS = sql`slug text, name text, abbr text, scope text, kind text, observed_at timestamptz`;

export async function upsertJurisdictions(tx: Executor, items: Observed<NormalizedJurisdiction>[]): Promise<void> {
  if (items.length === 0) return;
  await tx.execute(sql`
    INSERT INTO jurisdictions (slug, name, abbr, scope, kind, updated_at, checked_at)
    SELECT slug, name, abbr, scope, kind, observed_at, observed_at
    FROM jsonb_to_recordset(${jurisdictionRows(items)}::jsonb) AS x(${JURISDICTION_COLUMNS})
    ON CONFLICT (slug) DO UPDATE SET name = excluded.name, abbr = excluded.abbr, scope = excluded.scope,
      kind = excluded.kind, updated_at = excluded.updated_at, checked_at = excluded.checked_at`);
}

/**
 * The set-based fast path of a re-read: the batch is staged in the statement (json_to_recordset) and
 * every record whose stored content and metadata equal the incoming ones gets its checked_at moved in the same
 * UPDATE, in the database, with no row shipped back but its key. Returns those keys. Records are matched by key
 * (unique; the id is the key's v5 UUID), so the caller need not derive ids for the rows this settles. The comparison is strict
 * (IS NOT DISTINCT FROM on typed columns; jsonb equality for source_links, which ignores key order like the JS
 * differ), so a record it leaves out is merely sent to the JS differ, which decides exactly as before.
 *
 * Staging is split from the statement so the caller can build the next batch's text while the database runs this one.
 */
export interface UnchangedStage {
  count: number;
  json: string;
}

/** A law to check by fingerprint: its (trimmed) key and its source row's lawSourceHash. */
export interface Fingerprint {
  key: string;
  hash: string;
}

/** The text of a fingerprint check, built while the database runs the previous one. */
export interface FingerprintStage {
  count: number;
  /** `<fingerprint> <key>` of each row, one a line (the fingerprint has no space; no key has a line feed). */
  pairs: string;
  /** With `byKey`: the keys, one a line, so that the planner may reach a few records through the key index. */
  keys: string | null;
}

/**
 * A staged text of lines, as a text[] the planner sees as a constant (string_to_array of a bound parameter folds), so
 * it sizes unnest() of it and hashes `= ANY()` over it. Also the US-law writer's list of a run's record ids.
 */
export const textArrayOfLines = (text: string) => sql`string_to_array(${text}::text, E'\\n')`;

/**
 * Built in one pass. Lines rather than an array literal: nothing needs quoting (the fingerprint is base64url, and the
 * caller leaves out keys with a line feed), and Postgres splits 100,000 lines in ~20 ms where it parsed the same
 * elements as an array literal in ~60 ms. `byKey` also stages the keys, for a stage that is a small part of law_records
 * (the first of a large source), so that the planner may reach its records through the key index instead of a scan of
 * the whole table.
 */
export function stageFingerprints(rows: Fingerprint[], options: { byKey?: boolean } = {}): FingerprintStage {
  let pairs = "";
  let keys = "";
  for (let i = 0; i < rows.length; i++) {
    const { hash, key } = rows[i]!;
    if (key.includes("\n")) throw new Error(`a fingerprinted key has a line feed: ${JSON.stringify(key)}`);
    pairs += (i ? "\n" : "") + hash + " " + key;
    if (options.byKey) keys += (i ? "\n" : "") + key;
  }
  return { count: rows.length, pairs, keys: options.byKey ? keys : null };
}

/**
 * The cheapest check of a re-read: every record whose stored fingerprint equals its source row's (same key,
 * same row JSON, same normaliser version) is marked checked; nothing else is staged or compared. Returns how many it
 * marked and, when that is fewer than it staged, the staged keys it did not mark (a second, read-only statement).
 * A record it leaves out (no fingerprint yet, cleared by a write behind ingest's back, or a different row) goes through
 * validation and the staged comparison as before, so this can only settle a record the full path would have found
 * unchanged. The keys must be unique within the stage.
 *
 * The match is one scan of law_records in physical order that looks each record's `<fingerprint> <key>` up in the
 * staged list: `= ANY(<array>)` with the array known when the statement is planned (a bound parameter of an unnamed
 * statement, as node-postgres and PGlite send it, through an immutable function) is a hashed lookup (Postgres 14+),
 * built outside work_mem. The join it replaces (unnest of a key and a fingerprint array, hash join) hashed law_records,
 * spilled to temporary files at the default work_mem of 4 MB, and updated the records in the order of the source
 * rather than the table's. Both halves are compared, so a record matches only its own row (the fingerprint is 43
 * characters without a space, so `<fingerprint> <key>` splits one way only). A NULL fingerprint never matches.
 *
 * Only the UPDATE's row count comes back on the usual re-read (everything marked): RETURNING every key cost the backend
 * a row message and node a parsed row per record, on the same two cores, and counting them in a CTE ~20 ms more.
 */
export async function markUnchangedByFingerprint(
  tx: Executor,
  stage: FingerprintStage,
  checkedAt: string,
): Promise<{ marked: number; unmarked: Set<string> | null }> {
  if (stage.count === 0) return { marked: 0, unmarked: null };
  const byKey = stage.keys === null ? sql`` : sql`key = ANY(${textArrayOfLines(stage.keys)}) AND `;
  const marked = writtenRowsOf(
    await tx.execute(sql`
      UPDATE law_records SET checked_at = ${checkedAt}::timestamptz
      WHERE ${byKey}source_hash || ' ' || key = ANY(${textArrayOfLines(stage.pairs)})`),
  );
  if (marked === stage.count) return { marked, unmarked: null };
  // Fewer (or no count): the staged rows whose record does not hold their fingerprint were not marked (ingest holds its
  // lock, and only ingest sets fingerprints, so none can have gained one since). Counted from this answer.
  const unmarked = new Set(
    rowsOf<{ p: string }>(
      await tx.execute(sql`
        SELECT x.p FROM unnest(${textArrayOfLines(stage.pairs)}) AS x(p)
        WHERE NOT EXISTS (SELECT 1 FROM law_records AS l WHERE l.source_hash || ' ' || l.key = x.p)`),
    ).map((r) => r.p.slice(r.p.indexOf(" ") + 1)),
  );
  return { marked: stage.count - unmarked.size, unmarked };
}

/**
 * Only the compared fields; nulls and empty lists are left out (json_to_recordset reads a missing key as NULL). Keys
 * are one or two letters (STAGED_COLUMNS names them): on the synthetic 100,000-record re-read the field names were a
 * third of the staged text, and parsing that text is most of what the staged check adds to the UPDATE.
 */
export function stageUnchangedCheck(laws: NormalizedLaw[], hashes?: (string | null)[]): UnchangedStage {
  const rows = laws.map(({ key, content: c, metadata: m }, i) => ({
    k: key, h: hashes?.[i] ?? undefined, sc: c.scope, j: c.jurisdiction, n: c.identifier ?? undefined, ti: c.title ?? undefined,
    t: c.record_type ?? undefined, st: c.status ?? undefined, f: c.in_force ?? undefined,
    d: c.record_date ?? undefined, m: c.summary ?? undefined, o: c.source ?? undefined,
    u: c.official_url ?? undefined, a: m.alternate_names.length ? m.alternate_names : undefined,
    l: m.source_links.length ? m.source_links : undefined, e: m.effective_text ?? undefined,
  }));
  return { count: laws.length, json: json(rows) };
}

/** The staged columns, by the short keys above. */
const STAGED_COLUMNS = sql`k text, h text, sc text, j text, n text, ti text, t text, st text, f boolean, d timestamptz, m text, o text,
  u text, a text[], l jsonb, e text`;

/**
 * `json`, not `jsonb`: the staged text is read once, field by field, instead of being parsed into a jsonb value first and
 * then taken apart (50,000 staged rows: 230–280 ms against 260–540 ms for the jsonb cast, Postgres 15).
 */
export async function markUnchangedStaged(tx: Executor, stage: UnchangedStage, checkedAt: string): Promise<Set<string>> {
  if (stage.count === 0) return new Set();
  const same = (column: string, incoming: string) => sql.raw(`l.${column} IS NOT DISTINCT FROM x.${incoming}`);
  // The record was just found equal to the row: it takes the row's fingerprint, so the next re-read settles it by that
  // (a row without one leaves the stored one as it is).
  const result = await tx.execute(sql`
    UPDATE law_records AS l SET checked_at = ${checkedAt}::timestamptz, source_hash = coalesce(x.h, l.source_hash)
    FROM json_to_recordset(${stage.json}::json) AS x(${STAGED_COLUMNS})
    WHERE l.key = x.k AND ${sql.join(
      [
        same("scope", "sc"), same("jurisdiction_slug", "j"), same("identifier", "n"), same("title", "ti"), same("record_type", "t"),
        same("status", "st"), same("in_force", "f"), same("record_date", "d"), same("summary", "m"), same("source", "o"),
        same("official_url", "u"), sql.raw(`l.alternate_names = coalesce(x.a, '{}')`), sql.raw(`l.source_links = coalesce(x.l, '[]')`),
        same("effective_text", "e"),
      ],
      sql` AND `,
    )}
    RETURNING l.key`);
  return new Set(rowsOf<{ key: string }>(result).map((r) => r.key));
}

/** Unchanged records: only checked_at moves. */
export async function markChecked(tx: Executor, table: "law_records" | "jurisdictions", keys: string[], checkedAt: string): Promise<void> {
  if (keys.length === 0) return;
  const list = sql`SELECT jsonb_array_elements_text(${json(keys)}::jsonb)`;
  await tx.execute(
    table === "law_records"
      ? sql`UPDATE law_records SET checked_at = ${checkedAt}::timestamptz WHERE id IN (SELECT (x)::uuid FROM (${list}) AS t(x))`
      : sql`UPDATE jurisdictions SET checked_at = ${checkedAt}::timestamptz WHERE slug IN (${list})`,
  );
}

export interface HistoryEntry {
  id: string;
  entity: "law_record" | "jurisdiction";
  record_id: string | null;
  jurisdiction_slug: string;
  scope: string | null;
  change_kind: "insert" | "update";
  changed_fields: string[] | null;
  field_changes: FieldChange[];
  significant: boolean;
  state: Record<string, unknown>;
  observed_at: string;
}

export async function appendHistory(tx: Executor, runId: string, entries: HistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.execute(sql`
    INSERT INTO record_history (id, entity, record_id, jurisdiction_slug, scope, change_kind, changed_fields, field_changes,
      significant, state, observed_at, source_run_id)
    SELECT id, entity, record_id, jurisdiction_slug, scope, change_kind, changed_fields, field_changes, significant, state,
      observed_at, ${runId}::uuid
    FROM jsonb_to_recordset(${json(entries)}::jsonb) AS x(id uuid, entity text, record_id uuid, jurisdiction_slug text,
      scope text, change_kind text, changed_fields text[], field_changes jsonb, significant boolean, state jsonb,
      observed_at timestamptz)`);
}
