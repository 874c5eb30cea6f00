import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseAllDocuments, type Document, type Node, type Pair, type YAMLMap } from "yaml";
import yamlPackage from "yaml/package.json";
import type { z } from "zod";

/**
 * Curated data files: YAML validated row by row by one zod schema, with every problem reported as `file:line:col`.
 *
 * A data file holds one or more YAML documents (separated by `---` lines). Each document is either
 *   - a list of rows, or
 *   - a mapping `{ shared: { field: value, … }, rows: [ … ] }`: the `shared` fields are facts stated once for every
 *     row of that document (the jurisdiction of a state's laws, the law and penalty of its duties). A row may not
 *     restate a shared field: a fact is written in one place, so a reader never has to wonder which one wins.
 * Anchors and aliases (`&penalty` … `*penalty`) may repeat a value inside one document.
 *
 * Rows are returned as the schema's output, in file order (files of a folder in path order). Nothing is returned
 * when anything is wrong: the thrown DataFileError lists every bad row of every file, so one run shows every fix.
 *
 * Speed: the `yaml` package parses slowly in a cold process (the ~380 KB seed: 0.2 s idle, over 1 s on a busy
 * machine), and every test file and server start loads it, so the parsed documents are cached as JSON under
 * node_modules/.cache, keyed by a hash of the files' text (JSON.parse takes milliseconds). Validation is never cached:
 * rows always pass the schema. Positions are only needed for errors, so a file with a problem is parsed again with a
 * LineCounter to report them.
 */

export interface DataFileProblem {
  /** The file's path relative to the working directory (the project root) when inside it, else absolute. */
  file: string;
  line: number;
  col: number;
  message: string;
}

export class DataFileError extends Error {
  constructor(readonly problems: DataFileProblem[]) {
    super(
      `${problems.length} problem${problems.length === 1 ? "" : "s"} in curated data files:\n` +
        problems.map((p) => `  ${p.file}:${p.line}:${p.col}: ${p.message}`).join("\n"),
    );
    this.name = "DataFileError";
  }
}

const DATA_FILE = /\.ya?ml$/;
// The files are ours (reviewed commits), so aliases are no expansion risk; -1 lifts the default cap of 100 per document.
const TO_JS = { maxAliasCount: -1 };

export interface LoadOptions {
  /** Where parsed documents are cached; null: never cache. Default: node_modules/.cache/lexatlas-data-files. */
  cacheDir?: string | null;
}

const DEFAULT_CACHE_DIR = () => path.join(/* turbopackIgnore: true */ process.cwd(), "node_modules", ".cache", "lexatlas-data-files");

/** The rows of one data file, validated by `schema`. Throws DataFileError listing every bad row. */
export function loadDataFile<S extends z.ZodType>(file: string, schema: S, options: LoadOptions = {}): z.output<S>[] {
  return loadFiles([file], schema, options);
}

/** The rows of every `.yaml`/`.yml` file under `dir` (recursively, in path order), validated by `schema`. */
export function loadDataDir<S extends z.ZodType>(dir: string, schema: S, options: LoadOptions = {}): z.output<S>[] {
  return loadFiles(dataFilesIn(dir), schema, options);
}

/** A file's name in messages: relative to the project root when inside it, else absolute. */
const displayName = (file: string) => {
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : path.resolve(file);
};

function loadFiles<S extends z.ZodType>(files: string[], schema: S, options: LoadOptions): z.output<S>[] {
  const problems: DataFileProblem[] = [];
  const sources = files.map((file) => ({ name: displayName(file), text: readText(file, problems) }));
  const cacheDir = options.cacheDir === undefined ? DEFAULT_CACHE_DIR() : options.cacheDir;
  const parsed = cacheDir === null ? sources.map((s) => (s.text === null ? null : plainDocuments(s.text))) : cachedDocuments(sources, cacheDir);
  const rows: z.output<S>[] = [];
  sources.forEach(({ name, text }, i) => {
    if (text === null) return;
    const valid = parsed[i] ? validRows(parsed[i], schema) : null;
    // Anything wrong in the file: parse it again with positions and report every problem.
    rows.push(...(valid ?? rowsOfText(text, name, schema, problems)));
  });
  if (problems.length) throw new DataFileError(problems);
  return rows;
}

function readText(file: string, problems: DataFileProblem[]): string | null {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (err) {
    problems.push({ file: displayName(file), line: 1, col: 1, message: `cannot read: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}` });
    return null;
  }
}

