import { z } from "zod";
import { lowestTierWhere } from "@/lib/auth/tiers";
import { windowSummary } from "@/lib/history/window";
import { defineOperation } from "@/lib/http/operation";
import { lawIdFor } from "@/lib/ingest/normalize";
import { attribution, booleanParam, dateTimeParam, jurisdictionRef, pageLimitParam, offsetParam, pageMeta, scopeEnum, tierCapped, uuidParam } from "./common";
import { lawRecordSchema } from "./laws";

/** SPEC Part 2 Change, 4.2 /laws/{id}/history and 4.3 /changes, /feed. */

const timestamp = (description: string) =>
  z.string().meta({ description: `${description} ISO 8601 UTC with microseconds, e.g. 2026-01-31T12:00:00.123456Z.` });

const fieldChange = z
  .object({ field: z.string(), from: z.unknown(), to: z.unknown() })
  .meta({ id: "FieldChange", description: "One scalar public field that changed: its value before and after." });

export const changeSchema = z
  .object({
    event_id: z.uuid().meta({ description: "Unique per change: the id of the append-only history row." }),
    entity: z.enum(["law_record", "jurisdiction", "us_law_record"]).meta({
      description: "law_record and jurisdiction: the AI-law dataset. us_law_record: a US-law record changed by a live sync (only when asked for with entity=us_law_record).",
    }),
    record_id: z.uuid().nullable().meta({
      description: "The /laws/{id} key; for us_law_record the record_uid (/us-law/records/{record_uid}); null for jurisdiction changes.",
    }),
    scope: scopeEnum.nullable(),
    jurisdiction: jurisdictionRef,
    identifier: z.string().nullable().meta({ description: "The law's identifier; for us_law_record its citation (e.g. 3 CFR 100.1)." }),
    title: z.string().nullable(),
    change_kind: z.enum(["insert", "update"]),
    changed_fields: z.array(z.string()).nullable().meta({
      description: "Public field names changed by an update; null on insert. Internal metadata churn (alternate names, source links, effective-date text) appears as the name metadata.",
    }),
    field_changes: z.array(fieldChange).meta({ description: "Scalar fields that changed, with from/to; empty on insert and on a metadata-only update." }),
    observed_at: timestamp("When this state was first observed; strictly increasing across all changes. Pass the page's meta.cursor as ?since=."),
    source_run_id: z.uuid().nullable().meta({ description: "The source run that observed this state." }),
    attribution,
  })
  .meta({ id: "Change" });

export const feedItemSchema = changeSchema
  .omit({ field_changes: true })
  .meta({ id: "FeedItem", description: "A significant change without value diffs: a Change minus field_changes." });

export const lookbackWindowSchema = z
  .object({
    tier: z.string(),
    lookback_days: z.number().int().nullable().meta({ description: "null = unbounded." }),
    clamped: z.boolean().meta({ description: "True when the requested since (or history) reached further back than the tier window." }),
  })
  .meta({ id: "LookbackWindow" });

const cursor = timestamp("Newest observed_at on the page (or the effective since when the page is empty); pass as ?since= to poll.").nullable();

export const changesMeta = pageMeta
  .extend({ order: z.enum(["asc", "desc"]), cursor, window: lookbackWindowSchema })
  .meta({ id: "ChangesMeta" });

const since = tierCapped(dateTimeParam.optional(), "changesWindowDays").meta({
  description: "Only changes observed strictly after this date-time (a time without an offset is UTC). Pass the previous `meta.cursor`.",
});
const jurisdiction = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "expected a jurisdiction slug such as colorado or eu" })
  .max(64)
  .optional()
  .meta({ description: "Exact jurisdiction slug: a law's jurisdiction, or the jurisdiction itself for jurisdiction changes." });
const entity = z.enum(["law_record", "jurisdiction", "us_law_record"]).optional().meta({
  description:
    "Which dataset. Default: law_record and jurisdiction (the AI-law dataset). us_law_record is opt-in: US-law records " +
    "inserted or changed by a live sync (eCFR, US Code, Federal Register), with their field diffs; it needs the US-law " +
    "licence and has the same tier gate and lookback window.",
});
const scope = scopeEnum.optional();

