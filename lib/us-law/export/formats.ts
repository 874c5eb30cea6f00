import { sql, type SQL } from "drizzle-orm";
import { loadTaxonomy } from "../taxonomy";
import type { ExportFields, ExportFormat } from "./part-token";

/**
 * How a pinned row is written in each export format. Postgres sends each row's pinned values as text (the UTF-8
 * bytes of the columns below, through binary COPY on node-postgres), and Node splices those bytes into the format's
 * line in one buffer: JSON strings are the bytes with `"`, `\` and control characters escaped (as Postgres'
 * row_to_json does), CSV fields are the bytes with quotes doubled, and the nested jurisdiction and classification
 * objects are fragments built once per distinct value and copied. No value is decoded into a JavaScript string
 * except the few that key those fragments, and Postgres builds no JSON or CSV text per row (that was most of a JSON
 * part's database time: tests/bench/us-law-export.ts).
 *
 * `full` is the record as GET /us-law/records serves it, minus the classification rule ids (not versioned, so not
 * pinnable); `basic` narrows it and keeps every provenance field (SPEC: never withheld). Every row, in every format,
 * ends with its `attribution` (SPEC 1.10: every record-like item carries it): a constant, written as part of the
 * row's closing bytes (JSON) or as the last CSV column, so it costs no column from the database. CSV is RFC 4180: a header row, CRLF line ends, every text field quoted
 * (the RFC allows it, and it spares a scan for commas, CR and LF) with its quotes doubled, NULL an empty unquoted field
 * (so "" and null stay distinct), numbers, booleans, dates and timestamps bare; lists (secondary subcategories and
 * their branches) are ';'-joined. NDJSON: one compact JSON object per line. JSON: one array, one object per line.
 */

export const BASIC_FIELDS = [
  "record_uid", "citation", "title", "instrument_type", "status", "in_force", "jurisdiction", "jurisdiction_level",
  "effective_date", "primary_branch", "primary_subcategory", "official_url", "source_authority", "retrieved_at",
  "last_verified_at",
] as const;

/**
 * The columns a part query selects, each as text, by name: an expression over the pinned row `a` and its
 * jurisdiction `j` (lib/us-law/export/pinned-rows.ts). `raw`: the text is a JSON literal as it stands (numbers,
 * booleans); otherwise it is written as a JSON string.
 */
const a = (column: string) => sql.raw(`a."${column}"`);
const SOURCE_COLUMNS: Record<string, { expr: SQL; raw?: true }> = {
  ...Object.fromEntries(
    ["record_uid", "title", "short_title", "citation", "identifier", "instrument_type", "status", "status_detail", "jurisdiction_slug",
      "jurisdiction_level", "effective_date", "enacted_date", "repealed_date", "published_date", "code_title_name", "chapter", "part",
      "part_heading", "hierarchy", "agency", "fr_citation", "fr_document_number", "primary_branch", "primary_subcategory", "official_url",
      "source_authority", "full_text_url", "full_text_sha256", "edition", "retrieved_at", "last_verified_at", "first_seen_at", "updated_at",
    ].map((c) => [c, { expr: a(c) }]),
  ),
  ...Object.fromEntries(["in_force", "is_binding", "document_number", "code_title"].map((c) => [c, { expr: sql`${a(c)}::text`, raw: true as const }])),
  jurisdiction_name: { expr: sql`j.name` },
  jurisdiction_abbr: { expr: sql`j.abbr` },
  /** The secondary subcategory ids as a JSON array text (parsed once per distinct value in Node). */
  secondary_subcategories: { expr: sql`to_json(a.secondary_subcategories)::text` },
};

/** One piece of an output row. */
type Piece =
  | { kind: "json"; key: string; column: string } // "key":value (string, literal or null)
  | { kind: "jurisdiction"; key: string } // "key":{"slug":…,"name":…,"abbr":…}
  | { kind: "classification"; key: string } // "key":{"primary":{…},"secondary":[…]}
  | { kind: "csv"; header: string; column: string; quoted: boolean }
  | { kind: "csv-list"; header: string; of: "subcategories" | "branches" };

