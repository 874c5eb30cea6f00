import fs from "node:fs";
import { eq } from "drizzle-orm";
import { jurisdictions } from "@/db/schema";
import { withBillNames } from "@/db/seed/dataset";
import { billSeedSchema, lawSeedSchema, type LawSeed } from "@/db/seed/schemas";
import { dataFilesIn, loadDataDir, rowsOfText, type DataFileProblem } from "@/lib/data-files/load-yaml";
import { normalizedLaw } from "@/lib/ingest/normalize";
import { ingestSnapshot } from "@/lib/runtime/ingest";
import { computedAgainst, ReviewError, rowGonePlan, sameValue, type AcceptPlan, type FieldChange, type TargetHandler } from "../plan";
import { findRow, patchRow, YamlEditError } from "../yaml-rows";

/**
 * AI-law records (db/seed/data/laws/**): a draft proposes new values for fields of one curated row (Open States: its
 * status and record_date). Accepting patches those fields of the row in its data file and re-ingests the row through
 * the ingest writer — the record's history, /changes and the webhook outbox, exactly as a re-seed would write it.
 */

/** What a reviewer may set with --set: the fields a status change touches (the law's words are the legislature's). */
const EDITABLE = ["status", "record_date", "in_force", "effective_text", "verified_on"] as const;

export const lawRecordTarget: TargetHandler = {
  target: "law_record",
  editable: EDITABLE,
  plan(draft, paths, edits) {
    const key = draft.targetKey;
    if (!key) throw new ReviewError(`draft ${draft.id} names no law record`);
    const fields = { ...(draft.proposed as Record<string, unknown>), ...edits };
    const loc = findRow(dataFilesIn(paths.lawsDir), key);
    if (!loc) {
      return rowGonePlan(
        paths.lawsDir,
        Object.entries(fields).map(([field, proposed]) => ({ field, current: undefined, proposed })),
        `the law record ${key} is no longer in the data files under ${paths.lawsDir}`,
      );
    }
    const current = lawSeedSchema.parse(loc.values);
    const changes: FieldChange[] = Object.entries(fields).map(([field, proposed]) => ({ field, current: (current as Record<string, unknown>)[field], proposed }));
    const base = computedAgainst(draft);
    const stale = base
      ? Object.entries(base)
          .filter(([field, was]) => !sameValue((current as Record<string, unknown>)[field], was))
          .map(([field, was]) => `${field} is now ${JSON.stringify((current as Record<string, unknown>)[field] ?? null)} in ${loc.file}:${loc.line}; the draft was computed against ${JSON.stringify(was)}`)
          .join("; ") || null
      : null;
    const problems: string[] = [];
    let patched: string | null = null;
    const changed = changes.filter((c) => !sameValue(c.current, c.proposed));
    try {
      patched = changed.length ? patchRow(loc, changed.map((c) => ({ kind: "set", field: c.field, value: c.proposed }))) : loc.text;
    } catch (err) {
      if (!(err instanceof YamlEditError)) throw err;
      problems.push(err.message);
    }
    if (changed.length === 0) problems.push("the row already says what the draft proposes: reject it instead");
    const expected = lawSeedSchema.safeParse({ ...current, ...fields });
    if (!expected.success) for (const issue of expected.error.issues) problems.push(`${issue.path.join(".") || key}: ${issue.message}`);
    const plan: AcceptPlan = {
      file: loc.file,
      line: loc.line,
      original: loc.text,
      patched,
      changes,
      stale,
      problems,
      applied: { key, fields },
      validate(file) {
        const rows = lawRows(fs.readFileSync(file, "utf8"), loc.file);
        const after = rows.find((r) => r.key === key);
        if (!after || !expected.success || !sameValue(after, expected.data)) throw new ReviewError(`${loc.file}: the patched row does not read back as accepted`);
        const others = lawRows(loc.text, loc.file).filter((r) => r.key !== key);
        if (!sameValue(rows.filter((r) => r.key !== key), others)) throw new ReviewError(`${loc.file}: the patch would change other rows`);
      },
      async apply(db, mark) {
        const row = lawRows(fs.readFileSync(loc.file, "utf8"), loc.file).find((r) => r.key === key)!;
        const bills = fs.existsSync(paths.billsDir) ? loadDataDir(paths.billsDir, billSeedSchema) : [];
        const [law] = withBillNames([row], bills);
        const normalized = normalizedLaw(law);
        if (!normalized.ok) throw new ReviewError(`${key}: ${normalized.message}`);
        const [held] = await db.select({ slug: jurisdictions.slug }).from(jurisdictions).where(eq(jurisdictions.slug, row.jurisdiction));
        if (!held) throw new ReviewError(`${key}: jurisdiction ${row.jurisdiction} is not in the database; seed it first`);
        const summary = await ingestSnapshot(db, { source: `review:${draft.id}`, jurisdictions: [], laws: [{ index: 0, line: loc.line, value: law }] }, { alsoWrite: mark });
        return `law record ${key}: ingest run ${summary.runId} (${summary.updated} updated, ${summary.inserted} inserted, ${summary.unchanged} unchanged)`;
      },
    };
    return plan;
  },
};

/** The rows of a law data file's text; a problem in it is a ReviewError naming the first. */
function lawRows(text: string, file: string): LawSeed[] {
  const problems: DataFileProblem[] = [];
  const rows = rowsOfText(text, file, lawSeedSchema, problems);
  if (problems.length) throw new ReviewError(`${file}:${problems[0]!.line}:${problems[0]!.col}: ${problems[0]!.message}`);
  return rows;
}
