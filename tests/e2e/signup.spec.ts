import { expect, test } from "@playwright/test";
import fs from "node:fs";

test.describe.configure({ mode: "serial" });

test("a visitor signs up, copies the key, calls the API with it, sees usage move, and revokes it", async ({ page, request }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Get a free API key" }).first().click();
  await expect(page).toHaveURL(/\/signup$/);

  // Invalid email: a clear error, nothing issued.
  await page.getByLabel("Email address").fill("not-an-email");
  await page.getByRole("button", { name: "Get my free key" }).click();
  await expect(page.locator("main [role=alert]")).toContainText("valid email");

  const email = `e2e-${Date.now()}@example.com`;
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Get my free key" }).click();
  const keyText = (await page.getByTestId("api-key").textContent())!.trim();
  expect(keyText).toMatch(/^lex_free_[0-9A-Za-z]{36}$/);
  await expect(page.getByTestId("curl-example")).toContainText(keyText);

  await page.getByRole("button", { name: "Copy key" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(keyText);
  fs.mkdirSync("tests/e2e/artifacts", { recursive: true });
  await page.screenshot({ path: "tests/e2e/artifacts/signup-issued.png", fullPage: true });

  // Registering the same email again is refused with a clear message.
  await page.goto("/signup");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Get my free key" }).click();
  await expect(page.locator("main [role=alert]")).toContainText("already has an active free key");

  // The key works against the real HTTP API, in both header forms.
  const me = await request.get("/v1/me", { headers: { "X-API-Key": copied } });
  expect(me.status()).toBe(200);
  expect((await me.json()).data.tier).toBe("free");
  expect(me.headers()["x-ratelimit-limit"]).toBe("60");
  const bearer = await request.get("/v1/health", { headers: { Authorization: `Bearer ${copied}` } });
  expect(bearer.status()).toBe(200);

  await page.goto("/account");
  await page.getByLabel("API key").fill(copied);
  await page.getByRole("button", { name: "Show account" }).click();
  await expect(page.getByTestId("tier")).toHaveText("free");
  const before = Number(await page.getByTestId("used-day").textContent());
  await request.get("/v1/health", { headers: { "X-API-Key": copied } });
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByTestId("used-day")).toHaveText(String(before + 2)); // the health call + this /me
  await page.screenshot({ path: "tests/e2e/artifacts/account.png", fullPage: true });

  await page.getByRole("button", { name: "Revoke this key…" }).click();
  await page.getByRole("button", { name: "Yes, revoke it" }).click();
  await expect(page.locator("main [role=status]")).toContainText("revoked");
  const after = await request.get("/v1/me", { headers: { "X-API-Key": copied } });
  expect(after.status()).toBe(403);
  expect((await after.json()).error.code).toBe("key_revoked");
});
