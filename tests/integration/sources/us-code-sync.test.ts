/**
 * The US Code connector against a replay server serving release-point zips around the recorded OLRC title files
 * (tests/fixtures/upstream/us-code, NOTE.md: usc01.xml, usc27.xml, verbatim). What is NOT recorded is written here and
 * labelled: the download page (a few lines in the documented form — the `releasepointinformation` heading and the
 * `xml_usc{NN}@{release point}.zip` links — as the parser's own test does), the zips (built around the recorded files
 * with fflate), and, for a newer release point, the recorded title-27 file with one section removed and its
 * `docPublicationName` naming that release point.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { zipSync } from "fflate";
import { rowsOf } from "@/db/rows";
import { getDb } from "@/lib/runtime/database";
import { loadUsLawTestSubset } from "@/lib/us-law/load";
import { usCodeSource } from "@/lib/sources/registry-us-law";
import { runSource, type RunOptions } from "@/lib/sources/run";
import { createUslmParser, usCodeRecordFromSection, type UslmSection } from "@/lib/sources/upstreams/us-code";
import { fixtureText, startReplayServer, type ReplayRoute, type ReplayServer } from "../../support/replay-server";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";

const PAGE = "/download/download.shtml";
const zipPath = (rp: string, title: string) => `/download/releasepoints/us/pl/${rp.split("-")[0]}/${rp.split("-")[1]}/xml_usc${title}@${rp}.zip`;

/** Markup in the documented form of the download page (not a recorded page: see the module comment). */
const downloadPage = (rp: string, titles: string[]) =>
  `<html><body><h3 class="releasepointinformation">Public Law ${rp.replace(/not\d+$/, "")}</h3>
   <a href="releasepoints/us/pl/${rp.split("-")[0]}/${rp.split("-")[1]}/xml_uscAll@${rp}.zip">[XML]</a>
   ${titles.map((t) => `<a href="releasepoints/us/pl/${rp.split("-")[0]}/${rp.split("-")[1]}/xml_usc${t}@${rp}.zip">[XML]</a>`).join("\n   ")}
   </body></html>`;

/** A recorded title file as a release point's zip would carry it: its docPublicationName naming that release point. */
function titleXml(file: "usc01.xml" | "usc27.xml", rp: string, dropSection?: string): string {
  let xml = fixtureText(`us-code/${file}`).replace(/<docPublicationName>Online@[^<]*<\/docPublicationName>/, `<docPublicationName>Online@${rp}</docPublicationName>`);
  if (dropSection) {
    const before = xml.length;
    xml = xml.replace(new RegExp(`<section [^>]*identifier="${dropSection}">[\\s\\S]*?</section>`), "");
    if (xml.length === before) throw new Error(`no section ${dropSection} in ${file}`);
  }
  return xml;
}
const zipOf = (name: string, xml: string) => Buffer.from(zipSync({ [name]: new TextEncoder().encode(xml) }));

/** The page announcing `rp` with these title zips, in this order, and the zips' routes. */
function routesFor(rp: string, zips: [string, ReplayRoute["respond"]][], page?: ReplayRoute["respond"]): ReplayRoute[] {
  return [
    { path: PAGE, respond: page ?? { body: downloadPage(rp, zips.map(([t]) => t)), headers: { "content-type": "text/html; charset=utf-8" } } },
    ...zips.map(([title, respond]) => ({ path: zipPath(rp, title), respond })),
  ];
}
const RP1 = "119-36";
const RP2 = "119-73not60";
const firstRelease = () =>
  routesFor(RP1, [["01", { body: zipOf("usc01.xml", titleXml("usc01.xml", RP1)) }], ["27", { body: zipOf("usc27.xml", titleXml("usc27.xml", RP1)) }]], {
    body: downloadPage(RP1, ["01", "27"]),
    etag: '"rp-119-36"',
    headers: { "content-type": "text/html; charset=utf-8" },
  });

/** The records the pure parser derives from a title file: what the connector must have written. */
function derived(xml: string, rp: string) {
  const sections: UslmSection[] = [];
  const p = createUslmParser((s) => sections.push(s));
  p.write(xml);
  p.end();
  const uids = new Map(sections.map((s) => usCodeRecordFromSection(s, rp)!).map((r) => [r.record_uid, r]));
  return [...uids.values()];
}

