import type { Db } from "@/db/client";
import { syncSources } from "@/db/schema";
import { onShutdown } from "@/lib/runtime/shutdown";
import type { SourceDefinition } from "./definition";
import { allSources } from "./registry";
import { resultLine, runSources, type RunOptions, type RunResult } from "./run";

/**
 * The schedulers: what is due, and the opt-in in-process interval of `npm start`. A source is due when it is enabled
 * and its last attempt (successful or not) is older than its cadence (everyHours). Both the cron route and the
 * interval run only what is due, so running them more often than a source's cadence costs one query.
 */

export async function dueSources(db: Db, now: Date, env: Record<string, string | undefined> = process.env): Promise<SourceDefinition[]> {
  const [defs, states] = await Promise.all([allSources(db, env), db.select({ id: syncSources.id, lastAttemptAt: syncSources.lastAttemptAt }).from(syncSources)]);
  const last = new Map(states.map((s) => [s.id, s.lastAttemptAt ? new Date(s.lastAttemptAt).getTime() : 0]));
  return defs.filter((d) => d.enabled && now.getTime() - (last.get(d.id) ?? 0) >= d.everyHours * 3_600_000);
}

/** Runs what is due, stopping before the next source once `deadlineMs` has passed (a serverless function's limit). */
export async function runDueSources(db: Db, options: RunOptions & { deadlineMs?: number } = {}): Promise<RunResult[]> {
  const now = (options.now ?? (() => new Date()))();
  const due = await dueSources(db, now, options.env);
  const results: RunResult[] = [];
  const started = Date.now();
  for (const def of due) {
    if (options.deadlineMs !== undefined && Date.now() - started > options.deadlineMs) break;
    if (options.signal?.aborted) break;
    results.push(...(await runSources(db, [def], options)));
  }
  return results;
}

/** SYNC_INTERVAL_MINUTES: unset or 0 = off (the default). */
export function syncIntervalMinutes(env: Record<string, string | undefined> = process.env): number | null {
  const raw = env.SYNC_INTERVAL_MINUTES;
  if (!raw) return null;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`SYNC_INTERVAL_MINUTES must be a number of minutes (0 = off), got "${raw}"`);
  return n > 0 ? n : null;
}

/**
 * The opt-in interval of the embedded server: every `minutes`, run what is due, in this process (which owns the
 * PGlite folder). The first tick waits one interval, so start-up never waits for the network; a tick still running
 * when the next is due is not doubled; shutdown stops the run at its next request and waits for it.
 */
export function startSyncInterval(db: Db, minutes: number, log: (line: string) => void = (l) => console.log(`[sync] ${l}`)): () => void {
  const stop = new AbortController();
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runDueSources(db, { trigger: "interval", signal: stop.signal, log })
      .then((results) => results.forEach((r) => log(resultLine(r))))
      .catch((err: Error) => {
        if (!stop.signal.aborted) log(`run failed: ${err.message}`);
      })
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, minutes * 60_000);
  timer.unref();
  const off = onShutdown(async () => {
    clearInterval(timer);
    stop.abort(new Error("server shutting down"));
    await running;
  });
  return () => {
    clearInterval(timer);
    stop.abort();
    off();
  };
}
