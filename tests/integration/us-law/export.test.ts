/**
 * US-law bulk export (SPEC 4.9, 8.7): the manifest's counts against the rows its parts return, part boundaries,
 * the three formats read back with independent parsers, signed tokens, the tier and licence gates, and metering
 * against the key that planned the manifest. Runs on the small real subset with a test-only part size of 40 rows
 * (the SPEC's 10,000 would make one part of the whole subset).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { parse as parseCsv } from "csv-parse/sync";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { TIERS } from "@/lib/auth/tiers";
import { recordBudget } from "@/lib/limits/budget-instance";
import { getDb } from "@/lib/runtime/database";
import { fileImporters } from "@/lib/us-law/import/registry";
import { writeSourceRun } from "@/lib/us-law/import/write-run";
import { loadUsLawTestSubset } from "@/lib/us-law/load";
import { usLawRecordsByUid } from "@/lib/us-law/record";
import { sourceReadFromSnapshot } from "@/lib/us-law/snapshot";
import { partStream } from "@/lib/us-law/export/download";
import { BASIC_FIELDS, ByteWriter, FragmentCache, csvField, csvHeader, csvLine } from "@/lib/us-law/export/formats";
import { usLawExportBasicRecordSchema, usLawExportRecordSchema } from "@/lib/contract/us-law-export";
import { attributionFor } from "@/lib/vocabulary";
import { BinaryCopyTuples } from "@/lib/us-law/export/pinned-rows";
import { signPartToken, verifyPartToken, type PartClaims } from "@/lib/us-law/export/part-token";
import { EXPORT_PART_SIZE, setExportPartSizeForTests } from "@/lib/us-law/export/plan";
import { call, del, get } from "../../support/api";
import { mintKey } from "../../support/keys";

const PART = 40;
const ATTRIBUTION = attributionFor("http://lexatlas.test");
let db: Db;
let business: string;
let ip = 0;
const nextIp = () => `198.18.0.${(++ip % 250) + 1}`;

beforeAll(async () => {
  ({ db } = await getDb());
  await loadUsLawTestSubset(db);
  setExportPartSizeForTests(PART);
  business = await mintKey("business", ["us_law"]);
}, 120_000);
afterAll(() => setExportPartSizeForTests(null));

const uids = async (where: ReturnType<typeof sql> = sql`TRUE`) =>
  rowsOf<{ record_uid: string }>(await db.execute(sql`SELECT record_uid FROM us_law_records r WHERE ${where} ORDER BY record_uid`)).map((r) => r.record_uid);

/** `key` null = anonymous. */
async function plan(query: string, key: string | null = business) {
  return get(`/v1/us-law/export${query ? `?${query}` : ""}`, { key: key ?? undefined, ip: nextIp() });
}

