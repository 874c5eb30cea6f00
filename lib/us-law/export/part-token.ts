import { createHmac, timingSafeEqual } from "node:crypto";
import { appSecret } from "@/lib/secrets";
import type { UsLawExportFilters } from "./filters";

/**
 * Signed export part links: <payload>.<signature>, both base64url, the house pattern of lib/compliance/report-link.ts
 * under its own purpose prefix (a report link or any other signed value can never verify here). The payload is
 * everything a download needs, so no manifest is stored: the manifest and the key that planned it, the part index
 * and its exact row count, the keyset range (record_uid bounds), the filters, format and field set, the snapshot pin
 * and the expiry. Changing any of it (another part index, a wider range) breaks the signature.
 */

export const EXPORT_LINK_MINUTES = 15;
const PURPOSE = "lexatlas:us-law-export-part:v1:";

export type ExportFormat = "ndjson" | "csv" | "json";
export type ExportFields = "full" | "basic";

export interface PartClaims {
  manifestId: string;
  /** The key that planned the manifest: its record budget pays for every download. */
  keyId: string;
  /** 0-based part index and the number of parts in the manifest. */
  part: number;
  parts: number;
  /** Exact rows in the part. */
  rows: number;
  /** Keyset range: record_uid > after (null = from the start) and record_uid <= through. */
  after: string | null;
  through: string;
  filters: UsLawExportFilters;
  format: ExportFormat;
  fields: ExportFields;
  /** Snapshot pin: the start of the latest import run committed when the manifest was planned (ISO, microseconds). */
  asOf: string;
  expiresAt: Date;
}

interface Payload {
  v: 1;
  m: string;
  k: string;
  i: number;
  n: number;
  c: number;
  a: string | null;
  t: string;
  f: UsLawExportFilters;
  o: ExportFormat;
  d: ExportFields;
  p: string;
  e: number;
}

const sign = (payload: string) => createHmac("sha256", appSecret()).update(PURPOSE + payload).digest("base64url");

export function signPartToken(c: PartClaims): string {
  const payload: Payload = {
    v: 1, m: c.manifestId, k: c.keyId, i: c.part, n: c.parts, c: c.rows, a: c.after, t: c.through, f: c.filters,
    o: c.format, d: c.fields, p: c.asOf, e: Math.floor(c.expiresAt.getTime() / 1000),
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${encoded}.${sign(encoded)}`;
}

export type PartTokenCheck = { ok: true; claims: PartClaims; expired: boolean } | { ok: false; reason: string };

const isStr = (v: unknown): v is string => typeof v === "string";
const isInt = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/** Verifies the signature in constant time first; only then is the payload trusted and its expiry read. */
export function verifyPartToken(token: string, now = new Date()): PartTokenCheck {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: "the token is malformed" };
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "the token's signature does not verify (altered, or not issued by this service)" };
  let p: Partial<Payload>;
  try {
    p = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<Payload>;
  } catch {
    return { ok: false, reason: "the token is malformed" };
  }
  const wellFormed =
    p.v === 1 && isStr(p.m) && isStr(p.k) && isInt(p.i) && isInt(p.n) && isInt(p.c) && (p.a === null || isStr(p.a)) && isStr(p.t) &&
    typeof p.f === "object" && p.f !== null && (p.o === "ndjson" || p.o === "csv" || p.o === "json") && (p.d === "full" || p.d === "basic") &&
    isStr(p.p) && isInt(p.e);
  if (!wellFormed) return { ok: false, reason: "the token is malformed" };
  const expiresAt = new Date(p.e! * 1000);
  return {
    ok: true,
    expired: expiresAt.getTime() <= now.getTime(),
    claims: {
      manifestId: p.m!, keyId: p.k!, part: p.i!, parts: p.n!, rows: p.c!, after: p.a!, through: p.t!, filters: p.f!,
      format: p.o!, fields: p.d!, asOf: p.p!, expiresAt,
    },
  };
}
