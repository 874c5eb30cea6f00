// A separate writer process for the concurrency tests:
//   node --import tsx tests/support/ingest-writer.ts <prefix> <runs> <count> <batchSize>
// performs <runs> source runs of <count> synthetic laws against DATABASE_URL, each in statement batches.
import { openDatabase } from "@/db/client";
import { ingestSnapshot } from "@/lib/runtime/ingest";
import { syntheticSnapshot } from "./synthetic-laws";

async function main() {
  const [prefix = "w", runs = "1", count = "100", batchSize = "100"] = process.argv.slice(2);
  const handle = await openDatabase(process.env);
  try {
    for (let run = 0; run < Number(runs); run++) {
      const summary = await ingestSnapshot(handle.db, syntheticSnapshot(prefix, run, Number(count)), { batchSize: Number(batchSize) });
      process.stdout.write(`${prefix} run ${run}: inserted ${summary.inserted}, updated ${summary.updated}\n`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
