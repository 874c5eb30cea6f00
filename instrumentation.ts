/**
 * Runs once when the server starts: migrate and seed before the first request, so `npm start` on a fresh clone
 * answers /v1/health at once and a broken database fails loudly at start-up rather than on a visitor's request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDb } = await import("./lib/runtime/database");
  const started = Date.now();
  const { db, engine } = await getDb();
  console.log(`[lexatlas] database ready (${engine}) in ${Date.now() - started} ms`);
  // The US-law corpus (~167k records) loads in the background from its prebuilt snapshot on a first start, so the
  // server answers at once; /v1/health reports its progress (corpora.us_law). A database that holds it costs one query.
  // US_LAW_CORPUS=subset loads only the small real subset the tests use (the browser tests' server); =off skips it.
  const corpus = process.env.US_LAW_CORPUS ?? "full";
  const usLaw = await import("./lib/us-law/load");
  if (corpus === "subset") await usLaw.loadUsLawTestSubset(db);
  else if (corpus !== "off") void usLaw.startUsLawCorpusLoad(db);
  await (await import("./lib/webhooks/scheduler")).startWebhookScheduler(); // in-process worker, or the QStash relay
  // Live sources: off by default (the committed snapshots are the embedded default). SYNC_INTERVAL_MINUTES=n runs
  // what is due every n minutes in this process; the first tick waits n minutes, so start-up never waits on the network.
  // A live source's configuration that cannot be used (a malformed NEWS_FEEDS_FILE …) is said once, here; source
  // health lists the sources concerned with the fault config_invalid, and they are not read until it is fixed.
  const { sourceConfigurationProblems } = await import("./lib/sources/registry");
  for (const problem of sourceConfigurationProblems()) console.error(`[lexatlas] live sources: configuration error: ${problem}`);
  const sync = await import("./lib/sources/schedule");
  const minutes = sync.syncIntervalMinutes();
  if (minutes) {
    sync.startSyncInterval(db, minutes);
    console.log(`[lexatlas] live sources: every ${minutes} min, what is due (SYNC_INTERVAL_MINUTES)`);
  }
}
