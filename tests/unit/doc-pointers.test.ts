/**
 * Pointers to a documentation section — `docs/<file>.md, "<heading>"`, `docs/<file>.md ("<heading>"` or the same
 * with README — must name a file that exists and a heading it holds (the heading as written, or its start, as in
 * "Reviewing drafts" for "Reviewing drafts: `npm run review`"). The README was cut down to a newcomer's page and its
 * sections moved to docs/; pointers left behind sent readers, and one error message, to sections that no longer exist.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lineAt, readRepoFile, repoRoot, trackedTextFiles } from "../support/tracked-text-files";

/** A documentation file, an optional `'s`, a comma or a space, an optional parenthesis, then the quoted section. */
const SECTION_POINTER = /\b(docs\/[\w-]+\.md|README(?:\.md)?)(?:'s)?(?:,\s*|\s+)\(?"([^"\n]{2,120})"/g;


const headingText = (line: string) => line.replace(/^#+\s*/, "").replace(/`/g, "").trim();

const headingsCache = new Map<string, string[] | null>();
/** The headings of a Markdown file, without `#`s and backticks; null when the file does not exist. */
function headingsOf(docFile: string): string[] | null {
  if (!headingsCache.has(docFile)) {
    const full = path.join(repoRoot, docFile);
    headingsCache.set(
      docFile,
      fs.existsSync(full)
        ? fs.readFileSync(full, "utf8").split("\n").filter((l) => /^#{1,6}\s/.test(l)).map(headingText)
        : null,
    );
  }
  return headingsCache.get(docFile)!;
}

/** `file:line: text — why` for every pointer that does not resolve. */
function brokenPointers(file: string, text: string): string[] {
  const broken: string[] = [];
  for (const m of text.matchAll(SECTION_POINTER)) {
    const docFile = m[1]!.startsWith("docs/") ? m[1]! : "README.md";
    const section = m[2]!.replace(/`/g, "").trim();
    const headings = headingsOf(docFile);
    const why = headings === null ? `${docFile} does not exist` : headings.some((h) => h === section || h.startsWith(section)) ? null : `${docFile} has no heading "${section}"`;
    if (why) {
      const at = lineAt(text, m.index);
      broken.push(`${file}:${at.line}: ${at.text.slice(0, 140)} — ${why}`);
    }
  }
  return broken;
}

describe("documentation section pointers", () => {
  it("are read in the forms they are written in", () => {
    // Built from parts so this file holds no pointer of its own.
    const arch = "docs/" + "architecture.md";
    expect(brokenPointers("x", `see ${arch}, "The request path".`)).toEqual([]);
    expect(brokenPointers("x", `(${arch} ("Search"; …)`)).toEqual([]);
    expect(brokenPointers("x", `(${arch}, "No such section")`)).toHaveLength(1);
    expect(brokenPointers("x", `(docs/${"missing"}.md, "Anything")`)).toHaveLength(1);
    expect(brokenPointers("x", `(see ${"READ" + "ME"}, "Ingesting while the server runs")`)).toHaveLength(1);
    expect(brokenPointers("x", `(${"READ" + "ME"}.md's "Configuration" table)`)).toEqual([]);
  });

  it("name a file that exists and a heading it holds", () => {
    const files = trackedTextFiles();
    expect(files.length).toBeGreaterThan(500);
    const broken = files.flatMap((f) => brokenPointers(f, readRepoFile(f)));
    expect(broken).toEqual([]);
  });
});
