import { Receiver } from "@upstash/qstash";

/**
 * Whether QStash signed exactly `body` for exactly `url`, with the current or the next signing key (QStash rotates
 * them), allowing 5 s of clock skew. The webhook delivery callback and the live-sources route both admit QStash by it.
 */
export async function isQstashSigned(
  signature: string,
  body: string,
  url: string,
  keys: { currentSigningKey: string; nextSigningKey: string },
): Promise<boolean> {
  try {
    const receiver = new Receiver({ currentSigningKey: keys.currentSigningKey, nextSigningKey: keys.nextSigningKey });
    await receiver.verify({ signature, body, url, clockTolerance: 5 });
    return true;
  } catch {
    return false;
  }
}
