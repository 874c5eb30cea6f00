import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { isoMicros } from "@/lib/db-time";
import { BORROWS_READS } from "@/db/pg-socket";
import { usLawExportWhere, type UsLawExportFilters, type UsLawFilterColumns } from "./filters";
import { ByteWriter, type RowFields } from "./formats";

/**
 * The rows of one export part *as they stood at the manifest's pin*, read in keyset batches over record_uid.
 *
 * Why a part is stable: imports are serialised by an advisory lock and each run stamps everything it writes with
 * the clock read after taking that lock (lib/us-law/import/write-run.ts), so runs commit in the order of their
 * `started_at`. The pin is the `started_at` of the latest run committed when the manifest was planned: every later
 * run has a later stamp. A part then reads
 *   - only records first seen at or before the pin (later inserts are invisible);
 *   - every logged field (all public content fields, classification included) as it stood at the pin: a record
 *     changed since has, for each changed field, its earliest change row after the pin in the append-only
 *     us_law_history, whose `from_value` is the value at the pin;
 *   - updated_at as of the pin (its last change row at or before the pin, else first_seen_at);
 *   - retrieved_at / last_verified_at / edition: the record's own when not re-read since; if re-read since, the
 *     start and edition of the latest run of the record's source at or before the pin (exact unless that source was
 *     loaded in chunks or dropped the record at that run — docs/architecture.md, "US-law bulk export");
 *   - filters on those pinned values, so a record an import moves in or out of the filter after the pin stays where
 *     it was.
 * The planner counts the same set with live values in one statement, which is the same set by the argument above.
 * Not reconstructed: source_authority (never changes per source), jurisdiction names (reference data), and the
 * classification rule ids (not versioned; exports omit them).
 */

type Kind = "text" | "boolean" | "integer" | "date" | "text[]";

/** Logged columns the export serves, with their SQL kind. */
const PINNED: [string, Kind][] = [
  ["title", "text"], ["short_title", "text"], ["citation", "text"], ["identifier", "text"], ["instrument_type", "text"],
  ["status", "text"], ["status_detail", "text"], ["in_force", "boolean"], ["is_binding", "boolean"],
  ["jurisdiction_slug", "text"], ["jurisdiction_level", "text"], ["effective_date", "date"], ["enacted_date", "date"],
  ["repealed_date", "date"], ["published_date", "date"], ["document_number", "integer"], ["code_title", "integer"],
  ["code_title_name", "text"], ["chapter", "text"], ["part", "text"], ["part_heading", "text"], ["hierarchy", "text"],
  ["agency", "text"], ["fr_citation", "text"], ["fr_document_number", "text"], ["primary_branch", "text"],
  ["primary_subcategory", "text"], ["secondary_subcategories", "text[]"], ["official_url", "text"],
  ["full_text_url", "text"], ["full_text_sha256", "text"],
];

/** The value at the pin: the before-image of the first change after it, else the live column. */
function pinned(column: string, kind: Kind): SQL {
  const live = kind === "date" ? `r."${column}"::text` : `r."${column}"`;
  const before =
    kind === "text[]" ? `ARRAY(SELECT jsonb_array_elements_text(hb.before->'${column}'))`
    : kind === "text" || kind === "date" ? `hb.before->>'${column}'`
    : `(hb.before->>'${column}')::${kind}`;
  return sql.raw(`CASE WHEN jsonb_exists(hb.before, '${column}') THEN ${before} ELSE ${live} END`);
}

const PINNED_FILTER_COLUMNS: UsLawFilterColumns = {
  jurisdictionSlug: sql`a.jurisdiction_slug`,
  instrumentType: sql`a.instrument_type`,
  primaryBranch: sql`a.primary_branch`,
  primarySubcategory: sql`a.primary_subcategory`,
  secondarySubcategories: sql`a.secondary_subcategories`,
  inForce: sql`a.in_force`,
};

export interface PinnedRange {
  asOf: string;
  filters: UsLawExportFilters;
  /** Exclusive lower bound (null = from the first record). */
  after: string | null;
  /** Inclusive upper bound. */
  through: string;
}

