import { inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import { botUserAgent, parseHttpUrl } from "@/lib/http/outbound";
import type { Db } from "@/db/client";
import { landmarkBills, lawRecords, linkChecks } from "@/db/schema";

/**
 * The link checker behind /accuracy: asks every official URL we serve whether it still answers, politely (HEAD
 * first, one request at a time per host with a pause between them, a timeout on each), and records the verdict in
 * link_checks. It is deliberately slow to call a link broken: only a 404/410 or repeated hard failures count as
 * proof, because publishing "broken" for a page that merely blocks bots would misreport the dataset's health.
 */

export type LinkState = "live" | "confirmed_broken" | "unverified";

export const MAX_REDIRECTS = 5;
/** Hard failures in a row (5xx, DNS, connection refused) after which a link counts as broken rather than flaky. */
export const HARD_FAILURES_TO_CONFIRM = 2;

export interface CheckLinksOptions {
  /** URLs to check; by default every distinct law_records.official_url and landmark_bills.official_url. */
  urls?: string[];
  /** Per request: a host that has not answered by then is "unverified", never "broken". */
  timeoutMs: number;
  /** Pause between two requests to the same host (measured from the end of one to the start of the next). */
  delayMs: number;
  fetchImpl?: typeof fetch;
  now?: () => Date;
  /** Hosts checked in parallel; each host still sees one request at a time. */
  concurrency?: number;
  /** Called as each URL is settled (for progress output). */
  onResult?: (result: LinkCheckResult, done: number, total: number) => void;
}

export interface LinkCheckResult {
  url: string;
  state: LinkState;
  /** HTTP status of the final response, or null when none came (timeout, DNS, refused). */
  status: number | null;
  error: string | null;
  /** Where the redirects ended, when they went anywhere. */
  finalUrl: string | null;
  method: "HEAD" | "GET";
  redirects: number;
  consecutiveFailures: number;
  checkedAt: Date;
}

export interface CheckLinksSummary {
  checked: number;
  live: number;
  confirmed_broken: number;
  unverified: number;
  /** Rows of URLs no longer in the dataset, removed after a full (default-set) run. */
  pruned: number;
  /**
   * True when not one URL produced an HTTP response while some failed at the network level: then the fault is most
   * likely our own connection, so those failures were recorded as unverified instead of counting towards "broken".
   */
  networkDown: boolean;
  results: LinkCheckResult[];
}

/** Every official URL LexAtlas serves: the default set of a check run. */
export async function officialUrls(db: Db): Promise<string[]> {
  const laws = await db
    .selectDistinct({ url: lawRecords.officialUrl })
    .from(lawRecords)
    .where(isNotNull(lawRecords.officialUrl));
  const bills = await db.selectDistinct({ url: landmarkBills.officialUrl }).from(landmarkBills);
  const urls = new Set<string>();
  for (const { url } of [...laws, ...bills]) if (url && url.trim()) urls.add(url.trim());
  return [...urls].sort();
}

export async function checkLinks(db: Db, opts: CheckLinksOptions): Promise<CheckLinksSummary> {
  const fullRun = opts.urls === undefined;
  const urls = [...new Set((opts.urls ?? (await officialUrls(db))).map((u) => u.trim()).filter(Boolean))];
  const now = opts.now ?? (() => new Date());
  const ctx: ProbeContext = {
    fetchImpl: opts.fetchImpl ?? fetch,
    timeoutMs: opts.timeoutMs,
    pacer: new HostPacer(opts.delayMs),
    userAgent: botUserAgent(),
  };

  const previous = new Map<string, number>();
  if (urls.length) {
    const rows = await db
      .select({ url: linkChecks.url, consecutiveFailures: linkChecks.consecutiveFailures })
      .from(linkChecks)
      .where(inArray(linkChecks.url, urls));
    for (const r of rows) previous.set(r.url, r.consecutiveFailures);
  }

  // One queue per host, hosts worked in parallel: a slow government server never holds up the others, and no
  // server ever sees two of our requests at once.
  const byHost = new Map<string, string[]>();
  for (const url of urls) {
    const host = hostOf(url) ?? "";
    const queue = byHost.get(host);
    if (queue) queue.push(url);
    else byHost.set(host, [url]);
  }
  const hostQueue = [...byHost.values()];
  const probes = new Map<string, { probe: Probe; at: Date }>();
  let done = 0;
  let answeredSoFar = false;
  const worker = async () => {
    for (let batch = hostQueue.shift(); batch; batch = hostQueue.shift()) {
      for (const url of batch) {
        const probe = await probeUrl(url, ctx);
        const at = now();
        probes.set(url, { probe, at });
        done++;
        answeredSoFar ||= probe.status !== null;
        // Provisional until the run ends (see networkDown): while nothing has answered yet, a network failure is
        // shown as unverified, which is also what gets recorded when nothing answers at all.
        const provisional = !answeredSoFar && probe.kind === "hard" ? "nothing has answered yet in this run" : null;
        opts.onResult?.(verdict(url, probe, previous.get(url) ?? 0, at, provisional), done, urls.length);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency ?? 4, hostQueue.length)) }, worker));

  const anyResponse = [...probes.values()].some(({ probe }) => probe.status !== null);
  const networkDown = !anyResponse && [...probes.values()].some(({ probe }) => probe.kind === "hard");
  const results = urls.map((url) => {
    const { probe, at } = probes.get(url)!;
    return verdict(url, probe, previous.get(url) ?? 0, at, networkDown ? "no URL answered in this run: our network is probably down" : null);
  });

  // Written once the run is over, not URL by URL: whether a network failure counts depends on the whole run.
  let pruned = 0;
  await db.transaction(async (tx) => {
    for (const r of results) {
      const values = {
        state: r.state,
        lastStatus: r.status,
        lastError: r.error,
        consecutiveFailures: r.consecutiveFailures,
        checkedAt: r.checkedAt,
      };
      await tx
        .insert(linkChecks)
        .values({ url: r.url, ...values })
        .onConflictDoUpdate({ target: linkChecks.url, set: values });
    }
    // After a full run link_checks mirrors the dataset exactly, so /accuracy never counts a URL we stopped serving.
    if (fullRun) {
      const gone = urls.length
        ? await tx.delete(linkChecks).where(notInArray(linkChecks.url, urls)).returning({ url: linkChecks.url })
        : await tx.delete(linkChecks).returning({ url: linkChecks.url });
      pruned = gone.length;
    }
  });

  return {
    checked: results.length,
    live: results.filter((r) => r.state === "live").length,
    confirmed_broken: results.filter((r) => r.state === "confirmed_broken").length,
    unverified: results.filter((r) => r.state === "unverified").length,
    pruned,
    networkDown,
    results,
  };
}

