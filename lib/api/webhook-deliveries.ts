import * as contract from "@/lib/contract/webhooks";
import { bind } from "@/lib/http/handler";
import { enableWebhook, listWebhookDeliveries, replayWebhookDeliveries, retryWebhookDelivery } from "@/lib/webhooks/redelivery";

/** The delivery log, retry, replay and re-enable of a key's own webhooks (lib/webhooks/redelivery.ts). */
export const webhookDeliveryOperations = [
  bind(contract.listWebhookDeliveries, ({ params, query }, { db, ent }) => listWebhookDeliveries(db, params.id, query, ent)),
  bind(contract.retryWebhookDelivery, ({ params }, { db, ent }) => retryWebhookDelivery(db, params.id, params.delivery_id, ent)),
  bind(contract.replayWebhookDeliveries, ({ params, body }, { db, ent }) => replayWebhookDeliveries(db, params.id, body, ent)),
  bind(contract.enableWebhook, ({ params, body }, { db, ent }) => enableWebhook(db, params.id, body, ent)),
];
