/**
 * A temporary copy of the curated data tree for the Open States and CourtListener connectors and the review flow,
 * and the replay routes that serve their recorded upstream responses. Tests patch this copy, never db/seed.
 *
 *   laws:        only the labelled fixture rows of tests/fixtures/curated/laws-open-states.yaml (two NY bills)
 *   matters:     every real matter file, plus the labelled fixture matter naming the recorded CourtListener docket
 *   disclosures: a copy of the real risk-factors.yaml
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Db } from "@/db/client";
import { lawSeedSchema } from "@/db/seed/schemas";
import { loadDataDir } from "@/lib/data-files/load-yaml";
import { loadEnforcementRegistry } from "@/lib/enforcement/load-registry";
import { ingestSnapshot } from "@/lib/runtime/ingest";
import type { CuratedPaths } from "@/lib/review/paths";
import { fixtureText, type ReplayRoute } from "./replay-server";

const repo = path.resolve(__dirname, "../..");
const FIXTURES = path.resolve(__dirname, "../fixtures/curated");

export const FIXTURE_LAW_KEY = "new-york:A10001 (test fixture)";
export const FIXTURE_QUIET_LAW_KEY = "new-york:S8713 (test fixture)";
export const FIXTURE_MATTER_KEY = "test-fixture-nvlsp-v-united-states";

export interface CuratedTree {
  root: string;
  paths: CuratedPaths;
  /** The folder the Open States source reads (laws/us-states of the copy). */
  stateLawsDir: string;
  lawFile: string;
  matterFile: string;
  remove(): void;
}

export function curatedTree(): CuratedTree {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-curated-"));
  const lawsDir = path.join(root, "db", "seed", "data", "laws");
  const stateLawsDir = path.join(lawsDir, "us-states");
  const mattersDir = path.join(root, "db", "seed", "enforcement", "matters");
  const disclosuresFile = path.join(root, "db", "seed", "disclosures", "risk-factors.yaml");
  fs.mkdirSync(stateLawsDir, { recursive: true });
  fs.mkdirSync(path.dirname(disclosuresFile), { recursive: true });
  fs.cpSync(path.join(repo, "db", "seed", "enforcement", "matters"), mattersDir, { recursive: true });
  const lawFile = path.join(stateLawsDir, "new-york.test-fixture.yaml");
  const matterFile = path.join(mattersDir, "zz-test-fixture.yaml");
  fs.copyFileSync(path.join(FIXTURES, "laws-open-states.yaml"), lawFile);
  fs.copyFileSync(path.join(FIXTURES, "matter-courtlistener.yaml"), matterFile);
  fs.copyFileSync(path.join(repo, "db", "seed", "disclosures", "risk-factors.yaml"), disclosuresFile);
  return {
    root,
    paths: { root, lawsDir, billsDir: path.join(repo, "db", "seed", "data", "bills"), mattersDir, disclosuresFile },
    stateLawsDir,
    lawFile,
    matterFile,
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

/** The copy's law rows, as the seed would ingest them. */
export function treeLawRows(tree: CuratedTree) {
  return loadDataDir(tree.paths.lawsDir, lawSeedSchema, { cacheDir: null });
}

/** Puts the copy's fixture rows in the database the way a start-up seed and registry load would. */
export async function loadTree(db: Db, tree: CuratedTree) {
  const laws = treeLawRows(tree);
  const summary = await ingestSnapshot(db, { source: "test:curated-tree", jurisdictions: [], laws: laws.map((value, index) => ({ index, line: null, value })) });
  if (summary.errors.length) throw new Error(`fixture laws rejected: ${JSON.stringify(summary.errors)}`);
  return { laws: summary, matters: await loadEnforcementRegistry(db, { mattersDir: tree.paths.mattersDir, monitoredSourcesFile: null }) };
}

const json = (value: unknown) => ({ body: JSON.stringify(value), headers: { "content-type": "application/json" } });

// Open States: the recorded `results` of GET /bills (New York, "legal aid"), in the envelope api-v3 declares
// (PaginationMeta; the recording kept only `results`, see the fixture's NOTE.md — the numbers are ours).
export function openStatesResults(): Record<string, unknown>[] {
  return (JSON.parse(fixtureText("open-states/bills-search-results-ny-2025-2026.json")) as Record<string, Record<string, unknown>[]>)["New York:2025-2026:legal aid"]!;
}
export const openStatesPage = (results: unknown[]) => ({ results, pagination: { per_page: 20, page: 1, max_page: 1, total_items: results.length } });

export function openStatesRoutes(): ReplayRoute[] {
  const results = openStatesResults();
  return [
    { path: "/bills", query: { identifier: "A 10001" }, respond: json(openStatesPage(results)) },
    { path: "/bills", query: { identifier: "S 8713" }, respond: json(openStatesPage(results)) },
  ];
}

// CourtListener: the recorded v4 cursor envelope with recorded objects of the endpoint under test in it (NOTE.md): the
// documented docket 4214664, and docket entry 140 of the recorded docket-alert delivery in its REST form (the docket
// linked by URL). The second page's `next` link is ours: the recorded cursor token on the docket-entries path.
export const COURTLISTENER_CURSOR = "cD0yODAwMDQw";
const recordedEnvelope = () => JSON.parse(fixtureText("courtlistener/recap-fetch-page-cursor.json")) as Record<string, unknown>;
export const courtListenerPage = (results: unknown[], next: string | null) => ({ ...recordedEnvelope(), results, next });
export const courtListenerDocket = () => JSON.parse(fixtureText("courtlistener/docket-4214664.json")) as Record<string, unknown>;
export function courtListenerEntries(): Record<string, unknown>[] {
  const alert = JSON.parse(fixtureText("courtlistener/docket-alert-webhook.json")) as { payload: { results: Record<string, unknown>[] } };
  return alert.payload.results.map((e) => ({ ...e, docket: "https://www.courtlistener.com/api/rest/v4/dockets/4214664/" }));
}

export function courtListenerRoutes(entriesPage: ReplayRoute["respond"] = json(courtListenerPage(courtListenerEntries(), `https://www.courtlistener.com/api/rest/v4/docket-entries/?cursor=${COURTLISTENER_CURSOR}&docket=4214664&order_by=-date_filed`))): ReplayRoute[] {
  return [
    { path: "/api/rest/v4/dockets/", query: { court: "dcd", docket_number: "1:16-cv-00745" }, respond: json(courtListenerPage([courtListenerDocket()], null)) },
    // Every other matter's docket: not found (an empty page), so only the fixture matter has entries.
    { path: "/api/rest/v4/dockets/", respond: json(courtListenerPage([], null)) },
    { path: "/api/rest/v4/docket-entries/", query: { docket: "4214664", cursor: COURTLISTENER_CURSOR }, respond: json(courtListenerPage([], null)) },
    { path: "/api/rest/v4/docket-entries/", query: { docket: "4214664" }, respond: entriesPage },
  ];
}
