import type { Connector, DraftItem, Fetched, SyncContext } from "../connector";
import {
  lawChangeDraftItem,
  openStatesBillListSchema,
  openStatesQueryFor,
  pickBillForRecord,
  proposeLawChange,
  upstreamBillState,
  type LawRecordRef,
  type OpenStatesBillList,
  type OpenStatesQuery,
} from "../upstreams/open-states";

/**
 * Open States API v3: the state bills behind our AI-law records (db/seed/data/laws/us-states). For each record that
 * is a bill, or an act recent enough to still move, one `GET /bills` by state and bill number; when Open States shows
 * a newer last action or another stage than our curated row, ONE draft with the upstream evidence — never an edit.
 *
 * The records come from the curated files the registry hands over (the data file is the record a reviewer's
 * acceptance patches, so drafts are computed against it: `evidence.computed_against`). Records are read in key order,
 * a batch of records per checkpoint (a run stopped by a fault resumes after the last committed batch). A run checks at
 * most `maxRecordsPerRun` records, and its cursor says where the next run goes on, so the key's quota is spread over
 * the day and a run stays short enough for a serverless function; after the last record the rotation starts again.
 */

/** A curated law row as far as the comparison reads it. */
export interface TrackedLawRecord extends LawRecordRef {
  status: string | null;
}

/** after: the last record of the last committed batch (records are read in key order). */
export type OpenStatesCheckpoint = { after: string; until: string | null };
/** after: where the next run goes on (null: from the first record). */
export type OpenStatesCursor = { after: string | null };

/** An enacted act older than this is settled: Open States is not asked about it (the key's daily quota is small). */
export const RECENT_ACT_YEARS = 2;
export const OPEN_STATES_BATCH = 10;
/** api-v3 serves at most 20 bills a page (BillPagination.max_per_page). */
const PER_PAGE = 20;

export interface OpenStatesOptions {
  /** The curated rows to check (read when a run starts, not when the source is listed). */
  records: () => TrackedLawRecord[];
  /** Records per batch (and checkpoint); default OPEN_STATES_BATCH. */
  batchSize?: number;
  /** Records asked about per run, at most (one request each); default: all. */
  maxRecordsPerRun?: number;
}

function cursorAfter(cursor: unknown): string | null {
  const after = cursor && typeof cursor === "object" && !Array.isArray(cursor) ? (cursor as { after?: unknown }).after : null;
  return typeof after === "string" ? after : null;
}

/** Why a record is not asked about, or its query. Bills always; acts while recent; dated by their session year. */
export function openStatesPlanFor(record: TrackedLawRecord, now: Date): { query: OpenStatesQuery } | { skip: string } {
  const outcome = openStatesQueryFor(record);
  if ("skip" in outcome) return outcome;
  if (outcome.query.sessionYear === null) {
    // Without a year the same number in every other session would match too (California has an SB 53 each session).
    return { skip: "no session year (identifier or record_date) to tell its bill from same-numbered bills of other sessions" };
  }
  if (record.record_type === "statute" && record.record_date) {
    const cutoff = new Date(Date.UTC(now.getUTCFullYear() - RECENT_ACT_YEARS, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
    if (record.record_date < cutoff) return { skip: `an act of ${record.record_date}, before ${cutoff}: settled` };
  }
  return outcome;
}

export function openStatesConnector(options: OpenStatesOptions): Connector<DraftItem, OpenStatesCheckpoint> {
  const batchSize = Math.max(1, options.batchSize ?? OPEN_STATES_BATCH);
  return {
    format: "open-states-v3-bills",
    docs: "https://v3.openstates.org/docs",
    defaultBaseUrl: "https://v3.openstates.org",
    env: [{ name: "OPEN_STATES_API_KEY", required: true, purpose: "the API key of an Open States account (sent as X-API-KEY)" }],
    async *sync(ctx) {
      const apiKey = ctx.env.OPEN_STATES_API_KEY!;
      const resume = ctx.checkpoint;
      const after = resume ? resume.after : cursorAfter(ctx.cursor);
      const planned: { record: TrackedLawRecord; query: OpenStatesQuery }[] = [];
      let skipped = 0;
      for (const record of [...options.records()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
        if (after !== null && record.key <= after) continue;
        if (resume?.until && record.key > resume.until) break;
        const plan = openStatesPlanFor(record, ctx.now);
        if ("skip" in plan) skipped++;
        else planned.push({ record, query: plan.query });
      }
      // A resumed run finishes the slice its interrupted run began (until), no more.
      const limit = resume ? planned.length : Math.max(1, options.maxRecordsPerRun ?? planned.length);
      const slice = planned.slice(0, limit);
      const until = planned.length > slice.length ? slice.at(-1)!.record.key : (resume?.until ?? null);
      ctx.log(`open-states: ${slice.length} of ${planned.length} record(s) to check${after ? ` after ${after}` : ""}; ${skipped} not asked about (not a state bill, no bill number or session year, or a settled act)`);
      for (let i = 0; i < slice.length; i += batchSize) {
        const batch = slice.slice(i, i + batchSize);
        const items: DraftItem[] = [];
        for (const { record, query } of batch) {
          const res: Fetched<OpenStatesBillList> = await ctx.getJson(
            { url: billsUrl(ctx, query), headers: { "X-API-KEY": apiKey } },
            openStatesBillListSchema,
          );
          const bill = res.body ? pickBillForRecord(res.body.results, query) : null;
          if (!bill) {
            ctx.log(`open-states: ${record.key}: no ${query.identifiers.join(" / ")} of ${query.sessionYear} among ${res.body?.results.length ?? 0} result(s)`);
            continue;
          }
          const change = proposeLawChange(record, upstreamBillState(bill), ctx.now.toISOString());
          if (!change) continue;
          const item = lawChangeDraftItem(change);
          items.push({ ...item, evidence: { ...item.evidence, computed_against: { status: record.status, record_date: record.record_date } } });
        }
        yield { items, seen: batch.length, checkpoint: { after: batch.at(-1)!.record.key, until } };
      }
      const next: OpenStatesCursor = { after: until };
      return next;
    },
  };
}

/**
 * `GET /bills` for a record: its state and bill numbers, actions and sources included, newest action first, and only
 * bills that moved since the year before the record's session (fewer same-numbered bills of older sessions).
 */
function billsUrl(ctx: Pick<SyncContext, "url">, query: OpenStatesQuery): string {
  const params: Record<string, string | number | (string | number)[]> = {};
  for (const [name, value] of query.params) {
    const held = params[name];
    params[name] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
  }
  if (query.sessionYear !== null) params.action_since = `${query.sessionYear - 1}-01-01`;
  params.sort = "latest_action_desc";
  params.per_page = PER_PAGE;
  return ctx.url("/bills", params);
}
