import type { z } from "zod";
import { SourceFault } from "../faults";

/**
 * How an upstream parser reports a response that no longer has the documented shape: the run fault every connector
 * ends with (lib/sources/faults.ts), `schema_changed` — or `truncated_body` when the body stopped before its document
 * did — with the failing paths as its operator-only detail. Nothing of such a response is written: a half-understood
 * payload is worse than none.
 */
export function upstreamFault(
  /** Which upstream and document, e.g. "ecfr titles.json". */
  upstream: string,
  /** The first problems found, with their paths. */
  issues: string[],
  truncated = false,
): SourceFault {
  return new SourceFault(truncated ? "truncated_body" : "schema_changed", `${upstream}: ${issues.slice(0, 3).join("; ")}`);
}

/** Validates `value` with `schema`, or throws the `schema_changed` fault naming each failing path. */
export function parseUpstream<S extends z.ZodType>(schema: S, value: unknown, upstream: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw upstreamFault(
    upstream,
    result.error.issues.slice(0, 10).map((i) => `${i.path.length ? i.path.join(".") : "(root)"}: ${i.message}`),
  );
}