/** A document's values: `shared` (or null) and its raw rows. */
interface PlainDocument {
  shared: Record<string, unknown> | null;
  rows: unknown[];
}

/** The rows of a file's documents, or null when any row is invalid (the caller then reports with positions). */
function validRows<S extends z.ZodType>(docs: PlainDocument[], schema: S): z.output<S>[] | null {
  const out: z.output<S>[] = [];
  for (const { shared, rows } of docs) {
    for (const row of rows) {
      if (!row || typeof row !== "object" || Array.isArray(row)) return null;
      if (shared && Object.keys(row).some((k) => Object.hasOwn(shared, k))) return null;
      const parsed = schema.safeParse(shared ? { ...shared, ...row } : row);
      if (!parsed.success) return null;
      out.push(parsed.data);
    }
  }
  return out;
}

/** The documents of a YAML text, or null when it does not parse or is not in the shape above. */
function plainDocuments(text: string): PlainDocument[] | null {
  const out: PlainDocument[] = [];
  for (const doc of parseAllDocuments(text)) {
    if (doc.errors.length) return null;
    const value: unknown = doc.toJS(TO_JS);
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      out.push({ shared: null, rows: value });
      continue;
    }
    if (typeof value !== "object") return null;
    const { shared, rows, ...rest } = value as Record<string, unknown>;
    if (Object.keys(rest).length || !Array.isArray(rows)) return null;
    if (shared !== undefined && (!shared || typeof shared !== "object" || Array.isArray(shared))) return null;
    out.push({ shared: (shared as Record<string, unknown> | undefined) ?? null, rows });
  }
  return out;
}

/** Bump when PlainDocument or plainDocuments changes, so old cache entries are never read. */
const CACHE_FORMAT = "2";

/**
 * The parsed documents of each file (null for one that does not parse), from the cache when it holds them. An entry
 * is named `<hash of the file names>-<hash of their texts>.json`; writing one removes the older entries of the same
 * files, so the cache holds one entry per folder loaded.
 */
function cachedDocuments(sources: { name: string; text: string | null }[], dir: string): (PlainDocument[] | null)[] {
  const digest = (s: string) => createHash("sha256").update(s).digest("hex");
  // The working directory is part of the name: checkouts sharing one node_modules never evict each other's entries.
  const set = digest([process.cwd(), ...sources.map((s) => s.name)].join("\0")).slice(0, 16);
  const content = digest([CACHE_FORMAT, yamlPackage.version, ...sources.map((s) => (s.text === null ? "" : digest(s.text)))].join("\0"));
  const file = path.join(dir, `${set}-${content}.json`);
  const texts = sources.map((s) => s.text);
  try {
    const hit = JSON.parse(fs.readFileSync(file, "utf8")) as (PlainDocument[] | null)[];
    if (Array.isArray(hit) && hit.length === texts.length) return hit;
  } catch {
    // not cached yet (or unreadable): parse below
  }
  const docs = texts.map((t) => (t === null ? null : plainDocuments(t)));
  const json = JSON.stringify(docs);
  // Only what JSON keeps exactly is cached (no .inf, NaN or undefined can hide in a round trip).
  if (isDeepStrictEqual(JSON.parse(json), docs)) {
    try {
      fs.mkdirSync(dir, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, json);
      fs.renameSync(tmp, file); // atomic: parallel processes never read a half-written entry
      for (const old of fs.readdirSync(dir)) if (old.startsWith(`${set}-`) && old.endsWith(".json") && path.join(dir, old) !== file) fs.rmSync(path.join(dir, old), { force: true });
    } catch {
      // a read-only install simply parses every time
    }
  }
  return docs;
}

/** The data files under `dir`, sorted by path without the extension ("new-york" before "new-york-city"). */
export function dataFilesIn(dir: string): string[] {
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && DATA_FILE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  const sortKey = (f: string) => path.relative(dir, f).replace(DATA_FILE, "").split(path.sep).join("/");
  return files.sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
}

