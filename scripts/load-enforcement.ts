/**
 * Operator command: load the curated enforcement registry (db/seed/enforcement/matters/*.yaml and
 * monitored-sources.yaml) into the database now. Idempotent: unchanged matters are not written.
 *   npm run load-enforcement
 * On the embedded default it opens the PGlite folder, so stop the server first.
 */
import { DataFolderInUseError, openDatabase, type DbHandle } from "@/db/client";
import { loadEnforcementRegistry } from "@/lib/enforcement/load-registry";
import { MatterDataError } from "@/lib/enforcement/matter-file";

async function main() {
  let handle: DbHandle | null = null;
  try {
    handle = await openDatabase();
    const s = await loadEnforcementRegistry(handle.db);
    const m = s.matters;
    console.log(
      `${s.files} file(s), ${m.read} matter(s): ${m.inserted} inserted, ${m.updated} updated, ${m.unchanged} unchanged, ` +
        `${m.withdrawn} withdrawn, ${m.restored} restored; ${s.monitoredSources ?? 0} monitored source(s); citations ` +
        `${s.links.linked_ai_law} linked to AI-law records, ${s.links.linked_us_law} to US-law records, ${s.links.unlinked} unlinked.`,
    );
  } catch (err) {
    if (err instanceof MatterDataError) {
      for (const e of err.errors) console.error(`  ${e.file}${e.line ? `:${e.line}` : ""}${e.key ? ` (${e.key})` : ""}: ${e.message}`);
      console.error(`load-enforcement: ${err.errors.length} invalid row(s); nothing was loaded.`);
      process.exit(1);
    }
    if (err instanceof DataFolderInUseError) {
      console.error(`load-enforcement: ${err.message}`);
      process.exit(1);
    }
    throw err;
  } finally {
    await handle?.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
