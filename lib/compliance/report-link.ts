import { createHmac, timingSafeEqual } from "node:crypto";
import { appSecret } from "@/lib/secrets";

/**
 * Signed private download links for issued reports: <payload>.<signature>, both base64url. The payload names the
 * report id and the expiry (Unix seconds); the signature is HMAC-SHA256 under the server secret with a purpose prefix,
 * so a token minted for anything else can never verify here. No API key travels in the link.
 */

export const REPORT_LINK_DAYS = 7;
const PURPOSE = "lexatlas:report-link:v1:";

export interface ReportLinkClaims {
  reportId: string;
  expiresAt: Date;
}

const sign = (payload: string) => createHmac("sha256", appSecret()).update(PURPOSE + payload).digest("base64url");

export function signReportLink(claims: ReportLinkClaims): string {
  const payload = Buffer.from(JSON.stringify({ r: claims.reportId, e: Math.floor(claims.expiresAt.getTime() / 1000) })).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

export type LinkCheck = { ok: true; claims: ReportLinkClaims; expired: boolean } | { ok: false; reason: string };

/** Verifies the signature in constant time first; only then is the payload trusted and its expiry read. */
export function verifyReportLink(token: string, now = new Date()): LinkCheck {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: "the link is malformed" };
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "the link's signature does not verify" };
  let parsed: { r?: unknown; e?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { r?: unknown; e?: unknown };
  } catch {
    return { ok: false, reason: "the link is malformed" };
  }
  if (typeof parsed.r !== "string" || typeof parsed.e !== "number") return { ok: false, reason: "the link is malformed" };
  const expiresAt = new Date(parsed.e * 1000);
  return { ok: true, claims: { reportId: parsed.r, expiresAt }, expired: expiresAt.getTime() <= now.getTime() };
}
