import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { config } from "./config";

/**
 * A random value generated once into the data folder (mode 0600) and read back ever after: the embedded default's
 * stand-in for a configured secret, so one machine needs no set-up and values survive restarts. `wx` makes the first
 * writer win when two callers race.
 */
export function generatedOnce(fileName: string, bytes = 32): string {
  const { dataDir } = config();
  const file = path.join(dataDir, fileName);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(bytes).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  return fs.readFileSync(file, "utf8").trim();
}

let cached: { dir: string; secret: Buffer } | null = null;
/** The configured APP_SECRET's bytes, kept while the text is the same (every keyed request hashes its key with it). */
let configured: { text: string; secret: Buffer } | null = null;

/**
 * The server secret behind key hashes, signed links and secret encryption. Production sets APP_SECRET; the embedded
 * default generates one into the data folder on first use so keys survive restarts.
 */
export function appSecret(): Buffer {
  const cfg = config();
  if (cfg.appSecret) {
    if (configured?.text !== cfg.appSecret) configured = { text: cfg.appSecret, secret: Buffer.from(cfg.appSecret, "utf8") };
    return configured.secret;
  }
  if (cached && cached.dir === cfg.dataDir) return cached.secret;
  const secret = Buffer.from(generatedOnce("secret"), "utf8");
  cached = { dir: cfg.dataDir, secret };
  return secret;
}
