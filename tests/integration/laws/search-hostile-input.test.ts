import { beforeAll, describe, expect, it } from "vitest";
import { curatedDataset } from "@/db/seed/dataset";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";

/** Whatever is typed, search answers 200 or a clean 400 naming q — never a 500, never a changed database. */

let developer: string;
beforeAll(async () => {
  developer = await mintKey("developer");
});

const HOSTILE = [
  "'; DROP TABLE law_records; --",
  "a' OR '1'='1",
  "1; SELECT pg_sleep(5)",
  "& | ! ( ) : *",
  "&|!():*",
  "ai & !act | (deepfake:*)",
  "!!!",
  "<-> <2> :* :A :ABCD",
  "'quoted':* & 'x'",
  "\"unclosed phrase",
  "\"\"",
  "- - -",
  "-ai",
  "or or or",
  "%_%\\",
  "sb24-205 -",
  "😀🤖 deepfake 🇪🇺",
  "🤖",
  "Ley de inteligencia artificial ñ é ü",
  "人工知能",
  "a\u0000b",
  "\u0000",
  "deepfake\u0000election",
  "\t\n\r",
  "x".repeat(200),
  "ai ".repeat(66),
  "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
];

describe("hostile search input", () => {
  it("/v1/search: 200 with a list, or 400 naming q", async () => {
    for (const q of HOSTILE) {
      const res = await get(`/v1/search?q=${encodeURIComponent(q)}`, { key: developer });
      expect([200, 400], JSON.stringify(q)).toContain(res.status);
      if (res.status === 200) {
        expect(Array.isArray(res.body.data), JSON.stringify(q)).toBe(true);
        expect(typeof res.body.meta.strategy).toBe("string");
      } else expect(res.body.error.param).toBe("q");
    }
  });

  it("/v1/laws q, with and without sort=relevance: 200 or 400 naming q", async () => {
    for (const q of HOSTILE) {
      for (const sort of ["", "&sort=relevance"]) {
        const res = await get(`/v1/laws?q=${encodeURIComponent(q)}${sort}`, { key: developer });
        expect([200, 400], JSON.stringify(q) + sort).toContain(res.status);
        if (res.status === 400) expect(res.body.error.param).toBe("q");
      }
    }
  });

  it("a 5,000-character query is a clean 400 naming q on both endpoints", async () => {
    const long = encodeURIComponent("deepfake ".repeat(556).slice(0, 5000));
    for (const path of [`/v1/search?q=${long}`, `/v1/laws?q=${long}`]) {
      const res = await get(path, { key: developer });
      expect(res.status, path.slice(0, 20)).toBe(400);
      expect(res.body.error.param).toBe("q");
    }
  });

  it("NUL bytes are harmless: stripped by search, a substring of nothing for the filter", async () => {
    const res = await get(`/v1/search?q=${encodeURIComponent("deepfake\u0000election")}`, { key: developer });
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBeGreaterThan(0);
    const filter = await get(`/v1/laws?q=${encodeURIComponent("deep\u0000fake")}`, { key: developer });
    expect(filter.status).toBe(200);
    expect(filter.body.meta.total).toBe(0);
  });

  it("the data is untouched afterwards", async () => {
    expect((await get("/v1/laws?limit=1", { key: developer })).body.meta.total).toBe(curatedDataset.laws.length);
  });
});
