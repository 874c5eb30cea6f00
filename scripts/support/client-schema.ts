import fs from "node:fs";
import path from "node:path";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import { buildOpenApiDocument } from "@/lib/openapi/document";

/**
 * The typed client's generated half: TypeScript types for every /v1 operation, made by openapi-typescript from the
 * OpenAPI document the server itself serves. Built from the in-process document, not from a running server, so
 * generation needs no database and gives the same bytes on every machine for the same contract and the same pinned
 * openapi-typescript.
 */

const repo = path.resolve(__dirname, "../..");

/** Where the generated types live, relative to the repository root. */
export const CLIENT_SCHEMA_FILE = "client/schema.d.ts";

/** The command that rewrites it; named in the freshness test's failure message. */
export const CLIENT_GENERATE_COMMAND = "npm run client:generate";

/**
 * The base URL only reaches the document's `servers` entry, which openapi-typescript does not emit; a fixed one keeps
 * the build independent of PUBLIC_BASE_URL all the same.
 */
const DOCUMENT_BASE_URL = "https://lexatlas.example";

function generatorVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(repo, "node_modules", "openapi-typescript", "package.json"), "utf8")) as { version: string };
  return manifest.version;
}

function header(): string {
  return [
    "/**",
    " * GENERATED FILE: do not edit by hand.",
    " *",
    ` * Types of the LexAtlas HTTP API (/v1), written by \`${CLIENT_GENERATE_COMMAND}\` (scripts/generate-client.ts) with`,
    ` * openapi-typescript ${generatorVersion()} from the OpenAPI 3.1 document that lib/openapi/document.ts builds from the`,
    " * operation declarations in lib/contract/ (the document served at /v1/openapi.json). Regenerate after changing an",
    " * operation; a test fails while this file is out of date. client/index.ts is the hand-written half.",
    " */",
    "",
    "",
  ].join("\n");
}

/** The full text of client/schema.d.ts as the current contract makes it. */
export async function clientSchemaSource(): Promise<string> {
  const document = buildOpenApiDocument(DOCUMENT_BASE_URL) as unknown as OpenAPI3;
  const nodes = await openapiTS(document, { silent: true });
  const body = astToString(nodes).replace(/\s*$/, "\n");
  return header() + body;
}

export function clientSchemaPath(): string {
  return path.join(repo, CLIENT_SCHEMA_FILE);
}
