import { getDb } from "@/lib/runtime/database";
import { config } from "@/lib/config";
import { deliveryMode } from "./mode";
import { outboxWakeups } from "./outbox-signal";
import { startQstashRelay } from "./qstash";
import { startWebhookWorker, type WebhookLoop } from "./worker";

const KEY = Symbol.for("lexatlas.webhookScheduler");
type Holder = { [KEY]?: WebhookLoop };

/**
 * Called once at server start (instrumentation.ts): the in-process worker by default, the QStash relay when
 * QSTASH_TOKEN is set. Kept on globalThis so a second bundle of this module cannot start a second loop.
 * A refused configuration is logged and nothing runs; POST /webhooks answers 503 in that state.
 */
export async function startWebhookScheduler(): Promise<void> {
  const holder = globalThis as Holder;
  if (holder[KEY]) return;
  let mode;
  try {
    mode = deliveryMode();
  } catch (err) {
    console.error(`[lexatlas] ${(err as Error).message} No webhook deliveries will be made.`);
    return;
  }
  const { db, engine } = await getDb();
  // The embedded worker wakes on commit (in-process signal; LISTEN on Postgres) and polls as the fallback.
  const wakeups = (wake: () => void) =>
    outboxWakeups(engine, config().databaseUrl, wake, (err) => console.error(`[webhooks] LISTEN connection: ${err.message}`));
  holder[KEY] = mode.kind === "qstash" ? startQstashRelay(db, mode) : startWebhookWorker(db, { wakeups });
  console.log(`[lexatlas] webhook scheduler: ${mode.kind === "qstash" ? "QStash" : "in-process worker"}`);
}

export async function stopWebhookScheduler(): Promise<void> {
  const holder = globalThis as Holder;
  const loop = holder[KEY];
  delete holder[KEY];
  await loop?.stop();
}
