import fs from "node:fs";
import type { Db } from "@/db/client";
import { readRiskFactorFile, upsertDisclosures, DisclosureDataError } from "@/lib/disclosures/load";
import { disclosureRecord, riskFactorRowSchema } from "@/lib/disclosures/risk-factor-rows";
import { ReviewError, sameValue, type AcceptPlan, type FieldChange, type TargetHandler } from "../plan";
import { appendRowToList } from "../yaml-rows";

/**
 * Risk-factor disclosures (db/seed/disclosures/risk-factors.yaml): an EDGAR draft proposes a NEW row — the filing's
 * company, form, date, accession number and link. The wording is the reviewer's to copy from the filing: accepting
 * needs at least the section and a heading or text (verbatim), given with --set. The row is appended to the file and
 * upserted as a curated disclosure, as the start-up loader writes them.
 */

/** The file's field order, so an appended row reads like the rows above it. */
const FIELD_ORDER = [
  "key", "company", "cik", "form", "filing_date", "fiscal_period", "accession_number", "filing_url", "filing_url_kind",
  "section", "heading", "text", "text_is_excerpt",
] as const;
const EDITABLE = ["key", "fiscal_period", "section", "heading", "text", "text_is_excerpt"] as const;

export const disclosureTarget: TargetHandler = {
  target: "disclosure",
  editable: EDITABLE,
  plan(draft, paths, edits) {
    const file = paths.disclosuresFile;
    const proposed = draft.proposed as Record<string, unknown>;
    const fields: Record<string, unknown> = { heading: null, text: null, text_is_excerpt: false, ...proposed, ...edits };
    const row = Object.fromEntries(FIELD_ORDER.filter((f) => f in fields || f === "section").map((f) => [f, fields[f] ?? null]));
    const original = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    const held = original ? readRiskFactorFile(file) : [];
    const key = String(row.key ?? "");
    const stale =
      held.some((r) => r.key === key)
        ? `a disclosure ${key} is already in ${file}`
        : held.some((r) => r.accession_number && r.accession_number === row.accession_number)
          ? `the filing ${String(row.accession_number)} is already in ${file}`
          : null;
    const problems: string[] = [];
    const checked = riskFactorRowSchema.safeParse(row);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path.join(".") || "row";
        problems.push(`${field}: ${issue.message}${(EDITABLE as readonly string[]).includes(field) ? ` (copy it from the filing: --set ${field}=…)` : ""}`);
      }
    }
    const changes: FieldChange[] = Object.entries(row).map(([field, value]) => ({ field, current: undefined, proposed: value }));
    const plan: AcceptPlan = {
      file,
      line: original ? original.split("\n").length : 1,
      original,
      patched: appendRowToList(original, row),
      changes,
      stale,
      problems,
      applied: { row },
      validate(written) {
        let rows;
        try {
          rows = readRiskFactorFile(written);
        } catch (err) {
          if (err instanceof DisclosureDataError) throw new ReviewError(err.message);
          throw err;
        }
        const after = rows.find((r) => r.key === key);
        if (!after || !checked.success || !sameValue(after, checked.data)) throw new ReviewError(`${file}: the appended row does not read back as accepted`);
        if (!sameValue(rows.filter((r) => r.key !== key), held)) throw new ReviewError(`${file}: the append would change other rows`);
      },
      async apply(db: Db, mark) {
        if (!checked.success) throw new ReviewError("the row is not valid");
        await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          await upsertDisclosures(tx, [disclosureRecord(checked.data, "curated")]);
          await mark(tx);
        });
        return `disclosure ${key} written (curated)`;
      },
    };
    return plan;
  },
};
