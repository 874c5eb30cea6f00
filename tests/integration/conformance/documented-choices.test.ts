/**
 * The documented choices that differ from a literal reading of the SPEC, each kept because a client author can rely
 * on it, and each stated on its operation's own docs page (the docs model) and in OpenAPI — not only in a README:
 * unpaged lists refuse limit/offset (strict parsing), /search ranks by default, /states holds DC and the territories,
 * and a /report preview nulls what it withholds.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { publicOperations } from "@/lib/contract/registry";
import { docOperation } from "@/lib/docs/operations";
import { buildOpenApiDocument, generatedNotesOf } from "@/lib/openapi/document";
import { callJson, get } from "../../support/api";
import { mintKey } from "../../support/keys";

const SITE = "http://lexatlas.test";
const doc = buildOpenApiDocument(SITE) as { paths: Record<string, Record<string, { description: string }>> };
const described = (id: string) => {
  const op = publicOperations.find((o) => o.id === id)!;
  return { page: docOperation(SITE, id)!, openapi: doc.paths[op.path]![op.method.toLowerCase()]!.description, op };
};
let key: string;

beforeAll(async () => {
  key = await mintKey("enterprise", ["ai_law", "us_law"]);
});

describe("unpaged lists: no limit or offset, said on each", () => {
  const unpaged = publicOperations.filter((op) => op.envelope === "list" && !op.retired && !(op.query && "limit" in op.query.shape));

  it("the note is generated for exactly the lists that do not page", () => {
    expect(unpaged.map((o) => o.id)).toEqual(expect.arrayContaining(["listJurisdictions", "listStates", "listSectors", "getUsLawTaxonomy"]));
    for (const op of publicOperations) {
      const { page, openapi } = described(op.id);
      const hasNote = unpaged.includes(op);
      expect(generatedNotesOf(op).some((n) => n.startsWith("Unpaged")), op.id).toBe(hasNote);
      expect(page.description.includes("Unpaged: the whole list comes in one answer"), op.id).toBe(hasNote);
      expect(openapi.includes("Unpaged: the whole list comes in one answer"), op.id).toBe(hasNote);
    }
  });

  for (const param of ["limit", "offset"]) {
    it(`each answers 400 invalid_parameter naming ${param}, never ignoring it`, async () => {
      for (const op of unpaged) {
        const path = `/v1${op.path.replace(/\{\w+\}/g, () => randomUUID())}?${param}=10`;
        const res = await callJson(op.method, path, { key });
        expect(res.status, op.id).toBe(400);
        expect(res.body.error, op.id).toMatchObject({ code: "invalid_parameter", param });
      }
    });
  }
});

/** Markdown text as a reader sees it: inline code spans without their backticks. */
const plain = (markdown: string) => markdown.replaceAll("`", "");

describe("choices stated in their operation's own description", () => {
  it("/search ranks by default (SPEC: 'GET /search returns ranked results')", async () => {
    const { page, openapi } = described("searchLaws");
    // The descriptions are Markdown: read them without the code spans' backticks.
    for (const text of [page.description, openapi]) expect(plain(text)).toMatch(/sort defaults to relevance/);
    const res = await get("/v1/search?q=artificial%20intelligence&limit=100", { key });
    expect(res.status).toBe(200);
    expect(res.body.meta.sort ?? "relevance").toBe("relevance");
    const ranks = res.body.data.map((r: { rank: number }) => r.rank);
    expect(ranks.length).toBeGreaterThan(1);
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
  });

  it("/states lists DC and the territories, each with its kind", async () => {
    const { page } = described("listStates");
    expect(page.description).toMatch(/District of Columbia/);
    expect(page.description).toMatch(/territories/);
  });

  it("a /report preview's withheld report fields are null, as its declaration says", () => {
    const { page, openapi } = described("createReport");
    for (const text of [page.gating ?? "", openapi]) expect(plain(text)).toMatch(/report\.download_url, report\.expires_at and report\.quota are null/);
  });
});
