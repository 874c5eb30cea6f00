import { z } from "zod";
import { lowestTierWhere } from "@/lib/auth/tiers";
import { defineOperation } from "@/lib/http/operation";
import { scopeEnum, uuidParam } from "./common";
import { lawRecordSchema } from "./laws";

/** SPEC Part 2 Webhook and WebhookPayload, Part 4.7, Part 6. Delivery rules: docs-fragments/webhooks.md. */

export const webhookEventEnum = z.enum(["law.created", "law.updated"]);
const ALL_EVENTS = webhookEventEnum.options;

export const webhookSchema = z
  .object({
    id: z.uuid(),
    target_url: z.string().meta({ description: "Public HTTPS endpoint that receives the signed POSTs." }),
    events: z.array(webhookEventEnum),
    scope: scopeEnum.nullable().meta({ description: "Only changes to records of this scope; null = every scope." }),
    jurisdiction: z.string().nullable().meta({ description: "Only changes to records of this jurisdiction slug; null = all." }),
    active: z.boolean().meta({ description: "False once disabled after 10 consecutive failed deliveries; POST /webhooks/{id}/enable re-activates it." }),
    failure_count: z.number().int().meta({
      description:
        "Consecutive failed deliveries: a delivery fails when its last attempt fails (it is dead-lettered); a failed " +
        "attempt with retries left counts nothing; a delivered delivery resets it to 0.",
    }),
    disabled_at: z.string().nullable(),
    disabled_reason: z.string().nullable(),
    last_delivery_at: z.string().nullable().meta({ description: "The last successful delivery." }),
    created_at: z.string(),
  })
  .meta({ id: "Webhook" });

export const createdWebhookSchema = webhookSchema
  .extend({
    signing_secret: z.string().meta({
      description: "HMAC-SHA256 key of X-SVC-Signature. Returned only here, once: LexAtlas stores it encrypted and never shows it again.",
      example: "<SIGNING_SECRET>",
    }),
  })
  .meta({ id: "WebhookWithSecret" });

/** The body of each delivery (documented here; validated by the tests against what receivers get). */
export const webhookPayloadSchema = z
  .object({
    event: webhookEventEnum.meta({ description: "law.created for change_kind insert, law.updated for update." }),
    event_id: z.uuid().meta({ description: "The change (as in /changes): unique per change." }),
    delivery_id: z.uuid().meta({
      description:
        "One per (subscription, change), stable across every attempt of the delivery — automatic retries, manual retry " +
        "and replay alike: the receiver's idempotency key (= X-SVC-Delivery). X-SVC-Attempt counts the attempts (1, 2, …).",
    }),
    webhook_id: z.uuid(),
    change_kind: z.enum(["insert", "update"]),
    changed_fields: z.array(z.string()).nullable(),
    observed_at: z.string(),
    record: lawRecordSchema,
    attribution: z.string(),
  })
  .meta({ id: "WebhookPayload" });

const slug = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const createWebhookBody = z
  .strictObject({
    target_url: z.string().trim().min(1, { message: "is required" }).max(2048).meta({
      description: "Public HTTPS URL. Private, loopback, link-local and other non-public addresses are refused, also via DNS.",
      example: "https://hooks.example.com/lexatlas",
    }),
    events: z
      .array(webhookEventEnum)
      .min(1, { message: "must name at least one event" })
      .default([...ALL_EVENTS])
      .transform((events) => ALL_EVENTS.filter((e) => events.includes(e))),
    scope: scopeEnum.optional(),
    jurisdiction: z.string().max(64).regex(slug, { message: "expected a jurisdiction slug such as colorado" }).optional(),
  })
  .meta({ id: "WebhookRequest" });

/** The tier that opens webhooks is read from the tiers table (the first one with an allowance), never named here. */
const webhookTier = lowestTierWhere((limits) => limits.webhooks === null || limits.webhooks > 0)!;

const idParams = z.object({ id: uuidParam.meta({ description: "The webhook's id." }) });
const EXAMPLE_WEBHOOK_ID = "3f0c8f8e-5b1a-4c1e-9a57-0d2f1b7c6e21";

export const createWebhook = defineOperation({
  id: "createWebhook",
  method: "POST",
  path: "/webhooks",
  tag: "Webhooks",
  summary: "Subscribe a webhook",
  description:
    "Subscribes an HTTPS endpoint to law.created / law.updated events, optionally filtered by scope and jurisdiction. " +
    "The response carries signing_secret once. Each delivery is a POST of a WebhookPayload signed with X-SVC-Signature " +
    "(sha256=hex HMAC of \"<X-SVC-Timestamp>.<raw body>\"); at-least-once, up to 6 attempts (now, 30 s, 5 min, 30 min, " +
    "4 h, 24 h, ±10 %), deduplicate on X-SVC-Delivery (stable across retries; X-SVC-Attempt counts the attempts). " +
    "10 consecutive failed deliveries (each dead-lettered after its last attempt) disable the webhook.",
  gating: "Per-key allowance: Pro 3, Business 25, Enterprise unlimited; 409 when reached. Free and Developer: none (403).",
  auth: "required",
  minTier: webhookTier,
  body: createWebhookBody,
  envelope: "item",
  successStatus: 201,
  data: createdWebhookSchema,
  meta: z.object({ notice: z.string().optional() }),
  errors: ["invalid_parameter", "invalid_body", "conflict", "unavailable"],
  example: { body: { target_url: "https://hooks.example.com/lexatlas", events: ["law.created", "law.updated"], scope: "state", jurisdiction: "colorado" } },
});

export const listWebhooks = defineOperation({
  id: "listWebhooks",
  method: "GET",
  path: "/webhooks",
  tag: "Webhooks",
  summary: "This key's webhooks",
  description: "The calling key's subscriptions, oldest first, with their delivery health. Never includes the signing secret.",
  auth: "required",
  envelope: "list",
  data: webhookSchema,
  meta: z.object({
    count: z.number().int(),
    allowance: z.union([z.number().int(), z.literal("unlimited")]).meta({ description: "Webhooks this key may hold." }),
  }),
  errors: ["unavailable"],
  example: {},
});

export const getWebhook = defineOperation({
  id: "getWebhook",
  method: "GET",
  path: "/webhooks/{id}",
  tag: "Webhooks",
  summary: "One webhook",
  description: "One of the calling key's subscriptions. Another key's webhook is 404, exactly like a missing one.",
  auth: "required",
  params: idParams,
  envelope: "item",
  data: webhookSchema,
  errors: ["not_found", "unavailable"],
  example: { params: { id: EXAMPLE_WEBHOOK_ID } },
});

export const deleteWebhook = defineOperation({
  id: "deleteWebhook",
  method: "DELETE",
  path: "/webhooks/{id}",
  tag: "Webhooks",
  summary: "Delete a webhook",
  description: "Deletes one of the calling key's subscriptions and every delivery still queued for it; later requests for it are 404.",
  auth: "required",
  params: idParams,
  envelope: "item",
  data: z.object({ id: z.uuid(), deleted: z.literal(true) }).meta({ id: "WebhookDeleted" }),
  errors: ["not_found", "unavailable"],
  example: { params: { id: EXAMPLE_WEBHOOK_ID } },
});
