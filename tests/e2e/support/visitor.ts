import { expect, type Browser, type Page } from "@playwright/test";

/**
 * A browser context from its own client address in `subnet` ("198.18"), sent as X-Forwarded-For (the e2e server
 * trusts it, as behind a proxy), so a test's rate limit and record budget are its own. The address is random rather
 * than counted: a failed test restarts the worker, which re-imports the spec (a counter would start again and reuse
 * addresses whose limits and budgets earlier tests spent). Nothing may leave the machine: `offsite` collects every
 * request the page makes to another host.
 */
export async function visitorFrom(subnet: string, browser: Browser, options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {}) {
  const address = `${subnet}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  const context = await browser.newContext({ ...options, extraHTTPHeaders: { "x-forwarded-for": address } });
  const page = await context.newPage();
  const offsite: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.protocol !== "data:" && url.hostname !== "127.0.0.1") offsite.push(r.url());
  });
  return { context, page, offsite };
}

/** The API's JSON answer to `path`, asked from the page's own address (it must be 200). */
export async function apiJson(page: Page, path: string) {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return res.json();
}

/**
 * Waits, if need be, until at least `marginSeconds` remain of the current rate-limit minute. The limiter's windows are
 * fixed and aligned to the clock (lib/limits/memory-limiter.ts), so a test that spends a minute's allowance and then
 * expects a 429 would see a 200 if a new minute began between the two; the server runs on this machine's clock.
 */
export async function awayFromMinuteEdge(marginSeconds = 15) {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 60_000 - marginSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 250));
}
