/** The deadline parser: every deadline string in the dataset parses to its reviewed dates; the rules hold in general. */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { curatedDataset } from "@/db/seed/dataset";
import { complianceData } from "@/lib/compliance/data";
import { headlineDate, parseDeadline } from "@/lib/compliance/deadline-parser";
import { DEADLINE_EXPECTATIONS } from "../fixtures/compliance/deadline-expectations";

const render = (text: string) => parseDeadline(text).map((d) => `${d.iso} ${d.precision}${d.basis === "computed" ? " computed" : ""}`);

function datasetDeadlineStrings(): Set<string> {
  const out = new Set<string>();
  for (const o of complianceData.obligations) if (o.deadline) out.add(o.deadline);
  for (const l of curatedDataset.laws) if (l.effective_text) out.add(l.effective_text);
  for (const b of curatedDataset.bills) if (b.deadline) out.add(b.deadline);
  return out;
}

describe("every deadline string in the dataset", () => {
  const expected = new Map(DEADLINE_EXPECTATIONS);

  it("has a reviewed expectation (a new or edited text needs one)", () => {
    const missing = [...datasetDeadlineStrings()].filter((s) => !expected.has(s));
    expect(missing, `add to tests/fixtures/compliance/deadline-expectations.ts:\n${missing.join("\n")}`).toEqual([]);
  });

  it.each(DEADLINE_EXPECTATIONS)("%s", (text, dates) => {
    expect(render(text)).toEqual(dates);
  });

  it("most dataset texts are dated, and every parsed date is a real calendar date whose year the text names", () => {
    const all = [...datasetDeadlineStrings()];
    const dated = all.filter((s) => parseDeadline(s).length > 0);
    expect(dated.length / all.length).toBeGreaterThan(0.9);
    for (const s of dated) {
      for (const d of parseDeadline(s)) {
        expect(new Date(`${d.iso}T00:00:00Z`).toISOString().slice(0, 10), s).toBe(d.iso);
        expect(d.sort >= d.iso, s).toBe(true);
        if (d.basis === "stated") expect(s, d.iso).toContain(d.iso.slice(0, 4));
      }
    }
  });
});

describe("parser rules", () => {
  it("reads the three full-date spellings, ordinal days and abbreviated months", () => {
    expect(render("October 1, 2024")).toEqual(["2024-10-01 day"]);
    expect(render("1 October 2024")).toEqual(["2024-10-01 day"]);
    expect(render("2024-10-01")).toEqual(["2024-10-01 day"]);
    expect(render("the 20th day of February, 2026")).toEqual(["2026-02-20 day"]);
    expect(render("Sept. 3, 2025 and Jan 5 2026")).toEqual(["2025-09-03 day", "2026-01-05 day"]);
  });

  it("gives month and year precision, with the period's last day as the sort date", () => {
    expect(parseDeadline("by July 2026")).toEqual([{ iso: "2026-07-01", precision: "month", sort: "2026-07-31", basis: "stated" }]);
    expect(parseDeadline("February of 2028")[0]).toMatchObject({ iso: "2028-02-01", sort: "2028-02-29", precision: "month" });
    expect(parseDeadline("in 2027")).toEqual([{ iso: "2027-01-01", precision: "year", sort: "2027-12-31", basis: "stated" }]);
    expect(render("2030")).toEqual(["2030-01-01 year"]);
  });

  it("never reads act numbers, chapter years or end-of-programme years as deadlines", () => {
    expect(render("Regulation (EU) 2026/1744")).toEqual([]);
    expect(render("Chapter 674, Statutes of 2025")).toEqual([]);
    expect(render("every two years thereafter until 2036")).toEqual([]);
    expect(render("Public Act 104-0054")).toEqual([]);
  });

  it("computes 'within N days/months of … (issued DATE)' and drops the anchor itself", () => {
    expect(render("Within 60 days of the issuance of this memorandum (issued April 3, 2025)")).toEqual(["2025-06-02 day computed"]);
    expect(render("within one month of adoption (issued January 31, 2026)")).toEqual(["2026-02-28 day computed"]);
  });

  it("drops publication anchors and superseded ('originally') dates", () => {
    expect(render("22 January 2026 (ninety business days after publication on 9 September 2025)")).toEqual(["2026-01-22 day"]);
    expect(render("2 December 2027 (originally 2 August 2026)")).toEqual(["2027-12-02 day"]);
  });

  it("rejects impossible dates and leaves recurring or relative texts undated", () => {
    expect(render("February 30, 2026")).toEqual([]);
    expect(render("At least annually")).toEqual([]);
    expect(render("Ninety (90) business days after publication")).toEqual([]);
    expect(parseDeadline(null)).toEqual([]);
  });

  it("round-trips any real date in every spelling (property)", () => {
    const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
    fc.assert(
      fc.property(fc.date({ min: new Date("1995-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 10);
        const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
        for (const text of [`${months[m - 1]} ${d}, ${y}`, `${d} ${months[m - 1]} ${y}`, iso, `By ${months[m - 1]} ${d}, ${y}, file the report`]) {
          expect(render(text)).toEqual([`${iso} day`]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the headline date is the next date still running, else the last one", () => {
    const dates = parseDeadline("August 2, 2026 (covered providers); January 1, 2027 (platforms); July 2028");
    expect(headlineDate(dates, "2026-08-02")?.iso).toBe("2026-08-02");
    expect(headlineDate(dates, "2026-08-03")?.iso).toBe("2027-01-01");
    expect(headlineDate(dates, "2028-07-15")?.iso).toBe("2028-07-01");
    expect(headlineDate(dates, "2028-08-01")?.iso).toBe("2028-07-01");
    expect(headlineDate([], "2026-01-01")).toBeNull();
  });
});
