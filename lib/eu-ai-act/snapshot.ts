import fs from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { readChecksumFile, sha256, writeChecksum } from "@/lib/data-files/checksums";
import { buildEuAiActProvisions, EU_AI_ACT_CELEX, EuAiActImportError, EXPECTED_COUNTS, type ProvisionRow } from "./import";

/**
 * The prebuilt provisions (db/snapshots/eu-ai-act/provisions.ndjson.gz): the importer's rows, so that a fresh clone —
 * which has no ../shared/data — serves the regulation too (before, /eu-ai-act-provisions was empty there). A generated
 * artefact like the US-law snapshots: `npm run eu-ai-act-snapshot` rewrites it from the reference files, and a test
 * checks that doing so gives the same content. The checksum in SHA256SUMS is of the uncompressed NDJSON, so it does
 * not depend on the zlib build.
 *
 * Format (NDJSON): line 1 a header {format, celex, rows, counts}; every further line one ProvisionRow object, in
 * anchor order. Redistribution: the legal text is © European Union, reused under Commission Decision 2011/833/EU;
 * the structure is derived from files under Apache-2.0 and MIT (NOTICE.md beside the snapshot names them).
 */

export const EU_SNAPSHOT_FORMAT = "lexatlas-eu-ai-act-snapshot/1";
export const EU_SNAPSHOT_DIR = path.join("db", "snapshots", "eu-ai-act");
const FILE = "provisions.ndjson";
const CHECKSUMS = "SHA256SUMS";

interface SnapshotHeader {
  format: string;
  celex: string;
  rows: number;
  counts: typeof EXPECTED_COUNTS;
}

export function euAiActSnapshotFile(root = process.cwd()): string {
  return path.join(/* turbopackIgnore: true */ root, EU_SNAPSHOT_DIR, `${FILE}.gz`);
}

const checksumFile = (root: string) => path.join(/* turbopackIgnore: true */ root, EU_SNAPSHOT_DIR, CHECKSUMS);

/** The snapshot text of a set of rows: deterministic (same rows → same bytes). */
export function euAiActSnapshotText(rows: ProvisionRow[]): string {
  const header: SnapshotHeader = { format: EU_SNAPSHOT_FORMAT, celex: EU_AI_ACT_CELEX, rows: rows.length, counts: EXPECTED_COUNTS };
  return [JSON.stringify(header), ...rows.map((r) => JSON.stringify(r))].join("\n") + "\n";
}

/** Builds the rows from the reference files and writes the snapshot and its checksum. */
export function writeEuAiActSnapshot(dataDir: string, root = process.cwd()): { sha256: string; rows: number; bytes: number } {
  const rows = buildEuAiActProvisions(dataDir);
  const text = euAiActSnapshotText(rows);
  const gz = gzipSync(Buffer.from(text, "utf8"), { level: 9 });
  fs.mkdirSync(path.dirname(euAiActSnapshotFile(root)), { recursive: true });
  fs.writeFileSync(euAiActSnapshotFile(root), gz);
  const sum = sha256(text);
  writeChecksum(checksumFile(root), FILE, sum);
  return { sha256: sum, rows: rows.length, bytes: gz.length };
}

export function euAiActSnapshotExists(root = process.cwd()): boolean {
  return fs.existsSync(/* turbopackIgnore: true */ euAiActSnapshotFile(root));
}

/**
 * The snapshot's rows. A file that does not match its checksum, or whose header or rows disagree with what this code
 * imports (format, CELEX, row count), is refused with an error, never loaded.
 */
export function readEuAiActSnapshot(root = process.cwd()): ProvisionRow[] {
  const file = euAiActSnapshotFile(root);
  const text = gunzipSync(fs.readFileSync(/* turbopackIgnore: true */ file)).toString("utf8");
  const expected = readChecksumFile(checksumFile(root))[FILE];
  if (!expected || expected !== sha256(text)) {
    throw new EuAiActImportError(`EU AI Act snapshot ${file} does not match its checksum in ${CHECKSUMS}; regenerate it with \`npm run eu-ai-act-snapshot\`.`);
  }
  const [first, ...lines] = text.split("\n").filter((l) => l.length > 0);
  const header = JSON.parse(first ?? "{}") as SnapshotHeader;
  if (header.format !== EU_SNAPSHOT_FORMAT || header.celex !== EU_AI_ACT_CELEX) {
    throw new EuAiActImportError(`EU AI Act snapshot ${file}: format ${header.format} / CELEX ${header.celex} is not what this version reads.`);
  }
  const rows = lines.map((l) => JSON.parse(l) as ProvisionRow);
  if (rows.length !== header.rows) throw new EuAiActImportError(`EU AI Act snapshot ${file}: header says ${header.rows} rows, found ${rows.length}.`);
  return rows;
}
