import type { Db } from "@/db/client";
import { config } from "@/lib/config";
import { ApiError } from "@/lib/http/errors";
import { API_KEY_PREFIX, parseApiKey } from "./api-key-format";
import { findKeyCached } from "./key-cache";
import { PRODUCTS, type Product, type TierName } from "./tiers";

/** Who is calling: carries the tier AND the product licences, so later product lines gate on both. */
export interface Caller {
  kind: "anonymous" | "key";
  tier: TierName;
  products: Product[];
  keyId: string | null;
  keyPrefix: string | null;
  ip: string;
  /** Rate-limit identity: the key, or the client IP when anonymous or when the credential failed. */
  rateKey: string;
}

/** Header set by our own server (scripts/server.mjs) from the socket address; a client copy is stripped there. */
export const CLIENT_IP_HEADER = "x-lexatlas-client-ip";

/**
 * Every request header that resolving a caller reads (the key, and the client address as clientIp picks it). A
 * transport that does not hand the kernel its whole request (the MCP endpoint, whose JSON-RPC request is not the
 * operation's) forwards exactly these, so its callers resolve as HTTP callers do: behind a trusted proxy each
 * anonymous MCP caller gets its own address's buckets, not the proxy's.
 */
export const CALLER_HEADERS = ["x-api-key", "authorization", CLIENT_IP_HEADER, "x-forwarded-for", "x-real-ip"] as const;

/** The caller-identifying part of a request's headers (see CALLER_HEADERS). */
export function callerHeaders(headers: Headers): Headers {
  const picked = new Headers();
  for (const name of CALLER_HEADERS) {
    const value = headers.get(name);
    if (value !== null) picked.set(name, value);
  }
  return picked;
}

export function clientIp(headers: Pick<Headers, "get">): string {
  if (config().trustProxy) {
    const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    const real = headers.get("x-real-ip")?.trim();
    if (forwarded || real) return (forwarded || real)!;
  }
  return headers.get(CLIENT_IP_HEADER)?.trim() || "unknown";
}

export function anonymousCaller(ip: string): Caller {
  return { kind: "anonymous", tier: "anonymous", products: [], keyId: null, keyPrefix: null, ip, rateKey: `ip:${ip}` };
}

/**
 * The presented key, from X-API-Key or Authorization: Bearer; null when neither is sent. An Authorization header of
 * another scheme (Basic, Digest…) is not ours — a proxy or a browser may add one — and is ignored (SPEC 5 names only
 * the two forms); a Bearer credential that is not one token, or one of our keys sent without its scheme, is refused,
 * since the caller plainly meant to authenticate with us.
 */
export function presentedKey(headers: Headers): string | null {
  const headerKey = headers.get("x-api-key")?.trim() || null;
  const authorization = headers.get("authorization")?.trim() || null;
  let bearer: string | null = null;
  if (authorization) {
    const [scheme = ""] = authorization.split(/\s+/, 1);
    if (/^bearer$/i.test(scheme)) {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization);
      if (!match) throw new ApiError("invalid_key", "The Authorization header must be 'Bearer <API_KEY>'.");
      bearer = match[1]!;
    } else if (scheme.startsWith(API_KEY_PREFIX)) {
      throw new ApiError("invalid_key", "The Authorization header carries an API key without its scheme: send 'Bearer <API_KEY>' (or the X-API-Key header).");
    }
  }
  if (headerKey && bearer && headerKey !== bearer) {
    throw new ApiError("invalid_key", "X-API-Key and Authorization: Bearer carry different keys; send one.");
  }
  return headerKey ?? bearer;
}

/**
 * Resolves the caller. A credential that fails is an error, never anonymous; the error is returned (not thrown) so
 * the kernel can still rate-limit the failing request by IP and answer with rate-limit headers.
 */
export async function resolveCaller(db: Db, headers: Headers): Promise<{ caller: Caller; error: ApiError | null }> {
  const ip = clientIp(headers);
  const anonymous = anonymousCaller(ip);
  let key: string | null;
  try {
    key = presentedKey(headers);
  } catch (err) {
    return { caller: anonymous, error: err as ApiError };
  }
  if (!key) return { caller: anonymous, error: null };
  const parsed = parseApiKey(key);
  if (!parsed.ok) return { caller: anonymous, error: new ApiError("invalid_key", parsed.reason) };
  const row = await findKeyCached(db, key);
  if (!row) return { caller: anonymous, error: new ApiError("invalid_key", "The API key is not recognised.") };
  if (row.revokedAt) {
    return { caller: anonymous, error: new ApiError("key_revoked", "This API key was revoked and can no longer be used.") };
  }
  const products = row.products.filter((p): p is Product => (PRODUCTS as readonly string[]).includes(p));
  return {
    caller: {
      kind: "key",
      tier: row.tier as TierName,
      products,
      keyId: row.id,
      keyPrefix: row.keyPrefix,
      ip,
      rateKey: `key:${row.id}`,
    },
    error: null,
  };
}
