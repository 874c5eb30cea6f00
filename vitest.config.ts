import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(__dirname) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration tests each open an in-memory PGlite (~3 s with migrations); forks keep them isolated.
    pool: "forks",
    setupFiles: ["tests/support/setup-env.ts"],
  },
});
