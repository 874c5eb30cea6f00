import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT || 3100);

/** Drives Debian's Chromium (never a downloaded browser) against the production build on its own port and data. */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "tests/e2e/artifacts/results",
  timeout: 60_000,
  retries: 0,
  workers: 1,
  reporter: [["list"], ["json", { outputFile: "tests/e2e/artifacts/report.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
    permissions: ["clipboard-read", "clipboard-write"],
    trace: "off",
    screenshot: "only-on-failure",
  },
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), HOSTNAME: "127.0.0.1" },
    stdout: "ignore",
    stderr: "pipe",
  },
});
