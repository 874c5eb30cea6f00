/**
 * State an operation's example needs before it can succeed, named by the declaration's `exampleFixture`: the shared
 * contract suite calls the fixture with the calling key (and the operation) and gets the path params to use.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/db/rows";
import { operationById } from "@/lib/contract/registry";
import type { Operation } from "@/lib/http/operation";
import { getDb } from "@/lib/runtime/database";
import { loadedSources, loadUsLawTestSubset } from "@/lib/us-law/load";
import { callJson } from "./api";
import { mintKey } from "./keys";

type Fixture = NonNullable<Operation["exampleFixture"]>;

let usLawLoad: Promise<void> | null = null;
/** The small real US-law subset (never the whole corpus), loaded once per test database. */
export function ensureUsLawSubset(): Promise<void> {
  usLawLoad ??= (async () => {
    const { db } = await getDb();
    if ((await loadedSources(db)).size === 0) await loadUsLawTestSubset(db);
  })();
  return usLawLoad;
}

/** A subscription owned by the calling key, created through createWebhook's own example. */
async function webhook(key: string, ip: string) {
  const create = operationById("createWebhook")!;
  const res = await callJson("POST", "/v1/webhooks", { key, body: create.example!.body, ip });
  return { id: res.body.data.id as string };
}

/**
 * The token of a real export part (format json): a manifest over the US-law test subset, planned by a licensed
 * Business key. Returned as `token`, a query parameter (not in the path).
 */
async function usLawExportPart(_key: string, ip: string) {
  await ensureUsLawSubset();
  const planner = await mintKey("business", ["us_law"]);
  const res = await callJson("GET", "/v1/us-law/export?format=json", { key: planner, ip });
  const url = new URL(res.body.data.parts[0].url as string);
  return { token: url.searchParams.get("token")! };
}

export const contractFixtures: Record<Fixture, (key: string, ip: string, op?: Operation) => Promise<Record<string, string>>> = {
  webhook,
  usLawExportPart,
  /** A dead-lettered delivery of such a subscription (what a retry acts on). */
  webhookDelivery: async (key, ip) => {
    const { id } = await webhook(key, ip);
    const { db } = await getDb();
    const payload = { change_kind: "insert", observed_at: new Date().toISOString(), changed_fields: null, record: { id: randomUUID() } };
    const [row] = rowsOf<{ id: string }>(await db.execute(sql`
      INSERT INTO webhook_deliveries (webhook_id, event_id, event, payload, status, attempts, next_attempt_at, completed_at)
      VALUES (${id}, ${randomUUID()}, 'law.created', ${JSON.stringify(payload)}::jsonb, 'dead', 6, now(), now()) RETURNING id`));
    return { id, delivery_id: row!.id };
  },
  /** US-law read operations: their examples name real records of the test subset. */
  usLawSubset: async (_key, _ip, op) => {
    await ensureUsLawSubset();
    return { ...(op?.example?.params ?? {}) };
  },
};
