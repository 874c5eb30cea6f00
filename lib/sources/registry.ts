import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { federalRegisterConnector, FEDERAL_REGISTER_FLOOR } from "./connectors/federal-register";
import type { SourceDefinition } from "./definition";
import { courtListenerSource, openStatesPerMinute, openStatesSource } from "./registry-curated";
import { edgarSource } from "./registry-edgar";
import { enforcementSourceDefinitions } from "./registry-enforcement";
import { newsSourceDefinitions, readNewsFeeds } from "./registry-news";
import { SourceConfigError } from "./faults";
import { baseUrlsFromEnv } from "./run";
import { PRESIDENTIAL_INSTRUMENT_TYPES } from "@/lib/us-law/read-vocabulary";
import { ecfrSource, ecfrTitles, usCodeSource } from "./registry-us-law";
import { parseSnapshot, readChecksums, readSnapshotText } from "@/lib/us-law/snapshot";
import { usLawSink } from "./sinks/us-law";
import { FEDERAL_REGISTER_EDITION, PRESIDENTIAL_DOCUMENT_TYPES, type PresidentialDocumentType } from "./upstreams/federal-register/documents";

/**
 * Every source LexAtlas reads, in run order: the mechanical US-law corpora first, then the monitored agency
 * sources, EDGAR, and the configured news feeds. A new upstream is a connector plus one entry here.
 */

export const FEDERAL_REGISTER_SOURCE_ID = "federal-register";

export function federalRegisterSource(options: { types?: readonly PresidentialDocumentType[] } = {}): SourceDefinition {
  return {
    id: FEDERAL_REGISTER_SOURCE_ID,
    name: "Federal Register: presidential documents",
    group: "us-law",
    upstreamUrl: "https://www.federalregister.gov/developers/documentation/api/v1",
    connector: federalRegisterConnector(options.types) as SourceDefinition["connector"],
    sink: usLawSink({ runSource: "federal_register", origin: "www.federalregister.gov/api/v1/documents.json", edition: FEDERAL_REGISTER_EDITION }) as SourceDefinition["sink"],
    enabled: true,
    // The Federal Register publishes on federal business days; four reads a day see each issue the day it appears.
    everyHours: 6,
    maxSilenceHours: 48,
    client: { minIntervalMs: 1_000 },
    // A first run starts where the embedded corpus ends: the newest publication date of the presidential documents
    // it holds (that day is read again; re-reading is idempotent).
    async initialCursor(db: Db) {
      const [row] = rowsOf<{ since: string | null }>(
        await db.execute(sql`
          SELECT max(published_date)::text AS since FROM us_law_records
          WHERE instrument_type IN (SELECT jsonb_array_elements_text(${JSON.stringify(PRESIDENTIAL_INSTRUMENT_TYPES)}::jsonb))`),
      );
      return { since: row?.since ?? newestSnapshotPublication() ?? FEDERAL_REGISTER_FLOOR };
    },
  };
}

/**
 * The newest publication date in the committed presidential snapshots: where a first sync starts on a database
 * whose US-law corpus has not been loaded yet (the snapshot will bring everything up to that day). Remembered
 * against the snapshots' checksums (SHA256SUMS, a few lines): reading and checking both snapshots again costs
 * 15–20 ms on every run of the interval that starts before the corpus is loaded, and the answer changes only with them.
 */
function newestSnapshotPublication(): string | null {
  let checksums: string | null = null;
  try {
    const sums = readChecksums();
    checksums = PRESIDENTIAL_SNAPSHOTS.map((s) => sums[s] ?? "").join(" ");
  } catch {
    // No checksums: the snapshots cannot be read either (they are checked against them); nothing to remember.
  }
  if (checksums !== null && newestRemembered?.checksums === checksums) return newestRemembered.newest;
  let newest: string | null = null;
  let complete = true;
  for (const source of PRESIDENTIAL_SNAPSHOTS) {
    try {
      for (const row of parseSnapshot(readSnapshotText(source)).rows) {
        const published = row[4];
        if (typeof published === "string" && (!newest || published > newest)) newest = published;
      }
    } catch {
      // No snapshot (or a damaged one): the start-up loader reports it; the sync falls back to the floor.
      complete = false;
    }
  }
  // Only an answer read from both snapshots is remembered: a missing or damaged one is looked at again next time.
  if (checksums !== null && complete) newestRemembered = { checksums, newest };
  return newest;
}

