import { Tokenizer, TokenType } from "@streamparser/json";
import { z } from "zod";
import { SourceFault } from "../../faults";
import { upstreamFault } from "../schema-error";

/**
 * eCFR versioner API `GET /api/versioner/v1/structure/{date}/title-{n}.json`: the hierarchy of one title (title →
 * subtitle → chapter → subchapter → part → subpart / subject_group → section / appendix), each node with `type`,
 * `identifier`, `label_description`, `reserved` and, last, `children`.
 *
 * The largest titles run to tens of megabytes, so the body is read as a token stream: only the chain of open nodes is
 * kept (a node is forgotten when it closes), and each section or part is handed to the caller as soon as it is complete.
 * Memory therefore depends on the depth of the tree, not on the size of the title.
 */

/** The fields we read from every node; anything else (`size`, `volumes`, `received_on`, …) is ignored. */
const nodeSchema = z.object({
  type: z.string().min(1),
  identifier: z.string().nullable(),
  label_description: z.string().nullable(),
  reserved: z.boolean(),
});

/** Where a row sits: its title and the levels above it ("" where the title has no such level). */
interface EcfrRowPlace {
  title: number;
  titleName: string;
  subtitle: string;
  chapter: string;
  chapterHeading: string;
  subchapter: string;
  part: string;
  partHeading: string;
  reserved: boolean;
}

export interface EcfrSectionRow extends EcfrRowPlace {
  kind: "section" | "appendix";
  subpart: string;
  identifier: string;
  heading: string;
}

export interface EcfrPartRow extends EcfrRowPlace {
  kind: "part";
  subchapterHeading: string;
}

export type EcfrStructureRow = EcfrSectionRow | EcfrPartRow;

type Scalar = string | number | boolean | null;

interface NodeState {
  parent: NodeState | null;
  fields: Record<string, Scalar>;
  childrenStarted: boolean;
  checked: z.infer<typeof nodeSchema> | null;
}

type Frame =
  | { t: "obj"; node: NodeState | null; key: string | null; expectKey: boolean }
  | { t: "arr"; owner: NodeState | null };

const READ_KEYS = new Set(["type", "identifier", "label_description", "reserved"]);
const UPSTREAM = "ecfr structure";

export interface EcfrStructureParser {
  write(chunk: string | Uint8Array): void;
  /** Ends the stream; throws the schema_changed fault if it stopped mid-document. */
  end(): { sections: number; parts: number };
}