/** How a batch's rows are joined into one buffer: `before` + row + `separator` + row … + `after`. */
export interface BatchFrame {
  before: string;
  separator: string;
  after: string;
  /** Bytes the batch will probably take, to size its buffer once. */
  sizeHint?: number;
}

/** What a batch selects per row (text columns over the pinned row `a` and its jurisdiction `j`) and how it writes them. */
export interface RowFormat {
  columns: SQL[];
  writeRow: (out: ByteWriter, row: RowFields) => void;
  csvCopy?: { columns: SQL[]; quoted: boolean[]; lineEnd: Buffer };
}

/** One batch of a part: its rows' text, framed, and where the scan stopped. */
export interface PinnedBatch {
  /** The matching rows' text (UTF-8), in record_uid order, framed (null when no row matched). */
  bytes: Uint8Array | null;
  /** Rows in `bytes`. */
  rows: number;
  /** Candidate records read (≥ rows; fewer than asked = the part's range is exhausted). */
  scanned: number;
  /** The last candidate's record_uid: the next batch starts after it (null when none was read). */
  last: string | null;
}

/**
 * One keyset batch: the next at most `scan` candidate records after `cursor` (or after the range start), in
 * record_uid order, each pinned, filtered on its pinned values, and written by `format.writeRow` from its columns'
 * text into one framed buffer. On node-postgres the columns come through `COPY (…) TO STDOUT (FORMAT binary)`: one
 * small message per row whose fields are the columns' raw UTF-8 bytes, spliced into the output without being decoded
 * into strings (copyBatch). On PGlite an ordinary query returns them as strings, encoded for the same writer.
 *
 * The candidate scan is a subquery of its own on us_law_records alone, ordered by the primary key with a LIMIT and
 * bounded below only: Postgres estimates a one-sided record_uid range well and walks the index in order, stopping
 * after `scan` rows. (Bounded on both sides inside one part, the estimate was ~1/8 of the real count, and the
 * planner chose a bitmap scan plus a sort of the whole rest of the part, pinned and formatted, on every batch.) The
 * part's upper bound is applied outside the LIMIT. A filtered part narrows the candidates with the live values OR
 * "changed since the pin" (a record with no change after the pin has its live values as its pinned ones, and every
 * logged change moves updated_at), a superset of the pinned matches; the exact filter on the pinned values then
 * decides. So `rows` can be below `scanned` (candidates the pinned filter rejects), and a batch is the last one when
 * fewer than `scan` candidates are left in the range.
 */
