import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";

const repo = path.resolve(__dirname, "../..");

export interface ApiProcess {
  url: string;
  child: ChildProcessWithoutNullStreams;
  /** Output so far (for failure messages). */
  output(): string;
  /** Sends `signal` and resolves once the process has exited. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts tests/support/api-server-process.ts as a separate process and resolves once it listens. */
export function startApiProcess(env: NodeJS.ProcessEnv, timeoutMs = 120_000): Promise<ApiProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/api-server-process.ts"], { cwd: repo, env: { ...env, PORT: "0" } });
  let out = "";
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`api process did not start:\n${out}`)), timeoutMs);
    child.stderr.on("data", (d) => (out += d));
    child.stdout.on("data", (d) => {
      out += d;
      const port = /listening (\d+)/.exec(out)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({
          url: `http://127.0.0.1:${port}`,
          child,
          output: () => out,
          stop: (signal) => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`api process exited (${code ?? signal}) before listening:\n${out}`));
    });
  });
}
