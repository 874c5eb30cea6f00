/**
 * GET /deadlines: dated entries parsed from the verbatim texts, upcoming vs all, meta.undated, filters — and the iCal
 * form, parsed with an independent parser (ical.js): one event per dated deadline, each with a date and a source URL.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { utcToday } from "@/lib/compliance/deadline-parser";
import { call, get } from "../../support/api";
import { mintKey } from "../../support/keys";

type Entry = {
  jurisdiction_slug: string;
  scope: string;
  laws: string[];
  raw_deadline: string;
  date: string;
  is_upcoming: boolean;
  dates: { iso: string; sort: string; precision: string }[];
  source_url: string;
};

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((e) => ({
    uid: String(e.getFirstPropertyValue("uid")),
    start: e.getFirstPropertyValue("dtstart") as ICAL.Time,
    url: String(e.getFirstPropertyValue("url") ?? ""),
    summary: String(e.getFirstPropertyValue("summary") ?? ""),
    description: String(e.getFirstPropertyValue("description") ?? ""),
  }));
}

describe("GET /deadlines (JSON)", () => {
  it("free for everyone: upcoming dated entries in date order, each with its verbatim text and a source URL", async () => {
    const today = utcToday();
    const res = await get("/v1/deadlines");
    expect(res.status).toBe(200);
    const data: Entry[] = res.body.data;
    expect(data.length).toBeGreaterThan(5);
    expect(res.body.meta).toMatchObject({ count: data.length, upcoming_only: true, as_of: today });
    expect(res.body.meta.undated).toBeGreaterThan(0);
    expect(res.body.meta.ical).toBe("http://lexatlas.test/v1/deadlines?format=ical");
    expect(res.body.meta.upgrade).toContain("Pro");
    for (const e of data) {
      expect(e.is_upcoming).toBe(true);
      expect(e.raw_deadline.trim()).not.toBe("");
      expect(e.source_url).toMatch(/^https:\/\//);
      expect(e.dates.some((d) => d.sort >= today)).toBe(true);
      expect(e.dates.map((d) => d.iso)).toContain(e.date);
      expect(e.laws.length).toBeGreaterThan(0);
    }
    const sortKey = (e: Entry) => e.dates.find((d) => d.sort >= today)!.sort;
    expect(data.map(sortKey)).toEqual([...data.map(sortKey)].sort());
  });

  it("all=true (or upcoming=false) adds past deadlines; scope and jurisdiction filter", async () => {
    const upcoming = (await get("/v1/deadlines")).body.meta.count;
    const all = await get("/v1/deadlines?all=true");
    expect(all.body.meta.count).toBeGreaterThan(upcoming);
    expect(all.body.data.some((e: Entry) => !e.is_upcoming)).toBe(true);
    expect((await get("/v1/deadlines?upcoming=false")).body.meta.count).toBe(all.body.meta.count);

    const ca = (await get("/v1/deadlines?jurisdiction=california&all=true")).body.data as Entry[];
    expect(ca.length).toBeGreaterThan(3);
    expect(ca.every((e) => e.jurisdiction_slug === "california")).toBe(true);
    const sb53 = ca.find((e) => e.raw_deadline === "January 1, 2026" && e.laws.some((l) => l.includes("SB 53")));
    expect(sb53).toMatchObject({ date: "2026-01-01", date_precision: "day" });

    const eu = (await get("/v1/deadlines?scope=eu&all=true")).body.data as Entry[];
    expect(eu.every((e) => e.scope === "eu")).toBe(true);
    expect((await get("/v1/deadlines?format=pdf")).status).toBe(400);
  });
});

describe("GET /deadlines?format=ical", () => {
  it("is an RFC 5545 calendar an independent parser reads: one event per dated deadline, each with a date and a source URL", async () => {
    const today = utcToday();
    const json = (await get("/v1/deadlines?all=true")).body.data as Entry[];
    const res = await call("GET", "/v1/deadlines?format=ical&all=true");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("x-ratelimit-limit")).toMatch(/^\d+$/);
    const text = await res.text();
    expect(text.startsWith("BEGIN:VCALENDAR")).toBe(true);
    const evs = events(text);
    expect(evs.length).toBe(json.reduce((n, e) => n + e.dates.length, 0));
    expect(new Set(evs.map((e) => e.uid)).size).toBe(evs.length);
    for (const e of evs) {
      expect(e.start.isDate, e.summary).toBe(true);
      expect(e.start.toString()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(e.url).toMatch(/^https:\/\//);
      expect(e.description).toContain("Deadline (verbatim): ");
      expect(e.description).toContain(`Source (`);
    }
    // Every JSON entry's verbatim text, law and source come through on its events.
    for (const entry of json) {
      const mine = evs.filter((e) => e.description.includes(`Deadline (verbatim): ${entry.raw_deadline}\n`) && e.url === entry.source_url);
      expect(mine.map((e) => e.start.toString()).sort(), entry.raw_deadline).toEqual(entry.dates.map((d) => d.iso).sort());
      for (const e of mine) expect(e.description).toContain(`Law: ${entry.laws.join("; ")}`);
    }
    // The default (upcoming) feed leaves out dates whose period ended.
    const upcoming = events(await (await call("GET", "/v1/deadlines?format=ics")).text());
    expect(upcoming.length).toBeLessThan(evs.length);
    expect(upcoming.length).toBe(json.reduce((n, e) => n + e.dates.filter((d) => d.sort >= today).length, 0));
  });

  it("the same feed twice differs only in its DTSTAMP generation stamps, and a key changes nothing", async () => {
    const key = await mintKey("pro");
    const strip = (s: string) => s.replace(/^DTSTAMP:.*$/gm, "DTSTAMP:<stamp>");
    const a = strip(await (await call("GET", "/v1/deadlines?format=ical&jurisdiction=eu")).text());
    const b = strip(await (await call("GET", "/v1/deadlines?format=ical&jurisdiction=eu", { key })).text());
    expect(b).toBe(a);
  });
});
