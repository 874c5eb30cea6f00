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

export function normalizedLaw(value: unknown): Normalized<NormalizedLaw> {
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

export function normalizedJurisdiction(value: unknown): Normalized<NormalizedJurisdiction> {
  const parsed = jurisdictionRowSchema.safeParse(value);
  if (!parsed.success) return failure(value, parsed.error, "slug");
  const row = parsed.data;
  return {
    ok: true,
    value: { slug: row.slug, content: { name: row.name, abbr: row.abbr, scope: row.scope }, metadata: { kind: row.kind } },
  };
}
