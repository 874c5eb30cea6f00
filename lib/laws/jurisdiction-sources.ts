import fs from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument } from "yaml";
import { z } from "zod";

/** What a curated jurisdiction source is (db/seed/jurisdiction-sources/*.yaml, served by /laws/{id}/sources). */
export const JURISDICTION_SOURCE_KINDS = [
  "legislature",
  "statute_database",
  "official_journal",
  "regulator",
  "court",
  "government_portal",
  "tracker",
] as const;

/**
 * The official sources we watch per jurisdiction (legislature site, statute database, official journal, regulator…),
 * curated in YAML under db/seed/jurisdiction-sources/*.yaml: each file maps jurisdiction slugs to their sources. They
 * are served by /laws/{id}/sources after the record's own links (SPEC 4.2).
 *
 * Read once per folder and kept in memory (the files ship with the code and change only with a deploy). A missing
 * folder means no curated sources; a malformed file is an error naming the file and line, never silently skipped.
 */

export type JurisdictionSourceKind = (typeof JURISDICTION_SOURCE_KINDS)[number];

const sourceSchema = z.strictObject({
  kind: z.enum(JURISDICTION_SOURCE_KINDS),
  label: z.string().trim().min(1).max(200),
  url: z.url({ protocol: /^https?$/ }).max(2048),
  tier: z.enum(["primary", "secondary"]),
});

const fileSchema = z.record(
  z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "expected a jurisdiction slug such as colorado" }),
  z.array(sourceSchema).min(1),
);

export type JurisdictionSource = z.infer<typeof sourceSchema>;

/** Where the curated files live; tests point it elsewhere with setJurisdictionSourcesDirForTests. */
export const DEFAULT_JURISDICTION_SOURCES_DIR = path.join("db", "seed", "jurisdiction-sources");

const DIR_KEY = Symbol.for("lexatlas.jurisdictionSourcesDir");
type Holder = { [DIR_KEY]?: string };
const cache = new Map<string, Map<string, JurisdictionSource[]>>();

export function jurisdictionSourcesDir(): string {
  return (globalThis as Holder)[DIR_KEY] ?? path.resolve(/* turbopackIgnore: true */ process.cwd(), DEFAULT_JURISDICTION_SOURCES_DIR);
}

/** For tests: read the curated sources from `dir` (null restores the default). */
export function setJurisdictionSourcesDirForTests(dir: string | null): void {
  if (dir) (globalThis as Holder)[DIR_KEY] = path.resolve(dir);
  else delete (globalThis as Holder)[DIR_KEY];
}

export class JurisdictionSourcesError extends Error {}

/** One file's mapping, validated; errors carry `file:line`. */
export function parseJurisdictionSourcesFile(text: string, file: string): Record<string, JurisdictionSource[]> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true });
  const at = (offset: number | undefined) => `${file}:${offset === undefined ? 1 : lineCounter.linePos(offset).line}`;
  if (doc.errors.length) {
    const first = doc.errors[0]!;
    throw new JurisdictionSourcesError(`${at(first.pos[0])}: ${first.message.split("\n")[0]}`);
  }
  const parsed = fileSchema.safeParse(doc.toJS() ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    // The node the issue is about (or its nearest existing parent), for the line number.
    let node: unknown;
    for (let depth = issue.path.length; depth >= 0 && !node; depth--) node = doc.getIn(issue.path.slice(0, depth) as (string | number)[], true);
    const offset = (node as { range?: [number, number, number] } | undefined)?.range?.[0];
    const where = issue.path.length ? ` at ${issue.path.join(".")}` : "";
    // A bad key's own message (zod reports "Invalid key in record" and nests the reason).
    const message = issue.code === "invalid_key" ? `key: ${issue.issues[0]?.message ?? issue.message}` : issue.message;
    throw new JurisdictionSourcesError(`${at(offset)}: ${message}${where}`);
  }
  return parsed.data;
}

/** Every file of `dir`, merged by slug; a slug curated in two files is an error (one place per jurisdiction). */
export function loadJurisdictionSources(dir: string): Map<string, JurisdictionSource[]> {
  const bySlug = new Map<string, JurisdictionSource[]>();
  if (!fs.existsSync(dir)) return bySlug;
  const origin = new Map<string, string>();
  const files = fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort();
  for (const name of files) {
    const file = path.join(dir, name);
    for (const [slug, sources] of Object.entries(parseJurisdictionSourcesFile(fs.readFileSync(file, "utf8"), file))) {
      if (origin.has(slug)) throw new JurisdictionSourcesError(`${file}: jurisdiction '${slug}' is already curated in ${origin.get(slug)}`);
      origin.set(slug, file);
      bySlug.set(slug, sources);
    }
  }
  return bySlug;
}

/** The curated sources of one jurisdiction (empty when none are curated), from the cached folder. */
export function jurisdictionSourcesFor(slug: string): JurisdictionSource[] {
  const dir = jurisdictionSourcesDir();
  let loaded = cache.get(dir);
  if (!loaded) {
    loaded = loadJurisdictionSources(dir);
    cache.set(dir, loaded);
  }
  return loaded.get(slug) ?? [];
}
