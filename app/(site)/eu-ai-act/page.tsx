import type { Metadata } from "next";
import { ProvisionText } from "@/components/eu-ai-act/provision-text";
import { getDb } from "@/lib/runtime/database";
import { config } from "@/lib/config";
import { listEuAiActArticles, listEuAiActProvisions, type Provision } from "@/lib/eu-ai-act/provisions";
import { searchHref, searchQuery } from "./search-query";

export const metadata: Metadata = {
  title: "EU AI Act, article by article",
  description: "The text of Regulation (EU) 2024/1689 (the AI Act) by article, paragraph, recital and annex, searchable, each linked to EUR-Lex.",
};
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where a search hit is read on this site: its article page (at the paragraph), or EUR-Lex for recitals and annexes. */
function hitHref(p: Provision): string {
  if (p.article_number === null) return p.eur_lex_url;
  return `/eu-ai-act/${p.article_number}${p.paragraph_number ? `#p${p.paragraph_number}` : ""}`;
}

function hitLabel(p: Provision): string {
  if (p.provision_type === "recital") return `Recital ${p.recital_number}`;
  if (p.provision_type === "annex") return `Annex ${p.annex_number}: ${p.title}`;
  return `Article ${p.article_number}${p.paragraph_number ? `(${p.paragraph_number})` : ""}: ${p.title}`;
}

/**
 * Server-rendered; no JavaScript needed. The index lists every article by chapter; the search form is a plain GET
 * form answered by the same domain function as GET /v1/eu-ai-act-provisions; a search with words is ranked by relevance.
 */
export default async function EuAiActPage({ searchParams }: Props) {
  const parsed = searchQuery(await searchParams);
  const { db } = await getDb();
  const siteUrl = config().publicBaseUrl;
  const result = parsed.ok && parsed.searching ? await listEuAiActProvisions(db, parsed.query, siteUrl) : null;
  const articles = await listEuAiActArticles(db);
  const chapters = new Map<string, typeof articles>();
  for (const a of articles) chapters.set(`${a.chapter}|${a.chapterTitle}`, [...(chapters.get(`${a.chapter}|${a.chapterTitle}`) ?? []), a]);
  const meta = result?.meta;
  return (
    <>
      <h1>EU AI Act, article by article</h1>
      <p className="lead">
        Regulation (EU) 2024/1689 as published in the Official Journal on 12 July 2024 (no later amendments applied), by
        article and paragraph, with its recitals and annexes. Every provision links to the official EUR-Lex text.
      </p>
      <form className="filters" method="get" action="/eu-ai-act" aria-label="Search the AI Act">
        <div className="field">
          <label htmlFor="s-q">Words</label>
          <input id="s-q" name="q" type="search" defaultValue={parsed.filters.q ?? ""} placeholder="e.g. social scoring" />
        </div>
        <div className="field">
          <label htmlFor="s-type">Kind</label>
          <select id="s-type" name="provision_type" defaultValue={parsed.filters.provision_type ?? ""}>
            <option value="">Any</option>
            <option value="paragraph">Article paragraphs</option>
            <option value="article_body">Whole articles</option>
            <option value="recital">Recitals</option>
            <option value="annex">Annexes</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="s-article">Article number</label>
          <input id="s-article" name="article_number" type="number" min={1} max={113} defaultValue={parsed.filters.article_number ?? ""} />
        </div>
        <div className="actions">
          <button type="submit" className="button">Search</button>
          <a href="/eu-ai-act" className="button secondary">Clear</a>
        </div>
      </form>
      {!parsed.ok && <p role="alert" className="error">The {parsed.param} field is invalid: {parsed.message}.</p>}

      {result && meta && (
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="results-heading">
            <span data-testid="provision-total">{meta.total}</span> provision{meta.total === 1 ? "" : "s"}
            {meta.count > 0 && <span className="muted"> · showing {meta.offset + 1}–{meta.offset + meta.count}</span>}
          </h2>
          {meta.notice && <p role="status">{meta.notice}</p>}
          <ol className="law-list">
            {result.data.map((p) => (
              <li key={p.anchor_id} className="panel">
                <h3><a href={hitHref(p)}>{hitLabel(p)}</a> <span className="tag">{p.anchor_id}</span></h3>
                <ProvisionText text={p.text.length > 600 ? `${p.text.slice(0, 600)}…` : p.text} />
              </li>
            ))}
          </ol>
          <nav className="pager" aria-label="Pages">
            {meta.offset > 0 && <a rel="prev" href={searchHref(parsed.filters, Math.max(0, meta.offset - meta.limit))}>← Previous</a>}
            {meta.offset + meta.count < meta.total && meta.count > 0 && <a rel="next" href={searchHref(parsed.filters, meta.offset + meta.limit)}>Next →</a>}
          </nav>
          <p className="note">
            The same answer as <a href="/docs/operations/listEuAiActProvisions">GET /v1/eu-ai-act-provisions</a> (here ranked by relevance).
          </p>
        </section>
      )}

      <h2 id="articles">Articles</h2>
      {articles.length === 0 && <p>The provisions have not been imported yet.</p>}
      {[...chapters.entries()].map(([key, list]) => {
        const [chapter, title] = key.split("|");
        return (
          <section key={key} aria-labelledby={`ch-${chapter}`}>
            <h3 id={`ch-${chapter}`}>Chapter {chapter}: {title}</h3>
            <ul>
              {list.map((a) => (
                <li key={a.articleNumber}>
                  <a href={`/eu-ai-act/${a.articleNumber}`}>Article {a.articleNumber}: {a.title}</a>{" "}
                  <span className="muted">applies from {a.appliesFrom}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <p className="muted">
        Text: Official Journal of the European Union, L series, 12 July 2024 (© European Union; reuse under Decision
        2011/833/EU). Not the consolidated text. Informational only; not legal advice.
      </p>
    </>
  );
}