const FULL_JSON: Piece[] = [
  ...["record_uid", "title", "short_title", "citation", "identifier", "instrument_type", "status", "status_detail", "in_force", "is_binding"].map(
    (c): Piece => ({ kind: "json", key: c, column: c }),
  ),
  { kind: "jurisdiction", key: "jurisdiction" },
  ...["jurisdiction_level", "effective_date", "enacted_date", "repealed_date", "published_date", "document_number", "code_title",
    "code_title_name", "chapter", "part", "part_heading", "hierarchy", "agency", "fr_citation", "fr_document_number"].map(
    (c): Piece => ({ kind: "json", key: c, column: c }),
  ),
  { kind: "classification", key: "classification" },
  ...["official_url", "source_authority", "full_text_url", "full_text_sha256", "edition", "retrieved_at", "last_verified_at",
    "first_seen_at", "updated_at"].map((c): Piece => ({ kind: "json", key: c, column: c })),
];

const BASIC_JSON: Piece[] = BASIC_FIELDS.map((c) => ({ kind: "json", key: c, column: c === "jurisdiction" ? "jurisdiction_slug" : c }));

const text = (c: string): Piece => ({ kind: "csv", header: c, column: c, quoted: true });
const bare = (c: string): Piece => ({ kind: "csv", header: c, column: c, quoted: false });

const FULL_CSV: Piece[] = [
  bare("record_uid"), ...["title", "short_title", "citation", "identifier", "instrument_type", "status", "status_detail"].map(text),
  bare("in_force"), bare("is_binding"),
  { kind: "csv", header: "jurisdiction", column: "jurisdiction_slug", quoted: true }, text("jurisdiction_name"), text("jurisdiction_abbr"),
  text("jurisdiction_level"), ...["effective_date", "enacted_date", "repealed_date", "published_date", "document_number", "code_title"].map(bare),
  ...["code_title_name", "chapter", "part", "part_heading", "hierarchy", "agency", "fr_citation", "fr_document_number",
    "primary_branch", "primary_subcategory"].map(text),
  { kind: "csv-list", header: "secondary_subcategories", of: "subcategories" },
  { kind: "csv-list", header: "secondary_branches", of: "branches" },
  ...["official_url", "source_authority", "full_text_url", "full_text_sha256", "edition"].map(text),
  ...["retrieved_at", "last_verified_at", "first_seen_at", "updated_at"].map(bare),
];

const BASIC_CSV: Piece[] = BASIC_FIELDS.map((c) => FULL_CSV.find((p) => p.kind === "csv" && p.header === c)!);


/** RFC 4180 field in Node, quoted only when it must be (the header row). */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (values: (string | number | boolean | null | undefined)[]) => values.map(csvField).join(",") + "\r\n";

/** The text fields of one row: `buf[starts[i] … starts[i] + lengths[i])` is column i's UTF-8 text, length -1 = NULL. */
export interface RowFields {
  buf: Buffer;
  starts: Int32Array;
  lengths: Int32Array;
}

/**
 * Writes a part: a prefix, then each batch (its rows joined by `separator`, framed by `before`, told whether the
 * batch holds the part's first row, and `after`), then a suffix.
 */
export interface PartEncoder {
  contentType: string;
  extension: string;
  /** The text columns each row needs, in order (expressions over the pinned row `a` and its jurisdiction `j`). */
  columns: SQL[];
  /** Writes one row's line from its column texts (in `columns` order). */
  writeRow: (out: ByteWriter, row: RowFields) => void;
  /**
   * CSV only: the row as Postgres' own `COPY … (FORMAT csv)` writes it, one text column per CSV column (`columns`),
   * `quoted` the ones forced into quotes. Where the database speaks COPY, a part's lines come from there (the LF that
   * ends each line is replaced by `lineEnd`: the attribution column and CRLF), not from writeRow.
   */
  csvCopy?: { columns: SQL[]; quoted: boolean[]; lineEnd: Buffer };
  /** What goes between two rows of a batch. */
  separator: string;
  prefix: string;
  before: (first: boolean) => string;
  after: string;
  suffix: string;
}

