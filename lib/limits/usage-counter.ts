import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { onShutdown } from "@/lib/runtime/shutdown";
import type { UsageCounts } from "./usage";

/**
 * Request counting off the hot path: no request waits for a usage write. Each keyed request increments an in-memory
 * counter; a flush every FLUSH_MS writes the batched increments to api_usage_daily and api_keys.last_used_at in two
 * statements, and the
 * process flushes once more on SIGTERM/SIGINT (scripts/server.mjs runs the shutdown hooks) — so a graceful stop loses
 * nothing and a kill -9 loses at most the last FLUSH_MS of this instance's counts.
 *
 * The monthly quota reads the durable total as of this instance's last flush (read once per key, then refreshed by
 * each flush) plus the unflushed local count: exact on one instance, and across N instances it can overshoot by at
 * most what the other instances counted since their last flush (≤ FLUSH_MS of traffic per instance).
 */

export const FLUSH_MS = Number(process.env.USAGE_FLUSH_MS || 1000);

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const isoMonth = (d: Date) => d.toISOString().slice(0, 7);

interface Durable {
  month: string;
  day: string;
  monthCount: number;
  dayCount: number;
}

/** keyId → UTC day (YYYY-MM-DD) → requests. */
type Counts = Map<string, Map<string, number>>;

function addCount(counts: Counts, keyId: string, day: string, n: number): void {
  let days = counts.get(keyId);
  if (!days) counts.set(keyId, (days = new Map()));
  days.set(day, (days.get(day) ?? 0) + n);
}

export class UsageCounter {
  /** keyId → UTC day → requests not yet written. */
  private pending: Counts = new Map();
  /** The batch a flush is writing right now: still counted by reads until the durable totals include it. */
  private inflight: Counts = new Map();
  private lastUsed = new Map<string, Date>();
  /** Durable totals per key as of the last read or flush. */
  private durable = new Map<string, Durable>();
  /** Durable reads in progress, per key. */
  private loading = new Map<string, Promise<Durable>>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  constructor(private readonly db: () => Promise<Db>, private readonly flushMs = FLUSH_MS) {}

  /** Counts one request and returns the counts including it. No database write; a read only on a key's first use. */
  async count(keyId: string, now = new Date()): Promise<UsageCounts> {
    const today = isoDay(now);
    addCount(this.pending, keyId, today, 1);
    this.lastUsed.set(keyId, now);
    this.schedule();
    return this.readOn(keyId, now, today);
  }

  /** Durable counts plus what this instance has not flushed yet. */
  read(keyId: string, now = new Date()): Promise<UsageCounts> {
    return this.readOn(keyId, now, isoDay(now));
  }

  /** read(), with `today` = isoDay(now) already at hand (count() has it: one date formatting per request). */
  private async readOn(keyId: string, now: Date, today: string): Promise<UsageCounts> {
    const known = this.durableOf(keyId, now, today);
    const durable = known instanceof Promise ? await known : known;
    // Only this key's pending days (usually one or two), however many other keys have pending counts: the hot path
    // neither scans every key's counters nor builds a key string per day of the month (that loop — 31 strings and
    // 62 look-ups — was a fifth of the kernel's own CPU on a keyed request).
    const month = today.slice(0, 7);
    let dayPending = 0;
    let monthPending = 0;
    for (const counts of [this.pending.get(keyId), this.inflight.get(keyId)]) {
      if (!counts) continue;
      for (const [day, n] of counts) {
        if (day > today || !day.startsWith(month)) continue;
        monthPending += n;
        if (day === today) dayPending += n;
      }
    }
    return { day: durable.dayCount + dayPending, month: durable.monthCount + monthPending };
  }

  /** When this instance last served the key, if it has not been flushed yet. */
  unflushedLastUsed(keyId: string): Date | null {
    return this.lastUsed.get(keyId) ?? null;
  }

