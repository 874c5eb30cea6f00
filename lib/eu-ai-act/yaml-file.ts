import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { z } from "zod";

/**
 * Reads one of the curated YAML files of this folder and validates it against its schema. A file that fails
 * validation throws with its path (relative to the project) and the first zod issue, so a bad edit is caught by the
 * first test or start-up, never served.
 */
export function readYamlFile<T>(file: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(parse(fs.readFileSync(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${path.relative(process.cwd(), file)}: ${issue.path.join(".")}: ${issue.message}`);
  }
  return parsed.data;
}
