/**
 * Patching curated YAML in place: only the accepted lines change (comments, quoting, folding and every other row stay
 * byte for byte), on copies of real data files; a field stated in `shared` is refused.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { lawSeedSchema } from "@/db/seed/schemas";
import { rowsOfText } from "@/lib/data-files/load-yaml";
import { parseMatterFile } from "@/lib/enforcement/matter-file";
import { appendRowToList, findRowInText, patchRow, renderFlowMap, renderScalar, YamlEditError } from "@/lib/review/yaml-rows";
import { changedLines } from "../../support/changed-lines";

const repo = path.resolve(__dirname, "../../..");
const read = (rel: string) => fs.readFileSync(path.join(repo, rel), "utf8");


describe("patching a law row", () => {
  const file = "db/seed/data/laws/us-states/california.yaml";

  it("replaces exactly the status and record_date lines of the row", () => {
    const text = read(file);
    const loc = findRowInText(file, text, "california:SB 1047")!;
    expect(loc.values).toMatchObject({ key: "california:SB 1047", jurisdiction: "california", status: "Vetoed by Governor" });
    const patched = patchRow(loc, [
      { kind: "set", field: "status", value: "Signed: with a colon" },
      { kind: "set", field: "record_date", value: "2024-10-01" },
    ]);
    expect(changedLines(text, patched)).toEqual({
      removed: ["    status: Vetoed by Governor", "    record_date: 2024-09-29"],
      added: ['    status: "Signed: with a colon"', "    record_date: 2024-10-01"],
    });
    expect(patched.split("\n")).toHaveLength(text.split("\n").length);
    const problems: never[] = [];
    const rows = rowsOfText(patched, file, lawSeedSchema, problems);
    expect(problems).toEqual([]);
    expect(rows.find((r) => r.key === "california:SB 1047")).toMatchObject({ status: "Signed: with a colon", record_date: "2024-10-01" });
    const others = (t: string) => rowsOfText(t, file, lawSeedSchema, []).filter((r) => r.key !== "california:SB 1047");
    expect(others(patched)).toEqual(others(text));
  });

  it("adds a field the row lacks after its last line, at the row's indentation", () => {
    const text = read(file);
    const loc = findRowInText(file, text, "california:SB 53")!;
    expect(loc.values).not.toHaveProperty("in_force", true);
    const patched = patchRow(loc, [{ kind: "set", field: "effective_text", value: "January 1, 2026 (as amended)" }]);
    const row = rowsOfText(patched, file, lawSeedSchema, []).find((r) => r.key === "california:SB 53");
    expect(row?.effective_text).toBe("January 1, 2026 (as amended)");
  });

  it("refuses a field the document states once in shared", () => {
    const text = read(file);
    const loc = findRowInText(file, text, "california:SB 53")!;
    expect(() => patchRow(loc, [{ kind: "set", field: "source", value: "Open States" }])).toThrow(YamlEditError);
  });
});

describe("inserting a matter event", () => {
  const file = "db/seed/enforcement/matters/litigation-copyright.yaml";

  it("adds one line in the chain, in the style of its neighbours, and nothing else", () => {
    const text = read(file);
    const loc = findRowInText(file, text, "kadrey-v-meta-2023")!;
    const event = { event_type: "order_entered", date: "2025-06-26", is_date_estimated: false, description: 'Order re: "fair use"', source_url: "https://example.org/order" };
    const patched = patchRow(loc, [{ kind: "insert", field: "events", index: 1, item: event }]);
    const { removed, added } = changedLines(text, patched);
    expect(removed).toEqual([]);
    expect(added).toEqual([`    - ${renderFlowMap(event)}`]);
    expect(added[0]).toBe('    - { event_type: order_entered, date: "2025-06-26", is_date_estimated: false, description: "Order re: \\"fair use\\"", source_url: "https://example.org/order" }');
    const after = parseMatterFile(patched, file).rows.find((r) => r.key === "kadrey-v-meta-2023")!;
    const before = parseMatterFile(text, file).rows.find((r) => r.key === "kadrey-v-meta-2023")!;
    expect(after.events).toEqual([before.events[0], event, ...before.events.slice(1)]);
  });

  it("writes an empty flow list out as a block list", () => {
    const text = "- key: m\n  events: []\n  parties: []\n";
    const loc = findRowInText("t.yaml", text, "m")!;
    const patched = patchRow(loc, [{ kind: "insert", field: "events", index: 0, item: { event_type: "judgment", date: null } }]);
    expect(patched).toBe("- key: m\n  events:\n    - { event_type: judgment, date: null }\n  parties: []\n");
  });
});

describe("rendering and appending", () => {
  it("keeps a replaced value's quoting, and quotes only where YAML needs it", () => {
    expect(renderScalar("SIGNED CHAP.51")).toBe("SIGNED CHAP.51");
    expect(renderScalar("2026-06-09")).toBe("2026-06-09");
    expect(renderScalar("true")).toBe('"true"');
    expect(renderScalar("x", "QUOTE_DOUBLE")).toBe('"x"');
    expect(renderScalar(null)).toBe("null");
  });

  it("appends a row to a list file as a block mapping", () => {
    const text = '# comment\n- key: "a"\n  n: 1\n';
    const out = appendRowToList(text, { key: "b", text: "x: y", flag: false });
    expect(out.startsWith(text)).toBe(true);
    expect(parseAllDocuments(out)[0]!.toJS()).toEqual([{ key: "a", n: 1 }, { key: "b", text: "x: y", flag: false }]);
  });
});
