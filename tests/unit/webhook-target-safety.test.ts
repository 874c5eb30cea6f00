import { afterEach, describe, expect, it } from "vitest";
import { isPublicAddress, nonPublicReason } from "@/lib/webhooks/address-policy";
import { parseTarget, setTargetResolverForTests, TargetRefused, vetTargetAtCreation } from "@/lib/webhooks/target-url";
import { NON_PUBLIC_ADDRESSES, REFUSED_TARGETS } from "../support/ssrf-targets";

afterEach(() => {
  setTargetResolverForTests(null);
  delete process.env.WEBHOOK_ALLOWED_TARGETS;
});

const PUBLIC_ADDRESSES = ["93.184.215.14", "8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "2a00:1450:4001:82b::200e", "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:808:808::1"];

describe("address policy", () => {
  it.each(NON_PUBLIC_ADDRESSES)("refuses %s", (address) => {
    expect(nonPublicReason(address)).toBeTruthy();
  });

  it.each(PUBLIC_ADDRESSES)("accepts public %s", (address) => {
    expect(nonPublicReason(address)).toBeNull();
  });

  it("names why, including the IPv4 address hidden in an IPv6 form", () => {
    expect(nonPublicReason("169.254.169.254")).toMatch(/metadata/);
    expect(nonPublicReason("::ffff:127.0.0.1")).toMatch(/IPv4-mapped.*loopback/);
    expect(nonPublicReason("2002:a9fe:a9fe::1")).toMatch(/6to4.*link-local/);
    expect(nonPublicReason("64:ff9b::a00:1")).toMatch(/NAT64.*private/);
  });

  it("refuses zone ids and non-addresses", () => {
    expect(isPublicAddress("fe80::1%eth0")).toBe(false);
    expect(isPublicAddress("2606:4700::1%eth0")).toBe(false);
    expect(isPublicAddress("example.com")).toBe(false);
    expect(isPublicAddress("")).toBe(false);
  });
});

describe("target URL rules without DNS", () => {
  it.each(REFUSED_TARGETS)("refuses %s", (raw) => {
    expect(() => parseTarget(raw)).toThrow(TargetRefused);
  });

  it("accepts a public https URL and drops the fragment", () => {
    expect(parseTarget("https://hooks.example.com:8443/in?x=1#frag").url.href).toBe("https://hooks.example.com:8443/in?x=1");
    expect(parseTarget("https://93.184.215.14/hook").ipLiteral).toBe("93.184.215.14");
  });

  it("the allow-list exempts exactly its hosts (and ports) from the rules, and only outside production", () => {
    process.env.WEBHOOK_ALLOWED_TARGETS = "127.0.0.1, [::1]:8080";
    expect(parseTarget("http://127.0.0.1:5555/x").allowListed).toBe(true);
    expect(parseTarget("http://[::1]:8080/x").allowListed).toBe(true);
    expect(() => parseTarget("http://[::1]:8081/x")).toThrow(TargetRefused);
    expect(() => parseTarget("http://10.0.0.1/x")).toThrow(TargetRefused);
    const env = process.env.NODE_ENV;
    (process.env as Record<string, string | undefined>).NODE_ENV = "production";
    try {
      expect(() => parseTarget("http://127.0.0.1:5555/x")).toThrow(/must be empty when NODE_ENV=production/);
      expect(() => parseTarget("https://hooks.example.com/x")).toThrow(/must be empty/);
    } finally {
      (process.env as Record<string, string | undefined>).NODE_ENV = env;
    }
  });
});

describe("target URL at creation resolves the name", () => {
  it("refuses a name that resolves to any non-public address, even among public ones", async () => {
    const answers: Record<string, string[]> = {
      "internal.example.com": ["10.0.0.5"],
      "metadata.example.com": ["169.254.169.254"],
      "mixed.example.com": ["93.184.215.14", "127.0.0.1"],
      "v6.example.com": ["fd00::5"],
      "mapped.example.com": ["::ffff:192.168.0.1"],
    };
    setTargetResolverForTests(async (host) => (answers[host] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 })));
    for (const host of Object.keys(answers)) {
      await expect(vetTargetAtCreation(`https://${host}/hook`), host).rejects.toThrow(/resolves to/);
    }
  });

  it("accepts a name that resolves publicly, and one that does not resolve yet (with a notice)", async () => {
    setTargetResolverForTests(async (host) => {
      if (host === "hooks.example.com") return [{ address: "93.184.215.14", family: 4 }];
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    });
    expect(await vetTargetAtCreation("https://hooks.example.com/h")).toEqual({ url: "https://hooks.example.com/h", notice: null });
    expect((await vetTargetAtCreation("https://not-yet.example.com/h")).notice).toMatch(/does not resolve/);
  });
});
