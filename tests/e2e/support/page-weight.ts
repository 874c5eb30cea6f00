import type { Page } from "@playwright/test";

/**
 * Bytes of HTML and JavaScript a page load transfers: the encoded (compressed) response bodies as received, of the
 * document and every script it loads before the network goes idle. Other types (CSS, images, JSON) are not counted.
 */
export async function transferredHtmlAndJs(page: Page, url: string): Promise<{ status: number; html: number; js: number; total: number }> {
  const pending: Promise<void>[] = [];
  const totals = { html: 0, js: 0 };
  const onFinished = (request: import("@playwright/test").Request) => {
    const type = request.resourceType();
    if (type !== "document" && type !== "script") return;
    pending.push(
      request.sizes().then((s) => {
        totals[type === "document" ? "html" : "js"] += s.responseBodySize;
      }),
    );
  };
  page.on("requestfinished", onFinished);
  const response = await page.goto(url, { waitUntil: "networkidle" });
  await Promise.all(pending);
  page.off("requestfinished", onFinished);
  return { status: response?.status() ?? 0, ...totals, total: totals.html + totals.js };
}
