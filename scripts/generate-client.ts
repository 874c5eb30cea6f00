/**
 * Writes client/schema.d.ts, the generated types of the typed TypeScript client, from the OpenAPI document built in
 * process (no server, no database):
 *   npm run client:generate
 * Run it after changing an operation in lib/contract/ and commit the result (docs/client.md).
 */
import fs from "node:fs";
import { CLIENT_SCHEMA_FILE, clientSchemaPath, clientSchemaSource } from "./support/client-schema";

async function main() {
  const source = await clientSchemaSource();
  const file = clientSchemaPath();
  const before = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
  fs.writeFileSync(file, source);
  const lines = source.split("\n").length - 1;
  console.log(`${CLIENT_SCHEMA_FILE}: ${before === source ? "already up to date" : "written"} (${lines} lines)`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
