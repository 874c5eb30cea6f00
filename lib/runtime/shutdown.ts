/**
 * Work to finish before the process exits (flushing buffered usage counts). Kept on globalThis under a well-known
 * symbol so scripts/server.mjs — plain JavaScript outside the Next.js bundle — can run the hooks that bundled code
 * registered when it receives SIGTERM or SIGINT.
 */
const KEY = Symbol.for("lexatlas.shutdownHooks");
type Holder = { [KEY]?: Set<() => Promise<unknown>> };

export function onShutdown(hook: () => Promise<unknown>): () => void {
  const holder = globalThis as Holder;
  const hooks = (holder[KEY] ??= new Set());
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export async function runShutdownHooks(): Promise<void> {
  const hooks = [...((globalThis as Holder)[KEY] ?? [])];
  await Promise.allSettled(hooks.map((h) => h()));
}