export async function pinnedBatch(db: Db, range: PinnedRange, cursor: string | null, scan: number, format: RowFormat, frame: BatchFrame): Promise<PinnedBatch> {
  const out = new FramedRows(frame, format);
  let scanned = 0;
  let last: string | null = null;
  // The last candidate's record_uid, kept as bytes (a string per row fed the young generation for nothing).
  const lastUid = new LastBytes();
  const pool = await nodePostgresPool(db);
  if (pool && format.csvCopy) {
    // Postgres writes the CSV lines (COPY's own RFC 4180 quoting, every text column forced into quotes): each
    // message is `record_uid,hit,` + the line + LF; the line is copied once, its LF replaced by the format's line
    // end (the attribution column, then CRLF).
    const { columns, quoted, lineEnd } = format.csvCopy;
    const forced = quoted.flatMap((q, i) => (q ? [`c${i}`] : []));
    const text = await copyStatement(range, cursor, scan, columns, `FORMAT csv${forced.length ? `, FORCE_QUOTE (${forced.join(", ")})` : ""}`);
    await copyBatch(pool, text, (line, start, end) => {
      let comma = start;
      while (comma < end && line[comma] !== 0x2c) comma++;
      // record_uid (bare: a UUID needs no quotes), then hit (t, f, or empty for NULL), then the row's fields.
      if (comma === start || comma === end || line[start] === 0x22 || line[end - 1] !== 0x0a) throw new Error("export batch: unexpected COPY line");
      scanned++;
      lastUid.set(line, start, comma);
      if (line[comma + 1] === 0x74 && line[comma + 2] === 0x2c) out.line(line, comma + 3, end - 1, lineEnd);
    });
    return { bytes: out.finish(), rows: out.rows, scanned, last: lastUid.text() };
  }
  if (pool) {
    const tuples = new BinaryCopyTuples((buf, starts, lengths) => {
      // Fields: record_uid, hit, then the format's columns.
      if (starts.length < 2 || lengths[0]! < 0) throw new Error("export batch: unexpected COPY row");
      scanned++;
      lastUid.set(buf, starts[0]!, starts[0]! + lengths[0]!);
      if (lengths[1] === 1 && buf[starts[1]!] === 1) out.row(buf, starts, lengths, 2);
    });
    const text = await copyStatement(range, cursor, scan, format.columns, "FORMAT binary");
    await copyBatch(pool, text, (buf, start, end) => tuples.push(buf, start, end), () => tuples.complete);
    last = lastUid.text();
  } else {
    const query = sql`SELECT b.* FROM (${pinnedCandidates(range, cursor, scan, format.columns)}) b ORDER BY b.record_uid`;
    const rows = rowsOf<{ record_uid: string; hit: boolean | null } & Record<string, string | null>>(await db.execute(query));
    const n = format.columns.length;
    const starts = new Int32Array(n);
    const lengths = new Int32Array(n);
    for (const r of rows) {
      scanned++;
      last = r.record_uid;
      if (r.hit !== true) continue;
      const values = Array.from({ length: n }, (_, i) => r[`c${i}`] ?? null);
      const parts = values.map((v) => Buffer.from(v ?? "", "utf8"));
      let at = 0;
      parts.forEach((p, i) => {
        starts[i] = at;
        lengths[i] = values[i] === null ? -1 : p.length;
        at += p.length;
      });
      out.row(Buffer.concat(parts), starts, lengths, 0);
    }
  }
  return { bytes: out.finish(), rows: out.rows, scanned, last };
}

/** node-postgres, imported once (a dynamic import per batch went through the module loader every time). */
let pgModule: Promise<(typeof import("pg"))["default"]> | null = null;
const nodePostgres = () => (pgModule ??= import("pg").then((m) => m.default));

/** The node-postgres pool behind a drizzle handle (null on PGlite). */
async function nodePostgresPool(db: Db): Promise<PgPool | null> {
  const client = (db as { $client?: unknown }).$client;
  if (!client || typeof client !== "object") return null;
  const { Pool } = await nodePostgres();
  return client instanceof Pool ? client : null;
}

/** Stand-ins for a batch's cursor and size in a cached COPY statement (NUL never occurs in SQL text). */
const CURSOR_TOKEN = "\u0000cursor\u0000";
const SCAN_TOKEN = "\u0000scan\u0000";
/** COPY statements by part and batch shape, with the cursor and batch size left as tokens (bounded: cleared when full). */
const statements = new Map<string, string>();
const columnSets = new WeakMap<SQL[], number>();
let columnSetCount = 0;

/**
 * The `COPY (…) TO STDOUT (options)` text of a batch. COPY takes no bind parameters, so the statement's parameters are
 * written into it as literals (node-postgres' escapeLiteral; numbers as digits). The text differs from batch to batch
 * of a part only by the cursor and the batch size, so it is built once per part and shape (drizzle's SQL building was
 * ~2 ms of CPU a batch) and those two are written into a copy of it.
 */
async function copyStatement(range: PinnedRange, cursor: string | null, scan: number, columns: SQL[], options: string): Promise<string> {
  const { escapeLiteral } = await nodePostgres();
  const from = cursor ?? range.after;
  let set = columnSets.get(columns);
  if (set === undefined) columnSets.set(columns, (set = ++columnSetCount));
  const key = JSON.stringify([set, options, range.asOf, range.filters, range.through, from === null]);
  let text = statements.get(key);
  if (text === undefined) {
    const cursorMark = {};
    const query = sql`SELECT b.* FROM (${pinnedCandidates({ ...range, after: null }, from === null ? null : (cursorMark as string), sql.raw(SCAN_TOKEN), columns)}) b ORDER BY b.record_uid`;
    const { sql: select, params } = dialect.sqlToQuery(query);
    const inlined = select.replace(/\$(\d+)\b/g, (_, n: string) => {
      const value = params[Number(n) - 1];
      if (value === cursorMark) return CURSOR_TOKEN;
      if (typeof value === "number" && Number.isFinite(value)) return String(value);
      if (typeof value === "string") return escapeLiteral(value);
      throw new Error(`export batch: cannot inline parameter $${n} (${typeof value})`);
    });
    text = `COPY (${inlined}) TO STDOUT (${options})`;
    if (statements.size >= 256) statements.clear();
    statements.set(key, text);
  }
  return text.replace(SCAN_TOKEN, () => String(Math.trunc(scan))).replace(CURSOR_TOKEN, () => (from === null ? "" : escapeLiteral(from)));
}

