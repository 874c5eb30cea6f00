import type { Db } from "@/db/client";
import { enforcementSourceDefinitions } from "@/lib/sources/registry-enforcement";
import { runSources, type RunResult } from "@/lib/sources/run";
import type { FaultReasonCode } from "@/lib/sources/faults";

/**
 * npm run poll-enforcement: reads every enabled monitored source once through the live-sources runner
 * (lib/sources/run.ts: shared client, run records, source health), turning new items that mention AI into drafts
 * (status pending: never published automatically). On a machine without internet access the honest outcome is
 * egress_unavailable on every networked source; sources without a reader record adapter_missing. The same sources
 * run under `npm run sync -- enforcement` and the schedulers.
 */

export interface PollOptions {
  fetchImpl?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
  /** Only these sources (default: every enabled one). */
  sourceIds?: string[];
}

export interface SourcePollResult {
  id: string;
  /** skipped: another run of the source was in progress. */
  outcome: "read" | "fault" | "skipped";
  /** The SPEC's public reason code (the finer fault code is in fault_code). */
  reason_code: FaultReasonCode | null;
  fault_code: string | null;
  label: string | null;
  /** Operator-only detail (printed by the command, never served). */
  detail: string | null;
  items: number;
  ai_items: number;
  drafts_created: number;
}

export async function pollEnforcementSources(db: Db, options: PollOptions = {}): Promise<SourcePollResult[]> {
  const defs = await enforcementSourceDefinitions(db, options.sourceIds ? { ids: options.sourceIds } : { enabledOnly: true });
  const results = await runSources(db, defs, {
    trigger: "cli",
    now: options.now,
    client: { ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}), ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) },
  });
  return results.map(pollResultOf);
}

function pollResultOf(r: RunResult): SourcePollResult {
  const id = r.source.replace(/^enforcement\//, "");
  if (r.outcome !== "faulted") {
    return { id, outcome: r.outcome === "skipped" ? "skipped" : "read", reason_code: null, fault_code: null, label: null, detail: r.detail, items: r.seen, ai_items: r.added + r.unchanged, drafts_created: r.added };
  }
  return { id, outcome: "fault", reason_code: r.reasonCode, fault_code: r.faultCode, label: r.label, detail: r.detail, items: 0, ai_items: 0, drafts_created: 0 };
}