let replay: ReplayServer;
let usLawKey: string;
const source = usCodeSource();
const options = (extra: RunOptions = {}): RunOptions => ({
  trigger: "test",
  baseUrls: { "us-code": replay.url },
  client: { minIntervalMs: 0, baseDelayMs: 5, maxDelayMs: 20, timeoutMs: 2_000 },
  ...extra,
});

async function q<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const { db } = await getDb();
  return rowsOf<T>(await db.execute(query));
}
type Row = { record_uid: string; citation: string; code_title: number; title: string; status: string; status_detail: string | null; in_force: boolean | null; edition: string; hierarchy: string | null; updated_at: string; last_verified_at: string };
const usc = () =>
  q<Row>(sql`
    SELECT record_uid, citation, code_title, title, status, status_detail, in_force, edition, hierarchy, updated_at::text, last_verified_at::text
    FROM us_law_records WHERE source = 'us_code' ORDER BY citation_normalized`);
const count = async (table: "us_law_history" | "record_history") => (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))[0]!.n;
const state = async () =>
  (await q<{ cursor: unknown; checkpoint: unknown; last_fault_code: string | null }>(sql`SELECT cursor, checkpoint, last_fault_code FROM sync_sources WHERE id = 'us-code'`))[0]!;

beforeAll(async () => {
  const { db } = await getDb();
  await loadUsLawTestSubset(db); // US Code title 1 from the embedded snapshot (early-2023 edition)
  usLawKey = await mintKey("enterprise", ["ai_law", "us_law"]);
  replay = await startReplayServer(firstRelease());
});

afterAll(async () => {
  await replay?.close();
});

