import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/runtime/database";
import { rowsOf } from "@/db/rows";
import { get, post } from "../../support/api";
import { mintKey } from "../../support/keys";

describe("API keys at rest", () => {
  it("no table holds any issued key in plaintext (nor its random body)", async () => {
    const issued = await post("/v1/keys", { email: "plaintext-check@example.com" }, { ip: "198.51.100.200" });
    expect(issued.status).toBe(201);
    const keys = [issued.body.key as string, await mintKey("enterprise", ["ai_law", "us_law"])];
    for (const key of keys) expect((await get("/v1/me", { key })).status).toBe(200); // used: last_used_at, usage rows written
    const { db } = await getDb();
    const tables = rowsOf(await db.execute(sql`SELECT table_schema, table_name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`));
    expect(tables.length).toBeGreaterThan(3);
    let scanned = 0;
    for (const t of tables) {
      const rows = rowsOf(await db.execute(sql.raw(`SELECT * FROM "${t.table_schema}"."${t.table_name}"`)));
      const dump = JSON.stringify(rows);
      scanned += rows.length;
      for (const key of keys) {
        expect(dump, `${t.table_name} holds a plaintext key`).not.toContain(key);
        expect(dump, `${t.table_name} holds a key body`).not.toContain(key.slice(-36, -6));
      }
    }
    expect(scanned).toBeGreaterThan(100); // the scan really read the seeded tables
  });
});
