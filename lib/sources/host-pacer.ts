/**
 * The per-host request pace: requests to one host start at least `minIntervalMs` apart. One pacer is shared by
 * every source in the process (several agency feeds live on one host), so a run of all sources is as polite to a
 * host as a run of one. Turns are handed out in call order.
 */
export class HostPacer {
  private readonly next = new Map<string, number>();

  async turn(host: string, minIntervalMs: number, signal?: AbortSignal, sleep?: (ms: number, signal?: AbortSignal) => Promise<void>): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.next.get(host) ?? 0);
    this.next.set(host, at + minIntervalMs);
    const wait = at - now;
    if (wait > 0) await (sleep ?? defaultSleep)(wait, signal);
  }
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}

export const defaultHostPacer = new HostPacer();
