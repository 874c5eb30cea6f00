import { createHash } from "node:crypto";
import fs from "node:fs";

/**
 * A `SHA256SUMS` file beside generated snapshots (db/snapshots/*): one `<sha256>  <name>` line per file, sorted by name,
 * the sum taken of the uncompressed text so it does not depend on the zlib build. The format is `sha256sum`'s, so
 * `gunzip -c x.ndjson.gz | sha256sum` checks a line by hand.
 */

export const sha256 = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");

/** name → sum; an absent file is empty. */
export function readChecksumFile(file: string): Record<string, string> {
  if (!fs.existsSync(/* turbopackIgnore: true */ file)) return {};
  const out: Record<string, string> = {};
  for (const line of fs.readFileSync(/* turbopackIgnore: true */ file, "utf8").split("\n")) {
    const m = /^([0-9a-f]{64})\s+(\S+)$/.exec(line.trim());
    if (m) out[m[2]!] = m[1]!;
  }
  return out;
}

/** Sets one name's sum and rewrites the file, the other lines kept. */
export function writeChecksum(file: string, name: string, sum: string): void {
  const sums = { ...readChecksumFile(file), [name]: sum };
  fs.writeFileSync(file, Object.keys(sums).sort().map((n) => `${sums[n]}  ${n}`).join("\n") + "\n");
}
