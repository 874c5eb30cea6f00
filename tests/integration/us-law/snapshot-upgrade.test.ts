/**
 * Upgrading a database to newer committed snapshots (lib/us-law/load.ts): a database that loaded an older snapshot
 * loads the newer one at its next start — only the sources whose checksum changed, through the import path (inserts,
 * one history row per changed field, unchanged records not written) — while a database holding the current
 * snapshots costs one statement, a database never goes back to a snapshot it loaded before, and records a live sync
 * read last (presidential documents from the Federal Register, a CFR title from eCFR) are left as the sync wrote them.
 *
 * The snapshots are real: subsets of the committed ones, written to a scratch root. The "old" executive-order
 * snapshot stops at EO 14270 (as the embedded default did before the 2026-09 exports); the "new" one runs to
 * EO 14431, whose orders revoke EO 14036 (by EO 14337) and EO 14056 (by EO 14369). The live sync reads the recorded
 * Federal Register page of EO 14424–14431 (tests/fixtures/upstream/federal-register/NOTE.md).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { sha256, writeChecksum } from "@/lib/data-files/checksums";
import { getDb } from "@/lib/runtime/database";
import { federalRegisterSource } from "@/lib/sources/registry";
import { ecfrSource } from "@/lib/sources/registry-us-law";
import { runSource } from "@/lib/sources/run";
import type { CompactRow } from "@/lib/us-law/import/file-importer";
import { importSources } from "@/lib/us-law/import/cli";
import { fileImporters } from "@/lib/us-law/import/registry";
import { FILE_SOURCES, type FileSource } from "@/lib/us-law/import/types";
import { loadedSources, loadUsLawCorpus, TEST_SUBSET } from "@/lib/us-law/load";
import { CHECKSUM_FILE, parseSnapshot, readSnapshotText, snapshotDir, snapshotFile, snapshotText } from "@/lib/us-law/snapshot";
import { startReplayServer, type ReplayServer } from "../../support/replay-server";
import { AGENCIES_FILE, editedStructure, structureFile, TITLES_FILE } from "../../support/ecfr-structures";

const eo = (row: CompactRow) => row[1] as number;

/** A snapshot root holding, per source, the committed snapshot's rows that `keep` keeps (same header, same format). */
function snapshotRoot(keep: Partial<Record<FileSource, (row: CompactRow) => boolean>>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-snapshots-"));
  fs.mkdirSync(snapshotDir(root), { recursive: true });
  for (const source of FILE_SOURCES) {
    const { header, rows } = parseSnapshot(readSnapshotText(source), keep[source] ?? TEST_SUBSET[source]);
    const text = snapshotText(fileImporters[source], { rows, rowsRead: rows.length, lookups: header.lookups, errors: [], skipped: [] });
    fs.writeFileSync(snapshotFile(source, root), gzipSync(Buffer.from(text, "utf8")));
    writeChecksum(path.join(snapshotDir(root), CHECKSUM_FILE), `${source}.ndjson`, sha256(text));
  }
  return root;
}

const OLD = snapshotRoot({ executive_orders: (r) => eo(r) >= 14000 && eo(r) <= 14270 });
const NEW = snapshotRoot({ executive_orders: (r) => eo(r) >= 14000 });
/** The executive orders the live sync reads (the recorded page), all of them in the new snapshot too. */
const SYNCED = [14424, 14425, 14426, 14427, 14428, 14429, 14430, 14431];

let db: Db;
let replay: ReplayServer;
const q = async <T,>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
const count = async (query: ReturnType<typeof sql>) => (await q<{ n: number }>(query))[0]!.n;

interface Stored {
  document_number: number;
  source: string;
  status: string;
  full_text_url: string | null;
  source_authority: string;
  updated_at: string;
  last_verified_at: string;
  last_run_id: string;
}
async function orders(): Promise<Map<number, Stored>> {
  const rows = await q<Stored>(sql`
    SELECT document_number, source, status, full_text_url, source_authority, updated_at::text, last_verified_at::text, last_run_id::text
    FROM us_law_records WHERE instrument_type = 'executive_order' AND jurisdiction_slug = 'federal' AND document_number >= 14000`);
  return new Map(rows.map((r) => [r.document_number, r]));
}

/** Counts the statements and transactions `fn` issues through `db`. */
async function statementsOf(fn: (db: Db) => Promise<unknown>): Promise<number> {
  let n = 0;
  const counting = new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop !== "execute" && prop !== "transaction") return value;
      return (...args: unknown[]) => {
        n++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  await fn(counting);
  return n;
}

beforeAll(async () => {
  ({ db } = await getDb());
  replay = await startReplayServer([
    {
      path: "/api/v1/documents.json",
      query: { "conditions[presidential_document_type]": "executive_order" },
      respond: { file: "federal-register/executive-orders.page-2.json" },
    },
  ]);
}, 120_000);

afterAll(async () => {
  await replay?.close();
  for (const root of [OLD, NEW]) fs.rmSync(root, { recursive: true, force: true });
});

