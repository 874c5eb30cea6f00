import type { Db } from "@/db/client";
import { claimDueAttempts, deadLetterAbandoned, sendAttempt, type AttemptOptions, type AttemptResult, type ClaimedAttempt, type FinishedAttempt } from "./delivery";
import { onOutboxSignal } from "./outbox-signal";
import { recordOutcomes } from "./record-outcomes";

/**
 * The embedded scheduler: an in-process worker that claims due attempts from the outbox and sends them. Several
 * workers (or several server processes on one Postgres) can run at once: claims skip rows another worker holds, and a
 * claimed attempt is leased — so no attempt is ever sent twice. A worker that dies mid-attempt leaves a lease that runs
 * out; the next claim takes the delivery over as its next attempt (at-least-once, same delivery id).
 *
 * The running worker keeps up to `concurrency` attempts in flight, and up to `concurrency` more claimed ahead of a free
 * slot, so one slow receiver (10 s time-out) holds one slot, not everybody's round, and a slot that frees never waits
 * for a claim's round trip. A claimed attempt is sent (in claim order) unless a result of this worker disabled its
 * webhook meanwhile; stopping sends what is claimed. Results are written in batches: whatever finished while the
 * previous batch was being written goes in the next one.
 */

export interface WorkerOptions extends AttemptOptions {
  /** Attempts in flight at once (and per claim). */
  concurrency?: number;
  /** Pause between claims when nothing was due. */
  pollMs?: number;
  onAttempt?: (result: AttemptResult) => void;
  onError?: (err: unknown) => void;
  /**
   * Subscribes `wake` to "deliveries were committed" (lib/webhooks/outbox-signal.ts) so the idle worker claims at
   * once instead of at its next poll; returns the unsubscribe. Default: this process's in-process signal only.
   */
  wakeups?: (wake: () => void) => () => Promise<void> | void;
}

/** One round, for tests and tools: claim what is due now, send it all, record it all. Returns attempts made. */
export async function runDueAttempts(db: Db, options: WorkerOptions = {}): Promise<number> {
  const now = options.now ?? (() => new Date());
  await deadLetterAbandoned(db, now());
  const claimed = await claimDueAttempts(db, now(), options.concurrency ?? 32);
  const finished = await Promise.all(claimed.map((c) => sendAttempt(c, options)));
  for (const result of await recordOutcomes(db, finished, options.random)) options.onAttempt?.(result);
  return claimed.length;
}

export interface WebhookLoop {
  /** Stops claiming, lets the attempts in flight finish and their results be written, then resolves. */
  stop(): Promise<void>;
}

const reportError = (name: string) => (err: unknown) => console.error(`[webhooks] ${name}:`, (err as Error).message);

