import { isIP } from "node:net";

/**
 * Which IP addresses a webhook may connect to: public unicast only. Everything else — loopback, private, link-local
 * (cloud metadata at 169.254.169.254), CGNAT, multicast, documentation, benchmarking, reserved, IPv6 ULA and
 * link-local — is refused, and IPv6 forms that embed an IPv4 address (IPv4-mapped, IPv4-compatible, NAT64, 6to4) are
 * judged by the IPv4 address they carry, so `::ffff:127.0.0.1` is loopback. Sources: the IANA IPv4 and IPv6
 * Special-Purpose Address Registries.
 *
 * Works on addresses as text exactly as a resolver or the WHATWG URL parser hands them over; odd IPv4 spellings
 * (`127.1`, `2130706433`, `0x7f000001`) are already normalised by the URL parser before they get here.
 */

type Range = [prefix: number[], bits: number, label: string];

const IPV4_BLOCKED: Range[] = [
  [[0, 0, 0, 0], 8, "'this network' (0.0.0.0/8)"],
  [[10, 0, 0, 0], 8, "private (10.0.0.0/8)"],
  [[100, 64, 0, 0], 10, "carrier-grade NAT (100.64.0.0/10)"],
  [[127, 0, 0, 0], 8, "loopback (127.0.0.0/8)"],
  [[169, 254, 0, 0], 16, "link-local / cloud metadata (169.254.0.0/16)"],
  [[172, 16, 0, 0], 12, "private (172.16.0.0/12)"],
  [[192, 0, 0, 0], 24, "IETF protocol assignments (192.0.0.0/24)"],
  [[192, 0, 2, 0], 24, "documentation (192.0.2.0/24)"],
  [[192, 88, 99, 0], 24, "6to4 relay anycast (192.88.99.0/24)"],
  [[192, 168, 0, 0], 16, "private (192.168.0.0/16)"],
  [[198, 18, 0, 0], 15, "benchmarking (198.18.0.0/15)"],
  [[198, 51, 100, 0], 24, "documentation (198.51.100.0/24)"],
  [[203, 0, 113, 0], 24, "documentation (203.0.113.0/24)"],
  [[224, 0, 0, 0], 4, "multicast (224.0.0.0/4)"],
  [[240, 0, 0, 0], 4, "reserved / broadcast (240.0.0.0/4)"],
];

/** Blocked IPv6 blocks inside 2000::/3 (global unicast); everything outside 2000::/3 is refused anyway. */
const IPV6_BLOCKED_GLOBAL: Range[] = [
  [[0x20, 0x01, 0x0d, 0xb8], 32, "documentation (2001:db8::/32)"],
  [[0x20, 0x01, 0x00, 0x00], 23, "IETF protocol assignments incl. Teredo (2001::/23)"],
  [[0x3f, 0xff], 20, "documentation (3fff::/20)"],
];

function inRange(bytes: Uint8Array, prefix: number[], bits: number): boolean {
  for (let i = 0; i < bits; i++) {
    const byte = i >> 3;
    const mask = 0x80 >> (i & 7);
    if ((bytes[byte]! & mask) !== ((prefix[byte] ?? 0) & mask)) return false;
  }
  return true;
}

function ipv4Bytes(text: string): Uint8Array | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return Uint8Array.from(parts.map(Number));
}

/** RFC 4291 text → 16 bytes (with `::` and a dotted-quad tail); null for anything else, including zone ids. */
export function ipv6Bytes(text: string): Uint8Array | null {
  if (text.includes("%") || isIP(text) !== 6) return null;
  let head = text;
  const tail: number[] = [];
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(head);
  if (quad) {
    const v4 = ipv4Bytes(quad[1]!);
    if (!v4) return null;
    tail.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
    head = head.slice(0, -quad[1]!.length);
    if (head.endsWith(":") && !head.endsWith("::")) head = head.slice(0, -1);
  }
  const halves = head.split("::");
  const parse = (s: string) => (s === "" ? [] : s.split(":").map((h) => parseInt(h, 16)));
  const left = parse(halves[0]!);
  const right = [...parse(halves[1] ?? ""), ...tail];
  const fill = 8 - left.length - right.length;
  const groups = halves.length === 2 ? [...left, ...Array<number>(fill).fill(0), ...right] : [...left, ...tail];
  if (groups.length !== 8) return null;
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    bytes[2 * i] = g >> 8;
    bytes[2 * i + 1] = g & 0xff;
  });
  return bytes;
}

function ipv4Verdict(bytes: Uint8Array): string | null {
  for (const [prefix, bits, label] of IPV4_BLOCKED) if (inRange(bytes, prefix, bits)) return label;
  return null;
}

/** The IPv4 address an IPv6 form carries, for the forms that route to it. */
function embeddedIpv4(b: Uint8Array): { v4: Uint8Array; form: string } | null {
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return { v4: b.slice(12), form: "IPv4-mapped" };
  if (zeros(0, 12)) return { v4: b.slice(12), form: "IPv4-compatible" };
  if (inRange(b, [0x00, 0x64, 0xff, 0x9b], 96)) return { v4: b.slice(12), form: "NAT64" };
  if (b[0] === 0x20 && b[1] === 0x02) return { v4: b.slice(2, 6), form: "6to4" };
  return null;
}

function ipv6Verdict(bytes: Uint8Array): string | null {
  if (bytes.every((x) => x === 0)) return "unspecified (::)";
  if (inRange(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], 128)) return "loopback (::1)";
  const embedded = embeddedIpv4(bytes);
  if (embedded) {
    const inner = ipv4Verdict(embedded.v4);
    return inner ? `${embedded.form} form of ${inner}` : null;
  }
  if (inRange(bytes, [0x00, 0x64, 0xff, 0x9b, 0x00, 0x01], 48)) return "local-use NAT64 (64:ff9b:1::/48)";
  if (inRange(bytes, [0xfc], 7)) return "unique local (fc00::/7)";
  if (inRange(bytes, [0xfe, 0x80], 10)) return "link-local (fe80::/10)";
  if (inRange(bytes, [0xfe, 0xc0], 10)) return "site-local (fec0::/10)";
  if (inRange(bytes, [0xff], 8)) return "multicast (ff00::/8)";
  if (!inRange(bytes, [0x20], 3)) return "not global unicast (outside 2000::/3)";
  for (const [prefix, bits, label] of IPV6_BLOCKED_GLOBAL) if (inRange(bytes, prefix, bits)) return label;
  return null;
}

/**
 * Why `address` may not be connected to, or null when it is public. `[…]` brackets (as in URL hostnames) are
 * accepted; text that is not an IP address at all is refused.
 */
export function nonPublicReason(address: string): string | null {
  const text = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  const family = isIP(text);
  if (family === 4) return ipv4Verdict(ipv4Bytes(text)!);
  if (family === 6) {
    const bytes = ipv6Bytes(text);
    return bytes ? ipv6Verdict(bytes) : "an IPv6 address with a zone or an unparseable form";
  }
  return "not an IP address";
}

export function isPublicAddress(address: string): boolean {
  return nonPublicReason(address) === null;
}
