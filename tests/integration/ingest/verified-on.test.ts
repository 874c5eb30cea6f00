/**
 * verified_on on a curated law row: the day its facts were last re-checked becomes the record's checked_at
 * when the seed first inserts it — "verified, not changed" — instead of the moment the database was filled. It never
 * makes a change (no history entry, no updated_at move) and a later re-read still moves checked_at forward.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type Db } from "@/db/client";
import { getDb } from "@/lib/runtime/database";
import { curatedDataset } from "@/db/seed/dataset";
import { ingestSnapshot } from "@/lib/runtime/ingest";
import { snapshotFromText } from "@/lib/ingest/snapshot";
import { historyCount, lawStamps } from "../../support/history";

let db: Db;

beforeAll(async () => {
  ({ db } = await getDb());
});

const verifiedRows = curatedDataset.laws.filter((l) => l.verified_on);
const unverifiedRow = curatedDataset.laws.find((l) => !l.verified_on)!;

describe("verified_on → checked_at", () => {
  it("the seed writes a verified row's checked_at as that day (UTC midnight), before its updated_at", async () => {
    expect(verifiedRows.length).toBeGreaterThan(0);
    const stamps = await lawStamps(db);
    for (const l of verifiedRows) {
      const s = stamps.get(l.key)!;
      expect(s.checked_at, l.key).toBe(`${l.verified_on}T00:00:00.000000Z`);
      expect(s.checked_at <= s.updated_at, l.key).toBe(true);
    }
  });

  it("a row without verified_on keeps checked_at = its first observation", async () => {
    const s = (await lawStamps(db)).get(unverifiedRow.key)!;
    expect(s.checked_at).toBe(s.updated_at);
  });

  it("a verification date is not content: changing only verified_on records no change and a re-read moves checked_at on", async () => {
    const row = verifiedRows[0]!;
    const before = (await lawStamps(db)).get(row.key)!;
    const historyBefore = await historyCount(db);
    const text = JSON.stringify({ laws: [{ ...row, verified_on: "2026-06-02" }] });
    const summary = await ingestSnapshot(db, snapshotFromText(text, "file:verified-on.json"));
    expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: 1, errors: [] });
    expect(await historyCount(db)).toBe(historyBefore);
    const after = (await lawStamps(db)).get(row.key)!;
    expect(after.updated_at).toBe(before.updated_at);
    expect(after.checked_at).toBe(summary.startedAt);
  });

  it("a malformed verified_on is rejected with the field named", async () => {
    const text = JSON.stringify({ laws: [{ ...unverifiedRow, verified_on: "23 Nov 2026" }] });
    const summary = await ingestSnapshot(db, snapshotFromText(text, "file:bad-verified-on.json"));
    expect(summary.errors).toHaveLength(1);
    expect(summary.errors[0]!.message).toMatch(/^verified_on: /);
  });
});
