import fs from "node:fs";
import { isMap, isScalar, isSeq, parseAllDocuments, Scalar, stringify, type Pair, type YAMLMap, type YAMLSeq } from "yaml";

/**
 * Edits of curated YAML data files that touch only what a reviewer accepted. The `yaml` package's Document API finds
 * the row and the nodes (with their source ranges); the edit splices new text into exactly those ranges and leaves
 * every other byte as it was — comments, order, quoting and line folding included — so `git diff` shows the reviewer
 * the accepted change and nothing else. (Re-serialising the whole document would re-fold every long summary.) The
 * caller re-reads the patched text with the corpus's own reader before writing it.
 */

const TO_JS = { maxAliasCount: -1 };

export interface RowLocation {
  file: string;
  text: string;
  /** The row's mapping node, with source ranges into `text`. */
  row: YAMLMap;
  /** The `shared` mapping of the row's document, if any. */
  shared: YAMLMap | null;
  /** The row as the loaders read it: shared fields and its own. */
  values: Record<string, unknown>;
  /** 1-based line where the row starts. */
  line: number;
}

export class YamlEditError extends Error {
  override name = "YamlEditError";
}

const keyOf = (pair: Pair): unknown => (isScalar(pair.key) ? pair.key.value : pair.key);
const pairOf = (map: YAMLMap, field: string) => (map.items as Pair[]).find((p) => keyOf(p) === field);
const lineAt = (text: string, offset: number) => text.slice(0, offset).split("\n").length;

/** The row whose `key` is `key` in one file's text (documents that are a list of rows or `{ shared, rows }`). */
export function findRowInText(file: string, text: string, key: string): RowLocation | null {
  for (const doc of parseAllDocuments(text)) {
    if (doc.errors.length) throw new YamlEditError(`${file}: ${doc.errors[0]!.message.split("\n")[0]}`);
    const root = doc.contents;
    let rows: unknown[] = [];
    let shared: YAMLMap | null = null;
    if (isSeq(root)) rows = root.items;
    else if (isMap(root)) {
      const s = root.get("shared", true);
      const r = root.get("rows", true);
      shared = isMap(s) ? s : null;
      rows = isSeq(r) ? r.items : [];
    }
    for (const row of rows) {
      if (!isMap(row)) continue;
      const k = row.get("key");
      if (k === null || k === undefined || String(k) !== key) continue;
      const own = row.toJS(doc, TO_JS) as Record<string, unknown>;
      const sharedValues = (shared?.toJS(doc, TO_JS) ?? {}) as Record<string, unknown>;
      return { file, text, row, shared, values: { ...sharedValues, ...own }, line: lineAt(text, row.range?.[0] ?? 0) };
    }
  }
  return null;
}

/** The row with `key` among `files` (a cheap text test first: a key is written verbatim in every data file we ship). */
export function findRow(files: string[], key: string): RowLocation | null {
  const texts = files.map((file) => ({ file, text: fs.readFileSync(file, "utf8") }));
  for (const pass of [true, false]) {
    for (const { file, text } of texts) {
      if (pass !== text.includes(key)) continue;
      const hit = findRowInText(file, text, key);
      if (hit) return hit;
    }
  }
  return null;
}

/** A scalar as YAML text, keeping the quoting style of the value it replaces where it has one. */
export function renderScalar(value: unknown, like?: Scalar["type"]): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean" || typeof value === "number") return String(value);
  if (typeof value !== "string") throw new YamlEditError(`only text, numbers, booleans and null can be written in place, not ${JSON.stringify(value)}`);
  if (like === Scalar.QUOTE_DOUBLE || value.includes("\n")) return JSON.stringify(value);
  if (like === Scalar.QUOTE_SINGLE) return `'${value.replace(/'/g, "''")}'`;
  // Plain when YAML reads it back as the same text, quoted otherwise.
  return stringify(value, { lineWidth: 0 }).trimEnd();
}

const CODE = /^[a-z][a-z0-9_]*$/;
const RESERVED = new Set(["null", "true", "false", "yes", "no", "on", "off", "y", "n"]);

/** One row of a chain as the matter files write them: `{ event_type: code, date: "…", … }`. */
export function renderFlowMap(item: Record<string, unknown>): string {
  const value = (v: unknown) => (typeof v === "string" ? (CODE.test(v) && !RESERVED.has(v) ? v : JSON.stringify(v)) : renderScalar(v));
  return `{ ${Object.entries(item).map(([k, v]) => `${k}: ${value(v)}`).join(", ")} }`;
}

