import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";

/**
 * The thirteen closed vocabularies of the registry (SPEC 4.10). The YAML file is the single source: matter rows,
 * query filters, the poller and /enforcement/categories all read it through here, so a code exists in one place.
 */

export const VOCABULARY_KINDS = [
  "matter_type",
  "matter_status",
  "forum_type",
  "party_role",
  "party_kind",
  "relief_type",
  "event_type",
  "ai_role",
  "law_relation",
  "verification",
  "jurisdiction_level",
  "pii_class",
  "redaction_policy",
] as const;
export type VocabularyKind = (typeof VOCABULARY_KINDS)[number];

const termSchema = z
  .object({
    code: z.string().regex(/^[a-z][a-z0-9_]*$/, "codes are snake_case"),
    label: z.string().trim().min(1),
    description: z.string().trim().min(1),
  })
  .strict();
export type VocabularyTerm = z.infer<typeof termSchema>;

const fileSchema = z
  .object(Object.fromEntries(VOCABULARY_KINDS.map((k) => [k, z.array(termSchema).min(1)])) as Record<VocabularyKind, z.ZodArray<typeof termSchema>>)
  .strict()
  .superRefine((file, ctx) => {
    for (const kind of VOCABULARY_KINDS) {
      const seen = new Set<string>();
      file[kind].forEach((t, i) => {
        if (seen.has(t.code)) ctx.addIssue({ code: "custom", path: [kind, i, "code"], message: `duplicate code ${t.code}` });
        seen.add(t.code);
      });
    }
  });

export type Vocabularies = Record<VocabularyKind, VocabularyTerm[]>;

/** The default redaction policy; every matter without its own policy carries it. */
export const DEFAULT_REDACTION_POLICY = "withhold_private_individuals_and_minors";

export function vocabulariesPath(): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), "db", "seed", "enforcement", "vocabularies.yaml");
}

export function parseVocabularies(text: string, source = "vocabularies.yaml"): Vocabularies {
  const result = fileSchema.safeParse(parse(text));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${source}: ${issue.path.join(".")}: ${issue.message}`);
  }
  return result.data as Vocabularies;
}

let cached: Vocabularies | null = null;

/** Read once per process: the file ships with the code and changes only with a deploy. */
export function vocabularies(): Vocabularies {
  if (!cached) cached = parseVocabularies(fs.readFileSync(vocabulariesPath(), "utf8"), vocabulariesPath());
  return cached;
}

export function codesOf(kind: VocabularyKind): string[] {
  return vocabularies()[kind].map((t) => t.code);
}

export function isCode(kind: VocabularyKind, code: string): boolean {
  return vocabularies()[kind].some((t) => t.code === code);
}

export function labelOf(kind: VocabularyKind, code: string): string {
  return vocabularies()[kind].find((t) => t.code === code)?.label ?? code;
}