/** Downloads a part URL as a client would: by its path and query, with whatever headers the test sends. */
async function download(url: string, opts: { key?: string; headers?: Record<string, string> } = {}) {
  const u = new URL(url);
  const res = await call("GET", u.pathname + u.search, { ...opts, ip: nextIp() });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;
const claimsOf = (url: string) => {
  const check = verifyPartToken(tokenOf(url));
  if (!check.ok) throw new Error(check.reason);
  return check.claims;
};
const ndjson = (text: string) => text.split("\n").filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
const downloadUrl = (token: string) => `http://lexatlas.test/v1/us-law/export/download?token=${token}`;
const budgetUsed = async (keyId: string) => (await recordBudget().peek(`key:${keyId}`, { perDay: null, per30Days: null })).day.used;

describe("manifest and parts", () => {
  it("the SPEC part size is 10,000 rows (tests override it)", () => {
    expect(EXPORT_PART_SIZE).toBe(10_000);
  });

  it("counts exactly, one signed URL per 40 rows, and the parts together return every record once, in record_uid order", async () => {
    const all = await uids();
    expect(all.length).toBeGreaterThan(3 * PART); // the subset spans several parts
    const res = await plan("format=ndjson");
    expect(res.status).toBe(200);
    const m = res.body.data;
    expect(m).toMatchObject({ row_count: all.length, record_cost: all.length, part_size: PART, part_count: Math.ceil(all.length / PART) });
    expect(res.body.meta.charged).toBe(0);
    expect(m.parts.map((p: { rows: number }) => p.rows).reduce((a: number, b: number) => a + b, 0)).toBe(all.length);
    const served: string[] = [];
    for (const p of m.parts) {
      expect(p.url).toMatch(/^http:\/\/lexatlas\.test\/v1\/us-law\/export\/download\?token=/);
      expect(Date.parse(p.expires_at) - Date.now()).toBeGreaterThan(14 * 60_000);
      expect(Date.parse(p.expires_at) - Date.now()).toBeLessThanOrEqual(15 * 60_000);
      const d = await download(p.url);
      expect(d.status).toBe(200);
      expect(d.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
      const records = ndjson(d.text);
      expect(records).toHaveLength(p.rows);
      expect(d.headers.get("x-svc-export-rows")).toBe(String(p.rows));
      served.push(...records.map((r) => r.record_uid as string));
    }
    expect(served).toEqual(all); // no loss, no repeat, across every boundary
    expect(new Set(served).size).toBe(served.length);
  });

  it("filters: the manifest counts what the parts return, and both equal an independent query (domain via the assignments table)", async () => {
    const cases: [string, ReturnType<typeof sql>][] = [
      ["jurisdiction=federal&instrument_type=executive_order,proclamation", sql`jurisdiction_slug = 'federal' AND instrument_type IN ('executive_order', 'proclamation')`],
      ["in_force=true", sql`in_force IS TRUE`],
      ["in_force=false", sql`in_force IS FALSE`],
    ];
    const [topBranch] = rowsOf<{ primary_branch: string }>(
      await db.execute(sql`SELECT primary_branch FROM us_law_records GROUP BY primary_branch ORDER BY count(*) DESC, primary_branch LIMIT 1`),
    );
    cases.push([`branch=${topBranch!.primary_branch}`, sql`primary_branch = ${topBranch!.primary_branch}`]);
    const [topDomain] = rowsOf<{ subcategory_id: string }>(
      await db.execute(sql`SELECT subcategory_id FROM us_law_assignments WHERE NOT is_primary GROUP BY subcategory_id ORDER BY count(*) DESC, subcategory_id LIMIT 1`),
    );
    cases.push([
      `domain=${topDomain!.subcategory_id}`,
      sql`EXISTS (SELECT 1 FROM us_law_assignments a WHERE a.record_uid = r.record_uid AND a.subcategory_id = ${topDomain!.subcategory_id})`,
    ]);
    for (const [query, where] of cases) {
      const expected = await uids(where);
      const m = (await plan(`format=ndjson&${query}`)).body.data;
      expect(m.row_count, query).toBe(expected.length);
      const served: string[] = [];
      for (const p of m.parts) served.push(...ndjson((await download(p.url)).text).map((r) => r.record_uid as string));
      expect(served, query).toEqual(expected);
    }
    // At least one case is selective and non-empty, so the comparison means something.
    expect((await uids(sql`in_force IS FALSE`)).length).toBeGreaterThan(0);
  });

  it("an empty selection plans zero parts; an unknown branch, domain, instrument type or a malformed jurisdiction is a 400 naming it", async () => {
    const empty = await plan("jurisdiction=nowhere-at-all");
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ row_count: 0, part_count: 0, parts: [] });
    for (const param of ["branch", "domain", "format", "fields", "in_force", "instrument_type", "jurisdiction"]) {
      const res = await plan(`${param}=no_such_value`);
      expect(res.status, param).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_parameter", param });
    }
    // The same validators as GET /us-law: what one refuses, the other refuses too.
    for (const q of ["instrument_type=statute,bogus_type", "jurisdiction=federal,Not%20A%20Slug"]) {
      const [param] = q.split("=");
      expect((await plan(q)).body.error, q).toMatchObject({ code: "invalid_parameter", param });
      expect((await get(`/v1/us-law?${q}`, { ip: nextIp() })).body.error, q).toMatchObject({ code: "invalid_parameter", param });
    }
  });
});

