import type { Db } from "@/db/client";
import { createApiKey } from "@/lib/auth/key-store";
import { ApiError } from "@/lib/http/errors";
import { rateLimiter } from "@/lib/limits/limiter-instance";
import { sendMail } from "@/lib/mail/mailer";

/** Self-serve keys per client IP per hour (KEY_ISSUANCE_PER_HOUR overrides). */
export function issuancePerHour(): number {
  const n = Number(process.env.KEY_ISSUANCE_PER_HOUR);
  return Number.isInteger(n) && n > 0 ? n : 5;
}

export async function issueFreeKey(db: Db, input: { email: string; ip: string; siteUrl: string }) {
  const decision = await rateLimiter().check(`issue:${input.ip}`, [{ name: "hour", limit: issuancePerHour(), seconds: 3600 }]);
  if (!decision.success) {
    throw new ApiError("rate_limited", `Too many keys requested from this address: ${decision.limit} per hour. Retry after ${decision.retryAfterSeconds} s.`, {
      retryAfter: Math.max(1, decision.retryAfterSeconds),
    });
  }
  const { key, row } = await createApiKey(db, { tier: "free", email: input.email });
  const delivery = await sendMail({
    to: row.email!,
    subject: "Your LexAtlas API key",
    text: [
      "Here is your free LexAtlas API key. It is shown once in the sign-up response and in this email; we keep only a hash.",
      "",
      `  ${key}`,
      "",
      `Try it:  curl -H "X-API-Key: ${key}" ${input.siteUrl}/v1/laws?limit=5`,
      `Account: ${input.siteUrl}/account`,
      "",
      "If you did not ask for this key, revoke it with DELETE /v1/me.",
    ].join("\n"),
  });
  return {
    api_version: "v1" as const,
    key,
    key_prefix: row.keyPrefix,
    id: row.id,
    tier: "free" as const,
    email: row.email!,
    email_delivery: { delivered: delivery.delivered },
    note: "Store this key now: it is shown once. LexAtlas keeps only a keyed hash and cannot show it again. Free keys require attribution with a followed backlink (CC BY 4.0).",
  };
}
