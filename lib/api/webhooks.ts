import * as contract from "@/lib/contract/webhooks";
import { bind } from "@/lib/http/handler";
import { createWebhook, deleteWebhook, getWebhook, listWebhooks } from "@/lib/webhooks/subscriptions";

export const webhookOperations = [
  bind(contract.createWebhook, ({ body }, { db, ent }) => createWebhook(db, body, ent)),
  bind(contract.listWebhooks, (_input, { db, ent }) => listWebhooks(db, ent)),
  bind(contract.getWebhook, ({ params }, { db, ent }) => getWebhook(db, params.id, ent)),
  bind(contract.deleteWebhook, ({ params }, { db, ent }) => deleteWebhook(db, params.id, ent)),
];