describe("US Code sync from release points", () => {
  it("a first sync reads every title zip of the current release point; the release point becomes the edition", async () => {
    const { db } = await getDb();
    const title1 = derived(titleXml("usc01.xml", RP1), RP1);
    const title27 = derived(titleXml("usc27.xml", RP1), RP1);
    const held = await usc();
    expect(held.length).toBeGreaterThan(30);
    expect(held.every((r) => r.code_title === 1 && r.edition.startsWith("early 2023"))).toBe(true);
    const heldUids = new Set(held.map((r) => r.record_uid));
    const newInTitle1 = title1.filter((r) => !heldUids.has(r.record_uid)).length;

    const result = await runSource(db, source, options());
    expect(result).toMatchObject({ outcome: "succeeded", faultCode: null, batches: 2, seen: 39 + 45, added: newInTitle1 + title27.length });
    expect(result.changed + result.unchanged).toBe(title1.length - newInTitle1 + retiredCount(held, title1));
    const rows = await usc();
    const synced = new Set([...title1, ...title27].map((r) => r.record_uid));
    for (const r of rows.filter((x) => synced.has(x.record_uid))) expect(r.edition).toBe(RP1);
    // Title 27 as the USLM file says: repealed, omitted and transferred sections carry their status.
    const byCitation = new Map(rows.map((r) => [r.citation, r]));
    expect(byCitation.get("27 U.S.C. § 40a")).toMatchObject({ status: "repealed", in_force: false });
    expect(byCitation.get("27 U.S.C. § 122b")).toMatchObject({ status: "in_force", in_force: true });
    expect(replay.requests.map((r) => r.path)).toEqual([PAGE, zipPath(RP1, "01"), zipPath(RP1, "27")]);
    expect(replay.unmatched).toEqual([]);
    expect(await state()).toEqual({ cursor: { releasePoint: RP1 }, checkpoint: null, last_fault_code: null });
  });

  it("a second sync changes nothing: the page answers 304 to our conditional request, or announces the release point held", async () => {
    const { db } = await getDb();
    const [before, history, feed] = [await usc(), await count("us_law_history"), await count("record_history")];
    replay.requests.length = 0;
    expect(await runSource(db, source, options())).toMatchObject({ outcome: "succeeded", batches: 0, seen: 0, requests: 1 });
    expect(replay.requests[0]!.headers["if-none-match"]).toBe('"rp-119-36"');
    // Without the validator (another page version, same release point): read, and nothing to do.
    replay.setRoutes(routesFor(RP1, [], { body: downloadPage(RP1, ["01", "27"]) }));
    expect(await runSource(db, source, options())).toMatchObject({ outcome: "succeeded", batches: 0, requests: 1 });
    expect(await usc()).toEqual(before);
    expect([await count("us_law_history"), await count("record_history")]).toEqual([history, feed]);
  });

  it("a newer release point updates every title's edition and retires a section dropped from the Code, with history and a change", async () => {
    const { db } = await getDb();
    const cursor = (await get("/v1/changes?entity=us_law_record&limit=1", { key: usLawKey })).body.data[0].observed_at as string;
    const history = await count("us_law_history");
    replay.setRoutes(
      routesFor(RP2, [
        ["01", { body: zipOf("usc01.xml", titleXml("usc01.xml", RP2)) }],
        ["27", { body: zipOf("usc27.xml", titleXml("usc27.xml", RP2, "/us/usc/t27/s122b")) }],
      ]),
    );
    const before = await usc();
    const result = await runSource(db, source, options());
    expect(result).toMatchObject({ outcome: "succeeded", batches: 2, seen: 39 + 44, added: 0, changed: 1 });
    const after = await usc();
    const dropped = after.find((r) => r.citation === "27 U.S.C. § 122b")!;
    expect(dropped).toMatchObject({ status: "repealed", status_detail: `no longer in the Code as of release point ${RP2}`, in_force: false, edition: RP2 });
    for (const b of before.filter((r) => r.edition === RP1 && r.citation !== "27 U.S.C. § 122b")) {
      const a = after.find((r) => r.record_uid === b.record_uid)!;
      expect(a.edition).toBe(RP2); // the new release point, logged nowhere (provenance, not a change of the law)
      expect(a.updated_at).toBe(b.updated_at);
      expect(a.last_verified_at > b.last_verified_at).toBe(true);
    }
    expect(await count("us_law_history")).toBe(history + 3); // status, status_detail, in_force of § 122b
    const changes = await get(`/v1/changes?entity=us_law_record&order=asc&since=${encodeURIComponent(cursor)}`, { key: usLawKey });
    expect(changes.body.data).toHaveLength(1);
    expect(changes.body.data[0]).toMatchObject({ identifier: "27 U.S.C. § 122b", change_kind: "update", record_id: dropped.record_uid, changed_fields: ["in_force", "status", "status_detail"] });
    expect(await state()).toMatchObject({ cursor: { releasePoint: RP2 }, checkpoint: null });

    // Re-reading the same release point changes nothing, and a retired section is not re-stamped.
    expect(await runSource(db, source, options())).toMatchObject({ outcome: "succeeded", batches: 0 });
  });
});

function retiredCount(held: Row[], synced: { record_uid: string }[]): number {
  const seen = new Set(synced.map((r) => r.record_uid));
  return held.filter((r) => !seen.has(r.record_uid) && !(r.status === "repealed" && r.status_detail?.startsWith("no longer in the Code"))).length;
}

