/** The curated-data loader: shared facts, path order, and every bad row reported at its file:line:col. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { DataFileError, loadDataDir, loadDataFile } from "@/lib/data-files/load-yaml";

const rowSchema = z.strictObject({
  key: z.string().min(1),
  jurisdiction: z.string().regex(/^[a-z-]+$/, { message: "expected a slug" }),
  penalty: z.string().nullable(),
  sectors: z.array(z.string()),
  sources: z.array(z.strictObject({ url: z.url({ protocol: /^https$/ }) })).optional(),
});

const root = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-data-files-"));
const noCache = { cacheDir: null };
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(rel: string, text: string): string {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

/** The problems of a load that must fail, as "basename:line:col: message". */
function problemsOf(load: () => unknown): string[] {
  try {
    load();
  } catch (err) {
    expect(err).toBeInstanceOf(DataFileError);
    return (err as DataFileError).problems.map((p) => `${path.basename(p.file)}:${p.line}:${p.col}: ${p.message}`);
  }
  throw new Error("expected the load to fail");
}

describe("loading data files", () => {
  it("merges a document's shared facts into each row, resolves aliases, and keeps file then row order", () => {
    const dir = path.join(root, "good");
    write(
      "good/texas.yaml",
      [
        "# a comment",
        "shared:",
        "  jurisdiction: texas",
        "  penalty: &fine Up to $10,000",
        "rows:",
        "  - { key: 'texas:a', sectors: [all] }",
        "  - key: texas:b",
        "    sectors: [employment]",
        "---",
        "- { key: 'texas:c', jurisdiction: texas, penalty: null, sectors: [] }",
        "",
      ].join("\n"),
    );
    write("good/new-york.yaml", "- { key: 'new-york:a', jurisdiction: new-york, penalty: null, sectors: [] }\n");
    write("good/new-york-city.yaml", "- { key: 'new-york-city:a', jurisdiction: new-york-city, penalty: null, sectors: [] }\n");
    write("good/SOURCES.md", "# not data\n");
    const rows = loadDataDir(dir, rowSchema, noCache);
    expect(rows.map((r) => r.key)).toEqual(["new-york:a", "new-york-city:a", "texas:a", "texas:b", "texas:c"]);
    expect(rows[2]).toEqual({ key: "texas:a", jurisdiction: "texas", penalty: "Up to $10,000", sectors: ["all"] });
    expect(rows[3]!.penalty).toBe("Up to $10,000");
  });

  it("reports every bad row of every file at its file:line:col in one error", () => {
    write(
      "bad/rows.yaml",
      [
        "shared:", //                                   1
        "  jurisdiction: Not A Slug", //                 2
        "  penalty: null", //                            3
        "rows:", //                                      4
        "  - key: a", //                                 5
        "    sectors: []", //                            6
        "    titel: typo", //                            7
        "  - key: b", //                                 8
        "    sectors: [ok, 3]", //                       9
        "    sources:", //                               10
        "      - url: http://insecure.example", //       11
        "  - key: c", //                                 12
        "    penalty: restated", //                      13
        "    sectors: []", //                            14
        "  - sectors: []", //                            15
        "",
      ].join("\n"),
    );
    write("bad/syntax.yaml", "- key: x\n  sectors: [unclosed\n");
    const problems = problemsOf(() => loadDataDir(path.join(root, "bad"), rowSchema, noCache));
    expect(problems).toEqual([
      "rows.yaml:2:17: jurisdiction: expected a slug", // row a: the shared value is reported where it is written
      "rows.yaml:7:5: titel: unknown field",
      "rows.yaml:2:17: jurisdiction: expected a slug", // row b
      "rows.yaml:9:19: sectors.1: Invalid input: expected string, received number",
      expect.stringMatching(/^rows\.yaml:11:14: sources\.0\.url: /),
      "rows.yaml:13:5: penalty: already stated in shared (line 3); state a fact once",
      "rows.yaml:15:5: key: Invalid input: expected string, received undefined", // a missing field: its row
      "rows.yaml:2:17: jurisdiction: expected a slug",
      expect.stringMatching(/^syntax\.yaml:\d+:\d+: /),
    ]);
  });

  it("the error message lists each problem as file:line:col: message", () => {
    const file = write("one/bad.yaml", "- key: ok\n  jurisdiction: ok\n  penalty: null\n  sectors: nope\n");
    expect(() => loadDataFile(file, rowSchema, noCache)).toThrow(/1 problem in curated data files:\n {2}\S*bad\.yaml:4:12: sectors: Invalid input: expected array, received string$/);
  });

  it("refuses a document that is neither a list of rows nor { shared, rows }", () => {
    const file = write("shape/bad.yaml", "shared: {}\nlaws: []\n");
    expect(problemsOf(() => loadDataFile(file, rowSchema, noCache))).toEqual([
      "bad.yaml:2:1: laws: unknown top-level key; a document is a list of rows or { shared, rows }",
      "bad.yaml:1:1: rows: expected a list of rows",
    ]);
  });

  it("serves the cached parse only for the same text: an edited file is read again", () => {
    const cacheDir = path.join(root, "cache");
    const file = write("cached/a.yaml", "- { key: first, jurisdiction: a, penalty: null, sectors: [] }\n");
    expect(loadDataFile(file, rowSchema, { cacheDir }).map((r) => r.key)).toEqual(["first"]);
    expect(fs.readdirSync(cacheDir)).toHaveLength(1);
    expect(loadDataFile(file, rowSchema, { cacheDir }).map((r) => r.key)).toEqual(["first"]);
    write("cached/a.yaml", "- { key: second, jurisdiction: a, penalty: null, sectors: [] }\n");
    expect(loadDataFile(file, rowSchema, { cacheDir }).map((r) => r.key)).toEqual(["second"]);
    expect(fs.readdirSync(cacheDir)).toHaveLength(1); // the entry for the old text is gone
    // A cached parse is still validated: an invalid edit is reported even though the YAML parsed before.
    write("cached/a.yaml", "- { key: second, jurisdiction: A, penalty: null, sectors: [] }\n");
    expect(() => loadDataFile(file, rowSchema, { cacheDir })).toThrow(/a\.yaml:1:32: jurisdiction: expected a slug/);
  });
});
