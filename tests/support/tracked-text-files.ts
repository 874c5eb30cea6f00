import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The repository root (this file is tests/support/tracked-text-files.ts). */
export const repoRoot = path.resolve(__dirname, "../..");

const HAND_WRITTEN = /\.(ts|tsx|mts|cts|mjs|cjs|md|yaml|yml|sql|json)$/;
/** Generated or machine-written: their text is not ours to word. */
const GENERATED = new Set(["package-lock.json", "client/schema.d.ts"]);

/**
 * Every tracked text file of the kinds we write by hand (`git ls-files`, so ignored and untracked files are left out),
 * as repository-relative paths. A file deleted in the working tree but still in the index is skipped.
 */
export function trackedTextFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "-z"], { cwd: repoRoot, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return out
    .split("\0")
    .filter((f) => HAND_WRITTEN.test(f) && !GENERATED.has(f))
    .filter((f) => fs.existsSync(path.join(repoRoot, f)));
}

export const readRepoFile = (file: string) => fs.readFileSync(path.join(repoRoot, file), "utf8");

/** 1-based line number of a character offset, and that line's text. */
export function lineAt(text: string, index: number): { line: number; text: string } {
  const line = text.slice(0, index).split("\n").length;
  return { line, text: text.split("\n")[line - 1]!.trim() };
}
