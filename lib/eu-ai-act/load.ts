import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { euAiActImports, euAiActProvisions } from "@/db/schema";
import { buildEuAiActProvisions, euAiActDataDir, EU_AI_ACT_CELEX, provisionsDigest, type ProvisionRow } from "./import";
import { euAiActSnapshotExists, readEuAiActSnapshot } from "./snapshot";

export interface LoadResult {
  status: "imported" | "unchanged" | "source_missing";
  /** Where the rows came from: the reference files, or the committed snapshot when the files are absent. */
  from: "reference_files" | "snapshot" | null;
  rows: number;
  ms: number;
}

export interface LoadOptions {
  /** The reference-data folder (default ../shared/data/eu-ai-act from the project root). */
  dir?: string;
  /** The project root holding db/snapshots/eu-ai-act (default the working directory). */
  snapshotRoot?: string;
  /**
   * When neither the folder nor the snapshot exists: "throw" (default, loud) or "warn" (keep what the database holds
   * and log). A present folder with wrong counts, or a snapshot that fails its checksum, always throws.
   */
  ifSourceMissing?: "throw" | "warn";
}

// Rows per INSERT: the whole regulation in one statement (806 rows × 18 columns is far below Postgres's 65,535
// bind parameters), measured faster than 200-row chunks on PGlite.
const CHUNK = 3_000;

/**
 * Start-up loader: builds the rows from the reference files and writes them only when they differ from what was
 * last imported (a digest per CELEX), so calling it on every start is idempotent and cheap (a file read, a hash and
 * one query when nothing changed). A change replaces the regulation's rows in one transaction, under an advisory
 * lock so two instances starting together do not both write.
 */
export async function loadEuAiActProvisions(db: Db, options: LoadOptions = {}): Promise<LoadResult> {
  const started = performance.now();
  const dir = options.dir ?? euAiActDataDir();
  // The reference files when present (the source of truth, checked count by count); otherwise the snapshot built
  // from them, which a fresh clone has.
  const from = fs.existsSync(/* turbopackIgnore: true */ dir) ? "reference_files" : euAiActSnapshotExists(options.snapshotRoot) ? "snapshot" : null;
  if (from === null) {
    if ((options.ifSourceMissing ?? "throw") === "throw") {
      throw new Error(`EU AI Act import: neither the reference data folder ${dir} nor the snapshot in db/snapshots/eu-ai-act exists.`);
    }
    console.warn(`[lexatlas] EU AI Act provisions not (re)imported: neither ${dir} nor db/snapshots/eu-ai-act exists; serving what the database holds.`);
    return { status: "source_missing", from, rows: 0, ms: Math.round(performance.now() - started) };
  }
  const rows = from === "reference_files" ? buildEuAiActProvisions(dir) : readEuAiActSnapshot(options.snapshotRoot);
  const digest = provisionsDigest(rows);
  if ((await currentDigest(db)) === digest) {
    return { status: "unchanged", from, rows: rows.length, ms: Math.round(performance.now() - started) };
  }
  const wrote = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('lexatlas:eu-ai-act-import'))`);
    if ((await currentDigest(tx as Db)) === digest) return false; // another instance got there first
    await writeProvisions(tx as Db, rows, digest);
    return true;
  });
  return { status: wrote ? "imported" : "unchanged", from, rows: rows.length, ms: Math.round(performance.now() - started) };
}

async function currentDigest(db: Db): Promise<string | null> {
  const [row] = await db.select({ digest: euAiActImports.digest }).from(euAiActImports).where(eq(euAiActImports.celex, EU_AI_ACT_CELEX));
  return row?.digest ?? null;
}

async function writeProvisions(db: Db, rows: ProvisionRow[], digest: string): Promise<void> {
  await db.delete(euAiActProvisions).where(eq(euAiActProvisions.celex, EU_AI_ACT_CELEX));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(euAiActProvisions).values(rows.slice(i, i + CHUNK).map((r) => ({ ...r, retrievedAt: new Date(r.retrievedAt) })));
  }
  await db
    .insert(euAiActImports)
    .values({ celex: EU_AI_ACT_CELEX, digest, rowCount: rows.length })
    .onConflictDoUpdate({ target: euAiActImports.celex, set: { digest, rowCount: rows.length, importedAt: sql`now()` } });
}
