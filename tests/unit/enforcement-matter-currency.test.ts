import { describe, expect, it } from "vitest";
import {
  duplicateStatusMismatches,
  eventsOutOfOrder,
  freshnessCutoff,
  newestDatedEvent,
  staleMovableMatters,
  statusConflicts,
} from "@/lib/enforcement/matter-currency";
import type { MatterRow } from "@/lib/enforcement/matter-file";

/** Fixed clocks only: whether a row is stale must not depend on the day the suite runs. */

type Ev = MatterRow["events"][number];
const ev = (event_type: string, date: string | null): Ev => ({ event_type, date, is_date_estimated: false, description: `${event_type}.`, source_url: null });

function row(over: Partial<MatterRow> & { key: string }): MatterRow {
  return {
    caption: "Caption",
    summary: null,
    matter_type: "civil_litigation",
    matter_status: "open",
    agency_code: null,
    forum_type: "federal_court",
    forum_name: null,
    docket_number: null,
    jurisdiction: "federal",
    jurisdiction_level: "federal",
    filed_date: null,
    decided_date: null,
    closed_date: null,
    ai_roles: ["generative_ai"],
    domain: null,
    tier: "B",
    publish_ready: true,
    duplicate_of: null,
    caption_untranslated: false,
    events: [],
    parties: [],
    relief: [],
    laws: [],
    sources: [{ url: "https://example.org/a", publisher: "P", date: null, title: null, kind: "secondary" }],
    ...over,
  };
}

const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe("freshnessCutoff", () => {
  it("is the same day six months earlier, clamped to the end of a shorter month", () => {
    expect(freshnessCutoff(at("2026-11-27"))).toBe("2026-05-27");
    expect(freshnessCutoff(at("2027-01-15"))).toBe("2026-07-15");
    expect(freshnessCutoff(at("2026-08-31"))).toBe("2026-02-28");
    expect(freshnessCutoff(at("2024-08-31"))).toBe("2024-02-29");
    expect(freshnessCutoff(at("2026-11-27"), 1)).toBe("2026-10-27");
  });
});

describe("staleMovableMatters", () => {
  const rows = [
    row({ key: "open-fresh", matter_status: "open", last_verified: "2026-05-27" }),
    row({ key: "open-day-too-old", matter_status: "open", last_verified: "2026-05-26" }),
    row({ key: "pending-never", matter_status: "pending" }),
    row({ key: "appeal-fresh", matter_status: "on_appeal", last_verified: "2026-11-27" }),
    row({ key: "decided-never", matter_status: "decided" }),
    row({ key: "settled-old", matter_status: "settled", last_verified: "2020-01-01" }),
  ];

  it("lists movable matters never verified or verified before the cutoff, and only those", () => {
    expect(staleMovableMatters(rows, at("2026-11-27"))).toEqual([
      { key: "open-day-too-old", matter_status: "open", last_verified: "2026-05-26" },
      { key: "pending-never", matter_status: "pending", last_verified: null },
    ]);
  });

  it("the clock decides: a row fresh today is stale six months and a day later", () => {
    const fresh = [row({ key: "m", matter_status: "on_appeal", last_verified: "2026-11-27" })];
    expect(staleMovableMatters(fresh, at("2027-05-27"))).toEqual([]);
    expect(staleMovableMatters(fresh, at("2027-05-28")).map((s) => s.key)).toEqual(["m"]);
  });
});