/** Runs `round` until stopped; a round that reports more work is followed at once, otherwise after `pollMs`. */
export function startLoop(name: string, round: () => Promise<boolean>, pollMs: number, onError = reportError(name)): WebhookLoop & { wake(): void } {
  let stopped = false;
  let wake: (() => void) | null = null;
  /** A wake-up that came while a round was running: that round may have claimed before the new rows committed. */
  let pending = false;
  const loop = (async () => {
    while (!stopped) {
      let more = false;
      pending = false;
      try {
        more = await round();
      } catch (err) {
        onError(err);
      }
      if (stopped || more || pending) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        timer.unref?.();
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  })();
  return {
    wake: () => {
      pending = true;
      (wake as (() => void) | null)?.();
    },
    async stop() {
      stopped = true;
      (wake as (() => void) | null)?.();
      await loop;
    },
  };
}

/**
 * Results are written once WRITE_COALESCE_MS has passed since the first unwritten one finished, or at once when a
 * worker's `concurrency` of them are waiting. 10 ms made batches of ~14 in the PGlite fan-out bench, each write a
 * statement of several ms on this thread whatever its size; 25 ms (or a full batch) writes ~32 at a time. A result's
 * write does not hold up its receipt (the POST is done), only its row's move out of `pending`.
 */
const WRITE_COALESCE_MS = 25;

/** What a claimed attempt that was never sent records: its webhook was disabled while it waited for a slot. */
const NOT_SENT = { ok: false, status: null, retryAfter: null, bodyPrefix: null, error: "not sent: the webhook was disabled", durationMs: 0 } as const;

export function startWebhookWorker(db: Db, options: WorkerOptions = {}): WebhookLoop {
  const concurrency = options.concurrency ?? 32;
  // Attempts claimed ahead of a free slot, at most: a POST slot that frees starts the next claimed attempt at once
  // instead of waiting for a claim's round trip. Without it the webhook fan-out profile showed the node process
  // idle ~40 % of a burst: the 32 POSTs of a round finished before the next claim came back.
  const ahead = concurrency;
  /**
   * Claim in bulk: once a whole look-ahead may be claimed (or nothing is claimed at all). On PGlite every statement
   * runs on this thread at a fixed cost of several ms whatever its size; claiming once half the look-ahead was free
   * made claims of ~17 attempts, twice as many statements per burst as claims of ~32 (webhook fan-out bench).
   */
  const trigger = ahead;
  const now = options.now ?? (() => new Date());
  const onError = options.onError ?? reportError("worker");
  const pollMs = options.pollMs ?? 1_000;
  let inFlight = 0;
  /** Claimed, not yet sent, in claim order (the outbox's due order). */
  const queue: ClaimedAttempt[] = [];
  const sending = new Set<Promise<void>>();
  const done: FinishedAttempt[] = [];
  let writing: Promise<void> | null = null;
  /** The last claim found fewer due attempts than it asked for: claim again only when woken from outside or polled. */
  let drained = false;
  // Abandoned final attempts are swept at most once per poll interval (by the worker's clock), not before every claim:
  // the sweep is a transaction of its own on the path of every wake-up, and a lease runs a minute anyway.
  let sweptAt = Number.NEGATIVE_INFINITY;
  /** Slots plus look-ahead not taken: how many attempts the next claim may take. */
  const wanted = () => concurrency + ahead - inFlight - queue.length;

  // Results that finish within WRITE_COALESCE_MS of each other are written in one transaction: receipts come back
  // one by one, and a transaction per result was what the fan-out profile showed on PGlite. A write that
  // is under way collects the next batch meanwhile.
  let scheduled: NodeJS.Timeout | null = null;
  const scheduleWrite = () => {
    if (writing) return;
    if (done.length >= concurrency) {
      void write();
      return;
    }
    if (scheduled) return;
    scheduled = setTimeout(() => {
      scheduled = null;
      void write();
    }, WRITE_COALESCE_MS);
  };
  /** A webhook this worker's results just disabled: its attempts still waiting for a slot are not sent. */
  const dropQueued = (webhookIds: string[]) => {
    const off = new Set(webhookIds);
    for (let i = queue.length - 1; i >= 0; i--) {
      const claimed = queue[i]!;
      if (!off.has(claimed.webhookId)) continue;
      queue.splice(i, 1);
      const at = now();
      done.push({ claimed, outcome: { ...NOT_SENT }, at, startedAt: at });
    }
  };
  const write = (): Promise<void> => {
    if (scheduled) clearTimeout(scheduled);
    scheduled = null;
    if (writing || done.length === 0) return writing ?? Promise.resolve();
    const batch = done.splice(0);
    writing = recordOutcomes(db, batch, { random: options.random, onDisabled: dropQueued })
      .then((results) => results.forEach((r) => options.onAttempt?.(r)))
      .catch(onError)
      .finally(() => {
        writing = null;
        // What finished meanwhile waits for the coalescing timer too: on PGlite a write runs on this thread, so only
        // a result or two can finish during one, and writing those at once made a chain of one-result writes (~2 ms
        // each, a write per delivery in the webhook fan-out benchmark).
        if (done.length) scheduleWrite();
      });
    return writing;
  };

  /** Starts claimed attempts while slots are free; asks for the next claim once half the look-ahead is gone. */
  const pump = () => {
    while (inFlight < concurrency && queue.length > 0) {
      const claimed = queue.shift()!;
      inFlight++;
      const sent = sendAttempt(claimed, options).then((finished) => {
        done.push(finished);
        inFlight--;
        sending.delete(sent);
        scheduleWrite();
        pump();
      });
      sending.add(sent);
    }
    if (!drained && wanted() >= trigger) loop.wake();
  };

  const loop = startLoop(
    "worker",
    async () => {
      const free = wanted();
      if (free < trigger && inFlight + queue.length > 0) return false;
      const at = now();
      if (at.getTime() - sweptAt >= pollMs) {
        sweptAt = at.getTime();
        await deadLetterAbandoned(db, at);
      }
      const claimed = await claimDueAttempts(db, now(), free);
      drained = claimed.length < free;
      queue.push(...claimed);
      pump();
      return !drained && wanted() >= trigger;
    },
    pollMs,
    onError,
  );
  const unsubscribe = (options.wakeups ?? onOutboxSignal)(() => {
    drained = false;
    loop.wake();
  });

  return {
    async stop() {
      await unsubscribe();
      await loop.stop();
      // Every claimed attempt is sent: a claim counted it, and the next claim would only see it once its lease ran out.
      pump();
      while (sending.size) await Promise.all([...sending]);
      while (writing || done.length) await write();
    },
  };
}
