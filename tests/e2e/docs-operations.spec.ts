import { expect, test } from "@playwright/test";
import { publicOperations } from "@/lib/contract/registry";
import { ERROR_CODES } from "@/lib/http/errors";
import { GUIDES } from "@/lib/docs/guides";
import { fieldTree } from "@/lib/docs/json-schema";
import { docOperation, docsModel, errorCodesOf, needsKey } from "@/lib/docs/operations";
import { boundById } from "@/lib/api/registry";

/** The docs page of every public operation in the registry renders what its declaration says. */
for (const op of publicOperations) {
  test(`docs page of ${op.id} (${op.method} ${op.path})`, async ({ page }) => {
    const res = await page.goto(`/docs/operations/${op.id}`);
    expect(res?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveText(op.summary);
    await expect(page.locator(".endpoint")).toContainText(`/v1${op.path}`);
    await expect(page.locator(".endpoint .method")).toHaveText(op.method);

    // Parameters: every declared path and query parameter has a row.
    for (const name of [...Object.keys(op.params?.shape ?? {}), ...Object.keys(op.query?.shape ?? {})]) {
      await expect(page.locator(`#param-${name}`), `parameter ${name}`).toBeVisible();
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
    for (const code of errorCodesOf(op)) {
      await expect(page.locator(`a[href="/docs/errors#${code}"]`).first(), code).toBeVisible();
    }
  });
}

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