export function createEcfrStructureParser(onRow: (row: EcfrStructureRow) => void): EcfrStructureParser {
  const tokenizer = new Tokenizer();
  const stack: Frame[] = [];
  let rootSeen = false;
  let finished = false;
  let sections = 0;
  let parts = 0;

  const where = (node: NodeState | null): string => {
    const ids: string[] = [];
    for (let n = node; n; n = n.parent) ids.unshift(`${n.fields.type ?? "?"} ${n.fields.identifier ?? "?"}`);
    return ids.join(" > ") || "(root)";
  };

  const check = (node: NodeState): z.infer<typeof nodeSchema> => {
    if (node.checked) return node.checked;
    const result = nodeSchema.safeParse(node.fields);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw upstreamFault(UPSTREAM, [`${where(node)}: ${issue.path.join(".")}: ${issue.message}`]);
    }
    node.checked = result.data;
    return result.data;
  };

  /** The nearest ancestor (or the node itself) of a type: its identifier and heading. */
  const nearest = (node: NodeState, type: string): { id: string; heading: string } => {
    for (let n: NodeState | null = node; n; n = n.parent) {
      const f = check(n);
      if (f.type === type) return { id: f.identifier ?? "", heading: f.label_description ?? "" };
    }
    return { id: "", heading: "" };
  };

  const rootOf = (node: NodeState): NodeState => {
    let n = node;
    while (n.parent) n = n.parent;
    return n;
  };

  const emit = (node: NodeState) => {
    const f = check(node);
    if (f.type !== "section" && f.type !== "appendix" && f.type !== "part") return;
    const root = check(rootOf(node));
    const title = Number(root.identifier);
    const chapter = nearest(node, "chapter");
    const subchapter = nearest(node, "subchapter");
    const base = {
      title,
      titleName: root.label_description ?? "",
      subtitle: nearest(node, "subtitle").id,
      chapter: chapter.id,
      chapterHeading: chapter.heading,
      subchapter: subchapter.id,
    };
    if (f.type === "part") {
      parts++;
      onRow({
        kind: "part",
        ...base,
        subchapterHeading: subchapter.heading,
        part: f.identifier ?? "",
        partHeading: f.label_description ?? "",
        reserved: f.reserved,
      });
      return;
    }
    if (!f.identifier) throw upstreamFault(UPSTREAM, [`${where(node)}: identifier: a ${f.type} without an identifier`]);
    sections++;
    const part = nearest(node, "part");
    onRow({
      kind: f.type,
      ...base,
      part: part.id,
      partHeading: part.heading,
      subpart: nearest(node, "subpart").id,
      identifier: f.identifier,
      heading: f.label_description ?? "",
      reserved: f.reserved,
    });
  };

  const valueDone = () => {
    const top = stack[stack.length - 1];
    if (top?.t === "obj") top.key = null;
  };

  const openValue = (token: TokenType) => {
    const top = stack[stack.length - 1];
    if (!top) {
      if (rootSeen) throw upstreamFault(UPSTREAM, ["more than one top-level value"]);
      rootSeen = true;
      if (token !== TokenType.LEFT_BRACE) throw upstreamFault(UPSTREAM, ["(root): expected the title node object"]);
      stack.push({ t: "obj", node: { parent: null, fields: {}, childrenStarted: false, checked: null }, key: null, expectKey: true });
      return;
    }
    if (top.t === "obj") {
      if (token === TokenType.LEFT_BRACKET) {
        const owner = top.node && top.key === "children" ? top.node : null;
        if (owner) {
          // A node's own fields come before its children in eCFR's output; we rely on that to stream.
          if (!nodeSchema.safeParse(owner.fields).success) {
            throw upstreamFault(UPSTREAM, [`${where(owner)}: the node's children arrived before its own fields`]);
          }
          check(owner);
          owner.childrenStarted = true;
        }
        stack.push({ t: "arr", owner });
      } else stack.push({ t: "obj", node: null, key: null, expectKey: true });
      return;
    }
    if (top.owner) {
      if (token !== TokenType.LEFT_BRACE) throw upstreamFault(UPSTREAM, [`${where(top.owner)}: children: expected node objects`]);
      stack.push({ t: "obj", node: { parent: top.owner, fields: {}, childrenStarted: false, checked: null }, key: null, expectKey: true });
    } else stack.push(token === TokenType.LEFT_BRACE ? { t: "obj", node: null, key: null, expectKey: true } : { t: "arr", owner: null });
  };

  const scalar = (value: Scalar) => {
    const top = stack[stack.length - 1];
    if (!top) throw upstreamFault(UPSTREAM, ["(root): expected the title node object"]);
    if (top.t === "arr") {
      if (top.owner) throw upstreamFault(UPSTREAM, [`${where(top.owner)}: children: expected node objects`]);
      return;
    }
    if (top.expectKey) {
      if (typeof value !== "string") throw upstreamFault(UPSTREAM, ["object key is not a string"]);
      top.key = value;
      top.expectKey = false;
      return;
    }
    if (top.node && top.key) {
      if (top.node.childrenStarted && READ_KEYS.has(top.key)) {
        throw upstreamFault(UPSTREAM, [`${where(top.node)}: '${top.key}' arrived after the node's children`]);
      }
      top.node.fields[top.key] = value;
    }
    valueDone();
  };

  tokenizer.onToken = ({ token, value }) => {
    if (finished) throw upstreamFault(UPSTREAM, ["data after the end of the document"]);
    switch (token) {
      case TokenType.LEFT_BRACE:
      case TokenType.LEFT_BRACKET:
        openValue(token);
        return;
      case TokenType.RIGHT_BRACE: {
        const frame = stack.pop();
        if (frame?.t !== "obj") throw upstreamFault(UPSTREAM, ["unbalanced braces"]);
        if (frame.node) emit(frame.node);
        valueDone();
        if (stack.length === 0) finished = true;
        return;
      }
      case TokenType.RIGHT_BRACKET:
        if (stack.pop()?.t !== "arr") throw upstreamFault(UPSTREAM, ["unbalanced brackets"]);
        valueDone();
        return;
      case TokenType.COLON:
        return;
      case TokenType.COMMA: {
        const top = stack[stack.length - 1];
        if (top?.t === "obj") top.expectKey = true;
        return;
      }
      default:
        scalar(value as Scalar);
    }
  };
  tokenizer.onError = (err) => {
    throw err instanceof SourceFault ? err : upstreamFault(UPSTREAM, [`body is not valid JSON: ${err.message}`]);
  };
  // The tokenizer ends itself after the first complete document; its default onEnd is a no-op we keep.

  return {
    write(chunk) {
      tokenizer.write(chunk);
    },
    end() {
      if (!finished) throw upstreamFault(UPSTREAM, [rootSeen ? "body ended before the document did (truncated)" : "empty body"], rootSeen);
      return { sections, parts };
    },
  };
}

/** Every row of a whole body held in memory (small titles, tests); large titles should stream through the parser. */
export function parseEcfrStructure(body: string | Uint8Array): EcfrStructureRow[] {
  const rows: EcfrStructureRow[] = [];
  const parser = createEcfrStructureParser((row) => rows.push(row));
  parser.write(body);
  parser.end();
  return rows;
}

/** Streams a body (e.g. a fetch Response body) through the parser; rows go to `onRow` as they complete. */
export async function parseEcfrStructureStream(
  chunks: AsyncIterable<string | Uint8Array>,
  onRow: (row: EcfrStructureRow) => void,
): Promise<{ sections: number; parts: number }> {
  const parser = createEcfrStructureParser(onRow);
  for await (const chunk of chunks) parser.write(chunk);
  return parser.end();
}
