import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { EXAMPLE_LAW_ID } from "@/lib/contract/laws";
import { seriousA11yViolations } from "./support/axe";
import { transferredHtmlAndJs } from "./support/page-weight";

/**
 * Every public page at desktop (1280) and phone (390) widths: a screenshot kept under artifacts/screenshots/, no
 * serious or critical axe violation, and a weight budget.
 *
 * BUDGET: HTML + JavaScript transferred (compressed bytes as received, document + scripts) ≤ 200 KB per page load.
 * Measured: ~136 KB of it is the React/Next.js runtime every page shares; pages' own HTML is 3–15 KB. The docs
 * search index and MiniSearch load only when a reader focuses the search box, so they are not in the budget.
 */
const BUDGET_BYTES = 200 * 1024;
const SHOTS = "tests/e2e/artifacts/screenshots";
const WIDTHS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
];

/** Pages with a screenshot (the list), then the other public pages checked the same way. */
const PAGES: { name: string; path: string; shot: boolean; prepare?: (page: Page) => Promise<void> }[] = [
  { name: "home", path: "/", shot: true },
  { name: "docs", path: "/docs", shot: true },
  { name: "operation", path: "/docs/operations/listLaws", shot: true },
  { name: "signup", path: "/signup", shot: true },
  { name: "account", path: "/account", shot: true, prepare: showAccount },
  { name: "laws", path: "/laws", shot: true },
  { name: "law", path: `/laws/${EXAMPLE_LAW_ID}`, shot: true },
  { name: "errors", path: "/docs/errors", shot: false },
  { name: "guide", path: "/docs/guides/quick-start", shot: false },
  { name: "search", path: "/docs/search?q=rate+limit", shot: false },
  { name: "status", path: "/status", shot: false },
  { name: "pricing", path: "/pricing", shot: false },
  { name: "changes", path: "/changes", shot: false },
];

/** The account page as a key holder sees it: a fresh free key, loaded. */
async function showAccount(page: Page) {
  const res = await page.request.post("/v1/keys", { data: { email: `shot-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com` } });
  expect(res.status()).toBe(201);
  const { key } = await res.json();
  await page.getByLabel("API key").fill(key);
  await page.getByRole("button", { name: "Show account" }).click();
  await expect(page.getByTestId("tier")).toHaveText("free");
}

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

for (const viewport of WIDTHS) {
  test.describe(`${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const p of PAGES) {
      test(`${p.name}: renders, is accessible, fits the budget`, async ({ page }) => {
        const weight = await transferredHtmlAndJs(page, p.path);
        expect(weight.status, p.path).toBe(200);
        await expect(page.locator("h1")).toHaveCount(1);
        expect(weight.total, `${p.path}: ${weight.html} B HTML + ${weight.js} B JS`).toBeLessThanOrEqual(BUDGET_BYTES);
        test.info().annotations.push({ type: "weight", description: `${p.path}: html ${weight.html} B, js ${weight.js} B` });

        if (p.prepare) await p.prepare(page);
        // Nothing may overflow the viewport sideways (a phone would scroll the whole page).
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
        expect(await seriousA11yViolations(page)).toEqual([]);
        if (p.shot) await page.screenshot({ path: `${SHOTS}/${p.name}-${viewport.width}.png`, fullPage: true });
      });
    }
  });
}

test("status: the upstream-sources table lists every source with its state, as GET /v1/sources does", async ({ page, request }) => {
  const api = await (await request.get("/v1/sources")).json();
  await page.goto("/status");
  const table = page.getByTestId("source-health");
  await expect(table.locator("tbody tr")).toHaveCount(api.meta.total);
  await expect(table).toContainText("Federal Register: presidential documents");
  await expect(table).toContainText("enforcement/ftc-press-releases");
  await expect(table).toContainText("needs SEC_EDGAR_CONTACT");
  await expect(page.getByText(`${api.meta.stale}`, { exact: true }).first()).toBeVisible();
});