/** A growable output buffer written byte by byte or by copies (doubling; sized from a hint). */
export class ByteWriter {
  buf: Buffer;
  length = 0;
  constructor(size: number) {
    this.buf = Buffer.allocUnsafe(Math.max(1024, size));
  }
  ensure(extra: number) {
    if (this.length + extra <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (this.length + extra > size) size *= 2;
    const grown = Buffer.allocUnsafe(size);
    this.buf.copy(grown, 0, 0, this.length);
    this.buf = grown;
  }
  bytes(src: Buffer, start = 0, end = src.length) {
    const n = end - start;
    this.ensure(n);
    if (n < COPY_LOOP_BELOW) {
      const out = this.buf;
      let o = this.length;
      for (let i = start; i < end; i++) out[o++] = src[i]!;
      this.length = o;
    } else {
      src.copy(this.buf, this.length, start, end);
      this.length += n;
    }
  }
  /** src[start, start+length) as a JSON string (putJsonString, what writeRow writes). */
  jsonString(src: Buffer, start: number, length: number) {
    // At most 6 bytes per input byte (\u00XX), plus the quotes.
    this.ensure(length * 6 + 2);
    const view = (b: Buffer) => new DataView(b.buffer, b.byteOffset, b.byteLength);
    this.length = putJsonString(this.buf, view(this.buf), this.length, src, view(src), start, start + length);
  }
  /** src[start, start+length) as a quoted CSV field (putCsvQuoted, what writeRow writes). */
  csvQuoted(src: Buffer, start: number, length: number) {
    this.ensure(length * 2 + 2);
    this.length = putCsvQuoted(this.buf, this.length, src, start, start + length);
  }
  finish(): Buffer {
    return this.buf.subarray(0, this.length);
  }
}
const HEX = Buffer.from("0123456789abcdef", "latin1");
/**
 * Copies shorter than this are a byte loop: Buffer#copy makes a Uint8Array view per call (Node 20), which for the
 * ~40 short fields of a row cost more than the bytes and fed the garbage collector 400,000 objects a part.
 */
const COPY_LOOP_BELOW = 256;

const utf8 = (s: string) => Buffer.from(s, "utf8");
const jsonText = (value: unknown) => JSON.stringify(value ?? null);

/**
 * Fragments built once per distinct value of some columns (the jurisdiction and classification objects, the CSV lists),
 * found by those columns' bytes without decoding them: a hash of the bytes picks a chain of entries, each holding its
 * key bytes to compare. The entries live in typed arrays (hash, next, where their key bytes start, their lengths) and
 * one buffer of key bytes, so a lookup reads numbers and bytes only: with an object per entry found through a Map,
 * each lookup allocated ~56 bytes (two lookups a row, ~1.1 MB a part, V8's sampling heap profiler), which made the
 * young generation collect, and promote, more often. Bounded: a cache that reaches its limit starts over.
 */
export class FragmentCache {
  private readonly heads = new Int32Array(FRAGMENT_SLOTS).fill(-1);
  private readonly hashes: Int32Array;
  private readonly nexts: Int32Array;
  private readonly keyStarts: Int32Array;
  /** Entry i's column lengths at [i × columns, (i + 1) × columns). */
  private readonly keyLengths: Int32Array;
  private keyBytes = Buffer.allocUnsafe(1 << 16);
  private keyBytesUsed = 0;
  private readonly values: Buffer[] = [];
  private size = 0;
  constructor(
    private readonly cols: number[],
    /** The fragment for the columns' texts (decoded from UTF-8; null = NULL). */
    private readonly make: (texts: (string | null)[]) => Buffer,
    private readonly limit = 4096,
  ) {
    this.hashes = new Int32Array(limit);
    this.nexts = new Int32Array(limit);
    this.keyStarts = new Int32Array(limit);
    this.keyLengths = new Int32Array(limit * cols.length);
  }
  get(row: RowFields): Buffer {
    const { buf, starts, lengths } = row;
    const cols = this.cols;
    const width = cols.length;
    let h = 0x811c9dc5 | 0;
    for (let c = 0; c < width; c++) {
      const length = lengths[cols[c]!]!;
      h = Math.imul(h ^ (length & 0xffff), 0x01000193);
      for (let i = starts[cols[c]!]!, end = i + (length > 0 ? length : 0); i < end; i++) h = Math.imul(h ^ buf[i]!, 0x01000193);
    }
    const slot = h & (FRAGMENT_SLOTS - 1);
    const { hashes, nexts, keyLengths, keyBytes } = this;
    for (let e = this.heads[slot]!; e !== -1; e = nexts[e]!) {
      if (hashes[e] !== h) continue;
      let same = true;
      let at = this.keyStarts[e]!;
      for (let c = 0; c < width && same; c++) {
        const length = lengths[cols[c]!]!;
        if (length !== keyLengths[e * width + c]) same = false;
        else for (let i = starts[cols[c]!]!, end = i + (length > 0 ? length : 0); i < end; i++) if (buf[i] !== keyBytes[at++]) { same = false; break; }
      }
      if (same) return this.values[e]!;
    }
    return this.add(row, h, slot);
  }
  private add(row: RowFields, h: number, slot: number): Buffer {
    const { buf, starts, lengths } = row;
    const cols = this.cols;
    if (this.size >= this.limit) {
      this.heads.fill(-1);
      this.values.length = 0;
      this.size = 0;
      this.keyBytesUsed = 0;
    }
    let bytes = 0;
    for (const i of cols) bytes += lengths[i]! > 0 ? lengths[i]! : 0;
    if (this.keyBytesUsed + bytes > this.keyBytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(2 * this.keyBytes.length, this.keyBytesUsed + bytes));
      this.keyBytes.copy(grown, 0, 0, this.keyBytesUsed);
      this.keyBytes = grown;
    }
    const e = this.size++;
    this.hashes[e] = h;
    this.nexts[e] = this.heads[slot]!;
    this.heads[slot] = e;
    this.keyStarts[e] = this.keyBytesUsed;
    cols.forEach((i, c) => {
      this.keyLengths[e * cols.length + c] = lengths[i]!;
      if (lengths[i]! > 0) this.keyBytesUsed += buf.copy(this.keyBytes, this.keyBytesUsed, starts[i]!, starts[i]! + lengths[i]!);
    });
    const value = this.make(cols.map((i) => (lengths[i]! < 0 ? null : buf.toString("utf8", starts[i]!, starts[i]! + lengths[i]!))));
    this.values[e] = value;
    return value;
  }
}
/** Hash chains per cache (a power of two). */
const FRAGMENT_SLOTS = 4096;

