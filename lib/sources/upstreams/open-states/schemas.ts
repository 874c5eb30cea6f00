import { z } from "zod";
import { parseUpstream } from "../schema-error";

/**
 * Open States API v3 (https://v3.openstates.org/docs) response shapes, as its server declares them
 * (openstates/api-v3 `api/schemas.py` Bill, BillAction, Link; `api/pagination.py` PaginationMeta). Only what we read
 * is required; fields Open States adds later pass through, so an addition is not a "changed shape".
 */

const organization = z.object({ name: z.string(), classification: z.string().optional() });

export const openStatesActionSchema = z.object({
  organization: organization.nullable().optional(),
  description: z.string(),
  /** "2026-04-01", sometimes with a time ("2025-02-25T00:55:14+00:00"). */
  date: z.string(),
  classification: z.array(z.string()),
  order: z.number().int(),
});

export const openStatesLinkSchema = z.object({ url: z.string(), note: z.string().optional() });

export const openStatesBillSchema = z.object({
  id: z.string().startsWith("ocd-bill/"),
  session: z.string(),
  jurisdiction: z.object({ id: z.string(), name: z.string(), classification: z.string().optional() }),
  from_organization: organization.optional(),
  identifier: z.string().min(1),
  title: z.string(),
  classification: z.array(z.string()).default([]),
  subject: z.array(z.string()).default([]),
  created_at: z.string(),
  updated_at: z.string(),
  openstates_url: z.string(),
  first_action_date: z.string().nullable().optional(),
  latest_action_date: z.string().nullable().optional(),
  latest_action_description: z.string().nullable().optional(),
  latest_passage_date: z.string().nullable().optional(),
  actions: z.array(openStatesActionSchema).optional(),
  sources: z.array(openStatesLinkSchema).optional(),
});

export const openStatesBillListSchema = z.object({
  results: z.array(openStatesBillSchema),
  pagination: z.object({
    per_page: z.number().int(),
    page: z.number().int(),
    max_page: z.number().int(),
    total_items: z.number().int(),
  }),
});

export type OpenStatesBill = z.infer<typeof openStatesBillSchema>;
export type OpenStatesBillList = z.infer<typeof openStatesBillListSchema>;

/** `GET /bills` body; throws the schema_changed fault when its shape changed. */
export function parseOpenStatesBillList(body: unknown): OpenStatesBillList {
  return parseUpstream(openStatesBillListSchema, body, "open-states /bills");
}

/** `GET /bills/{openstates_bill_id}` body. */
export function parseOpenStatesBill(body: unknown): OpenStatesBill {
  return parseUpstream(openStatesBillSchema, body, "open-states /bills/{id}");
}
