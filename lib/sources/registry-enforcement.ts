import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { enforcementMonitoredSources } from "@/db/schema";
import type { AdapterName } from "@/lib/enforcement/monitored-sources";
import { agencyFeedConnector, type AgencyFeedItem } from "./connectors/agency-feed";
import type { SourceDefinition } from "./definition";
import { enforcementDraftsSink } from "./sinks/enforcement-drafts";

/**
 * The monitored agency and court sources as live sources, one per row of enforcement_monitored_sources (loaded
 * from db/seed/enforcement/monitored-sources.yaml at start-up): id "enforcement/<id>", group "enforcement".
 */

export const ENFORCEMENT_PREFIX = "enforcement/";

export async function enforcementSourceDefinitions(db: Db, filter: { ids?: string[]; enabledOnly?: boolean } = {}): Promise<SourceDefinition<AgencyFeedItem>[]> {
  const s = enforcementMonitoredSources;
  const rows = await db
    .select()
    .from(s)
    .where(filter.ids ? inArray(s.id, filter.ids.map((id) => id.replace(ENFORCEMENT_PREFIX, ""))) : filter.enabledOnly ? eq(s.isEnabled, true) : undefined)
    .orderBy(asc(s.id));
  return rows.map((row) => ({
    id: `${ENFORCEMENT_PREFIX}${row.id}`,
    name: row.name,
    group: "enforcement",
    upstreamUrl: row.url,
    connector: agencyFeedConnector({ url: row.url, adapter: row.adapter as AdapterName }),
    sink: enforcementDraftsSink(row),
    baseUrl: row.url,
    enabled: row.isEnabled,
    // Read a few times within the silence window, so one failed read does not make the source stale.
    everyHours: Math.max(1, Math.min(24, Math.floor(row.maxSilenceHours / 3))),
    maxSilenceHours: row.maxSilenceHours,
    client: { timeoutMs: 20_000, maxBytes: 5 * 1024 * 1024 },
  }));
}
