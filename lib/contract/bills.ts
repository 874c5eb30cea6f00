import { z } from "zod";
import { defineOperation } from "@/lib/http/operation";
import { attribution, jurisdictionRef } from "./common";
import { lowestTierLabel } from "./access-rules";
import { sourceLinkSchema } from "./laws";

export const billIndexItem = z
  .object({
    slug: z.string(),
    bill_number: z.string(),
    title: z.string(),
    jurisdiction: jurisdictionRef,
    status: z.string().meta({ description: "Verbatim from the source." }),
    deadline: z.string().nullable().meta({ description: "Effective or compliance date text, verbatim from the source." }),
    official_url: z.string(),
    verified_on: z.string().meta({ description: "Date (YYYY-MM-DD) our curators last checked these facts against the source." }),
    attribution,
  })
  .meta({ id: "BillIndexItem" });

export const listBills = defineOperation({
  id: "listBills",
  method: "GET",
  path: "/bills",
  tag: "Bills",
  summary: "Landmark bills",
  description: "The curated index of the landmark AI bills and acts users track most, each checked against its official source, free at every tier.",
  auth: "optional",
  envelope: "list",
  data: billIndexItem,
  meta: z.object({ count: z.number().int(), disclaimer: z.string() }),
  errors: ["unavailable"],
});

export const getBill = defineOperation({
  id: "getBill",
  method: "GET",
  path: "/bills/{slug}",
  tag: "Bills",
  summary: "One landmark bill",
  description: [
    "One landmark bill with its sources, citations and cross-links.",
    "",
    "- Core fields, and source URLs tiered `primary` or `secondary`.",
    "- `citations`: the identifier plus audited alternate names.",
    "- `links.history` points to the record's history when we hold a matching record.",
  ].join("\n"),
  gating: `Secondary source links from ${lowestTierLabel((t) => t.secondarySources)} up; below, primary links only.`,
  auth: "optional",
  params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/, { message: "expected a bill slug such as colorado-sb24-205" }) }),
  envelope: "item",
  data: billIndexItem
    .extend({
      sources: z.array(sourceLinkSchema),
      citations: z.object({ identifier: z.string(), alternate_names: z.array(z.string()) }),
      links: z.object({ self: z.string(), law: z.string().optional(), history: z.string().optional() }),
      record_id: z.uuid().nullable(),
    })
    .meta({ id: "Bill" }),
  meta: z.object({ gated: z.array(z.string()).optional(), withheld: z.number().int().optional(), upgrade: z.string().nullable().optional() }),
  errors: ["not_found", "unavailable"],
  example: { params: { slug: "colorado-sb24-205" } },
});
