import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { config } from "./config";

let cached: { dir: string; secret: Buffer } | null = null;

/**
 * The server secret behind key hashes, signed links and secret encryption. Production sets APP_SECRET; the embedded
 * default generates one into the data folder on first use so keys survive restarts.
 */
export function appSecret(): Buffer {
  const cfg = config();
  if (cfg.appSecret) return Buffer.from(cfg.appSecret, "utf8");
  if (cached && cached.dir === cfg.dataDir) return cached.secret;
  const file = path.join(cfg.dataDir, "secret");
  fs.mkdirSync(cfg.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  const secret = Buffer.from(fs.readFileSync(file, "utf8").trim(), "utf8");
  cached = { dir: cfg.dataDir, secret };
  return secret;
}
