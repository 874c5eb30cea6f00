// US-law read path (issue 12, "Scale and speed"); not part of `npm test`:
//   npx tsx tests/bench/us-law-read.ts                       # 1,000,000 synthetic rows on Postgres
//   BENCH_ROWS=200000 BENCH_RUNS=30 npx tsx tests/bench/us-law-read.ts
// Postgres at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): a scratch database is created
// there and dropped afterwards. The synthetic corpus (tests/bench/support/synthetic-us-law.ts) is loaded through the
// importer's writer. Each case runs through the kernel in-process (kernel stages → domain → SQL, with an
// unmetered Enterprise us_law key, so neither sampling nor the budget changes the SQL) and as the same SQL run raw;
// p50/p95 of both and their ratio are printed, then EXPLAIN of the page query to show index use.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexatlas-bench-"));
process.env.DATA_DIR = dataDir;
process.env.APP_SECRET ||= randomBytes(16).toString("hex");
process.env.PUBLIC_BASE_URL = "http://bench.local";
const SERVER = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const ROWS = Number(process.env.BENCH_ROWS || 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS || 40);

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function main() {
  const { createScratchDatabase } = await import("../support/scratch-database");
  const scratch = await createScratchDatabase(SERVER, "lexatlas_bench");
  process.env.DATABASE_URL = scratch.url;
  const { getDb } = await import("@/lib/runtime/database");
  const { createApiKey } = await import("@/lib/auth/key-store");
  const { rowsOf } = await import("@/db/rows");
  // The kernel directly with the US-law bindings (not tests/support/api: the full route registry pulls in the PDF
  // renderer, which tsx cannot load here). Only the HTTP adapter's Request/Response wrapping is left out.
  const { invoke } = await import("@/lib/http/kernel");
  const { usLawOperations } = await import("@/lib/api/us-law");
  const get = async (pathWithQuery: string, opts: { key: string; ip: string }) => {
    const url = new URL(pathWithQuery, "http://bench.local");
    const bound = usLawOperations.find((b) => `/v1${b.op.path}` === url.pathname)!;
    const headers = new Headers({ "x-api-key": opts.key, "x-lexatlas-client-ip": opts.ip });
    const out = await invoke(bound, { params: {}, query: [...url.searchParams.entries()], headers });
    return { status: out.status, body: out.kind === "json" ? (out.body as unknown) : null };
  };
  const { loadSyntheticUsLaw } = await import("./support/synthetic-us-law");
  const q = await import("@/lib/us-law/read-query");
  const { US_LAW_RECORD_COLUMNS, US_LAW_RECORD_FROM } = await import("@/lib/us-law/record");
  const handle = await getDb();
  const { db } = handle;
  try {
    console.log(`engine ${handle.engine}; loading ${ROWS.toLocaleString("en-US")} synthetic rows…`);
    const loadSeconds = await loadSyntheticUsLaw(db, ROWS, 50_000, (s) => process.stderr.write(`\r${s}   `));
    await db.execute(sql`ANALYZE us_law_records`);
    await db.execute(sql`ANALYZE us_law_assignments`);
    console.log(`\nloaded in ${loadSeconds.toFixed(0)} s; ${RUNS} timed runs per case after 3 warm-ups`);
    const { key } = await createApiKey(db, { tier: "enterprise", email: "bench@example.com", products: ["us_law"] });
    const branch = rowsOf<{ branch: string }>(await db.execute(sql`SELECT primary_branch AS branch FROM us_law_records GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`))[0]!.branch;
    const uids = rowsOf<{ record_uid: string }>(await db.execute(sql`SELECT record_uid FROM us_law_records ORDER BY md5(record_uid) LIMIT 100`)).map((r) => r.record_uid);

    const page = (where: SQL[], orderBy: SQL, extra: SQL = sql``) =>
      sql`SELECT ${US_LAW_RECORD_COLUMNS}${extra} FROM ${US_LAW_RECORD_FROM} ${q.whereOf(where)} ORDER BY ${orderBy} LIMIT 20`;
    const raw = async (where: SQL[], orderBy: SQL, extra?: SQL) => {
      await db.execute(sql`SELECT count(*)::int FROM us_law_records r ${q.whereOf(where)}`);
      const rows = rowsOf<{ record_uid: string }>(await db.execute(page(where, orderBy, extra)));
      await db.execute(sql`SELECT * FROM us_law_assignments WHERE record_uid IN (SELECT jsonb_array_elements_text(${JSON.stringify(rows.map((r) => r.record_uid))}::jsonb))`);
    };
    const tsq = (text: string) => sql`(websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('simple', ${text}))`;
    const searchWhere = (text: string) => [sql`r.search_vector @@ ${tsq(text)}`, ...(/-\w+/.exec(text) ? [sql`NOT (r.search_vector @@ (phraseto_tsquery('english', ${text.split("-")[1]!}) || phraseto_tsquery('simple', ${text.split("-")[1]!})))`] : [])];
    const rank = (text: string) => sql`ts_rank_cd(r.search_vector, ${tsq(text)}) DESC, r.record_uid ASC`;
    const threeFilters = q.usLawFilterConditions({ jurisdiction_level: ["state"], instrument_type: ["statute"], status: ["in_force"] });
    const batch = q.usLawFilterConditions({ record_uid: uids });

    const cases: { name: string; path: string; raw: () => Promise<unknown>; explain: SQL }[] = [
      { name: "search, one word (privacy)", path: "/v1/us-law/search?q=privacy", raw: () => raw(searchWhere("privacy"), rank("privacy")), explain: page(searchWhere("privacy"), rank("privacy")) },
      {
        name: 'search, phrase ("artificial intelligence")',
        path: `/v1/us-law/search?q=${encodeURIComponent('"artificial intelligence"')}`,
        raw: () => raw(searchWhere('"artificial intelligence"'), rank('"artificial intelligence"')),
        explain: page(searchWhere('"artificial intelligence"'), rank('"artificial intelligence"')),
      },
      {
        name: "search, exclusion (privacy -consumer)",
        path: `/v1/us-law/search?q=${encodeURIComponent("privacy -consumer")}`,
        raw: () => raw(searchWhere("privacy -consumer"), rank("privacy -consumer")),
        explain: page(searchWhere("privacy -consumer"), rank("privacy -consumer")),
      },
      {
        name: "list, three filters (state, statute, in_force; by title)",
        path: "/v1/us-law?jurisdiction_level=state&instrument_type=statute&status=in_force&sort=title",
        raw: () => raw(threeFilters, q.usLawOrderBy("title", "asc")),
        explain: page(threeFilters, q.usLawOrderBy("title", "asc")),
      },
      {
        name: "record batch of 100 uids",
        path: `/v1/us-law?record_uid=${uids.join(",")}&limit=100`,
        raw: async () => {
          await db.execute(sql`SELECT count(*)::int FROM us_law_records r ${q.whereOf(batch)}`);
          await db.execute(sql`SELECT ${US_LAW_RECORD_COLUMNS} FROM ${US_LAW_RECORD_FROM} ${q.whereOf(batch)} ORDER BY ${q.usLawOrderBy("citation")} LIMIT 100`);
          await db.execute(sql`SELECT * FROM us_law_assignments WHERE record_uid IN (SELECT jsonb_array_elements_text(${JSON.stringify(uids)}::jsonb))`);
        },
        explain: sql`SELECT ${US_LAW_RECORD_COLUMNS} FROM ${US_LAW_RECORD_FROM} ${q.whereOf(batch)} ORDER BY ${q.usLawOrderBy("citation")} LIMIT 100`,
      },
      {
        name: `compare by branch (${branch})`,
        path: `/v1/us-law/compare?branch=${branch}`,
        raw: () =>
          db.execute(sql`
            SELECT r.jurisdiction_slug, r.jurisdiction_level, r.instrument_type, count(*), count(*) FILTER (WHERE r.primary_branch = ${branch}),
              count(*) FILTER (WHERE r.in_force IS TRUE), max(r.effective_date), max(r.enacted_date), max(r.last_verified_at)
            FROM us_law_records r LEFT JOIN jurisdictions j ON j.slug = r.jurisdiction_slug
            WHERE EXISTS (SELECT 1 FROM us_law_assignments a WHERE a.record_uid = r.record_uid AND a.branch_id = ${branch})
            GROUP BY r.jurisdiction_slug, j.name, j.abbr, r.jurisdiction_level, r.instrument_type`),
        explain: sql`SELECT r.jurisdiction_slug, count(*) FROM us_law_records r
            WHERE EXISTS (SELECT 1 FROM us_law_assignments a WHERE a.record_uid = r.record_uid AND a.branch_id = ${branch})
            GROUP BY r.jurisdiction_slug`,
      },
    ];

    console.log(`\n${"case".padEnd(58)} ${"kernel p50/p95 ms".padStart(18)} ${"raw p50/p95 ms".padStart(16)} ${"p95 ratio".padStart(10)}`);
    const plans: string[] = [];
    for (const c of cases) {
      const kernel: number[] = [];
      const direct: number[] = [];
      for (let i = 0; i < RUNS + 3; i++) {
        let t = process.hrtime.bigint();
        const res = await get(c.path, { key, ip: "198.51.100.9" });
        if (res.status !== 200) throw new Error(`${c.path} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
        if (i >= 3) kernel.push(ms(t));
        t = process.hrtime.bigint();
        await c.raw();
        if (i >= 3) direct.push(ms(t));
      }
      const ratio = pct(kernel, 95) / pct(direct, 95);
      console.log(`${c.name.padEnd(58)} ${`${pct(kernel, 50).toFixed(1)}/${pct(kernel, 95).toFixed(1)}`.padStart(18)} ${`${pct(direct, 50).toFixed(1)}/${pct(direct, 95).toFixed(1)}`.padStart(16)} ${`${ratio.toFixed(2)}×`.padStart(10)}`);
      const plan = rowsOf<{ "QUERY PLAN": string }>(await db.execute(sql`EXPLAIN ${c.explain}`)).map((r) => r["QUERY PLAN"]);
      plans.push(`-- ${c.name}\n${plan.filter((l) => /Scan|Index|Bitmap|Sort|Limit|Join|Aggregate/.test(l)).slice(0, 10).join("\n")}`);
    }
    console.log(`\ngoal: kernel ≤ 1.5× raw (p95). Search at 1M vs the real ~167k corpus: run again with BENCH_ROWS=167000 and compare.\n`);
    console.log("EXPLAIN (page queries):\n" + plans.join("\n"));
  } finally {
    await handle.close();
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
