import { z } from "zod";
import { defineOperation } from "@/lib/http/operation";
import { attribution, isoDateParam, limitParam, offsetParam, scopeEnum } from "./common";

export const newsItemSchema = z
  .object({
    id: z.uuid(),
    scope: scopeEnum,
    jurisdiction: z.object({ slug: z.string(), name: z.string().nullable() }),
    title: z.string().nullable().meta({ description: "The headline." }),
    published_date: z.string().nullable(),
    source: z.string().nullable().meta({ description: "Publisher name." }),
    url: z.string().nullable().meta({ description: "The publisher's page." }),
    excerpt: z.string().nullable().optional().meta({ description: "Our short summary. Developer and above." }),
    fetched_at: z.string().nullable().optional().meta({
      description:
        "Freshness stamp: when we last saw the item in its publisher's feed (imported items), or the day a curator " +
        "last re-checked every fact of it against the publisher's page (curated items, at 00:00 UTC); null for a " +
        "curated item not re-checked since it was added. Developer and above.",
    }),
    gated: z.literal(true).optional().meta({ description: "Present on the free/anonymous envelope." }),
    attribution,
  })
  .meta({ id: "NewsItem" });

export const listNews = defineOperation({
  id: "listNews",
  method: "GET",
  path: "/news",
  tag: "News",
  summary: "AI-law news headlines",
  description:
    "Headlines only (headline, publisher, link, date; our own short excerpt) — never article text. Newest first. " +
    "Recency window: anonymous 14 days, free 45 days, Developer and above the full archive; excerpt and fetched_at " +
    "from Developer up. meta.window.floor is the earliest published_date the window can return.",
  gating: "Anonymous and free callers get a recency window, no excerpt and smaller pages; each is named in meta.gated.",
  auth: "optional",
  query: z.object({
    scope: scopeEnum.optional(),
    jurisdiction: z.string().min(1).max(64).optional().meta({ description: "Exact slug: a state, federal, eu, or a country." }),
    q: z.string().min(1).max(200).optional().meta({ description: "Keyword substring over the headline, and over the excerpt for tiers that are shown excerpts (Developer and above); below, the headline only, so hidden text cannot be probed." }),
    from: isoDateParam.optional().meta({ description: "Published on or after (YYYY-MM-DD)." }),
    since: isoDateParam.optional().meta({ description: "Alias of from." }),
    to: isoDateParam.optional().meta({ description: "Published on or before (YYYY-MM-DD)." }),
    limit: limitParam(20),
    offset: offsetParam,
  }),
  envelope: "list",
  data: newsItemSchema,
  meta: z.object({
    total: z.number().int(),
    count: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    tier: z.string(),
    window: z.object({ tier: z.string(), recency_days: z.number().int().nullable(), floor: z.string().nullable(), clamped: z.boolean() }),
    gated: z.array(z.string()),
    upgrade: z.string().nullable(),
    notice: z.string().optional(),
  }),
  errors: ["invalid_parameter", "unavailable"],
  example: { query: { scope: "federal" } },
});
