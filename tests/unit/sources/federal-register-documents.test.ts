/**
 * The Federal Register parser (lib/sources/upstreams/federal-register/documents.ts) on the recorded pages
 * (tests/fixtures/upstream/federal-register/NOTE.md), and the parts no recorded page exercises.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { recordUidFor } from "@/lib/us-law/citation";
import { proclamationsImporter } from "@/lib/us-law/import/proclamations";
import { sourceReadFromSnapshot } from "@/lib/us-law/snapshot";
import { documentsPageSchema, pageDerivation, recordsOfPage, type FederalRegisterDocument } from "@/lib/sources/upstreams/federal-register/documents";
import { deriveInSlices } from "@/lib/sources/connector";
import { isCorrectionOrRepublication } from "@/lib/us-law/import/presidential";
import { prepareStagedRows, stagedJson } from "@/lib/us-law/import/write-run";
import { retryAfterMs } from "@/lib/sources/client";
import { HostPacer } from "@/lib/sources/host-pacer";

const dir = path.resolve(__dirname, "../../fixtures/upstream/federal-register");
const page = (f: string) => documentsPageSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")));

describe("Federal Register documents pages", () => {
  it("the recorded pages validate; numbers as strings, absent fields as absent", () => {
    const p1 = page("executive-orders.page-1.json");
    expect(p1.count).toBe(1567);
    expect(p1.next_page_url).toMatch(/page=2/);
    expect(p1.results![4]).toMatchObject({ executive_order_number: "12890", document_number: "94-290" });
    expect(page("executive-orders.page-2.json").next_page_url).toBeUndefined();
  });

  it("executive orders: corrections (C1-, Z9-) and an entry without a number are not records", () => {
    const records = recordsOfPage(page("executive-orders.page-1.json").results!, "executive_order");
    expect(records.map((r) => r.citation)).toEqual(["Executive Order 12890", "Executive Order 12891"]);
    expect(records[0]).toMatchObject({
      record_uid: recordUidFor("federal", "Executive Order 12890"),
      instrument_type: "executive_order",
      identifier: "EO 12890",
      title: "Amendment to Executive Order No. 12864",
      enacted_date: "1993-12-30",
      published_date: "1994-01-05",
      fr_document_number: "94-290",
      fr_citation: null, // not in these pages: never guessed
      full_text_url: null,
      status: "enacted",
      in_force: null,
    });
  });

  it("proclamations: a 2009 E9- document number is an ordinary document; records equal the file importer's for the same document", () => {
    const records = recordsOfPage(page("proclamations.page-1.json").results!, "proclamation");
    expect(records.map((r) => r.document_number)).toEqual([7331, 7332, 8397, 10791, 11045, 11046]);
    expect(records.find((r) => r.document_number === 8397)!.fr_document_number).toBe("E9-18085");
    // Proclamation 10791 is in the committed snapshot (2024 export): the same record whichever way it is read, except
    // for the fields these pages do not carry and the provenance of the read.
    const fromFile = sourceReadFromSnapshot(proclamationsImporter, undefined, (r) => r[1] === 10791).records[0]!;
    const fromApi = records.find((r) => r.document_number === 10791)!;
    const same = (r: typeof fromApi) => ({ ...r, fr_citation: null, full_text_url: null, source_authority: null, edition: null });
    expect(same(fromApi)).toEqual(same(fromFile));
  });

  it("memoranda, determinations and notices are keyed by their FR document number (values constructed for this unit test, not a recorded response)", () => {
    const doc: FederalRegisterDocument = {
      document_number: "2099-00001",
      title: "Example Memorandum Title",
      publication_date: "2099-01-05",
      signing_date: "2099-01-02",
      citation: null,
      html_url: "https://www.federalregister.gov/documents/2099/01/05/2099-00001/example",
      pdf_url: null,
      executive_order_number: null,
      proclamation_number: null,
      disposition_notes: null,
    };
    const [memo] = recordsOfPage([doc, { ...doc, document_number: "C1-2099-00001", title: "Correction" }], "memorandum");
    expect(recordsOfPage([doc], "memorandum")).toHaveLength(1);
    expect(memo).toMatchObject({
      instrument_type: "presidential_memorandum",
      source: "presidential_documents",
      citation: "FR Doc. 2099-00001",
      record_uid: recordUidFor("federal", "FR Doc. 2099-00001"),
      document_number: null,
      enacted_date: "2099-01-02",
    });
    expect(recordsOfPage([doc], "determination")[0]!.instrument_type).toBe("presidential_determination");
    expect(recordsOfPage([doc], "notice")[0]!.instrument_type).toBe("presidential_notice");
  });

  it("a page derived in slices is the page derived at once, and the event loop turns between slices", async () => {
    for (const [file, type] of [["executive-orders.page-1.json", "executive_order"], ["proclamations.page-1.json", "proclamation"]] as const) {
      const results = page(file).results!;
      const derivation = pageDerivation(results, type);
      const turns: number[] = [];
      let derived = 0;
      // A callback queued for the next turn of the loop runs while the slices are still being derived, not after.
      const tick = () => {
        turns.push(derived);
        if (derived < derivation.count) setImmediate(tick);
      };
      setImmediate(tick);
      const sliced = await deriveInSlices(derivation.count, (i) => (derived++, derivation.recordAt(i)), 1);
      expect(sliced).toEqual(recordsOfPage(results, type));
      expect(turns.some((n) => n > 0 && n < derivation.count)).toBe(true);
    }
  });

  it("a page serialised for staging ahead stages exactly the text the writer makes without it, and cannot go stale", async () => {
    const records = recordsOfPage(page("executive-orders.page-1.json").results!, "executive_order");
    const unprepared = structuredClone(records); // never prepared: the writer makes their text in one go
    await prepareStagedRows(records, 7);
    const prepared = stagedJson(records);
    expect(prepared).toEqual(stagedJson(unprepared));
    expect(stagedJson([...records.slice(0, 3), ...unprepared.slice(3, 6)])).toEqual(stagedJson(unprepared.slice(0, 6))); // mixed
    // The text is the arrays the staging statement reads: one row per record, one per assignment.
    expect(JSON.parse(prepared.rows)).toHaveLength(records.length);
    expect(JSON.parse(prepared.assignments)).toHaveLength(records.reduce((n, r) => n + r.assignments.length, 0));
    expect(JSON.parse(prepared.rows)[0]).toContain(records[0]!.record_uid);
    // A prepared record cannot change under its text; a changed copy is serialised afresh.
    expect(() => ((records[0] as { title: string }).title = "changed")).toThrow(TypeError);
    expect(() => records[0]!.assignments.push(records[0]!.assignments[0]!)).toThrow(TypeError);
    const changed = { ...records[0]!, status: "repealed" as const };
    expect(JSON.parse(stagedJson([changed]).rows)[0]).toContain("repealed");
  });

  it("a page whose shape changed fails the schema", () => {
    expect(documentsPageSchema.safeParse({ count: 2 }).success).toBe(false); // results missing while count > 0
    expect(documentsPageSchema.safeParse({ count: 0 }).success).toBe(true);
    expect(documentsPageSchema.safeParse({ count: 1, results: [{ document_number: "x", title: "t", publication_date: "05/01/2026", html_url: "https://x" }] }).success).toBe(false);
    expect(isCorrectionOrRepublication("R1-2026-03829")).toBe(true);
    expect(isCorrectionOrRepublication("2026-03829")).toBe(false);
  });
});

describe("client helpers", () => {
  it("Retry-After: seconds or an HTTP date", () => {
    expect(retryAfterMs("120")).toBe(120_000);
    expect(retryAfterMs("Wed, 21 Oct 2015 07:28:30 GMT", Date.parse("Wed, 21 Oct 2015 07:28:00 GMT"))).toBe(30_000);
    expect(retryAfterMs("soon")).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });

  it("the host pacer spaces requests to one host, not to different hosts", async () => {
    const pacer = new HostPacer();
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    await pacer.turn("a.example", 1_000, undefined, sleep);
    await pacer.turn("b.example", 1_000, undefined, sleep);
    await pacer.turn("a.example", 1_000, undefined, sleep);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(900);
  });
});
