import { defineConfig } from "vitest/config";
import os from "node:os";
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
    // vitest's default is one worker fewer than the cores: one worker on a 2-core machine. A file spends much of its
    // time waiting (child processes, servers, timers), so a second worker there took the PGlite pass from 695 s to
    // 476 s with every test passing (docs/testing.md).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Every file's database starts from a template made once per run: migrated, or also seeded (~4 s a file).
    globalSetup: ["tests/support/database-templates.ts"],
    setupFiles: ["tests/support/setup-env.ts"],
  },
});
