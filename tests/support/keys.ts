import { getDb } from "@/lib/runtime/database";
import { createApiKey } from "@/lib/auth/key-store";
import type { Product, TierName } from "@/lib/auth/tiers";
import { randomUUID } from "node:crypto";

/** Mints a key of any tier straight into the store (what `npm run keys -- create` does). */
export async function mintKey(tier: Exclude<TierName, "anonymous">, products: Product[] = ["ai_law"]): Promise<string> {
  const { db } = await getDb();
  const { key } = await createApiKey(db, { tier, email: `${tier}-${randomUUID()}@example.com`, products });
  return key;
}
