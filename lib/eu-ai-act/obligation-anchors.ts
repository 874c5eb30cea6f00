import path from "node:path";
import { z } from "zod";
import { ANCHOR_ID_PATTERN } from "./import";
import { readYamlFile } from "./yaml-file";

/**
 * The curated mapping from compliance duties to the EU AI Act provisions they derive from
 * (lib/eu-ai-act/obligation-anchors.yaml). Kept beside the provisions rather than in db/seed so the duties file stays
 * the one place for duties and this file the one place for their anchors; the compliance layer joins them by key.
 */
const mappingSchema = z
  .object({
    law_key: z.string().min(1),
    celex: z.string().min(1),
    anchors: z.record(
      z.string().regex(/^[a-z0-9-]+$/, { message: "expected the duty slug after '#'" }),
      z.array(z.string().regex(ANCHOR_ID_PATTERN, { message: "expected an anchor id such as 005.001 or 016" })).min(1),
    ),
  })
  .strict();

export interface ObligationAnchors {
  lawKey: string;
  celex: string;
  /** Full obligation key ("<law_key>#<duty>") → anchor ids in the regulation's order. */
  byObligation: Map<string, string[]>;
}

export function obligationAnchorsFile(): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), "lib", "eu-ai-act", "obligation-anchors.yaml");
}

export function readObligationAnchors(file: string = obligationAnchorsFile()): ObligationAnchors {
  const { law_key, celex, anchors } = readYamlFile(file, mappingSchema);
  const byObligation = new Map(
    Object.entries(anchors).map(([duty, ids]) => [`${law_key}#${duty}`, [...new Set(ids)].sort(compareAnchors)]),
  );
  return { lawKey: law_key, celex, byObligation };
}

// Article anchors are zero-padded digits, so text order is the regulation's order within articles.
const compareAnchors = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

let cached: ObligationAnchors | null = null;

/** The anchors a duty derives from, or undefined when it rests on no mapped regulation. Read once per process. */
export function anchorsForObligation(key: string): string[] | undefined {
  cached ??= readObligationAnchors();
  return cached.byObligation.get(key);
}
