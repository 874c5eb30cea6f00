import { randomUUID } from "node:crypto";
import type { Db } from "@/db/client";
import { OutboundClient, type ClientOptions } from "./client";
import type { JsonValue } from "./connector";
import { syncContext } from "./context";
import type { SourceDefinition } from "./definition";
import { describeError, FAULT_LABELS, faultReasonOf, oneLine, SourceConfigError, SourceFault, type FaultCode, type FaultReasonCode } from "./faults";
import { claimSource, pruneSyncRuns, recordBatch, recordFault, recordSuccess, type RunRetention } from "./state";

/**
 * Runs one source once: claim its lease, drive its connector, apply each batch through its sink with the batch's
 * checkpoint, and record the outcome. Never throws for an upstream problem: a fault is a result (recorded, and
 * shown in source health); only a database failure while recording escapes.
 */

export interface RunOptions {
  /** Who started it (stored on the run): cli | cron | qstash | interval | route | test. */
  trigger?: string;
  /** The run's clock (tests fix it). */
  now?: () => Date;
  env?: Record<string, string | undefined>;
  /** Client settings for every source of this call, over each source's own (tests: fetch, timeouts, short backoff). */
  client?: ClientOptions;
  /** Base URL per source id (tests: the replay server). */
  baseUrls?: Record<string, string>;
  signal?: AbortSignal;
  /** Progress lines (npm run sync prints them). */
  log?: (line: string) => void;
  /** How long a run's lease holds without a committed batch (default 15 minutes). */
  leaseMs?: number;
  /** Which run records of the source to keep after the run (default SYNC_RUN_RETENTION). */
  retention?: RunRetention;
}

export interface RunResult {
  source: string;
  runId: string | null;
  outcome: "succeeded" | "faulted" | "skipped";
  /** Fine fault code, its public reason code and label; null on success. */
  faultCode: FaultCode | null;
  reasonCode: FaultReasonCode | null;
  label: string | null;
  /** Operator-only detail (printed by the command, never served). */
  detail: string | null;
  resumedFrom: string | null;
  batches: number;
  requests: number;
  seen: number;
  added: number;
  changed: number;
  unchanged: number;
  ms: number;
}

const DEFAULT_LEASE_MS = 15 * 60_000;

