/**
 * Operator command: load the curated enforcement registry (db/seed/enforcement/matters/*.yaml and
 * monitored-sources.yaml) into the database now. Idempotent: unchanged matters are not written.
 *   npm run load-enforcement
 * On the embedded default it opens the PGlite folder, so stop the server first.
 */
import { loadEnforcementRegistry } from "@/lib/enforcement/load-registry";
import { MatterDataError } from "@/lib/enforcement/matter-file";
import { runOnDatabase } from "./support/operator-command";

void runOnDatabase(
  "load-enforcement",
  async (db) => {
    const s = await loadEnforcementRegistry(db);
    const m = s.matters;
    console.log(
      `${s.files} file(s), ${m.read} matter(s): ${m.inserted} inserted, ${m.updated} updated, ${m.unchanged} unchanged, ` +
        `${m.withdrawn} withdrawn, ${m.restored} restored; ${s.monitoredSources ?? 0} monitored source(s); citations ` +
        `${s.links.linked_ai_law} linked to AI-law records, ${s.links.linked_us_law} to US-law records, ${s.links.unlinked} unlinked.`,
    );
  },
  (err) =>
    err instanceof MatterDataError
      ? [
          ...err.errors.map((e) => `  ${e.file}${e.line ? `:${e.line}` : ""}${e.key ? ` (${e.key})` : ""}: ${e.message}`),
          `${err.errors.length} invalid row(s); nothing was loaded.`,
        ]
      : null,
);
