import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument } from "yaml";
import { z } from "zod";
import { DEFAULT_REDACTION_POLICY, codesOf, isCode, type VocabularyKind } from "./vocabularies";

/**
 * The curated matter row (db/seed/enforcement/matters/*.yaml): its zod schema, the file reader with line-numbered
 * errors, and the opaque matter_uid. Facts only; every row sourced; what could not be confirmed stays null.
 */

export function mattersDir(): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), "db", "seed", "enforcement", "matters");
}

/** "em_" + 16 base32 characters of sha256(key): opaque, stable, URL-safe, and it reveals nothing of the key. */
export function matterUidFor(key: string): string {
  const digest = createHash("sha256").update(`enforcement-matter:${key}`, "utf8").digest();
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of digest.subarray(0, 10)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `em_${out}`;
}

export const MATTER_UID_PATTERN = /^em_[a-z2-7]{16}$/;

const code = (kind: VocabularyKind) =>
  z.string().refine((v) => isCode(kind, v), { error: (iss) => `unknown ${kind} '${String(iss.input)}'; allowed: ${codesOf(kind).join(", ")}` });

const isoDate = z.iso.date({ message: "expected YYYY-MM-DD" });
const nonEmpty = z.string().trim().min(1);
const httpUrl = z.url({ protocol: /^https?$/, message: "expected an http(s) URL" });

export const matterEventSchema = z
  .object({
    event_type: code("event_type"),
    date: isoDate.nullable(),
    is_date_estimated: z.boolean(),
    description: nonEmpty,
    source_url: httpUrl.nullable(),
  })
  .strict();

export const matterPartySchema = z
  .object({
    name: nonEmpty.nullable(),
    role: code("party_role"),
    kind: code("party_kind"),
    pii_class: code("pii_class"),
  })
  .strict();

export const matterReliefSchema = z
  .object({
    relief_type: code("relief_type"),
    /** Verbatim from the source; a non-empty string or null. */
    amount: nonEmpty.nullable(),
    description: nonEmpty.nullable(),
  })
  .strict();

export const matterLawSchema = z
  .object({
    /** Verbatim from the source. */
    citation: nonEmpty,
    relation: code("law_relation"),
  })
  .strict();

export const matterSourceSchema = z
  .object({
    url: httpUrl,
    publisher: nonEmpty,
    date: isoDate.nullable(),
    title: nonEmpty.nullable(),
    kind: z.enum(["primary", "secondary"]),
  })
  .strict();

/** Descriptive fields a published matter may carry as null by decision, named in unavailable_fields. */
export const NULLABLE_DESCRIPTIVE_FIELDS = ["summary", "forum_name", "docket_number", "agency_code", "domain"] as const;

export const matterRowSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9][a-z0-9-]*[a-z0-9]$/, "keys are lowercase kebab-case"),
    caption: nonEmpty,
    summary: nonEmpty.nullable(),
    matter_type: code("matter_type"),
    matter_status: code("matter_status"),
    agency_code: nonEmpty.nullable(),
    forum_type: code("forum_type"),
    forum_name: nonEmpty.nullable(),
    docket_number: nonEmpty.nullable(),
    jurisdiction: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "jurisdiction is a lowercase slug"),
    jurisdiction_level: code("jurisdiction_level"),
    filed_date: isoDate.nullable(),
    decided_date: isoDate.nullable(),
    closed_date: isoDate.nullable(),
    ai_roles: z.array(code("ai_role")).min(1),
    domain: z.string().regex(/^[a-z0-9][a-z0-9_.-]*$/, "domain is a taxonomy subcategory id").nullable(),
    tier: z.enum(["A", "B"]).nullable(),
    publish_ready: z.boolean(),
    duplicate_of: z.string().nullable(),
    caption_untranslated: z.boolean(),
    // Optional extras (absent in most rows).
    last_verified: isoDate.optional(),
    unavailable_fields: z.array(z.enum(NULLABLE_DESCRIPTIVE_FIELDS)).optional(),
    redaction_policy: code("redaction_policy").optional(),
    events: z.array(matterEventSchema),
    parties: z.array(matterPartySchema),
    relief: z.array(matterReliefSchema),
    laws: z.array(matterLawSchema),
    sources: z.array(matterSourceSchema).min(1, "every matter needs at least one source document"),
  })
  .strict()
  .superRefine((row, ctx) => {
    if (row.duplicate_of === row.key) ctx.addIssue({ code: "custom", path: ["duplicate_of"], message: "a matter cannot duplicate itself" });
    for (const field of row.unavailable_fields ?? []) {
      if (row[field] !== null) ctx.addIssue({ code: "custom", path: ["unavailable_fields"], message: `${field} is named unavailable but is not null` });
    }
    const ai = new Set<string>();
    row.ai_roles.forEach((r, i) => {
      if (ai.has(r)) ctx.addIssue({ code: "custom", path: ["ai_roles", i], message: `duplicate ai_role ${r}` });
      ai.add(r);
    });
  });