describe("upgrading to newer snapshots", () => {
  it("a first load takes every source; loading again costs one statement and makes no run", async () => {
    const runs = await loadUsLawCorpus(db, { root: OLD });
    expect(runs.map((r) => r.source)).toEqual([...FILE_SOURCES, "ai_law_mirror"]);
    const held = [...(await orders()).values()];
    expect(held.filter((r) => r.source === "executive_orders")).toHaveLength(271); // EO 14000–14270
    expect([...(await loadedSources(db, OLD))].sort()).toEqual([...FILE_SOURCES, "ai_law_mirror"].sort());
    const before = await count(sql`SELECT count(*)::int AS n FROM us_law_source_runs`);
    expect(await statementsOf((counted) => loadUsLawCorpus(counted, { root: OLD }))).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM us_law_source_runs`)).toBe(before);
  });

  it("a live sync then reads presidential documents the old snapshot does not hold", async () => {
    const result = await runSource(db, federalRegisterSource({ types: ["executive_order"] }), {
      trigger: "test",
      baseUrls: { "federal-register": replay.url },
      client: { minIntervalMs: 0, baseDelayMs: 5, maxDelayMs: 20, timeoutMs: 2_000 },
    });
    expect(result).toMatchObject({ outcome: "succeeded", added: SYNCED.length });
    const [run] = await q<{ sync_run_id: string | null }>(sql`SELECT sync_run_id::text FROM us_law_source_runs WHERE source = 'federal_register'`);
    expect(run!.sync_run_id).toBe(result.runId);
  });

  it("the newer snapshot loads at the next start: only the changed source, new records, history for real changes, no write for the rest, the live reads kept", async () => {
    const before = await orders();
    const historyBefore = await count(sql`SELECT count(*)::int AS n FROM us_law_history`);
    const done = await loadedSources(db, NEW);
    expect(done.has("executive_orders")).toBe(false); // its checksum changed
    expect([...done].sort()).toEqual(["ai_law_mirror", "ecfr", "proclamations", "us_code"]);

    const runs = await loadUsLawCorpus(db, { root: NEW, chunkSize: 100 });
    expect(new Set(runs.map((r) => r.source))).toEqual(new Set(["executive_orders"]));
    expect(runs).toHaveLength(5); // 432 records in chunks of 100
    expect(runs.at(-1)!.origin).toMatch(/\[chunk 5\/5\]$/);
    const after = await orders();
    const sum = (k: "inserted" | "updated" | "unchanged" | "keptLive") => runs.reduce((n, r) => n + r[k], 0);
    // AI executive orders the AI-law mirror held because the old snapshot did not (EO 14319 …): the Federal
    // Register's record takes them over, as on a fresh load, where the mirror skips the orders the import holds.
    const mirrored = [...before.values()].filter((r) => r.source === "ai_law_mirror").map((r) => r.document_number);
    expect(mirrored.length).toBeGreaterThan(0);
    expect(mirrored.every((n) => n > 14270 && !SYNCED.includes(n))).toBe(true);
    // EO 14271–14423 are new; EO 14424–14431 were read live and stay as the sync wrote them.
    expect([...after.values()].filter((r) => r.source === "executive_orders")).toHaveLength(432);
    expect(sum("inserted")).toBe(432 - 271 - SYNCED.length - mirrored.length);
    expect(sum("keptLive")).toBe(SYNCED.length);
    for (const n of SYNCED) {
      expect(after.get(n), `EO ${n}`).toEqual(before.get(n));
      expect(after.get(n)!.source_authority).toMatch(/Federal Register documents API/);
      // The snapshot's value differs (a constructed govinfo PDF link the recorded API page does not carry):
      // loading it would have logged a change and replaced the live read.
      expect(after.get(n)!.full_text_url).toBeNull();
    }
    // Of the records the old snapshot loaded, EO 14337 and EO 14369 revoke EO 14036 and EO 14056: four changed
    // fields each, logged once.
    const history = await q<{ document_number: number; field: string }>(sql`
      SELECT r.document_number, h.field FROM us_law_history h JOIN us_law_records r ON r.record_uid = h.record_uid
      WHERE h.run_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(runs.map((r) => r.runId))}::jsonb)::uuid)
        AND r.document_number <= 14270
      ORDER BY 1, 2`);
    expect(history).toEqual([14036, 14056].flatMap((n) => ["in_force", "repealed_date", "status", "status_detail"].map((field) => ({ document_number: n, field }))));
    expect(after.get(14036)).toMatchObject({ status: "repealed" });
    expect(after.get(14056)).toMatchObject({ status: "repealed" });
    expect(sum("updated")).toBe(2 + mirrored.length);
    // Every other record the old snapshot held is unchanged and was not written (same stamps, same last run).
    for (const [n, b] of before) {
      if (n === 14036 || n === 14056 || n > 14270) continue;
      expect(after.get(n), `EO ${n}`).toEqual(b);
    }
    expect(sum("unchanged")).toBe(271 - 2);
    expect(await count(sql`SELECT count(*)::int AS n FROM us_law_history`)).toBeGreaterThan(historyBefore);
  });

  it("then it is loaded; an older snapshot it loaded before is never loaded again", async () => {
    expect(await statementsOf((counted) => loadUsLawCorpus(counted, { root: NEW }))).toBe(1);
    const runs = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM us_law_source_runs`);
    expect(await loadUsLawCorpus(db, { root: OLD })).toEqual([]);
    expect(await q(sql`SELECT count(*)::int AS n FROM us_law_source_runs`)).toEqual(runs);
  });

  it("an interrupted upgrade (some chunks committed, not the last) is loaded again whole at the next start", async () => {
    // A third snapshot: the new one without EO 14000 (a removed row leaves its record as it was).
    const third = snapshotRoot({ executive_orders: (r) => eo(r) >= 14001 });
    try {
      const stop = new AbortController();
      await expect(
        loadUsLawCorpus(db, {
          root: third,
          chunkSize: 100,
          signal: stop.signal,
          onProgress: (p) => {
            if (p.phase === "staging" && p.done > 200) stop.abort(new Error("stopped"));
          },
        }),
      ).rejects.toThrow("stopped");
      expect((await loadedSources(db, third)).has("executive_orders")).toBe(false);
      const resumed = await loadUsLawCorpus(db, { root: third, chunkSize: 100 });
      expect(resumed.map((r) => r.source)).toEqual(["executive_orders", "executive_orders", "executive_orders", "executive_orders", "executive_orders"]);
      expect(resumed.reduce((n, r) => n + r.inserted + r.updated + r.changes, 0)).toBe(0);
      expect((await loadedSources(db, third)).has("executive_orders")).toBe(true);
    } finally {
      fs.rmSync(third, { recursive: true, force: true });
    }
  });

  it("records a title sync (eCFR) read last are kept too: a newer snapshot of their title rolls none back", async () => {
    // The live read is newer than the snapshot's cut: one section renamed, one removed (retired by the sync).
    const amended = editedStructure(structureFile(1), { rename: { "1.1": "Definitions (amended upstream)." }, remove: ["2.2"] });
    const ecfr = await startReplayServer([
      { path: "/api/versioner/v1/titles.json", respond: { file: TITLES_FILE } },
      { path: "/api/admin/v1/agencies.json", respond: { file: AGENCIES_FILE } },
      { path: "/api/versioner/v1/structure/2025-04-29/title-1.json", respond: { body: amended, headers: { "content-type": "application/json" } } },
    ]);
    // The same snapshots as the last load, but every section of CFR title 1 in the eCFR one (the loaded one holds 11).
    const newer = snapshotRoot({ executive_orders: (r) => eo(r) >= 14001, ecfr: (r) => r[1] === 1 });
    const title1 = () =>
      q<Record<string, unknown>>(sql`
        SELECT record_uid, title, status, source_authority, edition, updated_at::text, last_verified_at::text, last_run_id::text
        FROM us_law_records WHERE source = 'ecfr' AND code_title = 1 ORDER BY record_uid`);
    try {
      const result = await runSource(db, ecfrSource({ titles: [1] }), {
        trigger: "test",
        baseUrls: { ecfr: ecfr.url },
        client: { minIntervalMs: 0, baseDelayMs: 5, maxDelayMs: 20, timeoutMs: 2_000 },
      });
      expect(result).toMatchObject({ outcome: "succeeded", batches: 1 });
      const synced = await title1();
      expect(synced.find((r) => r.title === "Definitions (amended upstream).")).toBeDefined();
      expect(synced.filter((r) => r.status === "repealed")).toHaveLength(1);
      const snapshotRows = parseSnapshot(readSnapshotText("ecfr"), (r) => r[1] === 1).rows.length;
      expect(synced.length).toBeGreaterThanOrEqual(snapshotRows);

      const runs = await loadUsLawCorpus(db, { root: newer });
      expect(runs.map((r) => r.source)).toEqual(["ecfr"]);
      // Every title-1 record of the snapshot was read live by the sync: none is compared, none is written.
      expect(runs[0]).toMatchObject({ keptLive: snapshotRows, inserted: 0, updated: 0, changes: 0 });
      expect(await title1()).toEqual(synced);

      // `npm run import-us-law -- ecfr --from-snapshot` (the reload after a classifier change) keeps them too.
      const lines: string[] = [];
      const [byHand] = await importSources(db, ["ecfr"], { dataDir: "", fromSnapshot: true, root: newer, log: (l) => lines.push(l) });
      expect(byHand).toMatchObject({ keptLive: snapshotRows, inserted: 0, updated: 0, changes: 0 });
      expect(lines.join("\n")).toContain(`left as a live sync read them ${snapshotRows}`);
      expect(await title1()).toEqual(synced);
    } finally {
      await ecfr.close();
      fs.rmSync(newer, { recursive: true, force: true });
    }
  });
});
