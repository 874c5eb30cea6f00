import path from "node:path";
import { getDb } from "@/lib/runtime/database";
import { loadEnforcementRegistry, type LoadEnforcementSummary } from "@/lib/enforcement/load-registry";
import { matterUidFor, readMatterFiles, type MatterRow } from "@/lib/enforcement/matter-file";

export const SAMPLE_MATTERS_FILE = path.resolve(__dirname, "../fixtures/enforcement/matters.sample.yaml");
export const FEED_FIXTURES = path.resolve(__dirname, "../fixtures/enforcement/feeds");

/**
 * Loads the labelled fixture set as the whole registry: the matters folder is pointed at a path that does not exist,
 * so whatever the real data folder holds (if the integrator seeds it) is withdrawn and these rows are all a test sees.
 */
export async function loadSampleRegistry(extraFiles: string[] = []): Promise<LoadEnforcementSummary> {
  const { db } = await getDb();
  return loadEnforcementRegistry(db, { mattersDir: path.resolve(__dirname, "../fixtures/enforcement/no-such-folder"), extraMatterFiles: [SAMPLE_MATTERS_FILE, ...extraFiles] });
}

export function sampleRows(): MatterRow[] {
  return readMatterFiles(path.resolve(__dirname, "../fixtures/enforcement/no-such-folder"), [SAMPLE_MATTERS_FILE]).rows;
}

export const uidOf = matterUidFor;