const PRESIDENTIAL_SNAPSHOTS = ["executive_orders", "proclamations"] as const;
let newestRemembered: { checksums: string; newest: string | null } | null = null;

/** FEDERAL_REGISTER_TYPES: the presidential document types to read, comma-separated (default: all five). */
export function federalRegisterTypes(env: Record<string, string | undefined>): PresidentialDocumentType[] | undefined {
  if (!env.FEDERAL_REGISTER_TYPES) return undefined;
  const types = env.FEDERAL_REGISTER_TYPES.split(",").map((t) => t.trim()).filter(Boolean);
  const unknown = types.filter((t) => !(PRESIDENTIAL_DOCUMENT_TYPES as readonly string[]).includes(t));
  if (unknown.length || types.length === 0) {
    throw new SourceConfigError(`FEDERAL_REGISTER_TYPES "${env.FEDERAL_REGISTER_TYPES}": ${unknown.length ? `unknown ${unknown.join(", ")}` : "no type"}; use ${PRESIDENTIAL_DOCUMENT_TYPES.join(", ")}`);
  }
  return types as PresidentialDocumentType[];
}

/**
 * The source as the environment configures it (`configured`); when that configuration cannot be used, the source's
 * default (`fallback`) faulted config_invalid, so source health shows the fault and no run reads it.
 */
function configuredOrFaulted(configured: () => SourceDefinition, fallback: () => SourceDefinition): SourceDefinition {
  try {
    return configured();
  } catch (err) {
    if (!(err instanceof SourceConfigError)) throw err;
    return { ...fallback(), configFault: err.message };
  }
}

/**
 * What is wrong with this server's configuration of the live sources, one line each naming the variable (and file):
 * the start-up log and `npm run sync` print it once. The sources concerned are listed in source health with the
 * fault config_invalid and are not read until it is fixed.
 */
export function sourceConfigurationProblems(env: Record<string, string | undefined> = process.env): string[] {
  const problems: string[] = [];
  for (const check of [() => federalRegisterTypes(env), () => ecfrTitles(env), () => readNewsFeeds(env), () => openStatesPerMinute(env), () => baseUrlsFromEnv(env)]) {
    try {
      check();
    } catch (err) {
      if (!(err instanceof SourceConfigError)) throw err;
      problems.push(err.message);
    }
  }
  return problems;
}

/** Every source, enabled or not (source health lists them all; the schedulers run the enabled ones). */
export async function allSources(db: Db, env: Record<string, string | undefined> = process.env): Promise<SourceDefinition[]> {
  return [
    configuredOrFaulted(() => federalRegisterSource({ types: federalRegisterTypes(env) }), () => federalRegisterSource()),
    configuredOrFaulted(() => ecfrSource({ titles: ecfrTitles(env) }), () => ecfrSource()),
    usCodeSource(),
    ...(await enforcementSourceDefinitions(db)),
    edgarSource(env),
    ...newsSourceDefinitions(env),
    configuredOrFaulted(() => openStatesSource(env), () => openStatesSource({})),
    courtListenerSource(env),
  ];
}

/**
 * The sources a selector names: an id ("federal-register", "enforcement/ftc-press-releases") or a group
 * ("us-law", "enforcement", "disclosures", "news"); no selector = every enabled source. An unknown selector is an
 * error naming the known ones.
 */
export async function selectSources(db: Db, selectors: string[], env: Record<string, string | undefined> = process.env): Promise<SourceDefinition[]> {
  const all = await allSources(db, env);
  if (selectors.length === 0) return all.filter((s) => s.enabled);
  const out: SourceDefinition[] = [];
  for (const sel of selectors) {
    const hit = all.filter((s) => s.id === sel || s.group === sel);
    if (hit.length === 0) {
      const groups = [...new Set(all.map((s) => s.group))];
      throw new UnknownSourceError(`unknown source "${sel}": use one of ${[...groups, ...all.map((s) => s.id)].join(", ")}`);
    }
    for (const s of hit) if (!out.includes(s) && (s.enabled || s.id === sel)) out.push(s);
  }
  return out;
}

export class UnknownSourceError extends Error {}
