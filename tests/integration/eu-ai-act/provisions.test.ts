import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { getDb } from "@/lib/runtime/database";
import { euAiActImports, euAiActProvisions } from "@/db/schema";
import { lawIdFor } from "@/lib/ingest/normalize";
import { buildEuAiActProvisions, euAiActDataDir, EuAiActImportError, toRoman } from "@/lib/eu-ai-act/import";
import { loadEuAiActProvisions, type LoadResult } from "@/lib/eu-ai-act/load";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";

const dataDir = euAiActDataDir();
const fileRecords = JSON.parse(fs.readFileSync(path.join(dataDir, "article_paragraphs.json"), "utf8")) as { article: number; paragraph: number | null }[];

let firstLoad: LoadResult;
let enterprise: string;

beforeAll(async () => {
  const { db } = await getDb();
  // The runtime loads the provisions when it opens the database; forget that import so this file sees a first one.
  await db.update(euAiActImports).set({ digest: "none yet" }).where(eq(euAiActImports.celex, "32024R1689"));
  firstLoad = await loadEuAiActProvisions(db);
  enterprise = await mintKey("enterprise");
});

async function all(query = "") {
  const rows: any[] = [];
  for (let offset = 0; ; offset += 100) {
    const res = await get(`/v1/eu-ai-act-provisions?limit=100&offset=${offset}${query}`, { key: enterprise });
    expect(res.status).toBe(200);
    rows.push(...res.body.data);
    if (offset + 100 >= res.body.meta.total) return { rows, total: res.body.meta.total as number };
  }
}

