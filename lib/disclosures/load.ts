import fs from "node:fs";
import path from "node:path";
import { and, eq, notInArray, sql } from "drizzle-orm";
import { parseAllDocuments } from "yaml";
import type { Db } from "@/db/client";
import { disclosures } from "@/db/schema";
import { disclosureRecord, riskFactorRowSchema, type DisclosureInsert, type RiskFactorRow } from "./risk-factor-rows";

/** The curated file (curated on its own branch; absent until merged — the loader then loads nothing). */
export function riskFactorsFile(): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), "db", "seed", "disclosures", "risk-factors.yaml");
}

export class DisclosureDataError extends Error {}

/**
 * The rows of a risk-factor YAML file, validated. The file holds one or more YAML documents, each either a list of
 * rows or a mapping `{ shared: {…}, rows: [...] }` whose shared fields apply to every row of that document (a row
 * may not restate one). Every problem is collected, so one run names every bad row.
 */
export function readRiskFactorFile(file: string): RiskFactorRow[] {
  const problems: string[] = [];
  const rows: RiskFactorRow[] = [];
  const docs = parseAllDocuments(fs.readFileSync(file, "utf8"));
  const rel = path.relative(process.cwd(), file);
  for (const [d, doc] of (Array.isArray(docs) ? docs : [docs]).entries()) {
    if (doc.errors.length) {
      problems.push(`${rel}: document ${d + 1}: ${doc.errors[0]!.message}`);
      continue;
    }
    const value = doc.toJS() as unknown;
    if (value === null || value === undefined) continue;
    let raw: unknown[];
    let shared: Record<string, unknown> = {};
    if (Array.isArray(value)) raw = value;
    else if (typeof value === "object" && Array.isArray((value as { rows?: unknown }).rows)) {
      raw = (value as { rows: unknown[] }).rows;
      shared = ((value as { shared?: Record<string, unknown> }).shared ?? {}) as Record<string, unknown>;
    } else {
      problems.push(`${rel}: document ${d + 1}: expected a list of rows or { shared, rows }`);
      continue;
    }
    raw.forEach((item, i) => {
      const label = `${rel}: document ${d + 1}, row ${i + 1}${(item as { key?: unknown })?.key ? ` (${String((item as { key: unknown }).key)})` : ""}`;
      const restated = Object.keys(shared).filter((k) => item && typeof item === "object" && k in item);
      if (restated.length) problems.push(`${label}: restates shared field ${restated.join(", ")}`);
      const parsed = riskFactorRowSchema.safeParse({ ...shared, ...(item as object) });
      if (parsed.success) rows.push(parsed.data);
      else for (const issue of parsed.error.issues) problems.push(`${label}: ${issue.path.join(".") || "row"}: ${issue.message}`);
    });
  }
  const seen = new Set<string>();
  for (const r of rows) {
    if (seen.has(r.key)) problems.push(`${rel}: key ${r.key} appears twice`);
    seen.add(r.key);
  }
  if (problems.length) throw new DisclosureDataError(`${problems.length} problem(s) in ${rel}:\n  ${problems.join("\n  ")}`);
  return rows;
}

export interface DisclosureLoadResult {
  status: "loaded" | "file_missing";
  rows: number;
  removed: number;
  ms: number;
}

/**
 * Start-up loader: makes the curated rows in the table equal to the file (upsert by key; curated rows no longer in
 * the file are removed; rows imported from EDGAR are left alone). Idempotent. A missing file is not an error — the
 * curated data arrives on its own branch — and loads nothing; a present file with a bad row throws, naming it.
 */
export async function loadRiskFactorDisclosures(db: Db, file: string = riskFactorsFile()): Promise<DisclosureLoadResult> {
  const started = performance.now();
  if (!fs.existsSync(file)) return { status: "file_missing", rows: 0, removed: 0, ms: Math.round(performance.now() - started) };
  const rows = readRiskFactorFile(file).map((r) => disclosureRecord(r, "curated"));
  const removed = await db.transaction(async (tx) => {
    await upsertDisclosures(tx as Db, rows);
    const keys = rows.map((r) => r.key);
    const gone = await tx
      .delete(disclosures)
      .where(and(eq(disclosures.origin, "curated"), keys.length ? notInArray(disclosures.key, keys) : sql`true`))
      .returning({ key: disclosures.key });
    return gone.length;
  });
  return { status: "loaded", rows: rows.length, removed, ms: Math.round(performance.now() - started) };
}

/** Insert or update by key; `updated_at` moves only when a stored value changes. */
export async function upsertDisclosures(db: Db, rows: DisclosureInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    await db
      .insert(disclosures)
      .values(chunk)
      .onConflictDoUpdate({
        target: disclosures.key,
        set: {
          company: sql`excluded.company`,
          cik: sql`excluded.cik`,
          form: sql`excluded.form`,
          filingDate: sql`excluded.filing_date`,
          fiscalPeriod: sql`excluded.fiscal_period`,
          accessionNumber: sql`excluded.accession_number`,
          filingUrl: sql`excluded.filing_url`,
          filingUrlKind: sql`excluded.filing_url_kind`,
          section: sql`excluded.section`,
          heading: sql`excluded.heading`,
          text: sql`excluded.text`,
          textIsExcerpt: sql`excluded.text_is_excerpt`,
          quotedInUrl: sql`excluded.quoted_in_url`,
          quotedInPublisher: sql`excluded.quoted_in_publisher`,
          quotedInTitle: sql`excluded.quoted_in_title`,
          origin: sql`excluded.origin`,
          updatedAt: sql`CASE WHEN (${disclosures.company}, ${disclosures.cik}, ${disclosures.form}, ${disclosures.filingDate}, ${disclosures.fiscalPeriod},
            ${disclosures.accessionNumber}, ${disclosures.filingUrl}, ${disclosures.filingUrlKind}, ${disclosures.section}, ${disclosures.heading},
            ${disclosures.text}, ${disclosures.textIsExcerpt}, ${disclosures.quotedInUrl}, ${disclosures.quotedInPublisher}, ${disclosures.quotedInTitle})
            IS DISTINCT FROM (excluded.company, excluded.cik, excluded.form, excluded.filing_date, excluded.fiscal_period, excluded.accession_number,
            excluded.filing_url, excluded.filing_url_kind, excluded.section, excluded.heading, excluded.text, excluded.text_is_excerpt,
            excluded.quoted_in_url, excluded.quoted_in_publisher, excluded.quoted_in_title) THEN now() ELSE ${disclosures.updatedAt} END`,
        },
      });
  }
}
