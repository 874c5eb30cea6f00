/**
 * Operator command: read the monitored enforcement sources once.
 *   npm run poll-enforcement                 every enabled source
 *   npm run poll-enforcement -- --source ftc-press-releases [--source …] [--timeout 20000]
 * Items that mention AI become drafts awaiting review (npm run review-enforcement); nothing is published
 * automatically. The same sources run under `npm run sync -- enforcement` and the schedulers (docs/sources.md). Each source's outcome (read, or a fault with its reason code) is recorded and shown at
 * GET /v1/enforcement/sources. On the embedded default it opens the PGlite folder, so stop the server first.
 */
import { parseArgs } from "node:util";
import { loadMonitoredSources, readMonitoredSources } from "@/lib/enforcement/monitored-sources";
import { pollEnforcementSources } from "@/lib/enforcement/poll";
import { runOnDatabase } from "./support/operator-command";

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { source: { type: "string", multiple: true }, timeout: { type: "string" } },
});
const timeoutMs = values.timeout ? Number(values.timeout) : undefined;
if (timeoutMs !== undefined && !(timeoutMs > 0)) {
  console.error("poll-enforcement: --timeout must be a positive number of milliseconds");
  process.exit(2);
}
void runOnDatabase("poll-enforcement", async (db) => {
  // The configuration file is the truth; refresh it so a new or disabled source takes effect now.
  await loadMonitoredSources(db, readMonitoredSources());
  const results = await pollEnforcementSources(db, { sourceIds: values.source, timeoutMs });
  if (results.length === 0) console.log("No enabled monitored source matched.");
  for (const r of results) {
    if (r.outcome === "read") console.log(`  ${r.id}: read ${r.items} item(s), ${r.ai_items} mention AI, ${r.drafts_created} new draft(s)`);
    else if (r.outcome === "skipped") console.log(`  ${r.id}: skipped — ${r.detail}`);
    else console.log(`  ${r.id}: ${r.fault_code} (${r.reason_code}) — ${r.label}\n      ${r.detail}`);
  }
  const faults = results.filter((r) => r.outcome === "fault").length;
  console.log(`${results.length - faults} source(s) read, ${faults} fault(s). Review drafts with: npm run review-enforcement -- list`);
});
