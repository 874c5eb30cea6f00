/**
 * Operator command: import headlines from publisher RSS/Atom feeds into /news.
 *   npm run import-news -- --url https://example.gov/news/feed --scope state --jurisdiction california [--publisher "Office of the Governor"]
 *   npm run import-news -- --file feeds.json
 * feeds.json is a list of { "url", "scope", "jurisdiction", "publisher"? } (or { "feeds": [...] }).
 * On the embedded default it opens the PGlite folder, so stop the server first (the folder lock refuses otherwise).
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";
import { DataFolderInUseError, type DbHandle } from "@/db/client";
import { openRuntimeDatabase as openDatabase } from "@/lib/runtime/database";
import { NEWS_SCOPES, NewsImportError, importNewsFeed, type ImportNewsFeedResult } from "@/lib/news/import-feed";

const USAGE =
  "usage: import-news --url <feed> --scope <state|federal|eu|global> --jurisdiction <slug> [--publisher <name>] [--timeout <ms>]\n" +
  "       import-news --file feeds.json [--timeout <ms>]";

const feedSchema = z.object({
  url: z.string().min(1),
  scope: z.enum(NEWS_SCOPES),
  jurisdiction: z.string().min(1),
  publisher: z.string().min(1).optional(),
});
const feedsFileSchema = z.union([z.array(feedSchema), z.object({ feeds: z.array(feedSchema) }).transform((f) => f.feeds)]);
type FeedSpec = z.infer<typeof feedSchema>;

function usageError(message: string): never {
  console.error(`import-news: ${message}\n${USAGE}`);
  process.exit(2);
}

function readFeeds(values: Record<string, string | undefined>): FeedSpec[] {
  if (values.file) {
    if (values.url || values.scope || values.jurisdiction || values.publisher) {
      usageError("--file lists the feeds itself; do not combine it with --url/--scope/--jurisdiction/--publisher");
    }
    let json: unknown;
    try {
      json = JSON.parse(fs.readFileSync(values.file, "utf8"));
    } catch (err) {
      usageError(`cannot read ${values.file}: ${(err as Error).message}`);
    }
    const parsed = feedsFileSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      usageError(`${values.file}: ${issue?.path.join(".") || "(root)"}: ${issue?.message}`);
    }
    if (!parsed.data.length) usageError(`${values.file} lists no feeds`);
    return parsed.data;
  }
  if (!values.url || !values.scope || !values.jurisdiction) usageError("--url, --scope and --jurisdiction are required (or --file)");
  const parsed = feedSchema.safeParse(values);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "");
    usageError(field === "scope" ? `--scope must be one of ${NEWS_SCOPES.join(", ")}` : `--${field} must not be empty`);
  }
  return [parsed.data];
}

function report(result: ImportNewsFeedResult): void {
  console.log(
    `  ${result.items} item(s) in "${result.feedTitle ?? "untitled feed"}" → source "${result.source ?? "(none)"}": ` +
      `${result.inserted} inserted, ${result.updated} updated, ${result.unchanged} unchanged, ${result.skipped} skipped`,
  );
  for (const s of result.skippedItems) {
    const what = s.title ? `"${s.title}"` : (s.link ?? "(untitled item)");
    console.log(`    skipped ${what}: ${s.reason}${s.existingKey ? ` (${s.existingKey})` : ""}`);
  }
}

async function main() {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        url: { type: "string" },
        scope: { type: "string" },
        jurisdiction: { type: "string" },
        publisher: { type: "string" },
        file: { type: "string" },
        timeout: { type: "string" },
      },
    }));
  } catch (err) {
    usageError((err as Error).message);
  }
  const feeds = readFeeds(values);
  const timeoutMs = values.timeout === undefined ? undefined : Number(values.timeout);
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0)) usageError("--timeout must be a positive number of milliseconds");

  let handle: DbHandle;
  try {
    handle = await openDatabase();
  } catch (err) {
    console.error(`import-news: ${(err as Error).message}`);
    process.exit(1);
  }

  const totals = { inserted: 0, updated: 0, unchanged: 0, skipped: 0 };
  const failed: string[] = [];
  try {
    // One feed after another: publishers often share a host, and nothing here is urgent enough to hammer it.
    for (const [i, feed] of feeds.entries()) {
      console.log(`[${i + 1}/${feeds.length}] ${feed.url} (${feed.scope}/${feed.jurisdiction})`);
      try {
        const result = await importNewsFeed(handle.db, { feedUrl: feed.url, scope: feed.scope, jurisdiction: feed.jurisdiction, publisher: feed.publisher, timeoutMs });
        report(result);
        totals.inserted += result.inserted;
        totals.updated += result.updated;
        totals.unchanged += result.unchanged;
        totals.skipped += result.skipped;
      } catch (err) {
        // A bad feed is reported and the rest still run; anything else (the database) stops the command.
        if (!(err instanceof NewsImportError)) throw err;
        console.error(`  failed: ${err.message}`);
        failed.push(feed.url);
      }
    }
  } finally {
    await handle.close();
  }

  console.log(
    `Done: ${feeds.length - failed.length}/${feeds.length} feed(s) imported; ` +
      `${totals.inserted} inserted, ${totals.updated} updated, ${totals.unchanged} unchanged, ${totals.skipped} skipped.`,
  );
  if (failed.length) {
    console.error(`Failed feed(s):\n${failed.map((u) => `  ${u}`).join("\n")}`);
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(`import-news: ${err instanceof DataFolderInUseError ? err.message : ((err as Error)?.stack ?? String(err))}`);
  process.exit(1);
});
