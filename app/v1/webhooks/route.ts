import { createWebhook, listWebhooks } from "@/lib/contract/webhooks";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";
import * as subscriptions from "@/lib/webhooks/subscriptions";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(createWebhook, ({ body }, { db, caller }) => subscriptions.createWebhook(db, body, caller)),
  withOperation(listWebhooks, (_input, { db, caller }) => subscriptions.listWebhooks(db, caller)),
);
