/**
 * The committed US-law snapshot (db/snapshots/us-law) is a generated artefact: reading the upstream files in
 * ../shared/data again must give exactly the committed bytes, and the checksum file must name them. Engine-free, so it
 * runs in every pass (the full database import is tests/integration/us-law/import-full.test.ts, on Postgres).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileImporters } from "@/lib/us-law/import/registry";
import { FILE_SOURCES } from "@/lib/us-law/import/types";
import { sha256 } from "@/lib/data-files/checksums";
import { readChecksums, readSnapshotText, sourceReadFromFiles } from "@/lib/us-law/snapshot";

const DATA = path.resolve(__dirname, "../../../../shared/data");

describe("US-law snapshot", () => {
  it.each(FILE_SOURCES.map((s) => [s]))("%s: regenerating from the upstream files gives the committed bytes", (source) => {
    const sums = readChecksums();
    const read = sourceReadFromFiles(fileImporters[source], DATA);
    expect(read.inputSha256, source).toBe(sums[source]);
    expect(sha256(readSnapshotText(source)), source).toBe(sums[source]);
  }, 120_000);
});
