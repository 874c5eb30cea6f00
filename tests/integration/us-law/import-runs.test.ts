/**
 * US-law source runs on a small real subset (US Code title 1, a few CFR sections, EO 14100–14150, Proclamations
 * 10500–10520, the AI-law mirror) plus whole-file runs of the two small upstreams (executive orders, proclamations),
 * on the test database (PGlite in memory, or Postgres with TEST_DATABASE_URL). The full-corpus counts live in
 * import-full.test.ts, the one file that loads everything.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { type Db } from "@/db/client";
import { getDb } from "@/lib/runtime/database";
import { rowsOf } from "@/db/rows";
import { recordUidFor } from "@/lib/us-law/citation";
import { executiveOrdersImporter } from "@/lib/us-law/import/executive-orders";
import { proclamationsImporter } from "@/lib/us-law/import/proclamations";
import { prepareStagedRows, stagedJson, writeSourceRun } from "@/lib/us-law/import/write-run";
import { loadedSources, loadUsLawCorpus, loadUsLawTestSubset } from "@/lib/us-law/load";
import { usLawRecordsByUid } from "@/lib/us-law/record";
import { sourceReadFromFiles, sourceReadFromSnapshot } from "@/lib/us-law/snapshot";
import { get } from "../../support/api";

const DATA = path.resolve(__dirname, "../../../../shared/data");
const EO_FILE = "executive-orders/executive_orders_merged.csv";
const eoText = () => fs.readFileSync(path.join(DATA, EO_FILE), "utf8");

let db: Db;
const count = async (q: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await db.execute(q))[0]!.n);
const historyRows = () => count(sql`SELECT count(*)::int AS n FROM us_law_history`);

beforeAll(async () => {
  ({ db } = await getDb());
  await loadUsLawTestSubset(db);
}, 120_000);

describe("the test subset", () => {
  it("holds real rows of every source, each with exactly one primary assignment", async () => {
    const bySource = rowsOf<{ source: string; n: number }>(
      await db.execute(sql`SELECT source, count(*)::int AS n FROM us_law_records GROUP BY source ORDER BY source`),
    );
    expect(Object.fromEntries(bySource.map((r) => [r.source, r.n]))).toMatchObject({
      us_code: 38, // 1 U.S.C. §§ 1–8, 101–113, 201–204, 211–213, 106a/b, 112a/b/c… as the file lists them
      executive_orders: 51,
      proclamations: 21,
    });
    expect(await count(sql`SELECT count(*)::int AS n FROM us_law_records WHERE source = 'ai_law_mirror'`)).toBeGreaterThan(50);
    const withoutPrimary = await count(sql`
      SELECT count(*)::int AS n FROM us_law_records r
      WHERE (SELECT count(*) FROM us_law_assignments a WHERE a.record_uid = r.record_uid AND a.is_primary) <> 1`);
    expect(withoutPrimary).toBe(0);
    // The primary columns on the record and the primary assignment row agree.
    expect(await count(sql`
      SELECT count(*)::int AS n FROM us_law_records r JOIN us_law_assignments a ON a.record_uid = r.record_uid AND a.is_primary
      WHERE a.subcategory_id <> r.primary_subcategory OR a.branch_id <> r.primary_branch`)).toBe(0);
  });

  it("serves a record in the public shape, with its citation, official link and provenance", async () => {
    const uid = recordUidFor("federal", "1 U.S.C. § 1");
    const [rec] = await usLawRecordsByUid(db, [uid], "http://lexatlas.test");
    expect(rec).toMatchObject({
      record_uid: uid,
      title: "Words denoting number, gender, and so forth",
      citation: "1 U.S.C. § 1",
      instrument_type: "statute",
      status: "in_force",
      in_force: true,
      jurisdiction: { slug: "federal" },
      jurisdiction_level: "federal",
      code_title: 1,
      code_title_name: "GENERAL PROVISIONS",
      official_url: "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title1-section1&num=0&edition=prelim",
      full_text_sha256: null,
      classification: { primary: { branch: "law", subcategory: "legal_construction_definitions", rule: "usc-title-1" } },
    });
    expect(rec!.source_authority).toMatch(/Office of the Law Revision Counsel/);
    expect(rec!.retrieved_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("marks an executive order revoked by a later order as repealed and not in force", async () => {
    // EO 14110's disposition notes: "Revoked by: EO 14148, January 20, 2025".
    const [eo] = await usLawRecordsByUid(db, [recordUidFor("federal", "Executive Order 14110")], "http://x");
    expect(eo).toMatchObject({
      document_number: 14110, status: "repealed", in_force: false, repealed_date: "2025-01-20", enacted_date: "2023-10-30",
      fr_citation: "88 FR 75191", classification: { primary: { subcategory: "artificial_intelligence_technology", rule: "kw-ai" } },
    });
  });

  it("mirrors AI-law state statutes as state records and does not duplicate federal orders the FR export holds", async () => {
    const states = await count(sql`SELECT count(*)::int AS n FROM us_law_records WHERE source = 'ai_law_mirror' AND jurisdiction_level = 'state'`);
    expect(states).toBeGreaterThan(30);
    // EO 14110 is both an AI-law record and an FR export row: one record, owned by the FR import.
    expect(await count(sql`SELECT count(*)::int AS n FROM us_law_records WHERE document_number = 14110`)).toBe(1);
  });
});

describe("re-running a source", () => {
  it("an unchanged re-import writes no change rows and only moves the verification stamps", async () => {
    const before = await historyRows();
    const [stamp] = rowsOf<{ v: string; u: string }>(await db.execute(sql`SELECT last_verified_at::text AS v, updated_at::text AS u FROM us_law_records WHERE record_uid = ${recordUidFor("federal", "1 U.S.C. § 1")}`));
    const held = rowsOf<{ source: string; n: number }>(await db.execute(sql`SELECT source, count(*)::int AS n FROM us_law_records GROUP BY source`));
    const runs = await loadUsLawTestSubset(db);
    expect(await historyRows()).toBe(before);
    for (const r of runs) {
      expect(r).toMatchObject({ inserted: 0, updated: 0, changes: 0, unchanged: held.find((h) => h.source === r.source)!.n });
    }
    const [after] = rowsOf<{ v: string; u: string }>(await db.execute(sql`SELECT last_verified_at::text AS v, updated_at::text AS u FROM us_law_records WHERE record_uid = ${recordUidFor("federal", "1 U.S.C. § 1")}`));
    expect(after!.u).toBe(stamp!.u);
    expect(after!.v > stamp!.v).toBe(true);
  }, 60_000);

  it("record_uid is the same whether the rows come from the upstream file or the snapshot", () => {
    const fromFile = sourceReadFromFiles(executiveOrdersImporter, DATA);
    const fromSnapshot = sourceReadFromSnapshot(executiveOrdersImporter);
    expect(fromFile.records.map((r) => r.record_uid)).toEqual(fromSnapshot.records.map((r) => r.record_uid));
    expect(fromFile.inputSha256).toBe(fromSnapshot.inputSha256);
  });

  it("a changed upstream row yields exactly one change row per changed field", async () => {
    await writeSourceRun(db, sourceReadFromFiles(executiveOrdersImporter, DATA)); // the whole file, as shipped
    const original = eoText();
    const line = original.split("\n").find((l) => l.startsWith("14110,"))!;
    const changedLine = line
      .replace("2023-11-01,88 FR 75191", "2023-11-02,88 FR 75191")
      .replace("https://www.govinfo.gov/content/pkg/FR-2023-11-01/pdf/2023-24283.pdf", "https://www.govinfo.gov/content/pkg/FR-2023-11-01/pdf/2023-24283-corrected.pdf");
    expect(changedLine).not.toBe(line);
    const before = await historyRows();
    const run = await writeSourceRun(db, sourceReadFromFiles(executiveOrdersImporter, DATA, { [EO_FILE]: original.replace(line, changedLine) }));
    expect(run).toMatchObject({ updated: 1, changes: 2, inserted: 0 });
    const changes = rowsOf<{ field: string; from_value: unknown; to_value: unknown; record_uid: string }>(
      await db.execute(sql`SELECT field, from_value, to_value, record_uid FROM us_law_history WHERE run_id = ${run.runId} ORDER BY field`),
    );
    expect(await historyRows()).toBe(before + 2);
    expect(changes).toEqual([
      { field: "full_text_url", from_value: "https://www.govinfo.gov/content/pkg/FR-2023-11-01/pdf/2023-24283.pdf", to_value: "https://www.govinfo.gov/content/pkg/FR-2023-11-01/pdf/2023-24283-corrected.pdf", record_uid: recordUidFor("federal", "Executive Order 14110") },
      { field: "published_date", from_value: "2023-11-01", to_value: "2023-11-02", record_uid: recordUidFor("federal", "Executive Order 14110") },
    ]);
    // Putting the file back is one more change per field, never an edit of the log.
    const back = await writeSourceRun(db, sourceReadFromFiles(executiveOrdersImporter, DATA));
    expect(back).toMatchObject({ updated: 1, changes: 2 });
  }, 60_000);

  it("a malformed upstream row is reported with its line number and skipped; the rest of the run commits", async () => {
    const original = eoText();
    const lines = original.split("\n");
    // Two one-line records (disposition notes can span lines): the row after each starts with a number too.
    const oneLine = (i: number) => /^\d+,/.test(lines[i]!) && /^\d+,/.test(lines[i + 1] ?? "") && !(lines[i]!.split('"').length % 2 === 0);
    const [target, wrongColumns] = lines.map((_, i) => i).filter((i) => i > 100 && oneLine(i));
    const badNumber = lines[target!]!.split(",")[0]!;
    lines[target!] = lines[target!]!.replace(/^(\d)\d/, "$1x"); // not a number
    lines[wrongColumns!] = `${lines[wrongColumns!]!.split(",")[0]},too,few\r`; // the export's lines end in CRLF
    const beforeTitle = rowsOf<{ title: string }>(await db.execute(sql`SELECT title FROM us_law_records WHERE source = 'executive_orders' AND document_number = ${Number(badNumber)}`))[0]!.title;
    const run = await writeSourceRun(db, sourceReadFromFiles(executiveOrdersImporter, DATA, { [EO_FILE]: lines.join("\n") }));
    expect(run.errors).toEqual([
      { file: "executive_orders_merged.csv", line: target! + 1, key: lines[target!]!.split(",")[0], message: expect.stringMatching(/is not a document number/) },
      { file: "executive_orders_merged.csv", line: wrongColumns! + 1, key: null, message: expect.stringMatching(/wrong number of columns/) },
    ]);
    // Three export files, 1,248 + 140 + 22 rows; 1,365 records, less the two broken rows.
    expect(run).toMatchObject({ rowsRead: 1410, inserted: 0, updated: 0, unchanged: 1363 });
    const [stored] = rowsOf<{ errors: number; error_rows: { line: number }[] }>(await db.execute(sql`SELECT errors, error_rows FROM us_law_source_runs WHERE id = ${run.runId}`));
    expect(stored!.errors).toBe(2);
    expect(stored!.error_rows.map((e) => e.line)).toEqual([target! + 1, wrongColumns! + 1]);
    // The skipped row's record is left as it was (not deleted, not changed).
    expect(rowsOf<{ title: string }>(await db.execute(sql`SELECT title FROM us_law_records WHERE source = 'executive_orders' AND document_number = ${Number(badNumber)}`))[0]!.title).toBe(beforeTitle);
  }, 60_000);

  it("the change log refuses UPDATE, DELETE and TRUNCATE", async () => {
    expect(await count(sql`SELECT count(*)::int AS n FROM us_law_history`)).toBeGreaterThan(0);
    for (const statement of [sql`UPDATE us_law_history SET field = 'x'`, sql`DELETE FROM us_law_history`, sql`TRUNCATE us_law_history`]) {
      const error = (await db.execute(statement).then(() => null, (e: Error) => e)) as (Error & { cause?: Error }) | null;
      expect(String(error?.cause?.message ?? error?.message)).toMatch(/us_law_history is append-only/);
    }
  });

  it("loadUsLawCorpus is a no-op for sources already loaded", async () => {
    const done = await loadedSources(db);
    expect([...done].sort()).toEqual(["ai_law_mirror", "ecfr", "executive_orders", "proclamations", "us_code"]);
    const before = await count(sql`SELECT count(*)::int AS n FROM us_law_source_runs`);
    expect(await loadUsLawCorpus(db)).toEqual([]);
    expect(await count(sql`SELECT count(*)::int AS n FROM us_law_source_runs`)).toBe(before);
  });

  it("a run of records the corpus does not hold stores exactly what a comparing run stores", async () => {
    // A run none of whose records is held inserts straight from its JSON; a run holding one of them stages and
    // compares. The same six proclamations, written each way, must be stored identically.
    const read = sourceReadFromSnapshot(proclamationsImporter);
    const heldUids = new Set(rowsOf<{ record_uid: string }>(await db.execute(sql`SELECT record_uid FROM us_law_records WHERE source = 'proclamations'`)).map((r) => r.record_uid));
    const fresh = read.records.filter((r) => !heldUids.has(r.record_uid) && r.assignments.length > 1).slice(0, 6);
    expect(fresh).toHaveLength(6);
    const uids = JSON.stringify(fresh.map((r) => r.record_uid));
    const stored = async () => ({
      records: rowsOf<Record<string, unknown>>(await db.execute(sql`
        SELECT to_jsonb(r) - ARRAY['retrieved_at', 'last_verified_at', 'first_seen_at', 'updated_at', 'last_run_id'] AS row
        FROM us_law_records r WHERE record_uid IN (SELECT jsonb_array_elements_text(${uids}::jsonb)) ORDER BY record_uid`)),
      assignments: rowsOf<Record<string, unknown>>(await db.execute(sql`
        SELECT record_uid, subcategory_id, branch_id, is_primary, rule_id FROM us_law_assignments
        WHERE record_uid IN (SELECT jsonb_array_elements_text(${uids}::jsonb)) ORDER BY record_uid, subcategory_id`)),
    });
    const run = (records: typeof fresh) => writeSourceRun(db, { ...read, records, rowsRead: records.length, errors: [] });

    const straight = await run(fresh);
    expect(straight).toMatchObject({ inserted: 6, updated: 0, unchanged: 0, changes: 0 });
    const first = await stored();
    expect(first.records).toHaveLength(6);
    expect(first.assignments.length).toBeGreaterThan(6);
    expect(first.assignments).toEqual(
      fresh.flatMap((r) => r.assignments.map((a) => ({ record_uid: r.record_uid, subcategory_id: a.subcategory, branch_id: a.branch, is_primary: a.is_primary, rule_id: a.rule })))
        .sort((a, b) => a.record_uid.localeCompare(b.record_uid) || a.subcategory_id.localeCompare(b.subcategory_id)),
    );
    // Every stamp is the run's clock, and the run names itself.
    const stamps = rowsOf<{ same: boolean; run: string }>(await db.execute(sql`
      SELECT (retrieved_at = first_seen_at AND last_verified_at = first_seen_at AND updated_at = first_seen_at) AS same, last_run_id::text AS run
      FROM us_law_records WHERE record_uid IN (SELECT jsonb_array_elements_text(${uids}::jsonb))`));
    expect(stamps.every((s) => s.same && s.run === straight.runId)).toBe(true);

    await db.execute(sql`DELETE FROM us_law_records WHERE record_uid IN (SELECT jsonb_array_elements_text(${uids}::jsonb))`);
    const held = read.records.find((r) => heldUids.has(r.record_uid))!;
    const compared = await run([held, ...fresh]);
    expect(compared).toMatchObject({ inserted: 6, updated: 0, unchanged: 1, changes: 0 });
    expect(await stored()).toEqual(first);
  }, 60_000);

  it("a live sync's batch serialised ahead is stored and fingerprinted exactly as one serialised by the writer", async () => {
    // A page read ahead is serialised (and its fingerprint computed) before its run; the run must not be able to tell.
    const read = sourceReadFromSnapshot(proclamationsImporter);
    const heldUids = new Set(rowsOf<{ record_uid: string }>(await db.execute(sql`SELECT record_uid FROM us_law_records WHERE source = 'proclamations'`)).map((r) => r.record_uid));
    const fresh = read.records.filter((r) => !heldUids.has(r.record_uid)).slice(10, 20);
    expect(fresh).toHaveLength(10);
    const uids = JSON.stringify(fresh.map((r) => r.record_uid));
    const live = async (records: typeof fresh) => {
      const summary = await writeSourceRun(db, { ...read, records, rowsRead: records.length, errors: [], inputSha256: null });
      const [run] = rowsOf<{ sha: string }>(await db.execute(sql`SELECT input_sha256 AS sha FROM us_law_source_runs WHERE id = ${summary.runId}::uuid`));
      const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`
        SELECT to_jsonb(r) - ARRAY['retrieved_at', 'last_verified_at', 'first_seen_at', 'updated_at', 'last_run_id'] AS row,
          (SELECT jsonb_agg(to_jsonb(a) ORDER BY a.subcategory_id) FROM us_law_assignments a WHERE a.record_uid = r.record_uid) AS assignments
        FROM us_law_records r WHERE record_uid IN (SELECT jsonb_array_elements_text(${uids}::jsonb)) ORDER BY record_uid`));
      await db.execute(sql`DELETE FROM us_law_records WHERE record_uid IN (SELECT jsonb_array_elements_text(${uids}::jsonb))`);
      return { summary, sha: run!.sha, rows };
    };

    const unprepared = await live(structuredClone(fresh));
    const text = stagedJson(fresh);
    expect(unprepared.sha).toBe(createHash("sha256").update(text.rows).update(text.assignments).digest("hex"));
    const ahead = structuredClone(fresh);
    await prepareStagedRows(ahead, 3);
    expect(() => ahead.push(ahead[0]!)).toThrow(TypeError); // the batch it was prepared as cannot change under it
    const prepared = await live(ahead);
    expect(prepared.summary).toMatchObject({ inserted: 10, updated: 0, unchanged: 0 });
    expect(prepared.rows).toHaveLength(10);
    expect(prepared.rows).toEqual(unprepared.rows);
    expect(prepared.sha).toBe(unprepared.sha);
  }, 60_000);
});

describe("catalogue endpoints", () => {
  it("GET /v1/us-law/taxonomy: 33 branches, 227 subcategories, health computed from the data", async () => {
    const res = await get("/v1/us-law/taxonomy");
    expect(res.status).toBe(200);
    const body = res.body as { data: { id: string; subcategories: { id: string; records: number; records_primary: number }[] }[]; meta: { count: number; subcategory_count: number; health: { records_total: number; records_placeholder: number; avg_domains_per_record: number } } };
    expect(body.data).toHaveLength(33);
    expect(body.data.flatMap((b) => b.subcategories)).toHaveLength(227);
    const total = await count(sql`SELECT count(*)::int AS n FROM us_law_records`);
    const assignments = await count(sql`SELECT count(*)::int AS n FROM us_law_assignments`);
    expect(body.meta).toMatchObject({ count: 33, subcategory_count: 227 });
    expect(body.meta.health.records_total).toBe(total);
    expect(body.meta.health.avg_domains_per_record).toBeCloseTo(assignments / total, 2);
    const primaries = body.data.flatMap((b) => b.subcategories).reduce((n, s) => n + s.records_primary, 0);
    expect(primaries).toBe(total);
    const placeholder = body.data.find((b) => b.id === "other_unclassified")!.subcategories[0]!.records_primary;
    expect(body.meta.health.records_placeholder).toBe(placeholder);
  });

  it("GET /v1/us-law/jurisdictions: counts by instrument type and the editions held, CFR coverage stated", async () => {
    const res = await get("/v1/us-law/jurisdictions?jurisdiction_level=federal");
    expect(res.status).toBe(200);
    const body = res.body as { data: { slug: string; records: number; by_instrument_type: Record<string, number>; editions: { source: string; edition: string; coverage: string }[] }[] };
    expect(body.data.map((j) => j.slug)).toEqual(["federal"]);
    const federal = body.data[0]!;
    const byType = rowsOf<{ t: string; n: number }>(await db.execute(sql`SELECT instrument_type AS t, count(*)::int AS n FROM us_law_records WHERE jurisdiction_slug = 'federal' GROUP BY 1`));
    expect(federal.by_instrument_type).toEqual(Object.fromEntries(byType.map((r) => [r.t, r.n])));
    const ecfr = federal.editions.find((e) => e.source === "ecfr")!;
    expect(ecfr.edition).toBe("2025-04-29");
    expect(ecfr.coverage).toMatch(/37 of the 49/);
    const states = (await get("/v1/us-law/jurisdictions?jurisdiction_level=state")).body as { data: { jurisdiction_level: string }[] };
    expect(states.data.length).toBeGreaterThan(10);
    expect(states.data.every((j) => j.jurisdiction_level === "state")).toBe(true);
  });

  it("a bad jurisdiction_level is a 400 naming the parameter", async () => {
    const res = await get("/v1/us-law/jurisdictions?jurisdiction_level=county");
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/jurisdiction_level/);
  });
});
