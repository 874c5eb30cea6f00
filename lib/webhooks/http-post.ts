import http from "node:http";
import https from "node:https";
import { ATTEMPT_TIMEOUT_MS, RESPONSE_PREFIX_BYTES } from "./schedule";
import { connectionFor, TargetRefused } from "./target-url";

/**
 * One HTTP POST of a delivery, with node:http(s) so the connection goes only to the address target-url.ts vetted.
 * Only a 2xx is success. A 3xx is a failure and is never followed; timeouts and connection errors are failures.
 * No keep-alive pool: every attempt connects (and is vetted) afresh.
 */

export interface PostOutcome {
  ok: boolean;
  status: number | null;
  retryAfter: string | null;
  /** The first RESPONSE_PREFIX_BYTES bytes of the answer, as text. */
  bodyPrefix: string | null;
  error: string | null;
  durationMs: number;
}

/** Read at most this much of an answer (then hang up): a receiver cannot make us download a large body. */
const MAX_READ_BYTES = 64 * 1024;

function describe(err: unknown): string {
  if (err instanceof TargetRefused) return `target refused: ${err.message}`;
  const e = err as NodeJS.ErrnoException;
  return e.code ? `connection failed: ${e.code}` : `connection failed: ${String(e.message ?? e).slice(0, 200)}`;
}

export function postSigned(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs?: number } = {},
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const timeoutMs = options.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
  let connection: ReturnType<typeof connectionFor>;
  try {
    connection = connectionFor(target);
  } catch (err) {
    return Promise.resolve({ ok: false, status: null, retryAfter: null, bodyPrefix: null, error: describe(err), durationMs: elapsed() });
  }
  const { url, host, lookup } = connection;
  const secure = url.protocol === "https:";

  return new Promise((resolve) => {
    let settled = false;
    let status: number | null = null;
    let retryAfter: string | null = null;
    const kept: Buffer[] = [];
    let keptBytes = 0;
    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const ok = status !== null && status >= 200 && status < 300;
      // NUL cannot be stored in Postgres text (nor in jsonb): one in a receiver's answer would fail the whole batch write.
      const bodyPrefix = status === null ? null : Buffer.concat(kept).toString("utf8").replaceAll("\u0000", "\ufffd");
      const statusError = status === null || ok ? null : status >= 300 && status < 400 ? `HTTP ${status} (redirects are not followed)` : `HTTP ${status}`;
      // Once a 2xx status is in, a stalled body does not undo the delivery: the receiver has answered.
      resolve({ ok, status, retryAfter, bodyPrefix, error: ok ? null : (statusError ?? error), durationMs: elapsed() });
      request.destroy();
    };

    const request = (secure ? https : http).request(
      {
        method: "POST",
        host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: { ...headers, "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) },
        lookup,
        agent: false,
        ...(secure && lookup ? { servername: url.hostname } : {}),
      },
      (response) => {
        status = response.statusCode ?? null;
        const header = response.headers["retry-after"];
        retryAfter = Array.isArray(header) ? (header[0] ?? null) : (header ?? null);
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (keptBytes < RESPONSE_PREFIX_BYTES) {
            const part = chunk.subarray(0, RESPONSE_PREFIX_BYTES - keptBytes);
            kept.push(part);
            keptBytes += part.length;
          }
          if (read > MAX_READ_BYTES) finish(null);
        });
        response.on("end", () => finish(null));
        response.on("error", (err) => finish(describe(err)));
        response.on("close", () => finish(null));
      },
    );
    const timer = setTimeout(() => finish(`timed out after ${timeoutMs} ms`), timeoutMs);
    request.on("error", (err) => finish(describe(err)));
    request.end(body);
  });
}