/**
 * Runs a `COPY … TO STDOUT` statement on a pooled connection and hands each CopyData message's payload (one row per
 * message, as Postgres sends them) to `onData` as `buf[start, end)`, valid only during that call. The messages are
 * read straight off the connection's socket (RawCopyOut) rather than through node-postgres' parser, which made an
 * object and a Buffer view per row.
 */
async function copyBatch(pool: PgPool, text: string, onData: CopyDataHandler, complete = () => true): Promise<void> {
  const client = await pool.connect();
  let healthy = true;
  try {
    const copy = new CopyOut(text, onData, complete);
    client.query(copy as never);
    await copy.finished;
  } catch (err) {
    healthy = false;
    throw err;
  } finally {
    // A connection whose COPY failed half-way is not handed to the next caller.
    client.release(healthy ? undefined : true);
  }
}

/** The bytes of the last value set (a record_uid), decoded on demand. */
class LastBytes {
  private buf = Buffer.alloc(64);
  private length = -1;
  set(src: Buffer, start: number, end: number) {
    const n = end - start;
    if (n > this.buf.length) this.buf = Buffer.alloc(n * 2);
    for (let i = 0; i < n; i++) this.buf[i] = src[start + i]!;
    this.length = n;
  }
  text(): string | null {
    return this.length < 0 ? null : this.buf.toString("utf8", 0, this.length);
  }
}

/** A batch's bytes: before, row, separator, row, …, after, written into one buffer. */
class FramedRows {
  rows = 0;
  private readonly out: ByteWriter;
  private readonly before: Buffer;
  private readonly separator: Buffer;
  private readonly after: Buffer;
  private readonly view: RowFields;
  constructor(
    frame: BatchFrame,
    private readonly format: RowFormat,
  ) {
    const n = format.columns.length;
    this.view = { buf: Buffer.alloc(0), starts: new Int32Array(n), lengths: new Int32Array(n) };
    this.out = new ByteWriter(frame.sizeHint ?? 1 << 20);
    this.before = Buffer.from(frame.before, "utf8");
    this.separator = Buffer.from(frame.separator, "utf8");
    this.after = Buffer.from(frame.after, "utf8");
  }
  /** Writes a row from the fields `from`, `from + 1`, … of a tuple (one per column). */
  row(buf: Buffer, starts: Int32Array, lengths: Int32Array, from: number) {
    this.out.bytes(this.rows === 0 ? this.before : this.separator);
    const view = this.view;
    const n = view.starts.length;
    if (lengths.length < from + n) throw new Error("export batch: a row with too few columns");
    view.buf = buf;
    for (let i = 0; i < n; i++) {
      view.starts[i] = starts[from + i]!;
      view.lengths[i] = lengths[from + i]!;
    }
    this.format.writeRow(this.out, view);
    this.rows++;
  }
  /** Writes a row that is already its line: `buf[start, end)` and then `end`. */
  line(buf: Buffer, start: number, end: number, ending: Buffer) {
    this.out.bytes(this.rows === 0 ? this.before : this.separator);
    this.out.bytes(buf, start, end);
    this.out.bytes(ending);
    this.rows++;
  }
  finish(): Uint8Array | null {
    if (this.rows === 0) return null;
    this.out.bytes(this.after);
    return this.out.finish();
  }
}

type PgPool = InstanceType<(typeof import("pg"))["default"]["Pool"]>;
const dialect = new PgDialect();

