import { z } from "zod";
import { lowestTierWhere } from "@/lib/auth/tiers";
import { defineOperation } from "@/lib/http/operation";
import { dateTimeParam, limitParam, scopeEnum, uuidParam } from "./common";
import { perTierText, tierRangeBelow } from "./access-rules";
import { lawRecordSchema } from "./laws";
import { usLawRecordSchema } from "./us-law";

/** SPEC Part 2 Webhook and WebhookPayload, Part 4.7, Part 6. Delivery rules: docs-fragments/webhooks.md. */

/**
 * The SPEC's two events, and two opt-in events for US-law records changed by a live sync (the US-law licence needed):
 * a subscription gets only the events it names, and one that names none gets the SPEC's two.
 */
export const webhookEventEnum = z.enum(["law.created", "law.updated", "us_law.created", "us_law.updated"]).meta({
  description:
    "law.created / law.updated: AI-law records (the default). us_law.created / us_law.updated: US-law records a live " +
    "sync first observed or changed — opt-in, named explicitly, and only for keys holding the US-law licence.",
});
const ALL_EVENTS = webhookEventEnum.options;
const DEFAULT_EVENTS = ["law.created", "law.updated"] as const;

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
    event: z.enum(["law.created", "law.updated"]).meta({ description: "law.created for change_kind insert, law.updated for update." }),
    event_id: z.uuid().meta({
      description:
        "The change (as in /changes): unique per change and the same on every attempt (= X-SVC-Event-Id). De-duplicate on " +
        "it, per subscription (webhook_id) when one endpoint receives several.",
    }),
    delivery_id: z.uuid().meta({
      description: "Unique per delivery attempt (= X-SVC-Delivery): a retry carries a new one. Log it to trace an attempt; never de-duplicate on it.",
    }),
    webhook_id: z.uuid(),
    change_kind: z.enum(["insert", "update"]),
    changed_fields: z.array(z.string()).nullable(),
    observed_at: z.string(),
    record: lawRecordSchema,
    attribution: z.string(),
  })
  .meta({ id: "WebhookPayload" });

/** The body of a us_law.* delivery: the same envelope, with the US-law record as GET /us-law/records/{record_uid} serves it. */
export const usLawWebhookPayloadSchema = z
  .object({
    event: z.enum(["us_law.created", "us_law.updated"]).meta({ description: "us_law.created for change_kind insert, us_law.updated for update." }),
    event_id: z.uuid().meta({
      description:
        "The change (as in /changes?entity=us_law_record): unique per change and the same on every attempt (= X-SVC-Event-Id). " +
        "De-duplicate on it, per subscription (webhook_id).",
    }),
    delivery_id: z.uuid().meta({
      description: "Unique per delivery attempt (= X-SVC-Delivery): a retry carries a new one. Log it to trace an attempt; never de-duplicate on it.",
    }),
    webhook_id: z.uuid(),
    change_kind: z.enum(["insert", "update"]),
    changed_fields: z.array(z.string()).nullable().meta({ description: "The record's fields that changed (as its history names them); null on insert." }),
    observed_at: z.string().meta({ description: "The change's observed_at in /changes: order by it (retries may arrive out of order)." }),
    record: usLawRecordSchema.meta({ description: "The full record after the change, with its provenance and freshness stamps." }),
    attribution: z.string(),
  })
  .meta({ id: "UsLawWebhookPayload" });

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
      .default([...DEFAULT_EVENTS])
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
  description: [
    "Subscribes an HTTPS endpoint to `law.created` and `law.updated` events, optionally filtered by `scope` and `jurisdiction`.",
    "",
    "The response carries `signing_secret` once. Each delivery is a POST of a `WebhookPayload`:",
    "",
    "- signed with `X-SVC-Signature`: `sha256=` and the hex HMAC of `<X-SVC-Timestamp>.<raw body>`;",
    "- at least once: up to 6 attempts (now, 30 s, 5 min, 30 min, 4 h, 24 h, ±10 %);",
    "- de-duplicate on `X-SVC-Event-Id` (the change, the same on every attempt), not on `X-SVC-Delivery` (unique per " +
      "attempt); `X-SVC-Attempt` counts the attempts.",
    "",
    "10 consecutive failed deliveries (each dead-lettered after its last attempt) disable the webhook.",
  ].join("\n"),
  gating: `Webhooks per key: ${perTierText((t) => (t.webhooks === null ? "unlimited" : String(t.webhooks)), webhookTier)}; 409 \`conflict\` when the allowance is reached. ${tierRangeBelow((t) => t.webhooks === null || t.webhooks > 0)} hold none (403).`,
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
  description: "The calling key's subscriptions, oldest first, with their delivery health and never the signing secret.",
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
  exampleFixture: "webhook",
  tag: "Webhooks",
  summary: "One webhook",
  description: "One of the calling key's subscriptions; another key's webhook is 404, exactly like a missing one.",
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
  exampleFixture: "webhook",
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

/* ── After an outage: the delivery log, retry, replay, re-enable (SPEC 3 leaves the way back from disabled open) ── */

