import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SourceFault } from "@/lib/sources/faults";
import { parseOpenStatesBill, parseOpenStatesBillList, type OpenStatesBill } from "@/lib/sources/upstreams/open-states/schemas";
import { billNumbersIn, openStatesBillPath, openStatesQueryFor, pickBillForRecord } from "@/lib/sources/upstreams/open-states/query";
import { lawChangeDraftItem, proposeLawChange, stageOfStatusText, upstreamBillState } from "@/lib/sources/upstreams/open-states/bill-state";
import { loadDataDir } from "@/lib/data-files/load-yaml";
import { lawSeedSchema } from "@/db/seed/schemas";

const FIXTURE = path.resolve(__dirname, "../../../fixtures/upstream/open-states/bills-search-results-ny-2025-2026.json");
const recorded = () => JSON.parse(fs.readFileSync(FIXTURE, "utf8")) as Record<string, Record<string, unknown>[]>;
// The envelope api-v3 declares (PaginationMeta); the recorded file kept only `results` (see NOTE.md).
const page = (results: unknown[]) => ({ results, pagination: { per_page: 20, page: 1, max_page: 1, total_items: results.length } });
const legalAid = () => recorded()["New York:2025-2026:legal aid"]!;
const bill = (identifier: string): OpenStatesBill => parseOpenStatesBill(legalAid().find((b) => b.identifier === identifier));

describe("Open States responses", () => {
  it("parses recorded /bills results and a bill", () => {
    const list = parseOpenStatesBillList(page(recorded()["New York:2025-2026:immigration"]!));
    expect(list.results).toHaveLength(8);
    expect(list.results[0]).toMatchObject({ identifier: "A 10774", session: "2025-2026", jurisdiction: { name: "New York" } });
    expect(bill("A 10001").latest_action_description).toBe("SIGNED CHAP.51");
  });

  it("reports a changed shape as schema_changed", () => {
    expect(() => parseOpenStatesBillList({ results: legalAid() })).toThrow(SourceFault); // no pagination
    const renamed = legalAid().map(({ identifier, ...rest }) => ({ ...rest, bill_id: identifier }));
    expect(() => parseOpenStatesBillList(page(renamed))).toThrow(/results\.0\.identifier/);
    expect(() => parseOpenStatesBill({ ...legalAid()[0], actions: [{ description: "x" }] })).toThrow(SourceFault);
  });
});

describe("our record → Open States query", () => {
  const ref = (jurisdiction: string, identifier: string | null, record_type = "statute", record_date: string | null = "2026-05-14") => ({
    key: `${jurisdiction}:x`,
    jurisdiction,
    identifier,
    record_type,
    record_date,
  });

  it("maps bill numbers the way each legislature writes them", () => {
    expect(billNumbersIn("SB24-205")).toEqual(["SB 24-205"]);
    expect(billNumbersIn("SB25B-004")).toEqual(["SB 25B-004"]);
    expect(billNumbersIn("S1042A / A3596A (2023-2024)")).toEqual(["S 1042", "A 3596"]);
    expect(billNumbersIn("S8420-A / A8887-B")).toEqual(["S 8420", "A 8887"]);
    expect(billNumbersIn("2023 Wisconsin Act 123 (AB 664)")).toEqual(["AB 664"]);
    expect(billNumbersIn("Substitute SB 5 (2026), Public Act 26-15")).toEqual(["SB 5"]);
    expect(billNumbersIn("GBL Article 47 (§§ 1700–1704)")).toEqual([]);
  });

  it("builds the /bills query with the session year, or says why there is none", () => {
    const out = openStatesQueryFor(ref("new-york", "S8828 / A9449 (Chapter 96 of 2026)"));
    expect(out).toEqual({
      query: {
        jurisdiction: "New York",
        identifiers: ["S 8828", "A 9449"],
        sessionYear: 2026,
        params: [["jurisdiction", "New York"], ["identifier", "S 8828"], ["identifier", "A 9449"], ["include", "actions"], ["include", "sources"]],
      },
    });
    expect(openStatesQueryFor(ref("colorado", "SB24-205"))).toMatchObject({ query: { sessionYear: 2024, identifiers: ["SB 24-205"] } });
    expect(openStatesQueryFor(ref("california", "SB 53", "statute", "2025-09-29"))).toMatchObject({ query: { sessionYear: 2025 } });
    expect(openStatesQueryFor(ref("new-york-city", "Local Law 144 of 2021 (Int. 1894-2020)"))).toHaveProperty("skip");
    expect(openStatesQueryFor(ref("california", "Executive Order N-12-23", "executive_order"))).toHaveProperty("skip");
    expect(openStatesBillPath("ocd-bill/b42a94b3-95d6-4ed4-9828-33db39a799e7")).toBe("/bills/ocd-bill/b42a94b3-95d6-4ed4-9828-33db39a799e7");
  });

  it("gives every state bill record we hold a query or a reason", () => {
    const rows = loadDataDir(path.resolve(__dirname, "../../../../db/seed/data/laws/us-states"), lawSeedSchema);
    const outcomes = rows.map((r) => openStatesQueryFor(r));
    expect(outcomes.filter((o) => "query" in o).length).toBeGreaterThan(100);
    for (const o of outcomes) if ("query" in o) expect(o.query.identifiers.length).toBeGreaterThan(0);
  });

  it("picks the record's bill among the results: its number, its session, the companion that moved last", () => {
    const results = parseOpenStatesBillList(page(legalAid())).results;
    const q = { jurisdiction: "New York", identifiers: ["A 10001", "S 9003"], sessionYear: 2026, params: [] };
    expect(pickBillForRecord(results, q)?.identifier).toBe("A 10001"); // 2026-06-09 both; A first in page order
    expect(pickBillForRecord(results, { ...q, identifiers: ["S 8713"] })?.identifier).toBe("S 8713");
    expect(pickBillForRecord(results, { ...q, sessionYear: 2023 })).toBeNull();
    expect(pickBillForRecord(results, { ...q, identifiers: ["A 99999"] })).toBeNull();
  });
});

