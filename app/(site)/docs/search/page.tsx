import type { Metadata } from "next";
import { config } from "@/lib/config";
import { buildIndex, searchDocs } from "@/lib/docs/search";
import { searchDocuments } from "@/lib/docs/search-documents";

export const metadata: Metadata = { title: "Search the docs" };

let cachedIndex: { siteUrl: string; index: ReturnType<typeof buildIndex> } | null = null;

function indexFor(siteUrl: string) {
  if (cachedIndex?.siteUrl !== siteUrl) cachedIndex = { siteUrl, index: buildIndex(searchDocuments({ siteUrl, apiBase: `${siteUrl}/v1` })) };
  return cachedIndex.index;
}

/** The no-JavaScript search: the box's form submits here and the same MiniSearch index answers on the server. */
export default async function DocsSearchPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const raw = (await searchParams).q;
  const q = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 200) ?? "";
  const hits = searchDocs(indexFor(config().publicBaseUrl), q, 50);
  return (
    <>
      <h1>Search the docs</h1>
      {q ? (
        <p role="status">{hits.length} result{hits.length === 1 ? "" : "s"} for “{q}”.</p>
      ) : (
        <p>Type words to look for in the box above: an endpoint, a parameter, an error code.</p>
      )}
      <ol className="search-results">
        {hits.map((h) => (
          <li key={h.id}><a href={h.url}>{h.title}</a> <span className="muted">{h.section}</span></li>
        ))}
      </ol>
    </>
  );
}
