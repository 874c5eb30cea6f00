/**
 * Reading the JSON Schemas of the generated OpenAPI document for the docs pages: resolve component references, name
 * a schema's type the way a reader expects ("string | null", "array of Record"), and flatten an object schema into
 * a tree of fields.
 */

export type JsonSchema = { [key: string]: unknown };
export type Components = Record<string, JsonSchema>;

const REF_PREFIX = "#/components/schemas/";

export function refName(schema: JsonSchema): string | null {
  const ref = schema.$ref;
  return typeof ref === "string" && ref.startsWith(REF_PREFIX) ? ref.slice(REF_PREFIX.length) : null;
}

/** Follows $ref chains; keeps sibling keywords (a description next to a $ref) on top of the target. */
export function resolve(schema: JsonSchema, components: Components): JsonSchema {
  let current = schema;
  for (let depth = 0; depth < 10; depth++) {
    const name = refName(current);
    if (!name || !components[name]) return current;
    const { $ref: _ignored, ...siblings } = current;
    current = { ...components[name], ...siblings };
  }
  return current;
}

/** The variants of a union, with `null` split off so "string | null" reads as a nullable string. */
function variantsOf(schema: JsonSchema): { variants: JsonSchema[]; nullable: boolean } {
  const list = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (list) {
    const nonNull = list.filter((v) => v.type !== "null");
    return { variants: nonNull, nullable: nonNull.length < list.length };
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type as string[];
    const nonNull = types.filter((t) => t !== "null");
    return { variants: nonNull.map((t) => ({ ...schema, type: t })), nullable: nonNull.length < types.length };
  }
  return { variants: [schema], nullable: false };
}

export function isNullable(schema: JsonSchema): boolean {
  return variantsOf(schema).nullable;
}

/** A short human type: "string (uuid)", "integer", "array of Record", "\"v1\"", "one of: state, federal". */
export function typeLabel(schema: JsonSchema, components: Components): string {
  const { variants, nullable } = variantsOf(schema);
  const labels = variants.map((v) => singleTypeLabel(v, components));
  const joined = labels.length ? [...new Set(labels)].join(" | ") : "null";
  return nullable && labels.length ? `${joined} | null` : joined;
}

function singleTypeLabel(schema: JsonSchema, components: Components): string {
  const name = refName(schema);
  if (name) return name;
  if ("const" in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return "enum";
  const type = schema.type;
  if (type === "array") {
    const items = (schema.items ?? {}) as JsonSchema;
    return `array of ${typeLabel(items, components)}`;
  }
  if (type === "object" && !schema.properties && schema.additionalProperties !== undefined) return "object (map)";
  if (typeof type === "string") {
    const format = typeof schema.format === "string" ? ` (${schema.format})` : "";
    return `${type}${format}`;
  }
  if (schema.anyOf || schema.oneOf) return typeLabel(schema, components);
  return "any";
}

/** Constraints worth telling a reader; the ±2^53 integer bounds zod emits are noise. */
export function constraintsOf(schema: JsonSchema): string[] {
  const out: string[] = [];
  const s = variantsOf(schema).variants[0] ?? schema;
  const limit = 2 ** 53 - 1;
  if (typeof s.minimum === "number" && Math.abs(s.minimum) < limit) out.push(`min ${s.minimum}`);
  if (typeof s.maximum === "number" && Math.abs(s.maximum) < limit) out.push(`max ${s.maximum}`);
  if (typeof s.minLength === "number" && s.minLength > 0) out.push(`min length ${s.minLength}`);
  if (typeof s.maxLength === "number") out.push(`max length ${s.maxLength}`);
  if ("default" in schema) out.push(`default ${JSON.stringify(schema.default)}`);
  return out;
}

export function enumValues(schema: JsonSchema, components: Components): string[] | null {
  for (const v of variantsOf(resolve(schema, components)).variants) {
    const r = resolve(v, components);
    if (Array.isArray(r.enum)) return r.enum.map(String);
  }
  return null;
}

export interface FieldNode {
  name: string;
  type: string;
  required: boolean;
  description: string | null;
  enumValues: string[] | null;
  children: FieldNode[];
}

/** The fields nested inside a schema: an object's properties, or an array's item properties. */
export function fieldTree(schema: JsonSchema, components: Components, seen: string[] = []): FieldNode[] {
  const resolved = resolve(schema, components);
  for (const variant of variantsOf(resolved).variants) {
    const name = refName(variant);
    if (name && seen.includes(name)) return [];
    const target = resolve(variant, components);
    const nextSeen = name ? [...seen, name] : seen;
    if (target.type === "array" && target.items) return fieldTree(target.items as JsonSchema, components, nextSeen);
    const properties = target.properties as Record<string, JsonSchema> | undefined;
    if (properties) {
      const required = new Set((target.required as string[] | undefined) ?? []);
      return Object.entries(properties).map(([key, prop]) => ({
        name: key,
        type: typeLabel(prop, components),
        required: required.has(key),
        description: descriptionOf(prop, components),
        enumValues: enumValues(prop, components),
        children: fieldTree(prop, components, nextSeen),
      }));
    }
  }
  return [];
}

export function descriptionOf(schema: JsonSchema, components: Components): string | null {
  if (typeof schema.description === "string") return schema.description;
  const resolved = resolve(schema, components);
  return typeof resolved.description === "string" ? resolved.description : null;
}
