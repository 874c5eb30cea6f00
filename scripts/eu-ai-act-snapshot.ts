// `npm run eu-ai-act-snapshot [-- --data <dir>]`: rewrites db/snapshots/eu-ai-act/provisions.ndjson.gz and its
// SHA256SUMS from the reference files (default ../shared/data/eu-ai-act). No database. See docs/data.md, "EU AI
// Act provisions".
import { parseArgs } from "node:util";
import { euAiActDataDir } from "@/lib/eu-ai-act/import";
import { euAiActSnapshotFile, writeEuAiActSnapshot } from "@/lib/eu-ai-act/snapshot";

const { values } = parseArgs({ options: { data: { type: "string" }, help: { type: "boolean", short: "h" } } });
if (values.help) {
  console.error("usage: npm run eu-ai-act-snapshot [-- --data <dir>]   (default dir: ../shared/data/eu-ai-act)");
  process.exit(0);
}
try {
  const dir = values.data ?? euAiActDataDir();
  const { rows, bytes, sha256 } = writeEuAiActSnapshot(dir);
  console.error(`wrote ${euAiActSnapshotFile()}: ${rows} provisions, ${bytes.toLocaleString()} bytes gzipped, sha256 ${sha256}`);
} catch (err) {
  console.error(`nothing written: ${(err as Error).message}`);
  process.exit(2);
}
