import { ecfrConnector } from "./connectors/ecfr";
import { usCodeConnector } from "./connectors/us-code";
import type { SourceDefinition } from "./definition";
import { SourceConfigError } from "./faults";
import { usLawTitleSink } from "./sinks/us-law-titles";
import { retiredEcfrRecords } from "./upstreams/ecfr";
import { retiredUsCodeRecords } from "./upstreams/us-code";

/**
 * The code-title corpora of the US-law dataset: the CFR (eCFR versioner API) and the US Code (OLRC release points).
 * Both apply directly through the US-law import path, one whole title per batch.
 */

export const ECFR_SOURCE_ID = "ecfr";
export const US_CODE_SOURCE_ID = "us-code";

/** A title's structure or release-point zip is streamed, never held: the cap only bounds what one title may be. */
const TITLE_MAX_BYTES = 200 * 1024 * 1024;

/** ECFR_TITLES: the CFR titles the eCFR source reads, comma-separated (default: every title). */
export function ecfrTitles(env: Record<string, string | undefined>): number[] | undefined {
  if (!env.ECFR_TITLES) return undefined;
  const titles = env.ECFR_TITLES.split(",").map((t) => t.trim()).filter(Boolean);
  if (titles.length === 0 || titles.some((t) => !/^\d{1,2}$/.test(t) || Number(t) < 1 || Number(t) > 50)) {
    throw new SourceConfigError("ECFR_TITLES: use CFR title numbers 1–50, comma-separated (e.g. 1,3,40)");
  }
  return titles.map(Number);
}

export function ecfrSource(options: { titles?: readonly number[] } = {}): SourceDefinition {
  return {
    id: ECFR_SOURCE_ID,
    name: "eCFR: Code of Federal Regulations, every title",
    group: "us-law",
    upstreamUrl: "https://www.ecfr.gov/developers/documentation/api/v1",
    connector: ecfrConnector(options.titles) as SourceDefinition["connector"],
    sink: usLawTitleSink({ runSource: "ecfr", origin: "www.ecfr.gov/api/versioner/v1 structure", retire: retiredEcfrRecords }) as SourceDefinition["sink"],
    enabled: true,
    // eCFR is updated every federal business day; a daily read of titles.json (11 KB) sees each amendment the day
    // after it is published, and only amended titles are read whole.
    everyHours: 24,
    maxSilenceHours: 72,
    client: { minIntervalMs: 1_000, maxBytes: TITLE_MAX_BYTES },
  };
}

export function usCodeSource(): SourceDefinition {
  return {
    id: US_CODE_SOURCE_ID,
    name: "US Code: OLRC release points (USLM XML)",
    group: "us-law",
    upstreamUrl: "https://uscode.house.gov/download/download.shtml",
    connector: usCodeConnector() as SourceDefinition["connector"],
    sink: usLawTitleSink({ runSource: "us_code", origin: "uscode.house.gov release point", retire: retiredUsCodeRecords }) as SourceDefinition["sink"],
    enabled: true,
    // OLRC publishes a release point every few weeks, as laws are incorporated; a daily look at the download page
    // (conditional) costs one request when nothing is new.
    everyHours: 24,
    maxSilenceHours: 24 * 7,
    client: { minIntervalMs: 1_000, maxBytes: TITLE_MAX_BYTES },
  };
}
