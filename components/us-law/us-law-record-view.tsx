import { notFound, redirect } from "next/navigation";
import { RecordBudgetNote } from "@/components/browse/record-budget-note";
import { clientIp } from "@/lib/auth/caller";
import { getUsLawRecordHistory } from "@/lib/contract/us-law";
import { loadUsLawRecord } from "@/lib/website/page-loaders";
import { refusalHref } from "@/lib/website/refusal";
import { humanise, taxonomyName } from "@/lib/website/us-law-browse";
import { callAsVisitor, type VisitorHeaders } from "@/lib/website/visitor-call";
import { inForceLabel } from "./us-law-results";

const formatStamp = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
const shown = (value: unknown) => (value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value));

/**
 * One record as GET /v1/us-law/records/{uid} and its /history give the anonymous caller at the visitor's address:
 * the record fetch is metered (one record), the history is not (change entries are not records) but counts as a
 * request. An unknown or malformed uid is a 404; a refused record redirects to the 429 page.
 */
export async function UsLawRecordView({ recordUid, visitor }: { recordUid: string; visitor: VisitorHeaders }) {
  const self = `/us-law/records/${encodeURIComponent(recordUid)}`;
  const answer = await loadUsLawRecord(recordUid, clientIp(visitor));
  if (answer.kind === "refused") redirect(refusalHref(answer.refusal, self));
  if (answer.kind === "failed") {
    if (answer.code === "not_found" || answer.code === "invalid_parameter") notFound();
    return <p role="alert" className="error">{answer.message}</p>;
  }
  // The record is already charged: if the history is refused now, the page still shows what was paid for.
  const history = await callAsVisitor(getUsLawRecordHistory, { params: { record_uid: recordUid } }, visitor);
  const r = answer.data;
  const { primary, secondary } = r.classification;
  const textUrl = r.full_text_url ?? r.official_url;
  return (
    <article className="law us-law-record">
      <p className="eyebrow">
        <a href={`/us-law?jurisdiction=${encodeURIComponent(r.jurisdiction.slug)}`}>{r.jurisdiction.name ?? r.jurisdiction.slug}</a> · {humanise(r.instrument_type)}
      </p>
      <h1>{r.title}</h1>
      <p className="citation" data-testid="us-law-citation">{r.citation}</p>
      {textUrl && <p><a className="button" href={textUrl} rel="noopener">Read the official text</a></p>}

      <dl className="facts-grid">
        <div><dt>Identifier</dt><dd>{r.identifier ?? "—"}</dd></div>
        {r.short_title && <div><dt>Short title</dt><dd>{r.short_title}</dd></div>}
        <div><dt>Status</dt><dd data-testid="us-law-status">{humanise(r.status)}</dd></div>
        <div><dt>In force</dt><dd>{inForceLabel(r.in_force)}</dd></div>
        <div><dt>Binding</dt><dd>{r.is_binding ? "Yes" : "No (guidance)"}</dd></div>
        {r.document_number !== null && <div><dt>Document number</dt><dd>{r.document_number}</dd></div>}
      </dl>

      <h2 id="classification">Classification</h2>
      <ul className="classification">
        <li>
          <span className="tag">primary</span> <a href={`/us-law?branch_any=${primary.branch}`}>{taxonomyName(primary.branch)}</a> ›{" "}
          <a href={`/us-law?domain=${primary.subcategory}`}>{taxonomyName(primary.subcategory)}</a> <span className="muted">rule {primary.rule}</span>
        </li>
        {secondary.map((s) => (
          <li key={`${s.subcategory}-${s.rule}`}>
            <span className="tag muted">secondary</span> <a href={`/us-law?branch_any=${s.branch}`}>{taxonomyName(s.branch)}</a> ›{" "}
            <a href={`/us-law?domain=${s.subcategory}`}>{taxonomyName(s.subcategory)}</a> <span className="muted">rule {s.rule}</span>
          </li>
        ))}
      </ul>

      <h2 id="dates">Dates</h2>
      <dl className="facts-grid">
        <div><dt>Enacted</dt><dd>{r.enacted_date ?? "not recorded"}</dd></div>
        <div><dt>Effective</dt><dd>{r.effective_date ?? "not recorded"}</dd></div>
        <div><dt>Repealed</dt><dd>{r.repealed_date ?? "—"}</dd></div>
      </dl>

      <h2 id="provenance">Provenance</h2>
      <dl className="facts-grid" data-testid="us-law-provenance">
        <div><dt>Source authority</dt><dd>{r.source_authority}</dd></div>
        <div><dt>Retrieved</dt><dd><time dateTime={r.retrieved_at}>{formatStamp(r.retrieved_at)}</time></dd></div>
        <div><dt>Last verified</dt><dd><time dateTime={r.last_verified_at}>{formatStamp(r.last_verified_at)}</time></dd></div>
        <div><dt>Official page</dt><dd>{r.official_url ? <a href={r.official_url} rel="noopener">{new URL(r.official_url).hostname}</a> : "none held"}</dd></div>
        <div><dt>Text fingerprint (SHA-256)</dt><dd>{r.full_text_sha256 ?? "none: we do not hash text we did not read"}</dd></div>
      </dl>

      <h2 id="history">History</h2>
      {history.kind === "refused" ? (
        <p role="alert" className="error">The history was not loaded: {history.refusal.message} Reload this page to see it.</p>
      ) : history.kind === "failed" ? (
        <p role="alert" className="error">{history.message}</p>
      ) : (
        <>
          {history.data.length === 0 ? (
            <p data-testid="us-law-history-empty">{history.meta.notice}</p>
          ) : (
            <>
              <ol className="timeline" data-testid="us-law-history">
                {history.data.map((h, i) => (
                  <li key={`${h.observed_at}-${h.field}-${i}`}>
                    <time dateTime={h.observed_at}>{formatStamp(h.observed_at)}</time> — <code>{h.field}</code>: {shown(h.from)} → {shown(h.to)}
                  </li>
                ))}
              </ol>
              <p className="muted">{history.meta.notice}</p>
            </>
          )}
          {history.meta.sampled && (
            <p className="note" data-testid="us-law-history-sample">
              Showing the latest {history.meta.count} of {history.meta.total} changes. {history.meta.upgrade}
            </p>
          )}
          <p className="muted">
            Capture began {history.meta.capture_started_at ? formatStamp(history.meta.capture_started_at) : "—"}; this record was first imported{" "}
            {history.meta.first_seen_at ? formatStamp(history.meta.first_seen_at) : "—"}.
          </p>
        </>
      )}

      <RecordBudgetNote budget={answer.meta.record_budget} />
      {answer.meta.upgrade && <p className="note">{answer.meta.upgrade}</p>}
      <h2 id="api">In the API</h2>
      <ul>
        <li><a href="/docs/operations/getUsLawRecord"><code>GET /v1/us-law/records/{r.record_uid}</code></a></li>
        <li><a href="/docs/operations/getUsLawRecordHistory"><code>GET /v1/us-law/records/{r.record_uid}/history</code></a></li>
      </ul>
      <p className="attribution">{r.attribution}. Informational only; not legal advice — check the official text.</p>
    </article>
  );
}
