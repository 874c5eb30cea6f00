import { config } from "@/lib/config";
import { ApiError } from "@/lib/http/errors";
import { allowedTargets } from "./target-url";

/**
 * Which scheduler moves the outbox. With no environment: the in-process worker. With QSTASH_TOKEN: QStash, one
 * message per attempt to DELIVER_PATH on PUBLIC_BASE_URL (a route handler cannot learn its public address from the
 * request: under `next start` req.url is always localhost). A half-configured production part is refused — 503
 * "webhooks not enabled" — rather than silently falling back to something else.
 */

export const DELIVER_PATH = "/internal/webhooks/deliver";

export type DeliveryMode =
  | { kind: "embedded" }
  | { kind: "qstash"; token: string; baseUrl: string; callbackUrl: string; currentSigningKey: string; nextSigningKey: string };

const unavailable = (why: string) => new ApiError("unavailable", `Webhooks are not enabled: ${why}`);

export function deliveryMode(): DeliveryMode {
  allowedTargets(); // throws in production when an allow-list is set
  const cfg = config();
  if (!cfg.qstashToken) return { kind: "embedded" };
  if (!cfg.qstashCurrentSigningKey || !cfg.qstashNextSigningKey) {
    throw unavailable("QSTASH_TOKEN is set but QSTASH_CURRENT_SIGNING_KEY and QSTASH_NEXT_SIGNING_KEY are not.");
  }
  const host = new URL(cfg.publicBaseUrl).hostname;
  if (host === "localhost" || host === "127.0.0.1" || host === "[::1]") {
    throw unavailable("with QStash, PUBLIC_BASE_URL must be the public address QStash calls back.");
  }
  return {
    kind: "qstash",
    token: cfg.qstashToken,
    baseUrl: cfg.qstashUrl ?? "https://qstash.upstash.io",
    callbackUrl: `${cfg.publicBaseUrl}${DELIVER_PATH}`,
    currentSigningKey: cfg.qstashCurrentSigningKey,
    nextSigningKey: cfg.qstashNextSigningKey,
  };
}