/** The secondary subcategory ids from their JSON text (null = a NULL array). */
const parseSecondaries = (jsonArray: string | null): (string | null)[] | null => (jsonArray === null ? null : (JSON.parse(jsonArray) as (string | null)[]));

/** What writeRow does for one piece, after copying the piece's lead. */
const Op = {
  /** A JSON string (escaped), or null. */
  JsonString: 0,
  /** A JSON literal as it stands (number, boolean), or null. */
  JsonRaw: 1,
  /** A quoted CSV field with its quotes doubled; NULL writes nothing. */
  CsvQuoted: 2,
  /** A bare CSV field; NULL writes nothing. */
  CsvBare: 3,
  /** A cached fragment (FragmentCache). */
  Fragment: 4,
} as const;

/**
 * Compiles the pieces into a flat program that one function runs per row: for each piece, its lead (`{"key":`,
 * `,"key":`, `,`) copied from one buffer of leads, then its value by `Op`. One call per row, the buffer grown at most
 * once per row, and no closure per field (an array of per-field closures cost more than the bytes they wrote).
 */
function compile(pieces: Piece[], json: boolean, rowEnd: string): Pick<PartEncoder, "columns" | "writeRow"> {
  const names: string[] = [];
  const index = (name: string) => {
    let i = names.indexOf(name);
    if (i === -1) i = names.push(name) - 1;
    return i;
  };
  const branchOf = loadTaxonomy().branchOf;
  const n = pieces.length;
  const ops = new Int32Array(n);
  const cols = new Int32Array(n);
  const leadStarts = new Int32Array(n + 1);
  const leadEnds = new Int32Array(n + 1);
  const caches: (FragmentCache | null)[] = [];
  const leads: Buffer[] = [];
  let leadBytes = 0;
  const addLead = (k: number, text: string) => {
    const b = utf8(text);
    leadStarts[k] = leadBytes;
    leadBytes += b.length;
    leadEnds[k] = leadBytes;
    leads.push(b);
  };
  pieces.forEach((p, k) => {
    addLead(k, json ? `${k === 0 ? "{" : ","}${JSON.stringify((p as { key: string }).key)}:` : k === 0 ? "" : ",");
    caches.push(null);
    switch (p.kind) {
      case "json":
        cols[k] = index(p.column);
        ops[k] = SOURCE_COLUMNS[p.column]!.raw === true ? Op.JsonRaw : Op.JsonString;
        break;
      case "csv":
        cols[k] = index(p.column);
        ops[k] = p.quoted ? Op.CsvQuoted : Op.CsvBare;
        break;
      case "jurisdiction":
        // {"slug":…,"name":…,"abbr":…}: one fragment per distinct (slug, name, abbr).
        ops[k] = Op.Fragment;
        caches[k] = new FragmentCache([index("jurisdiction_slug"), index("jurisdiction_name"), index("jurisdiction_abbr")], ([s, nm, ab]) =>
          utf8(`{"slug":${jsonText(s)},"name":${jsonText(nm)},"abbr":${jsonText(ab)}}`),
        );
        break;
      case "classification":
        // {"primary":{"branch":…,"subcategory":…},"secondary":[{"branch":…,"subcategory":…},…]}: one fragment per
        // distinct (primary branch, primary subcategory, secondary ids); a secondary's branch from the taxonomy.
        ops[k] = Op.Fragment;
        caches[k] = new FragmentCache([index("primary_branch"), index("primary_subcategory"), index("secondary_subcategories")], ([b, s, list]) =>
          utf8(classificationJson(b, s, parseSecondaries(list ?? null))),
        );
        break;
      case "csv-list":
        // As Postgres' array_to_string(…, ';') wrote them: subcategories skip NULL entries and a NULL list is an empty
        // unquoted field; branches have one entry per subcategory ('' when unknown) and are never NULL.
        ops[k] = Op.Fragment;
        caches[k] = new FragmentCache([index("secondary_subcategories")], ([list]) => {
          const ids = parseSecondaries(list ?? null);
          if (p.of === "subcategories" && ids === null) return Buffer.alloc(0);
          const joined = p.of === "subcategories" ? ids!.filter((id) => id !== null).join(";") : (ids ?? []).map((id) => (id === null ? "" : (branchOf.get(id) ?? ""))).join(";");
          return utf8(`"${joined.replace(/"/g, '""')}"`);
        });
        break;
    }
  });
  addLead(n, rowEnd);
  const lead = Buffer.concat(leads);
  // Each lead as big-endian 32-bit words, written with DataView#setInt32, and its last 0-3 bytes. (TypedArray#set of a
  // view made once took ~1 ms a part more; a byte loop twice as long as #set for a 14-22 byte key.)
  const leadWords = new Int32Array(Math.ceil(lead.length / 4) + n + 1);
  const wordStarts = new Int32Array(n + 1);
  const wordEnds = new Int32Array(n + 1);
  const tailStarts = new Int32Array(n + 1);
  for (let k = 0, w = 0; k <= n; k++) {
    wordStarts[k] = w;
    let i = leadStarts[k]!;
    for (; i + 4 <= leadEnds[k]!; i += 4) leadWords[w++] = lead.readInt32BE(i);
    wordEnds[k] = w;
    tailStarts[k] = i;
  }
  const columns = names.map((name) => SOURCE_COLUMNS[name]!.expr);
  const width = names.length;

  // DataViews of the current source (a socket read) and output buffers, made again only when the buffer changes.
  let viewedSrc: Buffer | null = null;
  let viewedDst: Buffer | null = null;
  let srcView: DataView = new DataView(new ArrayBuffer(0));
  let dstView: DataView = srcView;
  const writeRow = (out: ByteWriter, row: RowFields) => {
    const { buf: src, starts, lengths } = row;
    // Room for the row whatever its fragments: every lead, each field at its worst (6 bytes a byte escaped, quotes).
    let room = leadBytes;
    for (let c = 0; c < width; c++) room += lengths[c]! > 0 ? lengths[c]! * 6 + 4 : 4;
    out.ensure(room);
    let dst = out.buf;
    let o = out.length;
    for (let k = 0; k <= n; k++) {
      if (dst !== viewedDst) dstView = new DataView((viewedDst = dst).buffer, dst.byteOffset, dst.byteLength);
      for (let w = wordStarts[k]!, end = wordEnds[k]!; w < end; w++) {
        dstView.setInt32(o, leadWords[w]!);
        o += 4;
      }
      for (let i = tailStarts[k]!, end = leadEnds[k]!; i < end; i++) dst[o++] = lead[i]!;
      if (k === n) break;
      const c = cols[k]!;
      const length = lengths[c]!;
      const start = starts[c]!;
      switch (ops[k]) {
        case Op.JsonString:
          if (length < 0) {
            dst[o++] = 0x6e; // null
            dst[o++] = 0x75;
            dst[o++] = 0x6c;
            dst[o++] = 0x6c;
            break;
          }
          if (src !== viewedSrc) srcView = new DataView((viewedSrc = src).buffer, src.byteOffset, src.byteLength);
          o = putJsonString(dst, dstView, o, src, srcView, start, start + length);
          break;
        case Op.JsonRaw:
          if (length < 0) {
            dst[o++] = 0x6e;
            dst[o++] = 0x75;
            dst[o++] = 0x6c;
            dst[o++] = 0x6c;
          } else if (length < COPY_LOOP_BELOW) for (let i = start, end = start + length; i < end; i++) dst[o++] = src[i]!;
          else o += src.copy(dst, o, start, start + length);
          break;
        case Op.CsvQuoted:
          if (length < 0) break;
          o = putCsvQuoted(dst, o, src, start, start + length);
          break;
        case Op.CsvBare:
          if (length < 0) break;
          if (length < COPY_LOOP_BELOW) for (let i = start, end = start + length; i < end; i++) dst[o++] = src[i]!;
          else o += src.copy(dst, o, start, start + length);
          break;
        case Op.Fragment: {
          const fragment = caches[k]!.get(row);
          out.length = o;
          // The room above counted the fragment's source columns, not the fragment itself.
          out.ensure(fragment.length + room);
          dst = out.buf;
          if (dst !== viewedDst) dstView = new DataView((viewedDst = dst).buffer, dst.byteOffset, dst.byteLength);
          if (fragment.length >= SET_FROM) dst.set(fragment, o);
          else for (let i = 0; i < fragment.length; i++) dst[o + i] = fragment[i]!;
          o += fragment.length;
          break;
        }
      }
    }
    out.length = o;
  };
  return { columns, writeRow };
}

