/**
 * `executePrepared` (db/pglite-prepared.ts), the path of the webhook worker's hot statements on PGlite: same rows as
 * `db.execute`, errors as exceptions with a usable connection after them, and never inside another caller's
 * transaction. Always on an in-memory PGlite of its own (on Postgres the helper is plain `db.execute`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, type DbHandle } from "@/db/client";
import { executePrepared } from "@/db/pglite-prepared";

let handle: DbHandle;

beforeAll(async () => {
  handle = await openDatabase({ PGLITE_DIR: "memory://" });
  await handle.db.execute(sql`CREATE TABLE prep_probe (id int PRIMARY KEY, doc jsonb, at timestamptz, note text)`);
}, 60_000);
afterAll(() => handle?.close());

const probe = (id: number, note: string | null) =>
  sql`SELECT ${id}::int AS id, ${JSON.stringify({ a: [1, "x"] })}::jsonb AS doc, ${"2026-11-25T03:00:00.000Z"}::timestamptz AS at,
    ${note}::text AS note, ${true}::boolean AS flag`;

describe("executePrepared on PGlite", () => {
  it("answers the same rows as db.execute, on the first call and on later ones", async () => {
    const { db } = handle;
    for (const [id, note] of [[1, "it's"], [2, null], [3, "$1 ' \" \\"]] as const) {
      const expected = ((await db.execute(probe(id, note))) as unknown as { rows: unknown[] }).rows;
      expect((await executePrepared(db, probe(id, note))).rows).toEqual(expected);
    }
  });

  it("rejects with the database error, and the next call works", async () => {
    const { db } = handle;
    const insert = (id: number) => sql`INSERT INTO prep_probe (id, note) VALUES (${id}, ${"n"}) RETURNING id`;
    expect((await executePrepared(db, insert(10))).rows).toEqual([{ id: 10 }]);
    await expect(executePrepared(db, insert(10))).rejects.toMatchObject({ code: "23505" });
    expect((await executePrepared(db, insert(11))).rows).toEqual([{ id: 11 }]);
  });

  it("waits for another caller's transaction instead of running inside it", async () => {
    const { db } = handle;
    const count = sql`SELECT count(*)::int AS n FROM prep_probe WHERE id >= ${100}`;
    let started!: () => void;
    const inside = new Promise<void>((resolve) => (started = resolve));
    const tx = db
      .transaction(async (t) => {
        await t.execute(sql`INSERT INTO prep_probe (id) VALUES (100)`);
        started();
        await new Promise((r) => setTimeout(r, 50));
        throw new Error("roll back");
      })
      .catch((e: Error) => e.message);
    await inside;
    // Issued while the transaction holds the row uncommitted: inside it, it would count 1.
    expect((await executePrepared(db, count)).rows).toEqual([{ n: 0 }]);
    expect(await tx).toBe("roll back");
  });

  it("a transaction's own handle takes the ordinary path and sees the transaction's rows", async () => {
    const { db } = handle;
    let seen: unknown;
    const outcome = await db
      .transaction(async (t) => {
        await t.execute(sql`INSERT INTO prep_probe (id) VALUES (200)`);
        seen = (await executePrepared(t, sql`SELECT count(*)::int AS n FROM prep_probe WHERE id >= ${200}`)).rows;
        t.rollback();
      })
      .then(() => "committed", () => "rolled back");
    expect(seen).toEqual([{ n: 1 }]);
    expect(outcome).toBe("rolled back");
    expect((await executePrepared(db, sql`SELECT count(*)::int AS n FROM prep_probe WHERE id >= ${200}`)).rows).toEqual([{ n: 0 }]);
  });
});
