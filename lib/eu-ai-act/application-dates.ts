import path from "node:path";
import { z } from "zod";
import { readYamlFile } from "./yaml-file";

/**
 * When each part of the AI Act applies, as adopted and as amended (lib/eu-ai-act/application-dates.yaml). One file
 * feeds the provisions' applies_from, the AI Act duties' deadline, the /deadlines entries built from them and the law
 * record's effective text, so an amendment is recorded once and every surface serves the same date.
 */

const date = z.string().trim().min(1);
const amendmentRef = z.object({ act: z.string().min(1), provision: z.string().min(1) }).strict();
const PARAGRAPH_REF = /^(\d{1,3})\((\d{1,2})\)$/;

const groupSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    scope: z.string().min(1),
    paragraphs: z.array(z.string().regex(PARAGRAPH_REF, { message: "expected an article paragraph such as 6(1)" })).optional(),
    bodies: z.array(z.number().int().min(1)).optional(),
    articles: z.array(z.tuple([z.number().int().min(1), z.number().int().min(1)])).optional(),
    original: date,
    as_amended: date.optional(),
    amended_by: amendmentRef.optional(),
  })
  .strict()
  .refine((g) => (g.as_amended === undefined) === (g.amended_by === undefined), {
    message: "as_amended and amended_by go together: an amended date names its amending provision",
  })
  .refine((g) => g.paragraphs || g.bodies || g.articles, { message: "a group selects paragraphs, bodies or articles" });

const dutySchema = z
  .object({
    group: z.string().min(1),
    reason: z.string().min(1).optional(),
    original: date.optional(),
    as_amended: date.optional(),
    amended_by: amendmentRef.optional(),
  })
  .strict()
  .refine((d) => (d.as_amended === undefined) === (d.amended_by === undefined), {
    message: "as_amended and amended_by go together",
  })
  .refine((d) => d.original !== undefined || d.as_amended === undefined, { message: "a duty's own as_amended needs its own original" })
  .refine((d) => d.original === undefined || d.reason !== undefined, { message: "a duty with its own dates says why (reason)" });

const fileSchema = z
  .object({
    law_key: z.string().min(1),
    amending_acts: z.record(z.string(), z.object({ name: z.string().min(1), url: z.url() }).strict()),
    law_effective_text: date,
    groups: z.array(groupSchema).min(1),
    duties: z.record(z.string().regex(/^[a-z0-9-]+$/), dutySchema),
  })
  .strict();

export type ApplicationDatesFile = z.infer<typeof fileSchema>;

/** The amending act and provision behind an amended date, as served. */
export interface DateAmendment {
  act: string;
  provision: string;
  url: string;
}

/** A date as served: the text in force (as amended), the text as adopted, and what changed it (null: unchanged). */
export interface ApplicationDate {
  group: string;
  applies_from: string;
  original: string;
  amended_by: DateAmendment | null;
}

export interface ApplicationDates {
  lawKey: string;
  /** The amending acts by their key in the file (name and Official Journal address). */
  amendingActs: ApplicationDatesFile["amending_acts"];
  lawEffectiveText: string;
  groups: ApplicationDatesFile["groups"];
  /** The date of every provision row of an article: paragraph null = the article's whole-text row. */
  ofProvision(article: number, paragraph: number | null): ApplicationDate;
  /** The date of an AI Act duty by its full key ("<law_key>#<duty>"); undefined for any other duty. */
  ofDuty(key: string): ApplicationDate | undefined;
  /** Why a duty follows a date other than that of its own provisions (reviewers and tests read it; not served). */
  dutyReason(key: string): string | undefined;
  /** Full keys of every duty the file governs. */
  dutyKeys: string[];
}

export function applicationDatesFile(): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), "lib", "eu-ai-act", "application-dates.yaml");
}

export function readApplicationDates(file: string = applicationDatesFile()): ApplicationDates {
  const data = readYamlFile(file, fileSchema);
  const where = path.relative(process.cwd(), file);
  const amendment = (ref: { act: string; provision: string } | undefined): DateAmendment | null => {
    if (!ref) return null;
    const act = data.amending_acts[ref.act];
    if (!act) throw new Error(`${where}: unknown amending act '${ref.act}'`);
    return { act: act.name, provision: ref.provision, url: act.url };
  };
  const served = new Map(
    data.groups.map((g) => [
      g.id,
      { group: g.id, applies_from: g.as_amended ?? g.original, original: g.original, amended_by: amendment(g.amended_by) },
    ]),
  );
  if (served.size !== data.groups.length) throw new Error(`${where}: group ids must be unique`);

  // Most specific selector first (a numbered paragraph, then an article's whole-text row, then article ranges), and
  // within each kind the first group listed: the file lists exceptions before the rules they carve out of.
  const ofProvision = (article: number, paragraph: number | null): ApplicationDate => {
    const ref = paragraph === null ? null : `${article}(${paragraph})`;
    const hit =
      (ref && data.groups.find((g) => g.paragraphs?.includes(ref))) ||
      (paragraph === null && data.groups.find((g) => g.bodies?.includes(article))) ||
      data.groups.find((g) => g.articles?.some(([from, to]) => article >= from && article <= to));
    if (!hit) throw new Error(`${where}: no group covers Article ${ref ?? article}`);
    return served.get(hit.id)!;
  };

  const duties = new Map<string, ApplicationDate>();
  for (const [duty, d] of Object.entries(data.duties)) {
    const group = served.get(d.group);
    if (!group) throw new Error(`${where}: duties.${duty}: unknown group '${d.group}'`);
    duties.set(
      `${data.law_key}#${duty}`,
      d.original === undefined
        ? group
        : { group: d.group, applies_from: d.as_amended ?? d.original, original: d.original, amended_by: amendment(d.amended_by) },
    );
  }

  return {
    lawKey: data.law_key,
    amendingActs: data.amending_acts,
    lawEffectiveText: data.law_effective_text,
    groups: data.groups,
    ofProvision,
    ofDuty: (key) => duties.get(key),
    dutyReason: (key) => (key.startsWith(`${data.law_key}#`) ? data.duties[key.slice(data.law_key.length + 1)]?.reason : undefined),
    dutyKeys: [...duties.keys()],
  };
}

let cached: ApplicationDates | null = null;

/** The application dates, read once per process. */
export function applicationDates(): ApplicationDates {
  cached ??= readApplicationDates();
  return cached;
}