describe("faults end as named faults with nothing half-written", () => {
  async function expectNothingWritten(run: () => Promise<unknown>) {
    const [records, history, feed, checkpoint] = [await usc(), await count("us_law_history"), await count("record_history"), (await state()).checkpoint];
    await run();
    expect(await usc()).toEqual(records);
    expect([await count("us_law_history"), await count("record_history")]).toEqual([history, feed]);
    expect((await state()).checkpoint).toEqual(checkpoint);
  }
  const RP3 = "119-80";

  it("a zip cut off mid-entry, and a title file that stops mid-document inside a whole zip, are truncated_body", async () => {
    const { db } = await getDb();
    const whole = zipOf("usc01.xml", titleXml("usc01.xml", RP3));
    replay.setRoutes(routesFor(RP3, [["01", { body: whole.subarray(0, Math.floor(whole.length / 2)) }]]));
    await expectNothingWritten(async () => {
      const result = await runSource(db, source, options());
      expect(result).toMatchObject({ outcome: "faulted", faultCode: "truncated_body", batches: 0 });
      expect(result.detail).toMatch(/usc01\.xml: the zip ended inside this entry/);
    });
    const xml = titleXml("usc01.xml", RP3);
    replay.setRoutes(routesFor(RP3, [["01", { body: zipOf("usc01.xml", xml.slice(0, Math.floor(xml.length / 2))) }]]));
    await expectNothingWritten(async () => {
      const result = await runSource(db, source, options());
      expect(result).toMatchObject({ outcome: "faulted", faultCode: "truncated_body", batches: 0 });
      expect(result.detail).toMatch(/^us-code uslm: body ended inside </);
    });
    replay.setRoutes(routesFor(RP3, [["01", { truncate: { body: whole.toString("latin1"), sendBytes: 2_000 } }]]));
    await expectNothingWritten(async () => {
      expect(await runSource(db, source, options())).toMatchObject({ outcome: "faulted", faultCode: "truncated_body" });
    });
  });

  it("a changed shape is schema_changed: a page announcing no release point, a section status we do not know", async () => {
    const { db } = await getDb();
    replay.setRoutes(routesFor(RP3, [], { body: "<html><body><p>The download page moved.</p></body></html>" }));
    await expectNothingWritten(async () => {
      const result = await runSource(db, source, options());
      expect(result).toMatchObject({ outcome: "faulted", faultCode: "schema_changed", batches: 0 });
      expect(result.detail).toMatch(/no release-point XML link/);
    });
    const unknownStatus = titleXml("usc27.xml", RP3).replace('status="omitted"', 'status="suspended"');
    replay.setRoutes(routesFor(RP3, [["27", { body: zipOf("usc27.xml", unknownStatus) }]]));
    await expectNothingWritten(async () => {
      const result = await runSource(db, source, options());
      expect(result).toMatchObject({ outcome: "faulted", faultCode: "schema_changed" });
      expect(result.detail).toMatch(/unknown status 'suspended'/);
    });
  });

  it("a zip over the size cap is body_too_large while streaming", async () => {
    const { db } = await getDb();
    const zip = zipOf("usc27.xml", titleXml("usc27.xml", RP3));
    replay.setRoutes(routesFor(RP3, [["27", { body: zip, chunked: true }]]));
    await expectNothingWritten(async () => {
      const result = await runSource(db, source, options({ client: { minIntervalMs: 0, maxBytes: Math.floor(zip.length / 2) } }));
      expect(result).toMatchObject({ outcome: "faulted", faultCode: "body_too_large", batches: 0 });
    });
  });

  it("a fault in the second title keeps the first whole with the checkpoint; the next run resumes at the second, same release point", async () => {
    const { db } = await getDb();
    const zips = (title27: ReplayRoute["respond"]) =>
      routesFor(RP3, [["01", { body: zipOf("usc01.xml", titleXml("usc01.xml", RP3)) }], ["27", title27]]);
    replay.setRoutes(zips({ error: 503 }));
    const faulted = await runSource(db, source, options());
    expect(faulted).toMatchObject({ outcome: "faulted", faultCode: "upstream_error", batches: 1, seen: 39 });
    expect((await state()).checkpoint).toMatchObject({ releasePoint: RP3, next: 1 });
    expect((await usc()).filter((r) => r.code_title === 27).every((r) => r.edition === RP2)).toBe(true);

    // Meanwhile the page moved on to another release point: the resumed run finishes the one it started.
    replay.setRoutes([
      ...zips({ body: zipOf("usc27.xml", titleXml("usc27.xml", RP3)) }),
      { path: PAGE, respond: { body: downloadPage("119-99", ["01", "27"]) } },
    ]);
    replay.requests.length = 0;
    const resumed = await runSource(db, source, options());
    expect(resumed).toMatchObject({ outcome: "succeeded", resumedFrom: faulted.runId, batches: 1, seen: 45 });
    expect(replay.requests.map((r) => r.path)).toEqual([zipPath(RP3, "27")]);
    expect(await state()).toEqual({ cursor: { releasePoint: RP3 }, checkpoint: null, last_fault_code: null });
    // § 122b is listed again at this release point: back in force.
    expect((await usc()).find((r) => r.citation === "27 U.S.C. § 122b")).toMatchObject({ status: "in_force", in_force: true, edition: RP3 });
  });
});
