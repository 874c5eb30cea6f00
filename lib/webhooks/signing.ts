import { createHmac, randomBytes } from "node:crypto";

/**
 * SPEC Part 6: X-SVC-Signature = "sha256=" + hex HMAC-SHA256 of "<timestamp>.<raw body>" under the signing secret
 * (the whole secret string, prefix included, as UTF-8 bytes). The timestamp is Unix seconds and is part of the signed
 * content, so each attempt is signed afresh and a receiver can refuse stale or replayed requests.
 */

export const SIGNATURE_HEADER = "X-SVC-Signature";

/** `whsec_` + 32 random bytes: recognisable in logs and secret scanners, 256 bits of key. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

export function signatureFor(secret: string, timestamp: number, rawBody: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${rawBody}`, "utf8").digest("hex")}`;
}
