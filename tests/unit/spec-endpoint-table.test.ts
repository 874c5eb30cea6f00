/**
 * SPEC part 4 (4.1–4.11), transcribed by hand from ../shared/SPEC.md, checked against what we declare: the operation
 * registry (lib/api/registry.ts: what the server runs) and the OpenAPI document built from it (/v1/openapi.json).
 * Each row is the SPEC's: method, path, the least tier served in full (below it 403 tier_upgrade_required), whether a
 * key is required, every parameter it names (query, path, body), which of them it calls required, the enum values it
 * lists, and every status it names for the endpoint. The table is NOT generated from the registry: a declaration
 * that drifts from the SPEC fails here, and so does a SPEC row nobody implemented.
 *
 * Statuses named outside part 4 but tied to endpoints are transcribed too, marked with their part: 429 on every
 * endpoint (8.1), 401 where a key is required (5.3), the 403/404/409/410 rows of part 7.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { boundOperations } from "@/lib/api/registry";
import { TIER_NAMES, type TierName } from "@/lib/auth/tiers";
import type { Operation } from "@/lib/http/operation";
import { buildOpenApiDocument } from "@/lib/openapi/document";

type Method = "GET" | "POST" | "DELETE";

interface SpecRow {
  section: string;
  method: Method;
  path: string;
  /** The least tier the SPEC serves; below it 403 tier_upgrade_required. Default anonymous. */
  tier?: TierName;
  /** The SPEC requires a key (401 without one). */
  key?: boolean;
  query?: string[];
  body?: string[];
  /** Parameters the SPEC calls required (query or body). */
  required?: string[];
  /** Enum values the SPEC lists for a parameter: each must be accepted by the declaration. */
  enums?: Record<string, string[]>;
  statuses: number[];
}

const SCOPES = ["state", "federal", "eu", "global"];
const BOOL = ["true", "false"];

// 4.2: shared by GET /laws and GET /search.
const LAW_QUERY = ["scope", "jurisdiction", "status", "in_force", "updated_since", "q", "sort", "order", "limit", "offset"];
const LAW_ENUMS = { scope: SCOPES, in_force: BOOL, sort: ["updated_at", "record_date", "title"], order: ["asc", "desc"] };

// 4.9: filter parameters shared by GET /us-law and GET /us-law/search.
const US_LAW_FILTERS = [
  "branch", "branch_any", "domain", "domain_primary", "jurisdiction", "jurisdiction_level", "instrument_type", "status",
  "in_force", "is_binding", "effective_from", "effective_to", "enacted_from", "enacted_to", "repealed_from",
  "repealed_to", "retrieved_since", "verified_since", "citation", "citation_prefix", "identifier", "record_uid", "order",
  "limit", "offset",
];
const US_LAW_FILTER_ENUMS = {
  jurisdiction_level: ["federal", "state", "federal,state"],
  instrument_type: ["statute", "regulation", "executive_order", "proclamation", "agency_guidance", "constitution", "presidential_memorandum"],
  status: ["in_force", "superseded", "repealed", "enacted", "unknown"],
  in_force: BOOL,
  is_binding: BOOL,
  order: ["asc", "desc"],
};

// 4.5: the /assess body; /report takes it plus jurisdiction, company, email, format.
const ASSESS_BODY = ["state", "sector", "aiUse", "ai_decision_impact", "countries", "bias_audit", "ai_policy", "ai_source", "size"];
const DECISION_IMPACT = ["hiring_firing", "credit_insurance", "healthcare", "housing", "internal_only", "not_sure"];
const ASSESS_ENUMS = {
  aiUse: ["hiring", "customer", "content", "analytics", "product", "other"],
  ai_decision_impact: DECISION_IMPACT,
  bias_audit: ["recent", "old", "never", "unknown"],
  ai_policy: ["formal", "informal", "none", "developing"],
  ai_source: ["custom", "third_party", "embedded", "combination", "not_sure"],
};

