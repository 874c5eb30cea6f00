/**
 * client/schema.d.ts is generated from the OpenAPI document (scripts/support/client-schema.ts). Regenerating it in
 * process must give exactly the committed file: an operation changed in lib/contract/ without regenerating would
 * ship a client whose types no longer match the server.
 */
import fs from "node:fs";
import { expect, it } from "vitest";
import { CLIENT_GENERATE_COMMAND, CLIENT_SCHEMA_FILE, clientSchemaPath, clientSchemaSource } from "../../scripts/support/client-schema";

/** Where two texts first differ, as "line N: committed … / generated …", for a failure message a person can act on. */
function firstDifference(committed: string, generated: string): string {
  const a = committed.split("\n");
  const b = generated.split("\n");
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return `first difference at line ${i + 1}:\n  committed: ${a[i]?.trim() ?? "(end of file)"}\n  generated: ${b[i]?.trim() ?? "(end of file)"}`;
  }
  return "no difference";
}

it(`${CLIENT_SCHEMA_FILE} is what \`${CLIENT_GENERATE_COMMAND}\` writes from the current OpenAPI document`, async () => {
  const generated = await clientSchemaSource();
  const file = clientSchemaPath();
  const committed = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const upToDate = committed === generated;
  expect(
    upToDate,
    upToDate ? "" : `${CLIENT_SCHEMA_FILE} is out of date with the OpenAPI document: run \`${CLIENT_GENERATE_COMMAND}\` and commit the result (${firstDifference(committed, generated)})`,
  ).toBe(true);
}, 60_000);

it("generation is deterministic and names its source in a header", async () => {
  const [first, second] = [await clientSchemaSource(), await clientSchemaSource()];
  expect(second).toBe(first);
  expect(first.split("\n").slice(0, 8).join("\n")).toMatch(/GENERATED FILE[\s\S]*npm run client:generate[\s\S]*openapi-typescript \d+\.\d+\.\d+[\s\S]*lib\/openapi\/document\.ts/);
  expect(first).toContain('"/changes": {');
  expect(first.endsWith("}\n")).toBe(true);
}, 60_000);
