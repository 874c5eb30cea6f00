import { expect, test, type Browser, type Page } from "@playwright/test";
import { EXAMPLE_US_LAW_RECORD_UID } from "@/lib/contract/us-law";
import { seriousA11yViolations } from "./support/axe";
import { apiJson, awayFromMinuteEdge, visitorFrom } from "./support/visitor";

/**
 * The US-law browser in Chromium against the e2e server's real subset of the corpus (US Code title 1, CFR title 1,
 * executive orders 14100–14150, proclamations 10500–10520, the AI-law mirror), checked against the API's answers to
 * the same address. Each test browses from its own address (X-Forwarded-For; the e2e server trusts it, as behind a
 * proxy), so its rate limit and record budget are its own.
 */

/** A fresh address per test, in this spec's own subnet. */
const visitor = (browser: Browser, options?: Parameters<typeof visitorFrom>[2]) => visitorFrom("198.19", browser, options);
const api = apiJson;

const shownTotal = async (page: Page) => Number((await page.getByTestId("us-law-total").textContent())!.replace(/,/g, ""));

test("search, filter and open a record: the page shows what the API gives the same address, and meters it", async ({ browser }) => {
  const { context, page, offsite } = await visitor(browser);
  const landing = await page.goto("/us-law");
  expect(landing?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveText("Browse US law");
  await expect(page.locator(".us-law-card")).toHaveCount(0); // opening the page lists (and costs) nothing

  await page.getByLabel("Search", { exact: true }).fill("artificial intelligence");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=artificial\+intelligence/);
  await expect(page.locator(".us-law-card")).toHaveCount(5);
  await expect(page.getByTestId("records-charged")).toHaveText("5");
  const search = await api(page, "/v1/us-law/search?q=artificial%20intelligence");
  expect(await shownTotal(page)).toBe(search.meta.total);
  await expect(page.getByTestId("us-law-citation")).toHaveText(search.data.map((r: { citation: string }) => r.citation));
  await expect(page.getByTestId("us-law-strategy")).toHaveAttribute("data-strategy", "full_text");
  // The page and the API share the address's budget: the API's own answer counts the page's five records.
  expect(search.meta.record_budget.day.used).toBe(10);

  await page.getByLabel("Jurisdiction").selectOption("federal");
  await page.getByLabel("Instrument type").selectOption("statute");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/jurisdiction=federal/);
  const filtered = await api(page, "/v1/us-law/search?q=artificial%20intelligence&jurisdiction=federal&instrument_type=statute");
  expect(await shownTotal(page)).toBe(filtered.meta.total);
  for (const j of await page.locator(".us-law-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-jurisdiction")))) expect(j).toBe("federal");

  const first = page.locator(".us-law-card h3 a").first();
  const title = await first.textContent();
  await first.click();
  await expect(page.locator("h1")).toHaveText(title!);
  const uid = page.url().split("/").pop()!;
  const record = await api(page, `/v1/us-law/records/${uid}`);
  await expect(page.getByTestId("us-law-citation")).toHaveText(record.data.citation);
  await expect(page.getByRole("link", { name: "Read the official text" })).toHaveAttribute("href", record.data.full_text_url ?? record.data.official_url);
  await expect(page.getByTestId("us-law-provenance")).toContainText(record.data.source_authority);
  for (const heading of ["Classification", "Dates", "Provenance", "History"]) await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  await expect(page.getByTestId("records-charged")).toHaveText("1"); // the title and the body share one fetch
  expect(offsite).toEqual([]);
  await context.close();
});

test("document numbers resolve exactly; citations are found when full text finds nothing", async ({ browser }) => {
  const { context, page } = await visitor(browser);
  await page.goto("/us-law?q=EO+14110");
  await expect(page.getByTestId("us-law-strategy")).toHaveAttribute("data-strategy", "document_number");
  await expect(page.getByTestId("us-law-citation")).toHaveText(["Executive Order 14110"]);
  await page.goto("/us-law?q=1+USC+1");
  await expect(page.getByTestId("us-law-strategy")).toHaveAttribute("data-strategy", "citation_substring");
  await expect(page.getByTestId("us-law-citation").first()).toContainText("1 U.S.C. §");
  await page.goto("/us-law?in_force=maybe");
  await expect(page.locator("main [role=alert]")).toContainText("in_force");
  await context.close();
});

test("with JavaScript disabled: search, page through, filter by branch and in force, open a record", async ({ browser }) => {
  const { context, page, offsite } = await visitor(browser, { javaScriptEnabled: false });
  await page.goto("/us-law");
  await page.getByLabel("Search", { exact: true }).fill("artificial intelligence");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=artificial\+intelligence/);
  const firstPage = await page.getByTestId("us-law-citation").allTextContents();
  expect(firstPage).toHaveLength(5);
  await page.getByRole("link", { name: "Next →" }).click();
  await expect(page).toHaveURL(/offset=5/);
  // Without JavaScript the click is a full navigation: wait until the new document's list is the one read.
  await expect(page.getByTestId("us-law-citation").first()).not.toHaveText(firstPage[0]!);
  await expect(page.getByTestId("us-law-citation")).toHaveCount(5);
  const secondPage = await page.getByTestId("us-law-citation").allTextContents();
  expect(secondPage.some((c) => firstPage.includes(c))).toBe(false);
  await page.getByRole("link", { name: "← Previous" }).click();
  await expect(page.getByTestId("us-law-citation")).toHaveText(firstPage);

  await page.goto("/us-law");
  await page.getByLabel("Branch").selectOption("law");
  await page.getByLabel("In force").selectOption("true");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/branch_any=law/);
  await expect(page.getByTestId("us-law-in-force").first()).toHaveText("In force");
  await page.locator(".us-law-card h3 a").first().click();
  await expect(page.getByRole("heading", { name: "Provenance" })).toBeVisible();
  await expect(page.locator(".classification")).toContainText("Law");
  expect(offsite).toEqual([]);
  await context.close();
});

test("the page and the API share the address's rate limit: past it the page answers 429 with when to retry", async ({ browser }) => {
  const { context, page } = await visitor(browser);
  await awayFromMinuteEdge();
  // Twenty API requests from this address (the open taxonomy: no record budget spent) use up its minute.
  for (let i = 0; i < 20; i++) expect((await page.request.get("/v1/us-law/taxonomy")).status()).toBe(200);
  const res = await page.goto("/us-law?q=artificial+intelligence");
  expect(res?.status()).toBe(429);
  expect(Number(res?.headers()["retry-after"])).toBeGreaterThan(0);
  await expect(page.locator("h1")).toHaveText("Too many pages in a short time");
  await expect(page.getByTestId("retry-at")).toBeVisible();
  await expect(page.getByRole("link", { name: "Get a free API key" })).toHaveAttribute("href", "/signup");
  await expect(page.getByRole("link", { name: "Try the page again" })).toHaveAttribute("href", "/us-law?q=artificial+intelligence");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await context.close();
});

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`accessible at ${viewport.width}px: the browser, a result list and a record`, async ({ browser }) => {
    const { context, page, offsite } = await visitor(browser, { viewport });
    for (const path of ["/us-law", "/us-law?q=artificial+intelligence", `/us-law/records/${EXAMPLE_US_LAW_RECORD_UID}`]) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      expect(await seriousA11yViolations(page), path).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path}: horizontal overflow in px`).toBeLessThanOrEqual(0);
    }
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "US law" }).click();
    await expect(page).toHaveURL(/\/us-law$/);
    expect(offsite).toEqual([]);
    await context.close();
  });
}