describe("upstream bill state vs our record", () => {
  it("normalises a bill and tells its stage from the last action", () => {
    expect(upstreamBillState(bill("A 10001"))).toMatchObject({
      identifier: "A 10001",
      session: "2025-2026",
      latestActionDate: "2026-06-09",
      latestActionDescription: "SIGNED CHAP.51",
      latestPassageDate: "2026-05-27",
      stage: "enacted",
      openstatesUrl: "https://openstates.org/ny/bills/2025-2026/A10001/",
    });
    expect(upstreamBillState(bill("A 10004")).stage).toBe("passed"); // "THRU LINE VETO MEMO.6": line vetoes, not a veto
    expect(upstreamBillState(bill("S 8713")).stage).toBe("introduced");
  });

  it("reads the stage from action classifications when actions are included", () => {
    // A recorded bill plus actions with exactly api-v3's BillAction fields (no recorded action list exists, see NOTE.md).
    const raw = { ...legalAid().find((b) => b.identifier === "S 8713")! };
    raw.actions = [
      { organization: { name: "Senate", classification: "upper" }, description: "REFERRED TO CODES", date: "2026-01-07", classification: ["referral-committee"], order: 2 },
      { organization: { name: "Senate", classification: "upper" }, description: "INTRODUCED", date: "2025-05-01", classification: ["introduction"], order: 1 },
      { organization: { name: "Executive", classification: "executive" }, description: "VETOED MEMO.12", date: "2026-11-20", classification: ["executive-veto"], order: 3 },
    ];
    expect(upstreamBillState(parseOpenStatesBill(raw)).stage).toBe("vetoed");
  });

  it("proposes a draft with the upstream evidence when the last action is newer or the stage differs, and nothing otherwise", () => {
    const signed = upstreamBillState({ ...bill("A 10001"), sources: [{ url: "https://nyassembly.gov/leg/?bn=A10001", note: "" }] });
    const ours = { key: "new-york:A10001", jurisdiction: "new-york", identifier: "A10001", status: "Passed Assembly", record_date: "2026-05-27" };
    const draft = proposeLawChange(ours, signed, "2026-11-27T10:00:00Z");
    expect(draft).toEqual({
      kind: "law_status_review",
      law_key: "new-york:A10001",
      reasons: ["newer_action", "stage_differs"],
      current: { status: "Passed Assembly", record_date: "2026-05-27", stage: "passed" },
      upstream: {
        identifier: "A 10001",
        session: "2025-2026",
        stage: "enacted",
        latest_action_date: "2026-06-09",
        latest_action_description: "SIGNED CHAP.51",
        latest_passage_date: "2026-05-27",
      },
      suggested: { status: "SIGNED CHAP.51", record_date: "2026-06-09" },
      evidence: {
        source: "open_states",
        openstates_id: signed.openstatesId,
        url: "https://openstates.org/ny/bills/2025-2026/A10001/",
        source_urls: ["https://nyassembly.gov/leg/?bn=A10001"],
        retrieved_at: "2026-11-27T10:00:00Z",
      },
    });
    const item = lawChangeDraftItem(draft!);
    expect(item).toMatchObject({
      target: "law_record",
      targetKey: "new-york:A10001",
      proposed: { status: "SIGNED CHAP.51", record_date: "2026-06-09" },
      upstreamUrl: "https://openstates.org/ny/bills/2025-2026/A10001/",
    });
    // The same upstream state read again is the same draft; a later action is another.
    expect(lawChangeDraftItem(proposeLawChange(ours, signed, "2026-11-28T10:00:00Z")!).itemKey).toBe(item.itemKey);
    expect(lawChangeDraftItem(proposeLawChange(ours, { ...signed, latestActionDate: "2026-07-01" }, "t")!).itemKey).not.toBe(item.itemKey);
    expect(JSON.parse(JSON.stringify(item))).toEqual(item);
    // Our row already says what upstream says: no draft.
    expect(proposeLawChange({ ...ours, status: "Signed by the Governor — Chapter 51", record_date: "2026-06-09" }, signed, "t")).toBeNull();
    // Same stage, newer action only.
    expect(proposeLawChange({ ...ours, status: "Signed by Governor", record_date: "2026-06-01" }, signed, "t")?.reasons).toEqual(["newer_action"]);
  });

  it("reads our free-text statuses", () => {
    expect(stageOfStatusText("Signed by the Governor; enacted, effective January 1, 2027")).toBe("enacted");
    expect(stageOfStatusText("Vetoed by Governor")).toBe("vetoed");
    expect(stageOfStatusText("Signed into law, with vetoes")).toBe("enacted");
    expect(stageOfStatusText("Chaptered")).toBe("enacted");
    expect(stageOfStatusText(null)).toBe("unknown");
  });
});