export async function runSource(db: Db, def: SourceDefinition, options: RunOptions = {}): Promise<RunResult> {
  const started = Date.now();
  const at = (options.now ?? (() => new Date()))();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const runId = randomUUID();
  const log = options.log ?? (() => {});
  const result: RunResult = {
    source: def.id, runId, outcome: "succeeded", faultCode: null, reasonCode: null, label: null, detail: null,
    resumedFrom: null, batches: 0, requests: 0, seen: 0, added: 0, changed: 0, unchanged: 0, ms: 0,
  };
  const claim = await claimSource(db, def.id, runId, options.trigger ?? "cli", at, leaseMs);
  if (!claim.claimed) {
    return { ...result, runId: null, outcome: "skipped", detail: "another run of this source is in progress", ms: Date.now() - started };
  }
  result.resumedFrom = claim.resumedFrom;
  const client = new OutboundClient({ ...def.client, ...options.client, validators: claim.state.validators });
  const env = options.env ?? process.env;
  // The connector's requests stop when the caller's signal fires, or when a batch fails to apply while the connector
  // is reading ahead (the read in flight is then of no use).
  const stopReading = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stopReading.signal]) : stopReading.signal;
  try {
    if (def.configFault) throw new SourceFault("config_invalid", def.configFault);
    const missing = (def.connector.env ?? []).filter((e) => e.required && !env[e.name]);
    if (missing.length) throw new SourceFault("credentials_missing", `set ${missing.map((e) => e.name).join(", ")} (${missing.map((e) => e.purpose).join("; ")})`);
    let cursor = claim.state.cursor;
    if (cursor === null && def.initialCursor) cursor = await def.initialCursor(db);
    const ctx = syncContext({
      sourceId: def.id, cursor, checkpoint: claim.state.checkpoint, now: at, env, client, log,
      baseUrl: (options.baseUrls ?? baseUrlsFromEnv(env))[def.id] ?? def.baseUrl ?? def.connector.defaultBaseUrl,
      signal,
    });
    if (claim.state.checkpoint !== null) log(`${def.id}: resuming from the checkpoint of run ${claim.resumedFrom ?? "(unknown)"}`);
    const batches = def.connector.sync(ctx);
    let next: JsonValue | null;
    // Reading ahead (Connector.readAhead): the next batch is asked for before this one is applied. Batches are still
    // applied, each with its checkpoint, one at a time and in order; a fault met while reading ahead surfaces only
    // after the batch before it has committed, where a one-at-a-time loop would have met it.
    type Step = Awaited<ReturnType<typeof batches.next>>;
    let ahead: Promise<Step> | null = null;
    // The batch with the items the sink prepared (Sink.prepare) in place of the connector's.
    const prepared = async (step: Step): Promise<Step> =>
      step.done || !def.sink.prepare ? step : { done: false, value: { ...step.value, items: await def.sink.prepare(db, step.value.items) } };
    try {
      for (;;) {
        const preparedAhead = ahead !== null;
        const step = await (ahead ?? batches.next());
        ahead = null;
        if (step.done) {
          next = step.value;
          break;
        }
        let batch = step.value;
        if (def.connector.readAhead) {
          // The first batch is prepared before the next one is asked for: nothing is written until it is, and the
          // next page's parsing and derivation would otherwise hold the event loop in between.
          if (!preparedAhead && def.sink.prepare) batch = { ...batch, items: await def.sink.prepare(db, batch.items) };
          // The sink prepares the batch read ahead (Sink.prepare) as soon as it arrives, while this one is written.
          ahead = batches.next().then(prepared);
          ahead.catch(() => undefined); // awaited on the next turn; until then its rejection is not unhandled
        }
        const seen = batch.seen ?? batch.items.length;
        const counts = await def.sink.apply(db, batch.items, { sourceId: def.id, runId, at }, (tx, c) =>
          recordBatch(tx, def.id, runId, { checkpoint: batch.checkpoint, seen, ...c }, at, leaseMs),
        );
        result.batches++;
        result.seen += seen;
        result.added += counts.added;
        result.changed += counts.changed;
        result.unchanged += counts.unchanged;
        log(`${def.id}: batch ${result.batches} — ${seen} seen, ${counts.added} added, ${counts.changed} changed, ${counts.unchanged} unchanged`);
      }
    } finally {
      if (ahead) stopReading.abort(new Error("a batch before it failed to apply"));
      await batches.return(null).catch(() => undefined);
    }
    result.requests = client.requests;
    await recordSuccess(db, def.id, runId, { cursor: next, validators: client.receivedValidators(), seen: result.seen, requests: client.requests }, at);
  } catch (err) {
    const fault =
      err instanceof SourceFault
        ? err
        : options.signal?.aborted
          ? new SourceFault("interrupted", `stopped: ${describeError(options.signal.reason)}`)
          : new SourceFault("other", describeError(err));
    result.outcome = "faulted";
    result.faultCode = fault.code;
    result.reasonCode = faultReasonOf(fault.code);
    result.label = FAULT_LABELS[fault.code];
    result.detail = oneLine(fault.detail);
    result.requests = client.requests;
    await recordFault(db, def.id, runId, { code: fault.code, detail: result.detail }, client.requests, at);
  }
  await pruneSyncRuns(db, def.id, at, options.retention);
  result.ms = Date.now() - started;
  return result;
}

/**
 * SOURCE_BASE_URLS: {"<source id>": "<base URL>"} — points a source at a mirror or a replay server (the tests' kill
 * -9 child uses it); the configured upstream otherwise.
 */
export function baseUrlsFromEnv(env: Record<string, string | undefined>): Record<string, string> {
  if (!env.SOURCE_BASE_URLS) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(env.SOURCE_BASE_URLS);
  } catch (err) {
    throw new SourceConfigError(`SOURCE_BASE_URLS is not JSON (${(err as Error).message})`);
  }
  if (!parsed || typeof parsed !== "object" || Object.values(parsed).some((v) => typeof v !== "string")) {
    throw new SourceConfigError("SOURCE_BASE_URLS must be a JSON object of source id → base URL");
  }
  return parsed as Record<string, string>;
}

/** Runs sources one after another (sources that share a host share its pace anyway; nothing here is urgent). */
export async function runSources(db: Db, defs: SourceDefinition[], options: RunOptions = {}): Promise<RunResult[]> {
  const results: RunResult[] = [];
  for (const def of defs) {
    options.signal?.throwIfAborted();
    results.push(await runSource(db, def, options));
  }
  return results;
}

/** One line per result, for the command and the logs. */
export function resultLine(r: RunResult): string {
  const counts = `${r.seen} seen, ${r.added} added, ${r.changed} changed, ${r.unchanged} unchanged`;
  if (r.outcome === "skipped") return `${r.source}: skipped — ${r.detail}`;
  if (r.outcome === "succeeded") return `${r.source}: ok in ${(r.ms / 1000).toFixed(1)} s — ${counts}${r.resumedFrom ? " (resumed)" : ""}`;
  return `${r.source}: ${r.faultCode} (${r.reasonCode}) — ${r.label}${r.batches ? ` [${r.batches} batch(es) committed before it: ${counts}]` : ""}\n      ${r.detail}`;
}
