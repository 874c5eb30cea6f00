import { expect, test, type Page } from "@playwright/test";
import { publicOperations } from "@/lib/contract/registry";
import { TIERS } from "@/lib/auth/tiers";
import { ERROR_CODES } from "@/lib/http/errors";
import { GUIDES } from "@/lib/docs/guides";
import { fieldTree } from "@/lib/docs/json-schema";
import { docOperation, docsModel, errorCodesOf, needsKey, splitDescription } from "@/lib/docs/operations";
import { boundById } from "@/lib/api/registry";
import { seriousA11yViolations } from "./support/axe";

/** Requests the page makes to any other origin than the server under test (fonts, scripts, analytics…). */
function watchExternalRequests(page: Page, baseURL: string): string[] {
  const external: string[] = [];
  const origin = new URL(baseURL).origin;
  page.on("request", (req) => {
    const url = req.url();
    if (!url.startsWith("data:") && new URL(url).origin !== origin) external.push(url);
  });
  return external;
}

/** Markdown's inline marks, as the rendered page no longer shows them. */
const asRendered = (markdown: string) => markdown.replace(/`|\*\*/g, "");

/** One page of each kind, checked with axe: metered and tier-capped, a POST body, a minimum tier, a signed link, retired, path parameters. */
const AXE_PAGES = new Set(["searchUsLaw", "createReport", "listChanges", "downloadUsLawExport", "listUsLawOpinions", "getUsLawRecord"]);

/** The docs page of every public operation in the registry renders what its declaration says. */
for (const op of publicOperations) {
  test(`docs page of ${op.id} (${op.method} ${op.path})`, async ({ page, baseURL }) => {
    const external = watchExternalRequests(page, baseURL!);
    const res = await page.goto(`/docs/operations/${op.id}`, { waitUntil: "networkidle" });
    expect(res?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveText(op.summary);
    await expect(page.locator(".endpoint")).toContainText(`/v1${op.path}`);
    await expect(page.locator(".endpoint .method")).toHaveText(op.method);

    // A one-sentence summary, then the details rendered as Markdown: no literal backticks anywhere.
    const { lead, details } = splitDescription(op.description);
    await expect(page.getByTestId("summary")).toHaveText(asRendered(lead));
    if (details) {
      await expect(page.getByTestId("details")).toBeVisible();
      if (details.includes("`")) expect(await page.getByTestId("details").locator("code").count()).toBeGreaterThan(0);
    }
    for (const part of ["[data-testid=summary]", "[data-testid=details]", "[data-testid=access]", "table.params"]) {
      for (const text of await page.locator(part).allInnerTexts()) expect(text, part).not.toMatch(/`[^`\s]+`/);
    }

    // Access and metering as their own section; a metered operation states each tier's record budget.
    await expect(page.getByTestId("access")).toBeVisible();
    if (op.minTier) await expect(page.getByTestId("access")).toContainText(`${TIERS[op.minTier].label} and above`);
    if (op.meter) await expect(page.getByTestId("record-budget").locator("tbody tr").first()).toContainText(TIERS[op.minTier ?? "anonymous"].label);
    else await expect(page.getByTestId("record-budget")).toHaveCount(0);

    // Parameters: a table with one row per declared path and query parameter; tier-capped ones list each tier.
    const declared = [...Object.keys(op.params?.shape ?? {}), ...Object.keys(op.query?.shape ?? {})];
    await expect(page.locator("table.params tbody tr")).toHaveCount(declared.length);
    for (const name of declared) {
      await expect(page.locator(`#param-${name}`), `parameter ${name}`).toBeVisible();
    }
    if (declared.includes("offset")) {
      await expect(page.locator("#param-offset [data-cell=per-tier] li").first()).toContainText(TIERS[op.minTier ?? "anonymous"].label);
    }

    // Examples in three languages, each naming the operation's path; the key only where the operation needs one.
    const curl = (await page.getByTestId("sample-curl").textContent())!;
    expect(curl).toContain(`/v1${op.path.split("{")[0]}`);
    expect(curl.includes("X-API-Key")).toBe(needsKey({ auth: op.auth, minTier: op.minTier ?? null }));
    await expect(page.getByTestId("sample-javascript")).toHaveCount(1);
    await expect(page.getByTestId("sample-python")).toHaveCount(1);

    // A live sample for reads anonymous callers may make; the real refusal for those that need a key or tier.
    // Operations whose credential is a signed link (auth "none") have no sample: the docs cannot mint a real link.
    const callable = op.method === "GET" && op.auth !== "none" && boundById(op.id) !== undefined && (!op.params || op.example?.params !== undefined);
    if (callable) {
      const status = Number(await page.getByTestId("sample-status").textContent());
      if (op.retired) expect(status).toBe(410);
      else if (needsKey({ auth: op.auth, minTier: op.minTier ?? null })) expect([401, 403]).toContain(status);
      else expect(status).toBe(200);
      const body = JSON.parse((await page.getByTestId("sample-body").textContent())!);
      if (status === 200) expect(op.envelope === "raw" ? typeof body : body.api_version).toBe(op.envelope === "raw" ? "object" : "v1");
      else expect(body.error.docs).toMatch(/\/docs\/errors#/);
    } else {
      await expect(page.getByTestId("sample-skipped")).toBeVisible();
    }

    // Response schema and every error code the operation can answer.
    if (op.retired) await expect(page.getByTestId("response-type")).toHaveCount(0); // a retired contract never succeeds
    else await expect(page.getByTestId("response-type")).toContainText(String(op.successStatus ?? 200));
    const { components } = docsModel("http://docs.test");
    const fields = fieldTree(docOperation("http://docs.test", op.id)!.responseSchema, components);
    if (fields.length) await expect(page.locator("#response ~ ul.fields > li > .field-name").first()).toHaveText(fields[0]!.name);
    await expect(page.locator("#errors + .table-wrap tbody tr")).toHaveCount(errorCodesOf(op).length);
    for (const code of errorCodesOf(op)) {
      await expect(page.locator(`a[href="/docs/errors#${code}"]`).first(), code).toBeVisible();
    }

    if (AXE_PAGES.has(op.id)) expect(await seriousA11yViolations(page)).toEqual([]);
    expect(external, "requests to other origins").toEqual([]);
  });
}

