import { botUserAgent, parseHttpUrl } from "@/lib/http/outbound";
import type { UpstreamRequest } from "./connector";
import { describeError, faultForError, faultForStatus, SourceFault } from "./faults";
import { defaultHostPacer, type HostPacer } from "./host-pacer";

/**
 * The one outbound client every source reads through: what a careful crawler does, in one place.
 *   - User-Agent naming the service (lib/http/outbound.ts), optionally with a contact an upstream asks for.
 *   - Conditional requests: If-None-Match / If-Modified-Since from the validators of the last successful run; a
 *     304 is "not modified", never an error.
 *   - A per-host pace (requests to one host at least `minIntervalMs` apart, across every source in the process).
 *   - Timeouts: no answer, or no byte of the body, for `timeoutMs` is `timeout`.
 *   - A body-size cap (`body_too_large`), checked against Content-Length first and while reading.
 *   - Retries with exponential backoff and jitter for 408, 429, 5xx, timeouts, resets and truncated bodies, waiting
 *     at least what Retry-After asks; a Retry-After longer than `maxRetryAfterMs` ends the request at once
 *     (`rate_limited_upstream`) instead of holding the run for an hour. No retry for "no network" (offline fails fast).
 *   - Redirects followed by hand (http(s) only, at most `maxRedirects`, a repeated URL is `redirect_loop`).
 * Every failure is a SourceFault with a fault code (lib/sources/faults.ts) and an operator-only detail.
 */

export interface ClientOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
  /** Attempts per request, the first included. */
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxRetryAfterMs?: number;
  maxRedirects?: number;
  minIntervalMs?: number;
  pacer?: HostPacer;
  /** Appended to the User-Agent in parentheses (e.g. the operator contact SEC EDGAR asks for). */
  userAgentContact?: string;
  /** ETag / Last-Modified per conditional key, from the last successful run. */
  validators?: Record<string, Validator>;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

export interface Validator {
  etag?: string;
  lastModified?: string;
}

export interface RawResponse {
  notModified: boolean;
  url: string;
  status: number;
  headers: Headers;
  bytes: Uint8Array | null;
}

export interface StreamResponse {
  notModified: boolean;
  url: string;
  status: number;
  headers: Headers;
  body: AsyncIterable<Uint8Array> | null;
}

const DEFAULTS = {
  timeoutMs: 30_000,
  maxBytes: 25 * 1024 * 1024,
  maxAttempts: 4,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 120_000,
  maxRedirects: 5,
  minIntervalMs: 1_000,
};

const RETRY_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** A request failed in a way another attempt may fix; `retryAfter` is what the upstream asked us to wait. */
class Retryable extends Error {
  constructor(readonly fault: SourceFault, readonly retryAfter: number | null = null) {
    super(fault.message);
  }
}

export class OutboundClient {
  private readonly o: Required<Omit<ClientOptions, "validators" | "userAgentContact" | "fetchImpl">> & { fetchImpl: typeof fetch };
  private readonly validators: Record<string, Validator>;
  private readonly seen: Record<string, Validator> = {};
  private readonly userAgent: string;
  /** Requests made (attempts included): the run summary reports it. */
  requests = 0;

  constructor(options: ClientOptions = {}) {
    this.o = {
      fetchImpl: options.fetchImpl ?? fetch,
      timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
      maxBytes: options.maxBytes ?? DEFAULTS.maxBytes,
      maxAttempts: Math.max(1, options.maxAttempts ?? DEFAULTS.maxAttempts),
      baseDelayMs: options.baseDelayMs ?? DEFAULTS.baseDelayMs,
      maxDelayMs: options.maxDelayMs ?? DEFAULTS.maxDelayMs,
      maxRetryAfterMs: options.maxRetryAfterMs ?? DEFAULTS.maxRetryAfterMs,
      maxRedirects: options.maxRedirects ?? DEFAULTS.maxRedirects,
      minIntervalMs: options.minIntervalMs ?? DEFAULTS.minIntervalMs,
      pacer: options.pacer ?? defaultHostPacer,
      sleep: options.sleep ?? sleep,
      random: options.random ?? Math.random,
    };
    this.validators = options.validators ?? {};
    this.userAgent = options.userAgentContact ? `${botUserAgent()} (${options.userAgentContact})` : botUserAgent();
  }

  /** Validators of the responses this client received (to remember once the run has succeeded). */
  receivedValidators(): Record<string, Validator> {
    return { ...this.seen };
  }