describe("formats", () => {
  it("ndjson, csv and json of the same part hold the same records; csv parses with csv-parse, json with JSON.parse", async () => {
    const parts = await Promise.all(["ndjson", "csv", "json"].map(async (f) => (await plan(`format=${f}`)).body.data.parts[1]));
    const [n, c, j] = await Promise.all(parts.map((p) => download(p.url)));
    const lines = ndjson(n!.text);
    expect(c!.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(c!.headers.get("content-disposition")).toMatch(/attachment; filename="lexatlas-us-law-.*-part-0002-of-\d{4}\.csv"/);
    const csv = parseCsv(c!.text, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
    expect(c!.text.split("\r\n")[0]).toBe(csvHeader("full").join(","));
    expect(csvHeader("full").at(-1)).toBe("attribution");
    expect(csv).toHaveLength(lines.length);
    expect(j!.headers.get("content-type")).toMatch(/^application\/json/);
    const array = JSON.parse(j!.text) as Record<string, unknown>[];
    expect(array).toEqual(lines);
    lines.forEach((r, i) => {
      const row = csv[i]!;
      expect(row.record_uid).toBe(r.record_uid);
      expect(row.title).toBe(r.title); // titles with commas and quotes survive the round trip
      expect(row.citation).toBe(r.citation);
      expect(row.in_force).toBe(r.in_force === null ? "" : String(r.in_force));
      const cls = r.classification as { primary: { branch: string; subcategory: string }; secondary: { subcategory: string }[] };
      expect(row.primary_subcategory).toBe(cls.primary.subcategory);
      expect(row.secondary_subcategories).toBe(cls.secondary.map((s) => s.subcategory).join(";"));
      expect(row.jurisdiction).toBe((r.jurisdiction as { slug: string }).slug);
      // Every row of every format carries its attribution (SPEC 1.10), and each JSON row is what the contract declares.
      expect(row.attribution).toBe(ATTRIBUTION);
      expect(r.attribution).toBe(ATTRIBUTION);
      expect(() => usLawExportRecordSchema.parse(r)).not.toThrow();
    });
  });

  it("the full record matches GET /us-law/records' shape except the rule ids; provenance is present at basic", async () => {
    const [full] = ndjson((await download((await plan("format=ndjson")).body.data.parts[0].url)).text);
    const [stored] = rowsOf<{ title: string; official_url: string | null; retrieved_at: string }>(
      await db.execute(sql`SELECT title, official_url, to_char(retrieved_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS retrieved_at FROM us_law_records WHERE record_uid = ${full!.record_uid as string}`),
    );
    expect(full).toMatchObject({ title: stored!.title, official_url: stored!.official_url, retrieved_at: stored!.retrieved_at, full_text_sha256: null });
    expect(JSON.stringify(full!.classification)).not.toContain("rule");
    const basic = ndjson((await download((await plan("format=ndjson&fields=basic")).body.data.parts[0].url)).text);
    for (const r of basic) expect(Object.keys(r)).toEqual([...BASIC_FIELDS, "attribution"]);
    for (const r of basic) expect(usLawExportBasicRecordSchema.parse(r)).toMatchObject({ attribution: ATTRIBUTION });
    expect(basic[0]).toMatchObject({ record_uid: full!.record_uid, source_authority: full!.source_authority, retrieved_at: full!.retrieved_at });
    const basicCsv = parseCsv((await download((await plan("format=csv&fields=basic")).body.data.parts[0].url)).text, { columns: true }) as Record<string, string>[];
    expect(Object.keys(basicCsv[0]!)).toEqual([...BASIC_FIELDS, "attribution"]);
    for (const r of basicCsv) expect(r.attribution).toBe(ATTRIBUTION);
  });

  it("every full record equals the read API's record builder (usLawRecordsByUid) minus rule ids, attribution included", async () => {
    const m = (await plan("format=ndjson")).body.data;
    const records: Record<string, unknown>[] = [];
    for (const p of m.parts) records.push(...ndjson((await download(p.url)).text));
    const expected = await usLawRecordsByUid(db, records.map((r) => r.record_uid as string), "http://lexatlas.test");
    expect(records).toHaveLength(expected.length);
    records.forEach((r, i) => {
      const { classification, ...rest } = expected[i]!;
      expect(r).toEqual({
        ...rest,
        classification: {
          primary: { branch: classification.primary.branch, subcategory: classification.primary.subcategory },
          secondary: classification.secondary.map((s) => ({ branch: s.branch, subcategory: s.subcategory })),
        },
      });
    });
  });

  it("RFC 4180: quotes, commas, CR and LF force quoting, quotes are doubled, lines end in CRLF; csv-parse reads it back", () => {
    const tricky = ['say "hi"', "a,b", "line1\nline2", "cr\rhere", "plain", "", null, true, 42];
    const text = csvLine(["h1", "h2", "h3", "h4", "h5", "h6", "h7", "h8", "h9"]) + csvLine(tricky);
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("plain")).toBe("plain");
    expect(text.endsWith("\r\n")).toBe(true);
    const [row] = parseCsv(text, { columns: true }) as Record<string, string>[];
    expect(Object.values(row!)).toEqual(['say "hi"', "a,b", "line1\nline2", "cr\rhere", "plain", "", "", "true", "42"]);
  });
});

describe("tokens", () => {
  it("an altered payload (another part, a wider range, a longer life) or a foreign signature is a 400 naming token", async () => {
    const m = (await plan("format=ndjson")).body.data;
    const [payload, signature] = tokenOf(m.parts[0].url).split(".");
    const decoded = JSON.parse(Buffer.from(payload!, "base64url").toString("utf8"));
    const forged = (change: Record<string, unknown>) => Buffer.from(JSON.stringify({ ...decoded, ...change })).toString("base64url") + "." + signature;
    const otherSignature = tokenOf(m.parts[1].url).split(".")[1];
    for (const token of [
      forged({ i: 1 }),
      forged({ t: "ffffffff-ffff-ffff-ffff-ffffffffffff", c: 10_000 }),
      forged({ e: decoded.e + 86_400 }),
      `${payload}.${otherSignature}`, // part 1's signature on part 0's claims
      `${payload}.${signature}x`,
      "not-a-token.at-all-really-not-a-token",
    ]) {
      const d = await download(downloadUrl(token));
      expect(d.status, token.slice(-20)).toBe(400);
      expect(JSON.parse(d.text).error).toMatchObject({ code: "invalid_parameter", param: "token" });
    }
    const missing = await call("GET", "/v1/us-law/export/download", { ip: nextIp() });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.param).toBe("token");
  });

  it("a token signed for another purpose (a report link) never verifies here", async () => {
    const { signReportLink } = await import("@/lib/compliance/report-link");
    const d = await download(downloadUrl(signReportLink({ reportId: "00000000-0000-4000-8000-000000000000", expiresAt: new Date(Date.now() + 60_000) }) + "aaaaaaaaaa"));
    expect(d.status).toBe(400);
    const report = signReportLink({ reportId: "00000000-0000-4000-8000-000000000000", expiresAt: new Date(Date.now() + 60_000) });
    expect(verifyPartToken(report)).toMatchObject({ ok: false });
  });

  it("an expired part link is refused (404 not_found saying it expired) and charges nothing", async () => {
    const url = (await plan("format=ndjson")).body.data.parts[0].url;
    const claims = claimsOf(url);
    const before = await budgetUsed(claims.keyId);
    const expired: PartClaims = { ...claims, expiresAt: new Date(Date.now() - 1_000) };
    const d = await download(downloadUrl(signPartToken(expired)));
    expect(d.status).toBe(404);
    expect(JSON.parse(d.text).error.code).toBe("not_found");
    expect(JSON.parse(d.text).error.message).toMatch(/expired .*15 minutes/);
    expect(await budgetUsed(claims.keyId)).toBe(before);
    // The same claims still in date work: only the expiry differs.
    expect((await download(downloadUrl(signPartToken({ ...claims, expiresAt: new Date(Date.now() + 60_000) })))).status).toBe(200);
  });
});

