/**
 * ONE-OFF (issue 10, item 6): writes the curated TypeScript arrays of db/seed/*.ts as YAML data files under
 * db/seed/data/, with their comments, and the header notes of each file as SOURCES.md drafts. Values are taken from
 * the imported arrays (so every fact is what the code held); comments and the names of shared constants (which become
 * YAML anchors) are read from the source text with the TypeScript compiler API. Run: npx tsx scripts/one-off/convert-seed-to-yaml.ts
 * Deleted once the data files replaced the arrays.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { Document, isMap, isSeq, YAMLMap, YAMLSeq, type Node, Scalar } from "yaml";
import { usJurisdictions, euJurisdiction } from "../../db/seed/jurisdictions";
import { countryJurisdictions, internationalJurisdictions, screenedCountries } from "../../db/seed/countries";
import { stateLawsAM } from "../../db/seed/laws/us-states-a-m";
import { stateLawsNW } from "../../db/seed/laws/us-states-n-w";
import { federalLaws } from "../../db/seed/laws/us-federal";
import { euLaws } from "../../db/seed/laws/eu";
import { globalLaws } from "../../db/seed/laws/global";
import { landmarkBills } from "../../db/seed/bills";
import { newsItems } from "../../db/seed/news";
import { sectors } from "../../db/seed/sectors";
import { stateObligations } from "../../db/seed/obligations-states";
import { globalObligations } from "../../db/seed/obligations-global";

type Row = Record<string, unknown>;
const ROOT = path.resolve(__dirname, "../..");
const OUT = path.join(ROOT, "db/seed/data");

// ───────────────────────────── reading the TS source ─────────────────────────────

interface ElementInfo {
  headings: string[];
  notes: string[];
  /** Comments inside the object before a property other than the first, and trailing comments, by field. */
  fieldBefore: Map<string, string[]>;
  fieldTrailing: Map<string, string>;
  /** field → name of the top-level constant the source wrote instead of a literal. */
  constants: Map<string, string>;
}

function commentLines(text: string, ranges: readonly ts.CommentRange[] | undefined): string[] {
  const out: string[] = [];
  for (const r of ranges ?? []) {
    const raw = text.slice(r.pos, r.end);
    if (r.kind === ts.SyntaxKind.SingleLineCommentTrivia) out.push(raw.replace(/^\/\/ ?/, ""));
    else out.push(...raw.replace(/^\/\*\*?|\*\/$/g, "").split("\n").map((l) => l.replace(/^\s*\* ?/, "")));
  }
  return out;
}

/** Splits comment lines into section headings (decorated or framed lines) and plain notes. */
function classify(lines: string[]): { headings: string[]; notes: string[] } {
  const headings: string[] = [];
  const notes: string[] = [];
  const separator = (l: string) => /^[─=\-\s]+$/.test(l) && l.trim().length > 10;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (separator(l)) continue;
    if (/──|----|====/.test(l)) headings.push(l.replace(/[─=]+|-{3,}/g, "").trim());
    else if (i > 0 && separator(lines[i - 1]!) && i + 1 < lines.length && separator(lines[i + 1]!)) headings.push(l.trim());
    else notes.push(l);
  }
  return { headings, notes };
}

function elementsOf(file: string, exportName: string): ElementInfo[] {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  let init: ts.Expression | undefined;
  sf.forEachChild((n) => {
    if (ts.isVariableStatement(n)) for (const d of n.declarationList.declarations) if (d.name.getText() === exportName) init = d.initializer;
  });
  if (!init) throw new Error(`${file}: ${exportName} not found`);
  const elements = ts.isArrayLiteralExpression(init) ? [...init.elements] : [init];
  return elements.map((el) => {
    if (!ts.isObjectLiteralExpression(el)) throw new Error(`${file}: element is not an object literal`);
    const lead = commentLines(text, ts.getLeadingCommentRanges(text, el.getFullStart()));
    const info: ElementInfo = { ...classify(lead), fieldBefore: new Map(), fieldTrailing: new Map(), constants: new Map() };
    el.properties.forEach((p, i) => {
      if (!ts.isPropertyAssignment(p)) throw new Error(`${file}: unexpected property kind`);
      const name = p.name.getText().replace(/^"|"$/g, "");
      const before = commentLines(text, ts.getLeadingCommentRanges(text, p.getFullStart()));
      if (before.length) {
        const c = classify(before);
        if (i === 0) {
          info.headings.push(...c.headings);
          info.notes.push(...c.notes);
        } else info.fieldBefore.set(name, [...c.headings, ...c.notes]);
      }
      // A trailing comment sits after the comma that ends the property.
      const after = text.slice(p.getEnd()).match(/^,?[ \t]*\/\/ ?(.*)/);
      if (after) info.fieldTrailing.set(name, after[1]!);
      if (ts.isIdentifier(p.initializer) && !["undefined"].includes(p.initializer.text)) info.constants.set(name, p.initializer.text);
    });
    return info;
  });
}

