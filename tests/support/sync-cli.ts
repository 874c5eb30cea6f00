import { spawn } from "node:child_process";
import path from "node:path";

const repo = path.resolve(__dirname, "../..");

export interface SyncCliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run sync -- <args>` as a real child process (without npm), optionally SIGKILLing it once stderr matches. */
export function syncCli(args: string[], env: NodeJS.ProcessEnv, killWhen?: RegExp, onKill?: () => void): Promise<SyncCliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/sync.ts", ...args], { cwd: repo, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => {
      stderr += d;
      if (killWhen?.test(stderr) && child.exitCode === null && !child.killed) {
        child.kill("SIGKILL");
        onKill?.();
      }
    });
    child.on("exit", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}
