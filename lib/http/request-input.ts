import type { z } from "zod";
import { ApiError } from "./errors";
import type { Operation } from "./operation";

/** Turns the first zod issue into a 400 that names the parameter and says what is wrong with it. */
function invalid(where: "query" | "body", error: z.ZodError): ApiError {
  const issue = error.issues[0]!;
  const param = issue.path.map(String).join(".") || (where === "body" ? "body" : "parameter");
  const label = where === "body" ? `Body field '${param}'` : `Query parameter '${param}'`;
  const message = issue.code === "invalid_type" && issue.input === undefined ? "is required" : `is invalid: ${issue.message}`;
  return new ApiError("invalid_parameter", `${label} ${message}.`, { param });
}

/**
 * One rule for every path parameter: a value that names nothing answers 404 not_found, whether it is well-formed and
 * unknown or malformed (SPEC 7: 404 for an unknown record, webhook, sector, bill…) — a malformed id cannot name
 * anything, and a client handles one outcome for "no such thing". `param` names the parameter; the message says why.
 */
export function parsePathParams(op: Operation, raw: Record<string, string | string[] | undefined>): unknown {
  if (!op.params) return undefined;
  const result = op.params.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const param = issue.path.map(String).join(".") || "parameter";
    const given = String(raw[param] ?? "");
    const shown = given.length > 80 ? `${given.slice(0, 80)}…` : given;
    throw new ApiError("not_found", `Nothing has the ${param} '${shown}': ${issue.message}.`, { param });
  }
  return result.data;
}

/**
 * Query strings are strict: an unknown parameter is a 400 (a misspelt filter must never be silently ignored, or a
 * client would believe it filtered), and a parameter given twice is a 400 rather than a guess at which one wins.
 */
/** The query parameter names an operation accepts, collected once per operation (not a new Set per request). */
const queryNameSets = new WeakMap<Operation, ReadonlySet<string>>();
function queryNames(op: Operation): ReadonlySet<string> {
  let names = queryNameSets.get(op);
  if (!names) queryNameSets.set(op, (names = new Set(op.query ? Object.keys(op.query.shape) : [])));
  return names;
}

export function parseQuery(op: Operation, pairs: Iterable<[string, string]>): unknown {
  const values: Record<string, string> = {};
  const known = queryNames(op);
  for (const [name, value] of pairs) {
    if (!known.has(name)) {
      const accepted = known.size ? ` Accepted: ${[...known].join(", ")}.` : " This operation takes no query parameters.";
      throw new ApiError("invalid_parameter", `Unknown query parameter '${name}'.${accepted}`, { param: name });
    }
    if (name in values) throw new ApiError("invalid_parameter", `Query parameter '${name}' is given more than once.`, { param: name });
    values[name] = value;
  }
  if (!op.query) return undefined;
  const result = op.query.safeParse(values);
  if (!result.success) throw invalid("query", result.error);
  return result.data;
}

export function parseBody(op: Operation, text: string | undefined): unknown {
  if (!op.body) return undefined;
  text ??= "";
  let json: unknown;
  try {
    json = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new ApiError("invalid_body", "The request body is not valid JSON.", { param: "body" });
  }
  if (json === null || typeof json !== "object" || Array.isArray(json)) {
    throw new ApiError("invalid_body", "The request body must be a JSON object.", { param: "body" });
  }
  const result = op.body.safeParse(json);
  if (!result.success) throw invalid("body", result.error);
  return result.data;
}