function headerOf(file: string, beforeExport?: string): string {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  const start = beforeExport ? text.lastIndexOf("/**", text.indexOf(beforeExport)) : text.indexOf("/**");
  const end = text.indexOf("*/", start);
  return text
    .slice(start + 3, end)
    .split("\n")
    .map((l) => l.replace(/^\s*\* ?/, ""))
    .join("\n")
    .trim();
}

// ───────────────────────────── writing YAML ─────────────────────────────

interface Entry {
  row: Row;
  info: ElementInfo;
}

interface Group {
  comment?: string[];
  /** Fields stated once for the document. */
  shared: string[];
  entries: Entry[];
}

const FLOW_FIELDS = new Set(["sectors", "uses", "decision_impacts", "roles", "alternate_names", "enforcement_bodies"]);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const anchorName = (constant: string) => constant.toLowerCase().replace(/_/g, "-");
const asComment = (lines: string[]) => lines.map((l) => (l ? ` ${l}` : "")).join("\n");

/** Fields (from `candidates`) every row of the group has with the same value. */
function commonFields(rows: Row[], candidates: string[], minRows: number): string[] {
  if (rows.length < minRows) return [];
  return candidates.filter((f) => rows.every((r) => f in r && same(r[f], rows[0]![f])));
}

function valueNode(doc: Document, field: string, value: unknown): Node {
  const node = doc.createNode(value) as Node;
  if (FLOW_FIELDS.has(field) && isSeq(node)) (node as YAMLSeq).flow = true;
  return node;
}

function documentOf(group: Group, keepNotes: boolean, fileComment: string | undefined, anchors: boolean, flowRows: boolean): Document {
  const doc = new Document();
  const first = group.entries[0]!.row;
  const anchored = new Map<string, Node>(); // constant → first node holding its value in this document
  const constantUses = new Map<string, number>();
  for (const { row, info } of group.entries) {
    for (const [f, c] of info.constants) if (!group.shared.includes(f) && f in row) constantUses.set(c, (constantUses.get(c) ?? 0) + 1);
  }
  const rowNode = ({ row, info }: Entry, index: number): YAMLMap => {
    const map = new YAMLMap();
    for (const [field, value] of Object.entries(row)) {
      if (group.shared.includes(field)) continue;
      const constant = anchors ? info.constants.get(field) : undefined;
      let node: Node;
      if (constant && (constantUses.get(constant) ?? 0) > 1) {
        const prior = anchored.get(constant);
        if (prior) node = doc.createAlias(prior as never, anchorName(constant)) as unknown as Node;
        else {
          node = valueNode(doc, field, value);
          node.anchor = anchorName(constant);
          anchored.set(constant, node);
        }
      } else node = valueNode(doc, field, value);
      const trailing = info.fieldTrailing.get(field);
      if (trailing) node.comment = ` ${trailing}`;
      const key = new Scalar(field);
      const before = info.fieldBefore.get(field);
      if (before) key.commentBefore = asComment(before);
      map.add(doc.createPair(key, node));
    }
    const lines = [...(keepNotes && index > 0 ? info.headings : []), ...info.notes];
    if (lines.length) map.commentBefore = asComment(lines);
    if (lines.length && index > 0) map.spaceBefore = true;
    if (flowRows) map.flow = true;
    return map;
  };
  const rows = new YAMLSeq();
  group.entries.forEach((e, i) => rows.items.push(rowNode(e, i)));
  if (group.shared.length) {
    const shared = new YAMLMap();
    for (const f of group.shared) shared.add(doc.createPair(f, valueNode(doc, f, first[f])));
    const root = new YAMLMap();
    root.add(doc.createPair("shared", shared));
    root.add(doc.createPair("rows", rows));
    doc.contents = root as never;
  } else doc.contents = rows as never;
  // A heading on a document's first row (obligations: the law it introduces) reads as the document's own comment.
  const heading = keepNotes ? group.entries[0]!.info.headings : [];
  const docComment = [...(group.comment ?? []), ...heading];
  const fileLines = fileComment ? fileComment.split("\n") : [];
  const comment = [...fileLines, ...(fileLines.length && docComment.length ? [""] : []), ...docComment];
  if (comment.length) doc.commentBefore = asComment(comment);
  return doc;
}

