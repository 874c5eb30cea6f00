/**
 * The response guard. Every answer the integration suite gets from the API (tests/support/api.ts and the separate
 * server process both call it) is checked against what the answering operation's own OpenAPI document declares for
 * that status: the document served at /v1/openapi.json (lib/openapi/document.ts), validated as JSON Schema 2020-12 by
 * Ajv. A status the operation does not declare fails; a JSON body must match the declared schema; a non-JSON
 * representation (PDF, iCal, CSV, NDJSON) must carry one of the declared media types. Internal operations (absent
 * from the document) are checked against the responses the same generator gives them; an answer of no operation
 * (unknown path, wrong method) must be the Part 7 error body.
 *
 * Cost: the document is built and handed to Ajv once per process; each (operation, status, media type) schema is
 * compiled on first use and kept, so a file pays for the schemas it meets, once.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { matchPath } from "@/lib/api/routes";
import { operations } from "@/lib/contract/registry";
import { baseComponents, buildOpenApiDocument, responsesOf } from "@/lib/openapi/document";

type Json = Record<string, unknown>;
type Responses = Record<string, { content?: Record<string, { schema: Json }> }>;

const PUBLIC_DOC = "openapi.json";
const INTERNAL_DOC = "internal-operations.json";

interface Declarations {
  ajv: Ajv2020;
  /** "GET /laws/{id}" → the document holding it and its responses. */
  byOperation: Map<string, { doc: string; id: string; responses: Responses }>;
  validators: Map<string, ValidateFunction>;
}

let declarations: Declarations | null = null;

function load(): Declarations {
  if (declarations) return declarations;
  const doc = buildOpenApiDocument(process.env.PUBLIC_BASE_URL ?? "http://lexatlas.test") as { paths: Record<string, Record<string, Json>> };
  const internalComponents = baseComponents();
  const internalPaths: Record<string, Record<string, Json>> = {};
  for (const op of operations.filter((o) => o.internal)) {
    (internalPaths[op.path] ??= {})[op.method.toLowerCase()] = { operationId: op.id, responses: responsesOf(op, internalComponents) };
  }
  const internal = { paths: internalPaths, components: { schemas: internalComponents } };
  // strict: false because the document is an OpenAPI document, not only a schema (openapi, paths, example …); an
  // unknown format is still an error (the logger turns Ajv's warning into a throw), so no format goes unchecked.
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    logger: {
      log: () => {},
      warn: (...args: unknown[]) => {
        throw new Error(`response guard: ${args.join(" ")}`);
      },
      error: console.error,
    },
  });
  addFormats(ajv);
  // OpenAPI's marker for a byte representation (PDF, CSV …): never validated as JSON (see mediaTypeOnly).
  ajv.addFormat("binary", true);
  ajv.addSchema(doc, PUBLIC_DOC);
  ajv.addSchema(internal, INTERNAL_DOC);
  const byOperation = new Map<string, { doc: string; id: string; responses: Responses }>();
  for (const [name, source] of [[PUBLIC_DOC, doc], [INTERNAL_DOC, internal]] as const) {
    for (const [path, methods] of Object.entries(source.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        byOperation.set(`${method.toUpperCase()} ${path}`, { doc: name, id: operation.operationId as string, responses: operation.responses as Responses });
      }
    }
  }
  declarations = { ajv, byOperation, validators: new Map() };
  return declarations;
}

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

function validatorFor(d: Declarations, ref: string): ValidateFunction {
  let validate = d.validators.get(ref);
  if (!validate) d.validators.set(ref, (validate = d.ajv.compile({ $ref: ref })));
  return validate;
}

/** A declared schema that only says "bytes of this media type" (the representations). */
function mediaTypeOnly(schema: Json): boolean {
  return schema.type === "string" && schema.format === "binary";
}

function describeErrors(errors: ErrorObject[] | null | undefined, body: unknown): string {
  return (errors ?? [])
    .slice(0, 6)
    .map((e) => {
      const at = e.instancePath || "(root)";
      const value = valueAt(body, e.instancePath);
      const extra = e.keyword === "additionalProperties" ? ` '${(e.params as { additionalProperty: string }).additionalProperty}'` : "";
      return `  ${at}: ${e.message}${extra} [${e.schemaPath}] value=${truncate(JSON.stringify(value))}`;
    })
    .join("\n");
}

function valueAt(body: unknown, instancePath: string): unknown {
  let node = body;
  for (const part of instancePath.split("/").slice(1)) {
    node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return node;
}

const truncate = (s: string | undefined) => (s && s.length > 200 ? `${s.slice(0, 200)}…` : s);

export class ResponseContractViolation extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ResponseContractViolation";
  }
}

/**
 * Checks one answer; returns the violation's description, or null when the answer is what its operation declares.
 * Reads a clone of a JSON body (the caller's Response stays unread); never reads a byte representation's stream.
 */
export async function responseViolation(method: string, pathname: string, res: Response): Promise<string | null> {
  const upper = method.toUpperCase();
  // A CORS preflight is answered for every path by the route module, outside any operation: no body, nothing declared.
  if (upper === "OPTIONS") return res.status === 204 ? null : `OPTIONS ${pathname} answered ${res.status}, not 204`;
  const d = load();
  const path = matchPath(pathname)?.path;
  const declared = path ? d.byOperation.get(`${upper} ${path}`) : undefined;
  const mediaType = (res.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const what = declared ? `${upper} ${pathname} (${declared.id})` : `${upper} ${pathname} (no operation)`;

  let ref: string;
  if (!declared) {
    // The kernel's fallback: unknown path (404) or wrong method on a known one (405), in the Part 7 body.
    const expected = path ? 405 : 404;
    if (res.status !== expected) return `${what} answered ${res.status}; an answer of no operation is ${expected}`;
    ref = `${PUBLIC_DOC}#/components/schemas/Error`;
  } else {
    const response = declared.responses[String(res.status)];
    if (!response) {
      return `${what} answered ${res.status}, which its OpenAPI document does not declare (declared: ${Object.keys(declared.responses).join(", ")})`;
    }
    const schema = response.content?.[mediaType]?.schema;
    if (!schema) {
      return `${what} answered ${res.status} as '${mediaType || "(no Content-Type)"}'; declared for ${res.status}: ${Object.keys(response.content ?? {}).join(", ") || "no body"}`;
    }
    if (mediaTypeOnly(schema)) return null;
    // A schema that only names a component (every error status names Error) shares that component's validator.
    const only = Object.keys(schema).length === 1 && typeof schema.$ref === "string" ? (schema.$ref as string) : null;
    ref = only?.startsWith("#/")
      ? `${declared.doc}${only}`
      : `${declared.doc}#/${pointer("paths", path!, upper.toLowerCase(), "responses", String(res.status), "content", mediaType, "schema")}`;
  }
  if (mediaType !== "application/json") return `${what} answered ${res.status} as '${mediaType}', not application/json`;
  const text = await res.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${what} answered ${res.status} with a body that is not JSON: ${truncate(text)}`;
  }
  const validate = validatorFor(d, ref);
  if (validate(body)) return null;
  return `${what} answered ${res.status} outside its declared schema:\n${describeErrors(validate.errors, body)}`;
}

/** Throws ResponseContractViolation when the answer is not what its operation declares. */
export async function assertDeclaredResponse(method: string, pathname: string, res: Response): Promise<void> {
  const violation = await responseViolation(method, pathname, res);
  if (violation) throw new ResponseContractViolation(violation);
}
