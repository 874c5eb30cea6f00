/**
 * The response guard itself (tests/support/openapi-conformance.ts) must be able to fail: each kind of violation it
 * exists for is fed to it as a hand-made answer, beside answers it must accept.
 */
import { describe, expect, it } from "vitest";
import { responseViolation } from "../support/openapi-conformance";

const json = (status: number, body: unknown, contentType = "application/json; charset=utf-8") =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": contentType } });

const error = (code: string) => ({ api_version: "v1", error: { code, message: "m", docs: "http://lexatlas.test/docs/errors#x" } });
const health = { api_version: "v1", status: "ok", backend: "pglite", records: 3, corpora: { us_law: { state: "ready", records: 0 } } };
const jurisdiction = { slug: "colorado", name: "Colorado", abbr: "CO" };
const change = {
  event_id: "6f1c1f2e-8d3b-4d6a-9a51-0f5a3c2b1d10",
  entity: "law_record",
  record_id: "058d3621-dc4a-58cf-9da8-7219c1aec69e",
  scope: "state",
  jurisdiction,
  identifier: "SB24-205",
  title: "Consumer Protections for Artificial Intelligence",
  change_kind: "insert",
  changed_fields: null,
  field_changes: [],
  observed_at: "2026-01-31T12:00:00.123456Z",
  source_run_id: null,
  attribution: "Data by LexAtlas (CC BY 4.0) - http://lexatlas.test",
};
const changesMeta = { total: 1, count: 1, limit: 50, offset: 0, order: "desc", cursor: change.observed_at, window: { tier: "developer", lookback_days: 30, clamped: false } };

describe("response guard", () => {
  it("accepts an answer its operation declares", async () => {
    expect(await responseViolation("GET", "/v1/health", json(200, health))).toBeNull();
    expect(await responseViolation("GET", "/v1/changes", json(200, { api_version: "v1", data: [change], meta: changesMeta }))).toBeNull();
    expect(await responseViolation("GET", "/v1/laws", json(400, error("invalid_parameter")))).toBeNull();
  });

  it("fails a key the declared schema does not allow, naming it and where it is", async () => {
    const extra = { ...change, jurisdiction: { ...jurisdiction, scope: "state" } };
    const violation = await responseViolation("GET", "/v1/changes", json(200, { api_version: "v1", data: [extra], meta: changesMeta }));
    expect(violation).toMatch(/listChanges/);
    expect(violation).toMatch(/\/data\/0\/jurisdiction: must NOT have additional properties 'scope'/);
  });

  it("fails a wrong type, a missing required field and a malformed format", async () => {
    expect(await responseViolation("GET", "/v1/health", json(200, { ...health, records: "3" }))).toMatch(/\/records: must be integer/);
    const { status: _status, ...noStatus } = health;
    expect(await responseViolation("GET", "/v1/health", json(200, noStatus))).toMatch(/must have required property 'status'/);
    const badUuid = { ...change, event_id: "not-a-uuid" };
    expect(await responseViolation("GET", "/v1/changes", json(200, { api_version: "v1", data: [badUuid], meta: changesMeta }))).toMatch(/\/data\/0\/event_id: must match format "uuid"/);
  });

  it("fails a status the operation does not declare, naming the declared ones", async () => {
    expect(await responseViolation("GET", "/v1/health", json(418, error("internal_error")))).toMatch(/answered 418, which its OpenAPI document does not declare \(declared: 200/);
    // A retired contract answers 410 before parsing: a 400 is not among its answers.
    expect(await responseViolation("GET", "/v1/us-law/courts", json(400, error("invalid_parameter")))).toMatch(/does not declare/);
    expect(await responseViolation("GET", "/v1/health", json(402, error("quota_exhausted")))).toMatch(/does not declare/);
  });

  it("checks the media type: JSON where JSON is declared, a representation's own type where one is", async () => {
    expect(await responseViolation("GET", "/v1/health", new Response("ok", { status: 200, headers: { "content-type": "text/plain" } }))).toMatch(/as 'text\/plain'/);
    const ical = new Response("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", { status: 200, headers: { "content-type": "text/calendar; charset=utf-8" } });
    expect(await responseViolation("GET", "/v1/deadlines", ical)).toBeNull();
    const csv = new Response("a,b\r\n", { status: 200, headers: { "content-type": "text/csv; charset=utf-8" } });
    expect(await responseViolation("GET", "/v1/deadlines", csv)).toMatch(/declared for 200: application\/json, text\/calendar/);
    const pdf = new Response("%PDF-1.7", { status: 200, headers: { "content-type": "application/pdf" } });
    expect(await responseViolation("GET", "/v1/reports/aaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbb", pdf)).toBeNull(); // internal: same generator
  });

  it("fails a body that is not JSON under a JSON media type", async () => {
    expect(await responseViolation("GET", "/v1/health", new Response("{", { status: 200, headers: { "content-type": "application/json" } }))).toMatch(/not JSON/);
  });

  it("an answer of no operation must be the Part 7 error: 404 on an unknown path, 405 on a wrong method", async () => {
    expect(await responseViolation("GET", "/v1/no-such-endpoint", json(404, error("not_found")))).toBeNull();
    expect(await responseViolation("POST", "/v1/health", json(405, error("method_not_allowed")))).toBeNull();
    expect(await responseViolation("POST", "/v1/health", json(404, error("not_found")))).toMatch(/no operation\) answered 404; an answer of no operation is 405/);
    expect(await responseViolation("GET", "/v1/no-such-endpoint", json(404, { error: "nope" }))).toMatch(/outside its declared schema/);
  });

  it("a preflight is 204 with no body", async () => {
    expect(await responseViolation("OPTIONS", "/v1/laws", new Response(null, { status: 204 }))).toBeNull();
    expect(await responseViolation("OPTIONS", "/v1/laws", new Response("x", { status: 200 }))).toMatch(/not 204/);
  });

  it("leaves the caller's Response unread", async () => {
    const res = json(200, health);
    await responseViolation("GET", "/v1/health", res);
    expect(res.bodyUsed).toBe(false);
    expect(await res.json()).toEqual(health);
  });
});
