import { expect, test, type Browser, type Page } from "@playwright/test";
import { matterUidFor } from "@/lib/enforcement/matter-file";
import { seriousA11yViolations } from "./support/axe";
import { apiJson, awayFromMinuteEdge, visitorFrom } from "./support/visitor";

/**
 * The enforcement registry pages in Chromium against the seeded registry, checked against the API's answers to the
 * same address. Each test browses from its own address (X-Forwarded-For; the e2e server trusts it, as behind a
 * proxy), so its rate limit is its own.
 */

/** A curated matter whose chains are longer than the anonymous 2-row sample, with estimated dates and withheld parties. */
const SAMPLED_MATTER = matterUidFor("louis-v-saferent-2022");

/** A fresh address per test, in this spec's own subnet. */
const visitor = (browser: Browser, options?: Parameters<typeof visitorFrom>[2]) => visitorFrom("198.18", browser, options);
const api = apiJson;

const shownTotal = async (page: Page) => Number(await page.getByTestId("matter-total").textContent());

test("agency, forum type, status and text filters narrow the list exactly as GET /v1/enforcement/matters does", async ({ browser }) => {
  const { context, page, offsite } = await visitor(browser);
  await page.goto("/enforcement");
  await expect(page.locator(".matter-card")).toHaveCount(5);
  expect(await shownTotal(page)).toBe((await api(page, "/v1/enforcement/matters")).meta.total);

  await page.getByLabel("Agency").selectOption("FTC");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/agency=FTC/);
  expect(await shownTotal(page)).toBe((await api(page, "/v1/enforcement/matters?agency=FTC")).meta.total);
  for (const a of await page.locator(".matter-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-agency")))) expect(a).toBe("FTC");

  await page.goto("/enforcement");
  await page.getByLabel("Forum type").selectOption("federal_court");
  await page.getByLabel("Matter status").selectOption("pending");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/forum_type=federal_court/);
  const both = await api(page, "/v1/enforcement/matters?forum_type=federal_court&matter_status=pending");
  expect(await shownTotal(page)).toBe(both.meta.total);
  expect(both.meta.total).toBeGreaterThan(0);
  for (const [forum, status] of await page.locator(".matter-card").evaluateAll((cards) => cards.map((c) => [c.getAttribute("data-forum-type"), c.getAttribute("data-status")]))) {
    expect([forum, status]).toEqual(["federal_court", "pending"]);
  }

  await page.goto("/enforcement");
  await page.getByLabel("Text").fill("clearview");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/q=clearview/);
  const text = await api(page, "/v1/enforcement/matters?q=clearview");
  expect(await shownTotal(page)).toBe(text.meta.total);
  expect(text.meta.total).toBeGreaterThan(0);
  expect(offsite).toEqual([]);
  await context.close();
});

test("a matter page: timeline with estimated dates marked, parties as redacted, relief, statutes and sources, sampled as the API samples", async ({ browser }) => {
  const { context, page, offsite } = await visitor(browser);
  const res = await page.goto(`/enforcement/matters/${SAMPLED_MATTER}`);
  expect(res?.status()).toBe(200);
  const { data: m, meta } = await api(page, `/v1/enforcement/matters/${SAMPLED_MATTER}`);
  await expect(page.locator("h1")).toHaveText(m.caption);
  expect(meta.chains).toBe("sample");
  await expect(page.getByTestId("matter-timeline").locator("li")).toHaveCount(m.events.length);
  await expect(page.getByTestId("estimated-date")).toHaveCount(m.events.filter((e: { is_date_estimated: boolean }) => e.is_date_estimated).length);
  await expect(page.getByTestId("events-count")).toHaveText(`Showing ${m.events.length} of ${m.chain_totals.events}.`);
  await expect(page.getByTestId("parties-count")).toHaveText(`Showing ${m.parties.length} of ${m.chain_totals.parties}.`);
  await expect(page.getByTestId("party-redacted")).toHaveCount(m.parties.filter((p: { redacted: boolean }) => p.redacted).length);
  await expect(page.getByTestId("chain-sample-note")).toContainText(meta.upgrade);
  for (const l of m.laws) await expect(page.getByTestId("matter-laws")).toContainText(l.citation);
  for (const s of m.sources) await expect(page.locator(`.sources a[href="${s.url}"]`)).toBeVisible();
  for (const heading of ["Timeline", "Parties", "Relief", "Statutes cited", "Sources"]) await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();

  expect((await page.goto("/enforcement/matters/em_aaaaaaaaaaaaaaaa"))?.status()).toBe(404);
  expect((await page.goto("/enforcement/matters/not-a-matter"))?.status()).toBe(404);
  expect(offsite).toEqual([]);
  await context.close();
});

test("with JavaScript disabled: filter, page through and open a matter", async ({ browser }) => {
  const { context, page, offsite } = await visitor(browser, { javaScriptEnabled: false });
  await page.goto("/enforcement");
  await page.getByLabel("Forum type").selectOption("federal_court");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/forum_type=federal_court/);
  const links = page.locator(".matter-card h3 a");
  const firstPage = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(firstPage).toHaveLength(5);
  await page.getByRole("link", { name: "Next →" }).click();
  await expect(page).toHaveURL(/offset=5/);
  // Without JavaScript the click is a full navigation: wait until the new document's list is the one read.
  await expect(links.first()).not.toHaveAttribute("href", firstPage[0]!);
  const secondPage = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.some((href) => firstPage.includes(href))).toBe(false);
  const title = await links.first().textContent();
  await links.first().click();
  await expect(page.locator("h1")).toHaveText(title!);
  await expect(page.getByRole("heading", { name: "Timeline" })).toBeVisible();
  expect(offsite).toEqual([]);
  await context.close();
});

test("each page counts against the address's request limit; past it the page answers 429 and says when to retry", async ({ browser }) => {
  const { context, page } = await visitor(browser);
  await awayFromMinuteEdge();
  for (let i = 0; i < 20; i++) expect((await page.request.get("/enforcement")).status()).toBe(200);
  const res = await page.goto("/enforcement?matter_status=open");
  expect(res?.status()).toBe(429);
  const retryAfter = Number(res?.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  await expect(page.locator("h1")).toHaveText("Too many pages in a short time");
  await expect(page.getByRole("link", { name: "Try the page again" })).toHaveAttribute("href", "/enforcement?matter_status=open");
  await context.close();
});

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`accessible at ${viewport.width}px: the registry and a matter`, async ({ browser }) => {
    const { context, page, offsite } = await visitor(browser, { viewport });
    for (const path of ["/enforcement", `/enforcement/matters/${SAMPLED_MATTER}`]) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      expect(await seriousA11yViolations(page), path).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path}: horizontal overflow in px`).toBeLessThanOrEqual(0);
    }
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Enforcement" }).click();
    await expect(page).toHaveURL(/\/enforcement$/);
    expect(offsite).toEqual([]);
    await context.close();
  });
}