export type RowEdit =
  /** Replace a scalar field's value, or add the field at the end of the row. */
  | { kind: "set"; field: string; value: unknown }
  /** Insert an item into the block list `field` before position `index` (its length: at the end). */
  | { kind: "insert"; field: string; index: number; item: Record<string, unknown> };

interface Splice {
  at: number;
  end: number;
  text: string;
}

const lineStart = (text: string, offset: number) => text.lastIndexOf("\n", offset - 1) + 1;
const lineEnd = (text: string, offset: number) => {
  const i = text.indexOf("\n", offset);
  return i === -1 ? text.length : i;
};

/** The row's text with `edits` spliced in; nothing else of the file changes. */
export function patchRow(loc: RowLocation, edits: RowEdit[]): string {
  const { text, row } = loc;
  const first = (row.items as Pair[])[0];
  const firstKeyAt = (first?.key as { range?: number[] } | undefined)?.range?.[0];
  if (firstKeyAt === undefined) throw new YamlEditError(`${loc.file}:${loc.line}: an empty row`);
  const indent = " ".repeat(firstKeyAt - lineStart(text, firstKeyAt));
  const splices: Splice[] = [];
  const appended: string[] = [];
  for (const edit of edits) {
    if (loc.shared && pairOf(loc.shared, edit.field)) {
      throw new YamlEditError(`${edit.field} is stated once in the document's shared fields for every row, not in this row: edit it by hand`);
    }
    const pair = pairOf(row, edit.field);
    if (edit.kind === "set") {
      if (!pair) {
        appended.push(`${indent}${edit.field}: ${renderScalar(edit.value)}`);
        continue;
      }
      const node = pair.value;
      if (!isScalar(node) || !node.range) throw new YamlEditError(`${loc.file}:${loc.line}: ${edit.field} is not a single value`);
      splices.push({ at: node.range[0], end: node.range[1], text: renderScalar(edit.value, node.type) });
      continue;
    }
    const seq = pair?.value as YAMLSeq | undefined;
    if (!pair || !isSeq(seq) || !seq.range) throw new YamlEditError(`${loc.file}:${loc.line}: ${edit.field} is not a list`);
    const keyAt = (pair.key as { range: number[] }).range[0]!;
    const itemIndent = `${" ".repeat(keyAt - lineStart(text, keyAt))}  `;
    if (seq.flow || seq.items.length === 0) {
      // `events: []` (or a flow list): written out as a block list.
      const items = (seq.items.map((i) => (isMap(i) ? i.toJSON() : i)) as Record<string, unknown>[]).slice();
      items.splice(edit.index, 0, edit.item);
      let at = seq.range[0];
      while (at > 0 && text[at - 1] === " ") at--; // no trailing blank after "events:"
      splices.push({ at, end: seq.range[1], text: `\n${items.map((i) => `${itemIndent}- ${renderFlowMap(i)}`).join("\n")}` });
      continue;
    }
    const items = seq.items as { range?: number[] }[];
    const dashIndent = (node: { range?: number[] }) => {
      const start = lineStart(text, node.range![0]!);
      return /^(\s*)-/.exec(text.slice(start, node.range![0]))?.[1] ?? itemIndent.slice(2);
    };
    if (edit.index < items.length) {
      const before = items[edit.index]!;
      const at = lineStart(text, before.range![0]!);
      splices.push({ at, end: at, text: `${dashIndent(before)}- ${renderFlowMap(edit.item)}\n` });
    } else {
      const last = items.at(-1)!;
      const at = lineEnd(text, last.range![1]! - 1);
      splices.push({ at, end: at, text: `\n${dashIndent(last)}- ${renderFlowMap(edit.item)}` });
    }
  }
  if (appended.length) {
    const lastPair = (row.items as Pair[]).at(-1)!;
    const end = (lastPair.value as { range?: number[] } | null)?.range?.[1] ?? (lastPair.key as { range: number[] }).range[1]!;
    const at = lineEnd(text, end - 1);
    splices.push({ at, end: at, text: `\n${appended.join("\n")}` });
  }
  let out = text;
  for (const s of splices.sort((a, b) => b.at - a.at || b.end - a.end)) out = out.slice(0, s.at) + s.text + out.slice(s.end);
  return out;
}

/** `text` (a file that is one list of rows) with `row` appended as a block mapping, strings double-quoted. */
export function appendRowToList(text: string, row: Record<string, unknown>): string {
  const rendered = stringify([row], { lineWidth: 0, defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN" });
  return `${text}${text.endsWith("\n") || text === "" ? "" : "\n"}${rendered}`;
}
