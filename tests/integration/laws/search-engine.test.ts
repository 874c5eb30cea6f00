import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { lawIdFor } from "@/db/seed";
import { curatedDataset } from "@/db/seed/dataset";
import { getDb } from "@/lib/runtime/database";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";

/** The search engine (lib/laws/search-engine.ts) through GET /v1/search and GET /v1/laws. */

let developer: string;
beforeAll(async () => {
  developer = await mintKey("developer");
});

type Hit = { id: string; title: string; rank: number; jurisdiction: { slug: string } };
async function search(q: string, extra = "") {
  const res = await get(`/v1/search?q=${encodeURIComponent(q)}${extra}`, { key: developer });
  expect(res.status, q).toBe(200);
  return res.body as { data: Hit[]; meta: { total: number; strategy: string; interpreted_q?: string } };
}
const top = async (q: string, n = 3) => (await search(q)).data.slice(0, n).map((r) => r.id);

describe("identifier spellings", () => {
  it("SB24-205 is found however it is typed, first", async () => {
    for (const q of ["SB24-205", "SB 24-205", "sb24205", "sb 24 205", "SB 205", "colorado sb 205", "SB-24-205"]) {
      expect((await top(q, 1))[0], q).toBe(lawIdFor("colorado:SB24-205"));
    }
  });

  it("other numbering styles: a session suffix, a version letter, an executive order, a public law", async () => {
    const cases: [string, string][] = [
      ["HB149", "texas:HB 149"], // stored as "HB 149 (89R)"
      ["texas hb 149", "texas:HB 149"],
      ["S6953", "new-york:S6953B"], // stored as "S6953B / A6453B"
      ["A6453B", "new-york:S6953B"],
      ["Executive Order 14110", "federal:EO 14110"],
      ["eo14179", "federal:EO 14179"],
      ["Public Law 119-12", "federal:Public Law 119-12"],
      ["SB 5838", "washington:SB 5838"], // stored as "E2SSB 5838 (…)": the record key's short form counts
    ];
    for (const [q, key] of cases) expect((await top(q, 1))[0], q).toBe(lawIdFor(key));
  });
});

describe("alternate and common names", () => {
  it("a record's own alternate names find it first", async () => {
    const cases: [string, string][] = [
      ["ELVIS Act", "tennessee:HB 2091"],
      ["TRAIGA", "texas:HB 149"],
      ["AIDA", "canada:C-27 (44-1)"],
      ["AI Act", "eu:Regulation (EU) 2024/1689"], // the exact name outranks every "… AI … Act" title
    ];
    for (const [q, key] of cases) expect((await top(q, 1))[0], q).toBe(lawIdFor(key));
  });

  it("a landmark bill's curated names become its law's names: searched and served", async () => {
    const admt = lawIdFor("colorado:SB26-189");
    const bill = curatedDataset.bills.find((b) => b.law_key === "colorado:SB26-189")!;
    expect(bill.alternate_names).toContain("ADMT Act");
    const law = curatedDataset.laws.find((l) => l.key === "colorado:SB26-189")!;
    expect(law.alternate_names).toContain("ADMT Act");
    expect((await top("ADMT Act", 1))[0]).toBe(admt);
    const detail = await get(`/v1/laws/${admt}/citations`, { key: developer });
    expect(detail.body.data.alternate_names).toContain("ADMT Act");
  });
});

describe("jurisdiction names and abbreviations", () => {
  it("state + topic finds that state's law, all words matched", async () => {
    const res = await search("colorado deepfake");
    expect(res.data[0]!.id).toBe(lawIdFor("colorado:HB24-1147"));
    expect(res.meta.strategy).toMatch(/^all_words/);
    expect(res.data[0]!.rank).toBeGreaterThanOrEqual(1); // matched every word: the name is in the document
    expect((await top("new jersey deepfake", 1))[0]).toBe(lawIdFor("new-jersey:A3540"));
  });

  it("a jurisdiction name alone lists its records; an abbreviation works as a word", async () => {
    const res = await search("Tennessee");
    const tennessee = curatedDataset.laws.filter((l) => l.jurisdiction === "tennessee").length;
    expect(res.meta.total).toBeGreaterThanOrEqual(tennessee);
    for (const r of res.data.slice(0, tennessee)) expect(r.jurisdiction.slug).toBe("tennessee");
    expect((await top("NY frontier AI safety", 1))[0]).toBe(lawIdFor("new-york:S6953B"));
  });

  it("renaming a jurisdiction re-indexes its records (trigger)", async () => {
    expect((await search("Centennial")).meta.total).toBe(0);
    const { db } = await getDb();
    await db.execute(sql`UPDATE jurisdictions SET name = 'Centennial State' WHERE slug = 'colorado'`);
    try {
      const res = await search("Centennial");
      expect(res.meta.total).toBe(curatedDataset.laws.filter((l) => l.jurisdiction === "colorado").length);
    } finally {
      await db.execute(sql`UPDATE jurisdictions SET name = 'Colorado' WHERE slug = 'colorado'`);
    }
  });
});

