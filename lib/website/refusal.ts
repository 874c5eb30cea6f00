import { TIERS } from "@/lib/auth/tiers";
import { SITE_NAV } from "./navigation";
import type { Refusal } from "./visitor-call";

/**
 * What a visitor sees when the rate limit or the US-law record budget refuses a page, answered with 429 and
 * Retry-After like the API. A Next.js page cannot answer 429 (it may only choose 404, 403, 401 or a redirect), so
 * the page redirects here and this route answers with the status the refusal deserves: the document a browser,
 * crawler or script receives says "too many requests", not "OK". The page is plain HTML: no JavaScript, and nothing
 * metered runs to build it.
 */

export const REFUSAL_PATH = "/limited";

/** Only pages of the browse sections may be named as the page to retry (never another site: no open redirect). */
const RETRY_PAGE = /^\/(?:us-law|enforcement)(?:[/?][^\\\s]*)?$/;

export interface RefusalNotice {
  code: Refusal["code"];
  retryAt: Date;
  /** The page that was refused (to try again), when it is one of ours. */
  from: string | null;
}

export function refusalHref(refusal: Refusal, from: string, now = new Date()): string {
  const params = new URLSearchParams({
    reason: refusal.code,
    retry_at: new Date(now.getTime() + refusal.retryAfter * 1000).toISOString().replace(/\.\d{3}Z$/, "Z"),
  });
  if (RETRY_PAGE.test(from)) params.set("from", from);
  return `${REFUSAL_PATH}?${params}`;
}

/** Null when the query does not name a refusal: the route then answers 404 (nothing was refused). */
export function refusalNotice(search: URLSearchParams, now = new Date()): RefusalNotice | null {
  const code = search.get("reason");
  if (code !== "rate_limited" && code !== "record_budget_exceeded") return null;
  const retryAt = new Date(search.get("retry_at") ?? "");
  // A retry time is at most the longest window ahead (the rolling 30 days); a link that claims more, or a date that
  // does not parse, shows "now": the next page view asks the limiter again anyway.
  const latest = now.getTime() + 31 * 86_400_000;
  const at = Number.isNaN(retryAt.getTime()) ? now : new Date(Math.min(Math.max(retryAt.getTime(), now.getTime()), latest));
  const from = search.get("from");
  return { code, retryAt: at, from: from && RETRY_PAGE.test(from) ? from : null };
}

export function retryAfterSeconds(notice: RefusalNotice, now = new Date()): number {
  return Math.max(1, Math.ceil((notice.retryAt.getTime() - now.getTime()) / 1000));
}

/** "in about 3 h 20 min" — the wait in words a reader can act on. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `in about ${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `in about ${hours} h ${minutes % 60} min`;
  return `in about ${Math.round(hours / 24)} days`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function explanation(code: RefusalNotice["code"]): { title: string; lines: string[] } {
  const anon = TIERS.anonymous;
  const free = TIERS.free;
  if (code === "record_budget_exceeded") {
    return {
      title: "US-law record budget used up",
      lines: [
        `Visitors without a key share the API's anonymous record budget per address: ${anon.usLawRecordsPerDay!.toLocaleString("en-US")} US-law records per UTC day and ${anon.usLawRecordsPer30Days!.toLocaleString("en-US")} per rolling 30 days. Every record a page shows counts, as it does in the API; this address has used what is left.`,
        `A free API key has its own budget (${free.usLawRecordsPerDay!.toLocaleString("en-US")} records a day, ${free.usLawRecordsPer30Days!.toLocaleString("en-US")} per 30 days) for use through the API.`,
      ],
    };
  }
  return {
    title: "Too many pages in a short time",
    lines: [
      `Each page of the US-law and enforcement browser counts as an API request from your address, at the anonymous limits: ${anon.perMinute} a minute and ${anon.perDay.toLocaleString("en-US")} a day.`,
      `A free API key allows ${free.perMinute} requests a minute and ${free.perDay.toLocaleString("en-US")} a day through the API.`,
    ],
  };
}

export function refusalHtml(notice: RefusalNotice, now = new Date()): string {
  const { title, lines } = explanation(notice.code);
  const wait = retryAfterSeconds(notice, now);
  const at = notice.retryAt.toISOString().replace(/\.\d{3}Z$/, "Z");
  const shown = `${at.slice(0, 10)} ${at.slice(11, 16)} UTC`;
  const nav = SITE_NAV.map((n) => `<a href="${escapeHtml(n.href)}">${escapeHtml(n.label)}</a>`).join("");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · LexAtlas</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#14213d;line-height:1.55}
a{color:#1d4ed8}a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
header nav,main{max-width:72rem;margin:0 auto;padding:.75rem 1rem}
header{border-bottom:1px solid #d5dbe5}header nav{display:flex;gap:.35rem 1.25rem;flex-wrap:wrap}
header nav a:first-child{font-weight:700;color:#14213d;text-decoration:none;margin-right:auto}
.button{display:inline-block;background:#1d4ed8;color:#fff;border-radius:6px;padding:.6rem 1.1rem;text-decoration:none}
.note{background:#eef4ff;border-left:4px solid #1d4ed8;padding:.6rem .9rem;border-radius:4px}
</style>
</head>
<body>
<header><nav aria-label="Main"><a href="/">LexAtlas</a>${nav}</nav></header>
<main>
<h1>${escapeHtml(title)}</h1>
<p class="note" role="alert">Try again at <time datetime="${at}" data-testid="retry-at">${shown}</time> (${escapeHtml(waitInWords(wait))}).</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<p><a class="button" href="/signup">Get a free API key</a> · <a href="/pricing">Tiers and limits</a> · <a href="/docs/errors#${notice.code}">What <code>${notice.code}</code> means</a></p>
${notice.from ? `<p><a href="${escapeHtml(notice.from)}">Try the page again</a></p>` : ""}
</main>
</body>
</html>`;
}

export function refusalResponse(search: URLSearchParams, now = new Date()): Response {
  const notice = refusalNotice(search, now);
  const headers = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" };
  if (!notice) return new Response("<!DOCTYPE html><title>Not found</title><h1>Not found</h1>", { status: 404, headers });
  return new Response(refusalHtml(notice, now), { status: 429, headers: { ...headers, "Retry-After": String(retryAfterSeconds(notice, now)) } });
}
