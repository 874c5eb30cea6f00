import { redirect } from "next/navigation";
import { Pager } from "@/components/browse/pager";
import { listEnforcementMatters } from "@/lib/contract/enforcement";
import { getDb } from "@/lib/runtime/database";
import { enforcementPageQuery, matterFacets, vocabularyLabel, vocabularyOptions } from "@/lib/website/enforcement-browse";
import { refusalHref } from "@/lib/website/refusal";
import { callAsVisitor, pageHref, pagerHrefs, type VisitorHeaders } from "@/lib/website/visitor-call";
import { EnforcementFilters } from "./enforcement-filters";

type Raw = Record<string, string | string[] | undefined>;

/**
 * The enforcement registry: GET /v1/enforcement/matters invoked through the kernel as the anonymous caller at the
 * visitor's address (the matters are open and unmetered, but each page counts as a request against the rate limit).
 */
export async function EnforcementBrowser({ raw, visitor }: { raw: Raw; visitor: VisitorHeaders }) {
  const query = enforcementPageQuery(raw);
  const { db } = await getDb();
  const { agencies, domains } = await matterFacets(db);
  const answer = await callAsVisitor(listEnforcementMatters, { query: query.pairs }, visitor);
  if (answer.kind === "refused") redirect(refusalHref(answer.refusal, pageHref("/enforcement", query.pairs)));

  return (
    <>
      <h1>Enforcement registry</h1>
      <p className="lead">
        AI-related regulator actions and lawsuits: who acted, in which forum, what happened when, the relief and the
        statutes cited, each matter with its sources. Parties are shown as the redaction policy allows.
      </p>
      <EnforcementFilters
        values={query.values}
        agencies={agencies}
        forumTypes={vocabularyOptions("forum_type")}
        statuses={vocabularyOptions("matter_status")}
        domains={domains}
      />
      {answer.kind === "failed" && (
        <p role="alert" className="error">
          {answer.param ? <>The {answer.param} field is invalid: </> : null}
          {answer.message}
        </p>
      )}
      {answer.kind === "ok" && <MatterList answer={answer} pairs={query.pairs} />}
    </>
  );
}

type Answer = Extract<Awaited<ReturnType<typeof callAsVisitor<typeof listEnforcementMatters>>>, { kind: "ok" }>;

function MatterList({ answer, pairs }: { answer: Answer; pairs: [string, string][] }) {
  const { meta } = answer;
  const to = meta.offset + meta.count;
  const { prev, next } = pagerHrefs("/enforcement", pairs, meta);
  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading" className="results-heading">
        <span data-testid="matter-total">{meta.total}</span> matter{meta.total === 1 ? "" : "s"}
        {meta.count > 0 && <span className="muted"> · showing {meta.offset + 1}–{to}</span>}
      </h2>
      {meta.notice && <p role="status">{meta.notice}</p>}
      <ul className="law-list" data-testid="matter-list">
        {answer.data.map((m) => (
          <li key={m.matter_uid} className="law-card matter-card" data-agency={m.agency_code ?? ""} data-forum-type={m.forum_type} data-status={m.matter_status}>
            <h3><a href={`/enforcement/matters/${m.matter_uid}`}>{m.caption}</a></h3>
            <p className="law-facts">
              <span>{m.agency_code ?? "Private litigation"}</span>
              <span>{vocabularyLabel("forum_type", m.forum_type)}{m.forum_name ? `: ${m.forum_name}` : ""}</span>
              <span data-testid="matter-status">{vocabularyLabel("matter_status", m.matter_status)}</span>
              <span>{m.jurisdiction.name ?? m.jurisdiction.slug}</span>
              {m.filed_date && <span>Filed {m.filed_date}</span>}
            </p>
            {m.summary && <p>{m.summary}</p>}
          </li>
        ))}
      </ul>
      <Pager prev={prev} next={next} />
      {meta.registry.withheld_not_publish_ready > 0 && (
        <p className="muted">{meta.registry.withheld_not_publish_ready} matching matter(s) are held back until they are ready to publish (duplicates, untranslated captions, rows under review).</p>
      )}
      {meta.upgrade && <p className="note">{meta.upgrade}</p>}
      <p className="muted">
        The same request in the API: <code>GET {pageHref("/v1/enforcement/matters", pairs)}</code> (<a href="/docs/operations/listEnforcementMatters">reference</a>).
      </p>
    </section>
  );
}
