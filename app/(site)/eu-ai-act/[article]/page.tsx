import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProvisionText } from "@/components/eu-ai-act/provision-text";
import { getDb } from "@/lib/runtime/database";
import { complianceData } from "@/lib/compliance/data";
import { anchorsForObligation } from "@/lib/eu-ai-act/obligation-anchors";
import { EXPECTED_COUNTS } from "@/lib/eu-ai-act/import";
import { getEuAiActArticle } from "@/lib/eu-ai-act/provisions";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ article: string }> };

async function loadArticle(raw: string) {
  if (!/^\d{1,3}$/.test(raw)) return null;
  const { db } = await getDb();
  return getEuAiActArticle(db, Number(raw));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await loadArticle((await params).article);
  if (!loaded) return { title: "Article not found" };
  return { title: `AI Act Article ${loaded.article.article_number}: ${loaded.article.title}`, description: `Regulation (EU) 2024/1689, Article ${loaded.article.article_number}.` };
}

/** The curated compliance duties (GET /v1/obligations) that name one of this article's anchors. */
function dutiesResting(articleAnchor: string) {
  return complianceData.obligations.filter((o) => anchorsForObligation(o.key)?.some((a) => a === articleAnchor || a.startsWith(`${articleAnchor}.`)));
}

/** One article, server-rendered: every paragraph with its own anchor (#p1), the official link, and the duties on it. */
export default async function EuAiActArticlePage({ params }: Props) {
  const loaded = await loadArticle((await params).article);
  if (!loaded) notFound();
  const { article, paragraphs } = loaded;
  const n = article.article_number!;
  const duties = dutiesResting(article.anchor_id);
  return (
    <article className="law">
      <p className="eyebrow">
        <a href="/eu-ai-act">EU AI Act</a> · Chapter {article.chapter}: {article.chapter_title}
        {article.section && <> · Section {article.section}: {article.section_title}</>}
      </p>
      <h1>Article {n}: {article.title}</h1>
      <dl className="facts-grid">
        <div>
          <dt>Applies from</dt>
          <dd>
            {article.applies_from ?? "—"}
            {article.applies_from_amended_by && (
              <span className="muted">
                {" "}(as amended by <a href={article.applies_from_amended_by.url} rel="noopener">{article.applies_from_amended_by.act}</a>,{" "}
                {article.applies_from_amended_by.provision}; originally {article.applies_from_original})
              </span>
            )}
          </dd>
        </div>
        <div><dt>Anchor</dt><dd><code>{article.anchor_id}</code></dd></div>
        <div><dt>Official text</dt><dd><a href={article.eur_lex_url} rel="noopener">EUR-Lex, Article {n}</a></dd></div>
      </dl>
      {article.text_amended_by.length > 0 && (
        <aside className="note" id="amended">
          <p>
            This is the text as adopted (Official Journal of 12 July 2024). Since then{" "}
            <a href={article.text_amended_by[0]!.url} rel="noopener">{article.text_amended_by[0]!.act}</a> has changed
            this article&apos;s wording; read the amending act for the text in force:
          </p>
          <ul>
            {article.text_amended_by.map((c) => (
              <li key={`${c.provision}|${c.change}`}>{c.change} <span className="muted">({c.act}, {c.provision})</span></li>
            ))}
          </ul>
        </aside>
      )}
      {paragraphs.length === 0 ? (
        <ProvisionText text={article.text} />
      ) : (
        <ol className="paragraphs" style={{ listStyle: "none", paddingLeft: 0 }}>
          {paragraphs.map((p) => (
            <li key={p.anchor_id} id={`p${p.paragraph_number}`}>
              <h2 style={{ fontSize: "1rem" }}>
                {p.paragraph_number}. <span className="tag">{p.anchor_id}</span>
                {p.text_amended_by.length > 0 && (
                  <> <span className="tag">{p.text_amended_by.map((c) => c.effect).join(", ")} since adoption</span></>
                )}
              </h2>
              <ProvisionText text={p.text} />
            </li>
          ))}
        </ol>
      )}
      {duties.length > 0 && (
        <>
          <h2 id="duties">Compliance duties derived from this article</h2>
          <ul>
            {duties.map((d) => (
              <li key={d.key}>{d.obligation} <span className="muted">({d.citation})</span></li>
            ))}
          </ul>
          <p className="muted">These are the duties <a href="/docs/operations/listObligations">GET /v1/obligations</a> returns with these anchors.</p>
        </>
      )}
      <nav className="pager" aria-label="Articles">
        {n > 1 && <a rel="prev" href={`/eu-ai-act/${n - 1}`}>← Article {n - 1}</a>}
        <a href="/eu-ai-act#articles">All articles</a>
        {n < EXPECTED_COUNTS.articles && <a rel="next" href={`/eu-ai-act/${n + 1}`}>Article {n + 1} →</a>}
      </nav>
      <p className="muted">
        {article.source}. Informational only; not legal advice — check the official source.
      </p>
    </article>
  );
}
