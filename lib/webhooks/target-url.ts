import dns from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import { config } from "@/lib/config";
import { ApiError } from "@/lib/http/errors";
import { nonPublicReason } from "./address-policy";

/**
 * Target URL safety (SSRF). A webhook makes our server POST wherever a customer says, so every target must be a public
 * HTTPS endpoint — checked when the webhook is created, and again at every connect, against the address we actually
 * connect to: we resolve the name ourselves, vet every address, and hand the socket only the vetted one, so a name
 * that re-resolves to 127.0.0.1 later (DNS rebinding) is refused. Redirects are never followed (lib/webhooks/http-post.ts).
 *
 * Local receivers (tests, development) are allowed only through WEBHOOK_ALLOWED_TARGETS, which is empty by default
 * and makes webhooks refuse to work at all when NODE_ENV=production.
 */

/** A target the rules refuse; the message says why, for the customer (400) or the attempt log. */
export class TargetRefused extends Error {}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family as 4 | 6 }));

const RESOLVER_KEY = Symbol.for("lexatlas.webhookResolver");
type Holder = { [RESOLVER_KEY]?: Resolver };

export function targetResolver(): Resolver {
  return (globalThis as Holder)[RESOLVER_KEY] ?? systemResolver;
}

/** For tests: a resolver that answers what the test says (e.g. a name that rebinds to 127.0.0.1). */
export function setTargetResolverForTests(resolver: Resolver | null): void {
  if (resolver) (globalThis as Holder)[RESOLVER_KEY] = resolver;
  else delete (globalThis as Holder)[RESOLVER_KEY];
}

/** The allow-list; in production a non-empty one is a misconfiguration that would open SSRF, so nothing runs. */
export function allowedTargets(): string[] {
  const cfg = config();
  if (cfg.webhookAllowedTargets.length && cfg.nodeEnv === "production") {
    throw new ApiError("unavailable", "Webhooks are not enabled: WEBHOOK_ALLOWED_TARGETS must be empty when NODE_ENV=production.");
  }
  return cfg.webhookAllowedTargets;
}

function allowListed(url: URL, list: string[]): boolean {
  const host = url.hostname.toLowerCase();
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return list.some((entry) => entry === host || entry === `${host}:${port}`);
}

/** Names that only ever mean something inside a network (RFC 6761, RFC 8375 and common private suffixes). */
const LOCAL_NAME = /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home\.arpa)\.?$/;

export interface ParsedTarget {
  url: URL;
  /** The bare IP when the host is an IP literal (brackets removed), else null. */
  ipLiteral: string | null;
  allowListed: boolean;
}

/** The checks that need no DNS. Throws TargetRefused. */
export function parseTarget(raw: string): ParsedTarget {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new TargetRefused("must be an absolute https:// URL");
  }
  const exempt = allowListed(url, allowedTargets());
  if (url.protocol !== "https:" && !(exempt && url.protocol === "http:")) throw new TargetRefused("must use https://");
  if (url.username || url.password) throw new TargetRefused("must not carry credentials (user:password@)");
  if (!url.hostname) throw new TargetRefused("must name a host");
  url.hash = "";
  const bare = url.hostname.replace(/^\[|\]$/g, "");
  const ipLiteral = isIP(bare) ? bare : null;
  if (!exempt) {
    if (ipLiteral) {
      const reason = nonPublicReason(ipLiteral);
      if (reason) throw new TargetRefused(`points at ${ipLiteral}, which is ${reason}`);
    } else {
      const host = url.hostname.toLowerCase();
      if (!host.replace(/\.$/, "").includes(".")) throw new TargetRefused(`host '${host}' is not a public DNS name`);
      if (LOCAL_NAME.test(host)) throw new TargetRefused(`host '${host}' is a local name`);
    }
  }
  return { url, ipLiteral, allowListed: exempt };
}

/** Every address must be public: a name that mixes public and private answers is refused outright. */
export function vetAddresses(hostname: string, addresses: ResolvedAddress[]): ResolvedAddress[] {
  if (addresses.length === 0) throw new TargetRefused(`host '${hostname}' resolves to no address`);
  for (const { address } of addresses) {
    const reason = nonPublicReason(address);
    if (reason) throw new TargetRefused(`host '${hostname}' resolves to ${address}, which is ${reason}`);
  }
  return addresses;
}

const CREATION_DNS_TIMEOUT_MS = 2_000;

/**
 * At creation: the static rules, then the name's current addresses. A name that does not resolve (yet) is accepted
 * with a notice — it cannot reach anything now, and every connect is vetted again.
 */
export async function vetTargetAtCreation(raw: string): Promise<{ url: string; notice: string | null }> {
  const target = parseTarget(raw);
  if (target.ipLiteral || target.allowListed) return { url: target.url.href, notice: null };
  const host = target.url.hostname;
  let addresses: ResolvedAddress[];
  try {
    addresses = await Promise.race([
      targetResolver()(host),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), CREATION_DNS_TIMEOUT_MS).unref()),
    ]);
  } catch {
    return { url: target.url.href, notice: `The host ${host} does not resolve right now; deliveries fail until it does.` };
  }
  vetAddresses(host, addresses);
  return { url: target.url.href, notice: null };
}

/**
 * At connect: what node:http(s) should connect to. An IP literal is vetted here (Node does not look literals up);
 * a name gets a `lookup` that resolves, vets, and passes on only vetted addresses.
 */
export function connectionFor(raw: string): { url: URL; host: string; lookup?: LookupFunction } {
  const target = parseTarget(raw);
  if (target.ipLiteral) return { url: target.url, host: target.ipLiteral };
  const exempt = target.allowListed;
  const lookup: LookupFunction = (hostname, options, callback) => {
    targetResolver()(hostname)
      .then((found) => {
        const addresses = exempt ? found : vetAddresses(hostname, found);
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        if (wanted.length === 0) throw new TargetRefused(`host '${hostname}' has no IPv${options.family} address`);
        if (options.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      })
      .catch((err: Error) => callback(err as NodeJS.ErrnoException, "", 0));
  };
  return { url: target.url, host: target.url.hostname, lookup };
}
