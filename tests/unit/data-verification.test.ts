/**
 * Verification dates of the curated rows (verified_on: the day every fact of a row was last re-checked against its
 * source). A row whose status can still move must have been re-checked within the last six months, counted back from
 * the day the test runs, so the rule keeps biting as time passes:
 *   - law records: an open bill (record_type bill, not refused) or a pending, proposed, draft, introduced or referred
 *     instrument;
 *   - landmark bills (db/seed/data/bills): every row, since each tracks a bill's progress;
 *   - obligations: a duty of such a law, or a duty not yet in effect (its first date, or its law's, still ahead).
 * News items and securities-filing disclosures report something that happened and cannot move; their verification
 * date is optional. Enforcement matters have their own rule (tests/unit/enforcement-data.test.ts).
 * Every verification date, on every kind, is a real day no later than today and no earlier than the event it vouches
 * for. See docs/data-audit.md.
 */
import { describe, expect, it } from "vitest";
import { curatedDataset } from "@/db/seed/dataset";
import { complianceData } from "@/lib/compliance/data";
import { utcToday } from "@/lib/compliance/deadline-parser";
import { lifecycleOf } from "@/lib/compliance/lifecycle";
import { readRiskFactorFile, riskFactorsFile } from "@/lib/disclosures/load";

const WINDOW_MONTHS = 6;
const today = utcToday();

/** The same day `months` months earlier (clamped to the month's last day: 31 August − 6 months = 28/29 February). */
export function monthsBefore(isoDay: string, months: number): string {
  const [y, m, d] = isoDay.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

const since = monthsBefore(today, WINDOW_MONTHS);
const OPEN_STATUS = /\b(pending|proposed|draft|introduced|referred)\b/i;
const { laws, bills, news } = curatedDataset;
const lawByKey = new Map(laws.map((l) => [l.key, l]));
const lawCanMove = (l: (typeof laws)[number]) => (l.record_type === "bill" && l.in_force !== false) || OPEN_STATUS.test(l.status);
const fresh = (v: string | undefined | null) => Boolean(v && v >= since);

const movableObligations = complianceData.obligations.filter((o) => {
  const law = lawByKey.get(o.law_key)!;
  return lawCanMove(law) || lifecycleOf(o.deadline ?? law.effective_text ?? null, law.in_force, today).not_yet_effective;
});

const disclosures = readRiskFactorFile(riskFactorsFile());

describe(`rows whose status can still move are re-checked within ${WINDOW_MONTHS} months (since ${since})`, () => {
  it("monthsBefore counts calendar months back, clamping to the month's end", () => {
    expect(monthsBefore("2026-11-27", 6)).toBe("2026-05-27");
    expect(monthsBefore("2026-08-31", 6)).toBe("2026-02-28");
    expect(monthsBefore("2027-03-15", 6)).toBe("2026-09-15");
  });

  it("law records: open bills and pending, proposed or draft instruments", () => {
    const open = laws.filter(lawCanMove);
    expect(open.length).toBeGreaterThan(0);
    expect(open.filter((l) => !fresh(l.verified_on)).map((l) => `${l.key} (${l.verified_on ?? "never"}): ${l.status}`)).toEqual([]);
  });

  it("landmark bills", () => {
    expect(bills.length).toBeGreaterThan(0);
    expect(bills.filter((b) => !fresh(b.verified_on)).map((b) => `${b.slug} (${b.verified_on})`)).toEqual([]);
  });

  it("obligations of a moving law, or not yet in effect", () => {
    console.log(`movable obligations: ${movableObligations.length} of ${complianceData.obligations.length}; verified since ${since}: ${movableObligations.filter((o) => fresh(o.verified_on)).length}`);
    expect(movableObligations.length).toBeGreaterThan(0);
    expect(movableObligations.filter((o) => !fresh(o.verified_on)).map((o) => `${o.key} (${o.verified_on ?? "never"})`)).toEqual([]);
  });
});

describe("every verification date is a real day, not after today, not before what it vouches for", () => {
  const check = (label: string, verified: string | undefined | null, notBefore: string | null | undefined) => {
    if (!verified) return null;
    if (new Date(`${verified}T00:00:00Z`).toISOString().slice(0, 10) !== verified) return `${label}: ${verified} is not a calendar day`;
    if (verified > today) return `${label}: ${verified} is after today`;
    if (notBefore && verified < notBefore) return `${label}: ${verified} is before ${notBefore}`;
    return null;
  };

  it("obligations (their law's record date), news (published date), disclosures (filing date), laws (record date)", () => {
    const problems = [
      ...complianceData.obligations.map((o) => check(o.key, o.verified_on, lawByKey.get(o.law_key)?.record_date)),
      ...news.map((n) => check(n.key, n.verified_on, n.published_date)),
      ...disclosures.map((d) => check(d.key, d.verified_on, d.filing_date)),
      ...laws.map((l) => check(l.key, l.verified_on, l.record_date)),
    ].filter(Boolean);
    expect(problems).toEqual([]);
  });

  it("the check itself refuses a future date and one before the event", () => {
    expect(check("x", "2999-01-01", null)).toMatch(/after today/);
    expect(check("x", "2020-01-01", "2021-01-01")).toMatch(/before 2021-01-01/);
    expect(check("x", "2026-02-30", null)).toMatch(/not a calendar day/);
  });
});