describe("gates", () => {
  it("below Business, without the US-law licence or without a key: 403 tier_upgrade_required naming business", async () => {
    const required = Object.entries(TIERS).find(([, l]) => l.bulkExport)![0];
    expect(required).toBe("business");
    const cases: [string, string | null][] = [
      ["pro with us_law", await mintKey("pro", ["us_law"])],
      ["business with ai_law only", await mintKey("business", ["ai_law"])],
      ["enterprise with ai_law only", await mintKey("enterprise", ["ai_law"])],
      ["anonymous", null],
    ];
    for (const [who, key] of cases) {
      const res = await plan("format=ndjson", key);
      expect(res.status, who).toBe(403);
      expect(res.body.error, who).toMatchObject({ code: "tier_upgrade_required", required_tier: "business" });
    }
    const licenceMessage = (await plan("", await mintKey("business", ["ai_law"]))).body.error.message;
    expect(licenceMessage).toMatch(/US-law licence|us_law licence/);
    for (const key of [business, await mintKey("enterprise", ["ai_law", "us_law"])]) expect((await plan("format=csv", key)).status).toBe(200);
  });

  it("a manifest's links stop working when the planning key is revoked", async () => {
    const key = await mintKey("business", ["us_law"]);
    const url = (await plan("format=ndjson", key)).body.data.parts[0].url;
    expect((await download(url)).status).toBe(200);
    await del("/v1/me", { key });
    const d = await download(url);
    expect(d.status).toBe(403);
    expect(JSON.parse(d.text).error.code).toBe("key_revoked");
  });
});

