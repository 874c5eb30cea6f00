/**
 * The legal logic of curated duties. A duty phrased with a condition ("unless", "only if", "except", "if", "when",
 * "where") is where an audit found an inverted AND/OR (Lab. Code § 927 read as a safe harbour), so every such row must
 * record, in its source_note, the statute's own conjunctions as they were checked; and a verification date is never
 * in the future nor earlier than the law's own record date. The same inversion was then found in the summaries of three
 * laws modelled on § 927 (California, New York, Illinois), so their summaries are held to the statutes' reading too.
 */
import { describe, expect, it } from "vitest";
import { curatedFiles } from "@/db/seed/curated-files";

const { obligations, laws } = curatedFiles();
const lawByKey = new Map(laws.map((l) => [l.key, l]));
/** Words that make a duty conditional; "whether" only introduces a question, so it is not one of them. */
export const CONDITIONAL = /\b(unless|only if|only when|except|provided that|if|when|where)\b/i;

describe("conditional duties", () => {
  const conditional = obligations.filter((o) => CONDITIONAL.test(o.obligation));

  it("are many enough that the rule is not vacuous", () => {
    expect(conditional.length).toBeGreaterThan(30);
  });

  it("each record the conjunction checked against the source (source_note), so an inverted condition is reviewable", () => {
    const unchecked = conditional.filter((o) => !o.source_note || o.source_note.length < 40).map((o) => o.key);
    expect(unchecked).toEqual([]);
  });

  it("California AB 2602: § 927(a) makes the term unenforceable only when the description is missing AND the performer was NOT represented, with the (a)(2)(B) carve-out", () => {
    const row = obligations.find((o) => o.key === "california:AB 2602#digital-replica-contract-terms")!;
    expect(row.obligation).toMatch(/\bonly if\b/);
    expect(row.obligation).toMatch(/lacks a reasonably specific description/);
    expect(row.obligation).toMatch(/\bnot represented\b/);
    expect(row.obligation).toMatch(/consistent with the contract and the fundamental character/);
    // The inverted reading treated representation as the way to make the term enforceable-proof.
    expect(row.obligation).not.toMatch(/unless[^.]*\brepresented by\b/);
    expect(row.source_note).toMatch(/all of the following conditions/);
  });
});

describe("law summaries of digital-replica contract statutes", () => {
  // Lab. Code § 927, GOL § 5-302 and 815 ILCS 550/10 void a term only if ALL of: it replaces in-person work, it lacks a
  // reasonably specific description, and the performer had neither counsel nor a union. "unless <description> AND
  // <representation>" is the inverted reading (both safeguards required); "unless … or …" and "where … and neither …"
  // are the statutes' own.
  const replicaTerms = laws.filter((l) => /digital replica/i.test(l.summary ?? "") && /unenforceable|\bvoid\b/i.test(l.summary ?? ""));

  it("are found (the rule is not vacuous)", () => {
    expect(replicaTerms.map((l) => l.key)).toEqual(expect.arrayContaining(["california:AB 2602", "new-york:S7676B (2024)", "illinois:HB 4762"]));
  });

  it("never require both the description and the representation for the term to stand", () => {
    const inverted = replicaTerms.filter((l) => /\bunless\b[^.]*\band\b[^.]*\b(represent|counsel|union)/i.test(l.summary ?? "")).map((l) => l.key);
    expect(inverted).toEqual([]);
  });
});

describe("verification dates of duties", () => {
  const today = new Date().toISOString().slice(0, 10);

  it("are never in the future nor before the law's record date", () => {
    for (const o of obligations) {
      if (!o.verified_on) continue;
      expect(o.verified_on <= today, `${o.key}: verified_on ${o.verified_on} is after today`).toBe(true);
      const recordDate = lawByKey.get(o.law_key)?.record_date;
      if (recordDate) expect(o.verified_on >= recordDate, `${o.key}: verified before its law's record_date`).toBe(true);
    }
  });
});
