import fs from "node:fs/promises";
import path from "node:path";
import type { CuratedDataset } from "@/db/seed/dataset";
import { jsonElementLines } from "./json-lines";

/**
 * A source, read: its rows still raw (validated later, one by one, so a bad row is reported and skipped instead of
 * failing the whole run), each with its position for error reports.
 */
export interface SourceRow {
  /** 0-based position in its list. */
  index: number;
  /** 1-based line where the row starts, when the source is JSON text. */
  line: number | null;
  value: unknown;
}

export interface SourceSnapshot {
  /** What was read: "seed", "file:<name>" or the URL. Stored on the source run. */
  source: string;
  jurisdictions: SourceRow[];
  laws: SourceRow[];
}

/** The source cannot be read at all (missing file, not JSON, wrong shape, HTTP error): nothing is written. */
export class SourceError extends Error {}

const MAX_SOURCE_BYTES = 200 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 60_000;

function rowsOf(values: unknown[], lines: number[] | undefined): SourceRow[] {
  return values.map((value, index) => ({ index, line: lines?.[index] ?? null, value }));
}

/**
 * A snapshot file's text: either a JSON array of law rows (lawRowSchema in ./normalize.ts), or an object
 * `{ "jurisdictions": [JurisdictionSeed…], "laws": [LawSeed…] }` when the source also carries jurisdictions.
 */
export function snapshotFromText(text: string, source: string): SourceSnapshot {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new SourceError(`${source} is not valid JSON: ${(err as Error).message}`);
  }
  const lines = jsonElementLines(text);
  if (Array.isArray(parsed)) return { source, jurisdictions: [], laws: rowsOf(parsed, lines.top) };
  if (parsed && typeof parsed === "object") {
    const obj = parsed as Record<string, unknown>;
    const unknownKeys = Object.keys(obj).filter((k) => k !== "jurisdictions" && k !== "laws");
    const lists = ["jurisdictions", "laws"] as const;
    if (unknownKeys.length === 0 && lists.every((k) => obj[k] === undefined || Array.isArray(obj[k]))) {
      return {
        source,
        jurisdictions: rowsOf((obj.jurisdictions as unknown[] | undefined) ?? [], lines.byKey.get("jurisdictions")),
        laws: rowsOf((obj.laws as unknown[] | undefined) ?? [], lines.byKey.get("laws")),
      };
    }
  }
  throw new SourceError(
    `${source}: expected a JSON array of law rows, or an object { "jurisdictions": [...], "laws": [...] }.`,
  );
}

/** The curated dataset the project ships (db/seed): its jurisdictions and laws. */
export function snapshotFromDataset(dataset: CuratedDataset): SourceSnapshot {
  return {
    source: "seed",
    jurisdictions: rowsOf(dataset.jurisdictions, undefined),
    laws: rowsOf(dataset.laws, undefined),
  };
}

/** http only for this machine (tests, a local mirror); anything remote must be https. */
export function isReadableUrl(spec: string): boolean {
  try {
    const url = new URL(spec);
    return url.protocol === "https:" || (url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname));
  } catch {
    return false;
  }
}

export async function snapshotFromUrl(url: string, fetchImpl: typeof fetch = fetch): Promise<SourceSnapshot> {
  let res: Response;
  try {
    res = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: "application/json" } });
  } catch (err) {
    throw new SourceError(`could not fetch ${url}: ${(err as Error).message}`);
  }
  if (!res.ok) throw new SourceError(`${url} answered HTTP ${res.status}`);
  const length = Number(res.headers.get("content-length") ?? 0);
  if (length > MAX_SOURCE_BYTES) throw new SourceError(`${url} is ${length} bytes; the limit is ${MAX_SOURCE_BYTES}.`);
  return snapshotFromText(await res.text(), url);
}

export async function snapshotFromFile(file: string): Promise<SourceSnapshot> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (err) {
    throw new SourceError(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  return snapshotFromText(text, `file:${path.basename(file)}`);
}

/** `seed`, an http(s) URL, or a file path: what `npm run ingest -- <source>` accepts. */
export async function loadSource(spec: string): Promise<SourceSnapshot> {
  if (spec === "seed") {
    const { curatedDataset } = await import("@/db/seed/dataset");
    return snapshotFromDataset(curatedDataset);
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(spec)) {
    if (!isReadableUrl(spec)) throw new SourceError(`${spec}: only https URLs are read (http only on localhost).`);
    return snapshotFromUrl(spec);
  }
  return snapshotFromFile(spec);
}
