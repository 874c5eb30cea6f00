import path from "node:path";
import { z } from "zod";
import { applicationDates } from "./application-dates";
import { TEXT_EFFECTS } from "./vocabulary";
import { readYamlFile } from "./yaml-file";

/**
 * Which provisions a later act changed in wording (lib/eu-ai-act/text-amendments.yaml). The served text is the
 * Regulation as adopted; these entries travel with the rows they touch, so a reader of a replaced paragraph learns
 * that it was replaced, by which act and which of its points, instead of taking superseded wording for the law.
 */

// "75" (whole article), "75(1)" (paragraph as adopted), "75(1a)" (inserted paragraph), "75 heading", "Annex VIII".
const TARGET = /^(?:(\d{1,3})(?:\((\d{1,2})([a-z]*)\))?( heading)?|Annex ([IVXL]+))$/;

const changeSchema = z
  .object({
    point: z.string().regex(/^Art\. \d+\(\d+\)(\([a-z]\))?$/, { message: "expected an amending point such as Art. 1(31)(b)" }),
    target: z.string().regex(TARGET, { message: "expected N, N(P), N(Pa), 'N heading' or 'Annex X'" }),
    effect: z.enum(TEXT_EFFECTS),
    change: z.string().min(1),
  })
  .strict();

const fileSchema = z.object({ act: z.string().min(1), changes: z.array(changeSchema).min(1) }).strict();

/** One change to a provision's wording, as served in text_amended_by. */
export interface TextAmendment {
  act: string;
  provision: string;
  change: string;
  effect: (typeof TEXT_EFFECTS)[number];
  url: string;
}

/** What a change's target names: an article (with a paragraph as adopted, an inserted one, or its heading) or an annex. */
export interface TextTarget {
  article: number | null;
  /** A paragraph (or Article 3 point) of the text as adopted; null for a whole article, a heading or an insertion. */
  paragraph: number | null;
  inserted: boolean;
  heading: boolean;
  annex: string | null;
}

/**
 * An inserted paragraph is one with a letter suffix ("75(1a)") or, under effect `inserted`, one numbered past the
 * adopted text's last ("Article 28(8) added"); neither names a paragraph of the text as adopted.
 */
export function parseTarget(target: string, effect: (typeof TEXT_EFFECTS)[number]): TextTarget {
  const m = TARGET.exec(target);
  if (!m) throw new Error(`unreadable target '${target}'`);
  const [, article, paragraph, suffix, heading, annex] = m;
  if (annex) return { article: null, paragraph: null, inserted: false, heading: false, annex };
  const inserted = Boolean(suffix) || (effect === "inserted" && paragraph !== undefined);
  return {
    article: Number(article),
    paragraph: paragraph && !inserted ? Number(paragraph) : null,
    inserted,
    heading: Boolean(heading),
    annex: null,
  };
}

export interface TextAmendments {
  /** Every change with its parsed target (tests check each against the snapshot). */
  entries: { target: TextTarget; served: TextAmendment }[];
  /** The changes a provision row carries: article and paragraph (null = whole-text row), or an annex number. */
  of(row: { article: number | null; paragraph: number | null; annex: string | null }): TextAmendment[];
}

export function textAmendmentsFile(): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), "lib", "eu-ai-act", "text-amendments.yaml");
}

export function readTextAmendments(file: string = textAmendmentsFile()): TextAmendments {
  const where = path.relative(process.cwd(), file);
  const data = readYamlFile(file, fileSchema);
  const act = applicationDates().amendingActs[data.act];
  if (!act) throw new Error(`${where}: act '${data.act}' is not in the amending_acts of application-dates.yaml`);
  const entries = data.changes.map((c) => {
    const target = parseTarget(c.target, c.effect);
    if (target.heading !== (c.effect === "heading-replaced")) {
      throw new Error(`${where}: '${c.target}': a heading target goes with effect heading-replaced, and only it`);
    }
    return { target, served: { act: act.name, provision: c.point, change: c.change, effect: c.effect, url: act.url } };
  });

  const of: TextAmendments["of"] = ({ article, paragraph, annex }) => {
    if (annex !== null) return entries.filter((e) => e.target.annex === annex).map((e) => e.served);
    if (article === null) return [];
    return entries
      .filter((e) => e.target.article === article)
      .filter((e) => {
        if (paragraph === null) return true; // the whole-text row holds every paragraph and the heading
        if (e.target.paragraph === paragraph) return true;
        // A replaced article or heading reaches each of its paragraphs; an insertion or a change to another
        // paragraph does not.
        return e.target.paragraph === null && !e.target.inserted && (e.served.effect === "replaced" || e.target.heading);
      })
      .map((e) => e.served);
  };
  return { entries, of };
}

let cached: TextAmendments | null = null;

/** The text amendments, read once per process. */
export function textAmendments(): TextAmendments {
  cached ??= readTextAmendments();
  return cached;
}