/** Receives one tuple: field i is `buf[starts[i] … starts[i] + lengths[i])`, length -1 = NULL; the arrays are reused. */
type TupleHandler = (buf: Buffer, starts: Int32Array, lengths: Int32Array) => void;

/** Receives one CopyData payload, `buf[start, end)`, valid only during the call. */
type CopyDataHandler = (buf: Buffer, start: number, end: number) => void;

/** The part of node-postgres' Connection a CopyOut uses. */
interface PgConnection {
  query: (text: string) => void;
  stream?: NodeJS.EventEmitter;
}

const COPY_DATA = 0x64; // 'd'
const COPY_OUT_RESPONSE = 0x48; // 'H'

/**
 * A node-postgres "submittable" for COPY … TO STDOUT: hands each CopyData message's payload to `onData` as it
 * arrives; `complete` says whether the data read was whole when the statement ends.
 *
 * While the server streams the rows, the connection's socket is read here, as pg-copy-streams does: its `data`
 * listener (node-postgres' parser) is set aside, the CopyOutResponse and CopyData messages are framed in place (a
 * message split across socket reads is gathered in one reused buffer), and at the first other message (CopyDone,
 * an error, a notice) the listener is put back and handed the rest, so node-postgres sees the end of the statement
 * as usual and calls handleCommandComplete / handleReadyForQuery / handleError. node-postgres' parser made a message
 * object and a Buffer view per row, garbage the collector then had to clear during the part. Should the connection
 * not look as expected (no socket, other listeners), the messages come through handleCopyData instead. On the app's
 * pool the reads are views of the connection's one read buffer (db/pg-socket.ts), not a new buffer per read.
 */
class CopyOut {
  private readonly header = Buffer.alloc(5);
  private headerLength = 0;
  /** A message split across reads: its code, its payload gathered so far, and the bytes still to come. */
  private code = 0;
  private gathered = Buffer.alloc(0);
  private gatheredLength = 0;
  private missing = 0;
  private failed = false;
  private resolve!: () => void;
  private reject!: (e: unknown) => void;
  readonly finished = new Promise<void>((resolve, reject) => {
    this.resolve = resolve;
    this.reject = reject;
  });
  constructor(
    private readonly text: string,
    private readonly onData: CopyDataHandler,
    private readonly complete: () => boolean,
  ) {}
  submit(connection: PgConnection) {
    connection.query(this.text);
    const stream = connection.stream;
    const listeners = stream?.listeners("data");
    if (!stream || listeners?.length !== 1) return;
    const parser = listeners[0] as (chunk: Buffer) => void;
    const read = (chunk: Buffer) => {
      let rest: Buffer | null;
      try {
        rest = this.frame(chunk);
      } catch (err) {
        // Not the COPY stream expected: the connection is closed, which fails the statement through node-postgres.
        stream.removeListener("data", read);
        stream.on("data", parser);
        (stream as { destroy?: (e: unknown) => void }).destroy?.(err);
        return;
      }
      if (rest === null) return;
      stream.removeListener("data", read);
      stream.on("data", parser);
      // A copy: the read may be the connection's shared read buffer (db/pg-socket.ts), which the parser must not keep.
      if (rest.length > 0) parser(Buffer.from(rest));
    };
    // Reads each chunk only during the call (split messages are gathered into a buffer of its own), so the connection
    // may hand it its shared read buffer instead of a copy (db/pg-socket.ts).
    (read as { [BORROWS_READS]?: true })[BORROWS_READS] = true;
    stream.removeListener("data", parser);
    stream.on("data", read);
  }
  /**
   * Frames the CopyOutResponse and CopyData messages of a socket read; returns null when the read held only those,
   * else the read from the first other message on (what node-postgres' parser must see).
   */
  private frame(chunk: Buffer): Buffer | null {
    let at = 0;
    const end = chunk.length;
    while (at < end) {
      if (this.missing > 0) {
        // The rest of a split message.
        const take = Math.min(this.missing, end - at);
        chunk.copy(this.gathered, this.gatheredLength, at, at + take);
        this.gatheredLength += take;
        this.missing -= take;
        at += take;
        if (this.missing === 0 && this.code === COPY_DATA) this.data(this.gathered, 0, this.gatheredLength);
        continue;
      }
      let code: number;
      let length: number;
      if (this.headerLength > 0 || end - at < 5) {
        // A header split across reads.
        while (this.headerLength < 5 && at < end) this.header[this.headerLength++] = chunk[at++]!;
        if (this.headerLength < 5) return null;
        this.headerLength = 0;
        code = this.header[0]!;
        length = this.header.readInt32BE(1);
        if (code !== COPY_DATA && code !== COPY_OUT_RESPONSE) return Buffer.concat([this.header, chunk.subarray(at)]);
      } else {
        code = chunk[at]!;
        length = chunk.readInt32BE(at + 1);
        if (code !== COPY_DATA && code !== COPY_OUT_RESPONSE) return chunk.subarray(at);
        at += 5;
      }
      const payload = length - 4;
      if (payload < 0) throw new Error("export batch: malformed COPY message");
      if (end - at >= payload) {
        if (code === COPY_DATA) this.data(chunk, at, at + payload);
        at += payload;
      } else {
        this.code = code;
        if (this.gathered.length < payload) this.gathered = Buffer.allocUnsafe(Math.max(payload, 2 * this.gathered.length, 1024));
        chunk.copy(this.gathered, 0, at, end);
        this.gatheredLength = end - at;
        this.missing = payload - this.gatheredLength;
        at = end;
      }
    }
    return null;
  }
  private data(buf: Buffer, start: number, end: number) {
    if (this.failed) return;
    try {
      this.onData(buf, start, end);
    } catch (err) {
      // The server keeps sending; the statement is reported failed when it completes.
      this.failed = true;
      this.reject(err);
    }
  }
  handleCopyData(msg: { chunk: Buffer }) {
    this.data(msg.chunk, 0, msg.chunk.length);
  }
  handleCommandComplete() {}
  handleReadyForQuery() {
    if (this.failed) return;
    if (!this.complete()) this.reject(new Error("export batch: truncated COPY stream"));
    else this.resolve();
  }
  handleError(err: unknown) {
    this.failed = true;
    this.reject(err);
  }
}

