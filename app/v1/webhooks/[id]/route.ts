import { deleteWebhook, getWebhook } from "@/lib/contract/webhooks";
import { withOperation } from "@/lib/http/handler";
import { route } from "@/lib/http/route";
import * as subscriptions from "@/lib/webhooks/subscriptions";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(
  withOperation(getWebhook, ({ params }, { db, caller }) => subscriptions.getWebhook(db, params.id, caller)),
  withOperation(deleteWebhook, ({ params }, { db, caller }) => subscriptions.deleteWebhook(db, params.id, caller)),
);
