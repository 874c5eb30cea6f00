/**
 * The manifest pins a snapshot: every part downloaded after an import returns byte for byte what it returned
 * before — the changed record with its old title, status, classification and stamps, a record the import moved out
 * of (or into) the filter still in (or out of) it, a record first seen after the pin absent. A fresh manifest sees
 * the import, so the import really changed what the live tables hold.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { getDb } from "@/lib/runtime/database";
import { fileImporters } from "@/lib/us-law/import/registry";
import type { SourceRead } from "@/lib/us-law/import/types";
import { writeSourceRun } from "@/lib/us-law/import/write-run";
import { TEST_SUBSET, loadUsLawTestSubset } from "@/lib/us-law/load";
import { sourceReadFromSnapshot } from "@/lib/us-law/snapshot";
import { loadTaxonomy } from "@/lib/us-law/taxonomy";
import { setExportPartSizeForTests } from "@/lib/us-law/export/plan";
import { call, get } from "../../support/api";
import { mintKey } from "../../support/keys";

let db: Db;
let key: string;
let ip = 0;
const NEW_SUBCATEGORY = "consumer_protection";

beforeAll(async () => {
  ({ db } = await getDb());
  await loadUsLawTestSubset(db);
  setExportPartSizeForTests(30);
  key = await mintKey("business", ["us_law"]);
}, 120_000);
afterAll(() => setExportPartSizeForTests(null));

const plan = async (query: string) => (await get(`/v1/us-law/export?${query}`, { key, ip: `198.18.1.${(++ip % 250) + 1}` })).body.data;

async function downloadAll(manifest: { parts: { url: string }[] }): Promise<string[]> {
  const out: string[] = [];
  for (const p of manifest.parts) {
    const u = new URL(p.url);
    const res = await call("GET", u.pathname + u.search, { ip: `198.18.2.${(++ip % 250) + 1}` });
    expect(res.status).toBe(200);
    out.push(await res.text());
  }
  return out;
}

/** A re-read of the US Code subset in which one in-force section changed, plus one section never seen before. */
function usCodeRun(target: string, title: string, extra: boolean): SourceRead {
  const read = sourceReadFromSnapshot(fileImporters.us_code, undefined, TEST_SUBSET.us_code);
  const outside = sourceReadFromSnapshot(fileImporters.us_code, undefined, (r) => r[1] === 2).records[0]!;
  const branch = loadTaxonomy().branchOf.get(NEW_SUBCATEGORY)!;
  const records = read.records.map((r) =>
    r.record_uid !== target ? r : {
      ...r,
      title,
      short_title: "A short title that was null",
      status: "repealed" as const,
      in_force: false,
      primary_branch: branch,
      primary_subcategory: NEW_SUBCATEGORY,
      secondary_subcategories: [],
      assignments: [{ branch, subcategory: NEW_SUBCATEGORY, rule: "test-reclassified", is_primary: true }],
    },
  );
  return { ...read, records: extra ? [...records, outside] : records, rowsRead: records.length + (extra ? 1 : 0) };
}

describe("part content is pinned to the manifest's snapshot", () => {
  it("an import between two downloads changes nothing in any part, in any format, filtered or not", async () => {
    const [target] = rowsOf<{ record_uid: string; title: string }>(
      await db.execute(sql`SELECT record_uid, title FROM us_law_records WHERE source = 'us_code' AND in_force AND short_title IS NULL
        AND primary_subcategory <> ${NEW_SUBCATEGORY} ORDER BY record_uid LIMIT 1`),
    );
    const manifests = {
      all: await plan("format=ndjson"),
      inForce: await plan("format=csv&in_force=true"),
      domain: await plan(`format=json&domain=${NEW_SUBCATEGORY}`),
      federalStatutes: await plan("format=csv&fields=basic&jurisdiction=federal&instrument_type=statute"),
    };
    const before = Object.fromEntries(await Promise.all(Object.entries(manifests).map(async ([k, m]) => [k, await downloadAll(m)] as const)));
    expect(before.inForce!.join("")).toContain(target!.record_uid);
    expect(before.domain!.join("")).not.toContain(target!.record_uid);

    // The import: the target's title (now with a comma and quotes), status, in_force, short title and classification
    // change; every US Code record is re-read (stamps move); one section is seen for the first time.
    const run = await writeSourceRun(db, usCodeRun(target!.record_uid, `Changed, "quoted" ${target!.title}`, true));
    expect(run.updated).toBe(1);
    expect(run.inserted).toBe(1);

    // A fresh manifest sees the change: the target left in_force=true and joined the domain; one record more.
    const fresh = { all: await plan("format=ndjson"), inForce: await plan("format=csv&in_force=true"), domain: await plan(`format=json&domain=${NEW_SUBCATEGORY}`) };
    expect(fresh.all.row_count).toBe(manifests.all.row_count + 1);
    expect((await downloadAll(fresh.inForce)).join("")).not.toContain(target!.record_uid);
    expect(fresh.domain.row_count).toBe(manifests.domain.row_count + 1);
    expect((await downloadAll(fresh.domain)).join("")).toContain(target!.record_uid);

    // The old manifests' parts: byte for byte what they were.
    for (const [name, m] of Object.entries(manifests)) expect(await downloadAll(m), name).toEqual(before[name]);

    // A second import changes the target again: still the values at the pin (the earliest change after it wins).
    await writeSourceRun(db, usCodeRun(target!.record_uid, "Changed a second time", false));
    for (const [name, m] of Object.entries(manifests)) expect(await downloadAll(m), name).toEqual(before[name]);
  }, 120_000);
});