describe("metering and credentials", () => {
  it("planning charges nothing; each download charges the part's rows to the planning key, a repeat charges again", async () => {
    const key = await mintKey("business", ["us_law"]);
    const m = (await plan("format=ndjson", key)).body.data;
    const keyId = claimsOf(m.parts[0].url).keyId;
    expect(await budgetUsed(keyId)).toBe(0);
    const last = m.parts.at(-1);
    await download(m.parts[0].url);
    expect(await budgetUsed(keyId)).toBe(PART);
    const d = await download(last.url);
    expect(d.headers.get("x-svc-records-charged")).toBe(String(last.rows));
    expect(await budgetUsed(keyId)).toBe(PART + last.rows);
    await download(m.parts[0].url); // the same part again: served again, charged again
    expect(await budgetUsed(keyId)).toBe(2 * PART + last.rows);
  });

  it("a key sent with the download is ignored (even an invalid or revoked one) and pays nothing; no key at all works", async () => {
    const planner = await mintKey("business", ["us_law"]);
    const url = (await plan("format=ndjson", planner)).body.data.parts[0].url;
    const plannerId = claimsOf(url).keyId;
    const bystander = await mintKey("enterprise", ["us_law"]);
    const bystanderUrl = (await plan("format=ndjson", bystander)).body.data.parts[0].url;
    const bystanderId = claimsOf(bystanderUrl).keyId;
    const revoked = await mintKey("pro", ["us_law"]);
    await del("/v1/me", { key: revoked });
    const bodies: string[] = [];
    for (const opts of [{}, { key: bystander }, { key: "lex_free_short" }, { key: revoked }, { headers: { authorization: "Bearer " + bystander } }]) {
      const d = await download(url, opts);
      expect(d.status, JSON.stringify(opts)).toBe(200);
      bodies.push(d.text);
    }
    expect(new Set(bodies).size).toBe(1);
    expect(await budgetUsed(plannerId)).toBe(5 * PART);
    expect(await budgetUsed(bystanderId)).toBe(0);
  });

  it("a part larger than what is left of the planning key's budget is refused whole (429 record_budget_exceeded), nothing charged", async () => {
    const key = await mintKey("business", ["us_law"]);
    const url = (await plan("format=ndjson", key)).body.data.parts[0].url;
    const keyId = claimsOf(url).keyId;
    const windows = { perDay: TIERS.business.usLawRecordsPerDay, per30Days: TIERS.business.usLawRecordsPer30Days };
    const spent = await recordBudget().reserve(`key:${keyId}`, windows.perDay! - PART + 1, windows);
    expect(spent.ok).toBe(true);
    const d = await download(url);
    expect(d.status).toBe(429);
    const error = JSON.parse(d.text).error;
    // The day refused (the rolling 30 days has room): its reset, what is left, and that a part is never split.
    expect(error).toMatchObject({ code: "record_budget_exceeded", window: "day", records_requested: PART, records_available: PART - 1 });
    expect(error.retry_after).toBeLessThanOrEqual(86_400);
    expect(d.headers.get("retry-after")).toBe(String(error.retry_after));
    expect(error.message).toMatch(/never truncated/);
    expect(await budgetUsed(keyId)).toBe(windows.perDay! - PART + 1);
    const m = await plan("format=ndjson", key); // planning still works and says the export does not fit
    expect(m.body.meta.record_budget.fits).toBe(false);
  });

  it("a stream abandoned after its first batch refunds the rows it never served", async () => {
    const key = await mintKey("business", ["us_law"]);
    const claims = claimsOf((await plan("format=ndjson", key)).body.data.parts[0].url);
    const windows = { perDay: null, per30Days: null };
    const charge = await recordBudget().reserve(`key:${claims.keyId}`, claims.rows, windows);
    if (!charge.ok) throw new Error("reserve failed");
    const reader = partStream(db, claims, charge.reservation, ATTRIBUTION, 7).getReader();
    const first = await reader.read();
    expect(ndjson(new TextDecoder().decode(first.value))).toHaveLength(7);
    await reader.cancel("client went away");
    // A pull may already have queued the second batch when the client left: it counts as handed to the transport.
    const used = await budgetUsed(claims.keyId);
    expect([7, 14]).toContain(used);
    expect(used).toBeLessThan(claims.rows);
  });
});

