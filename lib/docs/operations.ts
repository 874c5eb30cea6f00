import { TIERS, type TierName } from "@/lib/auth/tiers";
import { publicOperations } from "@/lib/contract/registry";
import { ERROR_CODES, type ErrorCode } from "@/lib/http/errors";
import { accessRules, isTierCap, TIER_CAP_KEYWORD, tierCapNote, type AccessRules } from "@/lib/contract/access-rules";
import type { Operation } from "@/lib/http/operation";
import { buildOpenApiDocument, contentTypesOf, errorCodesOf, generatedNotesOf } from "@/lib/openapi/document";
import type { Components, JsonSchema } from "./json-schema";

/**
 * The docs model: one entry per public operation, read from the generated OpenAPI document (parameters, request
 * body, response schema) plus the declaration itself (tier, gating prose, example). The docs pages render only this,
 * so they say exactly what the API validates and answers.
 */

export interface DocParameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  description: string | null;
  schema: JsonSchema;
}

export interface DocError {
  code: ErrorCode;
  status: number;
  description: string;
}

export interface DocOperation {
  id: string;
  method: Operation["method"];
  path: string;
  tag: string;
  summary: string;
  /** The declaration's description, Markdown: its first paragraph is one sentence, the page's lead. */
  description: string;
  lead: string;
  /** The rest of the description (Markdown), or "" when the lead says it all. */
  details: string;
  access: AccessRules;
  auth: Operation["auth"];
  minTier: TierName | null;
  gating: string | null;
  parameters: DocParameter[];
  requestBody: JsonSchema | null;
  /** Null for a retired operation: it answers 410 corpus_retired, never a success. */
  successStatus: number | null;
  responseSchema: JsonSchema;
  alternateContentTypes: string[];
  errors: DocError[];
  example: NonNullable<Operation["example"]>;
}

export interface DocsModel {
  operations: DocOperation[];
  components: Components;
  tags: string[];
}

type OpenApiOperation = {
  parameters?: { name: string; in: "path" | "query"; required: boolean; description?: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};

/** A description's first paragraph (its one-sentence summary) and the rest. */
export function splitDescription(description: string): { lead: string; details: string } {
  const [lead = "", ...rest] = description.trim().split(/\n\s*\n/);
  return { lead: lead.trim(), details: rest.join("\n\n").trim() };
}

/** The parameter's own words: the OpenAPI document appends the per-tier sentence, which the docs show as a column. */
function declaredDescription(op: Operation, description: string | undefined, schema: JsonSchema): string | null {
  if (!description) return null;
  const cap = schema[TIER_CAP_KEYWORD];
  if (!isTierCap(cap)) return description;
  const note = tierCapNote(cap, op);
  const own = description.endsWith(note) ? description.slice(0, -note.length).trim() : description;
  return own || null;
}

/** The codes an operation can answer: one rule, the OpenAPI document's. */
export { errorCodesOf };

function toDocOperation(op: Operation, openapi: OpenApiOperation): DocOperation {
  const [successStatus, success] = Object.entries(openapi.responses).find(([status]) => status.startsWith("2")) ?? [null, null];
  return {
    id: op.id,
    method: op.method,
    path: op.path,
    tag: op.tag,
    summary: op.summary,
    ...splitDescription([op.description, ...generatedNotesOf(op)].join("\n\n")),
    description: [op.description, ...generatedNotesOf(op)].join("\n\n"),
    access: accessRules(op),
    auth: op.auth,
    minTier: op.minTier ?? null,
    gating: op.gating ?? null,
    parameters: (openapi.parameters ?? []).map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required,
      description: declaredDescription(op, p.description, p.schema),
      schema: p.schema,
    })),
    requestBody: openapi.requestBody?.content["application/json"]?.schema ?? null,
    successStatus: successStatus === null ? null : Number(successStatus),
    responseSchema: success?.content?.["application/json"]?.schema ?? {},
    alternateContentTypes: contentTypesOf(op),
    errors: errorCodesOf(op).map((code) => ({ code, status: ERROR_CODES[code].status, description: ERROR_CODES[code].description })),
    example: op.example ?? {},
  };
}

let cached: { siteUrl: string; model: DocsModel } | null = null;

export function docsModel(siteUrl: string): DocsModel {
  if (cached?.siteUrl === siteUrl) return cached.model;
  const document = buildOpenApiDocument(siteUrl) as {
    paths: Record<string, Record<string, OpenApiOperation>>;
    components: { schemas: Components };
  };
  const operations = publicOperations.map((op) => toDocOperation(op, document.paths[op.path]![op.method.toLowerCase()]!));
  const model = { operations, components: document.components.schemas, tags: [...new Set(operations.map((o) => o.tag))] };
  cached = { siteUrl, model };
  return model;
}

export function docOperation(siteUrl: string, id: string): DocOperation | undefined {
  return docsModel(siteUrl).operations.find((o) => o.id === id);
}

export function tierLabel(tier: TierName | null): string {
  return TIERS[tier ?? "anonymous"].label;
}

/** Whether the docs' examples must carry a key: the operation refuses anonymous callers. */
export function needsKey(op: Pick<DocOperation, "auth" | "minTier">): boolean {
  return op.auth === "required" || (op.minTier !== null && TIERS[op.minTier].rank > TIERS.anonymous.rank);
}
