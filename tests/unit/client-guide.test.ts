/**
 * The "TypeScript client" guide: listed and rendered by the guide machinery, and every TypeScript example in it
 * compiles against client/ as a user would import it — so an example cannot call a path, parameter or helper the
 * client does not have.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { GUIDES, guideBySlug } from "@/lib/docs/guides";
import { guideContent } from "@/lib/docs/guide-content";
import { renderMarkdown } from "@/lib/docs/markdown";

const repo = path.resolve(__dirname, "../..");
const ctx = { siteUrl: "https://lexatlas.example", apiBase: "https://lexatlas.example/v1" };
const guide = guideBySlug("typescript-client");

function typescriptBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

/** Compiles the blocks as separate modules with the repository's compiler options; returns the diagnostics. */
function compile(blocks: string[]): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-client-guide-"));
  try {
    const files = blocks.map((block, i) => {
      const file = path.join(dir, `example-${i + 1}.ts`);
      fs.writeFileSync(file, block.replaceAll('from "./client"', `from ${JSON.stringify(path.join(repo, "client", "index"))}`));
      return file;
    });
    const config = ts.getParsedCommandLineOfConfigFile(path.join(repo, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
    const options: ts.CompilerOptions = {
      ...config.options,
      noEmit: true,
      incremental: false,
      plugins: [],
      typeRoots: [path.join(repo, "node_modules", "@types")],
      types: ["node"],
    };
    const program = ts.createProgram(files, options);
    return ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : "";
      return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("the TypeScript client guide", () => {
  it("is in the guides list and renders, with its sections", () => {
    expect(GUIDES).toContain(guide);
    const html = renderMarkdown(guideContent(guide!, ctx).markdown);
    for (const id of ["install", "list-laws", "search-us-law-and-watch-the-record-budget", "follow-the-change-feed-to-the-end", "pagination-helpers", "errors"]) {
      expect(html, id).toContain(`id="${id}"`);
    }
    expect(html).toContain("npm install openapi-fetch@");
  });

  it("names the openapi-fetch version the repository pins", async () => {
    const { OPENAPI_FETCH_VERSION } = await import("@/lib/docs/guide-typescript-client");
    const pkg = JSON.parse(fs.readFileSync(path.join(repo, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    expect(pkg.dependencies["openapi-fetch"]).toBe(OPENAPI_FETCH_VERSION);
  });

  it("every TypeScript example compiles against client/, and a wrong call beside them is reported", () => {
    const blocks = typescriptBlocks(guide!.markdown(ctx));
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    // Compiled with the examples (one program, one type-check) so the check is seen to report what it should.
    const wrong = 'import { createLexAtlasClient } from "./client";\nawait createLexAtlasClient({ baseUrl: "x" }).GET("/laws", { params: { query: { scope: "moon" } } });\n';
    const diagnostics = compile([...blocks, wrong]);
    const ofWrong = `example-${blocks.length + 1}.ts:`;
    expect(diagnostics.filter((d) => !d.startsWith(ofWrong))).toEqual([]);
    expect(diagnostics.filter((d) => d.startsWith(ofWrong)).join("\n")).toMatch(/"moon"/);
  }, 120_000);
});