test("the pages checked with axe still exist", () => {
  for (const id of AXE_PAGES) expect(publicOperations.some((o) => o.id === id), id).toBe(true);
});

test("every error code has an anchor on /docs/errors, and the API's error bodies link to it", async ({ page, request }) => {
  await page.goto("/docs/errors");
  for (const code of Object.keys(ERROR_CODES)) await expect(page.locator(`[id="${code}"]`)).toHaveCount(1);
  const res = await request.get("/v1/laws?limit=1000");
  const { error } = await res.json();
  expect(error.code).toBe("invalid_parameter");
  await page.goto(new URL(error.docs).pathname + new URL(error.docs).hash);
  await expect(page.locator("#invalid_parameter")).toBeVisible();
  await expect(page.getByTestId("live-error")).toContainText('"param": "limit"');
});

test("docs search: live results with JavaScript, and the same search as a plain page without", async ({ page, browser }) => {
  await page.goto("/docs");
  await page.getByLabel("Search the docs").fill("retry after");
  await expect(page.locator(".search-hits a", { hasText: "rate_limited" })).toBeVisible();
  await page.getByLabel("Search the docs").fill("cursor since");
  await expect(page.locator(".search-hits a").first()).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto("/docs");
  await plain.getByLabel("Search the docs").fill("citation");
  await plain.getByRole("button", { name: "Search" }).click();
  await expect(plain).toHaveURL(/\/docs\/search\?q=citation/);
  await expect(plain.locator(".search-results a", { hasText: "How to cite a record" })).toBeVisible();
  await context.close();
});

test("every guide renders, with its sections linked from the docs contents", async ({ page }) => {
  for (const guide of GUIDES) {
    const res = await page.goto(`/docs/guides/${guide.slug}`);
    expect(res?.status(), guide.slug).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    expect(await page.locator("article h2").count(), guide.slug).toBeGreaterThan(0);
    await expect(page.locator(`#docs-nav a[href="/docs/guides/${guide.slug}"]`)).toHaveCount(1);
  }
});
