import { createHash } from "node:crypto";

/** LexAtlas's UUID namespace (a fixed random v4); record ids are v5 of a stable seed key inside it. */
const NAMESPACE = "6f1c3a52-9d0e-4b8a-a3f4-2c7e51d9b0aa";

/**
 * RFC 4122 version-5 UUID of `name`: the same curated key always gives the same /laws/{id}, across re-seeds, engines
 * and machines, so links our users store never break.
 */
const namespaceBytes = new Map<string, Buffer>();

export function stableUuid(name: string, namespace = NAMESPACE): string {
  // Parsed once per namespace: ingest derives an id for every source row.
  let ns = namespaceBytes.get(namespace);
  if (!ns) namespaceBytes.set(namespace, (ns = Buffer.from(namespace.replace(/-/g, ""), "hex")));
  const hash = createHash("sha1").update(ns).update(name, "utf8").digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