describe("COPY rows read straight off the socket (Postgres)", () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "parts read over a connection whose socket reads arrive in pieces of 1 to 13 bytes (every message header and row split) are byte-identical, and the connection serves queries after",
    async () => {
      const net = await import("node:net");
      const pg = (await import("pg")).default;
      const { drizzle } = await import("drizzle-orm/node-postgres");
      let size = 1;
      /** A socket that hands each read on in small pieces, of sizes cycling through 1..13. */
      class ChoppySocket extends net.Socket {
        override emit(event: string | symbol, ...args: unknown[]): boolean {
          if (event !== "data") return super.emit(event, ...args);
          const chunk = args[0] as Buffer;
          for (let at = 0; at < chunk.length; ) {
            const n = size;
            size = (size % 13) + 1;
            super.emit("data", chunk.subarray(at, at + n));
            at += n;
          }
          return true;
        }
      }
      const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, stream: () => new ChoppySocket() });
      try {
        const choppy = drizzle({ client: pool }) as unknown as Db;
        const read = async (on: Db, claims: PartClaims) => {
          const charge = await recordBudget().reserve(`key:${claims.keyId}`, claims.rows, { perDay: null, per30Days: null });
          if (!charge.ok) throw new Error("reserve failed");
          const reader = partStream(on, claims, charge.reservation, ATTRIBUTION, 7).getReader();
          const chunks: Uint8Array[] = [];
          for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
          return Buffer.concat(chunks).toString("utf8");
        };
        for (const format of ["ndjson", "json", "csv"]) {
          const claims = claimsOf((await plan(`format=${format}`)).body.data.parts[1].url);
          const expected = await read(db, claims);
          expect(expected.length).toBeGreaterThan(0);
          expect(await read(choppy, claims)).toBe(expected);
        }
        // node-postgres' parser took the connection back after each COPY: an ordinary query still works on it.
        expect((await pool.query("SELECT 41 + 1 AS n")).rows[0].n).toBe(42);
      } finally {
        await pool.end();
      }
    },
  );
});

