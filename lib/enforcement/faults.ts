/**
 * Why a monitored source could not be read: the SPEC 4.10 reason codes, each with the one-line label we serve. The
 * raw fault (an exception message, a response body) is kept for operators only, never returned by the API.
 */

export const FAULT_CODES = ["blocked", "unauthorized", "not_found", "timeout", "adapter_missing", "egress_unavailable", "other"] as const;
export type FaultCode = (typeof FAULT_CODES)[number];

export const FAULT_LABELS: Record<FaultCode, string> = {
  blocked: "The source refused our reader (HTTP 403, 429 or 451).",
  unauthorized: "The source asked for credentials we do not hold (HTTP 401 or 407).",
  not_found: "The source address no longer exists (HTTP 404 or 410).",
  timeout: "The source did not answer in time.",
  adapter_missing: "We have no reader for this source's format yet; it is watched by hand.",
  egress_unavailable: "This server could not reach the internet (no route or no DNS); the source was not read.",
  other: "The source answered with something we could not read (server error or unparsable feed).",
};

export class SourceFault extends Error {
  constructor(
    readonly code: FaultCode,
    /** Operator-only detail. */
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

export function faultForStatus(status: number): FaultCode {
  if (status === 401 || status === 407) return "unauthorized";
  if (status === 403 || status === 429 || status === 451) return "blocked";
  if (status === 404 || status === 410) return "not_found";
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

/** One line, capped: what an operator sees in `npm run poll-enforcement`. */
export function oneLine(text: string, max = 300): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
