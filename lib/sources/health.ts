import type { Db } from "@/db/client";
import { syncSources } from "@/db/schema";
import type { SourceDefinition } from "./definition";
import { servedFault, type FaultCode, type FaultReasonCode } from "./faults";
import { allSources } from "./registry";

/**
 * Source health (GET /sources and the website's status page): every source the registry knows, with its last
 * successful read, its last fault (codes and our fixed label — never raw text), its lag and whether it is stale.
 *
 *   lag_hours = hours since the last successful read (null: never read). It measures our monitoring, not the
 *               upstream: a source can be current with an upstream that published nothing.
 *   is_stale  = never read successfully, or lag_hours > max_silence_hours: a gap in monitoring, shown, never hidden.
 */

export interface SourceHealth {
  id: string;
  name: string;
  group: string;
  upstream_url: string | null;
  is_enabled: boolean;
  /** The environment variables the source reads; configured is false when a required one is unset or the configuration is invalid. */
  requires_env: string[];
  configured: boolean;
  every_hours: number;
  max_silence_hours: number;
  last_attempt_at: string | null;
  last_success_at: string | null;
  lag_hours: number | null;
  is_stale: boolean;
  last_fault_reason_code: FaultReasonCode | null;
  last_fault_code: FaultCode | null;
  last_fault_label: string | null;
  last_fault_at: string | null;
  items_seen_last_run: number | null;
}

export interface SourceHealthFilter {
  group?: string[];
  is_stale?: boolean;
  is_enabled?: boolean;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function sourceHealthOf(def: SourceDefinition, state: typeof syncSources.$inferSelect | undefined, now: Date, env: Record<string, string | undefined>): SourceHealth {
  const success = state?.lastSuccessAt ? new Date(state.lastSuccessAt) : null;
  const lag = success ? (now.getTime() - success.getTime()) / 3_600_000 : null;
  // An invalid configuration is the source's fault now, whatever its last run found: no run reads it until it is fixed.
  const code = def.configFault ? "config_invalid" : (state?.lastFaultCode ?? null);
  const faultAt = def.configFault && state?.lastFaultCode !== "config_invalid" ? null : (state?.lastFaultAt ?? null);
  const required = (def.connector.env ?? []).filter((e) => e.required);
  return {
    id: def.id,
    name: def.name,
    group: def.group,
    upstream_url: def.upstreamUrl,
    is_enabled: def.enabled,
    requires_env: (def.connector.env ?? []).map((e) => e.name),
    configured: !def.configFault && required.every((e) => Boolean(env[e.name])),
    every_hours: def.everyHours,
    max_silence_hours: def.maxSilenceHours,
    last_attempt_at: iso(state?.lastAttemptAt ?? null),
    last_success_at: iso(success),
    lag_hours: lag === null ? null : Math.round(lag * 10) / 10,
    is_stale: lag === null || lag > def.maxSilenceHours,
    ...servedFault(code),
    last_fault_at: iso(faultAt),
    items_seen_last_run: state?.itemsSeenLastRun ?? null,
  };
}

export async function listSourceHealth(db: Db, filter: SourceHealthFilter = {}, options: { now?: Date; env?: Record<string, string | undefined> } = {}) {
  const env = options.env ?? process.env;
  const now = options.now ?? new Date();
  const [defs, states] = await Promise.all([allSources(db, env), db.select().from(syncSources)]);
  const byId = new Map(states.map((s) => [s.id, s]));
  const data = defs
    .map((def) => sourceHealthOf(def, byId.get(def.id), now, env))
    .filter((h) => (!filter.group || filter.group.includes(h.group)) && (filter.is_stale === undefined || h.is_stale === filter.is_stale) && (filter.is_enabled === undefined || h.is_enabled === filter.is_enabled));
  return {
    data,
    meta: {
      total: data.length,
      count: data.length,
      stale: data.filter((d) => d.is_stale).length,
      faulted: data.filter((d) => d.last_fault_code !== null).length,
      notice:
        "A stale source is a gap in our monitoring (not read successfully within its own max_silence_hours), never a sign " +
        "that the upstream published nothing. lag_hours counts from our last successful read.",
    },
  };
}