  /** Writes every pending increment (batched) and refreshes the durable totals of the keys written. */
  flush(): Promise<void> {
    this.flushing ??= this.writePending().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async writePending(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    const used = this.lastUsed;
    this.inflight = batch;
    this.pending = new Map();
    this.lastUsed = new Map();
    try {
      const db = await this.db();
      const rows = [...batch].flatMap(([keyId, counts]) => [...counts].map(([day, n]) => sql`(${keyId}::uuid, ${day}::date, ${n}::int)`));
      await db.execute(sql`
        INSERT INTO api_usage_daily (key_id, day, requests) VALUES ${sql.join(rows, sql`, `)}
        ON CONFLICT (key_id, day) DO UPDATE SET requests = api_usage_daily.requests + EXCLUDED.requests`);
      const touched = [...used].map(([keyId, at]) => sql`(${keyId}::uuid, ${at.toISOString()}::timestamptz)`);
      await db.execute(sql`
        UPDATE api_keys SET last_used_at = GREATEST(COALESCE(api_keys.last_used_at, t.at), t.at)
        FROM (VALUES ${sql.join(touched, sql`, `)}) AS t(id, at) WHERE api_keys.id = t.id`);
      // Refresh the durable totals of the keys just written — now including this batch and whatever other instances
      // flushed — here, off the request path: requests keep reading the previous totals plus the in-flight batch until
      // the fresh ones replace both at once (before this, every request of a key right after each flush waited for its
      // own database read: a burst of round trips per key per second under load).
      const keyIds = [...batch.keys()];
      const fresh = await this.readDurable(db, keyIds).catch((err: Error) => {
        console.error(`[usage] totals not refreshed after a flush; re-read on next use: ${err.message}`);
        return null;
      });
      // Fresh totals and the end of the in-flight batch replace each other synchronously: never counted twice.
      for (const id of keyIds) {
        const d = fresh?.get(id);
        if (d) this.durable.set(id, d);
        else this.durable.delete(id);
      }
      this.inflight = new Map();
    } catch (err) {
      this.inflight = new Map();
      // Put the counts back: a failed flush is retried by the next one, never dropped.
      for (const [keyId, counts] of batch) for (const [day, n] of counts) addCount(this.pending, keyId, day, n);
      for (const [id, at] of used) if (!this.lastUsed.has(id)) this.lastUsed.set(id, at);
      console.error(`[usage] flush failed; ${[...batch.values()].reduce((a, c) => a + c.size, 0)} counters kept for the next flush: ${(err as Error).message}`);
    }
  }

  /** `day` is isoDay(now), which the caller already holds. */
  private durableOf(keyId: string, now: Date, day: string): Promise<Durable> | Durable {
    const month = day.slice(0, 7);
    const known = this.durable.get(keyId);
    if (known && known.month === month && known.day === day) return known;
    // One read per key at a time: the concurrent first requests of a key (or of a new day) share it.
    const loading = this.loading.get(keyId);
    if (loading) return loading;
    const read = this.db()
      .then((db) => this.readDurable(db, [keyId], now))
      .then((fresh) => {
        const d = fresh.get(keyId)!;
        this.durable.set(keyId, d);
        return d;
      })
      .finally(() => this.loading.delete(keyId));
    this.loading.set(keyId, read);
    return read;
  }

  /** Reads the durable day and month totals of `keyIds` in one statement (the caller keeps them). */
  private async readDurable(db: Db, keyIds: string[], now = new Date()): Promise<Map<string, Durable>> {
    const month = isoMonth(now);
    const day = isoDay(now);
    const rows = rowsOf<{ key_id: string; day_count: number | string; month_count: number | string }>(
      await db.execute(sql`
        SELECT key_id, COALESCE(sum(requests) FILTER (WHERE day = ${day}), 0) AS day_count, COALESCE(sum(requests), 0) AS month_count
        FROM api_usage_daily WHERE key_id IN (${sql.join(keyIds.map((id) => sql`${id}::uuid`), sql`, `)}) AND day >= ${`${month}-01`} AND day <= ${day}
        GROUP BY key_id`),
    );
    const fresh = new Map<string, Durable>(keyIds.map((id) => [id, { month, day, monthCount: 0, dayCount: 0 }]));
    for (const r of rows) fresh.set(r.key_id, { month, day, monthCount: Number(r.month_count), dayCount: Number(r.day_count) });
    return fresh;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.flushMs);
    this.timer.unref();
    onShutdown(() => this.flush());
  }

  /** Stops the timer after a last flush (tests, shutdown). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}
