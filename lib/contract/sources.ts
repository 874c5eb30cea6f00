import { z } from "zod";
import { defineOperation } from "@/lib/http/operation";
import { FAULT_CODES, FAULT_REASON_CODES } from "@/lib/sources/faults";
import { SOURCE_GROUPS } from "@/lib/sources/groups";
import { booleanParam } from "./common";

const groupList = z
  .string()
  .transform((value, ctx) => {
    const groups = value.split(",").map((g) => g.trim().toLowerCase()).filter(Boolean);
    const unknown = groups.filter((g) => !(SOURCE_GROUPS as readonly string[]).includes(g));
    if (groups.length === 0 || unknown.length) {
      ctx.addIssue({ code: "custom", message: `${unknown.length ? `unknown group ${unknown.map((g) => `'${g}'`).join(", ")}` : "no group given"}; allowed: ${SOURCE_GROUPS.join(", ")}` });
      return z.NEVER;
    }
    return groups;
  });

export const sourceHealthSchema = z
  .object({
    id: z.string().meta({ description: "The source id: federal-register, ecfr, us-code, open-states, courtlistener, edgar, enforcement/<id>, news/<id>; news alone when the news feed list cannot be read (config_invalid)." }),
    name: z.string(),
    group: z.string().meta({ description: "us-law, laws, enforcement, disclosures or news." }),
    upstream_url: z.string().nullable().meta({ description: "The upstream's address (a documentation page or the feed itself); null when this server's configuration names none (config_invalid)." }),
    is_enabled: z.boolean(),
    requires_env: z.array(z.string()).meta({ description: "Environment variables the source reads (names only)." }),
    configured: z.boolean().meta({ description: "false when a required environment variable is unset on this server (every run is the fault credentials_missing) or the source's configuration is invalid (config_invalid)." }),
    every_hours: z.number().int().meta({ description: "How often the schedulers read it." }),
    max_silence_hours: z.number().int(),
    last_attempt_at: z.string().nullable(),
    last_success_at: z.string().nullable(),
    lag_hours: z.number().nullable().meta({ description: "Hours since the last successful read; null when never read." }),
    is_stale: z.boolean().meta({ description: "Never read successfully, or not within its own max_silence_hours: a gap in monitoring." }),
    last_fault_reason_code: z.enum(FAULT_REASON_CODES).nullable().meta({ description: "One of the seven public reason codes; null after a successful read." }),
    last_fault_code: z.enum(FAULT_CODES).nullable().meta({ description: "The finer fault code (e.g. schema_changed, rate_limited_upstream)." }),
    last_fault_label: z.string().nullable().meta({ description: "One line of ours per code; the raw fault text is never returned." }),
    last_fault_at: z.string().nullable(),
    items_seen_last_run: z.number().int().nullable(),
  })
  .meta({ id: "SourceHealth" });

export const listSources = defineOperation({
  id: "listSources",
  method: "GET",
  path: "/sources",
  tag: "Service",
  summary: "Source health",
  description: [
    "The health of every upstream LexAtlas reads: last successful read, last fault, lag and staleness.",
    "",
    "- Sources: the Federal Register, the eCFR, the US Code (OLRC release points), the monitored agency sources, Open States, CourtListener, SEC EDGAR and the configured news feeds.",
    "- A fault is its code and a one-line label, never the raw upstream text.",
    "- A stale source is a gap in our monitoring, never a sign that the upstream published nothing.",
  ].join("\n"),
  gating: "Open and unmetered.",
  auth: "optional",
  product: "open",
  query: z.object({
    group: groupList.optional().meta({ description: "us-law, laws, enforcement, disclosures, news; comma-separated." }),
    is_stale: booleanParam.optional(),
    is_enabled: booleanParam.optional(),
  }),
  envelope: "list",
  data: sourceHealthSchema,
  meta: z.object({ total: z.number().int(), count: z.number().int(), stale: z.number().int(), faulted: z.number().int(), notice: z.string() }),
  errors: ["invalid_parameter", "unavailable"],
  example: { query: {} },
});