export const deliveryLogStatusEnum = z.enum(["pending", "failed", "delivered", "dead"]);

const deliveryAttemptSchema = z
  .object({
    attempt: z.number().int().meta({ description: "1, 2, … — the X-SVC-Attempt this attempt was sent with." }),
    delivery_id: z.uuid().meta({ description: "This attempt's delivery_id (the X-SVC-Delivery it was sent with)." }),
    started_at: z.string(),
    finished_at: z.string().nullable().meta({ description: "Null while in flight (or when the sender stopped mid-attempt)." }),
    outcome: z.enum(["success", "failure"]).nullable(),
    http_status: z.number().int().nullable().meta({ description: "The receiver's status; null when no answer came (time-out, connection error, refused target)." }),
    duration_ms: z.number().int().nullable(),
    error: z.string().nullable().meta({ description: "Why the attempt failed, in our words (e.g. HTTP 500, connection failed: ECONNREFUSED, target refused: …)." }),
    response_excerpt: z.string().nullable().meta({
      description: "At most 120 characters of the start of the receiver's answer, control characters removed. Never the whole body.",
    }),
  })
  .meta({ id: "WebhookDeliveryAttempt" });

export const webhookDeliverySchema = z
  .object({
    id: z.uuid().meta({
      description: "The delivery's id: one per (subscription, change), stable across its attempts; each attempt has its own delivery_id (attempts[]).",
    }),
    webhook_id: z.uuid(),
    event: webhookEventEnum,
    event_id: z.uuid().meta({ description: "The change (as in /changes)." }),
    change: z.object({
      kind: z.enum(["insert", "update"]),
      record_id: z.uuid().nullable().meta({ description: "The law record's id; for us_law.* events the US-law record's record_uid." }),
      observed_at: z.string().nullable(),
      changed_fields: z.array(z.string()).nullable(),
    }),
    status: deliveryLogStatusEnum.meta({
      description:
        "pending: no attempt yet, or one in flight; failed: the last attempt failed and another is scheduled at " +
        "next_attempt_at; delivered: a 2xx was received; dead: dead-lettered (its last allowed attempt failed, or the " +
        "webhook was disabled while it was queued).",
    }),
    attempt_count: z.number().int(),
    next_attempt_at: z.string().nullable().meta({ description: "When the next attempt is due (pending and failed only)." }),
    created_at: z.string().meta({ description: "When the delivery was queued (with the change)." }),
    completed_at: z.string().nullable().meta({ description: "When it was delivered or dead-lettered." }),
    last_status: z.number().int().nullable(),
    last_error: z.string().nullable(),
    attempts: z.array(deliveryAttemptSchema).meta({ description: "Every attempt, oldest first." }),
  })
  .meta({ id: "WebhookDelivery" });

const deliveryParams = z.object({
  id: uuidParam.meta({ description: "The webhook's id." }),
  delivery_id: uuidParam.meta({ description: "The delivery's id (a delivery-log entry's id), or the delivery_id (X-SVC-Delivery) of any of its attempts." }),
});
const EXAMPLE_DELIVERY_ID = "7d3b1c52-0f4e-4a8b-9c61-2e5f8a9b0c13";

const requeueRules = [
  "Re-queueing sends the same delivery again through the normal scheduler:",
  "",
  "- the same `event_id` (`X-SVC-Event-Id`, what a receiver de-duplicates on), a new `delivery_id` " +
    "(`X-SVC-Delivery`, unique per attempt) and the next `X-SVC-Attempt` number;",
  "- signed at send time with the webhook's secret;",
  "- the same connect-time target checks (public addresses only) as every attempt.",
  "",
  "A failed delivery whose next attempt is scheduled later is made due now (its remaining schedule continues if that " +
    "attempt fails); a dead one gets one more attempt (or the rest of its schedule, if a disable cut it short).",
  "",
  "Idempotent: a delivery already on its way or already delivered is not queued again, so repeating the request " +
    "queues nothing twice. While the webhook is disabled the answer is 409 `conflict`: enable it first.",
].join("\n");

export const listWebhookDeliveries = defineOperation({
  id: "listWebhookDeliveries",
  method: "GET",
  path: "/webhooks/{id}/deliveries",
  exampleFixture: "webhook",
  tag: "Webhooks",
  summary: "A webhook's delivery log",
  description: [
    "The deliveries of one of the calling key's webhooks, newest first (`created_at`, then `id`).",
    "",
    "- Each delivery: event, change, status, and every attempt with its time, response status and duration. The " +
      "receiver's answer appears only as a short sanitised excerpt.",
    "- Filter by `status` and by when the delivery was queued (`since`, `until`).",
    "- Cursor paging: pass `meta.next_cursor` as `cursor`. Deliveries queued meanwhile never shift later pages, so " +
      "none is lost or repeated (a status filter is applied at each page's read time).",
    "",
    "Another key's webhook is 404.",
  ].join("\n"),
  auth: "required",
  params: idParams,
  query: z.object({
    status: deliveryLogStatusEnum.optional().meta({ description: "Only deliveries in this status." }),
    since: dateTimeParam.optional().meta({ description: "Queued at or after this time." }),
    until: dateTimeParam.optional().meta({ description: "Queued at or before this time." }),
    limit: limitParam(20, 100),
    cursor: z.string().max(200).optional().meta({ description: "`meta.next_cursor` of the previous page." }),
  }),
  envelope: "list",
  data: webhookDeliverySchema,
  meta: z.object({
    count: z.number().int(),
    limit: z.number().int(),
    has_more: z.boolean(),
    next_cursor: z.string().nullable().meta({ description: "Pass as cursor for the next page; null on the last page." }),
  }),
  errors: ["invalid_parameter", "not_found", "unavailable"],
  example: { params: { id: EXAMPLE_WEBHOOK_ID }, query: { limit: "20" } },
});