/** The valid rows of YAML text named `file` (for messages); every problem is appended to `problems`. */
export function rowsOfText<S extends z.ZodType>(text: string, file: string, schema: S, problems: DataFileProblem[]): z.output<S>[] {
  const lines = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter: lines, prettyErrors: false });
  const at = (offset: number, message: string) => {
    const { line, col } = lines.linePos(offset);
    problems.push({ file, line, col, message });
  };
  const rows: z.output<S>[] = [];
  for (const doc of docs) {
    if (doc.errors.length) {
      for (const e of doc.errors) at(e.pos[0], e.message.split("\n")[0]!);
      continue;
    }
    const layout = documentLayout(doc, at);
    if (!layout) continue;
    const sharedValues = (layout.shared?.toJS(doc, TO_JS) ?? {}) as Record<string, unknown>;
    for (const item of layout.rows) {
      if (!isMap(item)) {
        at(offsetOf(item), "a row must be a mapping of field: value");
        continue;
      }
      const own = item.toJS(doc, TO_JS) as Record<string, unknown>;
      const restated = Object.keys(own).filter((k) => Object.hasOwn(sharedValues, k));
      for (const k of restated) {
        const sharedAt = lines.linePos(offsetOf(pairOf(layout.shared!, k)?.key)).line;
        at(offsetOf(pairOf(item, k)?.key ?? item), `${k}: already stated in shared (line ${sharedAt}); state a fact once`);
      }
      if (restated.length) continue;
      const parsed = schema.safeParse({ ...sharedValues, ...own });
      if (parsed.success) {
        rows.push(parsed.data);
        continue;
      }
      for (const issue of parsed.error.issues) {
        const where = issue.path.map(String).join(".");
        const keys = issue.code === "unrecognized_keys" ? issue.keys : [];
        if (keys.length) {
          // An unknown field (a typo such as "titel"): point at each offending key, not at the row.
          for (const k of keys) {
            const container = nodeAt(doc, item, layout.shared, issue.path);
            const pair = isMap(container) ? pairOf(container, k) : undefined;
            at(offsetOf(pair?.key ?? container), `${where ? `${where}.` : ""}${k}: unknown field`);
          }
          continue;
        }
        at(offsetOf(nodeAt(doc, item, layout.shared, issue.path)), where ? `${where}: ${issue.message}` : issue.message);
      }
    }
  }
  return rows;
}

interface Layout {
  shared: YAMLMap | null;
  rows: unknown[];
}

/** A document's rows and shared fields, or null (after reporting why) when it is neither shape. */
function documentLayout(doc: Document.Parsed, at: (offset: number, message: string) => void): Layout | null {
  const root = doc.contents;
  if (root === null || (isScalar(root) && root.value === null)) return null; // an empty document (only comments)
  if (isSeq(root)) return { shared: null, rows: root.items };
  if (isMap(root)) {
    let ok = true;
    for (const pair of root.items) {
      const k = isScalar(pair.key) ? pair.key.value : pair.key;
      if (k !== "shared" && k !== "rows") {
        at(offsetOf(pair.key), `${String(k)}: unknown top-level key; a document is a list of rows or { shared, rows }`);
        ok = false;
      }
    }
    const shared = root.get("shared", true) ?? null;
    const rows = root.get("rows", true);
    if (shared !== null && !isMap(shared)) {
      at(offsetOf(shared), "shared: expected a mapping of field: value");
      ok = false;
    }
    if (!isSeq(rows)) {
      at(offsetOf(rows ?? root), "rows: expected a list of rows");
      ok = false;
    }
    return ok && isSeq(rows) ? { shared: shared as YAMLMap | null, rows: rows.items } : null;
  }
  at(offsetOf(root), "expected a list of rows or a mapping { shared, rows }");
  return null;
}

function pairOf(map: YAMLMap, key: unknown): Pair | undefined {
  return map.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === key) as Pair | undefined;
}

/**
 * The node a zod issue path points at: the row's own field, else the shared field it came from; as deep as the path
 * exists (a missing field points at its row, or at the list or mapping that lacks it).
 */
function nodeAt(doc: Document.Parsed, row: YAMLMap, shared: YAMLMap | null, issuePath: readonly PropertyKey[]): unknown {
  if (!issuePath.length) return row;
  let node: unknown = pairOf(row, issuePath[0]) ? row : shared && pairOf(shared, issuePath[0]) ? shared : row;
  for (const seg of issuePath) {
    if (isAlias(node)) node = node.resolve(doc);
    let next: unknown;
    if (isMap(node)) next = pairOf(node, seg)?.value;
    else if (isSeq(node) && typeof seg === "number") next = node.items[seg];
    if (next === undefined || next === null) break;
    node = next;
  }
  return node;
}

function offsetOf(node: unknown): number {
  const range = (node as Node | null | undefined)?.range;
  return range ? range[0] : 0;
}
