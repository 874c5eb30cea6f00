import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SourceFault } from "@/lib/sources/faults";
import {
  nextPageUrl,
  parseCourtListenerDocket,
  parseCourtListenerDocketAlert,
  parseCourtListenerDocketEntryPage,
  parseCourtListenerDocketPage,
} from "@/lib/sources/upstreams/courtlistener/schemas";
import {
  courtIdForForum,
  courtListenerDocketNumber,
  docketEntriesParams,
  docketEventDraftItem,
  docketQueryFor,
  newDocketEvents,
  pickDocket,
} from "@/lib/sources/upstreams/courtlistener/docket-events";
import { readMatterFiles } from "@/lib/enforcement/matter-file";
import { isCode } from "@/lib/enforcement/vocabularies";

const DIR = path.resolve(__dirname, "../../../fixtures/upstream/courtlistener");
const json = (file: string) => JSON.parse(fs.readFileSync(path.join(DIR, file), "utf8")) as Record<string, unknown>;
const docketBody = () => json("docket-4214664.json");
const alertBody = () => json("docket-alert-webhook.json");
// The recorded v4 cursor envelope, its results replaced by recorded objects of the endpoint under test (see NOTE.md).
const envelope = (results: unknown[]) => ({ ...json("recap-fetch-page-cursor.json"), results });
const alertEntries = () => (alertBody().payload as { results: Record<string, unknown>[] }).results;

const matter = {
  key: "nvlsp-v-united-states",
  forum_name: "U.S. District Court for the District of Columbia",
  docket_number: "1:16-cv-00745-PLF",
  events: [] as { event_type: string; date: string | null; is_date_estimated: boolean; description: string; source_url: string | null }[],
};

describe("CourtListener responses", () => {
  it("parses a docket, a docket page and docket entries (REST or docket-alert form)", () => {
    const docket = parseCourtListenerDocket(docketBody());
    expect(docket).toMatchObject({ id: 4214664, court_id: "dcd", docket_number: "1:16-cv-00745", date_last_filing: "2024-05-15" });
    const page = parseCourtListenerDocketPage(envelope([docketBody()]));
    expect(page.results[0]!.id).toBe(4214664);
    expect(typeof page.count).toBe("string"); // v4 gives a counting URL unless ?count=on
    const entries = parseCourtListenerDocketAlert(alertBody());
    expect(entries[0]).toMatchObject({ id: 2208776613, docket: 4214664, entry_number: 140, date_filed: "2022-10-11" });
    const restForm = alertEntries().map((e) => ({ ...e, docket: "https://www.courtlistener.com/api/rest/v4/dockets/4214664/" }));
    expect(parseCourtListenerDocketEntryPage(envelope(restForm)).results[0]!.recap_documents).toHaveLength(2);
  });

  it("follows cursor pages by their next URL, and only on the API's own host", () => {
    const page = parseCourtListenerDocketEntryPage(envelope([]));
    expect(nextPageUrl(page)).toBe("https://www.courtlistener.com/api/rest/v4/recap-fetch/?cursor=cD0yODAwMDQw&format=api");
    expect(nextPageUrl({ next: null })).toBeNull();
    expect(nextPageUrl({ next: "https://elsewhere.example/api/rest/v4/dockets/?cursor=x" })).toBeNull();
    expect(nextPageUrl({ next: "http://127.0.0.1:4010/api/rest/v4/dockets/?cursor=x" }, "http://127.0.0.1:4010")).toBe("http://127.0.0.1:4010/api/rest/v4/dockets/?cursor=x");
  });

  it("reports a changed shape as schema_changed", () => {
    const { docket_number: _n, ...noNumber } = docketBody();
    expect(() => parseCourtListenerDocket(noNumber)).toThrow(SourceFault);
    expect(() => parseCourtListenerDocketEntryPage({ results: alertEntries() })).toThrow(/next/);
    const textDate = alertEntries().map((e) => ({ ...e, date_filed: "Oct. 11, 2022" }));
    expect(() => parseCourtListenerDocketEntryPage(envelope(textDate))).toThrow(/results\.0\.date_filed/);
  });
});

