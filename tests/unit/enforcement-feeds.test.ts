import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { aiTermsIn, readFederalRegisterJson, readRssOrAtom } from "@/lib/enforcement/feed-adapters";
import { FAULT_CODES, FAULT_LABELS, FAULT_REASON_CODES, faultForError, faultForStatus, faultReasonOf } from "@/lib/sources/faults";

const feeds = path.resolve(__dirname, "../fixtures/enforcement/feeds");
const read = (f: string) => fs.readFileSync(path.join(feeds, f), "utf8");

describe("enforcement feed readers (recorded-format fixtures)", () => {
  it("reads the FTC-shaped RSS 2.0 feed: title, link, guid, publisher date, short excerpt", async () => {
    const entries = await readRssOrAtom(read("ftc-press-releases.rss.xml"));
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatchObject({
      title: 'FTC Acts Against Example Co. Over Deceptive "AI-Powered" Earnings Claims (fictional test item)',
      link: "https://www.example.com/ftc/press-releases/example-co-ai-claims",
      guid: "900001 at https://www.ftc.gov",
      date: "2025-01-14",
    });
    expect(entries[0]!.summary).toContain("artificial intelligence tool");
    expect(entries[0]!.summary).not.toContain("<p>");
  });

  it("reads Atom 1.0: entry id as guid, published date as written (not shifted to UTC)", async () => {
    const entries = await readRssOrAtom(read("dpa-decisions.atom.xml"));
    expect(entries.map((e) => e.guid)).toEqual(["tag:example.org,2025:decision-41", "tag:example.org,2025:decision-40"]);
    expect(entries[0]).toMatchObject({ link: "https://www.example.org/dpa/decisions/41", date: "2025-02-03" });
  });

  it("reads the Federal Register documents API JSON", () => {
    const entries = readFederalRegisterJson(read("federal-register-documents.json"));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ guid: "2099-00001", date: "2099-01-02", link: "https://www.example.com/federal-register/documents/2099-00001" });
    expect(entries[1]!.summary).toBeNull();
  });

  it("a body that is not a feed is a fault (unreadable; JSON of another shape: schema_changed), not a crash", async () => {
    await expect(readRssOrAtom(read("not-a-feed.html"))).rejects.toMatchObject({ code: "unreadable" });
    expect(() => readFederalRegisterJson("<html>")).toThrow(expect.objectContaining({ code: "unreadable" }));
    expect(() => readFederalRegisterJson('{"results": "nope"}')).toThrow(expect.objectContaining({ code: "schema_changed" }));
  });
});

describe("AI mention detection", () => {
  it("finds AI terms as whole words, 'AI' only in capitals", () => {
    expect(aiTermsIn("FTC sues over AI-powered claims", null)).toEqual(["AI"]);
    expect(aiTermsIn("Order on facial recognition", "uses machine learning")).toEqual(["machine learning", "facial recognition"]);
    expect(aiTermsIn("Chairman said the Thai deal is done", "maintain records")).toEqual([]);
    expect(aiTermsIn("SEC CHARGES ADVISERS OVER ARTIFICIAL INTELLIGENCE CLAIMS", null)).toEqual(["artificial intelligence"]);
    expect(aiTermsIn("A deepfake robocall", "voice cloning of a candidate")).toEqual(["deepfake", "voice cloning"]);
  });
});

describe("fault reason codes", () => {
  it("maps HTTP statuses", () => {
    expect(faultForStatus(401)).toBe("unauthorized");
    expect(faultForStatus(403)).toBe("blocked");
    expect(faultForStatus(429)).toBe("rate_limited_upstream");
    expect(faultReasonOf(faultForStatus(429))).toBe("blocked");
    expect(faultForStatus(404)).toBe("not_found");
    expect(faultForStatus(410)).toBe("not_found");
    expect(faultForStatus(500)).toBe("upstream_error");
    expect(faultReasonOf(faultForStatus(500))).toBe("other");
  });

  it("maps network errors along the cause chain", () => {
    const dns = Object.assign(new TypeError("fetch failed"), { cause: Object.assign(new Error("getaddrinfo ENOTFOUND x"), { code: "ENOTFOUND" }) });
    expect(faultForError(dns)).toBe("egress_unavailable");
    const refused = Object.assign(new TypeError("fetch failed"), { cause: Object.assign(new Error("connect"), { code: "ECONNREFUSED" }) });
    expect(faultForError(refused)).toBe("egress_unavailable");
    expect(faultForError(new Error("aborted"), true)).toBe("timeout");
    expect(faultForError(Object.assign(new Error("x"), { cause: { code: "UND_ERR_CONNECT_TIMEOUT" } }))).toBe("timeout");
    expect(faultForError(new Error("weird"))).toBe("other");
  });

  it("every code has a one-line label and maps onto one of the SPEC's seven reason codes", () => {
    for (const code of FAULT_CODES) {
      expect(FAULT_LABELS[code]).toMatch(/^[^\n]{10,200}$/);
      expect(FAULT_REASON_CODES).toContain(faultReasonOf(code));
    }
    expect(FAULT_REASON_CODES).toHaveLength(7);
    expect(faultReasonOf("schema_changed")).toBe("other");
    expect(faultReasonOf("credentials_missing")).toBe("unauthorized");
    expect(faultReasonOf("no-such-code")).toBe("other");
  });
});
