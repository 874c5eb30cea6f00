import { isTierCap, TIER_CAP_KEYWORD, TIER_CAPS, tierCapValues, type TierValue } from "@/lib/contract/access-rules";
import type { TierName } from "@/lib/auth/tiers";
import { constraintsOf, enumValues, typeLabel, type Components } from "./json-schema";
import type { DocParameter } from "./operations";

/**
 * One row of an operation's parameter table, read from the parameter's JSON Schema in the generated OpenAPI document
 * (type, allowed values, default, bounds) and, for a parameter capped by tier, from the tiers table. Nothing here is
 * written per operation.
 */
export interface ParameterRow {
  name: string;
  in: "path" | "query";
  required: boolean;
  type: string;
  /** Allowed values of an enum, or null. */
  values: string[] | null;
  /** The default as JSON text ("20", "\"citation\""), or null. */
  defaultValue: string | null;
  /** Bounds a reader needs: "min 1", "max 100", "max length 200". */
  constraints: string[];
  /** The tier-dependent cap, or null: what it caps, each tier's number, and what happens beyond it. */
  perTier: { what: string; values: TierValue[]; beyond: string } | null;
  /** Markdown (inline): the parameter's own description. */
  description: string | null;
}

export function parameterRows(parameters: DocParameter[], components: Components, op: { minTier?: TierName | null }): ParameterRow[] {
  return parameters.map((p) => {
    const cap = p.schema[TIER_CAP_KEYWORD];
    return {
      name: p.name,
      in: p.in,
      required: p.required,
      type: typeLabel(p.schema, components),
      values: enumValues(p.schema, components),
      defaultValue: "default" in p.schema ? JSON.stringify(p.schema.default) : null,
      constraints: constraintsOf(p.schema).filter((c) => !c.startsWith("default ")),
      perTier: isTierCap(cap) ? { what: TIER_CAPS[cap].what, values: tierCapValues(cap, op), beyond: TIER_CAPS[cap].beyond } : null,
      description: p.description,
    };
  });
}
