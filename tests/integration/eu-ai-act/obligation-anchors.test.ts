import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/runtime/database";
import { complianceData } from "@/lib/compliance/data";
import { heldAnchorIds } from "@/lib/eu-ai-act/provisions";
import { loadEuAiActProvisions } from "@/lib/eu-ai-act/load";
import { readObligationAnchors } from "@/lib/eu-ai-act/obligation-anchors";
import { get } from "../../support/api";
import { mintKey } from "../../support/keys";

const mapping = readObligationAnchors();
const aiActDuties = complianceData.obligations.filter((o) => o.law_key === mapping.lawKey);
let held: Set<string>;

beforeAll(async () => {
  const { db } = await getDb();
  await loadEuAiActProvisions(db);
  held = await heldAnchorIds(db, mapping.celex);
});

/** The article numbers a citation names: "Art. 16(c), (f)-(g); Art. 17(1); Art. 43" → 16, 17, 43. */
function citedArticles(citation: string): number[] {
  const found = new Set<number>();
  for (const m of citation.matchAll(/Art\.\s*(\d+)/g)) found.add(Number(m[1]));
  for (const m of citation.matchAll(/(?<![\d(])(\d+)\(/g)) found.add(Number(m[1]));
  return [...found].sort((a, b) => a - b);
}

describe("compliance duties name the EU AI Act provisions they rest on", () => {
  it("every anchor in the mapping exists in the imported provisions", () => {
    expect(held.size).toBe(806);
    const all = [...mapping.byObligation.values()].flat();
    expect(all.length).toBeGreaterThan(0);
    for (const anchor of all) expect(held.has(anchor), anchor).toBe(true);
  });

  it("every AI Act duty has an entry, and every entry is a real duty", () => {
    expect(aiActDuties.length).toBeGreaterThan(0);
    for (const duty of aiActDuties) expect(mapping.byObligation.has(duty.key), duty.key).toBe(true);
    const dutyKeys = new Set(complianceData.obligations.map((o) => o.key));
    for (const key of mapping.byObligation.keys()) expect(dutyKeys.has(key), key).toBe(true);
  });

  it("each entry names exactly the articles its duty's citation names", () => {
    for (const duty of aiActDuties) {
      const anchored = [...new Set(mapping.byObligation.get(duty.key)!.map((a) => Number(a.slice(0, 3))))].sort((a, b) => a - b);
      expect(anchored, `${duty.key} (${duty.citation})`).toEqual(citedArticles(duty.citation ?? ""));
    }
  });

  it("GET /v1/obligations carries the anchors on AI Act duties and not on others", async () => {
    const res = await get("/v1/obligations?jurisdiction=italy&sector=employment", { key: await mintKey("pro") });
    expect(res.status).toBe(200);
    const eu = res.body.data.filter((o: any) => o.key.startsWith(`${mapping.lawKey}#`));
    expect(eu.length).toBeGreaterThan(0);
    for (const o of eu) expect(o.anchors).toEqual(mapping.byObligation.get(o.key));
    const chatbot = await get("/v1/obligations?jurisdiction=eu&sector=retail&use=customer", { key: await mintKey("pro") });
    const art50 = chatbot.body.data.find((o: any) => o.key.endsWith("#chatbot-disclosure"));
    expect(art50?.anchors).toEqual(["050.001", "050.005"]);
    for (const o of res.body.data.filter((o: any) => !o.key.startsWith(`${mapping.lawKey}#`))) expect(o.anchors).toBeUndefined();
  });
});
