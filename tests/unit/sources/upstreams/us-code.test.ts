import fs from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { usCodeImporter } from "@/lib/us-law/import/us-code";
import type { CompactRow } from "@/lib/us-law/import/file-importer";
import { readSnapshotText } from "@/lib/us-law/snapshot";
import { SourceFault } from "@/lib/sources/faults";
import { createUslmParser, type UslmSection } from "@/lib/sources/upstreams/us-code/uslm";
import { retiredUsCodeRecords, usCodeRecordFromSection } from "@/lib/sources/upstreams/us-code/records";
import { createReleaseZipReader } from "@/lib/sources/upstreams/us-code/release-zip";
import {
  compareReleasePoints,
  isNewerReleasePoint,
  parseReleasePoint,
  parseReleasePointListing,
  releasePointZipUrl,
} from "@/lib/sources/upstreams/us-code/release-points";

const DIR = path.resolve(__dirname, "../../../fixtures/upstream/us-code");
const read = (file: string) => fs.readFileSync(path.join(DIR, file), "utf8");

function parse(text: string | Uint8Array, chunk = 0) {
  const sections: UslmSection[] = [];
  const parser = createUslmParser((s) => sections.push(s));
  if (chunk > 0) {
    const bytes = typeof text === "string" ? Buffer.from(text) : text;
    for (let i = 0; i < bytes.length; i += chunk) parser.write(bytes.subarray(i, i + chunk));
  } else parser.write(text);
  return { ...parser.end(), list: sections };
}

