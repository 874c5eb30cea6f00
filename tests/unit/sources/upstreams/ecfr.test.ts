import { describe, expect, it } from "vitest";
import { ecfrImporter } from "@/lib/us-law/import/ecfr";
import type { CompactRow } from "@/lib/us-law/import/file-importer";
import { readSnapshotText } from "@/lib/us-law/snapshot";
import { SourceFault } from "@/lib/sources/faults";
import { ecfrStructurePath, parseEcfrTitles, titlesAmendedSince } from "@/lib/sources/upstreams/ecfr/titles";
import { createEcfrStructureParser, parseEcfrStructure, type EcfrSectionRow } from "@/lib/sources/upstreams/ecfr/structure";
import { agencyLookup, ecfrRecordFromRow, parseEcfrAgencies, retiredEcfrRecords } from "@/lib/sources/upstreams/ecfr/records";
import { AGENCIES_FILE, structureFile, TITLES_FILE } from "../../../support/ecfr-structures";
import { fixtureText } from "../../../support/replay-server";

const read = fixtureText;
const titlesBody = () => JSON.parse(read(TITLES_FILE)) as Record<string, unknown>;
const sectionsOf = (file: string) => parseEcfrStructure(read(file)).filter((r): r is EcfrSectionRow => r.kind !== "part");

describe("eCFR titles.json", () => {
  it("lists the titles amended after a date, reserved titles left out", () => {
    const titles = parseEcfrTitles(titlesBody());
    expect(titles.titles).toHaveLength(50);
    expect(titles.meta.date).toBe("2025-04-29");
    const all = titlesAmendedSince(titles, null);
    expect(all.map((t) => t.number)).not.toContain(35); // reserved
    expect(all).toHaveLength(49);
    // Title 1 was last amended 2022-12-29: a run after that date does not fetch it again, one before does.
    expect(titlesAmendedSince(titles, "2022-12-29").map((t) => t.number)).not.toContain(1);
    expect(titlesAmendedSince(titles, "2022-12-28").map((t) => t.number)).toContain(1);
    const newest = all.reduce((a, b) => (a.latestAmendedOn > b.latestAmendedOn ? a : b));
    expect(titlesAmendedSince(titles, newest.latestAmendedOn)).toEqual([]);
    expect(all[0]).toEqual({ number: 1, name: "General Provisions", latestAmendedOn: "2022-12-29", structureDate: "2025-04-29" });
    expect(ecfrStructurePath(1, "2025-04-29")).toBe("/api/versioner/v1/structure/2025-04-29/title-1.json");
  });

  it("fetches nothing while eCFR reports an import in progress", () => {
    const body = titlesBody();
    (body.meta as Record<string, unknown>).import_in_progress = true;
    expect(titlesAmendedSince(parseEcfrTitles(body), null)).toEqual([]);
  });

  it("reports a changed shape as schema_changed", () => {
    const renamed = titlesBody();
    for (const t of renamed.titles as Record<string, unknown>[]) {
      t.last_amended = t.latest_amended_on;
      delete t.latest_amended_on;
    }
    expect(() => parseEcfrTitles(renamed)).toThrow(SourceFault);
    expect(() => parseEcfrTitles({ ...titlesBody(), titles: "none" })).toThrow(
      expect.objectContaining({ code: "schema_changed", detail: expect.stringMatching(/^ecfr titles\.json: titles:/) }),
    );
  });
});