describe("ranking: all words first, then a ranked fallback", () => {
  it("when all words run short, partial matches follow with rank below 1", async () => {
    const res = await search("california deepfake election");
    expect(res.meta.strategy).toBe("all_words+any_word");
    // Both California election-deepfake statutes hold every word; whichever ranks first, the top is one of them.
    expect([lawIdFor("california:AB 2655"), lawIdFor("california:AB 730 (2019)")]).toContain(res.data[0]!.id);
    const ranks = res.data.map((r) => r.rank);
    expect(ranks[0]).toBeGreaterThanOrEqual(1);
    expect(ranks.some((r) => r < 1)).toBe(true);
    for (let i = 1; i < ranks.length; i++) expect(ranks[i - 1]).toBeGreaterThanOrEqual(ranks[i]!);
  });

  it("a query every word of which matches many records needs no fallback", async () => {
    const res = await search("deepfake");
    expect(res.meta.strategy).toBe("all_words");
    for (const r of res.data) expect(r.rank).toBeGreaterThanOrEqual(1);
  });

  it("filters decide whether all words ran short, and always apply", async () => {
    const res = await search("deepfake election", "&jurisdiction=colorado");
    for (const r of res.data) expect(r.jurisdiction.slug).toBe("colorado");
    expect(res.data[0]!.id).toBe(lawIdFor("colorado:HB24-1147"));
  });
});

describe("typo tolerance", () => {
  it("a misspelt word is replaced by the closest word of the corpus, and the answer says so", async () => {
    const res = await search("colorodo ai act");
    expect(res.meta.strategy).toContain("fuzzy");
    expect(res.meta.interpreted_q).toBe("colorado ai act");
    expect(res.data.slice(0, 3).map((r) => r.id)).toContain(lawIdFor("colorado:SB24-205"));
    expect((await top("Kazakstan", 1))[0]).toBe(lawIdFor("kazakhstan:230-VIII"));
    expect((await top("tennesee elvis act", 1))[0]).toBe(lawIdFor("tennessee:HB 2091"));
    expect(await top("artifical intelligence act", 3)).toContain(lawIdFor("eu:Regulation (EU) 2024/1689"));
  });

  it("a correctly spelt query is not rewritten", async () => {
    const res = await search("colorado ai act");
    expect(res.meta.strategy).not.toContain("fuzzy");
    expect(res.meta.interpreted_q).toBeUndefined();
  });
});

describe("web-search syntax keeps working", () => {
  it("quoted phrase with exclusions", async () => {
    const res = await search('"AI Act" -guidelines -code');
    expect(res.data[0]!.id).toBe(lawIdFor("eu:Regulation (EU) 2024/1689"));
    for (const r of res.data) expect(r.title.toLowerCase()).not.toMatch(/guidelines|code of practice/);
  });

  it("or widens", async () => {
    const either = (await search("companion or chatbot")).data.map((r) => r.id);
    expect(either).toEqual(expect.arrayContaining([lawIdFor("california:SB 243"), lawIdFor("utah:HB 452")]));
    // Utah HB 452 (a chatbot law, not about companions) matches all of "companion or chatbot" but not "companion chatbot".
    const rankOf = async (q: string) => (await search(q)).data.find((r) => r.id === lawIdFor("utah:HB 452"))?.rank ?? 0;
    expect(await rankOf("companion or chatbot")).toBeGreaterThanOrEqual(1);
    expect(await rankOf("companion chatbot")).toBeLessThan(1);
  });
});

describe("GET /v1/laws q: a substring filter, widened to names and identifiers", () => {
  const total = async (query: string) => {
    const res = await get(`/v1/laws?${query}`, { key: developer });
    expect(res.status, query).toBe(200);
    return res.body;
  };

  it("matches alternate names and identifiers however spaced, never typos", async () => {
    const elvis = await total(`q=${encodeURIComponent("ELVIS Act")}`);
    expect(elvis.data.map((r: Hit) => r.id)).toContain(lawIdFor("tennessee:HB 2091"));
    const ident = await total("q=sb24205");
    expect(ident.data.map((r: Hit) => r.id)).toContain(lawIdFor("colorado:SB24-205"));
    expect((await total("q=colorodo")).meta.total).toBe(0); // a filter, not a search: no typo tolerance here
  });

  it("sort=relevance ranks the same rows, best first", async () => {
    const byDate = await total("q=deepfake&limit=100");
    const ranked = await total("q=deepfake&sort=relevance&limit=100");
    expect(ranked.meta.total).toBe(byDate.meta.total);
    expect(ranked.data.map((r: Hit) => r.id).sort()).toEqual(byDate.data.map((r: Hit) => r.id).sort());
    expect(ranked.data[0].title.toLowerCase()).toContain("deepfake");
    const noQ = await total("sort=relevance&limit=5");
    expect(noQ.meta.total).toBe(curatedDataset.laws.length);
  });
});