/** Bytes from which an existing view (a key text, a fragment) is copied with TypedArray#set rather than a byte loop. */
const SET_FROM = 10;

/**
 * Writes src[start, end) at dst[o] as a JSON string, quotes included: `"`, `\` and control characters escaped as
 * row_to_json escapes them. Returns the new end; the caller ensured room (6 bytes a byte at worst, plus 2). `dstView`
 * and `srcView` are DataViews of the whole of `dst` and `src`.
 *
 * Four bytes at a time where it can: a 32-bit word (read and written with DataView, any alignment) with no byte below
 * 0x20 and no `"` or `\` is copied whole. SWAR tests: a byte below n shows in (x - n×0x01010101) & ~x & 0x80808080, a
 * byte equal to c as a zero byte of x ^ c×0x01010101; no false negatives, and a false positive only sends the word
 * through the byte path. Otherwise one byte is tested and copied or escaped. ~4 ms less CPU a 10,000-row JSON part
 * than a byte loop (row writer ~24 -> ~20 ms, minimum of repeated runs over a captured part).
 */
function putJsonString(dst: Buffer, dstView: DataView, o: number, src: Buffer, srcView: DataView, start: number, end: number): number {
  dst[o++] = 0x22;
  let i = start;
  while (i < end) {
    if (i + 4 <= end) {
      const x = srcView.getInt32(i);
      const q = x ^ 0x22222222;
      const b = x ^ 0x5c5c5c5c;
      if ((((x - 0x20202020) & ~x) | ((q - 0x01010101) & ~q) | ((b - 0x01010101) & ~b)) & 0x80808080) {
        // A byte of the four may need escaping: take one byte.
      } else {
        dstView.setInt32(o, x);
        o += 4;
        i += 4;
        continue;
      }
    }
    const c = src[i++]!;
    if (c >= 0x20 && c !== 0x22 && c !== 0x5c) dst[o++] = c;
    else o = jsonEscape(dst, o, c);
  }
  dst[o++] = 0x22;
  return o;
}

