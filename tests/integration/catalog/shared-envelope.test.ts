/**
 * A shared answer (lib/shared-answer.ts — the catalogue cache's answers) has its JSON envelope encoded once;
 * every later request is served those bytes (lib/http/kernel.ts). The contract must not notice: the body is exactly
 * the envelope the kernel builds, per-request parts (request id, rate-limit headers) stay per request, each envelope
 * kind and each answer has its own bytes, and what one response's reader does to its bytes never reaches the next.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { boundById } from "@/lib/api/registry";
import { datasetChanged, datasetListenerReady } from "@/lib/catalog/dataset-cache";
import { invoke, type Outcome } from "@/lib/http/kernel";
import { isSharedAnswer, shareAnswer } from "@/lib/shared-answer";
import { call } from "../../support/api";
import { mintKey } from "../../support/keys";

let key: string;
beforeAll(async () => {
  key = await mintKey("enterprise");
  // On Postgres the first cached read starts this process's LISTEN connection, and its connecting drops every answer
  // (changes may have committed unheard): were it to connect between the two requests below, the second would be a
  // fresh computation with new bytes. Listening first (false at once on PGlite) leaves nothing to drop them.
  await datasetListenerReady();
});

const invokeById = (id: string, query: [string, string][] = []) =>
  invoke(boundById(id)!, { params: {}, query, headers: new Headers({ "x-api-key": key, "x-lexatlas-client-ip": "203.0.113.10" }) });

type JsonOutcome = Extract<Outcome, { kind: "json" }>;

describe("shared answers are served from their encoded envelope", () => {
  it("the bytes are the envelope the kernel builds, and are reused while the answer is current", async () => {
    const first = (await invokeById("listJurisdictions")) as JsonOutcome;
    const second = (await invokeById("listJurisdictions")) as JsonOutcome;
    expect(first.status).toBe(200);
    expect(first.encoded).toBeDefined();
    expect(Buffer.from(first.encoded!).toString("utf8")).toBe(JSON.stringify(first.body));
    expect(second.encoded).toBe(first.encoded); // the same bytes, not a second serialisation
    expect(second.headers["X-Request-Id"]).not.toBe(first.headers["X-Request-Id"]);
    const body = first.body as { api_version: string; data: unknown[]; meta: { count: number } };
    expect(body.api_version).toBe("v1");
    expect(body.meta.count).toBe(body.data.length);
  });

  it("each answer has its own bytes (another query, another operation), and a changed dataset new ones", async () => {
    const all = (await invokeById("listJurisdictions")) as JsonOutcome;
    const states = (await invokeById("listJurisdictions", [["scope", "state"]])) as JsonOutcome;
    const listStates = (await invokeById("listStates")) as JsonOutcome;
    expect(states.encoded).toBeDefined();
    expect(states.encoded).not.toBe(all.encoded);
    expect(Buffer.from(states.encoded!).toString("utf8")).toBe(JSON.stringify(states.body));
    expect(Buffer.from(listStates.encoded!).toString("utf8")).toBe(JSON.stringify(listStates.body));
    datasetChanged();
    const after = (await invokeById("listJurisdictions")) as JsonOutcome;
    expect(after.encoded).not.toBe(all.encoded);
    expect(Buffer.from(after.encoded!).toString("utf8")).toBe(JSON.stringify(after.body));
  });

  it("answers that are not shared are serialised per request, as before", async () => {
    const laws = (await invokeById("listLaws", [["limit", "2"]])) as JsonOutcome;
    expect(laws.status).toBe(200);
    expect(laws.encoded).toBeUndefined();
    const failed = (await invokeById("listJurisdictions", [["scope", "nowhere"]])) as JsonOutcome;
    expect(failed.status).toBe(400);
    expect(failed.encoded).toBeUndefined();
  });

  it("over HTTP: the same body every time, per-request headers, and a reader cannot change the next response", async () => {
    const a = await call("GET", "/v1/jurisdictions", { key });
    const bytesA = new Uint8Array(await a.arrayBuffer());
    const textA = Buffer.from(bytesA).toString("utf8");
    bytesA.fill(0x20); // a careless reader scribbles over what it was given
    const b = await call("GET", "/v1/jurisdictions", { key });
    const textB = await b.text();
    expect(textB).toBe(textA);
    expect(JSON.parse(textB).api_version).toBe("v1");
    expect(a.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(b.headers.get("x-request-id")).not.toBe(a.headers.get("x-request-id"));
    expect(b.headers.get("x-ratelimit-remaining")).not.toBeNull();
    expect(b.headers.get("cache-control")).toBe("private, no-store");
  });

  it("shareAnswer deep-freezes and registers only the root", () => {
    const value = shareAnswer({ data: [{ slug: "x" }], meta: { count: 1 } });
    expect(isSharedAnswer(value)).toBe(true);
    expect(isSharedAnswer(value.data)).toBe(false);
    expect(isSharedAnswer({ data: [] })).toBe(false);
    expect(Object.isFrozen(value.data[0])).toBe(true);
  });
});
