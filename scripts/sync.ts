/**
 * `npm run sync [-- <source|group>…] [--due] [--list] [--server <url>]`: read live sources once (docs/sources.md).
 *   no source   every enabled source          <group>   us-law | laws | enforcement | disclosures | news
 *   <source>    federal-register, ecfr, us-code, open-states, courtlistener, edgar, enforcement/<id>, news/<id>
 *   --due       only the sources whose cadence says they are due (what the schedulers run)
 *   --list      print every source's health (as GET /v1/sources) and exit
 *   --server    run inside a running server (the embedded server owns its PGlite folder), authenticated with
 *               ADMIN_TOKEN or, in embedded mode, the token the server keeps in .data/admin-token
 * Progress goes to stderr, one result line per source to stdout; a source configuration that cannot be used (a
 * malformed NEWS_FEEDS_FILE …) is said first, on stderr. Exit status: 0 every source read, 1 a source faulted (its
 * fault is recorded and shown in source health; config_invalid included), 2 usage error or the database could not
 * be opened.
 */
import { parseArgs } from "node:util";
import { DataFolderInUseError } from "@/db/client";
import { embeddedAdminToken } from "@/lib/ingest/admin";
import { openRuntimeDatabase } from "@/lib/runtime/database";
import { listSourceHealth } from "@/lib/sources/health";
import { selectSources, sourceConfigurationProblems, UnknownSourceError } from "@/lib/sources/registry";
import { resultLine, runSources, type RunResult } from "@/lib/sources/run";
import { runDueSources } from "@/lib/sources/schedule";

const USAGE = "usage: npm run sync [-- <source|group>…] [--due] [--list] [--server <url>]";
const log = (line: string) => process.stderr.write(`${line}\n`);

async function onServer(server: string, sources: string[]): Promise<number> {
  const url = `${server.replace(/\/+$/, "")}/internal/sync`;
  const token = process.env.ADMIN_TOKEN || embeddedAdminToken();
  log(`sync: asking ${url} to run ${sources.length ? sources.join(", ") : "what is due"} …`);
  const res = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(sources.length ? { sources } : {}),
  });
  const json = (await res.json().catch(() => null)) as { data?: { results: { source: string; outcome: string; fault_code: string | null; label: string | null; seen: number; added: number; changed: number; unchanged: number }[] }; error?: { message: string } } | null;
  if (!res.ok || !json?.data) {
    console.error(`sync: ${url} answered ${res.status}: ${json?.error?.message ?? "no JSON body"}`);
    return 2;
  }
  for (const r of json.data.results) {
    console.log(r.outcome === "faulted" ? `${r.source}: ${r.fault_code} — ${r.label}` : `${r.source}: ${r.outcome} — ${r.seen} seen, ${r.added} added, ${r.changed} changed, ${r.unchanged} unchanged`);
  }
  return json.data.results.some((r) => r.outcome === "faulted") ? 1 : 0;
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { due: { type: "boolean" }, list: { type: "boolean" }, server: { type: "string" }, help: { type: "boolean", short: "h" } } });
  } catch (err) {
    console.error(`sync: ${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  for (const problem of sourceConfigurationProblems()) log(`sync: configuration error: ${problem} (the sources concerned fault config_invalid until it is fixed)`);
  if (values.server) return onServer(values.server, positionals);
  let handle;
  try {
    handle = await openRuntimeDatabase();
  } catch (err) {
    if (err instanceof DataFolderInUseError) {
      console.error(`sync: ${err.message}\nThe server owns the embedded database; run the sync inside it:\n  npm run sync -- ${positionals.join(" ")} --server http://127.0.0.1:${process.env.PORT || 3000}`);
      return 2;
    }
    throw err;
  }
  try {
    if (values.list) {
      const { data } = await listSourceHealth(handle.db);
      for (const s of data) {
        const fault = s.last_fault_code ? `${s.last_fault_code} (${s.last_fault_reason_code})` : "-";
        console.log(`${s.id.padEnd(40)} ${s.is_enabled ? "on " : "off"} ${s.is_stale ? "STALE" : "fresh"} last ok ${s.last_success_at ?? "never"}  fault ${fault}${s.configured ? "" : `  needs ${s.requires_env.join(", ")}`}`);
      }
      return 0;
    }
    let results: RunResult[];
    if (values.due) {
      results = await runDueSources(handle.db, { trigger: "cli", log });
    } else {
      let defs;
      try {
        defs = await selectSources(handle.db, positionals);
      } catch (err) {
        if (err instanceof UnknownSourceError) {
          console.error(`sync: ${err.message}\n${USAGE}`);
          return 2;
        }
        throw err;
      }
      log(`sync: ${defs.length} source(s): ${defs.map((d) => d.id).join(", ")}`);
      results = await runSources(handle.db, defs, { trigger: "cli", log });
    }
    for (const r of results) console.log(resultLine(r));
    const faults = results.filter((r) => r.outcome === "faulted").length;
    log(`sync: ${results.length - faults} read, ${faults} fault(s). Health: npm run sync -- --list, or GET /v1/sources`);
    return faults ? 1 : 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`sync: ${(err as Error)?.stack ?? String(err)}`);
    process.exit(2);
  },
);
