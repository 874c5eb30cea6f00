import { resolve, type Components, type JsonSchema } from "./json-schema";
import { needsKey, type DocOperation } from "./operations";

/** The runnable request of an operation's docs page, built from its declared `example`. */
export interface ExampleRequest {
  method: DocOperation["method"];
  /** Path under /v1 with the example's path parameters filled in, plus the query string. */
  pathAndQuery: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
  needsKey: boolean;
}

/** A body for the example: the declared one, else each required field's schema `example`. */
function exampleBody(op: DocOperation, components: Components): Record<string, unknown> | null {
  if (op.example.body) return op.example.body;
  if (!op.requestBody) return null;
  const schema = resolve(op.requestBody, components);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  const body: Record<string, unknown> = {};
  for (const name of required) {
    const prop = resolve(properties[name] ?? {}, components);
    if ("example" in prop) body[name] = prop.example;
    else if (Array.isArray(prop.examples) && prop.examples.length) body[name] = prop.examples[0];
    else body[name] = `<${name}>`;
  }
  return body;
}

export function exampleRequest(op: DocOperation, components: Components): ExampleRequest {
  const params = op.example.params ?? {};
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `<${name}>`));
  const query = op.example.query ?? {};
  const search = new URLSearchParams(query).toString();
  return {
    method: op.method,
    path,
    query,
    pathAndQuery: search ? `${path}?${search}` : path,
    body: exampleBody(op, components),
    needsKey: needsKey(op),
  };
}
