import path from "node:path";
import { CURATED_DATA_DIR } from "@/db/seed/curated-files";
import { lawSeedSchema } from "@/db/seed/schemas";
import { loadDataDir } from "@/lib/data-files/load-yaml";
import { mattersDir, readMatterFiles, MatterDataError } from "@/lib/enforcement/matter-file";
import { courtListenerConnector } from "./connectors/courtlistener";
import { openStatesConnector, type TrackedLawRecord } from "./connectors/open-states";
import type { SourceDefinition } from "./definition";
import { SourceConfigError } from "./faults";
import { draftsSink } from "./sinks/drafts";

/**
 * Sources over curated corpora read from their curated files (the rows a reviewer's acceptance patches): Open States
 * for the state bills behind AI-law records, CourtListener for the federal dockets behind enforcement matters. Both
 * only ever yield drafts (source_drafts); `npm run review` accepts or rejects them.
 */

export const OPEN_STATES_SOURCE_ID = "open-states";
export const COURTLISTENER_SOURCE_ID = "courtlistener";

/** Open States' default key tier allows 10 requests a minute and 250 a day (openstates/api-v3 api/auth.py). */
export const OPEN_STATES_DEFAULT_PER_MINUTE = 10;
/**
 * How long one Open States run may spend asking, at the key's pace: short enough for a serverless function (the cron
 * route's 300 s), and, at the default tier, 25 records a run × 6 runs a day = 150 requests a day, inside its 250.
 */
export const OPEN_STATES_RUN_SECONDS = 150;

/** OPEN_STATES_REQUESTS_PER_MINUTE: the key's tier (10 default, 40 bronze, 80 silver); the pace is one request per 60/n s. */
export function openStatesPerMinute(env: Record<string, string | undefined>): number {
  const raw = env.OPEN_STATES_REQUESTS_PER_MINUTE;
  if (!raw) return OPEN_STATES_DEFAULT_PER_MINUTE;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new SourceConfigError("OPEN_STATES_REQUESTS_PER_MINUTE must be a whole number of requests a minute (10 for Open States' default key tier)");
  return n;
}

export function openStatesSource(env: Record<string, string | undefined> = process.env, options: { lawsDir?: string; batchSize?: number; maxRecordsPerRun?: number } = {}): SourceDefinition {
  const dir = options.lawsDir ?? path.join(CURATED_DATA_DIR, "laws", "us-states");
  const perMinute = openStatesPerMinute(env);
  return {
    id: OPEN_STATES_SOURCE_ID,
    name: "Open States: the state bills behind AI-law records",
    group: "laws",
    upstreamUrl: "https://v3.openstates.org/docs",
    connector: openStatesConnector({
      records: () => loadDataDir(dir, lawSeedSchema) as TrackedLawRecord[],
      batchSize: options.batchSize,
      maxRecordsPerRun: options.maxRecordsPerRun ?? Math.floor((OPEN_STATES_RUN_SECONDS * perMinute) / 60),
    }) as SourceDefinition["connector"],
    sink: draftsSink({ refreshPending: true }) as SourceDefinition["sink"],
    enabled: true,
    // Each run checks the next slice of the tracked records (about 120 in all): six runs a day go round them once.
    everyHours: 4,
    maxSilenceHours: 48,
    // One request per 60/n seconds, plus a margin: Open States counts requests per clock minute.
    client: { minIntervalMs: Math.ceil(60_000 / perMinute) + 100 },
  };
}

export function courtListenerSource(_env: Record<string, string | undefined> = process.env, options: { mattersDir?: string } = {}): SourceDefinition {
  return {
    id: COURTLISTENER_SOURCE_ID,
    name: "CourtListener: the federal dockets behind enforcement matters",
    group: "enforcement",
    upstreamUrl: "https://www.courtlistener.com/help/api/rest/",
    connector: courtListenerConnector({
      matters: () => {
        const { rows, errors } = readMatterFiles(options.mattersDir ?? mattersDir());
        if (errors.length) throw new MatterDataError(errors);
        return rows;
      },
    }) as SourceDefinition["connector"],
    sink: draftsSink({ refreshPending: true }) as SourceDefinition["sink"],
    enabled: true,
    everyHours: 24,
    maxSilenceHours: 96,
    // CourtListener allows an authenticated account 5,000 requests an hour; one a second stays well inside it.
    client: { minIntervalMs: 1_000 },
  };
}