export type MatterRow = z.infer<typeof matterRowSchema>;

export interface MatterFileError {
  file: string;
  line: number | null;
  key: string | null;
  message: string;
}

export class MatterDataError extends Error {
  constructor(readonly errors: MatterFileError[]) {
    super(
      `${errors.length} invalid enforcement matter row(s); first: ${errors[0]!.file}${errors[0]!.line ? `:${errors[0]!.line}` : ""}` +
        `${errors[0]!.key ? ` (${errors[0]!.key})` : ""}: ${errors[0]!.message}`,
    );
  }
}

/** Parses one YAML file (a list of rows); returns rows and errors, each error with the line its row starts on. */
export function parseMatterFile(text: string, file: string): { rows: MatterRow[]; errors: MatterFileError[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    return { rows: [], errors: [{ file, line: e.linePos?.[0]?.line ?? null, key: null, message: e.message.split("\n")[0]! }] };
  }
  const data = doc.toJS() as unknown;
  if (data === null || data === undefined) return { rows: [], errors: [] };
  if (!Array.isArray(data)) return { rows: [], errors: [{ file, line: 1, key: null, message: "a matters file holds a YAML list of rows" }] };
  const items = (doc.contents as { items?: { range?: [number, number, number] }[] } | null)?.items ?? [];
  const rows: MatterRow[] = [];
  const errors: MatterFileError[] = [];
  data.forEach((raw, i) => {
    const offset = items[i]?.range?.[0];
    const line = offset === undefined ? null : lineCounter.linePos(offset).line;
    const key = raw && typeof raw === "object" && typeof (raw as { key?: unknown }).key === "string" ? (raw as { key: string }).key : null;
    const result = matterRowSchema.safeParse(raw);
    if (result.success) rows.push(result.data);
    else {
      const issue = result.error.issues[0]!;
      errors.push({ file, line, key, message: `${issue.path.join(".") || "row"}: ${issue.message}` });
    }
  });
  return { rows, errors };
}

/**
 * Every row of every *.yaml file in `dir` (sorted by file name), with the cross-row checks: unique keys,
 * duplicate_of naming a matter that exists. A missing folder is zero matters, not an error.
 */
export function readMatterFiles(dir: string = mattersDir(), extraFiles: string[] = []): { rows: MatterRow[]; errors: MatterFileError[]; files: string[] } {
  const files = [
    ...(fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith(".yaml") || f.endsWith(".yml"))
          .sort()
          .map((f) => path.join(dir, f))
      : []),
    ...extraFiles,
  ];
  const rows: MatterRow[] = [];
  const errors: MatterFileError[] = [];
  for (const file of files) {
    const parsed = parseMatterFile(fs.readFileSync(file, "utf8"), path.relative(process.cwd(), file));
    rows.push(...parsed.rows);
    errors.push(...parsed.errors);
  }
  const keys = new Set<string>();
  for (const row of rows) {
    if (keys.has(row.key)) errors.push({ file: "(all files)", line: null, key: row.key, message: "duplicate key" });
    keys.add(row.key);
  }
  for (const row of rows) {
    if (row.duplicate_of && !keys.has(row.duplicate_of)) {
      errors.push({ file: "(all files)", line: null, key: row.key, message: `duplicate_of names unknown matter ${row.duplicate_of}` });
    }
  }
  return { rows, errors, files };
}

export function redactionPolicyOf(row: MatterRow): string {
  return row.redaction_policy ?? DEFAULT_REDACTION_POLICY;
}

/** Canonical JSON (sorted keys) of the row: the content hash an unchanged reload compares. */
export function contentHashOf(row: MatterRow): string {
  return createHash("sha256").update(canonicalJson(row), "utf8").digest("hex");
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
