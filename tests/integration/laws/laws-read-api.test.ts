import { beforeAll, describe, expect, it } from "vitest";
import { lawIdFor } from "@/db/seed";
import { curatedDataset } from "@/db/seed/dataset";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";

let free: string;
let developer: string;
let ipN = 0;
const ip = () => `100.64.1.${++ipN}`;
beforeAll(async () => {
  free = await mintKey("free");
  developer = await mintKey("developer");
});

const TRIMMED = ["id", "scope", "jurisdiction", "identifier", "title", "record_type", "status", "official_url", "attribution"].sort();
const FULL = [...TRIMMED, "in_force", "record_date", "summary", "source", "updated_at", "checked_at"].sort();
const coloradoId = lawIdFor("colorado:SB24-205");

describe("tiers on /v1/laws differ exactly as documented", () => {
  it("anonymous: 5 rows, trimmed fields, gated limit+fields with a sign-up hint", async () => {
    const res = await get("/v1/laws", { ip: ip() });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(5);
    for (const r of res.body.data) expect(Object.keys(r).sort()).toEqual(TRIMMED);
    expect(res.body.meta).toMatchObject({ limit: 5, offset: 0, fields: "trimmed", gated: ["limit", "fields"] });
    expect(res.body.meta.upgrade).toMatch(/free key/);
    expect(res.body.meta.total).toBe(curatedDataset.laws.length);
    expect(res.body.meta.disclaimer).toMatch(/not legal advice/);
  });

  it("free: 25 rows, full fields; developer: 100 rows, nothing gated", async () => {
    const f = await get("/v1/laws?limit=100", { key: free });
    expect(f.body.data).toHaveLength(25);
    expect(f.body.meta).toMatchObject({ limit: 25, fields: "full", gated: ["limit"] });
    for (const r of f.body.data) expect(Object.keys(r).sort()).toEqual(FULL);
    const d = await get("/v1/laws?limit=100", { key: developer });
    expect(d.body.data).toHaveLength(100);
    expect(d.body.meta.gated).toBeUndefined();
    expect(d.body.meta.upgrade).toBeUndefined();
  });

  it("offset depth: anonymous 100, free 200, developer beyond", async () => {
    const anon = await get("/v1/laws?offset=101", { ip: ip() });
    expect(anon.body.data).toEqual([]);
    expect(anon.body.meta.gated).toContain("offset");
    expect((await get("/v1/laws?offset=100", { ip: ip() })).body.data).toHaveLength(5);
    const f = await get("/v1/laws?offset=201", { key: free });
    expect(f.body.data).toEqual([]);
    expect(f.body.meta.gated).toContain("offset");
    // Five records before the end (the dataset grows; the offset stays beyond the Free tier's 200).
    const last = curatedDataset.laws.length - 5;
    expect(last).toBeGreaterThan(200);
    const d = await get(`/v1/laws?offset=${last}`, { key: developer });
    expect(d.body.data.length).toBe(5);
    expect(d.body.meta.gated).toBeUndefined();
  });

  it("filters and sorts are honoured at every tier, never dropped", async () => {
    const expected = curatedDataset.laws.filter((l) => l.scope === "eu").length;
    for (const opts of [{ ip: ip() }, { key: free }, { key: developer }]) {
      const res = await get("/v1/laws?scope=eu&sort=title&order=asc", opts);
      expect(res.body.meta.total).toBe(expected);
      for (const r of res.body.data) expect(r.scope).toBe("eu");
      const titles = res.body.data.map((r: { title: string }) => r.title);
      expect(titles.length).toBeGreaterThan(1);
    }
  });

  it("400 names bad parameters: enum, boolean, limit above 100, date-time", async () => {
    const cases: Array<[string, string]> = [
      ["/v1/laws?scope=moon", "scope"],
      ["/v1/laws?in_force=maybe", "in_force"],
      ["/v1/laws?limit=101", "limit"],
      ["/v1/laws?limit=0", "limit"],
      ["/v1/laws?offset=-1", "offset"],
      ["/v1/laws?updated_since=yesterday", "updated_since"],
      ["/v1/laws?sort=popularity", "sort"],
      ["/v1/laws?scope=eu&scope=state", "scope"],
    ];
    for (const [path, param] of cases) {
      const res = await get(path, { key: developer });
      expect(res.status, path).toBe(400);
      expect(res.body.error.param, path).toBe(param);
    }
  });

  it("updated_since and in_force filter; status is a case-insensitive substring", async () => {
    const future = await get("/v1/laws?updated_since=2999-01-01T00:00:00Z", { key: developer });
    expect(future.body.meta.total).toBe(0);
    expect(future.body.meta.notice).toMatch(/not that no such law exists/);
    const vetoed = await get("/v1/laws?status=VETO&limit=100", { key: developer });
    expect(vetoed.body.meta.total).toBeGreaterThan(0);
    for (const r of vetoed.body.data) expect(r.status.toLowerCase()).toContain("veto");
    const notInForce = await get("/v1/laws?in_force=false&limit=100", { key: developer });
    for (const r of notInForce.body.data) expect(r.in_force).toBe(false);
  });
});

