/**
 * No tracker issue numbers in the repository's prose, comments, data notes or test names (the word "issue" followed
 * by a number, in the forms listed in the first test): readers of the repository and users of the API cannot see the
 * tracker, so such a reference explains nothing. Say what the behaviour is and why instead. Scans every tracked text
 * file of the kinds we write by hand (git ls-files), lock files and the generated client/schema.d.ts excepted.
 */
import { describe, expect, it } from "vitest";
import { lineAt, readRepoFile, trackedTextFiles } from "../support/tracked-text-files";

/**
 * The word followed by a number — with or without a space, a plural or a "#" — or joined to it by a hyphen when that
 * is not part of a longer hyphenated token (a URL slug with a hyphenated number pair is a publisher's address, not a
 * tracker reference).
 */
const TRACKER_NUMBER = /\bissues?\s*#?\d+|\bissue-\d+(?![-\d/])/gi;

/** `file:line: text` for every tracker number in the text. */
function trackerNumbers(file: string, text: string): string[] {
  return [...text.matchAll(TRACKER_NUMBER)].map((m) => {
    const at = lineAt(text, m.index);
    return `${file}:${at.line}: ${at.text.slice(0, 160)}`;
  });
}

describe("tracker issue numbers", () => {
  it("are recognised in the forms they were written in, and ordinary words are not", () => {
    const hit = (s: string) => trackerNumbers("x", s).length > 0;
    // Built from parts so this file does not hold the forms it checks for.
    const issue = "iss" + "ue";
    for (const s of [
      `(${issue} 17)`,
      `${issue[0]!.toUpperCase()}${issue.slice(1)} 18, data depth item 3 (freshness).`,
      `(${issue} 17: the fan-out profile)`,
      `(${issue} 18, items 1 and 3)`,
      `## Coverage additions, 2026-11-24 (${issue} 18, data depth item 4)`,
      `${issue}s 17 and 18`,
      `${issue} #5`,
      `the ${issue}-17 profile`,
      `${issue.toUpperCase()}17`,
    ]) {
      expect(hit(s), s).toBe(true);
    }
    for (const s of [
      "https://example.org/news/" + issue + "-9-10/21957-decision",
      "Issued 31 October 2025",
      "the " + issue + " of the writ",
      "t" + issue + " 5 samples",
      "a report on the " + issue + ".",
    ]) {
      expect(hit(s), s).toBe(false);
    }
  });

  it("appear in no tracked text file", () => {
    const files = trackedTextFiles();
    // The scan must have seen the repository, not an empty list.
    expect(files.length).toBeGreaterThan(500);
    expect(files).toContain("lib/config.ts");
    const found = files.flatMap((f) => trackerNumbers(f, readRepoFile(f)));
    expect(found, "say what the behaviour is and why instead of citing the tracker").toEqual([]);
  });
});
