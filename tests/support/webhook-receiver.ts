/**
 * A real HTTP receiver on 127.0.0.1 for webhook tests. It verifies every request with its OWN code — written from
 * the documented algorithm, sharing nothing with lib/webhooks — and records what it got, so tests can assert
 * "every change exactly once after de-duplicating as the docs say": on X-SVC-Event-Id, per X-SVC-Webhook-Id
 * (X-SVC-Delivery is unique per attempt, so it cannot de-duplicate retries).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: any;
  verified: boolean;
  reason: string | null;
  receivedAtMs: number;
  path: string;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  delayMs?: number;
}

export interface ReceiverOptions {
  /** Signing secrets by webhook id (X-SVC-Webhook-Id); set after creating the webhooks. */
  secrets?: Map<string, string>;
  /** The receiver's clock for the skew check (tests with an injected sender clock pass the same clock). */
  nowSeconds?: () => number;
  skewSeconds?: number;
  reply?: (request: Received, index: number) => Reply;
}

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  secrets: Map<string, string>;
  options: ReceiverOptions;
  /** Verified requests, one per (X-SVC-Webhook-Id, X-SVC-Event-Id): the documented de-duplication key (the first one seen). */
  uniqueChanges(): Received[];
  close(): Promise<void>;
}

/** The documented rule, re-implemented: HMAC-SHA256 of "<timestamp>.<raw body>", constant-time, 5-minute skew. */
export function independentVerify(rawBody: string, headers: IncomingHttpHeaders, secret: string | undefined, nowSeconds: number, skew = 300): string | null {
  if (!secret) return "unknown webhook";
  const timestamp = String(headers["x-svc-timestamp"] ?? "");
  const signature = String(headers["x-svc-signature"] ?? "");
  if (!/^[0-9]+$/.test(timestamp)) return "no timestamp";
  if (Math.abs(nowSeconds - Number(timestamp)) > skew) return "stale timestamp";
  if (!signature.startsWith("sha256=")) return "no signature";
  const expected = Buffer.from(createHmac("sha256", Buffer.from(secret, "utf8")).update(Buffer.from(`${timestamp}.${rawBody}`, "utf8")).digest("hex"));
  const given = Buffer.from(signature.slice("sha256=".length));
  return expected.length === given.length && timingSafeEqual(expected, given) ? null : "bad signature";
}

export async function startReceiver(options: ReceiverOptions = {}): Promise<Receiver> {
  const received: Received[] = [];
  const secrets = options.secrets ?? new Map<string, string>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      const now = options.nowSeconds?.() ?? Math.floor(Date.now() / 1000);
      const reason = independentVerify(rawBody, req.headers, secrets.get(String(req.headers["x-svc-webhook-id"] ?? "")), now, options.skewSeconds);
      let body: unknown = null;
      try {
        body = JSON.parse(rawBody);
      } catch {
        /* recorded as null */
      }
      const entry: Received = { headers: req.headers, rawBody, body, verified: reason === null, reason, receivedAtMs: Date.now(), path: req.url ?? "/" };
      received.push(entry);
      const reply = options.reply?.(entry, received.length - 1) ?? { status: reason === null ? 200 : 401, body: reason ?? "ok" };
      setTimeout(() => {
        res.writeHead(reply.status, { "content-type": "text/plain", ...reply.headers });
        res.end(reply.body ?? "");
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    secrets,
    options,
    uniqueChanges() {
      const seen = new Map<string, Received>();
      for (const r of received) {
        const key = `${String(r.headers["x-svc-webhook-id"])}:${String(r.headers["x-svc-event-id"])}`;
        if (r.verified && !seen.has(key)) seen.set(key, r);
      }
      return [...seen.values()];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
