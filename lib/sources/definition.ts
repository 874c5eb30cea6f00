import type { Db } from "@/db/client";
import type { ClientOptions } from "./client";
import type { Connector, JsonValue } from "./connector";
import type { SourceGroup } from "./groups";
import type { Sink } from "./sink";

/**
 * A source: one connector wired to its sink, with what scheduling and health need. The registry
 * (lib/sources/registry.ts) lists them; the runner (lib/sources/run.ts) runs one.
 */
export interface SourceDefinition<TItem = unknown> {
  /** Stable id: "federal-register", "edgar", "enforcement/<id>", "news/<id>". */
  id: string;
  name: string;
  /** `npm run sync -- enforcement` runs a whole group. */
  group: SourceGroup;
  /** The upstream a reader can open (its home or documentation page); null when the configuration names none. */
  upstreamUrl: string | null;
  connector: Connector<TItem>;
  sink: Sink<TItem>;
  /** Overrides the connector's default base URL (a monitored source's own feed URL). */
  baseUrl?: string;
  /** false: listed in source health, never run by the scheduler (a person ran it or it is switched off). */
  enabled: boolean;
  /** The cadence the in-process interval and the cron route use: due when the last attempt is older than this. */
  everyHours: number;
  /** Past this long without a successful run the source is stale (a gap in monitoring). */
  maxSilenceHours: number;
  /** Client settings this upstream asks for (its pace, a contact in the User-Agent, a larger cap). */
  client?: Partial<ClientOptions>;
  /**
   * Set when this server's configuration of the source is invalid (an unreadable NEWS_FEEDS_FILE, an unknown
   * FEDERAL_REGISTER_TYPES entry): what is wrong, naming the variable and file, for operators. Every run is then the
   * fault config_invalid without a request, and source health shows that fault until the configuration is fixed.
   */
  configFault?: string;
  /** The cursor of a first run, when none is stored (e.g. the newest date the embedded corpus already holds). */
  initialCursor?(db: Db): Promise<JsonValue | null>;
}
