import { beforeAll, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { getDb } from "@/lib/runtime/database";
import { loadEuAiActProvisions } from "@/lib/eu-ai-act/load";
import IndexPage from "@/app/(site)/eu-ai-act/page";
import ArticlePage from "@/app/(site)/eu-ai-act/[article]/page";

beforeAll(async () => {
  const { db } = await getDb();
  await loadEuAiActProvisions(db);
});

/** The pages are async server components; awaiting one yields plain markup (no client JavaScript involved). */
const render = async (element: Promise<React.ReactElement>) => renderToStaticMarkup(await element);

describe("website: /eu-ai-act", () => {
  it("lists every article by chapter with a link to its page", async () => {
    const html = await render(IndexPage({ searchParams: Promise.resolve({}) }));
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="/eu-ai-act"');
    expect(form).toContain('method="get"');
    for (const n of [1, 5, 50, 113]) expect(html).toContain(`href="/eu-ai-act/${n}"`);
    expect(html).toContain("Chapter II: Prohibited AI Practices");
  });

  it("answers the GET search form server-side, ranked by relevance, in the API's pages of 25 with a Next link", async () => {
    const html = await render(IndexPage({ searchParams: Promise.resolve({ q: "social scoring" }) }));
    expect(html).toContain('href="/eu-ai-act/5#p1"');
    expect(html).toMatch(/data-testid="provision-total">4</);
    const many = await render(IndexPage({ searchParams: Promise.resolve({ q: "high-risk" }) }));
    expect((many.match(/<li class="panel">/g) ?? []).length).toBe(25);
    expect(many).toContain('rel="next" href="/eu-ai-act?q=high-risk&amp;offset=25"');
    const bad = await render(IndexPage({ searchParams: Promise.resolve({ article_number: "x" }) }));
    expect(bad).toContain("The article_number field is invalid");
  });

  it("dates an article as amended, naming the amending act and the original date, in the index and on its page", async () => {
    const index = await render(IndexPage({ searchParams: Promise.resolve({}) }));
    expect(index).toMatch(/Article 9: Risk management system<\/a> <span class="muted">applies from 2 December 2027 for high-risk AI systems under Article 6\(2\)/);
    const html = await render(ArticlePage({ params: Promise.resolve({ article: "102" }) }));
    expect(html).toContain("27 July 2026");
    expect(html).toContain('href="https://eur-lex.europa.eu/eli/reg/2026/1744/oj"');
    expect(html).toContain("originally 2 August 2026");
    const unchanged = await render(ArticlePage({ params: Promise.resolve({ article: "53" }) }));
    expect(unchanged).not.toContain("as amended by");
  });

  it("says above an article whose wording a later act changed that the text is as adopted, listing each change", async () => {
    const html = await render(ArticlePage({ params: Promise.resolve({ article: "75" }) }));
    expect(html).toContain('id="amended"');
    expect(html).toContain("This is the text as adopted (Official Journal of 12 July 2024)");
    expect(html).toContain("Article 75(1) replaced (the AI Office&#x27;s exclusive competence)");
    expect(html).toMatch(/replaced since adoption/);
    const unchanged = await render(ArticlePage({ params: Promise.resolve({ article: "53" }) }));
    expect(unchanged).not.toContain('id="amended"');
  });

  it("renders an article with every paragraph anchored, the EUR-Lex link and the duties derived from it", async () => {
    const html = await render(ArticlePage({ params: Promise.resolve({ article: "50" }) }));
    expect(html).toContain("Article 50: Transparency obligations for providers and deployers of certain AI systems");
    for (let p = 1; p <= 7; p++) expect(html).toContain(`id="p${p}"`);
    expect(html).toContain('href="https://eur-lex.europa.eu/eli/reg/2024/1689/oj#art_50"');
    expect(html).toContain("Compliance duties derived from this article");
    const body = await render(ArticlePage({ params: Promise.resolve({ article: "16" }) }));
    expect(body).toContain("Obligations of providers of high-risk AI systems");
    expect(body).not.toContain('id="p1"');
  });

  it("an unknown article is a 404", async () => {
    await expect(ArticlePage({ params: Promise.resolve({ article: "114" }) })).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);
    await expect(ArticlePage({ params: Promise.resolve({ article: "5a" }) })).rejects.toThrow(/404|NOT_FOUND/);
  });
});