/** Writes src[start, end) at dst[o] as a quoted RFC 4180 field, its quotes doubled. Returns the new end (room: 2 a byte, plus 2). */
function putCsvQuoted(dst: Buffer, o: number, src: Buffer, start: number, end: number): number {
  dst[o++] = 0x22;
  for (let i = start; i < end; i++) {
    const b = src[i]!;
    dst[o++] = b;
    if (b === 0x22) dst[o++] = 0x22;
  }
  dst[o++] = 0x22;
  return o;
}

/** Writes the JSON escape of byte `b` (`"`, `\` or a control character) at `o`, as row_to_json escapes it; returns the new end. */
function jsonEscape(dst: Buffer, o: number, b: number): number {
  dst[o++] = 0x5c;
  switch (b) {
    case 0x22: dst[o++] = 0x22; break;
    case 0x5c: dst[o++] = 0x5c; break;
    case 0x08: dst[o++] = 0x62; break; // \b
    case 0x0c: dst[o++] = 0x66; break; // \f
    case 0x0a: dst[o++] = 0x6e; break; // \n
    case 0x0d: dst[o++] = 0x72; break; // \r
    case 0x09: dst[o++] = 0x74; break; // \t
    default:
      dst[o++] = 0x75; // \u00xx, lower-case hex like Postgres
      dst[o++] = 0x30;
      dst[o++] = 0x30;
      dst[o++] = HEX[b >> 4]!;
      dst[o++] = HEX[b & 15]!;
  }
  return o;
}

