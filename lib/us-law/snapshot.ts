import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip, gunzipSync, gzipSync } from "node:zlib";
import type { UsLawRowError } from "@/db/schema";
import { readChecksumFile, sha256, writeChecksum } from "@/lib/data-files/checksums";
import type { CompactRow, FileImporter, UpstreamRead } from "./import/file-importer";
import type { FileSource, SourceRead, UsLawRecordInput } from "./import/types";

/**
 * The prebuilt snapshots (db/snapshots/us-law/<source>.ndjson.gz): the importer's compact rows of each upstream, so
 * a fresh clone — which has no ../shared/data — serves the corpus, and start-up skips CSV parsing. A generated
 * artefact: `npm run import-us-law -- snapshot` rewrites it from the upstream files, and a test checks that doing so
 * gives the same content (the checksum in SHA256SUMS is of the uncompressed NDJSON, so it does not depend on the
 * zlib build).
 *
 * Format (NDJSON): line 1 is a header object {format, source, edition, files, columns, rows, lookups,
 * upstream_errors}; every further line is one compact row as a JSON array, starting with its upstream line number.
 */

export const SNAPSHOT_FORMAT = "lexatlas-us-law-snapshot/1";
export const SNAPSHOT_DIR = path.join("db", "snapshots", "us-law");
export const CHECKSUM_FILE = "SHA256SUMS";

interface SnapshotHeader {
  format: string;
  source: FileSource;
  edition: string;
  files: string[];
  columns: string[];
  rows: number;
  /** Data rows the upstream files held, valid or not. */
  rows_read: number;
  lookups: Record<string, unknown>;
  upstream_errors: UsLawRowError[];
  /** Valid rows that add no record (a document listed by two exports, a republication), with why. */
  skipped_rows?: UsLawRowError[];
}

export function snapshotDir(root = process.cwd()): string {
  return path.join(/* turbopackIgnore: true */ root, SNAPSHOT_DIR);
}

export function snapshotFile(source: FileSource, root?: string): string {
  return path.join(snapshotDir(root), `${source}.ndjson.gz`);
}

/** The snapshot text of one upstream read: deterministic (same files → same bytes). */
export function snapshotText(importer: FileImporter, read: UpstreamRead): string {
  const header: SnapshotHeader = {
    format: SNAPSHOT_FORMAT,
    source: importer.source,
    edition: importer.edition,
    files: importer.files,
    columns: ["line", ...importer.columns],
    rows: read.rows.length,
    rows_read: read.rowsRead,
    lookups: read.lookups,
    upstream_errors: read.errors,
    ...(read.skipped?.length ? { skipped_rows: read.skipped } : {}),
  };
  return [JSON.stringify(header), ...read.rows.map((r) => JSON.stringify(r))].join("\n") + "\n";
}

/** Reads the upstream files and writes the snapshot and its checksum line. Returns the checksum. */
/** Rejected rows in file order: by file, then line. */
function readInOrder(importer: FileImporter, dataDir: string, overrides?: Record<string, string>): UpstreamRead {
  const read = importer.readUpstream(dataDir, overrides);
  const fileOrder = importer.files.map((f) => path.basename(f));
  read.errors.sort((a, b) => fileOrder.indexOf(a.file) - fileOrder.indexOf(b.file) || a.line - b.line);
  return read;
}

export function writeSnapshot(importer: FileImporter, dataDir: string, root?: string): { sha256: string; rows: number; bytes: number } {
  const read = readInOrder(importer, dataDir);
  const text = snapshotText(importer, read);
  const dir = snapshotDir(root);
  fs.mkdirSync(dir, { recursive: true });
  const gz = gzipSync(Buffer.from(text, "utf8"), { level: 9 });
  fs.writeFileSync(snapshotFile(importer.source, root), gz);
  const sum = sha256(text);
  writeChecksum(path.join(dir, CHECKSUM_FILE), `${importer.source}.ndjson`, sum);
  return { sha256: sum, rows: read.rows.length, bytes: gz.length };
}

/** source → checksum of its snapshot's NDJSON. */
export function readChecksums(root?: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, sum] of Object.entries(readChecksumFile(path.join(snapshotDir(root), CHECKSUM_FILE)))) {
    if (name.endsWith(".ndjson")) out[name.slice(0, -".ndjson".length)] = sum;
  }
  return out;
}

export class SnapshotError extends Error {}

/** A snapshot's text that matched its checksum, with that checksum (its sha256: nobody needs to hash it again). */
interface CheckedSnapshot {
  text: string;
  sha256: string;
}

/** Decompresses and checks one snapshot: a file that does not match its checksum is refused, never loaded. */
export function readSnapshotText(source: FileSource, root?: string): string {
  return readSnapshot(source, root).text;
}

function readSnapshot(source: FileSource, root?: string): CheckedSnapshot {
  const file = existingSnapshotFile(source, root);
  return checkedSnapshot(source, gunzipSync(fs.readFileSync(file)).toString("utf8"), root);
}

/** readSnapshot with the file read and the decompression off the event loop (the background loader). */
async function readSnapshotAsync(source: FileSource, root?: string): Promise<CheckedSnapshot> {
  const file = existingSnapshotFile(source, root);
  const gz = await fs.promises.readFile(file);
  return checkedSnapshot(source, (await promisify(gunzip)(gz)).toString("utf8"), root);
}

