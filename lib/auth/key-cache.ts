import type { Db } from "@/db/client";
import { findKeyByHash, hashApiKey, type ApiKeyRow } from "./key-store";

/**
 * Verified keys cached in-process, so a keyed request needs no database round trip. An entry lives
 * KEY_CACHE_TTL_MS (default 2 s): a revocation made in this process (DELETE /me) drops the entry at once; one made
 * elsewhere (another instance, `npm run keys -- revoke`) is seen within that bound, after which the key is never
 * served again. Only keys found in the database are cached; an unknown key is looked up every time.
 */
export const KEY_CACHE_TTL_MS = Number(process.env.KEY_CACHE_TTL_MS || 2000);
const MAX_ENTRIES = 10_000;

interface Entry {
  row: ApiKeyRow;
  expiresAt: number;
}

const KEY = Symbol.for("lexatlas.keyCache");
type Holder = { [KEY]?: Map<string, Entry> };
const cache = () => ((globalThis as Holder)[KEY] ??= new Map());

export async function findKeyCached(db: Db, key: string, now = Date.now()): Promise<ApiKeyRow | null> {
  const hash = hashApiKey(key);
  const hit = cache().get(hash);
  if (hit && hit.expiresAt > now) return hit.row;
  const row = await findKeyByHash(db, hash);
  if (row) {
    if (cache().size >= MAX_ENTRIES) cache().delete(cache().keys().next().value!);
    cache().set(hash, { row, expiresAt: now + KEY_CACHE_TTL_MS });
  } else {
    cache().delete(hash);
  }
  return row;
}

/** Drops a key's cached entry (called on revocation in this process). */
export function forgetKey(keyId: string): void {
  for (const [hash, entry] of cache()) if (entry.row.id === keyId) cache().delete(hash);
}