const SPEC: SpecRow[] = [
  // 4.1 Service status and catalogues
  { section: "4.1", method: "GET", path: "/health", statuses: [200] },
  { section: "4.1", method: "GET", path: "/accuracy", statuses: [200, 429] },
  { section: "4.1", method: "GET", path: "/jurisdictions", query: ["scope"], enums: { scope: SCOPES }, statuses: [200] },
  { section: "4.1", method: "GET", path: "/countries", statuses: [200] },
  { section: "4.1", method: "GET", path: "/states", statuses: [200] },
  { section: "4.1", method: "GET", path: "/categories", statuses: [200] },
  { section: "4.1", method: "GET", path: "/sectors", statuses: [200] },
  { section: "4.1", method: "GET", path: "/sectors/{sector}", statuses: [200, 404] },
  { section: "4.1", method: "GET", path: "/bills", statuses: [200] },
  { section: "4.1", method: "GET", path: "/bills/{slug}", statuses: [200, 404] },

  // 4.2 Law records
  { section: "4.2", method: "GET", path: "/laws", query: LAW_QUERY, enums: LAW_ENUMS, statuses: [200, 400, 429, 503] },
  { section: "4.2", method: "GET", path: "/search", query: LAW_QUERY, required: ["q"], enums: LAW_ENUMS, statuses: [200, 400] },
  { section: "4.2", method: "GET", path: "/laws/{id}", statuses: [200, 404] },
  { section: "4.2", method: "GET", path: "/laws/{id}/history", tier: "developer", statuses: [200, 403, 404, 503] },
  { section: "4.2", method: "GET", path: "/laws/{id}/sources", statuses: [200, 404, 503] },
  { section: "4.2", method: "GET", path: "/laws/{id}/citations", statuses: [200, 404, 503] },

  // 4.3 Change feed
  {
    section: "4.3", method: "GET", path: "/changes", tier: "developer",
    query: ["since", "scope", "jurisdiction", "entity", "significant", "order", "limit", "offset"],
    enums: { scope: SCOPES, entity: ["law_record", "jurisdiction"], significant: BOOL, order: ["asc", "desc"] },
    statuses: [200, 400, 403, 429, 503],
  },
  {
    section: "4.3", method: "GET", path: "/feed", tier: "developer",
    query: ["since", "scope", "jurisdiction", "entity", "limit"],
    enums: { scope: SCOPES, entity: ["law_record", "jurisdiction"] },
    statuses: [200, 403, 503],
  },

  // 4.4 News and deadlines
  {
    section: "4.4", method: "GET", path: "/news",
    query: ["scope", "jurisdiction", "q", "from", "since", "to", "limit", "offset"],
    enums: { scope: SCOPES },
    statuses: [200, 400, 429, 503],
  },
  {
    section: "4.4", method: "GET", path: "/deadlines",
    query: ["scope", "jurisdiction", "upcoming", "all", "format"],
    enums: { scope: SCOPES, upcoming: BOOL, all: ["true"], format: ["json", "ical", "ics"] },
    statuses: [200, 400],
  },

  // 4.5 Derived layer
  {
    section: "4.5", method: "GET", path: "/obligations",
    query: ["jurisdiction", "sector", "use", "decision_impact"],
    enums: { use: ["hiring", "customer", "content", "analytics", "product", "other", "hiring,customer"], decision_impact: DECISION_IMPACT },
    statuses: [200, 400, 429],
  },
  { section: "4.5", method: "GET", path: "/penalties", query: ["jurisdiction", "sector"], statuses: [200, 400, 429] },
  { section: "4.5", method: "POST", path: "/assess", body: ASSESS_BODY, required: ["state", "sector"], enums: ASSESS_ENUMS, statuses: [200, 400, 429] },
  {
    section: "4.5", method: "POST", path: "/report", key: true,
    body: [...ASSESS_BODY, "jurisdiction", "company", "email", "format"],
    enums: { ...ASSESS_ENUMS, format: ["json", "pdf"] },
    statuses: [200, 400, 401, 402, 429],
  },

  // 4.6 Accounts and keys
  { section: "4.6", method: "POST", path: "/keys", body: ["email"], required: ["email"], statuses: [201, 400, 409, 429, 503] },
  { section: "4.6", method: "POST", path: "/auth/token", body: ["email"], required: ["email"], statuses: [201, 400, 409, 429] },
  { section: "4.6", method: "GET", path: "/me", key: true, statuses: [200, 401, 403] },
  { section: "4.6", method: "DELETE", path: "/me", key: true, statuses: [200, 401] },

  // 4.7 Webhooks (key required)
  {
    section: "4.7", method: "POST", path: "/webhooks", tier: "pro", key: true,
    body: ["target_url", "events", "scope", "jurisdiction"], required: ["target_url"],
    enums: { events: ["law.created", "law.updated"], scope: SCOPES },
    statuses: [201, 400, 401, 403, 409, 503],
  },
  { section: "4.7", method: "GET", path: "/webhooks", key: true, statuses: [200, 401] },
  { section: "4.7", method: "GET", path: "/webhooks/{id}", key: true, statuses: [200, 401, 404] },
  { section: "4.7", method: "DELETE", path: "/webhooks/{id}", key: true, statuses: [200, 401, 404] },

  // 4.8 Enforcement news lane, EU provisions, disclosures
  {
    section: "4.8", method: "GET", path: "/enforcement", tier: "enterprise",
    query: ["scope", "jurisdiction", "q", "agency", "change_type", "date_from", "date_to", "limit", "offset"],
    enums: { scope: SCOPES, change_type: ["enforcement", "litigation"] },
    statuses: [200, 400, 403, 429, 503],
  },
  {
    section: "4.8", method: "GET", path: "/eu-ai-act-provisions",
    query: ["provision_type", "article_number", "celex", "q", "limit", "offset"],
    enums: { provision_type: ["paragraph", "article_body", "recital", "annex"] },
    statuses: [200],
  },
  {
    section: "4.8", method: "GET", path: "/disclosures", tier: "enterprise",
    query: ["q", "company", "cik", "form", "date_from", "date_to", "limit", "offset"],
    statuses: [200, 403],
  },

  // 4.9 US-law platform
  {
    section: "4.9", method: "GET", path: "/us-law", query: [...US_LAW_FILTERS, "q", "sort"],
    enums: { ...US_LAW_FILTER_ENUMS, sort: ["effective_date", "enacted_date", "repealed_date", "retrieved_at", "last_verified_at", "title", "citation"] },
    statuses: [200, 429],
  },
  {
    section: "4.9", method: "GET", path: "/us-law/search", query: [...US_LAW_FILTERS, "q", "sort"], required: ["q"],
    enums: { ...US_LAW_FILTER_ENUMS, sort: ["relevance", "effective_date", "enacted_date", "title"] },
    statuses: [200, 429],
  },
  { section: "4.9", method: "GET", path: "/us-law/records/{record_uid}", statuses: [200, 429] },
  { section: "4.9", method: "GET", path: "/us-law/records/{record_uid}/history", statuses: [200] },
  { section: "4.9", method: "GET", path: "/us-law/taxonomy", statuses: [200] },
  { section: "4.9", method: "GET", path: "/us-law/jurisdictions", query: ["jurisdiction_level"], enums: { jurisdiction_level: ["federal", "state"] }, statuses: [200] },
  {
    section: "4.9", method: "GET", path: "/us-law/compare", query: ["branch", "domain", "jurisdiction_level", "in_force_only"],
    enums: { jurisdiction_level: ["federal", "state"], in_force_only: BOOL },
    statuses: [200],
  },
  {
    section: "4.9", method: "GET", path: "/us-law/export", tier: "business",
    query: ["format", "fields", "jurisdiction", "instrument_type", "branch", "domain", "in_force"],
    enums: { format: ["ndjson", "csv", "json"], fields: ["full", "basic"], in_force: BOOL },
    statuses: [200, 403],
  },
  { section: "4.9", method: "GET", path: "/us-law/export/download", query: ["token"], required: ["token"], statuses: [200] },
  { section: "4.9", method: "GET", path: "/us-law/opinions", statuses: [410] },
  { section: "4.9", method: "GET", path: "/us-law/opinions/{cluster_id}", statuses: [410] },
  { section: "4.9", method: "GET", path: "/us-law/courts", statuses: [410] },

  // 4.10 Enforcement-matter registry
  {
    section: "4.10", method: "GET", path: "/enforcement/matters",
    query: [
      "jurisdiction", "jurisdiction_level", "forum_type", "matter_status", "domain", "verification", "matter_type", "agency",
      "ai_role", "date_from", "date_to", "q", "tier", "sort", "order", "limit", "offset",
    ],
    enums: {
      jurisdiction_level: ["federal", "state", "multistate", "federal,state"],
      verification: ["single_source"],
      matter_type: ["enforcement_action", "civil_litigation", "guidance_document", "investigation", "inquiry_6b"],
      tier: ["A", "B", "A,B"],
      sort: ["filed_date", "decided_date", "first_seen_at", "last_verified_at", "closed_date"],
      order: ["asc", "desc"],
    },
    statuses: [200],
  },
  { section: "4.10", method: "GET", path: "/enforcement/matters/{matter_uid}", statuses: [200, 404] },
  {
    section: "4.10", method: "GET", path: "/enforcement/sources", query: ["jurisdiction_level", "is_enabled", "is_stale"],
    enums: { jurisdiction_level: ["federal", "state", "multistate", "territory", "local", "international"], is_enabled: BOOL, is_stale: BOOL },
    statuses: [200],
  },
  {
    section: "4.10", method: "GET", path: "/enforcement/categories", query: ["kind"],
    enums: {
      kind: [
        "matter_type", "matter_status", "forum_type", "party_role", "party_kind", "relief_type", "event_type", "ai_role",
        "law_relation", "verification", "jurisdiction_level", "pii_class", "redaction_policy",
      ],
    },
    statuses: [200],
  },
  { section: "4.10", method: "GET", path: "/enforcement/coverage", statuses: [200] },
];

