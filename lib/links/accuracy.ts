import { count, inArray, max, min } from "drizzle-orm";
import type { Db } from "@/db/client";
import { linkChecks, recordHistory } from "@/db/schema";
import { isoMicros } from "@/lib/db-time";
import { countState } from "./check-links";

/** The SPEC Part 2 Accuracy object, served as-is by GET /v1/accuracy. */
export interface Accuracy {
  api_version: "v1";
  source_health: {
    checked: number;
    live: number;
    confirmed_broken: number;
    unverified: number;
    /** Whole percent of checked links that are live; null until something has been checked. */
    live_pct: number | null;
    last_checked_at: string | null;
  };
  observations: { total: number; since: string | null };
}

/** Computed from the recorded link-check state, never estimated: an empty link_checks table reports nulls. */
export async function accuracyOf(db: Db): Promise<Accuracy> {
  const [health] = await db
    .select({
      checked: count(),
      live: countState("live"),
      confirmedBroken: countState("confirmed_broken"),
      unverified: countState("unverified"),
      lastCheckedAt: max(linkChecks.checkedAt),
    })
    .from(linkChecks);
  // Observations are the append-only history: one row per observed state (inserts and real changes), since the
  // first observation — of the AI-law dataset (US-law changes of live syncs share the table, not this figure).
  const [obs] = await db
    .select({ total: count(), since: isoMicros(min(recordHistory.observedAt)) })
    .from(recordHistory)
    .where(inArray(recordHistory.entity, ["law_record", "jurisdiction"]));

  const checked = Number(health?.checked ?? 0);
  const live = Number(health?.live ?? 0);
  return {
    api_version: "v1",
    source_health: {
      checked,
      live,
      confirmed_broken: Number(health?.confirmedBroken ?? 0),
      unverified: Number(health?.unverified ?? 0),
      // Rounded down so a dataset with any non-live link never shows 100.
      live_pct: checked > 0 ? Math.floor((live * 100) / checked) : null,
      last_checked_at: toIso(health?.lastCheckedAt ?? null),
    },
    observations: { total: Number(obs?.total ?? 0), since: obs?.since ?? null },
  };
}

function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