describe("CSV quoting made by the database", () => {
  it("a title holding quotes, commas, CR and LF reads back exactly through csv-parse; ndjson agrees", async () => {
    const read = sourceReadFromSnapshot(fileImporters.executive_orders, undefined, (r) => r[1] === 14151);
    expect(read.records).toHaveLength(1);
    const title = 'Line one\nline "two", with a comma\r\nand a CRLF; "end"';
    const [record] = read.records;
    await writeSourceRun(db, { ...read, records: [{ ...record!, title }] });
    const query = `jurisdiction=federal&instrument_type=executive_order`;
    const csvParts = (await plan(`format=csv&${query}`)).body.data.parts;
    const rows: Record<string, string>[] = [];
    for (const p of csvParts) rows.push(...(parseCsv((await download(p.url)).text, { columns: true }) as Record<string, string>[]));
    expect(rows.find((r) => r.record_uid === record!.record_uid)?.title).toBe(title);
    const lines: Record<string, unknown>[] = [];
    for (const p of (await plan(`format=ndjson&${query}`)).body.data.parts) lines.push(...ndjson((await download(p.url)).text));
    expect(lines.find((r) => r.record_uid === record!.record_uid)?.title).toBe(title);
    expect(rows.map((r) => r.record_uid)).toEqual(lines.map((r) => r.record_uid));
  });
});

describe("rows written in Node from the columns' bytes", () => {
  // Every control character, quotes, backslashes, DEL, multi-byte UTF-8 (2, 3 and 4 bytes).
  const tricky = Array.from({ length: 0x80 }, (_, i) => String.fromCharCode(i)).join("") + ' "q" \\ é — 𝄞 \u2028 end';

  it("a JSON string is the bytes escaped exactly as JSON.stringify (and Postgres' to_json) escape them", () => {
    // The writer tests four bytes at a time: each character that needs escaping at every place in a word and near the end.
    const placed = ["\u0000", "\u0001", "\u001f", '"', "\\", "\n"].flatMap((c) => Array.from({ length: 9 }, (_, p) => "abcdefgh".slice(0, p) + c + "é~\u007f".slice(0, p % 4)));
    for (const value of [tricky, "", "plain", '"', "\\", "\n", "é", "x".repeat(5000) + "\u0001", ...placed]) {
      const src = Buffer.concat([Buffer.from("prefix"), Buffer.from(value, "utf8"), Buffer.from("suffix")]);
      const out = new ByteWriter(4);
      out.jsonString(src, 6, src.length - 12);
      expect(out.finish().toString("utf8")).toBe(JSON.stringify(value));
    }
  });

  it("the fragment cache finds each distinct value by its bytes (NULL and empty apart), also across restarts at its limit", () => {
    const values: (string | null)[][] = [["a", "b"], ["ab", ""], ["a", "b"], ["", null], [null, ""], ["é", "x".repeat(300)], ["ab", null], ["ab", ""]];
    const made: string[] = [];
    for (const limit of [2, 3, 100]) {
      const cache = new FragmentCache([1, 0], (texts) => (made.push(JSON.stringify(texts)), Buffer.from(JSON.stringify(texts))), limit);
      for (let round = 0; round < 3; round++)
        for (const [x, y] of values) {
          const parts = [Buffer.from("pad"), Buffer.from(x ?? ""), Buffer.from(y ?? "")];
          const row = { buf: Buffer.concat(parts), starts: Int32Array.of(3, 3 + parts[1]!.length), lengths: Int32Array.of(x === null ? -1 : parts[1]!.length, y === null ? -1 : parts[2]!.length) };
          expect(cache.get(row).toString(), `limit ${limit}`).toBe(JSON.stringify([y, x]));
        }
    }
    // With room for all six distinct values, each was made once.
    expect(made.slice(-6).sort()).toEqual([...new Set(values.map(([x, y]) => JSON.stringify([y, x])))].sort());
  });

  it("a CSV field is quoted with its quotes doubled, and csv-parse reads it back", () => {
    for (const value of [tricky, "", 'say "hi"', '""', "a,b\r\nc"]) {
      const src = Buffer.from(value, "utf8");
      const out = new ByteWriter(1);
      out.csvQuoted(src, 0, src.length);
      const field = out.finish().toString("utf8");
      expect(field).toBe(`"${value.replace(/"/g, '""')}"`);
      expect(parseCsv(`${field},x\r\n`)).toEqual([[value, "x"]]);
    }
  });

  it("a title holding every control character reads back exactly in every format", async () => {
    const read = sourceReadFromSnapshot(fileImporters.executive_orders, undefined, (r) => r[1] === 14151);
    const [record] = read.records;
    const title = tricky.replace("\u0000", ""); // Postgres text holds no NUL
    await writeSourceRun(db, { ...read, records: [{ ...record!, title }] });
    const query = `jurisdiction=federal&instrument_type=executive_order`;
    const titles = async (format: string, parse: (text: string) => Record<string, unknown>[]) => {
      const rows: Record<string, unknown>[] = [];
      for (const p of (await plan(`format=${format}&${query}`)).body.data.parts) rows.push(...parse((await download(p.url)).text));
      return rows.find((r) => r.record_uid === record!.record_uid)?.title;
    };
    expect(await titles("ndjson", ndjson)).toBe(title);
    expect(await titles("json", (t) => JSON.parse(t) as Record<string, unknown>[])).toBe(title);
    expect(await titles("csv", (t) => parseCsv(t, { columns: true }) as Record<string, unknown>[])).toBe(title);
  });
});