/** 4.11: response bodies the SPEC names without a field list; each must still be declared (a JSON envelope). */
const SHAPES_WITHOUT_FIELD_LIST: [Method, string][] = [
  ["GET", "/search"], ["GET", "/feed"], ["GET", "/countries"], ["GET", "/states"], ["GET", "/sectors/{sector}"],
  ["GET", "/bills/{slug}"], ["GET", "/laws/{id}/sources"], ["GET", "/laws/{id}/citations"], ["POST", "/auth/token"],
  ["DELETE", "/webhooks/{id}"], ["GET", "/us-law/taxonomy"], ["GET", "/us-law/jurisdictions"], ["GET", "/us-law/compare"],
  ["GET", "/us-law/export"], ["GET", "/enforcement/sources"], ["GET", "/enforcement/categories"],
  ["GET", "/enforcement/coverage"], ["GET", "/eu-ai-act-provisions"],
];

/**
 * Public operations the SPEC does not list, each deliberately: a new one must be added here (or to the SPEC table).
 * /openapi.json is named by SPEC 1.11 but not in part 4's tables.
 */
const BEYOND_PART_4 = [
  "GET /openapi.json",
  "GET /webhooks/{id}/deliveries",
  "POST /webhooks/{id}/deliveries/{delivery_id}/retry",
  "POST /webhooks/{id}/replay",
  "POST /webhooks/{id}/enable",
  // Source health for every upstream (SPEC 4.10's /enforcement/sources covers the agency feeds only).
  "GET /sources",
];

