import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";

/**
 * A newcomer's journey: a visitor signs up, copies the key, runs the docs' quick-start call with it (the curl
 * command exactly as the page prints it, in a real shell), sees usage move on /account, and revokes the key.
 */
test("sign up, run the quick-start curl with the copied key, see usage move, revoke", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Email address").fill(`quick-start-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Get my free key" }).click();
  await page.getByRole("button", { name: "Copy key" }).click();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(/^lex_free_/);

  await page.goto("/docs/guides/quick-start");
  const firstCall = page.locator("#your-first-call-with-the-key + pre code");
  const command = (await firstCall.textContent())!.trim();
  expect(command).toContain("$LEXATLAS_API_KEY");

  const output = execFileSync("bash", ["-c", `${command} -sS`], { env: { ...process.env, LEXATLAS_API_KEY: key }, encoding: "utf8" });
  const body = JSON.parse(output);
  expect(body.api_version).toBe("v1");
  expect(body.meta.fields).toBe("full"); // served at the key's tier, not anonymously
  expect(body.data.length).toBeGreaterThan(0);

  await page.goto("/account");
  await page.getByLabel("API key").fill(key);
  await page.getByRole("button", { name: "Show account" }).click();
  await expect(page.getByTestId("tier")).toHaveText("free");
  // The curl call and this /me: two requests today.
  await expect(page.getByTestId("used-day")).toHaveText("2");

  await page.getByRole("button", { name: "Revoke this key…" }).click();
  await page.getByRole("button", { name: "Yes, revoke it" }).click();
  await expect(page.locator("main [role=status]")).toContainText("revoked");
  const after = JSON.parse(execFileSync("bash", ["-c", `${command} -sS`], { env: { ...process.env, LEXATLAS_API_KEY: key }, encoding: "utf8" }));
  expect(after.error.code).toBe("key_revoked");
});