describe("importer", () => {
  it("imports every record of the files: 519 paragraph records (numbered → paragraph, unnumbered → the article body), 113 article bodies, 180 recitals, 13 annexes", async () => {
    expect(firstLoad.status).toBe("imported");
    const { db } = await getDb();
    const byType = Object.fromEntries(
      (await db.select({ t: euAiActProvisions.provisionType, n: count() }).from(euAiActProvisions).groupBy(euAiActProvisions.provisionType)).map((r) => [r.t, r.n]),
    );
    expect(fileRecords).toHaveLength(519);
    const numbered = fileRecords.filter((r) => r.paragraph !== null);
    const unnumberedArticles = new Set(fileRecords.filter((r) => r.paragraph === null).map((r) => r.article));
    expect(byType).toEqual({ paragraph: numbered.length, article_body: 113, recital: 180, annex: 13 });
    // Every file record is held: each numbered one as its paragraph row, each unnumbered one as its article's body.
    const held = await db.select({ a: euAiActProvisions.anchorId, type: euAiActProvisions.provisionType, n: euAiActProvisions.articleNumber, p: euAiActProvisions.paragraphNumber }).from(euAiActProvisions);
    const paragraphKeys = new Set(held.filter((h) => h.type === "paragraph").map((h) => `${h.n}.${h.p}`));
    for (const r of numbered) expect(paragraphKeys.has(`${r.article}.${r.paragraph}`)).toBe(true);
    const bodies = new Map(held.filter((h) => h.type === "article_body").map((h) => [h.n, h]));
    for (const a of unnumberedArticles) expect(bodies.get(a)).toBeDefined();
    expect(paragraphKeys.size + unnumberedArticles.size).toBe(519);
  });

  it("gives every row an anchor id of its kind's form that matches its numbers", async () => {
    const { db } = await getDb();
    const rows = await db.select().from(euAiActProvisions);
    expect(rows.length).toBe(806);
    const pad = (n: number | null) => String(n).padStart(3, "0");
    for (const r of rows) {
      const expected =
        r.provisionType === "paragraph" ? `${pad(r.articleNumber)}.${pad(r.paragraphNumber)}`
        : r.provisionType === "article_body" ? pad(r.articleNumber)
        : r.provisionType === "recital" ? `rct.${pad(r.recitalNumber)}`
        : `anx.${r.annexNumber}`;
      expect(r.anchorId, `${r.provisionType} row`).toBe(expected);
      expect(r.anchorId).toMatch(/^(\d{3}(\.\d{3})?|rct\.\d{3}|anx\.(I|II|III|IV|V|VI|VII|VIII|IX|X|XI|XII|XIII))$/);
      expect(r.celex).toBe("32024R1689");
      expect(r.eurLexUrl).toMatch(/^https:\/\/eur-lex\.europa\.eu\/eli\/reg\/2024\/1689\/oj#(art_\d+|rct_\d+|anx_[IVX]+)$/);
      expect(r.text.length).toBeGreaterThan(0);
    }
    const art5 = rows.find((r) => r.anchorId === "005.001")!;
    expect(art5).toMatchObject({ title: "Prohibited AI practices", chapter: "II", appliesFrom: "2 February 2025" });
    expect(art5.text).toContain("social score");
  });

  it("is idempotent and cheap on a second start; re-imports when the stored digest differs", async () => {
    const { db } = await getDb();
    const again = await loadEuAiActProvisions(db);
    expect(again.status).toBe("unchanged");
    console.info(`[eu-ai-act] first load ${firstLoad.ms} ms (${firstLoad.rows} rows), unchanged reload ${again.ms} ms`);
    expect(again.ms).toBeLessThan(2_000);
    await db.update(euAiActImports).set({ digest: "stale" }).where(eq(euAiActImports.celex, "32024R1689"));
    const redo = await loadEuAiActProvisions(db);
    expect(redo.status).toBe("imported");
    const [row] = await db.select({ n: count() }).from(euAiActProvisions);
    expect(row?.n).toBe(806);
  });

  it("fails loudly when the files do not hold what SOURCE.md promises", () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "eu-ai-act-"));
    try {
      for (const name of ["article_titles.csv", "ansvar-eu-compliance-mcp", "kenobijr-eu-ai-act-chatbot"]) fs.symlinkSync(path.join(dataDir, name), path.join(tmp, name));
      fs.writeFileSync(path.join(tmp, "article_paragraphs.json"), JSON.stringify(fileRecords.filter((r) => !(r.article === 50 && r.paragraph === 7))));
      expect(() => buildEuAiActProvisions(tmp)).toThrow(EuAiActImportError);
      expect(() => buildEuAiActProvisions(tmp)).toThrow(/expected 519 paragraph records/);
      // Same count, but article 50 loses paragraph 7 and article 51 gains one: the per-article check catches it.
      const shifted = fileRecords.map((r) => (r.article === 50 && r.paragraph === 7 ? { ...r, article: 51, paragraph: 4 } : r));
      fs.writeFileSync(path.join(tmp, "article_paragraphs.json"), JSON.stringify(shifted));
      expect(() => buildEuAiActProvisions(tmp)).toThrow(/article 50/);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});

describe("GET /v1/eu-ai-act-provisions", () => {
  it("orders every row by anchor: articles (body, then paragraphs), then recitals, then annexes; paging never repeats or loses a row", async () => {
    const { rows, total } = await all();
    expect(total).toBe(806);
    expect(rows).toHaveLength(806);
    expect(new Set(rows.map((r) => r.anchor_id)).size).toBe(806);
    const kind = (a: string) => (a.startsWith("rct.") ? 1 : a.startsWith("anx.") ? 2 : 0);
    const position = (r: any) =>
      kind(r.anchor_id) === 0 ? [0, r.article_number, r.paragraph_number ?? 0] : kind(r.anchor_id) === 1 ? [1, r.recital_number, 0] : [2, romanValue(r.annex_number), 0];
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [position(rows[i - 1]), position(rows[i])];
      const cmp = a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
      expect(cmp, `${rows[i - 1].anchor_id} before ${rows[i].anchor_id}`).toBeLessThan(0);
    }
    expect(rows[0].anchor_id).toBe("001");
    expect(rows.at(-1).anchor_id).toBe("anx.XIII");
    // Every row is a record-like item and carries the attribution (SPEC 1.10).
    for (const r of rows) expect(r.attribution).toBe("Data by LexAtlas (CC BY 4.0) - http://lexatlas.test");
  });

  it("with sort=relevance, ranks Article 5's prohibited practices first for a query about social scoring", async () => {
    const res = await get("/v1/eu-ai-act-provisions?q=social%20scoring%20of%20natural%20persons&provision_type=paragraph&sort=relevance", { key: enterprise });
    expect(res.status).toBe(200);
    expect(res.body.meta.sort).toBe("relevance");
    expect(res.body.data[0].anchor_id).toBe("005.001");
    const ranks = res.body.data.map((r: any) => r.rank);
    expect(ranks.every((r: unknown) => typeof r === "number")).toBe(true);
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
    // Without the type filter recitals compete on the same footing (recital 31 explains the ban in fewer words);
    // Article 5 is still the first operative provision and in the top three.
    const any = await get("/v1/eu-ai-act-provisions?q=social%20scoring&sort=relevance", { key: enterprise });
    const top = any.body.data.slice(0, 3).map((r: any) => r.anchor_id);
    expect(top).toContain("005.001");
    expect(any.body.data.find((r: any) => r.article_number !== null).article_number).toBe(5);
  });

  it("keeps the regulation's order with q by default (SPEC: ordered by anchor_id), and with sort=anchor_id, and still reports the rank", async () => {
    const byDefault = await get("/v1/eu-ai-act-provisions?q=%22social%20score%22&limit=100");
    const res = await get("/v1/eu-ai-act-provisions?q=%22social%20score%22&sort=anchor_id&limit=100", { key: enterprise });
    expect(res.status).toBe(200);
    expect(byDefault.body.meta.sort).toBe("anchor_id");
    expect(byDefault.body.data.map((r: any) => r.anchor_id)).toEqual(res.body.data.map((r: any) => r.anchor_id));
    const rows = res.body.data;
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r: any) => r.text.toLowerCase().includes("social scor") || (r.title ?? "").toLowerCase().includes("social scor"))).toBe(true);
    const { rows: everything } = await all();
    const order = new Map(everything.map((r, i) => [r.anchor_id, i]));
    for (let i = 1; i < rows.length; i++) expect(order.get(rows[i].anchor_id)!).toBeGreaterThan(order.get(rows[i - 1].anchor_id)!);
    expect(rows.every((r: any) => typeof r.rank === "number")).toBe(true);
  });

  it("filters by provision_type and article_number", async () => {
    const res = await get("/v1/eu-ai-act-provisions?provision_type=paragraph&article_number=50", { key: enterprise });
    expect(res.body.data.map((r: any) => r.anchor_id)).toEqual(["050.001", "050.002", "050.003", "050.004", "050.005", "050.006", "050.007"]);
    const annexes = await get("/v1/eu-ai-act-provisions?provision_type=annex", { key: enterprise });
    expect(annexes.body.data.map((r: any) => r.annex_number)).toEqual(Array.from({ length: 13 }, (_, i) => toRoman(i + 1)));
    const art16 = await get("/v1/eu-ai-act-provisions?article_number=16", { key: enterprise });
    expect(art16.body.data.map((r: any) => [r.anchor_id, r.provision_type])).toEqual([["016", "article_body"]]);
  });

  it("answers an unknown celex with an empty list and a notice, and the default celex explicitly too", async () => {
    const res = await get("/v1/eu-ai-act-provisions?celex=32016R0679");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.meta.total).toBe(0);
    expect(res.body.meta.notice).toContain("32016R0679");
    expect(res.body.meta.notice).toContain("32024R1689");
    const explicit = await get("/v1/eu-ai-act-provisions?celex=32024r1689&limit=1", { key: enterprise });
    expect(explicit.body.meta.total).toBe(806);
  });

  it("serves every tier the SPEC's page (default 25, at most 100, no depth cap) and names a bad parameter", async () => {
    const anon = await get("/v1/eu-ai-act-provisions");
    expect(anon.status).toBe(200);
    expect(anon.body.data).toHaveLength(25);
    expect(anon.body.meta.gated).toBeUndefined();
    const big = await get("/v1/eu-ai-act-provisions?limit=100&offset=700");
    expect(big.body.data).toHaveLength(100);
    expect(big.body.meta).toMatchObject({ limit: 100, offset: 700, total: 806 });
    const free = await get("/v1/eu-ai-act-provisions?limit=100", { key: await mintKey("free") });
    expect(free.body.data).toHaveLength(100);
    for (const bad of ["article_number=five", "provision_type=chapter", "limit=101", "sort=title", "sort=relevance"]) {
      const res = await get(`/v1/eu-ai-act-provisions?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.param).toBe(bad.split("=")[0]);
    }
  });

  it("a q with no searchable words or SQL-looking text is an empty answer, never a 500", async () => {
    for (const q of ["'; DROP TABLE x; --", "\"", "-", "😀"]) {
      const res = await get(`/v1/eu-ai-act-provisions?q=${encodeURIComponent(q)}`, { key: enterprise });
      expect(res.status, q).toBe(200);
    }
  });
});

describe("links from the law record", () => {
  it("the EU AI Act's /citations links to its provisions; other records carry no link", async () => {
    const res = await get(`/v1/laws/${lawIdFor("eu:Regulation (EU) 2024/1689")}/citations`);
    expect(res.status).toBe(200);
    expect(res.body.data.provisions).toEqual({
      celex: "32024R1689",
      counts: { paragraph: 500, article_body: 113, recital: 180, annex: 13 },
      api_url: "http://lexatlas.test/v1/eu-ai-act-provisions?celex=32024R1689",
      web_url: "http://lexatlas.test/eu-ai-act",
    });
    const other = await get(`/v1/laws/${lawIdFor("colorado:SB24-205")}/citations`);
    expect(other.status).toBe(200);
    expect(other.body.data.provisions).toBeUndefined();
  });
});

function romanValue(r: string): number {
  return Array.from({ length: 13 }, (_, i) => toRoman(i + 1)).indexOf(r) + 1;
}
