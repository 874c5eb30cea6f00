import { z } from "zod";
import { TIER_CAP_KEYWORD, type TierCap } from "./access-rules";

/** Shared building blocks of the contract (SPEC Part 2). */

export { attributionFor, DISCLAIMER, scopeEnum, type ScopeName } from "@/lib/vocabulary";

/** Query booleans: true/false (also 1/0); anything else names the parameter in a 400. */
export const booleanParam = z
  .enum(["true", "false", "1", "0"], { message: "expected true or false" })
  .transform((v) => v === "true" || v === "1");

export const isoDateParam = z.iso.date({ message: "expected a date as YYYY-MM-DD" });
export const dateTimeParam = z
  .string()
  .refine((v) => /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)), {
    message: "expected an ISO 8601 date-time such as 2026-01-31T12:00:00.000000Z",
  });

export function limitParam(defaultValue: number, max = 100) {
  return z.coerce
    .number({ message: "expected an integer" })
    .int({ message: "expected an integer" })
    .min(1, { message: "must be at least 1" })
    .max(max, { message: `must be at most ${max}` })
    .default(defaultValue);
}

/**
 * Marks a parameter as capped per tier by a column of the tiers table (the domain applies it, e.g. through
 * pageWindow): the OpenAPI document and the docs print each tier's number from that column.
 */
export function tierCapped<T extends z.ZodType>(schema: T, cap: TierCap): T {
  return schema.meta({ [TIER_CAP_KEYWORD]: cap }) as T;
}

/** `limit` of a list paged by tier (pageWindow): the schema's maximum, lowered to the tier's page size. */
export function pageLimitParam(defaultValue: number) {
  return tierCapped(limitParam(defaultValue), "listMax");
}

/** Every offset-paged list is paged by tier (pageWindow): deeper than the tier reaches returns no rows. */
export const offsetParam = tierCapped(
  z.coerce
    .number({ message: "expected an integer" })
    .int({ message: "expected an integer" })
    .min(0, { message: "must be 0 or more" })
    .default(0),
  "maxOffset",
);

export const uuidParam = z.uuid({ message: "expected a UUID" });

export const jurisdictionRef = z
  .object({ slug: z.string(), name: z.string().nullable(), abbr: z.string().nullable() })
  .meta({ id: "JurisdictionRef" });

export const attribution = z.string().meta({ description: "Data by LexAtlas (CC BY 4.0) - {site_url}" });

export const upgradeHint = z.string().nullable().meta({ description: "How to lift what was gated." });

/** meta of every paginated list. `gated` names what the caller's tier capped (never an error). */
export const pageMeta = z.object({
  total: z.number().int(),
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  gated: z.array(z.string()).optional(),
  upgrade: upgradeHint.optional(),
  notice: z.string().optional(),
  disclaimer: z.string().optional(),
});

/** The amending act behind a date served as amended (EU AI Act dates; lib/eu-ai-act/application-dates.yaml). */
export const dateAmendment = z
  .object({
    act: z.string().meta({ description: "The amending act, e.g. 'Regulation (EU) 2026/1744'." }),
    provision: z.string().meta({ description: "The amending provision and what it did, e.g. 'Art. 1(40)(b), replacing Art. 113, third paragraph, point (c)'." }),
    url: z.string().meta({ description: "The amending act in the Official Journal (EUR-Lex ELI)." }),
  })
  .meta({ id: "DateAmendment" });