describe("USLM title XML", () => {
  it("reads every section of the Code with its number, heading, status and chapter path", () => {
    const { meta, sections, list } = parse(read("usc27.xml"));
    expect(meta).toEqual({ docNumber: "27", releasePoint: "113-31" });
    expect(sections).toBe(45);
    const count = (w: string) => list.filter((s) => s.statusWord === w).length;
    expect([count("repealed"), count("omitted"), count("transferred")]).toEqual([15, 7, 1]);
    expect(list.find((s) => s.section === "40a")).toEqual({
      title: "27",
      titleHeading: "INTOXICATING LIQUORS",
      section: "40a",
      identifier: "/us/usc/t27/s40a",
      heading: "Repealed. June 25, 1948, ch. 645, § 21, 62 Stat. 862",
      statusWord: "repealed",
      hierarchy: ["CHAPTER 2— PROHIBITION OF INTOXICATING BEVERAGES"],
    });
    expect(list.find((s) => s.section === "43a, 43b")?.statusWord).toBe("omitted");
    expect(list.find((s) => s.section === "121")).toMatchObject({ statusWord: "active", heading: "State statutes as operative on termination of transportation; original packages" });
  });

  it("ignores sections quoted inside notes and reads the release point's exclusion suffix", () => {
    const xml = read("usc01.xml");
    expect(xml.match(/<section\b/g)!.length).toBe(53);
    const { meta, list } = parse(xml);
    expect(meta.releasePoint).toBe("114-329not328");
    expect(list).toHaveLength(39);
    expect(new Set(list.map((s) => s.section)).size).toBe(39);
    expect(list.every((s) => s.title === "1" && s.statusWord === "active")).toBe(true);
    expect(list[0]).toMatchObject({ section: "1", heading: "Words denoting number, gender, and so forth", hierarchy: ["CHAPTER 1— RULES OF CONSTRUCTION"] });
  });

  it("gives the same sections when the bytes arrive in small chunks (multi-byte characters split)", () => {
    const whole = parse(read("usc01.xml"));
    expect(parse(fs.readFileSync(path.join(DIR, "usc01.xml")), 101)).toEqual(whole);
  });

  it("reports a truncated file as truncated_body, another document type or an unknown status as schema_changed", () => {
    const xml = read("usc27.xml");
    expect(() => parse(xml.slice(0, xml.length - 200))).toThrow(expect.objectContaining({ code: "truncated_body" }));
    expect(() => parse("<html><body>Service unavailable</body></html>")).toThrow(/not a USLM <uscDoc>/);
    expect(() => parse(xml.replace('status="transferred"', 'status="dormant"'))).toThrow(/unknown status 'dormant'/);
    expect(() => parse("")).toThrow(SourceFault);
  });

  it("derives records with the snapshot's record_uid and the release point as edition", () => {
    const { list, meta } = parse(read("usc27.xml"));
    const records = list.map((s) => usCodeRecordFromSection(s, meta.releasePoint!)!);
    const r121 = records.find((r) => r.identifier === "121")!;
    expect(r121).toMatchObject({ citation: "27 U.S.C. § 121", status: "in_force", edition: "113-31", code_title_name: "INTOXICATING LIQUORS", chapter: "6" });
    expect(records.find((r) => r.identifier === "40a")).toMatchObject({ status: "repealed", in_force: false, status_detail: "repealed" });
    expect(records.find((r) => r.identifier === "43a, 43b")).toMatchObject({ status: "unknown", in_force: false, status_detail: "omitted" });

    // The embedded snapshot's title-27 records: every one of them is matched by a synced record with the same uid.
    const [headerLine, ...lines] = readSnapshotText("us_code").split("\n");
    const header = JSON.parse(headerLine!) as { lookups: Record<string, unknown> };
    const rows = lines.filter((l) => l.startsWith("[") && l.includes(",27,")).map((l) => JSON.parse(l) as CompactRow).filter((r) => r[1] === 27);
    const snapshot = usCodeImporter.deriveRecords(rows, header.lookups);
    expect(snapshot.length).toBeGreaterThan(20);
    const synced = new Map(records.map((r) => [r.record_uid, r]));
    for (const s of snapshot.filter((r) => r.identifier !== "124" && r.identifier !== "122b")) {
      // 122b and 124 were added after release point 113-31 (the snapshot is early 2023).
      expect(synced.get(s.record_uid)?.citation).toBe(s.citation);
    }
  });

  it("keeps a section dropped from the Code as repealed, once", () => {
    const { list, meta } = parse(read("usc01.xml"));
    const held = list.map((s) => usCodeRecordFromSection(s, meta.releasePoint!)!);
    const seen = new Set(held.slice(1).map((r) => r.record_uid));
    const retired = retiredUsCodeRecords(held, seen, "119-36");
    expect(retired).toEqual([expect.objectContaining({ citation: "1 U.S.C. § 1", status: "repealed", in_force: false, edition: "119-36" })]);
    expect(retiredUsCodeRecords(retired, seen, "119-40")).toEqual(retired);
  });

  it("skips appendix titles, whose section numbers would collide with the title's own", () => {
    expect(usCodeRecordFromSection({ title: "5a", titleHeading: "", section: "1", identifier: "", heading: "x", statusWord: "active", hierarchy: [] }, "119-36")).toBeNull();
  });

  it("parses a ≥ 20,000-section title in bounded memory", () => {
    const xml = read("usc27.xml");
    const head = xml.slice(0, xml.indexOf("<chapter "));
    const section = /<section status="repealed"[\s\S]*?<\/section>/.exec(xml)![0];
    const SECTIONS = 24_000;
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    let seen = 0;
    const parser = createUslmParser(() => {
      if (++seen % 2000 === 0) peak = Math.max(peak, process.memoryUsage().rss);
    });
    parser.write(head);
    for (let c = 0; c < SECTIONS / 100; c++) {
      let chunk = `<chapter identifier="/us/usc/t27/ch${c}"><num value="${c}">CHAPTER ${c}—</num><heading>GENERATED</heading>`;
      for (let s = 0; s < 100; s++) {
        const n = `${c}-${s}`;
        chunk += section.replace(/identifier="[^"]*"/, `identifier="/us/usc/t27/s${n}"`).replace(/<num value="[^"]*">[^<]*<\/num>/, `<num value="${n}">§ ${n}.</num>`);
      }
      parser.write(`${chunk}</chapter>`);
    }
    parser.write("</title></main></uscDoc>");
    expect(parser.end().sections).toBe(SECTIONS);
    expect((Math.max(peak, process.memoryUsage().rss) - before) / 2 ** 20).toBeLessThan(100);
  });
});

