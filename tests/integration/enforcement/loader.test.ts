import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { getDb } from "@/lib/runtime/database";
import { enforcementMatterHistory, enforcementMatters } from "@/db/schema";
import { loadEnforcementRegistry } from "@/lib/enforcement/load-registry";
import { MatterDataError, matterUidFor } from "@/lib/enforcement/matter-file";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";
import { SAMPLE_MATTERS_FILE } from "../../support/enforcement";

// The runtime already loaded the real registry, which shares some keys with the sample: this file's rows get their own
// keys ("loader-test-…") so the first load here is a first load.
const k = (key: string) => `loader-test-${key}`;
const original: Record<string, any>[] = (parse(fs.readFileSync(SAMPLE_MATTERS_FILE, "utf8")) as Record<string, any>[]).map((r) => ({
  ...r,
  key: k(r.key),
  duplicate_of: r.duplicate_of ? k(r.duplicate_of) : null,
}));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "enf-loader-"));
const write = (rows: unknown[]) => fs.writeFileSync(path.join(dir, "matters.yaml"), stringify(rows));
const load = async () => loadEnforcementRegistry((await getDb()).db, { mattersDir: dir });
const history = async (uid: string) =>
  (await getDb()).db.select().from(enforcementMatterHistory).where(eq(enforcementMatterHistory.matterUid, uid)).orderBy(asc(enforcementMatterHistory.id));

let key: string;
beforeAll(async () => {
  key = await mintKey("pro");
});

describe("loadEnforcementRegistry", () => {
  it("a missing folder is zero matters, not an error", async () => {
    const summary = await loadEnforcementRegistry((await getDb()).db, { mattersDir: path.join(dir, "absent") });
    expect(summary.files).toBe(0);
    expect(summary.matters.read).toBe(0);
  });

  it("inserts, then an unchanged reload writes nothing", async () => {
    write(original);
    const first = await load();
    expect(first.matters).toMatchObject({ read: original.length, inserted: original.length, updated: 0 });
    expect(first.monitoredSources).toBeGreaterThan(0);
    const second = await load();
    expect(second.matters).toMatchObject({ inserted: 0, updated: 0, unchanged: original.length, withdrawn: 0 });
    const uid = matterUidFor(original[0]!.key);
    expect((await history(uid)).map((h) => h.changeKind)).toEqual(["insert"]);
  });

  it("a changed row is an update with history naming the changed fields; first_seen_at stays", async () => {
    const uid = matterUidFor(k("eeoc-itutorgroup-age-screening-2022"));
    const { db } = await getDb();
    const [before] = await db.select().from(enforcementMatters).where(eq(enforcementMatters.matterUid, uid));
    const changed = structuredClone(original);
    const row = changed.find((r) => r.key === k("eeoc-itutorgroup-age-screening-2022"))!;
    row.matter_status = "closed";
    row.events.push({ event_type: "closed", date: null, is_date_estimated: false, description: "Test-only change.", source_url: null });
    write(changed);
    expect((await load()).matters).toMatchObject({ updated: 1, unchanged: original.length - 1 });
    const entries = await history(uid);
    expect(entries.map((h) => h.changeKind)).toEqual(["insert", "update"]);
    expect(entries[1]!.changedFields).toEqual(["matter_status", "events"]);
    expect(entries[1]!.fieldChanges).toEqual([{ field: "matter_status", from: "settled", to: "closed" }]);
    const [after] = await db.select().from(enforcementMatters).where(eq(enforcementMatters.matterUid, uid));
    expect(after!.firstSeenAt).toEqual(before!.firstSeenAt);
    const res = await get(`/v1/enforcement/matters/${uid}`, { key });
    expect(res.body.data.matter_status).toBe("closed");
    expect(res.body.data.chain_totals.events).toBe(3);
  });

  it("a row gone from the files is withdrawn (404 for everyone) and restored when it returns", async () => {
    const uid = matterUidFor(k("ftc-rite-aid-facial-recognition-2023"));
    write(original.filter((r) => r.key !== k("ftc-rite-aid-facial-recognition-2023")));
    expect((await load()).matters.withdrawn).toBe(1);
    const raw = await mintKey("enterprise", ["ai_law", "registry_raw"]);
    expect((await get(`/v1/enforcement/matters/${uid}`, { key: raw })).status).toBe(404);
    write(original);
    expect((await load()).matters.restored).toBe(1);
    expect((await get(`/v1/enforcement/matters/${uid}`, { key })).status).toBe(200);
    expect((await history(uid)).map((h) => h.changeKind)).toEqual(["insert", "withdrawn", "restored"]);
  });

  it("an invalid row names file, line and key, and loads nothing", async () => {
    const bad = structuredClone(original);
    bad[1]!.matter_type = "lawsuit";
    write(bad);
    const err = (await load().catch((e) => e)) as MatterDataError;
    expect(err).toBeInstanceOf(MatterDataError);
    expect(err.errors[0]).toMatchObject({ key: bad[1]!.key, line: expect.any(Number) });
    expect(err.errors[0]!.message).toContain("unknown matter_type 'lawsuit'");
    const noSource = structuredClone(original);
    noSource[0]!.sources = [];
    write(noSource);
    await expect(load()).rejects.toThrow(/at least one source/);
    const dupKey = [...structuredClone(original), structuredClone(original[0])];
    write(dupKey);
    await expect(load()).rejects.toThrow(/duplicate key/);
  });
});

describe("enforcement_matter_history", () => {
  it("is append-only in the database", async () => {
    const { db } = await getDb();
    await expect(db.delete(enforcementMatterHistory)).rejects.toThrow();
    await expect(db.update(enforcementMatterHistory).set({ changeKind: "update" })).rejects.toThrow();
  });
});