/**
 * Turns one probe into the recorded state. The failure streak grows on proof of breakage, resets on a live answer,
 * and is left as it was by inconclusive outcomes (timeouts, bot walls): they neither confirm nor clear a failure.
 */
function verdict(url: string, probe: Probe, previousFailures: number, checkedAt: Date, networkDoubt: string | null): LinkCheckResult {
  const base = { url, status: probe.status, error: probe.error, finalUrl: probe.finalUrl, method: probe.method, redirects: probe.redirects, checkedAt };
  if (probe.kind === "live") return { ...base, state: "live", consecutiveFailures: 0 };
  if (probe.kind === "gone") return { ...base, state: "confirmed_broken", consecutiveFailures: previousFailures + 1 };
  if (probe.kind === "hard" && !networkDoubt) {
    const streak = previousFailures + 1;
    return { ...base, state: streak >= HARD_FAILURES_TO_CONFIRM ? "confirmed_broken" : "unverified", consecutiveFailures: streak };
  }
  const error = probe.kind === "hard" ? `${probe.error} (${networkDoubt})` : probe.error;
  return { ...base, error, state: "unverified", consecutiveFailures: previousFailures };
}

/** live: 2xx/3xx at the end; gone: 404/410 (or unusable URL); hard: 5xx, DNS, refused; soft: anything inconclusive. */
type ProbeKind = "live" | "gone" | "hard" | "soft";

interface Probe {
  kind: ProbeKind;
  status: number | null;
  error: string | null;
  finalUrl: string | null;
  method: "HEAD" | "GET";
  redirects: number;
}

interface ProbeContext {
  fetchImpl: typeof fetch;
  timeoutMs: number;
  pacer: HostPacer;
  userAgent: string;
}

type Answer = { status: number; location: string | null } | { status: null; code: string | null; timedOut: boolean; message: string };