  /** GET with the whole body read (capped). */
  async get(request: UpstreamRequest, signal?: AbortSignal): Promise<RawResponse> {
    return this.withRetries(request, signal, async (res, url, timer) => {
      const bytes = await readCapped(res, request.maxBytes ?? this.o.maxBytes, url, timer);
      return { notModified: false, url, status: res.status, headers: res.headers, bytes };
    });
  }

  /**
   * GET whose body is read as it arrives. Retries cover everything up to the response headers; once the body is
   * being consumed a cut-off is `truncated_body` (the caller has already used part of it).
   */
  async stream(request: UpstreamRequest, signal?: AbortSignal): Promise<StreamResponse> {
    return this.withRetries(request, signal, async (res, url, timer) => {
      const max = request.maxBytes ?? this.o.maxBytes;
      return { notModified: false, url, status: res.status, headers: res.headers, body: cappedStream(res, max, url, timer) };
    }, true);
  }

  private async withRetries<T extends { notModified: boolean }>(
    request: UpstreamRequest,
    signal: AbortSignal | undefined,
    read: (res: Response, url: string, timer: IdleTimer) => Promise<T>,
    streaming = false,
  ): Promise<T> {
    let last: SourceFault | null = null;
    for (let attempt = 1; attempt <= this.o.maxAttempts; attempt++) {
      signal?.throwIfAborted();
      try {
        return await this.attempt(request, signal, read, streaming);
      } catch (err) {
        if (!(err instanceof Retryable)) throw err;
        last = err.fault;
        if (attempt === this.o.maxAttempts) break;
        if (err.retryAfter !== null && err.retryAfter > this.o.maxRetryAfterMs) {
          throw new SourceFault(err.fault.code, `${err.fault.detail}; Retry-After ${Math.round(err.retryAfter / 1000)} s is longer than we wait`);
        }
        const backoff = Math.min(this.o.maxDelayMs, this.o.baseDelayMs * 2 ** (attempt - 1));
        // Equal jitter: half the backoff fixed, half random, so retries of many clients spread out.
        const jittered = backoff / 2 + this.o.random() * (backoff / 2);
        await this.o.sleep(Math.max(err.retryAfter ?? 0, jittered), signal);
      }
    }
    throw new SourceFault(last!.code, `${last!.detail} (after ${this.o.maxAttempts} attempts)`);
  }

