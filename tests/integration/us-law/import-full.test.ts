/**
 * The one test file that imports the whole US-law corpus (~167,000 records) from the real upstream files in
 * ../shared/data: the counts, the snapshot regenerated from those files equals the committed one, every record
 * classified, the placeholder share under its documented limit. Slow by nature: about 35 s on Postgres but minutes on
 * PGlite, so it runs in the Postgres pass (TEST_DATABASE_URL, as .ci/run sets it) — the engine-independent snapshot
 * check runs everywhere (tests/unit/us-law/snapshot.test.ts). Every other US-law test loads the small subset.
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { type Db } from "@/db/client";
import { getDb } from "@/lib/runtime/database";
import { rowsOf } from "@/db/rows";
import { PLACEHOLDER_SHARE_LIMIT } from "@/lib/us-law/catalogue";
import { fileImporters } from "@/lib/us-law/import/registry";
import { FILE_SOURCES, type FileSource } from "@/lib/us-law/import/types";
import { writeSourceRun, type RunSummary } from "@/lib/us-law/import/write-run";
import { loadUsLawCorpus } from "@/lib/us-law/load";
import { sha256 } from "@/lib/data-files/checksums";
import { readChecksums, readSnapshotText, sourceReadFromFiles } from "@/lib/us-law/snapshot";
import { get } from "../../support/api";

const DATA = path.resolve(__dirname, "../../../../shared/data");
/** Records per source, and the upstream rows read: EO and proclamation rows that repeat a document are skipped, not rejected. */
const EXPECTED: Record<FileSource, number> = { us_code: 51_683, ecfr: 116_694, executive_orders: 1_365, proclamations: 1_500 };
const ROWS_READ: Record<FileSource, number> = { us_code: 51_683, ecfr: 116_694, executive_orders: 1_410, proclamations: 1_501 };

let db: Db;
const runs = new Map<string, RunSummary>();
const inputHashes = new Map<string, string>();
const skipped = new Map<string, { key: string | null; message: string }[]>();

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  if (!onPostgres) return;
  ({ db } = await getDb());
  for (const source of FILE_SOURCES) {
    const read = sourceReadFromFiles(fileImporters[source], DATA);
    inputHashes.set(source, read.inputSha256);
    skipped.set(source, read.skipped ?? []);
    runs.set(source, await writeSourceRun(db, read));
  }
  for (const run of await loadUsLawCorpus(db)) runs.set(run.source, run); // only the AI-law mirror is left to load
}, 1_200_000);

describe.skipIf(!onPostgres)("the full import from the upstream files (Postgres pass)", () => {
  it("imports every row of every upstream, none rejected", async () => {
    for (const source of FILE_SOURCES) {
      expect(runs.get(source), source).toMatchObject({ inserted: EXPECTED[source], rowsRead: ROWS_READ[source], errors: [] });
    }
    // Skipped, each with why: 44 orders the 2026 export lists again (same FR document) and EO 14388's republication;
    // Proclamation 10857's republication.
    expect(skipped.get("executive_orders")!.filter((s) => /^the same document/.test(s.message))).toHaveLength(44);
    expect(skipped.get("executive_orders")!.filter((s) => /^republication/.test(s.message)).map((s) => s.key)).toEqual(["14388"]);
    expect(skipped.get("proclamations")!.map((s) => s.key)).toEqual(["10857"]);
    const bySource = rowsOf<{ source: string; n: number }>(await db.execute(sql`SELECT source, count(*)::int AS n FROM us_law_records GROUP BY source`));
    expect(Object.fromEntries(bySource.map((r) => [r.source, r.n]))).toMatchObject(EXPECTED);
    expect(runs.get("ai_law_mirror")!.inserted).toBeGreaterThan(50);
  });

  it("the committed snapshots are exactly what the upstream files regenerate", () => {
    const sums = readChecksums();
    for (const source of FILE_SOURCES) {
      expect(inputHashes.get(source), source).toBe(sums[source]);
      expect(sha256(readSnapshotText(source)), source).toBe(sums[source]);
    }
  });

  it("every record has exactly one primary assignment, and record_uid is unique", async () => {
    const [row] = rowsOf<{ records: number; uids: number; primaries: number; without: number }>(
      await db.execute(sql`
        SELECT (SELECT count(*) FROM us_law_records)::int AS records,
          (SELECT count(DISTINCT record_uid) FROM us_law_records)::int AS uids,
          (SELECT count(*) FROM us_law_assignments WHERE is_primary)::int AS primaries,
          (SELECT count(*) FROM us_law_records r WHERE NOT EXISTS (
             SELECT 1 FROM us_law_assignments a WHERE a.record_uid = r.record_uid AND a.is_primary))::int AS without`),
    );
    expect(row!.uids).toBe(row!.records);
    expect(row!.primaries).toBe(row!.records);
    expect(row!.without).toBe(0);
  });

  it(`leaves under ${PLACEHOLDER_SHARE_LIMIT * 100}% of records in other_unclassified, as /us-law/taxonomy reports`, async () => {
    const res = await get("/v1/us-law/taxonomy");
    const health = (res.body as { meta: { health: { records_total: number; records_placeholder: number; avg_domains_per_record: number } } }).meta.health;
    expect(health.records_total).toBeGreaterThan(167_000);
    expect(health.records_placeholder / health.records_total).toBeLessThan(PLACEHOLDER_SHARE_LIMIT);
    expect(health.avg_domains_per_record).toBeGreaterThan(1);
  });

  it("a re-import of an unchanged upstream writes no change rows", async () => {
    const before = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM us_law_history`))[0]!.n;
    const again = await writeSourceRun(db, sourceReadFromFiles(fileImporters.proclamations, DATA));
    expect(again).toMatchObject({ inserted: 0, updated: 0, changes: 0, unchanged: EXPECTED.proclamations });
    expect(rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM us_law_history`))[0]!.n).toBe(before);
  }, 120_000);
});