async function probeUrl(url: string, ctx: ProbeContext): Promise<Probe> {
  const start = parseHttpUrl(url);
  if (!start) return { kind: "gone", status: null, error: "not an absolute http(s) URL", finalUrl: null, method: "HEAD", redirects: 0 };
  let current = start;
  let method: "HEAD" | "GET" = "HEAD";
  for (let redirects = 0; ; redirects++) {
    let answer = await request(current, method, ctx);
    // HEAD is the polite question, but some servers refuse it (405/501) or answer it wrongly with 404/5xx while
    // the page itself is fine; a ranged GET (then aborted) settles those before we count anything against the link.
    if (method === "HEAD" && answer.status !== null && shouldRetryWithGet(answer.status)) {
      method = "GET";
      answer = await request(current, method, ctx);
    }
    const finalUrl = redirects > 0 ? current.href : null;
    const at = { finalUrl, method, redirects };
    if (answer.status === null) {
      if (answer.timedOut) return { kind: "soft", status: null, error: `timeout after ${ctx.timeoutMs} ms`, ...at };
      const kind = answer.code && HARD_NETWORK_CODES.has(answer.code) ? "hard" : "soft";
      return { kind, status: null, error: answer.code ?? answer.message, ...at };
    }
    const { status } = answer;
    if (REDIRECT_STATUSES.has(status) && answer.location) {
      if (redirects === MAX_REDIRECTS) {
        return { kind: "soft", status, error: `more than ${MAX_REDIRECTS} redirects`, ...at };
      }
      const next = parseHttpUrl(answer.location, current);
      if (!next) return { kind: "soft", status, error: `redirect to a non-http(s) URL: ${answer.location}`, ...at };
      current = next;
      continue;
    }
    if (status >= 200 && status < 400) return { kind: "live", status, error: null, ...at };
    if (status === 404 || status === 410) return { kind: "gone", status, error: `HTTP ${status}`, ...at };
    if (status >= 500) return { kind: "hard", status, error: `HTTP ${status}`, ...at };
    // 401/403/429 and other 4xx: bot walls, logins and rate limits say nothing about whether the page exists.
    return { kind: "soft", status, error: `HTTP ${status}`, ...at };
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Name resolution failed outright or nothing listens: the site is not there. Temporary DNS (EAI_AGAIN), resets
 * and TLS trouble stay inconclusive: firewalls reset bots, and browsers repair incomplete certificate chains. */
const HARD_NETWORK_CODES = new Set(["ENOTFOUND", "ECONNREFUSED", "EHOSTUNREACH"]);

function shouldRetryWithGet(status: number): boolean {
  return status === 405 || status === 501 || status === 404 || status === 410 || status >= 500;
}

async function request(url: URL, method: "HEAD" | "GET", ctx: ProbeContext): Promise<Answer> {
  return ctx.pacer.run(url.hostname, async () => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ctx.timeoutMs);
    try {
      const res = await ctx.fetchImpl(url.href, {
        method,
        redirect: "manual",
        signal: controller.signal,
        headers: {
          "User-Agent": ctx.userAgent,
          Accept: "text/html,application/xhtml+xml,application/pdf;q=0.9,*/*;q=0.8",
          // One byte is enough to learn the status; servers that ignore Range get their body cancelled below.
          ...(method === "GET" ? { Range: "bytes=0-0" } : {}),
        },
      });
      const location = res.headers.get("location");
      controller.abort(); // we only wanted the status line and headers: never download the page
      return { status: res.status, location };
    } catch (err) {
      return { status: null, code: errorCode(err), timedOut, message: errorMessage(err) };
    } finally {
      clearTimeout(timer);
    }
  });
}

/** undici wraps the system error: TypeError("fetch failed", { cause: Error{ code } }), sometimes an AggregateError. */
function errorCode(err: unknown): string | null {
  const seen = new Set<unknown>();
  const stack: unknown[] = [err];
  while (stack.length) {
    const e = stack.pop() as { code?: unknown; cause?: unknown; errors?: unknown[] } | undefined;
    if (!e || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    if (typeof e.code === "string") return e.code;
    if (e.cause) stack.push(e.cause);
    if (Array.isArray(e.errors)) stack.push(...e.errors);
  }
  return null;
}

/** The innermost message: undici's own ("fetch failed") says nothing, its cause ("bad port", …) does. */
function errorMessage(err: unknown): string {
  let e = err as { message?: unknown; cause?: unknown } | undefined;
  let message = String(err);
  for (let depth = 0; e && typeof e === "object" && depth < 5; depth++, e = e.cause as typeof e) {
    if (typeof e.message === "string" && e.message) message = e.message;
  }
  return message;
}

/**
 * Politeness per host: requests to one host run one at a time, each starting at least `delayMs` after the previous
 * one ended. Redirect hops and GET fallbacks go through it too, since they are requests to a server like any other.
 */
class HostPacer {
  private readonly tails = new Map<string, Promise<unknown>>();
  private readonly lastEnd = new Map<string, number>();

  constructor(private readonly delayMs: number) {}

  run<T>(host: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(host) ?? Promise.resolve();
    const next = previous.then(async () => {
      const last = this.lastEnd.get(host);
      if (last !== undefined) await sleepUntil(last + this.delayMs);
      try {
        return await fn();
      } finally {
        this.lastEnd.set(host, performance.now());
      }
    });
    this.tails.set(host, next.catch(() => undefined));
    return next;
  }
}

/** setTimeout may fire a millisecond early against performance.now(); loop so the pause is never short. */
async function sleepUntil(target: number): Promise<void> {
  for (let left = target - performance.now(); left > 0; left = target - performance.now()) {
    await new Promise((resolve) => setTimeout(resolve, Math.ceil(left)));
  }
}


function hostOf(url: string): string | null {
  return parseHttpUrl(url)?.hostname ?? null;
}

/** A sql fragment kept here so accuracy.ts counts states with the same names the checker writes. */
export const countState = (state: LinkState) => sql<number>`count(*) filter (where ${linkChecks.state} = ${state})`.mapWith(Number);
