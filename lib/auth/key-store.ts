import { createHmac } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { apiKeys } from "@/db/schema";
import { appSecret } from "@/lib/secrets";
import { ApiError } from "@/lib/http/errors";
import { generateApiKey } from "./api-key-format";
import type { Product, TierName } from "./tiers";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** HMAC-SHA256 under the server secret: a stolen database alone cannot confirm a guessed key. */
export function hashApiKey(key: string): string {
  return createHmac("sha256", appSecret()).update(key, "utf8").digest("hex");
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findKeyByPlaintext(db: Db, key: string): Promise<ApiKeyRow | null> {
  return findKeyByHash(db, hashApiKey(key));
}

export async function findKeyByHash(db: Db, keyHash: string): Promise<ApiKeyRow | null> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash)).limit(1);
  return rows[0] ?? null;
}

export interface CreatedKey {
  key: string;
  row: ApiKeyRow;
}

/**
 * Mints a key of any tier. The plaintext is returned once and never stored. A second active free key for the same
 * email is refused by a partial unique index, so concurrent sign-ups cannot both succeed.
 */
export async function createApiKey(
  db: Db,
  input: { tier: Exclude<TierName, "anonymous">; email: string | null; products?: Product[] },
): Promise<CreatedKey> {
  const { key, keyPrefix } = generateApiKey(input.tier);
  const email = input.email ? normaliseEmail(input.email) : null;
  try {
    const [row] = await db
      .insert(apiKeys)
      .values({
        keyHash: hashApiKey(key),
        keyPrefix,
        tier: input.tier,
        products: input.products ?? ["ai_law"],
        email,
      })
      .returning();
    return { key, row: row! };
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new ApiError("conflict", "An active free key already exists for this email. Revoke it first (DELETE /v1/me) or use it.");
    }
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

/** Irreversible. Returns false when the key was already revoked. */
export async function revokeApiKey(db: Db, keyId: string): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}
