import { redirect } from "next/navigation";
import { RecordBudgetNote } from "@/components/browse/record-budget-note";
import { Pager } from "@/components/browse/pager";
import { TIERS } from "@/lib/auth/tiers";
import { listUsLaw, searchUsLaw } from "@/lib/contract/us-law";
import { getDb } from "@/lib/runtime/database";
import { refusalHref } from "@/lib/website/refusal";
import { INSTRUMENT_TYPE_OPTIONS, taxonomyOptions, usLawJurisdictionOptions, usLawPageQuery } from "@/lib/website/us-law-browse";
import { callAsVisitor, pageHref, pagerHrefs, type VisitorHeaders } from "@/lib/website/visitor-call";
import { UsLawFilters } from "./us-law-filters";
import { UsLawResults } from "./us-law-results";

type Raw = Record<string, string | string[] | undefined>;

const STRATEGY_WORDS = {
  document_number: "Matched as a presidential document number (exactly, never approximated).",
  full_text: "Full-text matches, best first.",
  citation_substring: "No full-text match: records whose citation contains the query.",
} as const;

const anon = TIERS.anonymous;

/**
 * The US-law browser: GET /v1/us-law/search (with words) or GET /v1/us-law (filters only), invoked through the kernel
 * as the anonymous caller at the visitor's address, so each page view is charged and limited like an API request.
 * A refusal (rate limit or record budget) redirects to the 429 page that says when to retry.
 */
export async function UsLawBrowser({ raw, visitor }: { raw: Raw; visitor: VisitorHeaders }) {
  const query = usLawPageQuery(raw);
  const { db } = await getDb();
  const jurisdictions = await usLawJurisdictionOptions(db);
  const { branches, subcategories } = taxonomyOptions();
  const op = query.operation === "search" ? searchUsLaw : listUsLaw;
  const answer = query.operation ? await callAsVisitor(op, { query: query.pairs }, visitor) : null;
  if (answer?.kind === "refused") redirect(refusalHref(answer.refusal, pageHref("/us-law", query.pairs)));

  return (
    <>
      <h1>Browse US law</h1>
      <p className="lead">
        Federal statutes (US Code sections), regulations (eCFR sections), executive orders and proclamations, and state AI
        statutes: each record with its citation, classification and a link to the official text.
      </p>
      <UsLawFilters values={query.values} jurisdictions={jurisdictions} instrumentTypes={INSTRUMENT_TYPE_OPTIONS} branches={branches} subcategories={subcategories} />
      {answer?.kind === "failed" && (
        <p role="alert" className="error">
          {answer.param ? <>The {answer.param} field is invalid: </> : null}
          {answer.message}
        </p>
      )}
      {answer?.kind === "ok" && <UsLawAnswer answer={answer} pairs={query.pairs} search={query.operation === "search"} />}
      {!answer && (
        <section aria-labelledby="about-heading">
          <h2 id="about-heading">How this browser is metered</h2>
          <p>
            Search or pick a filter to list records. Pages are served exactly as the API serves an anonymous caller:
            {" "}{anon.listMax} records a page, up to offset {anon.maxOffset}, the public (trimmed) fields with provenance
            always included. Each record shown counts against your address&apos;s US-law record budget
            ({anon.usLawRecordsPerDay} a day, {anon.usLawRecordsPer30Days!.toLocaleString("en-US")} per rolling 30 days), and each page
            against the request limit ({anon.perMinute} a minute). Opening this page lists nothing and costs nothing.
          </p>
          <p>
            Browse by branch: {branches.map((b, i) => (
              <span key={b.value}>{i > 0 && " · "}<a href={`/us-law?branch_any=${b.value}`}>{b.label}</a></span>
            ))}
          </p>
        </section>
      )}
    </>
  );
}

type Answer = Extract<Awaited<ReturnType<typeof callAsVisitor<typeof searchUsLaw | typeof listUsLaw>>>, { kind: "ok" }>;

function UsLawAnswer({ answer, pairs, search }: { answer: Answer; pairs: [string, string][]; search: boolean }) {
  const meta = answer.meta as Answer["meta"] & { strategy?: keyof typeof STRATEGY_WORDS; total_estimated?: boolean; ranked_candidates?: number };
  const from = meta.offset + 1;
  const to = meta.offset + meta.count;
  const end = meta.ranked_candidates !== undefined ? Math.min(meta.total, meta.ranked_candidates) : meta.total;
  const { prev, next } = pagerHrefs("/us-law", pairs, meta, end);
  const apiPath = search ? "/v1/us-law/search" : "/v1/us-law";
  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading" className="results-heading">
        {meta.total_estimated ? "About " : ""}<span data-testid="us-law-total">{meta.total.toLocaleString("en-US")}</span> record{meta.total === 1 ? "" : "s"}
        {meta.count > 0 && <span className="muted"> · showing {from}–{to}</span>}
      </h2>
      {meta.strategy && <p className="muted" data-testid="us-law-strategy" data-strategy={meta.strategy}>{STRATEGY_WORDS[meta.strategy]}</p>}
      {meta.notice && <p role="status">{meta.notice}</p>}
      {meta.sampled && meta.scarce_matching !== undefined && (
        <p className="note" data-testid="us-law-scarce-sample">
          Executive orders, proclamations and other presidential instruments: {meta.scarce_matching.toLocaleString("en-US")} match; the API
          serves anonymous callers a sample of the {meta.sample_size} most recently enacted, and so does this page.
        </p>
      )}
      <UsLawResults records={answer.data} />
      <Pager prev={prev} next={next} />
      <RecordBudgetNote budget={meta.record_budget} />
      {meta.upgrade && <p className="note">{meta.upgrade}</p>}
      <p className="muted">
        The same request in the API: <code>GET {pageHref(apiPath, pairs)}</code> (<a href={`/docs/operations/${search ? "searchUsLaw" : "listUsLaw"}`}>reference</a>).
      </p>
    </section>
  );
}