const SIGNATURE = Buffer.from("PGCOPY\n\xff\r\n\0", "latin1");

/**
 * Reads the binary COPY format (PostgreSQL docs, COPY "Binary Format") from successive chunks: `push` consumes the
 * complete items (the header, whole tuples, the trailer) and hands each tuple to `onTuple` as field offsets into the
 * chunk (in arrays reused from tuple to tuple; nothing is allocated per tuple); an item split across chunks waits,
 * copied, for the next one.
 */
export class BinaryCopyTuples {
  private headerRead = false;
  private pending: Buffer | null = null;
  private starts = new Int32Array(64);
  private lengths = new Int32Array(64);
  ended = false;
  constructor(private readonly onTuple: TupleHandler) {}

  /** The trailer was read and nothing is left over. */
  get complete(): boolean {
    return this.ended && !this.pending;
  }

  /** Reads `chunk[start, end)` (the whole chunk by default). */
  push(chunk: Buffer, start = 0, end = chunk.length): void {
    if (this.pending) {
      const buf = Buffer.concat([this.pending, chunk.subarray(start, end)]);
      const used = this.read(buf, 0, buf.length);
      this.pending = used < buf.length ? Buffer.from(buf.subarray(used)) : null;
    } else {
      const used = this.read(chunk, start, end);
      this.pending = used < end ? Buffer.from(chunk.subarray(used, end)) : null;
    }
  }

