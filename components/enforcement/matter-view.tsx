import { notFound, redirect } from "next/navigation";
import { clientIp } from "@/lib/auth/caller";
import { loadMatter } from "@/lib/website/page-loaders";
import { vocabularyLabel } from "@/lib/website/enforcement-browse";
import { refusalHref } from "@/lib/website/refusal";
import { taxonomyName } from "@/lib/website/us-law-browse";
import type { VisitorHeaders } from "@/lib/website/visitor-call";

type Chain = "events" | "parties" | "relief" | "laws" | "sources";

/** "2 of 7 shown" when the tier's sample cut the chain; the true size comes from data.chain_totals. */
function ChainCount({ shown, total, testId }: { shown: number; total: number; testId: string }) {
  if (shown >= total) return null;
  return <p className="muted" data-testid={testId}>Showing {shown} of {total}.</p>;
}

const host = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};

/**
 * One matter as GET /v1/enforcement/matters/{uid} gives the anonymous caller at the visitor's address: each chain a
 * sample below Pro, shown with the true totals and the upgrade note, never more than the API gives.
 */
export async function MatterView({ matterUid, visitor }: { matterUid: string; visitor: VisitorHeaders }) {
  const answer = await loadMatter(matterUid, clientIp(visitor));
  if (answer.kind === "refused") redirect(refusalHref(answer.refusal, `/enforcement/matters/${encodeURIComponent(matterUid)}`));
  if (answer.kind === "failed") {
    if (answer.code === "not_found" || answer.code === "invalid_parameter") notFound();
    return <p role="alert" className="error">{answer.message}</p>;
  }
  const { data: m, meta } = answer;
  const totals = m.chain_totals;
  const count = (chain: Chain) => ({ shown: m[chain].length, total: totals[chain] });
  return (
    <article className="law matter">
      <p className="eyebrow">
        <a href="/enforcement">Enforcement registry</a> · {m.jurisdiction.name ?? m.jurisdiction.slug}
      </p>
      <h1>{m.caption}</h1>
      {m.summary && <p className="lead">{m.summary}</p>}
      <dl className="facts-grid">
        <div><dt>Type</dt><dd>{vocabularyLabel("matter_type", m.matter_type)}</dd></div>
        <div><dt>Status</dt><dd data-testid="matter-status">{vocabularyLabel("matter_status", m.matter_status)}</dd></div>
        <div><dt>Agency</dt><dd>{m.agency_code ?? "none (private litigation)"}</dd></div>
        <div><dt>Forum</dt><dd>{vocabularyLabel("forum_type", m.forum_type)}{m.forum_name ? `: ${m.forum_name}` : ""}</dd></div>
        {m.docket_number && <div><dt>Docket</dt><dd>{m.docket_number}</dd></div>}
        <div><dt>Filed</dt><dd>{m.filed_date ?? "not confirmed"}</dd></div>
        {m.decided_date && <div><dt>Decided</dt><dd>{m.decided_date}</dd></div>}
        {m.closed_date && <div><dt>Closed</dt><dd>{m.closed_date}</dd></div>}
        {m.domain && <div><dt>Domain</dt><dd><a href={`/enforcement?domain=${m.domain}`}>{taxonomyName(m.domain)}</a></dd></div>}
        {m.ai_roles.length > 0 && <div><dt>AI role</dt><dd>{m.ai_roles.map((r) => vocabularyLabel("ai_role", r)).join(", ")}</dd></div>}
        <div><dt>Verification</dt><dd>{m.verification.replace(/_/g, " ")}{m.tier ? ` (source tier ${m.tier})` : ""}</dd></div>
        <div><dt>Last re-checked</dt><dd>{m.last_verified_at ? m.last_verified_at.slice(0, 10) : "not since it was recorded"}</dd></div>
      </dl>
      {meta.chains === "sample" && meta.upgrade && (
        <p className="note" data-testid="chain-sample-note">
          The API gives anonymous callers {meta.sample_rows} rows of each list below; the true sizes are stated with each. {meta.upgrade}
        </p>
      )}

      <h2 id="timeline">Timeline</h2>
      {m.events.length === 0 ? <p>No event recorded.</p> : (
        <ol className="timeline" data-testid="matter-timeline">
          {m.events.map((e, i) => (
            <li key={i}>
              {e.date ? <time dateTime={e.date}>{e.date}</time> : <span>Undated</span>}
              {e.is_date_estimated && <span className="tag muted" data-testid="estimated-date">estimated date</span>} —{" "}
              <strong>{vocabularyLabel("event_type", e.event_type)}</strong>: {e.description}
              {e.source_url && <> (<a href={e.source_url} rel="noopener">source<span className="visually-hidden">: {host(e.source_url)}</span></a>)</>}
            </li>
          ))}
        </ol>
      )}
      <ChainCount {...count("events")} testId="events-count" />

      <h2 id="parties">Parties</h2>
      {m.parties.length === 0 ? <p>No party recorded.</p> : (
        <ul data-testid="matter-parties">
          {m.parties.map((p, i) => (
            <li key={i}>
              {p.redacted ? <em data-testid="party-redacted">Name withheld (redaction policy)</em> : p.name ?? <em>Name not stated</em>}{" "}
              <span className="muted">— {vocabularyLabel("party_role", p.role)}, {vocabularyLabel("party_kind", p.kind)}</span>
            </li>
          ))}
        </ul>
      )}
      <ChainCount {...count("parties")} testId="parties-count" />

      <h2 id="relief">Relief</h2>
      {m.relief.length === 0 ? <p>No relief recorded.</p> : (
        <ul>
          {m.relief.map((r, i) => (
            <li key={i}>
              <strong>{vocabularyLabel("relief_type", r.relief_type)}</strong>
              {r.amount && <> — {r.amount}</>}
              {r.description && <>: {r.description}</>}
            </li>
          ))}
        </ul>
      )}
      <ChainCount {...count("relief")} testId="relief-count" />

      <h2 id="statutes">Statutes cited</h2>
      {m.laws.length === 0 ? <p>No statute recorded.</p> : (
        <ul data-testid="matter-laws">
          {m.laws.map((l, i) => (
            <li key={i}>
              {l.link_status === "linked_ai_law" && l.law_id ? <a href={`/laws/${l.law_id}`}>{l.citation}</a>
                : l.link_status === "linked_us_law" && l.us_law_record_uid ? <a href={`/us-law/records/${l.us_law_record_uid}`}>{l.citation}</a>
                : <span>{l.citation}</span>}{" "}
              <span className="tag muted" data-link-status={l.link_status}>{l.link_status === "unlinked" ? "not linked to a record" : l.link_status === "linked_ai_law" ? "AI-law record" : "US-law record"}</span>{" "}
              <span className="muted">{vocabularyLabel("law_relation", l.relation)}</span>
            </li>
          ))}
        </ul>
      )}
      <ChainCount {...count("laws")} testId="laws-count" />

      <h2 id="sources">Sources</h2>
      {m.sources.length === 0 ? <p>No source document recorded.</p> : (
        <ul className="sources">
          {m.sources.map((s) => (
            <li key={s.url}>
              <a href={s.url} rel="noopener">{s.title ?? host(s.url)}</a> <span className="tag">{s.kind}</span>{" "}
              <span className="muted">{s.publisher}{s.date ? `, ${s.date}` : ""}</span>
            </li>
          ))}
        </ul>
      )}
      <ChainCount {...count("sources")} testId="sources-count" />

      <h2 id="api">In the API</h2>
      <p><a href="/docs/operations/getEnforcementMatter"><code>GET /v1/enforcement/matters/{m.matter_uid}</code></a></p>
      <p className="attribution">{m.attribution}. {meta.disclaimer}</p>
    </article>
  );
}
