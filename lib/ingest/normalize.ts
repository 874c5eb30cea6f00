import { hash } from "node:crypto";
import { z } from "zod";
import { scopeEnum } from "@/lib/vocabulary";
import { stableUuid } from "@/lib/ids";
import type { SourceLink } from "@/db/schema";

/**
 * Source rows → the normalised shape the differ compares. Normalising first means cosmetic noise in a source
 * (surrounding whitespace, "" for "no value", a repeated alternate name) never shows up as a change.
 *
 * A row is validated strictly: an unknown field (a typo such as "titel") is an error, not silently dropped, because a
 * dropped field would make the record look unchanged when the source meant to change it.
 */

/** The /laws/{id} of a curated key: stable across re-seeds, engines and machines. */
export const lawIdFor = (key: string) => stableUuid(`law:${key}`);

export const RECORD_TYPES = ["bill", "statute", "executive_order", "regulation", "ordinance", "treaty", "guidance"] as const;
export const JURISDICTION_KINDS = [
  "state", "district", "territory", "local", "federal", "supranational", "country", "international",
] as const;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "expected a lowercase hyphenated slug" });
/** "" and whitespace mean "no value": the same as null. */
const optionalText = z
  .string()
  .nullish()
  .transform((v) => (v == null || v.trim() === "" ? null : v.trim()));
const isHttpUrl = (v: string, protocols: string[]) => {
  try {
    return protocols.includes(new URL(v).protocol);
  } catch {
    return false;
  }
};
const optionalUrl = optionalText.refine((v) => v === null || isHttpUrl(v, ["https:", "http:"]), { message: "expected an http(s) URL" });

/** A further link of a law (served by /laws/{id}/sources): primary = government text; secondary = analysis. */
export const sourceLinkRowSchema = z.strictObject({
  tier: z.enum(["primary", "secondary"]),
  label: z.string().trim().min(1),
  url: z.string().refine((v) => isHttpUrl(v, ["https:"]), { message: "expected an https URL" }),
});

/** A law row as a source delivers it (a snapshot file, a URL, or the curated data files: db/seed/schemas.ts). */
export const lawRowSchema = z.strictObject({
  key: z.string().trim().min(1, { message: "is required" }),
  scope: scopeEnum,
  jurisdiction: slug,
  identifier: optionalText,
  title: optionalText,
  record_type: z.enum(RECORD_TYPES).nullish().transform((v) => v ?? null),
  status: optionalText,
  in_force: z.boolean().nullish().transform((v) => v ?? null),
  record_date: z.iso.date({ message: "expected a date as YYYY-MM-DD" }).nullish().transform((v) => v ?? null),
  summary: optionalText,
  source: optionalText,
  official_url: optionalUrl,
  alternate_names: z.array(z.string()).optional(),
  sources: z.array(sourceLinkRowSchema).optional(),
  effective_text: optionalText,
  /**
   * The day the row's facts were last checked against the source ("verified, not changed"). Not part of the Record's
   * content, so it never makes a change; it sets checked_at when the record is first inserted (lib/ingest/writer.ts).
   */
  verified_on: z.iso.date({ message: "expected a date as YYYY-MM-DD" }).nullish().transform((v) => v ?? null),
});

export const jurisdictionRowSchema = z.strictObject({
  slug,
  name: optionalText,
  abbr: optionalText,
  scope: scopeEnum,
  kind: z.enum(JURISDICTION_KINDS),
});

/** The public Record fields of a law as stored (jurisdiction by slug); compared field by field. */
export interface LawContent {
  scope: string;
  jurisdiction: string;
  identifier: string | null;
  title: string | null;
  record_type: string | null;
  status: string | null;
  in_force: boolean | null;
  /** Canonical µs timestamp text (record_date is a date-time in the Record). */
  record_date: string | null;
  summary: string | null;
  source: string | null;
  official_url: string | null;
}

/** Internal metadata: served by /sources and /citations, diffed only as "metadata". */
export interface LawMetadata {
  alternate_names: string[];
  source_links: SourceLink[];
  effective_text: string | null;
}

export interface JurisdictionContent {
  name: string | null;
  abbr: string | null;
  scope: string;
}

export interface JurisdictionMetadata {
  kind: string;
}

export interface Versioned<C, M> {
  content: C;
  metadata: M;
}

export interface NormalizedLaw extends Versioned<LawContent, LawMetadata> {
  id: string;
  key: string;
  /** The row's verified_on (YYYY-MM-DD) or null: outside content and metadata, so the differ never sees it. */
  verifiedOn: string | null;
}