  /** Reads the complete items of `buf[start, end)`; returns where the unread rest starts. */
  private read(buf: Buffer, start: number, end: number): number {
    let at = start;
    if (!this.headerRead) {
      if (end - at < 19) return at;
      if (!buf.subarray(at, at + 11).equals(SIGNATURE)) throw new Error("export batch: not a binary COPY stream");
      const extension = buf.readInt32BE(at + 15);
      if (end - at < 19 + extension) return at;
      at += 19 + extension;
      this.headerRead = true;
    }
    while (!this.ended && at + 2 <= end) {
      const count = buf.readInt16BE(at);
      if (count === -1) {
        this.ended = true;
        return at + 2;
      }
      if (count < 0) throw new Error("export batch: not a binary COPY stream");
      if (count !== this.starts.length) {
        this.starts = new Int32Array(count);
        this.lengths = new Int32Array(count);
      }
      const { starts, lengths } = this;
      let p = at + 2;
      for (let i = 0; i < count; i++) {
        if (p + 4 > end) return at; // a tuple split across buffers: wait for the rest
        const length = buf.readInt32BE(p);
        p += 4;
        starts[i] = p;
        lengths[i] = length;
        if (length > 0) {
          if (p + length > end) return at;
          p += length;
        }
      }
      this.onTuple(buf, starts, lengths);
      at = p;
    }
    return at;
  }
}

/**
 * The candidates of one batch (see pinnedBatch), one row each: record_uid, hit (the pinned filter matched) and the
 * format's columns c0, c1, …, in no particular order.
 */
export function pinnedCandidates(range: PinnedRange, cursor: string | null, scan: number | SQL, columns: SQL[]): SQL {
  const pin = sql`${range.asOf}::timestamptz`;
  const from = cursor ?? range.after;
  const stamp = (column: string) =>
    sql`CASE WHEN r.${sql.identifier(column)} <= ${pin} THEN r.${sql.identifier(column)} ELSE coalesce(run.started_at, r.first_seen_at) END`;
  const filtered = Object.keys(range.filters).length > 0;
  // The pinned values are a LATERAL subquery kept from being flattened (OFFSET 0): computed once per row, whatever
  // the filters and the output expression reference.
  return sql`
    SELECT r.record_uid, ${usLawExportWhere(range.filters, PINNED_FILTER_COLUMNS)} AS hit,
      ${sql.join(columns.map((c, i) => sql`${c} AS ${sql.identifier(`c${i}`)}`), sql`, `)}
    FROM (
      SELECT * FROM us_law_records r
      WHERE r.first_seen_at <= ${pin}
        ${from === null ? sql`` : sql`AND r.record_uid > ${from}`}
        ${filtered ? sql`AND (${usLawExportWhere(range.filters)} OR r.updated_at > ${pin})` : sql``}
      ORDER BY r.record_uid
      LIMIT ${scan}
    ) r
    LEFT JOIN LATERAL (
      SELECT jsonb_object_agg(x.field, x.from_value) AS before FROM (
        SELECT DISTINCT ON (h.field) h.field, h.from_value FROM us_law_history h
        WHERE r.updated_at > ${pin} AND h.record_uid = r.record_uid AND h.observed_at > ${pin}
        ORDER BY h.field, h.observed_at, h.id) x
    ) hb ON true
    LEFT JOIN LATERAL (
      SELECT s.started_at, s.edition FROM us_law_source_runs s
      WHERE r.retrieved_at > ${pin} AND s.source = r.source AND s.started_at <= ${pin}
      ORDER BY s.started_at DESC LIMIT 1
    ) run ON true
    CROSS JOIN LATERAL (
      SELECT r.record_uid,
        ${sql.join(PINNED.map(([c, k]) => sql`${pinned(c, k)} AS ${sql.identifier(c)}`), sql`, `)},
        r.source_authority,
        CASE WHEN r.retrieved_at <= ${pin} THEN r.edition ELSE coalesce(run.edition, r.edition) END AS edition,
        ${isoMicros(stamp("retrieved_at"))} AS retrieved_at,
        ${isoMicros(stamp("last_verified_at"))} AS last_verified_at,
        ${isoMicros(sql`r.first_seen_at`)} AS first_seen_at,
        ${isoMicros(sql`CASE WHEN r.updated_at <= ${pin} THEN r.updated_at ELSE coalesce(
          (SELECT max(h.observed_at) FROM us_law_history h WHERE h.record_uid = r.record_uid AND h.observed_at <= ${pin}),
          r.first_seen_at) END`)} AS updated_at
      OFFSET 0
    ) a
    LEFT JOIN jurisdictions j ON j.slug = a.jurisdiction_slug
    WHERE r.record_uid <= ${range.through}`;
}