// Part 7 rows tied to endpoints; 8.1: every endpoint can answer 429; 5.3: 401 where a key is required.
const withCommonStatuses = (row: SpecRow) => [...new Set([...row.statuses, 429, ...(row.key ? [401] : []), ...(row.tier && row.tier !== "anonymous" ? [403] : [])])];

type Json = Record<string, any>;
const doc = buildOpenApiDocument("http://lexatlas.test") as { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };
const resolve = (schema: Json): Json => (schema.$ref ? resolve(doc.components.schemas[(schema.$ref as string).split("/").pop()!]!) : schema);
const label = (row: { method: string; path: string }) => `${row.method} ${row.path}`;

function registered(row: SpecRow): Operation {
  const bound = boundOperations.find((b) => b.op.method === row.method && b.op.path === row.path);
  expect(bound, `${label(row)} (SPEC ${row.section}) is not in the operation registry`).toBeDefined();
  return bound!.op;
}

function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
}

/** Whether a declared parameter accepts the SPEC's value (a body array parameter takes it as one element). */
function accepts(schema: z.ZodType, value: string, where: "query" | "body"): boolean {
  if (schema.safeParse(value).success) return true;
  return where === "body" && schema.safeParse([value]).success;
}

describe("SPEC part 4, transcribed, against the registry and the OpenAPI document", () => {
  it("the table is the SPEC's: 52 endpoints of 4.1–4.10, none twice", () => {
    expect(SPEC).toHaveLength(52);
    expect(new Set(SPEC.map(label)).size).toBe(SPEC.length);
  });

  describe.each(SPEC.map((row) => [`${row.section} ${label(row)}`, row] as const))("%s", (_name, row) => {
    const operation = () => doc.paths[row.path]?.[row.method.toLowerCase()] as Json | undefined;

    it("is registered and in the OpenAPI document", () => {
      registered(row);
      expect(operation(), `${label(row)} is not in /v1/openapi.json`).toBeDefined();
    });

    it("gates at the SPEC's tier and key requirement", () => {
      const op = registered(row);
      const tier = row.tier ?? "anonymous";
      expect(op.minTier ?? "anonymous", "registry minTier").toBe(tier);
      expect(operation()?.["x-min-tier"], "OpenAPI x-min-tier").toBe(tier);
      expect(op.auth === "required", "key required").toBe(row.key === true);
      if (row.key) expect(operation()?.security, "OpenAPI security").not.toContainEqual({});
    });

    it("declares every parameter the SPEC names, where the SPEC puts it, required where the SPEC says", () => {
      const op = registered(row);
      const parameters = (operation()?.parameters ?? []) as { name: string; in: string; required: boolean }[];
      const pathParams = [...row.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      expect(Object.keys(shapeOf(op.params)).sort(), "path parameters").toEqual([...pathParams].sort());
      for (const name of pathParams) expect(parameters.find((p) => p.name === name && p.in === "path"), `OpenAPI path parameter ${name}`).toBeDefined();
      for (const name of row.query ?? []) {
        expect(shapeOf(op.query), `registry query parameter ${name}`).toHaveProperty(name);
        const declared = parameters.find((p) => p.name === name && p.in === "query");
        expect(declared, `OpenAPI query parameter ${name}`).toBeDefined();
        expect(declared!.required, `OpenAPI: ${name} required`).toBe((row.required ?? []).includes(name));
      }
      const bodySchema = operation()?.requestBody?.content?.["application/json"]?.schema as Json | undefined;
      for (const name of row.body ?? []) {
        expect(shapeOf(op.body), `registry body field ${name}`).toHaveProperty(name);
        expect(resolve(bodySchema ?? {}).properties ?? {}, `OpenAPI body field ${name}`).toHaveProperty(name);
      }
      const bodyRequired = (resolve(bodySchema ?? {}).required ?? []) as string[];
      for (const name of (row.required ?? []).filter((n) => (row.body ?? []).includes(n))) expect(bodyRequired, `OpenAPI body: ${name} required`).toContain(name);
    });

    if (row.enums) {
      it("accepts every enum value the SPEC lists", () => {
        const op = registered(row);
        for (const [name, values] of Object.entries(row.enums!)) {
          const where = (row.body ?? []).includes(name) ? "body" : "query";
          const schema = shapeOf(where === "body" ? op.body : op.query)[name];
          expect(schema, `${where} parameter ${name}`).toBeDefined();
          const refused = values.filter((v) => !accepts(schema!, v, where));
          expect(refused, `${name}: SPEC values the declaration refuses`).toEqual([]);
        }
      });
    }

    it("declares every status the SPEC names for it", () => {
      const declared = Object.keys(operation()?.responses ?? {}).map(Number);
      const missing = withCommonStatuses(row).filter((s) => !declared.includes(s));
      expect(missing, `statuses the SPEC names that OpenAPI does not declare (declared: ${declared.join(", ")})`).toEqual([]);
      // An endpoint the SPEC gives no success (the retired contracts: 410 for any input) declares none either.
      if (!row.statuses.some((s) => s < 300)) expect(declared.filter((s) => s < 300), "success statuses declared").toEqual([]);
    });
  });

  it.each(SHAPES_WITHOUT_FIELD_LIST.map(([m, p]) => [`${m} ${p}`, m, p] as const))("4.11 %s declares its JSON body", (_name, method, path) => {
    const responses = (doc.paths[path]?.[method.toLowerCase()]?.responses ?? {}) as Record<string, Json>;
    const success = Object.keys(responses).find((s) => s.startsWith("2"));
    expect(success, "a success status").toBeDefined();
    const schema = resolve(responses[success!]!.content?.["application/json"]?.schema ?? {});
    expect(schema.type, "an object body").toBe("object");
    // The list and item envelopes carry data; POST /auth/token's 201 is the flat key issuance response (SPEC 2).
    expect(schema.required, "api_version (SPEC 9.1)").toContain("api_version");
  });

  it("every public operation is a SPEC row or a named extension", () => {
    const spec = new Set([...SPEC.map(label), ...BEYOND_PART_4]);
    const publicOps = boundOperations.filter((b) => !b.op.internal).map((b) => label(b.op));
    expect(publicOps.filter((op) => !spec.has(op))).toEqual([]);
    expect(BEYOND_PART_4.filter((op) => !publicOps.includes(op))).toEqual([]);
    expect(TIER_NAMES).toEqual(["anonymous", "free", "developer", "pro", "business", "enterprise"]); // SPEC 5.6
  });
});