/** subcategory id → branch id, one JSON parameter (the taxonomy is fixed, 227 entries). */
const branchMap = () => sql`${JSON.stringify(Object.fromEntries(loadTaxonomy().branchOf))}::jsonb`;

/**
 * The CSV columns for COPY (FORMAT csv): the same texts as the Node writer's (booleans and numbers as text, the lists
 * ';'-joined by array_to_string, a branch '' when the taxonomy does not know the subcategory). COPY writes NULL as an
 * empty unquoted field and quotes every non-NULL value of a forced column, an empty one as "".
 */
function csvCopyColumns(pieces: Piece[]): { columns: SQL[]; quoted: boolean[] } {
  const columns: SQL[] = [];
  const quoted: boolean[] = [];
  for (const p of pieces) {
    if (p.kind === "csv") {
      columns.push(SOURCE_COLUMNS[p.column]!.expr);
      quoted.push(p.quoted);
    } else if (p.kind === "csv-list") {
      columns.push(p.of === "subcategories" ? sql`array_to_string(a.secondary_subcategories, ';')` : secondaryBranchesCsv());
      quoted.push(true);
    } else throw new Error(`csvCopyColumns: a ${p.kind} piece`);
  }
  return { columns, quoted };
}

/**
 * The secondary subcategories' branches, ';'-joined in list order ('' for a subcategory the taxonomy does not know).
 * Most records hold no, one or two secondary subcategories: those are looked up directly, without the per-row
 * subquery (unnest … ORDER BY ordinality) that longer, NULL or unusually bounded arrays still take. Postgres CPU
 * over 200,000 synthetic rows: 150-190 ms instead of 360-380 ms (the list's own text alone: 110-130 ms).
 */
