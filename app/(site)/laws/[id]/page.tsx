import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LawHistorySection } from "@/components/laws/law-history-section";
import { getDb } from "@/lib/runtime/database";
import { publicEntitlement } from "@/lib/auth/tiers";
import { uuidParam } from "@/lib/contract/common";
import { config } from "@/lib/config";
import { ApiError } from "@/lib/http/errors";
import { getLaw, getLawCitations, getLawSources } from "@/lib/laws/law-details";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

/** The record as GET /v1/laws/{id}, /sources and /citations give it to an anonymous caller; 404 for anything else. */
async function loadLaw(id: string) {
  if (!uuidParam.safeParse(id).success) return null;
  const { db } = await getDb();
  const siteUrl = config().publicBaseUrl;
  const caller = publicEntitlement();
  try {
    const [law, sources, citations] = await Promise.all([
      getLaw(db, id, caller, siteUrl),
      getLawSources(db, id, caller, siteUrl),
      getLawCitations(db, id, siteUrl),
    ]);
    return { db, law: law.data, sources, citations: citations.data };
  } catch (err) {
    if (err instanceof ApiError && err.code === "not_found") return null;
    throw err;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await loadLaw((await params).id);
  if (!loaded) return { title: "Law not found" };
  const { law } = loaded;
  return { title: law.title ?? law.identifier ?? "Law record", description: `${law.jurisdiction.name ?? law.jurisdiction.slug}: ${law.status ?? "status unknown"}` };
}

export default async function LawPage({ params }: Props) {
  const { id } = await params;
  const loaded = await loadLaw(id);
  if (!loaded) notFound();
  const { db, law, sources, citations } = loaded;
  return (
    <article className="law">
      <p className="eyebrow"><a href={`/laws?jurisdiction=${encodeURIComponent(law.jurisdiction.slug)}`}>{law.jurisdiction.name ?? law.jurisdiction.slug}</a> · {law.scope}</p>
      <h1>{law.title ?? law.identifier ?? "Untitled record"}</h1>
      <dl className="facts-grid">
        <div><dt>Identifier</dt><dd>{law.identifier ?? "—"}</dd></div>
        <div><dt>Type</dt><dd>{law.record_type?.replace(/_/g, " ") ?? "—"}</dd></div>
        <div><dt>Status (verbatim from the source)</dt><dd data-testid="law-status">{law.status ?? "not recorded"}</dd></div>
        <div><dt>Official page</dt><dd>{law.official_url ? <a href={law.official_url} rel="noopener">{new URL(law.official_url).hostname}</a> : "none held"}</dd></div>
      </dl>

      <h2 id="sources">Sources</h2>
      {sources.data.sources.length === 0 ? (
        <p>We hold no link for this record.</p>
      ) : (
        <ul className="sources">
          {sources.data.sources.map((s) => (
            <li key={s.url}>
              <a href={s.url} rel="noopener">{s.label}</a> <span className="tag">{s.tier}</span> <span className="muted">{new URL(s.url).hostname}</span>
            </li>
          ))}
        </ul>
      )}
      {sources.meta.upgrade && <p className="note">{sources.meta.withheld} more secondary (analysis) link{sources.meta.withheld === 1 ? "" : "s"} through the API from the Developer tier.</p>}
      {sources.data.source && <p className="muted">Upstream source: {sources.data.source}</p>}

      <h2 id="citations">Citing this record</h2>
      {citations.alternate_names.length > 0 && (
        <p>Also known as: {citations.alternate_names.join("; ")}</p>
      )}
      <blockquote className="citation">{citations.suggested_citation.text}</blockquote>
      <p className="muted">{citations.suggested_citation.label}</p>
      {citations.provisions && (
        <p>Read it article by article: <a href="/eu-ai-act">the text by provision</a> (<a href="/docs/operations/listEuAiActProvisions"><code>GET /v1/eu-ai-act-provisions</code></a>).</p>
      )}

      <LawHistorySection db={db} lawId={law.id} siteUrl={config().publicBaseUrl} />

      <h2 id="api">In the API</h2>
      <ul>
        <li><a href="/docs/operations/getLaw"><code>GET /v1/laws/{law.id}</code></a> — full fields with a free key</li>
        <li><a href="/docs/operations/getLawSources"><code>GET /v1/laws/{law.id}/sources</code></a></li>
        <li><a href="/docs/operations/getLawCitations"><code>GET /v1/laws/{law.id}/citations</code></a></li>
      </ul>
      <p className="attribution">{law.attribution}. Informational only; not legal advice — check the official source.</p>
    </article>
  );
}