describe("OLRC release points", () => {
  it("parses and orders release point identifiers", () => {
    expect(parseReleasePoint("119-73not60")).toEqual({ id: "119-73not60", congress: 119, law: 73, excluded: [60] });
    expect(parseReleasePoint("Online@119-36")).toBeNull();
    const [a, b, c] = ["119-36", "119-73not60", "119-73"].map((id) => parseReleasePoint(id)!);
    expect(compareReleasePoints(a!, b!)).toBeLessThan(0);
    expect(compareReleasePoints(c!, b!)).toBeGreaterThan(0);
    expect(releasePointZipUrl(b!, "01")).toBe("https://uscode.house.gov/download/releasepoints/us/pl/119/73not60/xml_usc01@119-73not60.zip");
  });

  // Markup in the documented form of the download page (heading class, zip file names); not a recorded page, see NOTE.md.
  const page = (rp: string, extra = "") =>
    `<h3 class="releasepointinformation">Public Law ${rp.replace("not60", "")} (01/23/2026) , except 119-60</h3>
     <a href="releasepoints/us/pl/119/73not60/xml_uscAll@${rp}.zip">[XML]</a>
     <a href="releasepoints/us/pl/119/73not60/xml_usc01@${rp}.zip">[XML]</a>
     <a href="releasepoints/us/pl/119/73not60/xml_usc05A@${rp}.zip">[XML]</a>${extra}`;

  it("reads the current release point from the download page", () => {
    const listing = parseReleasePointListing(page("119-73not60"));
    expect(listing.releasePoint.id).toBe("119-73not60");
    expect(listing.label).toBe("Public Law 119-73 (01/23/2026) , except 119-60");
    expect(listing.date).toBe("2026-01-23");
    expect(listing.allTitlesZip).toBe("https://uscode.house.gov/download/releasepoints/us/pl/119/73not60/xml_uscAll@119-73not60.zip");
    expect(listing.titleZips.map((t) => t.title)).toEqual(["01", "05A"]);
    expect(isNewerReleasePoint(listing, "119-36")).toBe(true);
    expect(isNewerReleasePoint(listing, "119-73not60")).toBe(false);
    expect(isNewerReleasePoint(listing, null)).toBe(true);
  });

  it("reports a page that announces no or several release points as schema_changed", () => {
    expect(() => parseReleasePointListing("<html>We are down for maintenance</html>")).toThrow(SourceFault);
    expect(() => parseReleasePointListing(page("119-73not60", '<a href="x/xml_usc02@119-80.zip">'))).toThrow(/2 release points/);
  });
});

describe("release-point zip", () => {
  // A zip built here around the recorded title files (the OLRC zips themselves are not recorded, see NOTE.md).
  const zip = () =>
    zipSync({
      "usc27.xml": fs.readFileSync(path.join(DIR, "usc27.xml")),
      "usctitle.css": new TextEncoder().encode("section{}"),
      "usc01.xml": fs.readFileSync(path.join(DIR, "usc01.xml")),
    });

  it("streams every title of the zip through the USLM parser, chunk by chunk", () => {
    const bytes = zip();
    const sections: UslmSection[] = [];
    const reader = createReleaseZipReader((s) => sections.push(s));
    for (let i = 0; i < bytes.length; i += 999) reader.write(bytes.subarray(i, i + 999));
    expect(reader.end()).toEqual([
      { entry: "usc27.xml", meta: { docNumber: "27", releasePoint: "113-31" }, sections: 45 },
      { entry: "usc01.xml", meta: { docNumber: "1", releasePoint: "114-329not328" }, sections: 39 },
    ]);
    expect(sections).toEqual([...parse(read("usc27.xml")).list, ...parse(read("usc01.xml")).list]);
  });

  it("reports a zip cut off mid-entry as truncated, and one without titles as schema_changed", () => {
    const bytes = zip();
    const cut = createReleaseZipReader(() => {});
    cut.write(bytes.subarray(0, 30_000));
    expect(() => cut.end()).toThrow(expect.objectContaining({ code: "truncated_body" }));
    const empty = createReleaseZipReader(() => {});
    empty.write(zipSync({ "readme.txt": new TextEncoder().encode("no titles") }));
    expect(() => empty.end()).toThrow(/no usc\{NN\}\.xml entry/);
  });
});
