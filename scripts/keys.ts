/**
 * Operator command: mint a key of any tier and product set, printing the plaintext once.
 *   npm run keys -- create --tier pro --email a@b.c --products ai_law,us_law
 *   npm run keys -- revoke --prefix lex_pro_Ab12Cd
 * On the embedded default it opens the PGlite folder, so stop the server first (the folder lock refuses otherwise).
 */
import { parseArgs } from "node:util";
import { and, eq, isNull } from "drizzle-orm";
import { openDatabase } from "@/db/client";
import { apiKeys } from "@/db/schema";
import { createApiKey } from "@/lib/auth/key-store";
import { PRODUCTS, parseTierName, type Product } from "@/lib/auth/tiers";

function fail(message: string): never {
  console.error(`keys: ${message}`);
  process.exit(2);
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: { tier: { type: "string" }, email: { type: "string" }, products: { type: "string" }, prefix: { type: "string" } },
  });
  if (command !== "create" && command !== "revoke") fail("usage: keys create --tier <tier> --email <email> [--products ai_law,us_law] | keys revoke --prefix <key_prefix>");
  const handle = await openDatabase(process.env).catch((err: Error) => fail(err.message));
  try {
    if (command === "create") {
      const tier = parseTierName(values.tier ?? "");
      if (!tier || tier === "anonymous") fail("--tier must be one of free, developer (starter), pro, business, enterprise");
      if (!values.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) fail("--email must be an email address");
      const products = (values.products ?? "ai_law").split(",").map((p) => p.trim());
      const unknown = products.filter((p) => !(PRODUCTS as readonly string[]).includes(p));
      if (unknown.length) fail(`unknown product(s): ${unknown.join(", ")} (known: ${PRODUCTS.join(", ")})`);
      const { key, row } = await createApiKey(handle.db, { tier, email: values.email, products: products as Product[] });
      console.log(`Created a ${tier} key for ${row.email} (products: ${row.products.join(", ")}; id ${row.id}).`);
      console.log("Shown once — store it now:");
      console.log(key);
    } else {
      if (!values.prefix) fail("--prefix is required");
      const rows = await handle.db
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.keyPrefix, values.prefix), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      console.log(rows.length ? `Revoked ${rows.length} key(s) with prefix ${values.prefix}.` : `No active key has prefix ${values.prefix}.`);
    }
  } finally {
    await handle.close();
  }
}

main();
