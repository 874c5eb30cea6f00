/**
 * One rule for every path parameter of every operation: a value that names nothing answers 404 not_found — a
 * well-formed id nobody holds and a malformed one alike (SPEC 7 names 404 for an unknown record, webhook, sector,
 * bill…; a malformed id cannot name anything). Table-driven over the registry, so an operation added later is covered
 * the day it exists, and a path parameter nobody listed here fails the test. The rule is declared too: a 404 in each
 * operation's OpenAPI responses and a sentence on each path parameter.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { signReportLink } from "@/lib/compliance/report-link";
import { operations } from "@/lib/contract/registry";
import { matterUidFor } from "@/lib/enforcement/matter-file";
import type { Operation } from "@/lib/http/operation";
import { buildOpenApiDocument, PATH_PARAMETER_RULE } from "@/lib/openapi/document";
import { callJson } from "../../support/api";
import { contractFixtures } from "../../support/contract-fixtures";
import { mintKey } from "../../support/keys";

/** A well-formed value of each path parameter that no row holds. */
const UNKNOWN: Record<string, () => string> = {
  id: () => randomUUID(),
  delivery_id: () => randomUUID(),
  record_uid: () => randomUUID(),
  matter_uid: () => matterUidFor(`no-such-matter-${randomUUID()}`),
  slug: () => "no-such-bill-2099",
  sector: () => "no-such-sector",
  // Signed with the real key, for a report that was never issued.
  token: () => signReportLink({ reportId: randomUUID(), expiresAt: new Date(Date.now() + 3_600_000) }),
};

/** Values that are not ids of any kind. */
const MALFORMED = ["not valid !", "x".repeat(300), "ÅÉÎ", "1"];

const withParams = operations.filter((op) => op.params && !op.retired);
const doc = buildOpenApiDocument("http://lexatlas.test") as {
  paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters?: { name: string; in: string; description?: string }[] }>>;
};
let key: string;
let ip = 0;
const nextIp = () => `198.51.100.${(++ip % 250) + 1}`;

beforeAll(async () => {
  key = await mintKey("enterprise", ["ai_law", "us_law"]);
});

function pathOf(op: Operation, params: Record<string, string>): string {
  return `/v1${op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!))}`;
}

/** Valid values for every path parameter (the operation's fixture or example), so only the one under test names nothing. */
async function validParams(op: Operation): Promise<Record<string, string>> {
  if (op.exampleFixture) return contractFixtures[op.exampleFixture](key, nextIp(), op);
  return op.example?.params ?? Object.fromEntries(Object.keys(op.params!.shape).map((n) => [n, UNKNOWN[n]!()]));
}

describe("path parameters that name nothing", () => {
  it("the table knows every path parameter of every operation", () => {
    expect(withParams.length).toBeGreaterThanOrEqual(15);
    for (const op of withParams) for (const name of Object.keys(op.params!.shape)) expect(UNKNOWN[name], `${op.id}: ${name}`).toBeDefined();
  });

  for (const op of withParams) {
    for (const name of Object.keys(op.params!.shape)) {
      it(`${op.method} ${op.path}: ${name} unknown or malformed → 404 not_found`, async () => {
        const valid = await validParams(op);
        const body = op.example?.body;
        const unknown = await callJson(op.method, pathOf(op, { ...valid, [name]: UNKNOWN[name]!() }), { key, body, ip: nextIp() });
        expect(unknown.status, `${op.id} unknown ${name}`).toBe(404);
        expect(unknown.body.error.code).toBe("not_found");
        for (const bad of MALFORMED) {
          const res = await callJson(op.method, pathOf(op, { ...valid, [name]: bad }), { key, body, ip: nextIp() });
          expect(res.status, `${op.id} ${name}=${bad.slice(0, 20)}`).toBe(404);
          expect(res.body.error.code).toBe("not_found");
          // Refused by the declared format ("1" is a well-formed slug): the answer names the parameter.
          if (!(op.params!.shape[name] as z.ZodType).safeParse(bad).success) expect(res.body.error.param).toBe(name);
        }
      });
    }
  }

  it("each public operation declares the 404 and states the rule on each path parameter", () => {
    for (const op of withParams.filter((o) => !o.internal)) {
      const declared = doc.paths[op.path]![op.method.toLowerCase()]!;
      expect(Object.keys(declared.responses), op.id).toContain("404");
      for (const p of declared.parameters!.filter((x) => x.in === "path")) expect(p.description, `${op.id} ${p.name}`).toContain(PATH_PARAMETER_RULE);
    }
  });
});
