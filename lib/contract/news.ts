import { z } from "zod";
import { defineOperation } from "@/lib/http/operation";
import { attribution, isoDateParam, pageLimitParam, offsetParam, scopeEnum } from "./common";
import { lowestTierLabel, perTierText } from "./access-rules";

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
  description: [
    "AI-law news headlines, newest first: headline, publisher, link, date and our own short excerpt — never article text.",
    "",
    "`meta.window.floor` is the earliest `published_date` the caller's recency window can return.",
  ].join("\n"),
  gating: [
    `- Recency window: ${perTierText((t) => (t.newsRecencyDays === null ? "the full archive" : `${t.newsRecencyDays} days`))}.`,
    `- \`excerpt\` and \`fetched_at\` from ${lowestTierLabel((t) => t.newsFullFields)} up.`,
    `- Rows per page: ${perTierText((t) => String(t.listMax))}.`,
    "",
    "Each cap is named in `meta.gated`.",
  ].join("\n"),
  auth: "optional",
  query: z.object({
    scope: scopeEnum.optional(),
    jurisdiction: z.string().min(1).max(64).optional().meta({ description: "Exact slug: a state, federal, eu, or a country." }),
    q: z.string().min(1).max(200).optional().meta({ description: `Keyword substring over the headline, and over the excerpt for tiers that are shown excerpts (${lowestTierLabel((t) => t.newsFullFields)} and above); below, the headline only, so hidden text cannot be probed.` }),
    from: isoDateParam.optional().meta({ description: "Published on or after (YYYY-MM-DD)." }),
    since: isoDateParam.optional().meta({ description: "Alias of from." }),
    to: isoDateParam.optional().meta({ description: "Published on or before (YYYY-MM-DD)." }),
    limit: pageLimitParam(20),
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
