/**
 * Lists of instrument types cannot drift from the vocabulary (lib/us-law/read-vocabulary.ts): the contract's
 * descriptions are generated from it, and every hand-written list in the docs (docs/*.md, lib/docs/*.ts) is checked
 * here — a "scarce types (…)" parenthesis lists exactly SCARCE_INSTRUMENT_TYPES, as codes, and every instrument-type
 * code the docs print is one the API accepts.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listUsLaw, usLawInstrumentTypeParam } from "@/lib/contract/us-law";
import { guideBySlug } from "@/lib/docs/guides";
import { PRESIDENTIAL_INSTRUMENT_TYPES, SCARCE_INSTRUMENT_TYPES, US_LAW_INSTRUMENT_TYPES } from "@/lib/us-law/read-vocabulary";

const repo = path.resolve(__dirname, "../../..");
const filesIn = (dir: string, ext: string) => fs.readdirSync(path.join(repo, dir)).filter((f) => f.endsWith(ext)).map((f) => path.join(dir, f));
const texts = (): [string, string][] => [...filesIn("docs", ".md"), ...filesIn("lib/docs", ".ts")].map((f) => [f, fs.readFileSync(path.join(repo, f), "utf8")]);
const codesIn = (text: string) => [...text.matchAll(/\\?`([a-z_]+)\\?`/g)].map((m) => m[1]!);
/** The list in "Scarce types (a, b, …)", "scarce instrument types (…)", across a line break (a remark without a comma is not a list). */
const scarceLists = (text: string) => [...text.matchAll(/scarce (?:instrument )?types\s*\(([^),]*,[^)]*)\)/gi)].map((m) => m[1]!);

describe("instrument-type lists", () => {
  it("the contract's instrument_type description and the list operation's gating name every scarce type", () => {
    const description = usLawInstrumentTypeParam.meta()?.description ?? "";
    expect(codesIn(scarceLists(description)[0] ?? "")).toEqual([...SCARCE_INSTRUMENT_TYPES]);
    expect(SCARCE_INSTRUMENT_TYPES).toEqual(expect.arrayContaining(["presidential_determination", "presidential_notice"]));
    expect(codesIn(scarceLists(listUsLaw.gating ?? "")[0] ?? "")).toEqual([...SCARCE_INSTRUMENT_TYPES]);
  });

  it("every scarce-types list in the docs is exactly the vocabulary's, as codes", () => {
    const found: string[] = [];
    for (const [file, text] of texts()) {
      for (const list of scarceLists(text)) {
        found.push(file);
        expect(codesIn(list), `${file}: scarce types (${list.replace(/\s+/g, " ")})`).toEqual([...SCARCE_INSTRUMENT_TYPES]);
      }
    }
    expect(found).toContain("docs/data.md");
  });

  it("every instrument-type code the docs print is one the API accepts", () => {
    const looksLikeType = /^(?:presidential_[a-z]+|agency_[a-z]+|executive_order|proclamation|statute|regulation|constitution)$/;
    for (const [file, text] of texts()) {
      for (const code of codesIn(text).filter((c) => looksLikeType.test(c))) expect(US_LAW_INSTRUMENT_TYPES, `${file}: \`${code}\``).toContain(code);
    }
  });

  it("the US-law guide's holdings table names every presidential type", () => {
    const markdown = guideBySlug("us-law-corpus")!.markdown({ apiBase: "https://lexatlas.test/v1", siteUrl: "https://lexatlas.test" });
    for (const type of PRESIDENTIAL_INSTRUMENT_TYPES) expect(markdown).toContain(`\`${type}\``);
  });
});
