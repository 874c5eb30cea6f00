// `npm run ingest -- <source> [--server <url>] [--batch-size <n>]`: one source run (see docs/operations.md, "Ingest",
// and docs/architecture.md, "Ingest and the change feed"). <source> is `seed`, a snapshot file (JSON) or an https URL.
//
// Exit status: 0 committed cleanly; 1 committed, some rows rejected (listed); 2 failed (unreadable source, database
// busy or failing, server refused): a failed run is rolled back whole, nothing of it is written.
import fs from "node:fs";
import { parseArgs } from "node:util";
import { DataFolderInUseError } from "@/db/client";
import { openRuntimeDatabase as openDatabase } from "@/lib/runtime/database";
import { embeddedAdminToken } from "@/lib/ingest/admin";
import { exitCodeOf, progressLine, summaryLines } from "@/lib/ingest/report";
import type { IngestProgress, IngestSummary } from "@/lib/ingest/run";
import { ingestSnapshot } from "@/lib/runtime/ingest";
import { isReadableUrl, loadSource, SourceError } from "@/lib/ingest/snapshot";

const USAGE = `usage: npm run ingest -- <source> [--server <url>] [--batch-size <n>]
  <source>        seed | path/to/snapshot.json | https://host/snapshot.json
  --server <url>  run inside a running server (required in embedded mode while it runs), e.g. http://127.0.0.1:3000;
                  authenticates with ADMIN_TOKEN (embedded mode: the token the server keeps in .data/admin-token)
  --batch-size n  records per statement batch (default 1000)`;

class Failure extends Error {}

function printProgress(p: IngestProgress) {
  process.stderr.write(`${progressLine(p)}\n`);
}

function finish(summary: IngestSummary): number {
  for (const line of summaryLines(summary)) console.log(line);
  return exitCodeOf(summary);
}

async function runLocally(source: string, batchSize: number | undefined): Promise<number> {
  // Read and parse the source before opening the database: a bad source fails fast and writes nothing.
  const snapshot = await loadSource(source);
  process.stderr.write(`ingest: ${snapshot.source}: ${snapshot.jurisdictions.length} jurisdiction rows, ${snapshot.laws.length} law rows\n`);
  const handle = await openDatabase(process.env).catch((err) => {
    if (err instanceof DataFolderInUseError) {
      throw new Failure(
        `nothing was written. ${err.message}\n\nThe server owns the embedded database. Run the ingest inside it instead:\n` +
          `  npm run ingest -- ${source} --server http://127.0.0.1:${process.env.PORT || 3000}`,
      );
    }
    throw err;
  });
  try {
    const summary = await ingestSnapshot(handle.db, snapshot, { batchSize, onProgress: printProgress }).catch((err: Error) => {
      throw new Failure(`the source run was rolled back, nothing was written: ${err.message.split("\n")[0]}`);
    });
    return finish(summary);
  } finally {
    await handle.close();
  }
}

/** The body the internal endpoint takes: the server never reads a path we name, so a file travels as its text. */
function requestBody(source: string): Record<string, string> {
  if (source === "seed" || isReadableUrl(source)) return { source };
  let content: string;
  try {
    content = fs.readFileSync(source, "utf8");
  } catch (err) {
    throw new Failure(`cannot read ${source}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  return { source: `file:${source.split(/[\\/]/).pop()}`, content };
}

async function runOnServer(server: string, source: string): Promise<number> {
  const token = process.env.ADMIN_TOKEN || embeddedAdminToken();
  const url = `${server.replace(/\/+$/, "")}/internal/ingest`;
  const res = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/x-ndjson" },
    body: JSON.stringify(requestBody(source)),
  }).catch((err: Error) => {
    throw new Failure(`cannot reach ${url}: ${err.message}`);
  });
  if (!res.ok || !res.body) {
    const text = await res.text();
    let message = text.slice(0, 500);
    try {
      message = (JSON.parse(text) as { error: { message: string } }).error.message;
    } catch {
      /* not a JSON error body */
    }
    throw new Failure(`${url} answered ${res.status}: ${message}`);
  }
  let buffered = "";
  let result: number | null = null;
  const decoder = new TextDecoder();
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffered.indexOf("\n")) >= 0) {
      const event = JSON.parse(buffered.slice(0, newline)) as
        | { type: "progress"; progress: IngestProgress }
        | { type: "summary"; summary: IngestSummary }
        | { type: "error"; message: string };
      buffered = buffered.slice(newline + 1);
      if (event.type === "progress") printProgress(event.progress);
      else if (event.type === "summary") result = finish(event.summary);
      else throw new Failure(event.message);
    }
  }
  if (result === null) {
    throw new Failure("the connection closed before the run's summary arrived; the server may still have committed it (see its log)");
  }
  return result;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { server: { type: "string" }, "batch-size": { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help || positionals.length !== 1) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const source = positionals[0]!;
  const batchSize = values["batch-size"] ? Number(values["batch-size"]) : undefined;
  if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0)) throw new Failure("--batch-size must be a positive integer");
  return values.server ? runOnServer(values.server, source) : runLocally(source, batchSize);
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const known = err instanceof Failure || err instanceof SourceError;
    console.error(`ingest failed: ${known ? (err as Error).message : err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(2);
  },
);