describe("single records, sources and citations", () => {
  it("GET /laws/{id}: full for a key, trimmed anonymously, microsecond timestamps; 404 for an unknown id", async () => {
    const full = await get(`/v1/laws/${coloradoId}`, { key: free });
    expect(full.status).toBe(200);
    expect(full.body.data).toMatchObject({ id: coloradoId, identifier: "SB24-205", jurisdiction: { slug: "colorado", abbr: "CO" } });
    expect(full.body.data.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect(full.body.data.attribution).toBe("Data by LexAtlas (CC BY 4.0) - http://lexatlas.test");
    const anon = await get(`/v1/laws/${coloradoId}`, { ip: ip() });
    expect(Object.keys(anon.body.data).sort()).toEqual(TRIMMED);
    const missing = await get("/v1/laws/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("not_found");
    expect((await get("/v1/laws/not-a-uuid")).body.error).toMatchObject({ code: "not_found", param: "id" }); // names nothing: 404 too
  });

  it("sources: primary only below Developer (withheld count reported), secondary from Developer", async () => {
    const withSecondary = curatedDataset.laws.find((l) => l.sources?.some((s) => s.tier === "secondary") && l.official_url)!;
    const id = lawIdFor(withSecondary.key);
    const low = await get(`/v1/laws/${id}/sources`, { key: free });
    expect(low.body.data.sources.every((s: { tier: string }) => s.tier === "primary")).toBe(true);
    expect(low.body.data.sources[0]).toMatchObject({ kind: "official", url: withSecondary.official_url });
    expect(low.body.meta.gated).toEqual(["secondary"]);
    expect(low.body.meta.withheld).toBeGreaterThan(0);
    const high = await get(`/v1/laws/${id}/sources`, { key: developer });
    expect(high.body.data.sources.some((s: { tier: string }) => s.tier === "secondary")).toBe(true);
    expect(high.body.data.sources.length).toBe(low.body.data.sources.length + low.body.meta.withheld);
  });

  it("citations: identifier, audited alternate names and a suggested citation labelled as not official", async () => {
    const res = await get(`/v1/laws/${coloradoId}/citations`);
    expect(res.body.data.identifier).toBe("SB24-205");
    expect(res.body.data.suggested_citation.official).toBe(false);
    expect(res.body.data.suggested_citation.label).toMatch(/not an official/);
    expect(res.body.data.suggested_citation.text).toContain("SB24-205");
    expect(res.body.data.suggested_citation.text).toContain(`http://lexatlas.test/laws/${coloradoId}`);
  });
});

describe("/v1/search", () => {
  it("q is required: 400 naming it", async () => {
    for (const path of ["/v1/search", "/v1/search?q=", "/v1/search?q=%20%20"]) {
      const res = await get(path, { key: developer });
      expect(res.status, path).toBe(400);
      expect(res.body.error.param).toBe("q");
    }
  });

  it("finds a record by words of its title, ranked first", async () => {
    const res = await get(`/v1/search?q=${encodeURIComponent("consumer protections artificial intelligence")}`, { key: developer });
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBeGreaterThan(0);
    const ids = res.body.data.slice(0, 5).map((r: { id: string }) => r.id);
    expect(ids).toContain(coloradoId);
    for (let i = 1; i < res.body.data.length; i++) expect(res.body.data[i - 1].rank).toBeGreaterThanOrEqual(res.body.data[i].rank);
  });

  it("finds a record by its identifier however it is spaced or cased", async () => {
    for (const q of ["SB24-205", "sb24205", "SB 24-205"]) {
      const res = await get(`/v1/search?q=${encodeURIComponent(q)}&jurisdiction=colorado`, { key: developer });
      expect(res.body.data[0]?.id, q).toBe(coloradoId);
    }
    const ca = await get(`/v1/search?q=${encodeURIComponent("SB 53")}&jurisdiction=california`, { key: developer });
    expect(ca.body.data[0].identifier).toBe("SB 53");
  });

  it("punctuation, SQL and operators are a harmless search, never a 500", async () => {
    const nasty = ["'; DROP TABLE law_records; --", "\"unclosed", "!!!", "&&|| <-> :*", "%_%", "(((", "a' OR '1'='1", "😀", "-", "\\"];
    for (const q of nasty) {
      const res = await get(`/v1/search?q=${encodeURIComponent(q)}`, { key: developer });
      expect(res.status, q).toBe(200);
      expect(Array.isArray(res.body.data)).toBe(true);
    }
    expect((await get("/v1/laws?limit=1", { key: developer })).body.meta.total).toBe(curatedDataset.laws.length);
  });

  it("filters combine with search; anonymous gets 5 trimmed rows", async () => {
    const res = await get("/v1/search?q=deepfake&scope=state", { ip: ip() });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(5);
    for (const r of res.body.data) {
      expect(r.scope).toBe("state");
      expect(r.summary).toBeUndefined();
    }
  });
});
