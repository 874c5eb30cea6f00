/**
 * State an operation's example needs before it can succeed, named by the declaration's `exampleFixture`: the shared
 * contract suite calls the fixture with the calling key and gets the path params to use.
 */
import { operationById } from "@/lib/contract/registry";
import { callJson } from "./api";

export const contractFixtures: Record<"webhook", (key: string, ip: string) => Promise<Record<string, string>>> = {
  /** A subscription owned by the calling key, created through createWebhook's own example. */
  webhook: async (key, ip) => {
    const create = operationById("createWebhook")!;
    const res = await callJson("POST", "/v1/webhooks", { key, body: create.example!.body, ip });
    return { id: res.body.data.id };
  },
};
