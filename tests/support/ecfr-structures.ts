/**
 * eCFR versioner responses for connector tests and the sync bench, always from the RECORDED responses
 * (../shared/data/ecfr/upstream, read there by path; provenance in tests/fixtures/upstream/ecfr/NOTE.md):
 *   - titlesWith(): the recorded titles.json with some titles' dates changed (an amendment as eCFR would report it);
 *   - editedStructure(): a recorded title structure with sections renamed or removed (the same node format);
 *   - generatedStructure(): a title of any size built from the recorded title-1 nodes (same keys, same key order,
 *     `children` where eCFR puts it) with the identifiers and headings given — for the large-title cases no recorded
 *     structure covers (no structure of a ≥ 20,000-section title is retrievable). Generated in memory, never a fixture.
 */
import { fixtureText } from "./replay-server";

type Node = Record<string, unknown> & { children?: Node[] };

const RECORDED = "shared/ecfr/upstream";
export const TITLES_FILE = `${RECORDED}/titles.json`;
export const AGENCIES_FILE = `${RECORDED}/agencies.json`;
export const structureFile = (title: 1 | 3) => `${RECORDED}/structure_title-${title}-2025-04-29.json`;

/** The recorded titles.json with these titles' dates replaced. */
export function titlesWith(changes: Record<number, { latest_amended_on: string; up_to_date_as_of: string }>): string {
  const body = JSON.parse(fixtureText(TITLES_FILE)) as { titles: Record<string, unknown>[] };
  for (const t of body.titles) Object.assign(t, changes[t.number as number] ?? {});
  return JSON.stringify(body, null, 2);
}

function walk(node: Node, visit: (node: Node, parent: Node | null) => void, parent: Node | null = null) {
  visit(node, parent);
  for (const child of [...(node.children ?? [])]) walk(child, visit, node);
}

/** A recorded structure with sections renamed (identifier → new heading) and removed. */
export function editedStructure(file: string, edits: { rename?: Record<string, string>; remove?: string[] }): string {
  const root = JSON.parse(fixtureText(file)) as Node;
  walk(root, (node, parent) => {
    if (node.type !== "section") return;
    const id = node.identifier as string;
    if (edits.remove?.includes(id)) parent!.children = parent!.children!.filter((c) => c !== node);
    const heading = edits.rename?.[id];
    if (heading) {
      node.label_description = heading;
      node.label = `§ ${id} ${heading}`;
    }
  });
  return JSON.stringify(root, null, 2);
}

export interface GeneratedSection {
  part: string;
  identifier: string;
  heading: string;
  reserved: boolean;
  /** Default "section". */
  type?: "section" | "appendix";
}

/** The recorded title-1 nodes of each level: the templates every generated node copies (keys and their order). */
function templates() {
  const root = JSON.parse(fixtureText(structureFile(1))) as Node;
  const chapter = root.children![0]!;
  const subchapter = chapter.children![0]!;
  const part = subchapter.children![0]!;
  const section = part.children![0]!;
  return { root, chapter, part, section };
}

function like(template: Node, values: Record<string, unknown>, children?: Node[]): Node {
  const out: Node = {};
  for (const key of Object.keys(template)) {
    if (key === "children") {
      if (children) out.children = children;
    } else out[key] = key in values ? values[key] : template[key];
  }
  return out;
}

/**
 * A whole title: title → chapter I → one part per distinct `part` → its sections, in the order given. Returned as
 * JSON text (what the versioner serves), pretty-printed like the recorded files.
 */
export function generatedStructure(title: number, name: string, sections: GeneratedSection[]): string {
  const t = templates();
  const parts = new Map<string, Node[]>();
  for (const s of sections) {
    const list = parts.get(s.part) ?? [];
    parts.set(s.part, list);
    list.push(
      like(t.section, {
        identifier: s.identifier,
        type: s.type ?? "section",
        label: s.type === "appendix" ? `${s.identifier}—${s.heading}` : `§ ${s.identifier} ${s.heading}`,
        label_level: s.type === "appendix" ? s.identifier : `§ ${s.identifier}`,
        label_description: s.heading,
        reserved: s.reserved,
      }),
    );
  }
  const partNodes = [...parts].map(([part, children]) =>
    like(t.part, { identifier: part, label: `Part ${part}—Generated part ${part}`, label_level: `Part ${part}`, label_description: `Generated part ${part}`, reserved: false }, children),
  );
  const chapter = like(t.chapter, { identifier: "I", label: " Chapter I—Generated chapter", label_level: " Chapter I", label_description: "Generated chapter" }, partNodes);
  const root = like(t.root, { identifier: String(title), label: `Title ${title}—${name}`, label_level: `Title ${title}`, label_description: name }, [chapter]);
  return JSON.stringify(root, null, 2);
}
