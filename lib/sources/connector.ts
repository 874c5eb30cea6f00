import type { z } from "zod";
import { inSlices } from "@/lib/event-loop";

/**
 * The connector interface: how LexAtlas reads one upstream.
 *
 * A connector knows ONE upstream's format — which requests to make, what the responses look like (zod schemas),
 * how its items become our items, and where the upstream's own "since" cursor is — and nothing else. It never
 * imports an HTTP client, the database, the scheduler or the clock; it gets all of that through SyncContext. What a
 * run needs beyond the connector is wired in lib/sources/registry.ts: the sink that applies its items (the US-law
 * import path, or drafts for curated corpora), its schedule and its silence window.
 *
 * A run, as the runner (lib/sources/run.ts) drives it:
 *
 *   1. The runner loads the source's state: `cursor` (where the last successful run ended) and `checkpoint` (the
 *      last batch an interrupted run committed, or null), and checks the connector's required environment
 *      (a missing key is the fault `credentials_missing`, before any request).
 *   2. It calls `connector.sync(ctx)`, an async generator. The connector asks for what it needs with ctx.getJson /
 *      ctx.getText / ctx.getStream; the shared outbound client (lib/sources/client.ts) adds the User-Agent,
 *      conditional headers (ETag / If-Modified-Since remembered from the last successful run), the per-host rate,
 *      timeouts, a body-size cap and retries with backoff and jitter that honour Retry-After. A response whose
 *      shape fails the request's zod schema throws the fault `schema_changed`: the connector never sees it.
 *   3. The connector yields Batches in upstream order. The runner applies each batch through the source's sink and
 *      commits it in ONE transaction with the batch's checkpoint, so a run killed at any point (kill -9 included)
 *      leaves whole batches only, and the next run resumes with `ctx.checkpoint` = the last committed one.
 *      A connector that resumes must yield the same items after a checkpoint as an uninterrupted run would: a
 *      re-run converges to the state of an uninterrupted run.
 *   4. The generator's return value is the new cursor (JSON), stored only when the run finishes; the checkpoint is
 *      then cleared. Any thrown SourceFault ends the run as that fault (recorded in sync_runs and the source's
 *      health); any other error ends it as the fault `other` with the error kept as operator-only detail.
 *
 * Rules a connector follows (the tests of every connector check them against recorded real responses):
 *   - Never invent a value: a field the upstream does not give is null, never guessed.
 *   - Identity is the upstream's own stable id (document number, section citation, docket entry id), so re-reading
 *     the same upstream state gives the same items and a second run changes nothing.
 *   - URLs found in a payload (next-page links) are followed only through ctx.rebase(), which keeps their path and
 *     query on the base URL the source was configured with: a payload never chooses the host we call.
 *   - Streaming upstreams (USLM XML, eCFR structure) use ctx.getStream and parse incrementally; a shape they do not
 *     recognise is `throw new SourceFault("schema_changed", detail)` before the batch is yielded.
 *   - Curated corpora (AI-law records, matters, disclosures) yield DraftItems only: a person accepts a draft; a
 *     connector never edits a curated row.
 *
 * Upstream-specific parsing lives in lib/sources/upstreams/<name>/ (pure functions over a payload, unit-tested
 * against tests/fixtures/upstream/<name>/); the connector module wires that parser to this interface.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The date of a `{ since: "YYYY-MM-DD" }` cursor (upstreams whose own cursor is a date); null when it holds none. */
export function cursorSince(cursor: JsonValue | null): string | null {
  const since = cursor && typeof cursor === "object" && !Array.isArray(cursor) ? cursor.since : null;
  return typeof since === "string" && /^\d{4}-\d{2}-\d{2}$/.test(since) ? since : null;
}

/**
 * The `count` items `itemAt` derives, in slices of `slice` with a turn of the event loop between them. A connector
 * that reads ahead (Connector.readAhead) derives its next batch while the runner writes the current one; derived in
 * one piece, a 1,000-document page held the event loop for 35–40 ms, in which the write's finished statements waited
 * unanswered and — with the in-process interval of `npm start` — so did the API's requests. In slices, each waits for
 * one slice at most (docs/sources.md, "Measured").
 */
export async function deriveInSlices<T>(count: number, itemAt: (i: number) => T, slice = 50): Promise<T[]> {
  const items: T[] = [];
  await inSlices(count, (i) => items.push(itemAt(i)), slice);
  return items;
}

