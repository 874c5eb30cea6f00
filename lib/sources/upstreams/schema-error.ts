import type { z } from "zod";

/**
 * The one error every upstream parser throws when a response no longer has the documented shape. A connector catches
 * it (isUpstreamSchemaError) and records the run fault `schema_changed`, writing nothing: a half-understood payload is
 * worse than none.
 */
export class UpstreamSchemaError extends Error {
  readonly code = "schema_changed" as const;

  constructor(
    /** Which upstream and document, e.g. "ecfr titles.json". */
    readonly upstream: string,
    /** Operator-only detail: the first problems found, with their paths. */
    readonly issues: string[],
    /** The body ended before its document did: a connector may report `truncated_body` rather than `schema_changed`. */
    readonly truncated = false,
  ) {
    super(`schema_changed: ${upstream}: ${issues.slice(0, 3).join("; ")}`);
    this.name = "UpstreamSchemaError";
  }
}

export function isUpstreamSchemaError(err: unknown): err is UpstreamSchemaError {
  return err instanceof UpstreamSchemaError || (err instanceof Error && (err as { code?: unknown }).code === "schema_changed");
}

/** Validates `value` with `schema`, or throws UpstreamSchemaError naming each failing path. */
export function parseUpstream<S extends z.ZodType>(schema: S, value: unknown, upstream: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new UpstreamSchemaError(
    upstream,
    result.error.issues.slice(0, 10).map((i) => `${i.path.length ? i.path.join(".") : "(root)"}: ${i.message}`),
  );
}

/** JSON.parse that reports a body which is not JSON (truncated, an HTML error page) as a changed shape. */
export function parseJsonBody(text: string, upstream: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new UpstreamSchemaError(upstream, [`body is not JSON: ${(err as Error).message}`]);
  }
}