export const listChangesQuery = z.object({
  since,
  scope,
  jurisdiction,
  entity,
  significant: booleanParam.default(false).meta({ description: "true drops metadata-only updates." }),
  order: z.enum(["asc", "desc"]).default("desc").meta({ description: "By observed_at. Poll with asc: pages then follow each other without gaps." }),
  limit: pageLimitParam(50),
  offset: offsetParam,
});

export const feedQuery = z.object({ since, scope, jurisdiction, entity, limit: pageLimitParam(50) });

const changesTier = lowestTierWhere((t) => t.changesWindowDays !== null)!;
const historyTier = lowestTierWhere((t) => t.historyWindowDays !== null)!;

const pollingNote =
  "To follow the feed losslessly, poll with `order=asc` and `since` set to the previous page's `meta.cursor`: " +
  "`observed_at` is unique and strictly increasing, and a change becomes visible only after every earlier one, so " +
  "this never skips and never repeats a change, even while an ingest is running.";

export const listChanges = defineOperation({
  id: "listChanges",
  method: "GET",
  path: "/changes",
  tag: "Changes",
  summary: "Change feed",
  description:
    "Every observed insert and update of a law record or jurisdiction, from the append-only history; with " +
    `\`entity=us_law_record\`, those of US-law records made by live syncs instead.\n\n${pollingNote}`,
  gating: `Lookback window by tier: ${windowSummary("changesWindowDays")}. An older \`since\` is raised to the window and \`meta.window.clamped\` says so.`,
  auth: "optional",
  minTier: changesTier,
  query: listChangesQuery,
  envelope: "list",
  data: changeSchema,
  meta: changesMeta,
  errors: ["unavailable"],
  example: { query: { order: "asc", limit: "10" } },
});

export const feedMeta = pageMeta
  .extend({ order: z.literal("desc"), cursor, window: lookbackWindowSchema })
  .meta({ id: "FeedMeta" });

export const getFeed = defineOperation({
  id: "getFeed",
  method: "GET",
  path: "/feed",
  tag: "Changes",
  summary: "Significant changes, newest first",
  description: [
    "The significant changes, newest first: a convenience view of `/changes` with `significant=true` (metadata-only " +
      "updates dropped) and no value diffs.",
    "",
    "Each item is a Change without `field_changes`. For lossless polling use `/changes?order=asc`.",
  ].join("\n"),
  gating: `Same gate and lookback window as /changes: ${windowSummary("changesWindowDays")}.`,
  auth: "optional",
  minTier: changesTier,
  query: feedQuery,
  envelope: "list",
  data: feedItemSchema,
  meta: feedMeta,
  errors: ["unavailable"],
  example: { query: { limit: "10" } },
});

export const historyEntrySchema = z
  .object({
    observed_at: timestamp("When this state was first observed."),
    change_kind: z.enum(["insert", "update"]),
    changed_fields: z.array(z.string()).nullable(),
    source_run_id: z.uuid().nullable(),
    record: lawRecordSchema.meta({ description: "The record as of this observation; updated_at and checked_at are its observed_at." }),
  })
  .meta({ id: "HistoryEntry" });

export const lawHistorySchema = z
  .object({
    record_id: z.uuid(),
    count: z.number().int(),
    timeline: z.array(historyEntrySchema).meta({ description: "Oldest first (observed_at ascending)." }),
  })
  .meta({ id: "LawHistory" });

export const getLawHistory = defineOperation({
  id: "getLawHistory",
  method: "GET",
  path: "/laws/{id}/history",
  tag: "Changes",
  summary: "Record history",
  description: [
    "The record's append-only history: one entry per observed insert or update, each with the full record as of that observation.",
    "",
    "An empty timeline means no change was observed in the window, never that the law did not change.",
  ].join("\n"),
  gating: `Lookback window by tier: ${windowSummary("historyWindowDays")}; older entries are withheld and \`meta.window.clamped\` says so.`,
  auth: "optional",
  minTier: historyTier,
  params: z.object({ id: uuidParam }),
  envelope: "item",
  data: lawHistorySchema,
  meta: z.object({ window: lookbackWindowSchema, notice: z.string().optional() }).meta({ id: "LawHistoryMeta" }),
  errors: ["not_found", "unavailable"],
  example: { params: { id: lawIdFor("colorado:SB24-205") } },
});
