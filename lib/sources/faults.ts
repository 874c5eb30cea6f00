/**
 * The one fault vocabulary of every source (agency feeds, the Federal Register, EDGAR, news feeds, and every later
 * connector): why a read did not succeed, each code with the one-line label we serve. The raw fault (an exception
 * message, a response body) is kept for operators only and never returned by the API.
 *
 * Two levels. The public reason code is the SPEC's closed list of seven (`/enforcement/sources` serves it as
 * `last_fault_reason_code`). The fault code is finer: it says what happened (a 429 is `rate_limited_upstream`, a
 * shape we do not recognise is `schema_changed`) and maps onto exactly one reason code, so a client that only knows
 * the seven still reads every fault correctly.
 */

/** SPEC 4.10: the seven public reason codes. */
export const FAULT_REASON_CODES = ["blocked", "unauthorized", "not_found", "timeout", "adapter_missing", "egress_unavailable", "other"] as const;
export type FaultReasonCode = (typeof FAULT_REASON_CODES)[number];

/** Finer codes, each mapped onto one reason code (FAULT_REASON_OF). */
export const FINE_FAULT_CODES = [
  "rate_limited_upstream",
  "credentials_missing",
  "config_invalid",
  "upstream_error",
  "schema_changed",
  "unreadable",
  "truncated_body",
  "body_too_large",
  "redirect_loop",
  "interrupted",
] as const;

/** Every fault code: the seven reason codes (each its own fault code) and the finer ones. */
export const FAULT_CODES = [...FAULT_REASON_CODES, ...FINE_FAULT_CODES] as const;
export type FaultCode = (typeof FAULT_CODES)[number];

export const FAULT_REASON_OF: Record<FaultCode, FaultReasonCode> = {
  blocked: "blocked",
  unauthorized: "unauthorized",
  not_found: "not_found",
  timeout: "timeout",
  adapter_missing: "adapter_missing",
  egress_unavailable: "egress_unavailable",
  other: "other",
  rate_limited_upstream: "blocked",
  credentials_missing: "unauthorized",
  config_invalid: "other",
  upstream_error: "other",
  schema_changed: "other",
  unreadable: "other",
  truncated_body: "other",
  body_too_large: "other",
  redirect_loop: "other",
  interrupted: "other",
};

export const FAULT_LABELS: Record<FaultCode, string> = {
  blocked: "The source refused our reader (HTTP 403 or 451).",
  unauthorized: "The source asked for credentials we do not hold (HTTP 401 or 407).",
  not_found: "The source address no longer exists (HTTP 404 or 410).",
  timeout: "The source did not answer in time.",
  adapter_missing: "We have no reader for this source's format yet; it is watched by hand.",
  egress_unavailable: "This server could not reach the internet (no route or no DNS); the source was not read.",
  other: "The source answered with something we could not read.",
  rate_limited_upstream: "The source asked us to slow down (HTTP 429) for longer than we wait; the next run tries again.",
  credentials_missing: "The source needs an API key or contact this server is not configured with; it was not read.",
  config_invalid: "This server's configuration of the source is invalid (a file or setting it reads); it is not read until that is fixed.",
  upstream_error: "The source kept answering with a server error (HTTP 5xx) after our retries.",
  schema_changed: "The source's response no longer has the shape we read; nothing was written until the reader is updated.",
  unreadable: "The source answered with a body that is not the format it publishes (not JSON, XML or a feed).",
  truncated_body: "The source's response was cut off before its end; nothing of it was written.",
  body_too_large: "The source's response was larger than we accept from it; it was not read.",
  redirect_loop: "The source redirected in a loop or too many times.",
  interrupted: "The last run stopped before it finished (the process ended); the next run resumes from its checkpoint.",
};

export function isFaultCode(value: unknown): value is FaultCode {
  return typeof value === "string" && (FAULT_CODES as readonly string[]).includes(value);
}

/** The public reason code of a stored fault code (an unknown stored value reads as "other", never as a crash). */
export function faultReasonOf(code: string): FaultReasonCode {
  return isFaultCode(code) ? FAULT_REASON_OF[code] : "other";
}

/** A stored fault code as served (an unknown stored value reads as "other"). */
export function fineFaultCodeOf(code: string): FaultCode {
  return isFaultCode(code) ? code : "other";
}

export function faultLabelOf(code: string): string {
  return isFaultCode(code) ? FAULT_LABELS[code] : FAULT_LABELS.other;
}

/**
 * A stored fault code (null: none) as source health serves it, /sources and /enforcement/sources alike: the SPEC's
 * reason code, the finer code beside it, and our fixed label — never the raw detail, which stays for operators.
 */
export function servedFault(code: string | null): { last_fault_reason_code: FaultReasonCode | null; last_fault_code: FaultCode | null; last_fault_label: string | null } {
  return {
    last_fault_reason_code: code ? faultReasonOf(code) : null,
    last_fault_code: code ? fineFaultCodeOf(code) : null,
    last_fault_label: code ? faultLabelOf(code) : null,
  };
}

export class SourceFault extends Error {
  constructor(
    readonly code: FaultCode,
    /** Operator-only detail. */
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

/**
 * This server's configuration of a source cannot be used (a variable or file it reads): the fault config_invalid.
 * The message names the variable, the file and what is wrong, for operators (start-up log, `npm run sync`).
 */
export class SourceConfigError extends SourceFault {
  constructor(detail: string) {
    super("config_invalid", detail);
    this.message = detail;
  }
}

/** The fault of a final (not retried, or retried to exhaustion) HTTP status. */
export function faultForStatus(status: number): FaultCode {
  if (status === 401 || status === 407) return "unauthorized";
  if (status === 429) return "rate_limited_upstream";
  if (status === 403 || status === 451) return "blocked";
  if (status === 404 || status === 410) return "not_found";
  if (status >= 500) return "upstream_error";
  return "other";
}

/** Network-level errors that mean "we could not get out", as opposed to the source misbehaving. */
const EGRESS_ERRNOS = new Set(["ENOTFOUND", "EAI_AGAIN", "ENETUNREACH", "EHOSTUNREACH", "ECONNREFUSED", "ENETDOWN", "EPROTO_EGRESS"]);
const TIMEOUT_ERRNOS = new Set(["ETIMEDOUT", "UND_ERR_CONNECT_TIMEOUT", "UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT"]);

/** Classifies a thrown fetch error by the errno codes along its cause chain. */
export function faultForError(err: unknown, timedOut = false): FaultCode {
  if (timedOut) return "timeout";
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && EGRESS_ERRNOS.has(code)) return "egress_unavailable";
    if (typeof code === "string" && TIMEOUT_ERRNOS.has(code)) return "timeout";
    if ((e as { name?: unknown }).name === "TimeoutError") return "timeout";
  }
  return "other";
}

/** One line, capped: what an operator sees in `npm run sync` and in the stored fault detail. */
export function oneLine(text: string, max = 300): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** An error's message with the errno codes along its cause chain ("fetch failed ← getaddrinfo ENOTFOUND x (ENOTFOUND)"). */
export function describeError(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    parts.push(`${(e as Error).message ?? String(e)}${typeof code === "string" ? ` (${code})` : ""}`);
  }
  return parts.join(" ← ");
}
