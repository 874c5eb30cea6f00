import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(__dirname) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration tests each open an in-memory PGlite; forks keep them isolated.
    pool: "forks",
    // Every file's in-memory PGlite starts from one migrated data folder made once per run (initdb costs ~4 s a file).
    globalSetup: ["tests/support/pglite-template.ts"],
    setupFiles: ["tests/support/setup-env.ts"],
  },
});
