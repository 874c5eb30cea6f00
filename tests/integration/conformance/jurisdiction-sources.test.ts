/**
 * Conformance: /laws/{id}/sources serves the record's own link plus the curated sources of its
 * jurisdiction, tiered (primary for everyone, secondary from Developer). The curated files are replaced by the
 * labelled fixture in tests/fixtures/jurisdiction-sources.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lawIdFor } from "@/db/seed";
import {
  DEFAULT_JURISDICTION_SOURCES_DIR,
  loadJurisdictionSources,
  parseJurisdictionSourcesFile,
  setJurisdictionSourcesDirForTests,
} from "@/lib/laws/jurisdiction-sources";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";

const FIXTURE = path.resolve(__dirname, "../../fixtures/jurisdiction-sources");
const colorado = lawIdFor("colorado:SB24-205");
let n = 0;
const ip = () => `100.64.7.${(++n % 250) + 1}`;
type Source = { tier: string; kind: string; label: string; url: string };

beforeAll(() => setJurisdictionSourcesDirForTests(FIXTURE));
afterAll(() => setJurisdictionSourcesDirForTests(null));

describe("/laws/{id}/sources with curated jurisdiction sources", () => {
  it("Developer gets the record's own link first, then its jurisdiction's sources, primary and secondary", async () => {
    const res = await get(`/v1/laws/${colorado}/sources`, { key: await mintKey("developer"), ip: ip() });
    expect(res.status).toBe(200);
    const sources: Source[] = res.body.data.sources;
    expect(sources[0]).toMatchObject({ kind: "official", tier: "primary" });
    const curated = sources.filter((s) => s.url.includes("colorado-fixture.example"));
    expect(curated.map((s) => [s.kind, s.tier])).toEqual([["legislature", "primary"], ["statute_database", "primary"], ["tracker", "secondary"]]);
    // After every link the record holds itself.
    expect(sources.slice(-3)).toEqual(curated);
    expect(sources.some((s) => s.url.includes("federal-fixture"))).toBe(false); // another jurisdiction's are not mixed in
    expect(res.body.meta.gated).toBeUndefined();
  });

  it("anonymous and Free get the primary ones only, with the secondary count withheld", async () => {
    const dev = (await get(`/v1/laws/${colorado}/sources`, { key: await mintKey("developer"), ip: ip() })).body.data.sources as Source[];
    for (const key of [undefined, await mintKey("free")]) {
      const res = await get(`/v1/laws/${colorado}/sources`, { key, ip: ip() });
      const sources: Source[] = res.body.data.sources;
      expect(sources).toEqual(dev.filter((s) => s.tier === "primary"));
      expect(sources.map((s) => s.kind)).toEqual(expect.arrayContaining(["official", "legislature", "statute_database"]));
      expect(res.body.meta).toMatchObject({ gated: ["secondary"], withheld: dev.length - sources.length });
      expect(res.body.meta.withheld).toBeGreaterThanOrEqual(1);
    }
  });

  it("a URL is listed once, at its first place; a missing folder means no curated sources", async () => {
    const key = await mintKey("developer");
    const own = (await get(`/v1/laws/${colorado}/sources`, { key, ip: ip() })).body.data.sources as Source[];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jsources-"));
    try {
      const official = own[0]!.url;
      fs.writeFileSync(path.join(dir, "dup.yaml"), `colorado:\n  - { kind: legislature, label: Same as the record link, url: "${official}", tier: primary }\n`);
      setJurisdictionSourcesDirForTests(dir);
      const dedup = (await get(`/v1/laws/${colorado}/sources`, { key, ip: ip() })).body.data.sources as Source[];
      expect(dedup.filter((s) => s.url === official)).toEqual([own[0]]);
      setJurisdictionSourcesDirForTests(path.join(dir, "no-such-folder"));
      const none = (await get(`/v1/laws/${colorado}/sources`, { key, ip: ip() })).body.data.sources as Source[];
      expect(none.some((s) => s.url.includes("fixture.example"))).toBe(false);
      expect(none).toEqual(own.filter((s) => !s.url.includes("fixture.example")));
    } finally {
      setJurisdictionSourcesDirForTests(FIXTURE);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the loader", () => {
  it("merges the files of the folder by slug", () => {
    const all = loadJurisdictionSources(FIXTURE);
    expect([...all.keys()].sort()).toEqual(["colorado", "federal"]);
    expect(all.get("federal")).toEqual([{ kind: "official_journal", label: "Fixture official journal", url: "https://journal.federal-fixture.example/", tier: "primary" }]);
  });

  it("refuses malformed files with file and line", () => {
    const bad = (text: string) => () => parseJurisdictionSourcesFile(text, "x.yaml");
    expect(bad("colorado:\n  - kind: legislature\n    label: L\n    url: https://a.example/\n    tier: tertiary\n")).toThrow(/^x\.yaml:5: .*colorado\.0\.tier/);
    expect(bad("colorado:\n  - kind: blog\n    label: L\n    url: https://a.example/\n    tier: primary\n")).toThrow(/^x\.yaml:2: .*kind/);
    expect(bad("colorado:\n  - kind: regulator\n    label: L\n    url: ftp://a.example/\n    tier: primary\n")).toThrow(/^x\.yaml:4: .*url/);
    expect(bad("Colorado State:\n  - { kind: court, label: L, url: https://a.example/, tier: primary }\n")).toThrow(/jurisdiction slug/);
    expect(bad("colorado:\n  - { kind: court, label: L, url: https://a.example/, tier: primary, note: x }\n")).toThrow(/^x\.yaml:2: /);
    expect(bad("colorado: [\n")).toThrow(/^x\.yaml:\d+: /);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jsources-"));
    try {
      for (const f of ["a.yaml", "b.yaml"]) fs.writeFileSync(path.join(dir, f), "utah:\n  - { kind: court, label: L, url: https://a.example/, tier: primary }\n");
      expect(() => loadJurisdictionSources(dir)).toThrow(/'utah' is already curated in .*a\.yaml/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the curated folder, when present, loads without error", () => {
    const dir = path.resolve(DEFAULT_JURISDICTION_SOURCES_DIR);
    expect(() => loadJurisdictionSources(dir)).not.toThrow();
  });
});
