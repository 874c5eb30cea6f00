import { randomBytes } from "node:crypto";
import { parseTierName, type TierName } from "./tiers";

/**
 * Key format: `lex_<tier>_<30 base62 random><6 base62 CRC-32>`. The readable tier prefix tells a human which key this
 * is; the ~178-bit random body makes guessing hopeless; the checksum lets us reject a mistyped or truncated key
 * before any database look-up (the same scheme GitHub uses for its tokens).
 */

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const BODY_LENGTH = 30;
const CHECKSUM_LENGTH = 6;
/** What every key starts with (a credential sent without its scheme is recognised by it). */
export const API_KEY_PREFIX = "lex_";
const KEY_PATTERN = /^lex_([a-z]+)_([0-9A-Za-z]{36})$/;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text, "utf8")) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function base62(value: number, width: number): string {
  let out = "";
  let v = value;
  for (let i = 0; i < width; i++) {
    out = ALPHABET[v % 62] + out;
    v = Math.floor(v / 62);
  }
  return out;
}

function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // Reject bytes ≥ 248 so every character is equally likely (248 = 4 × 62).
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

export function generateApiKey(tier: TierName): { key: string; keyPrefix: string } {
  const head = `lex_${tier}_`;
  const body = randomBase62(BODY_LENGTH);
  const key = head + body + base62(crc32(head + body), CHECKSUM_LENGTH);
  return { key, keyPrefix: head + body.slice(0, 6) };
}

export type ParsedKey = { ok: true; tier: TierName; keyPrefix: string } | { ok: false; reason: string };

/** Shape and checksum only: no database. A key that passes may still be unknown or revoked. */
export function parseApiKey(key: string): ParsedKey {
  const match = KEY_PATTERN.exec(key);
  if (!match) return { ok: false, reason: "The API key is malformed: expected lex_<tier>_ followed by 36 characters." };
  const tier = parseTierName(match[1]!);
  if (!tier || tier === "anonymous" || tier !== match[1]) return { ok: false, reason: "The API key names no known tier." };
  const body = match[2]!.slice(0, BODY_LENGTH);
  const checksum = match[2]!.slice(BODY_LENGTH);
  const head = `lex_${tier}_`;
  if (base62(crc32(head + body), CHECKSUM_LENGTH) !== checksum) {
    return { ok: false, reason: "The API key's checksum does not match: it was probably mistyped or truncated." };
  }
  return { ok: true, tier, keyPrefix: head + body.slice(0, 6) };
}
