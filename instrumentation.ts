/**
 * Runs once when the server starts: migrate and seed before the first request, so `npm start` on a fresh clone
 * answers /v1/health at once and a broken database fails loudly at start-up rather than on a visitor's request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDb } = await import("./lib/runtime/database");
  const started = Date.now();
  const { engine } = await getDb();
  console.log(`[lexatlas] database ready (${engine}) in ${Date.now() - started} ms`);
  await (await import("./lib/webhooks/scheduler")).startWebhookScheduler(); // in-process worker, or the QStash relay
}