export const retryWebhookDelivery = defineOperation({
  id: "retryWebhookDelivery",
  method: "POST",
  path: "/webhooks/{id}/deliveries/{delivery_id}/retry",
  exampleFixture: "webhookDelivery",
  tag: "Webhooks",
  summary: "Retry one delivery",
  description: `Queues one failed or dead delivery of the calling key's webhook for an attempt now.\n\n${requeueRules}\n\n\`meta.queued\` says whether this request queued it.`,
  auth: "required",
  params: deliveryParams,
  envelope: "item",
  data: webhookDeliverySchema,
  meta: z.object({ queued: z.boolean(), note: z.string() }),
  errors: ["not_found", "conflict", "unavailable"],
  example: { params: { id: EXAMPLE_WEBHOOK_ID, delivery_id: EXAMPLE_DELIVERY_ID } },
});

export const replayWebhookDeliveries = defineOperation({
  id: "replayWebhookDeliveries",
  method: "POST",
  path: "/webhooks/{id}/replay",
  exampleFixture: "webhook",
  tag: "Webhooks",
  summary: "Replay failed deliveries",
  description:
    "Re-queues every failed or dead delivery of the calling key's webhook queued at or after `since` (and at or " +
    `before \`until\`, if given).\n\n${requeueRules}\n\nChanges recorded while a webhook was disabled were never ` +
    "queued for it: read them from `GET /v1/changes`.",
  auth: "required",
  params: idParams,
  body: z
    .strictObject({
      since: dateTimeParam.meta({ description: "Re-queue deliveries queued at or after this time.", example: "2026-01-01T00:00:00Z" }),
      until: dateTimeParam.optional().meta({ description: "…and at or before this time (default: now)." }),
    })
    .meta({ id: "WebhookReplayRequest" }),
  envelope: "item",
  data: z
    .object({
      webhook_id: z.uuid(),
      since: z.string(),
      until: z.string().nullable(),
      queued: z.number().int().meta({ description: "Deliveries this request queued (0 on a repeat)." }),
      delivery_ids: z.array(z.uuid()).meta({ description: "The re-queued deliveries' ids (delivery-log entry ids), sorted." }),
    })
    .meta({ id: "WebhookReplay" }),
  errors: ["invalid_parameter", "invalid_body", "not_found", "conflict", "unavailable"],
  example: { params: { id: EXAMPLE_WEBHOOK_ID }, body: { since: "2026-01-01T00:00:00Z" } },
});

export const enableWebhook = defineOperation({
  id: "enableWebhook",
  method: "POST",
  path: "/webhooks/{id}/enable",
  exampleFixture: "webhook",
  tag: "Webhooks",
  summary: "Re-enable a disabled webhook",
  description: [
    "Re-activates one of the calling key's webhooks after it was disabled by 10 consecutive failed deliveries.",
    "",
    "- `active` becomes true, `failure_count` 0, `disabled_at` and `disabled_reason` null; the signing secret is unchanged.",
    "- New changes are delivered again from now on.",
    "- With `replay: true`, the deliveries the disable dead-lettered before their attempts ran out are re-queued as " +
      "well (`meta.replayed`). Older failures can be replayed with `POST /webhooks/{id}/replay`; changes recorded " +
      "while it was disabled (never queued) are in `GET /v1/changes`.",
    "",
    "On an active webhook it changes nothing (`meta.enabled` false): repeating the request is harmless.",
  ].join("\n"),
  auth: "required",
  params: idParams,
  body: z
    .strictObject({
      replay: z.boolean().default(false).meta({ description: "Also re-queue what the disable dead-lettered." }),
    })
    .meta({ id: "WebhookEnableRequest" }),
  envelope: "item",
  data: webhookSchema,
  meta: z.object({
    enabled: z.boolean().meta({ description: "True when this request re-activated the webhook; false when it was active already." }),
    replayed: z.number().int().meta({ description: "Deliveries re-queued by replay." }),
  }),
  errors: ["invalid_parameter", "invalid_body", "not_found", "unavailable"],
  example: { params: { id: EXAMPLE_WEBHOOK_ID }, body: { replay: true } },
});
