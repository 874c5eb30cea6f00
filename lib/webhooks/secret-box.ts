import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { appSecret } from "@/lib/secrets";

/**
 * Signing secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the app secret, with the webhook id as
 * associated data — a ciphertext copied onto another row does not decrypt. The plaintext exists only in the create
 * response and in the sending process's memory: while an attempt is signed, and in a small cache of opened secrets
 * (below) — the same process holds the app secret that opens them anyway. Stored as `v1.<iv>.<tag>.<ciphertext>`
 * (base64url).
 */

const VERSION = "v1";

/** The derived key of the last app secret seen: every delivery attempt opens a secret (seen in the webhook fan-out profile). */
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

/**
 * Opened secrets by (webhook id, ciphertext), under the derived key they were opened with: a fan-out signs many
 * deliveries per webhook, and opening one (cipher set-up, three base64 decodes) was ~10 % of the worker's own CPU per
 * attempt in the webhook fan-out profile. An entry serves OPENED_TTL_MS, and only while the app secret is unchanged (a new
 * derived key empties it); a tampered or moved ciphertext is a different entry, so it is opened, and refused, afresh.
 */
const OPENED_TTL_MS = 60_000;
const OPENED_MAX = 1_000;
let opened: { key: Buffer; entries: Map<string, { secret: string; until: number }> } | null = null;

/** Throws when the ciphertext was tampered with, belongs to another webhook, or the app secret changed. */
export function openSecret(sealed: string, webhookId: string): string {
  const derivedKey = key();
  if (opened?.key !== derivedKey) opened = { key: derivedKey, entries: new Map() };
  const id = `${webhookId}\n${sealed}`;
  const now = Date.now();
  const hit = opened.entries.get(id);
  if (hit && hit.until > now) return hit.secret;
  const [version, iv, tag, ciphertext] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error("unknown signing-secret format");
  const decipher = createDecipheriv("aes-256-gcm", derivedKey, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(webhookId, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  const secret = Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  if (opened.entries.size >= OPENED_MAX) opened.entries.clear();
  opened.entries.set(id, { secret, until: now + OPENED_TTL_MS });
  return secret;
}
