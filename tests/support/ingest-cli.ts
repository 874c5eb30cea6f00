import { spawn } from "node:child_process";
import path from "node:path";
import type { RateLimiter } from "@/lib/limits/rate-limiter";

const repo = path.resolve(__dirname, "../..");

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run ingest -- <args>` as a child process (without npm), optionally SIGKILLing it once stderr matches. */
export function ingestCli(args: string[], env: NodeJS.ProcessEnv, killWhen?: RegExp): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/ingest.ts", ...args], { cwd: repo, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => {
      stderr += d;
      if (killWhen?.test(stderr)) child.kill("SIGKILL");
    });
    child.on("exit", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** For tests and benchmarks that poll as fast as they can: the rate limiter is not what they measure. */
export const unlimitedRateLimiter: RateLimiter = {
  engine: "memory",
  check: async () => ({ success: true, limit: 1e9, remaining: 1e9, reset: 0, retryAfterSeconds: 0, window: "minute" }),
  peek: async () => ({ success: true, limit: 1e9, remaining: 1e9, reset: 0, retryAfterSeconds: 0, window: "minute" }),
};