function secondaryBranchesCsv(): SQL {
  const list = sql`a.secondary_subcategories`;
  const branch = (i: number) => sql`coalesce(${branchMap()}->>${list}[${sql.raw(String(i))}], '')`;
  return sql`CASE
    WHEN ${list} IS NULL OR array_ndims(${list}) <> 1 OR array_lower(${list}, 1) <> 1 OR cardinality(${list}) > 2
      THEN array_to_string(ARRAY(SELECT coalesce(${branchMap()}->>s.sub, '') FROM unnest(${list}) WITH ORDINALITY AS s(sub, ord) ORDER BY s.ord), ';')
    WHEN cardinality(${list}) = 0 THEN ''
    WHEN cardinality(${list}) = 1 THEN ${branch(1)}
    ELSE ${branch(1)} || ';' || ${branch(2)} END`;
}

/** {"primary":{"branch":…,"subcategory":…},"secondary":[{"branch":…,"subcategory":…},…]}, a secondary's branch from the taxonomy. */
function classificationJson(branch: string | null | undefined, sub: string | null | undefined, secondaries: (string | null)[] | null | undefined): string {
  const branchOf = loadTaxonomy().branchOf;
  const list = (secondaries ?? []).map((id) => `{"branch":${jsonText(id === null ? null : branchOf.get(id))},"subcategory":${jsonText(id)}}`);
  return `{"primary":{"branch":${jsonText(branch)},"subcategory":${jsonText(sub)}},"secondary":[${list.join(",")}]}`;
}

/** The bytes that close a row: its attribution, then `}` (JSON) or CRLF (CSV). */
const rowEnd = (json: boolean, attribution: string) => (json ? `,"attribution":${JSON.stringify(attribution)}}` : `,${csvQuoted(attribution)}\r\n`);
const csvQuoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** The CSV header row: every column of the field set, then attribution. */
export const csvHeader = (fields: ExportFields) => [...(fields === "basic" ? BASIC_CSV : FULL_CSV).map((p) => (p as { header: string }).header), "attribution"];

/** Compiled writers by format kind, field set and attribution (one site URL per deployment: a handful of entries). */
const compiled = new Map<string, Pick<PartEncoder, "columns" | "writeRow">>();
function compiledFor(format: ExportFormat, fields: ExportFields, attribution: string) {
  const json = format !== "csv";
  const key = `${json ? "json" : "csv"}:${fields}:${attribution}`;
  let c = compiled.get(key);
  if (!c) {
    if (compiled.size >= 16) compiled.clear();
    const pieces = json ? (fields === "basic" ? BASIC_JSON : FULL_JSON) : fields === "basic" ? BASIC_CSV : FULL_CSV;
    compiled.set(key, (c = compile(pieces, json, rowEnd(json, attribution))));
  }
  return c;
}

export function partEncoder(format: ExportFormat, fields: ExportFields, attribution: string): PartEncoder {
  const { columns, writeRow } = compiledFor(format, fields, attribution);
  switch (format) {
    case "ndjson":
      // One object per line, each line ending in LF.
      return { contentType: "application/x-ndjson; charset=utf-8", extension: "ndjson", columns, writeRow, separator: "\n", prefix: "", before: () => "", after: "\n", suffix: "" };
    case "json":
      // "[", then LF before the first object and ",LF" before every other, then "LF]LF".
      return { contentType: "application/json; charset=utf-8", extension: "json", columns, writeRow, separator: ",\n", prefix: "[", before: (first) => (first ? "\n" : ",\n"), after: "", suffix: "\n]\n" };
    case "csv": {
      // Each line ends in CRLF (writeRow; the COPY path rewrites Postgres' LF).
      const pieces = fields === "basic" ? BASIC_CSV : FULL_CSV;
      const csvCopy = { ...csvCopyColumns(pieces), lineEnd: Buffer.from(rowEnd(false, attribution), "utf8") };
      return {
        contentType: "text/csv; charset=utf-8; header=present", extension: "csv", columns, writeRow, csvCopy, separator: "",
        prefix: csvLine(csvHeader(fields)), before: () => "", after: "", suffix: "",
      };
    }
  }
}