export interface NormalizedJurisdiction extends Versioned<JurisdictionContent, JurisdictionMetadata> {
  slug: string;
}

export type Normalized<T> = { ok: true; value: T } | { ok: false; key: string | null; message: string };

function failure(value: unknown, error: z.ZodError, keyField: string): { ok: false; key: string | null; message: string } {
  const issue = error.issues[0]!;
  const where = issue.path.map(String).join(".");
  const key = value && typeof value === "object" ? (value as Record<string, unknown>)[keyField] : undefined;
  return { ok: false, key: typeof key === "string" ? key : null, message: where ? `${where}: ${issue.message}` : issue.message };
}

const LAW_ROW_KEYS = new Set(Object.keys(lawRowSchema.shape));
const SCOPES = new Set<string>(scopeEnum.options);
const TYPES = new Set<string>(RECORD_TYPES);
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ISO_DATE = z.regexes.date;
/** Marks a field the fast path is not sure about: the whole row goes to zod. */
const UNSURE = Symbol("unsure");

const fastText = (v: unknown): string | null | typeof UNSURE =>
  v == null ? null : typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : UNSURE;
const fastDate = (v: unknown): string | null | typeof UNSURE =>
  v == null ? null : typeof v === "string" && ISO_DATE.test(v) ? v : UNSURE;

/**
 * The common case of normalizedLaw without zod (validating 100,000 re-read rows with zod was most of the
 * run's JS time). It accepts only a row it is sure zod accepts, and then returns exactly what the zod path returns;
 * anything else — every invalid row, every unusual shape — returns null and goes through zod, which also words the
 * error. tests/integration/ingest/fast-normalize.test.ts checks the two agree on generated rows.
 */
function fastNormalizedLaw(value: unknown): NormalizedLaw | null {
  if (typeof value !== "object" || value === null || Object.getPrototypeOf(value) !== Object.prototype) return null;
  const row = value as Record<string, unknown>;
  for (const k of Object.keys(row)) if (!LAW_ROW_KEYS.has(k)) return null;
  const { key, scope, jurisdiction, record_type, in_force, alternate_names, sources } = row;
  if (typeof key !== "string" || typeof scope !== "string" || !SCOPES.has(scope)) return null;
  if (typeof jurisdiction !== "string" || !SLUG.test(jurisdiction)) return null;
  if (record_type != null && (typeof record_type !== "string" || !TYPES.has(record_type))) return null;
  if (in_force != null && typeof in_force !== "boolean") return null;
  const trimmedKey = key.trim();
  const identifier = fastText(row.identifier), title = fastText(row.title), status = fastText(row.status);
  const summary = fastText(row.summary), source = fastText(row.source), officialUrl = fastText(row.official_url);
  const effectiveText = fastText(row.effective_text), recordDate = fastDate(row.record_date), verifiedOn = fastDate(row.verified_on);
  if (trimmedKey === "" || identifier === UNSURE || title === UNSURE || status === UNSURE || summary === UNSURE) return null;
  if (source === UNSURE || officialUrl === UNSURE || effectiveText === UNSURE || recordDate === UNSURE || verifiedOn === UNSURE) return null;
  if (officialUrl !== null && !isHttpUrl(officialUrl, ["https:", "http:"])) return null;
  let names: string[] = [];
  if (alternate_names !== undefined) {
    if (!Array.isArray(alternate_names)) return null;
    for (let i = 0; i < alternate_names.length; i++) if (typeof alternate_names[i] !== "string") return null;
    names = [...new Set((alternate_names as string[]).map((n) => n.trim()).filter((n) => n !== ""))];
  }
  const links: SourceLink[] = [];
  if (sources !== undefined) {
    if (!Array.isArray(sources)) return null;
    for (const s of sources as unknown[]) {
      if (typeof s !== "object" || s === null || Object.getPrototypeOf(s) !== Object.prototype) return null;
      const { tier, label, url, ...extra } = s as Record<string, unknown>;
      if (Object.keys(extra).length > 0 || (tier !== "primary" && tier !== "secondary")) return null;
      if (typeof label !== "string" || label.trim() === "" || typeof url !== "string" || !isHttpUrl(url, ["https:"])) return null;
      links.push({ tier, label: label.trim(), url });
    }
  }
  // The v5 UUID is derived on first use: the set-based re-read matches stored records by key, so an unchanged row never
  // needs it (it was the largest remaining JS cost of a 100,000-row re-read).
  let id: string | undefined;
  return {
    get id() {
      return (id ??= lawIdFor(trimmedKey));
    },
    key: trimmedKey,
    verifiedOn,
    content: {
      scope, jurisdiction, identifier, title, record_type: (record_type as string | null | undefined) ?? null,
      status, in_force: (in_force as boolean | null | undefined) ?? null,
      record_date: recordDate ? `${recordDate}T00:00:00.000000Z` : null, summary, source, official_url: officialUrl,
    },
    metadata: { alternate_names: names, source_links: links, effective_text: effectiveText },
  };
}

