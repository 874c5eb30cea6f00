import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { z } from "zod";

/**
 * Reads one of the curated data files beside this module (lib/us-law/*.yaml) and validates it. A file that fails
 * validation throws with the zod path, so a bad edit is caught by the first test or start-up, never served.
 */
export function readDataFile<T>(name: string, schema: z.ZodType<T>): T {
  const file = path.join(/* turbopackIgnore: true */ process.cwd(), "lib", "us-law", name);
  const raw = parse(fs.readFileSync(file, "utf8")) as unknown;
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${name}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  }
  return result.data;
}
