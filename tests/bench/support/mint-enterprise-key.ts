// Prints a new enterprise key for the database the environment names (benchmarks drive a real server with it).
import { openRuntimeDatabase } from "@/lib/runtime/database";
import { createApiKey } from "@/lib/auth/key-store";
async function main() {
  const h = await openRuntimeDatabase(process.env, { seed: false });
  const { key } = await createApiKey(h.db, { tier: "enterprise", email: null });
  console.log(key);
  await h.close();
}
void main();