export function normalizedLaw(value: unknown): Normalized<NormalizedLaw> {
  const fast = fastNormalizedLaw(value);
  if (fast) return { ok: true, value: fast };
  return zodNormalizedLaw(value);
}

/** normalizedLaw through the zod schema only (the reference the fast path is tested against). */
export function zodNormalizedLaw(value: unknown): Normalized<NormalizedLaw> {
  const parsed = lawRowSchema.safeParse(value);
  if (!parsed.success) return failure(value, parsed.error, "key");
  const row = parsed.data;
  const names = (row.alternate_names ?? []).map((n) => n.trim()).filter((n) => n !== "");
  return {
    ok: true,
    value: {
      id: lawIdFor(row.key),
      key: row.key,
      verifiedOn: row.verified_on,
      content: {
        scope: row.scope,
        jurisdiction: row.jurisdiction,
        identifier: row.identifier,
        title: row.title,
        record_type: row.record_type,
        status: row.status,
        in_force: row.in_force,
        record_date: row.record_date ? `${row.record_date}T00:00:00.000000Z` : null,
        summary: row.summary,
        source: row.source,
        official_url: row.official_url,
      },
      metadata: {
        alternate_names: [...new Set(names)],
        source_links: (row.sources ?? []).map((s) => ({ tier: s.tier, label: s.label, url: s.url })),
        effective_text: row.effective_text,
      },
    },
  };
}

/**
 * The version of what normalizedLaw does with a row, as far as the stored record is concerned (validation rules, trimming,
 * the compared fields). It is part of every source fingerprint (lawSourceHash), so bumping it makes the next re-read
 * validate and compare every row again instead of trusting fingerprints taken under the old rules. Bump it with any
 * change to lawRowSchema, fastNormalizedLaw/zodNormalizedLaw or the fields the re-read compares.
 */
export const LAW_NORMALIZER_VERSION = 1;
let normalizerVersion = LAW_NORMALIZER_VERSION;
/** Tests only: pretend the normaliser changed (null restores LAW_NORMALIZER_VERSION). */
export function setLawNormalizerVersionForTests(version: number | null): void {
  normalizerVersion = version ?? LAW_NORMALIZER_VERSION;
}

/** Plain JSON data only (what JSON.parse returns): for it, JSON.stringify is exact, so equal text means an equal row. */
function isPlainJson(value: unknown, depth = 0): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value !== "object" || depth > 3) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!isPlainJson(value[i], depth + 1)) return false;
    return true;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const k in value) if (!isPlainJson((value as Record<string, unknown>)[k], depth + 1)) return false;
  return true;
}

/**
 * The fingerprint of a raw law row: sha256 of the normaliser version and the row's JSON text, as ingest stores
 * it on the record it writes (law_records.source_hash). A re-read that meets the same fingerprint under the same key
 * knows the row normalises to what is stored, so it skips validation and the field-by-field comparison. Anything that is
 * not plain JSON data (undefined, a Date, a class instance — possible in code-built sources, where JSON text would hide
 * the difference) gets no fingerprint and takes the full path. Key order counts: a reordered row is merely re-validated.
 */
export function lawSourceHash(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value) || !isPlainJson(value)) return null;
  return hash("sha256", `${normalizerVersion}\n${JSON.stringify(value)}`, "base64url");
}

export function normalizedJurisdiction(value: unknown): Normalized<NormalizedJurisdiction> {
  const parsed = jurisdictionRowSchema.safeParse(value);
  if (!parsed.success) return failure(value, parsed.error, "slug");
  const row = parsed.data;
  return {
    ok: true,
    value: { slug: row.slug, content: { name: row.name, abbr: row.abbr, scope: row.scope }, metadata: { kind: row.kind } },
  };
}
