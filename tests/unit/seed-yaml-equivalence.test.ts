/**
 * TEMPORARY (removed with the TypeScript arrays it compares against): the rows read from db/seed/data/**.yaml are
 * exactly the rows the db/seed/*.ts arrays held — same count, same fields, same values. Jurisdictions, screened
 * countries, bills, news and sectors keep their order; laws and obligations are regrouped by jurisdiction, so they
 * are compared in key order.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { curatedFiles } from "@/db/seed/curated-files";
import { euJurisdiction, usJurisdictions } from "@/db/seed/jurisdictions";
import { countryJurisdictions, internationalJurisdictions, screenedCountries } from "@/db/seed/countries";
import { stateLawsAM } from "@/db/seed/laws/us-states-a-m";
import { stateLawsNW } from "@/db/seed/laws/us-states-n-w";
import { federalLaws } from "@/db/seed/laws/us-federal";
import { euLaws } from "@/db/seed/laws/eu";
import { globalLaws } from "@/db/seed/laws/global";
import { landmarkBills } from "@/db/seed/bills";
import { newsItems } from "@/db/seed/news";
import { sectors } from "@/db/seed/sectors";
import { stateObligations } from "@/db/seed/obligations-states";
import { globalObligations } from "@/db/seed/obligations-global";

const arrays = {
  jurisdictions: [...usJurisdictions, euJurisdiction, ...countryJurisdictions, ...internationalJurisdictions],
  screenedCountries,
  laws: [...stateLawsAM, ...stateLawsNW, ...federalLaws, ...euLaws, ...globalLaws],
  bills: landmarkBills,
  news: newsItems,
  sectors,
  obligations: [...stateObligations, ...globalObligations],
};

type Row = object;
const field = (r: Row, name: string) => (r as Record<string, unknown>)[name];
const idOf = (r: Row) => String(field(r, "key") ?? field(r, "slug"));
const byId = (rows: readonly Row[]) => [...rows].sort((a, b) => (idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : 0));
/** JSON with object keys sorted: the same text for the same facts whatever the key order. */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(",")}]`
    : v && typeof v === "object"
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical(field(v, k))}`)
          .join(",")}}`
      : JSON.stringify(v);
const digest = (data: Record<string, readonly Row[]>) =>
  createHash("sha256")
    .update(canonical(Object.fromEntries(Object.entries(data).map(([k, rows]) => [k, byId(rows)]))))
    .digest("hex");

describe("the YAML data files hold exactly the facts of the TypeScript arrays", () => {
  const files = curatedFiles();

  it.each(["jurisdictions", "screenedCountries", "bills", "news", "sectors"] as const)("%s: same rows, same order", (kind) => {
    expect(files[kind]).toStrictEqual(arrays[kind]);
  });

  it.each(["laws", "obligations"] as const)("%s: same rows (regrouped by jurisdiction, compared in key order)", (kind) => {
    expect(files[kind]).toHaveLength(arrays[kind].length);
    expect(byId(files[kind])).toStrictEqual(byId(arrays[kind]));
  });

  it("regrouping kept the order of the duties of each law (the deadline builder takes the first-listed of equal duties)", () => {
    const sequence = (rows: readonly Row[], group: string) => {
      const out = new Map<string, string[]>();
      for (const r of rows) out.set(String(field(r, group)), [...(out.get(String(field(r, group))) ?? []), idOf(r)]);
      return Object.fromEntries(out);
    };
    expect(sequence(files.obligations, "law_key")).toEqual(sequence(arrays.obligations, "law_key"));
  });

  it("same canonical digest", () => {
    const before = digest(arrays);
    const after = digest({ ...files });
    console.log(`counts ${Object.entries(files).map(([k, v]) => `${k}=${v.length}`).join(" ")}; sha256 ${after}`);
    expect(after).toBe(before);
  });
});