/** A URL's path and query: what a checkpoint keeps of an upstream link, for ctx.rebase() to put back on the base. */
export function pathAndQuery(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

/** One GET the connector wants made. The client adds User-Agent, conditional headers, rate, retries, cap. */
export interface UpstreamRequest {
  /** Absolute URL, usually ctx.url(path, query) on the source's configured base. */
  url: string;
  /** Extra request headers (Accept, an API-key header read from ctx.env). Never User-Agent: the client sets it. */
  headers?: Record<string, string>;
  /**
   * Conditional request: the client remembers this response's ETag / Last-Modified (at the end of a successful run)
   * under this key and sends If-None-Match / If-Modified-Since next time. true = keyed by URL; a string = that key
   * (for URLs that carry a date); false/absent = unconditional (use the upstream's own cursor instead).
   */
  conditional?: boolean | string;
  /** Overrides of the client defaults for this request (the source's own defaults come from the registry). */
  timeoutMs?: number;
  maxBytes?: number;
}

/** A response, or the upstream's 304 Not Modified to our conditional request. */
export type Fetched<T> =
  | { notModified: false; body: T; url: string; status: number; headers: Headers }
  | { notModified: true; body: null; url: string; status: 304; headers: Headers };

/** A streamed response: `body` yields the bytes as they arrive (the size cap is enforced while reading). */
export type FetchedStream =
  | { notModified: false; body: AsyncIterable<Uint8Array>; url: string; status: number; headers: Headers }
  | { notModified: true; body: null; url: string; status: 304; headers: Headers };

export interface SyncContext<TCheckpoint extends JsonValue = JsonValue> {
  /** The source's id (registry), for messages. */
  readonly sourceId: string;
  /** Where the last successful run ended (its generator's return value), or the source's initial cursor. */
  readonly cursor: JsonValue | null;
  /** The checkpoint of the last batch an interrupted run committed; null when the previous run finished. */
  readonly checkpoint: TCheckpoint | null;
  /** The run's start: the only clock a connector reads (tests fix it). */
  readonly now: Date;
  /** The environment (API keys). A connector reads only the variables it declares in `env`. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Aborted when the run must stop (shutdown, a deadline): stop at the next request. */
  readonly signal: AbortSignal;
  /** The source's configured base URL + path + query (arrays repeat the key, as `conditions[type][]=…`). */
  url(path: string, query?: Record<string, string | number | (string | number)[] | undefined>): string;
  /** A URL found in a payload (a next-page link), moved onto the configured base: its path and query, our host. */
  rebase(url: string): string;
  /** GET + JSON.parse + schema: a body that is not JSON is `unreadable`, one that fails the schema `schema_changed`. */
  getJson<S extends z.ZodType>(request: UpstreamRequest, schema: S): Promise<Fetched<z.infer<S>>>;
  /** GET as text (decoded by its declared charset); the connector parses and validates it. */
  getText(request: UpstreamRequest): Promise<Fetched<string>>;
  /** GET as a byte stream, for upstreams too large to hold (USLM XML titles, eCFR structures). */
  getStream(request: UpstreamRequest): Promise<FetchedStream>;
  /** A progress line for the operator (`npm run sync` prints it). */
  log(line: string): void;
}

/** What a connector yields: items applied and committed together with `checkpoint`. */
export interface Batch<TItem, TCheckpoint extends JsonValue = JsonValue> {
  items: TItem[];
  /** Where a resumed run starts: just after this batch. */
  checkpoint: TCheckpoint;
  /** Upstream entries this batch looked at, including those it dropped (items_seen); default items.length. */
  seen?: number;
}

export interface EnvRequirement {
  name: string;
  /** A required variable that is unset ends the run as `credentials_missing` before any request. */
  required: boolean;
  /** What it is for (docs/sources.md and the README configuration table list it). */
  purpose: string;
}

export interface Connector<TItem, TCheckpoint extends JsonValue = JsonValue> {
  /** The upstream format, e.g. "federal-register-documents" (logs, docs). */
  readonly format: string;
  /** Where the upstream documents that format. */
  readonly docs: string;
  /** The base URL requests go to (a source may override it; tests point it at the replay server). */
  readonly defaultBaseUrl: string;
  readonly env?: readonly EnvRequirement[];
  /**
   * true: the runner asks for the next batch while it applies this one (lib/sources/run.ts), so the upstream's
   * latency and pace and the parsing and derivation of the next batch overlap the database's work on this one. For
   * connectors whose batches are small pages: two batches are then held at once. A whole-title batch (eCFR, US Code)
   * leaves it unset.
   */
  readonly readAhead?: boolean;
  /**
   * Reads the upstream once: yields batches, returns the cursor the next run starts from (null keeps none).
   * See the module comment for the contract (checkpoints, convergence, faults).
   */
  sync(ctx: SyncContext<TCheckpoint>): AsyncGenerator<Batch<TItem, TCheckpoint>, JsonValue | null, undefined>;
}

/**
 * A proposed change to a curated row (AI-law record, obligation, enforcement matter, disclosure): the item type of
 * connectors over curated corpora. Stored as a pending draft; never applied automatically — a person accepts it and
 * the accepted change goes through the normal write path.
 */
export interface DraftItem {
  /** What the draft is about: "law_record", "enforcement_matter", "disclosure", … */
  target: string;
  /** The curated row's key (law key, matter key, disclosure key); null when the draft proposes a new row. */
  targetKey: string | null;
  /** Stable identity of the upstream fact (one draft per fact, however often it is re-read). */
  itemKey: string;
  /** One line for the reviewer: what changed upstream. */
  summary: string;
  /** The fields the draft proposes, named as the curated data file names them. */
  proposed: Record<string, JsonValue>;
  /** What the upstream says (status, last action, docket entry …) with its own dates, for the reviewer to check. */
  evidence: Record<string, JsonValue>;
  /** The upstream page a reviewer opens to verify. */
  upstreamUrl: string | null;
}