describe("statusConflicts", () => {
  it("on_appeal needs an appeal on record (the audit's case: a fined matter called 'on appeal' with no appeal)", () => {
    const r = row({ key: "x", matter_status: "on_appeal", events: [ev("decision", "2024-11-02"), ev("fine_imposed", "2024-12-20")] });
    expect(statusConflicts(r)).toEqual(["status on_appeal but no appeal_filed event"]);
  });

  it("a movable status cannot follow a judgment, a final order or a closing", () => {
    for (const type of ["judgment", "final_order_entered", "closed"]) {
      const r = row({ key: "x", matter_status: "open", events: [ev("lawsuit_filed", "2024-01-10"), ev(type, "2026-03-01")] });
      expect(statusConflicts(r), type).toEqual([`status open but the newest dated event is ${type} (2026-03-01)`]);
      expect(statusConflicts({ ...r, matter_status: "decided" }), type).toEqual([]);
    }
  });

  it("the newest event decides, not the last in the chain; undated events do not count", () => {
    const r = row({ key: "x", matter_status: "pending", events: [ev("judgment", "2025-05-01"), ev("order_entered", "2025-06-01"), ev("judgment", null)] });
    expect(statusConflicts(r)).toEqual([]);
  });

  it("on_appeal after a judgment is consistent when the appeal follows it, dated or not", () => {
    const dated = row({ key: "x", matter_status: "on_appeal", events: [ev("judgment", "2025-11-04"), ev("appeal_filed", "2025-12-16")] });
    expect(statusConflicts(dated)).toEqual([]);
    const undated = row({ key: "x", matter_status: "on_appeal", events: [ev("judgment", "2025-11-04"), ev("appeal_filed", null)] });
    expect(statusConflicts(undated)).toEqual([]);
    const appealBefore = row({ key: "x", matter_status: "on_appeal", events: [ev("appeal_filed", null), ev("judgment", "2026-03-01")] });
    expect(statusConflicts(appealBefore)).toEqual(["status on_appeal but the newest dated event is judgment (2026-03-01)"]);
  });

  it("an appeal as the newest event means the matter is on appeal", () => {
    const r = row({ key: "x", matter_status: "decided", events: [ev("decision", "2025-01-01"), ev("appeal_filed", "2025-02-01")] });
    expect(statusConflicts(r)).toEqual(["the newest dated event is appeal_filed (2025-02-01) but the status is decided"]);
  });

  it("a remitting tribunal decision may leave a matter pending; a closed_date may not leave it open", () => {
    expect(statusConflicts(row({ key: "x", matter_status: "pending", events: [ev("decision", "2025-10-01")] }))).toEqual([]);
    expect(statusConflicts(row({ key: "x", matter_status: "open", closed_date: "2025-01-01" }))).toEqual(["status open but closed_date is 2025-01-01"]);
  });

  it("a duplicate pointer is compared with the matter it duplicates instead", () => {
    const parent = row({ key: "p", matter_status: "on_appeal", events: [ev("appeal_filed", "2024-12-19")] });
    const dup = row({ key: "d", matter_status: "on_appeal", duplicate_of: "p" });
    expect(statusConflicts(dup)).toEqual([]);
    expect(duplicateStatusMismatches([parent, dup])).toEqual([]);
    expect(duplicateStatusMismatches([{ ...parent, matter_status: "decided" }, dup])).toEqual(["d is on_appeal but p is decided"]);
  });
});

describe("event chain helpers", () => {
  it("newestDatedEvent takes the latest date, the later chain position on a tie", () => {
    const r = row({ key: "x", events: [ev("press_release", "2025-01-01"), ev("decision", "2025-03-01"), ev("press_release", "2025-03-01"), ev("judgment", null)] });
    expect(newestDatedEvent(r)).toMatchObject({ index: 2, date: "2025-03-01" });
    expect(newestDatedEvent(row({ key: "y", events: [ev("judgment", null)] }))).toBeNull();
  });

  it("eventsOutOfOrder names a dated event listed after a later one", () => {
    const r = row({ key: "x", events: [ev("lawsuit_filed", "2024-01-01"), ev("judgment", "2025-06-01"), ev("settlement_announced", "2025-01-01"), ev("closed", null)] });
    expect(eventsOutOfOrder(r)).toEqual(["settlement_announced 2025-01-01 listed after 2025-06-01"]);
    expect(eventsOutOfOrder(row({ key: "y", events: [ev("a", "2024-01-01"), ev("b", null), ev("c", "2024-01-01")] }))).toEqual([]);
  });
});