describe("matter → docket → draft events", () => {
  it("maps our federal forum names to CourtListener court ids", () => {
    expect(courtIdForForum("U.S. District Court for the Northern District of California")).toBe("cand");
    expect(courtIdForForum("U.S. District Court for the Southern District of New York")).toBe("nysd");
    expect(courtIdForForum("U.S. District Court for the District of Massachusetts")).toBe("mad");
    expect(courtIdForForum("U.S. District Court for the District of Columbia")).toBe("dcd");
    expect(courtIdForForum("U.S. Court of Appeals for the District of Columbia Circuit")).toBe("cadc");
    expect(courtIdForForum("Federal Trade Commission")).toBeNull();
    expect(courtIdForForum("Superior Court of California, County of San Francisco")).toBeNull();
    expect(courtListenerDocketNumber("3:23-cv-03417-VC")).toBe("3:23-cv-03417");
  });

  it("builds the docket query of every matter that names a federal docket, and picks the docket", () => {
    const { rows } = readMatterFiles();
    const federal = rows.map((r) => docketQueryFor(r)).filter((o) => "query" in o);
    expect(federal.length).toBeGreaterThan(10);
    const out = docketQueryFor(matter);
    expect(out).toEqual({ query: { court: "dcd", docketNumber: "1:16-cv-00745", params: [["court", "dcd"], ["docket_number", "1:16-cv-00745"]] } });
    const docket = pickDocket(parseCourtListenerDocketPage(envelope([docketBody()])).results, "query" in out ? out.query : (null as never));
    expect(docket?.id).toBe(4214664);
    expect(docketEntriesParams(4214664)).toEqual([["docket", "4214664"], ["order_by", "-date_filed"]]);
    expect(docketQueryFor({ forum_name: "Federal Trade Commission", docket_number: "FTC File No. 192 3172" })).toHaveProperty("skip");
  });

  it("drafts new entries as events with date, wording, entry number and URL, once, and not those we hold", () => {
    const docket = parseCourtListenerDocket(docketBody());
    const entries = parseCourtListenerDocketAlert(alertBody());
    const drafts = newDocketEvents(matter, docket, [...entries, ...entries]);
    expect(drafts).toEqual([
      {
        matter_key: "nvlsp-v-united-states",
        suggested_event_type: null,
        date: "2022-10-11",
        is_date_estimated: false,
        description: (entries[0]!.description as string).replace(/\s+/g, " ").trim(),
        entry_number: 140,
        source_url: "https://www.courtlistener.com/docket/4214664/140/national-veterans-legal-services-program-v-united-states/",
        courtlistener_entry_id: 2208776613,
      },
    ]);
    expect(docketEventDraftItem(drafts[0]!)).toMatchObject({
      target: "enforcement_matter",
      targetKey: "nvlsp-v-united-states",
      itemKey: "courtlistener:docket-entry:2208776613",
      proposed: { event: { event_type: null, date: "2022-10-11", is_date_estimated: false, source_url: drafts[0]!.source_url } },
      upstreamUrl: drafts[0]!.source_url,
    });
    expect(docketEventDraftItem(drafts[0]!).summary).toMatch(/^New docket entry 140 \(2022-10-11\): MOTION for Settlement/);
    // Held already: an event of that day that says the same thing, or cites the entry number.
    const said = { event_type: "motion_decided", date: "2022-10-11", is_date_estimated: false, source_url: null };
    expect(newDocketEvents({ ...matter, events: [{ ...said, description: "Motion for settlement preliminary approval filed by Alliance for Justice, National Consumer Law Center and NVLSP." }] }, docket, entries)).toEqual([]);
    expect(newDocketEvents({ ...matter, events: [{ ...said, description: "Plaintiffs move for approval (ECF No. 140)." }] }, docket, entries)).toEqual([]);
    // Older than the newest event we hold: not new.
    expect(newDocketEvents({ ...matter, events: [{ ...said, date: "2023-01-01", description: "Later event." }] }, docket, entries)).toEqual([]);
    expect(newDocketEvents(matter, docket, entries, { since: "2022-10-11" })).toEqual([]);
  });

  it("suggests only event types of our vocabulary, from the entry's wording", () => {
    const docket = parseCourtListenerDocket(docketBody());
    const base = parseCourtListenerDocketAlert(alertBody())[0]!;
    const cases: [string, string | null][] = [
      ["NOTICE OF APPEAL TO DC CIRCUIT COURT by UNITED STATES.", "appeal_filed"],
      ["JUDGMENT in favor of plaintiffs.", "judgment"],
      ["ORDER DISMISSING CASE WITH PREJUDICE.", "dismissed"],
      ["MEMORANDUM AND ORDER granting motion for final approval.", "order_entered"],
      ["NOTICE of Appearance by Deepak Gupta.", null],
    ];
    const drafts = newDocketEvents(matter, docket, cases.map(([description], i) => ({ ...base, id: i, entry_number: 200 + i, description })));
    expect(drafts.map((d) => d.suggested_event_type)).toEqual(cases.map(([, t]) => t));
    for (const d of drafts) if (d.suggested_event_type) expect(isCode("event_type", d.suggested_event_type)).toBe(true);
  });
});
