import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { appSecret } from "@/lib/secrets";

/**
 * Signing secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the app secret, with the webhook id as
 * associated data — a ciphertext copied onto another row does not decrypt. The plaintext exists only in the create
 * response and in memory while an attempt is signed. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */

const VERSION = "v1";

/** The derived key of the last app secret seen: every delivery attempt opens a secret (issue 17 profile). */
let derived: { from: Buffer; key: Buffer } | null = null;

function key(): Buffer {
  const secret = appSecret();
  if (!derived || !derived.from.equals(secret)) {
    derived = { from: Buffer.from(secret), key: Buffer.from(hkdfSync("sha256", secret, "lexatlas", "webhook-signing-secret:v1", 32)) };
  }
  return derived.key;
}

export function sealSecret(secret: string, webhookId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  cipher.setAAD(Buffer.from(webhookId, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}

/** Throws when the ciphertext was tampered with, belongs to another webhook, or the app secret changed. */
export function openSecret(sealed: string, webhookId: string): string {
  const [version, iv, tag, ciphertext] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error("unknown signing-secret format");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(webhookId, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
