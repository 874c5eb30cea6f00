/**
 * The usage counter refreshes a key's durable totals inside its flush, off the request path. Before, each
 * flush dropped them, so every request of the key right after each flush waited for its own database read.
 * These tests hold: counts are exact across flushes (a batch is never counted twice nor lost, also while the flush
 * runs); no read happens on the request path after a flush; a flush picks up what other instances flushed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { createApiKey } from "@/lib/auth/key-store";
import { UsageCounter } from "@/lib/limits/usage-counter";
import { getDb } from "@/lib/runtime/database";

let db: Db;
let executes = 0;
/** The same database, counting the statements run through it. */
let counted: Db;

beforeAll(async () => {
  db = (await getDb()).db;
  counted = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === "execute") {
        return (...args: Parameters<Db["execute"]>) => {
          executes++;
          return target.execute(...args);
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  });
});

const newKey = async () => (await createApiKey(db, { tier: "free", email: null })).row.id;
const NEVER = 3_600_000; // no timer flush: the tests flush by hand

describe("usage counter: totals refreshed by the flush", () => {
  it("counts stay exact across flushes, and no request reads the database after a flush", async () => {
    const keyId = await newKey();
    const counter = new UsageCounter(async () => counted, NEVER);
    for (let i = 0; i < 5; i++) await counter.count(keyId);
    expect(await counter.read(keyId)).toEqual({ day: 5, month: 5 });
    await counter.flush();
    const before = executes;
    expect(await counter.read(keyId)).toEqual({ day: 5, month: 5 });
    for (let i = 0; i < 3; i++) expect((await counter.count(keyId)).day).toBe(6 + i);
    expect(executes - before, "database statements on the request path after a flush").toBe(0);
    await counter.flush();
    expect(await counter.read(keyId)).toEqual({ day: 8, month: 8 });
    await counter.close();
  });

  it("requests counted while a flush runs are counted once, before and after it completes", async () => {
    const keyId = await newKey();
    const counter = new UsageCounter(async () => db, NEVER);
    for (let i = 0; i < 4; i++) await counter.count(keyId);
    const flushing = counter.flush();
    const during = await Promise.all([counter.count(keyId), counter.count(keyId)]);
    expect(Math.max(...during.map((c) => c.day))).toBe(6); // 4 in flight + 2 pending, whatever the interleaving
    await flushing;
    expect(await counter.read(keyId)).toEqual({ day: 6, month: 6 });
    await counter.flush();
    expect(await counter.read(keyId)).toEqual({ day: 6, month: 6 });
    await counter.close();
  });

  it("a flush picks up what another instance flushed for the same key", async () => {
    const keyId = await newKey();
    const a = new UsageCounter(async () => db, NEVER);
    const b = new UsageCounter(async () => db, NEVER);
    await b.count(keyId); // b has read the durable totals (0) and counted 1
    for (let i = 0; i < 3; i++) await a.count(keyId);
    await a.flush();
    expect(await b.read(keyId)).toEqual({ day: 1, month: 1 }); // b has not seen a's flush yet (the documented bound)
    await b.flush();
    expect(await b.read(keyId)).toEqual({ day: 4, month: 4 });
    await Promise.all([a.close(), b.close()]);
  });
});
