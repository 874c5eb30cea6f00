import type { Metadata } from "next";
import { LawFilters } from "@/components/laws/law-filters";
import { LawList } from "@/components/laws/law-list";
import { getDb } from "@/lib/runtime/database";
import { publicEntitlement } from "@/lib/auth/tiers";
import { listJurisdictions } from "@/lib/catalog/jurisdictions";
import { config } from "@/lib/config";
import { listLaws } from "@/lib/laws/list-laws";
import { browserHref, browserQuery } from "./browser-query";

export const metadata: Metadata = { title: "Browse AI laws", description: "Filter AI laws by scope, jurisdiction, status and text; every record links to its official source." };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Server-rendered from the same domain function as GET /v1/laws, as an anonymous caller sees it: the same page
 * size, the same trimmed fields, the same notices. The site never serves more than the API gives away.
 */
export default async function LawsPage({ searchParams }: Props) {
  const parsed = browserQuery(await searchParams);
  const { db } = await getDb();
  const siteUrl = config().publicBaseUrl;
  const jurisdictions = (await listJurisdictions(db)).data;
  // With text, the best matches first (the search engine's rank, as GET /v1/laws?sort=relevance); the filter is the same.
  const query = parsed.ok && parsed.query.q ? { ...parsed.query, sort: "relevance" as const } : parsed.ok ? parsed.query : null;
  const result = query ? await listLaws(db, query, publicEntitlement(), siteUrl) : null;
  const meta = result?.meta;
  const from = meta ? meta.offset + 1 : 0;
  const to = meta ? meta.offset + meta.count : 0;
  return (
    <>
      <h1>Browse AI laws</h1>
      <p className="lead">Bills, statutes, regulations and executive orders, each with its official source.</p>
      <LawFilters filters={parsed.filters} jurisdictions={jurisdictions} />
      {!parsed.ok && (
        <p role="alert" className="error">The {parsed.param} filter is invalid: {parsed.message}.</p>
      )}
      {result && meta && (
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="results-heading">
            <span data-testid="law-total">{meta.total}</span> record{meta.total === 1 ? "" : "s"}
            {meta.count > 0 && <span className="muted"> · showing {from}–{to}</span>}
          </h2>
          {meta.notice && <p role="status">{meta.notice}</p>}
          <LawList laws={result.data} />
          <nav className="pager" aria-label="Pages">
            {meta.offset > 0 && <a rel="prev" href={browserHref(parsed.filters, Math.max(0, meta.offset - meta.limit))}>← Previous</a>}
            {to < meta.total && meta.count > 0 && <a rel="next" href={browserHref(parsed.filters, meta.offset + meta.limit)}>Next →</a>}
          </nav>
          {meta.upgrade && (
            <p className="note">
              This page shows what <a href="/docs/operations/listLaws">GET /v1/laws</a> gives an anonymous caller.{" "}
              {meta.upgrade}
            </p>
          )}
        </section>
      )}
    </>
  );
}
