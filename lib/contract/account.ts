import { z } from "zod";
import { defineOperation } from "@/lib/http/operation";

const windowDays = z.union([z.number().int(), z.literal("full"), z.null()]);
const usagePeriod = z.object({
  used: z.number().int().nullable(),
  limit: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  resets_in_seconds: z.number().int(),
});

export const accountSchema = z
  .object({
    key_prefix: z.string(),
    tier: z.string(),
    owner: z.string().nullable().meta({ description: "The account email, masked." }),
    revoked: z.boolean(),
    created_at: z.string().nullable(),
    last_used_at: z.string().nullable(),
    limits: z.object({ per_min: z.number().int(), per_day: z.number().int(), per_month: z.number().int().nullable() }),
    usage: z.object({ tracking: z.boolean(), day: usagePeriod, month: usagePeriod }),
    capabilities: z.object({
      list_max: z.number().int(),
      full_fields: z.boolean(),
      advanced_filters: z.boolean(),
      changes_window_days: windowDays,
      history_window_days: windowDays,
      webhooks: z.union([z.number().int(), z.literal("unlimited")]),
      bulk_export: z.boolean(),
    }),
    product: z.object({
      licensed: z.array(z.enum(["ai_law", "us_law"])),
      us_law: z.object({
        in_product: z.boolean(),
        records_per_day: z.number().int().nullable(),
        records_per_30_days: z.number().int().nullable(),
        bulk_export: z.boolean(),
      }),
    }),
  })
  .meta({ id: "Account" });

export const getMe = defineOperation({
  id: "getMe",
  method: "GET",
  path: "/me",
  tag: "Keys",
  summary: "The calling key's account",
  description: [
    "The presenting key's tier, limits, capabilities and product licences, with its real usage counts for the current UTC day and month.",
    "",
    "Reading it counts as one request.",
  ].join("\n"),
  auth: "required",
  envelope: "item",
  data: accountSchema,
  errors: ["key_required", "key_revoked"],
});

export const deleteMe = defineOperation({
  id: "deleteMe",
  method: "DELETE",
  path: "/me",
  tag: "Keys",
  summary: "Revoke the calling key",
  description: "Irreversibly revokes the presenting key: later requests with it get 403 `key_revoked`.",
  auth: "required",
  envelope: "item",
  data: z.object({ key_prefix: z.string(), revoked: z.literal(true) }),
  errors: ["key_required", "key_revoked"],
});
