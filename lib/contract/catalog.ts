import { z } from "zod";
import { defineOperation } from "@/lib/http/operation";
import { scopeEnum } from "./common";

export const jurisdictionIndexItem = z
  .object({
    slug: z.string(),
    name: z.string().nullable(),
    abbr: z.string().nullable(),
    scope: scopeEnum,
    kind: z.string().meta({ description: "state, district, territory, local, federal, supranational, country or international" }),
    count: z.number().int().meta({ description: "Law records held for this jurisdiction." }),
  })
  .meta({ id: "JurisdictionIndexItem" });

const countMeta = z.object({ count: z.number().int(), notice: z.string().optional() });

export const listJurisdictions = defineOperation({
  id: "listJurisdictions",
  method: "GET",
  path: "/jurisdictions",
  tag: "Catalogues",
  summary: "Jurisdictions",
  description: "Every jurisdiction we track, with the number of law records held (a count of 0 means we hold none, not that none exist).",
  auth: "optional",
  query: z.object({ scope: scopeEnum.optional().meta({ description: "Only jurisdictions of this scope." }) }),
  envelope: "list",
  data: jurisdictionIndexItem,
  meta: countMeta,
  errors: ["invalid_parameter", "unavailable"],
  example: { query: { scope: "state" } },
});

export const listCountries = defineOperation({
  id: "listCountries",
  method: "GET",
  path: "/countries",
  tag: "Catalogues",
  summary: "Countries with binding AI-specific instruments",
  description: [
    "National jurisdictions holding at least one binding AI-specific record: a statute, regulation, executive order " +
      "or ordinance not marked out of force.",
    "",
    "`meta.screened_without_ai_instrument` lists tracked countries screened and found without one — they hold only " +
      "guidance or pending bills, or nothing — and they do not inflate the totals.",
  ].join("\n"),
  auth: "optional",
  envelope: "list",
  data: jurisdictionIndexItem.extend({ binding_count: z.number().int() }).meta({ id: "CountryItem" }),
  meta: z.object({
    count: z.number().int(),
    screened_without_ai_instrument: z.array(
      z.object({ slug: z.string(), name: z.string(), abbr: z.string().nullable(), note: z.string(), source_url: z.string().nullable(), records_held: z.number().int() }),
    ),
  }),
  errors: ["unavailable"],
});

export const listStates = defineOperation({
  id: "listStates",
  method: "GET",
  path: "/states",
  tag: "Catalogues",
  summary: "US states, DC and territories",
  description: [
    "The 50 states, the District of Columbia and the US territories we hold, with record counts.",
    "",
    "- The District of Columbia has `kind` `district`.",
    "- The territories have `kind` `territory`: Puerto Rico, Guam, U.S. Virgin Islands, American Samoa, Northern Mariana Islands.",
    "- Cities and counties (`kind` `local`, e.g. `new-york-city`) are not listed here; they are in `/jurisdictions` under their own kind.",
  ].join("\n"),
  auth: "optional",
  envelope: "list",
  data: jurisdictionIndexItem,
  meta: countMeta,
  errors: ["unavailable"],
});

const valueCount = z.object({ value: z.string(), count: z.number().int() });

export const getCategories = defineOperation({
  id: "getCategories",
  method: "GET",
  path: "/categories",
  tag: "Catalogues",
  summary: "Record types and scopes",
  description: "The values of `record_type` and `scope` in the dataset, with counts.",
  auth: "optional",
  envelope: "item",
  data: z.object({ record_types: z.array(valueCount), scopes: z.array(valueCount) }).meta({ id: "Categories" }),
  errors: ["unavailable"],
});