function existingSnapshotFile(source: FileSource, root?: string): string {
  const file = snapshotFile(source, root);
  if (!fs.existsSync(file)) throw new SnapshotError(`no US-law snapshot at ${file}: run \`npm run import-us-law -- snapshot\``);
  return file;
}

function checkedSnapshot(source: FileSource, text: string, root?: string): CheckedSnapshot {
  const expected = readChecksums(root)[source];
  if (expected !== sha256(text)) throw new SnapshotError(`${snapshotFile(source, root)} does not match its checksum in ${CHECKSUM_FILE}`);
  return { text, sha256: expected };
}

/** A snapshot's first line; a format this code does not read is refused. */
function snapshotHeaderOf(line: string): SnapshotHeader {
  const header = JSON.parse(line) as SnapshotHeader;
  if (header.format !== SNAPSHOT_FORMAT) throw new SnapshotError(`unknown snapshot format ${header.format}`);
  return header;
}

/** Parses snapshot text into the importer's compact rows; `filter` keeps a subset (tests). */
export function parseSnapshot(text: string, filter?: (row: CompactRow) => boolean): { header: SnapshotHeader; rows: CompactRow[] } {
  const lines = text.split("\n");
  const header = snapshotHeaderOf(lines[0]!);
  const rows: CompactRow[] = [];
  for (let i = 1; i < lines.length; i++) {
    if (!lines[i]) continue;
    const row = JSON.parse(lines[i]!) as CompactRow;
    if (!filter || filter(row)) rows.push(row);
  }
  return { header, rows };
}

/** A source run's input from the snapshot, derived by the importer exactly as a file import would be. */
export function sourceReadFromSnapshot(importer: FileImporter, root?: string, filter?: (row: CompactRow) => boolean): SourceRead {
  const checked = readSnapshot(importer.source, root);
  const { header, rows } = parseSnapshot(checked.text, filter);
  return {
    ...snapshotRunFields(importer, checked.sha256, header),
    rowsRead: filter ? rows.length : header.rows_read,
    records: importer.deriveRecords(rows, header.lookups),
    errors: filter ? [] : header.upstream_errors,
    skipped: filter ? [] : (header.skipped_rows ?? []),
  };
}

/** The run fields of a snapshot load; `textSha256` is the checked text's sha256 (equal to the snapshot checksum). */
function snapshotRunFields(importer: FileImporter, textSha256: string, header: SnapshotHeader) {
  return {
    source: importer.source,
    origin: `snapshot:${path.join(SNAPSHOT_DIR, `${importer.source}.ndjson.gz`)} (from ${header.files.join(", ")})`,
    edition: header.edition,
    inputSha256: textSha256,
  };
}

/** A whole snapshot opened for a load in chunks: the run's fields at once, its records one slice at a time. */
export interface SnapshotChunks {
  read: Omit<SourceRead, "records">;
  /** Records in the snapshot (its compact rows). */
  total: number;
  /** Records [start, end), the same as that slice of sourceReadFromSnapshot(importer).records. */
  records(start: number, end: number): UsLawRecordInput[];
}

/**
 * For the background loader, which must not hold the event loop (PGlite shares it with every request): deriving all
 * of a large source's records at once took 5–6 s of uninterrupted JavaScript for the US Code and the CFR (load
 * average ~9). So the file is read and decompressed asynchronously and, for an importer that derives row by row
 * (FileImporter.derivesRowByRow), each slice's lines are parsed and derived only when the loader asks for them.
 */
export async function openSnapshotChunks(importer: FileImporter, root?: string): Promise<SnapshotChunks> {
  const checked = await readSnapshotAsync(importer.source, root);
  const lines = checked.text.split("\n").filter(Boolean);
  const header = snapshotHeaderOf(lines[0]!);
  const rowLines = lines.slice(1);
  const read = { ...snapshotRunFields(importer, checked.sha256, header), rowsRead: header.rows_read, errors: header.upstream_errors, skipped: header.skipped_rows ?? [] };
  if (!importer.derivesRowByRow) {
    const all = importer.deriveRecords(rowLines.map((l) => JSON.parse(l) as CompactRow), header.lookups);
    return { read, total: all.length, records: (start, end) => all.slice(start, end) };
  }
  return {
    read,
    total: rowLines.length,
    records: (start, end) => importer.deriveRecords(rowLines.slice(start, end).map((l) => JSON.parse(l) as CompactRow), header.lookups),
  };
}

/** A source run's input straight from the upstream files (the CLI importer). */
export function sourceReadFromFiles(importer: FileImporter, dataDir: string, overrides?: Record<string, string>): SourceRead {
  const read = readInOrder(importer, dataDir, overrides);
  const text = snapshotText(importer, read);
  return {
    source: importer.source,
    origin: importer.files.map((f) => path.join(dataDir, f)).join(", "),
    edition: importer.edition,
    inputSha256: sha256(text),
    rowsRead: read.rowsRead,
    records: importer.deriveRecords(read.rows, read.lookups),
    errors: read.errors,
    skipped: read.skipped ?? [],
  };
}