  private async attempt<T extends { notModified: boolean }>(
    request: UpstreamRequest,
    signal: AbortSignal | undefined,
    read: (res: Response, url: string, timer: IdleTimer) => Promise<T>,
    streaming: boolean,
  ): Promise<T> {
    const key = request.conditional ? (typeof request.conditional === "string" ? request.conditional : request.url) : null;
    const known = key ? this.validators[key] : undefined;
    const visited = new Set<string>();
    let url = request.url;
    for (let hop = 0; ; hop++) {
      const parsed = parseHttpUrl(url);
      if (!parsed) throw new SourceFault("other", `not an http(s) URL: ${url}`);
      if (visited.has(parsed.href)) throw new SourceFault("redirect_loop", `redirect loop at ${parsed.href}`);
      visited.add(parsed.href);
      await this.o.pacer.turn(parsed.host, this.o.minIntervalMs, signal, this.o.sleep);
      const timer = new IdleTimer(request.timeoutMs ?? this.o.timeoutMs, signal);
      const headers: Record<string, string> = { ...request.headers, "User-Agent": this.userAgent };
      if (known?.etag) headers["If-None-Match"] = known.etag;
      if (known?.lastModified) headers["If-Modified-Since"] = known.lastModified;
      let res: Response;
      this.requests++;
      try {
        res = await this.o.fetchImpl(parsed.href, { headers, redirect: "manual", signal: timer.signal });
      } catch (err) {
        timer.clear();
        signal?.throwIfAborted();
        const code = faultForError(err, timer.timedOut);
        const fault = new SourceFault(code, `GET ${parsed.href}: ${timer.timedOut ? `no answer within ${timer.ms} ms` : describeError(err)}`);
        if (code === "egress_unavailable") throw fault; // offline: fail fast, never retry
        throw new Retryable(fault);
      }
      if (REDIRECT_STATUSES.has(res.status) && res.headers.get("location")) {
        timer.clear();
        await res.body?.cancel().catch(() => {});
        if (hop >= this.o.maxRedirects) throw new SourceFault("redirect_loop", `more than ${this.o.maxRedirects} redirects from ${request.url}`);
        const next = parseHttpUrl(res.headers.get("location")!, parsed);
        if (!next) throw new SourceFault("other", `redirect from ${parsed.href} to a non-http(s) URL`);
        url = next.href;
        continue;
      }
      if (res.status === 304 && known) {
        timer.clear();
        await res.body?.cancel().catch(() => {});
        return { notModified: true, url: parsed.href, status: 304, headers: res.headers, bytes: null, body: null } as unknown as T;
      }
      if (res.status < 200 || res.status >= 300) {
        timer.clear();
        await res.body?.cancel().catch(() => {});
        const code = res.status === 408 ? "timeout" : faultForStatus(res.status);
        const fault = new SourceFault(code, `GET ${parsed.href}: HTTP ${res.status}`);
        if (RETRY_STATUSES.has(res.status)) throw new Retryable(fault, retryAfterMs(res.headers.get("retry-after")));
        throw fault;
      }
      const declared = Number(res.headers.get("content-length"));
      const max = request.maxBytes ?? this.o.maxBytes;
      if (Number.isFinite(declared) && declared > max) {
        timer.clear();
        await res.body?.cancel().catch(() => {});
        throw new SourceFault("body_too_large", `GET ${parsed.href}: Content-Length ${declared} over the ${max}-byte cap`);
      }
      if (key) {
        const etag = res.headers.get("etag") ?? undefined;
        const lastModified = res.headers.get("last-modified") ?? undefined;
        if (etag || lastModified) this.seen[key] = { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
      }
      if (streaming) return read(res, parsed.href, timer);
      try {
        return await read(res, parsed.href, timer);
      } catch (err) {
        if (err instanceof SourceFault && (err.code === "truncated_body" || err.code === "timeout")) throw new Retryable(err);
        throw err;
      } finally {
        timer.clear();
      }
    }
  }
}

/** Aborts its signal when no progress was made for `ms` (re-armed by each body chunk), or when the parent aborts. */
class IdleTimer {
  private readonly controller = new AbortController();
  private handle: NodeJS.Timeout | null = null;
  timedOut = false;
  readonly signal: AbortSignal;

  constructor(readonly ms: number, parent?: AbortSignal) {
    this.signal = parent ? AbortSignal.any([parent, this.controller.signal]) : this.controller.signal;
    this.arm();
  }

  arm(): void {
    if (this.handle) clearTimeout(this.handle);
    this.handle = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort(new Error(`no progress within ${this.ms} ms`));
    }, this.ms);
  }

  clear(): void {
    if (this.handle) clearTimeout(this.handle);
    this.handle = null;
  }
}

function bodyFault(err: unknown, url: string, timer: IdleTimer): SourceFault {
  if (timer.timedOut) return new SourceFault("timeout", `GET ${url}: the body stalled for ${timer.ms} ms`);
  return new SourceFault("truncated_body", `GET ${url}: the body ended early (${describeError(err)})`);
}

async function readCapped(res: Response, max: number, url: string, timer: IdleTimer): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of cappedStream(res, max, url, timer)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function* cappedStream(res: Response, max: number, url: string, timer: IdleTimer): AsyncGenerator<Uint8Array> {
  if (!res.body) return;
  const reader = res.body.getReader();
  let total = 0;
  try {
    for (;;) {
      let step: ReadableStreamReadResult<Uint8Array>;
      try {
        step = await reader.read();
      } catch (err) {
        throw bodyFault(err, url, timer);
      }
      if (step.done) break;
      timer.arm();
      total += step.value.byteLength;
      if (total > max) throw new SourceFault("body_too_large", `GET ${url}: body over the ${max}-byte cap`);
      yield step.value;
    }
  } finally {
    timer.clear();
    await reader.cancel().catch(() => {});
  }
}

/**
 * Text of a body: the charset the Content-Type declares, else an XML declaration's encoding (older government feeds
 * still declare ISO-8859-1 or windows-1252 only there), else UTF-8.
 */
export function decodeText(bytes: Uint8Array, contentType: string | null): string {
  const head = Buffer.from(bytes.subarray(0, 200)).toString("latin1");
  const declared =
    /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? "")?.[1] ?? /<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1];
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(declared ?? "utf-8");
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return decoder.decode(bytes);
}