function writeYaml(rel: string, groups: Group[], opts: { keepHeadings?: boolean; fileComment?: string; anchors?: boolean; flowRows?: boolean }): void {
  const docs = groups.map((g, i) => documentOf(g, opts.keepHeadings ?? false, i === 0 ? opts.fileComment : undefined, opts.anchors ?? false, opts.flowRows ?? false));
  const text = docs.map((d, i) => (i ? "---\n" : "") + d.toString({ lineWidth: 118, minContentWidth: 40, flowCollectionPadding: false })).join("");
  const file = path.join(OUT, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function entries(rows: Row[], infos: ElementInfo[]): Entry[] {
  if (rows.length !== infos.length) throw new Error(`rows ${rows.length} != source elements ${infos.length}`);
  return rows.map((row, i) => ({ row, info: infos[i]! }));
}

/** Consecutive runs of entries with the same value of `by` (order kept). */
function runs(list: Entry[], by: (e: Entry) => string): Entry[][] {
  const out: Entry[][] = [];
  for (const e of list) {
    const last = out[out.length - 1];
    if (last && by(last[0]!) === by(e)) last.push(e);
    else out.push([e]);
  }
  return out;
}

/** Entries grouped by `by` in first-appearance order (order inside a group kept). */
function groupBy(list: Entry[], by: (e: Entry) => string): Map<string, Entry[]> {
  const out = new Map<string, Entry[]>();
  for (const e of list) out.set(by(e), [...(out.get(by(e)) ?? []), e]);
  return out;
}

const slugify = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

// ───────────────────────────── the dataset ─────────────────────────────

const jurisdictionRows = [...usJurisdictions, euJurisdiction, ...countryJurisdictions, ...internationalJurisdictions] as unknown as Row[];
const nameOf = new Map(jurisdictionRows.map((j) => [j.slug as string, j.name as string]));
const lawJurisdiction = new Map(
  [...stateLawsAM, ...stateLawsNW, ...federalLaws, ...euLaws, ...globalLaws].map((l) => [l.key, l.jurisdiction]),
);

fs.rmSync(OUT, { recursive: true, force: true });

// Jurisdictions: one file, one document per run of the same scope and kind (the order of the old arrays).
{
  const list = [
    ...entries(usJurisdictions as unknown as Row[], elementsOf("db/seed/jurisdictions.ts", "usJurisdictions")),
    ...entries([euJurisdiction] as unknown as Row[], elementsOf("db/seed/jurisdictions.ts", "euJurisdiction")),
    ...entries(countryJurisdictions as unknown as Row[], elementsOf("db/seed/countries.ts", "countryJurisdictions")),
    ...entries(internationalJurisdictions as unknown as Row[], elementsOf("db/seed/countries.ts", "internationalJurisdictions")),
  ];
  const groups = runs(list, (e) => `${e.row.scope}/${e.row.kind}`).map((g) => ({
    shared: commonFields(g.map((e) => e.row), ["scope", "kind"], 2),
    entries: g,
  }));
  writeYaml("jurisdictions/jurisdictions.yaml", groups, {
    flowRows: true,
    fileComment: "Jurisdictions.\nRows: jurisdictionSeedSchema (db/seed/schemas.ts). Notes: SOURCES.md beside this file.",
  });
}

writeYaml("screened-countries/screened-countries.yaml", [{ shared: [], entries: entries(screenedCountries as unknown as Row[], elementsOf("db/seed/countries.ts", "screenedCountries")) }], {
  fileComment: "Countries screened and found to have no binding AI-specific instrument.\nRows: screenedCountrySeedSchema (db/seed/schemas.ts). Notes: SOURCES.md beside this file.",
});

// Laws: one file per jurisdiction (federal: one per section of the old file), scope/jurisdiction/source stated once.
function writeLaws(folder: string, list: Entry[], fileOf: (e: Entry) => string, titleOf: (file: string, g: Entry[]) => string) {
  for (const [file, g] of groupBy(list, fileOf)) {
    const rows = g.map((e) => e.row);
    const shared = [...commonFields(rows, ["scope", "jurisdiction"], 1), ...commonFields(rows, ["source"], 2)];
    writeYaml(`laws/${folder}/${file}.yaml`, [{ shared, entries: g }], {
      fileComment: `${titleOf(file, g)}.\nRows: lawSeedSchema (db/seed/schemas.ts). Research notes: SOURCES.md beside this file.`,
    });
  }
}
{
  const am = entries(stateLawsAM as unknown as Row[], elementsOf("db/seed/laws/us-states-a-m.ts", "stateLawsAM"));
  const nw = entries(stateLawsNW as unknown as Row[], elementsOf("db/seed/laws/us-states-n-w.ts", "stateLawsNW"));
  const byJurisdiction = (e: Entry) => e.row.jurisdiction as string;
  const title = (file: string) => `${nameOf.get(file)}: AI laws`;
  writeLaws("us-states", [...am, ...nw], byJurisdiction, title);
  const fed = entries(federalLaws as unknown as Row[], elementsOf("db/seed/laws/us-federal.ts", "federalLaws"));
  let section = "";
  const sectionOf = new Map<Entry, string>();
  for (const e of fed) {
    if (e.info.headings.length) section = e.info.headings[e.info.headings.length - 1]!;
    sectionOf.set(e, section);
  }
  writeLaws("us-federal", fed, (e) => slugify(sectionOf.get(e)!), (_f, g) => `United States federal: ${sectionOf.get(g[0]!)}`);
  writeLaws("eu", entries(euLaws as unknown as Row[], elementsOf("db/seed/laws/eu.ts", "euLaws")), () => "eu", () => "European Union: AI instruments");
  writeLaws("global", entries(globalLaws as unknown as Row[], elementsOf("db/seed/laws/global.ts", "globalLaws")), byJurisdiction, (file) => `${nameOf.get(file)}: AI laws and instruments`);
}

// Bills and news: one file each, one document per jurisdiction (each a consecutive run in the old arrays).
{
  const bills = entries(landmarkBills as unknown as Row[], elementsOf("db/seed/bills.ts", "landmarkBills"));
  writeYaml(
    "bills/landmark-bills.yaml",
    runs(bills, (e) => e.row.jurisdiction as string).map((g) => ({
      comment: [nameOf.get(g[0]!.row.jurisdiction as string)!],
      shared: [...commonFields(g.map((e) => e.row), ["jurisdiction"], 1), ...commonFields(g.map((e) => e.row), ["verified_on"], 2)],
      entries: g,
    })),
    { fileComment: "Landmark bills.\nRows: billSeedSchema (db/seed/schemas.ts), one document per jurisdiction. Research notes: SOURCES.md beside this file." },
  );
  const news = entries(newsItems as unknown as Row[], elementsOf("db/seed/news.ts", "newsItems"));
  writeYaml(
    "news/news.yaml",
    runs(news, (e) => e.row.jurisdiction as string).map((g) => ({
      comment: [nameOf.get(g[0]!.row.jurisdiction as string)!],
      shared: [...commonFields(g.map((e) => e.row), ["scope", "jurisdiction"], 1), ...commonFields(g.map((e) => e.row), ["source"], 2)],
      entries: g,
    })),
    { fileComment: "News from official publishers.\nRows: newsSeedSchema (db/seed/schemas.ts), one document per jurisdiction. Research notes: SOURCES.md beside this file." },
  );
}

writeYaml("sectors/sectors.yaml", [{ shared: [], entries: entries(sectors as unknown as Row[], elementsOf("db/seed/sectors.ts", "sectors")) }], {
  fileComment: "Sectors of the compliance layer.\nRows: sectorSeedSchema (db/seed/schemas.ts).\nThe comment above each row gives the reasoning for its risk rating (method: SOURCES.md beside this file).",
});

// Obligations: one file per jurisdiction of the law, one document per law, the law's common facts stated once.
function writeObligations(folder: string, list: Entry[]) {
  const byJurisdiction = groupBy(list, (e) => {
    const j = lawJurisdiction.get(e.row.law_key as string);
    if (!j) throw new Error(`unknown law ${e.row.law_key}`);
    return j;
  });
  for (const [j, g] of byJurisdiction) {
    const groups = [...groupBy(g, (e) => e.row.law_key as string).values()].map((rowsOfLaw) => ({
      shared: [
        "law_key",
        ...commonFields(
          rowsOfLaw.map((e) => e.row),
          ["government_body", "penalty", "deadline", "source_url", "source_tier", "sectors", "decision_impacts"],
          2,
        ),
      ],
      entries: rowsOfLaw,
    }));
    writeYaml(`obligations/${folder}/${j}.yaml`, groups, {
      keepHeadings: true,
      anchors: true,
      fileComment: `${nameOf.get(j)}: duties, one document per law.\nRows: obligationSeedSchema (db/seed/schemas.ts). Research notes: SOURCES.md beside this file.`,
    });
  }
}
writeObligations("us-states", entries(stateObligations as unknown as Row[], elementsOf("db/seed/obligations-states.ts", "stateObligations")));
writeObligations("federal-eu-global", entries(globalObligations as unknown as Row[], elementsOf("db/seed/obligations-global.ts", "globalObligations")));

// SOURCES.md drafts: the header notes of the old files, verbatim (edited by hand afterwards where paths moved).
function writeSources(folder: string, title: string, parts: [string, string][]) {
  const body = parts.map(([from, header]) => (parts.length > 1 ? `## ${from}\n\n${header}\n` : `${header}\n`)).join("\n");
  fs.writeFileSync(path.join(OUT, folder, "SOURCES.md"), `# ${title}\n\n${body}`);
}
writeSources("jurisdictions", "Jurisdictions: sources and notes", [
  ["US jurisdictions and the EU", headerOf("db/seed/jurisdictions.ts", "export const usJurisdictions")],
  ["Countries and international organisations", headerOf("db/seed/countries.ts")],
]);
writeSources("screened-countries", "Screened countries: sources and notes", [["countries", headerOf("db/seed/countries.ts")]]);
writeSources("laws/us-states", "US state laws: sources and notes", [
  ["Alabama … Montana", headerOf("db/seed/laws/us-states-a-m.ts")],
  ["Nevada … Wyoming, the District of Columbia and New York City", headerOf("db/seed/laws/us-states-n-w.ts")],
]);
writeSources("laws/us-federal", "US federal laws: sources and notes", [["federal", headerOf("db/seed/laws/us-federal.ts")]]);
writeSources("laws/eu", "EU instruments: sources and notes", [["eu", headerOf("db/seed/laws/eu.ts")]]);
writeSources("laws/global", "Global laws and international instruments: sources and notes", [["global", headerOf("db/seed/laws/global.ts")]]);
writeSources("bills", "Landmark bills: sources and notes", [["bills", headerOf("db/seed/bills.ts")]]);
writeSources("news", "News: sources and notes", [["news", headerOf("db/seed/news.ts")]]);
writeSources("sectors", "Sectors: sources and rating method", [["sectors", headerOf("db/seed/sectors.ts")]]);
writeSources("obligations/us-states", "Duties under US state and New York City laws: sources and notes", [["states", headerOf("db/seed/obligations-states.ts")]]);
writeSources("obligations/federal-eu-global", "Duties under US federal, EU and global laws: sources and notes", [["global", headerOf("db/seed/obligations-global.ts")]]);

console.log("written under", path.relative(ROOT, OUT));
