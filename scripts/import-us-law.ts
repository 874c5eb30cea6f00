// `npm run import-us-law -- <source…>|all [--data <dir>] [--from-snapshot] [--batch-size <n>]`: one source run per
// source into the configured database (see docs/operations.md, "The US-law corpus: built once, loaded everywhere").
// `snapshot` regenerates db/snapshots/us-law from the upstream files instead (no database).
//
// Exit status: 0 committed cleanly; 1 committed, some rows rejected (listed with file and line); 2 failed (nothing
// of the failing run was written).
import { parseArgs } from "node:util";
import { DataFolderInUseError, openDatabase } from "@/db/client";
import { CLI_SOURCES, DEFAULT_DATA_DIR, importSources, regenerateSnapshots } from "@/lib/us-law/import/cli";
import type { UsLawSource } from "@/lib/us-law/import/types";

const USAGE = `usage: npm run import-us-law -- <source…> [--data <dir>] [--from-snapshot] [--batch-size <n>]
       npm run import-us-law -- snapshot [--data <dir>]
  <source>         ${Object.keys(CLI_SOURCES).join(" | ")} | all
  --data <dir>     the upstream data folder (default ${DEFAULT_DATA_DIR})
  --from-snapshot  read db/snapshots/us-law instead of the upstream files
  --batch-size n   records per staging statement (default 5000)
  snapshot         rewrite db/snapshots/us-law/*.ndjson.gz and SHA256SUMS from the upstream files`;

const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      data: { type: "string" },
      "from-snapshot": { type: "boolean" },
      "batch-size": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help || positionals.length === 0) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const dataDir = values.data ?? DEFAULT_DATA_DIR;
  if (positionals.length === 1 && positionals[0] === "snapshot") {
    regenerateSnapshots(dataDir, log);
    return 0;
  }
  const names = positionals.includes("all") ? Object.keys(CLI_SOURCES) : positionals;
  const unknown = names.filter((n) => !(n in CLI_SOURCES));
  if (unknown.length) {
    console.error(`unknown source(s): ${unknown.join(", ")}\n${USAGE}`);
    return 2;
  }
  const batchSize = values["batch-size"] ? Number(values["batch-size"]) : undefined;
  if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0)) {
    console.error("--batch-size must be a positive integer");
    return 2;
  }
  const handle = await openDatabase(process.env).catch((err: Error) => {
    if (err instanceof DataFolderInUseError) {
      throw new Error(`nothing was written. ${err.message}\nStop the server first: the embedded database belongs to one process.`);
    }
    throw err;
  });
  try {
    const sources = names.map((n) => CLI_SOURCES[n]!) as UsLawSource[];
    const runs = await importSources(handle.db, sources, { dataDir, fromSnapshot: values["from-snapshot"] ?? false, batchSize, log });
    return runs.some((r) => r.errors.length) ? 1 : 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`import-us-law failed (the failing run was rolled back): ${err instanceof Error ? err.message : String(err)}`);
    process.exit(2);
  },
);
