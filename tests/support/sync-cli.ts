import { spawn } from "node:child_process";
import path from "node:path";

const repo = path.resolve(__dirname, "../..");

export interface SyncCliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run sync -- <args>` as a real child process (without npm), optionally SIGKILLing it once stderr matches
 * `killWhen` — or, given a promise, once it resolves (e.g. when the replay server has sent half of a response).
 */
export function syncCli(args: string[], env: NodeJS.ProcessEnv, killWhen?: RegExp | Promise<unknown>, onKill?: () => void): Promise<SyncCliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/sync.ts", ...args], { cwd: repo, env });
    let stdout = "";
    let stderr = "";
    const kill = () => {
      if (child.exitCode === null && !child.killed) {
        child.kill("SIGKILL");
        onKill?.();
      }
    };
    if (killWhen instanceof Promise) void killWhen.then(kill);
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => {
      stderr += d;
      if (killWhen instanceof RegExp && killWhen.test(stderr)) kill();
    });
    child.on("exit", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}
