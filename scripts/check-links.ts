/**
 * Operator command: check every official URL LexAtlas serves and record live / confirmed_broken / unverified for
 * /accuracy.
 *   npm run check-links                          # the whole dataset
 *   npm run check-links -- --timeout 15000 --delay 2000
 *   npm run check-links -- --url https://leg.colorado.gov/bills/sb24-205 --url ...   # just these
 * On the embedded default it opens the PGlite folder, so stop the server first (the folder lock refuses otherwise).
 */
import { parseArgs } from "node:util";
import type { DbHandle } from "@/db/client";
import { openRuntimeDatabase as openDatabase } from "@/lib/runtime/database";
import { checkLinks, type LinkCheckResult } from "@/lib/links/check-links";
import { accuracyOf } from "@/lib/links/accuracy";

const USAGE = "usage: check-links [--timeout <ms, default 10000>] [--delay <ms per host, default 1000>] [--concurrency <hosts, default 4>] [--url <url> ...]";

function usageError(message: string): never {
  console.error(`check-links: ${message}\n${USAGE}`);
  process.exit(2);
}

function positiveInt(value: string | undefined, fallback: number, name: string, allowZero = false): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || (n === 0 && !allowZero)) usageError(`--${name} must be a ${allowZero ? "non-negative" : "positive"} integer`);
  return n;
}

function line(r: LinkCheckResult, done: number, total: number): string {
  const width = String(total).length;
  const how = r.status !== null ? `${r.method} ${r.status}` : (r.error ?? "no answer");
  const via = r.finalUrl ? ` → ${r.finalUrl}` : "";
  const streak = r.consecutiveFailures > 0 ? ` (failures in a row: ${r.consecutiveFailures})` : "";
  return `[${String(done).padStart(width)}/${total}] ${r.state.padEnd(16)} ${how.padEnd(10)} ${r.url}${via}${streak}`;
}

async function main() {
  let values: { timeout?: string; delay?: string; concurrency?: string; url?: string[] };
  try {
    ({ values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        timeout: { type: "string" },
        delay: { type: "string" },
        concurrency: { type: "string" },
        url: { type: "string", multiple: true },
      },
    }));
  } catch (err) {
    usageError((err as Error).message);
  }
  const timeoutMs = positiveInt(values.timeout, 10_000, "timeout");
  const delayMs = positiveInt(values.delay, 1_000, "delay", true);
  const concurrency = positiveInt(values.concurrency, 4, "concurrency");

  let handle: DbHandle;
  try {
    handle = await openDatabase();
  } catch (err) {
    // DataFolderInUseError (the server holds the embedded database) lands here with its own instructions.
    console.error(`check-links: ${(err as Error).message}`);
    process.exit(1);
  }

  try {
    const scope = values.url?.length ? `${values.url.length} given URL(s)` : "every official URL in the dataset";
    console.log(`Checking ${scope} (timeout ${timeoutMs} ms, ${delayMs} ms between requests to one host, ${concurrency} hosts at a time)…`);
    const summary = await checkLinks(handle.db, {
      urls: values.url,
      timeoutMs,
      delayMs,
      concurrency,
      onResult: (r, done, total) => console.log(line(r, done, total)),
    });
    const accuracy = await accuracyOf(handle.db);
    console.log(
      `\nThis run: ${summary.checked} checked, ${summary.live} live, ${summary.confirmed_broken} confirmed broken, ` +
        `${summary.unverified} unverified${summary.pruned ? `; ${summary.pruned} stale row(s) of URLs no longer served removed` : ""}.`,
    );
    if (summary.networkDown) {
      console.log("No URL answered at all: our own network is probably down, so no link was counted as broken.");
    }
    const broken = summary.results.filter((r) => r.state === "confirmed_broken");
    if (broken.length) console.log(`Confirmed broken:\n${broken.map((r) => `  ${r.url} (${r.error})`).join("\n")}`);
    const h = accuracy.source_health;
    console.log(
      `/accuracy now reports: ${h.checked} checked, ${h.live} live (${h.live_pct ?? "–"}%), ` +
        `${h.confirmed_broken} confirmed broken, ${h.unverified} unverified; last checked ${h.last_checked_at ?? "never"}.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(`check-links: ${(err as Error)?.stack ?? String(err)}`);
  process.exit(1);
});