describe("binary COPY reader (the Postgres transport of part rows)", () => {
  /** A binary COPY stream as Postgres writes it: signature, flags, header extension, tuples, trailer. */
  function binaryCopy(tuples: (string | null)[][], extension = Buffer.alloc(0)): Buffer {
    const parts = [Buffer.from("PGCOPY\n\xff\r\n\0", "latin1"), Buffer.alloc(4), Buffer.alloc(4)];
    parts[2]!.writeInt32BE(extension.length);
    parts.push(extension);
    for (const t of tuples) {
      const count = Buffer.alloc(2);
      count.writeInt16BE(t.length);
      parts.push(count);
      for (const f of t) {
        const len = Buffer.alloc(4);
        const bytes = f === null ? null : Buffer.from(f, "utf8");
        len.writeInt32BE(bytes ? bytes.length : -1);
        parts.push(len, ...(bytes ? [bytes] : []));
      }
    }
    const trailer = Buffer.alloc(2);
    trailer.writeInt16BE(-1);
    return Buffer.concat([...parts, trailer]);
  }
  const tuples = [["a-1", '{"title":"Line one\\nline \\"two\\" — é"}'], ["a-2", null], ["a-3", ""], ["a-4", "x".repeat(300)]];

  /** A reader collecting each tuple's fields as strings (read during the call: the offsets point into the chunk). */
  const collecting = (got: (string | null)[][]) =>
    new BinaryCopyTuples((buf, starts, lengths) => got.push(Array.from(starts, (start, i) => (lengths[i]! < 0 ? null : buf.toString("utf8", start, start + lengths[i]!)))));

  it("reads every tuple exactly, whatever the chunk boundaries (fields are offsets into the chunk, read by the caller)", () => {
    const stream = binaryCopy(tuples, Buffer.from("ext"));
    for (const size of [1, 2, 3, 5, 7, 19, 64, stream.length]) {
      const got: (string | null)[][] = [];
      const reader = collecting(got);
      for (let at = 0; at < stream.length; at += size) {
        const chunk = Buffer.from(stream.subarray(at, at + size));
        reader.push(chunk);
        chunk.fill(0); // the driver reuses its buffer: nothing may be read from a chunk after push returns
      }
      expect(got, `chunks of ${size}`).toEqual(tuples);
      expect(reader.complete).toBe(true);
    }
  });

  it("a stream cut short is not complete, and a foreign stream is refused", () => {
    const stream = binaryCopy(tuples);
    const reader = collecting([]);
    reader.push(stream.subarray(0, stream.length - 10));
    expect(reader.complete).toBe(false);
    expect(() => collecting([]).push(Buffer.from("a,b\r\n1,2\r\n".repeat(3)))).toThrow(/not a binary COPY/);
  });
});