describe("eCFR structure", () => {
  it("streams every section and appendix of a title with its part, subpart and chapter", () => {
    const rows = parseEcfrStructure(read(structureFile(1)));
    const sections = rows.filter((r) => r.kind !== "part");
    expect(sections).toHaveLength(288);
    expect(rows.filter((r) => r.kind === "part")).toHaveLength(36);
    expect(sections[0]).toMatchObject({ title: 1, chapter: "I", part: "1", identifier: "1.1", heading: "Definitions.", reserved: false });
    // Sections under a subject group keep their part; reserved ranges are rows, flagged.
    expect(sections.find((s) => s.identifier === "11.6")).toMatchObject({ part: "11", reserved: true, heading: "§ 11.6 [Reserved]" });
  });

  it("gives the same rows whether the body arrives whole or in small chunks", () => {
    const text = read(structureFile(3));
    const bytes = Buffer.from(text);
    const chunked: unknown[] = [];
    const parser = createEcfrStructureParser((r) => chunked.push(r));
    for (let i = 0; i < bytes.length; i += 37) parser.write(bytes.subarray(i, i + 37));
    expect(parser.end()).toEqual({ sections: 27, parts: 4 });
    expect(chunked).toEqual(parseEcfrStructure(text));
  });

  it("reports a truncated body as truncated_body, a wrong field type and fields after children as schema_changed", () => {
    const text = read(structureFile(3));
    expect(() => parseEcfrStructure(text.slice(0, text.length - 50))).toThrow(/truncated/);
    expect(() => parseEcfrStructure(text.slice(0, 5000))).toThrow(expect.objectContaining({ code: "truncated_body" }));
    expect(() => parseEcfrStructure(text.replace('"reserved": false', '"reserved": "no"'))).toThrow(expect.objectContaining({ code: "schema_changed" }));
    expect(() => parseEcfrStructure(text.replace('"reserved": false', '"reserved": "no"'))).toThrow(SourceFault);
    expect(() => parseEcfrStructure("[]")).toThrow(SourceFault);
    expect(() => parseEcfrStructure("<html>maintenance</html>")).toThrow(SourceFault);
    // eCFR emits a node's own fields before its children; if that ever changes we must not guess ancestors.
    const reordered = JSON.stringify({ children: [], ...JSON.parse(text) });
    expect(() => parseEcfrStructure(reordered)).toThrow(/children arrived before its own fields/);
  });

  it("derives the same records as the embedded snapshot for the same titles (same record_uid, same columns)", () => {
    const agencies = agencyLookup(parseEcfrAgencies(JSON.parse(read(AGENCIES_FILE))));
    const synced = [...sectionsOf(structureFile(1)), ...sectionsOf(structureFile(3))].map((r) =>
      ecfrRecordFromRow(r, "2025-04-29", agencies),
    );
    const [headerLine, ...lines] = readSnapshotText("ecfr").split("\n");
    const header = JSON.parse(headerLine!) as { lookups: Record<string, unknown> };
    const rows = lines.filter(Boolean).map((l) => JSON.parse(l) as CompactRow).filter((r) => r[1] === 1 || r[1] === 3);
    const snapshot = ecfrImporter.deriveRecords(rows, header.lookups);
    expect(synced).toHaveLength(snapshot.length);
    const strip = ({ edition: _e, source_authority: _a, ...rest }: (typeof synced)[number]) => rest;
    expect(synced.map(strip)).toEqual(snapshot.map(strip));
    expect(synced[0]!.edition).toBe("2025-04-29");
  });

  it("keeps a section that disappeared upstream as repealed, once", () => {
    const agencies = agencyLookup(null);
    const held = sectionsOf(structureFile(3)).map((r) => ecfrRecordFromRow(r, "2025-04-29", agencies));
    const seen = new Set(held.slice(1).map((r) => r.record_uid));
    const retired = retiredEcfrRecords(held, seen, "2026-09-01");
    expect(retired).toHaveLength(1);
    expect(retired[0]).toMatchObject({ record_uid: held[0]!.record_uid, status: "repealed", in_force: false, edition: "2026-09-01" });
    expect(retiredEcfrRecords(retired, seen, "2026-10-01")).toEqual(retired);
  });

  it("parses a ≥ 20,000-section title in bounded memory", () => {
    // A generated title built from the real node shapes of title 1, streamed in 64 KiB chunks and never held whole.
    const real = JSON.parse(read(structureFile(1))) as { children: { children: Record<string, unknown>[] }[] };
    const part = real.children[0]!.children[0]!.children as unknown as Record<string, unknown>[];
    const section = JSON.stringify((part[0] as { children: Record<string, unknown>[] }).children[0]);
    const head = JSON.stringify({ ...real, children: undefined }).replace(/}$/, ',"children":[{"identifier":"I","label":" Chapter I","label_level":" Chapter I","label_description":"Generated","reserved":false,"type":"chapter","size":1,"children":[');
    const PARTS = 500;
    const PER_PART = 60;
    function* body(): Generator<string> {
      yield head;
      for (let p = 1; p <= PARTS; p++) {
        let chunk = `${p > 1 ? "," : ""}{"identifier":"${p}","label":"Part ${p}","label_level":"Part ${p}","label_description":"Part ${p}","reserved":false,"type":"part","size":1,"children":[`;
        for (let s = 1; s <= PER_PART; s++) chunk += (s > 1 ? "," : "") + section.replace('"identifier":"1.1"', `"identifier":"${p}.${s}"`);
        yield `${chunk}]}`;
      }
      yield "]}]}";
    }
    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let seen = 0;
    const parser = createEcfrStructureParser((row) => {
      if (row.kind === "section") seen++;
      if (seen % 2000 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
    });
    for (const piece of body()) parser.write(piece);
    expect(parser.end()).toEqual({ sections: PARTS * PER_PART, parts: PARTS });
    expect(seen).toBeGreaterThanOrEqual(20_000);
    const growthMb = (Math.max(peakRss, process.memoryUsage().rss) - before.rss) / 2 ** 20;
    expect(growthMb).toBeLessThan(100);
  });
});
