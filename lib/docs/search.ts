import MiniSearch from "minisearch";
import type { SearchDocument } from "./search-documents";

/**
 * Full-text search over the docs (MiniSearch): the same options build the index on the server (the no-JavaScript
 * /docs/search page) and in the browser (search as you type, from /docs/search-index.json).
 */
export const SEARCH_OPTIONS = {
  fields: ["title", "text"],
  storeFields: ["url", "title", "section"],
  searchOptions: { boost: { title: 3 }, prefix: true, fuzzy: 0.2, combineWith: "AND" as const },
};

export interface SearchHit {
  id: string;
  url: string;
  title: string;
  section: string;
}

export function buildIndex(documents: SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  index.addAll(documents);
  return index;
}

export function searchDocs(index: MiniSearch<SearchDocument>, query: string, max = 20): SearchHit[] {
  if (!query.trim()) return [];
  return index
    .search(query)
    .slice(0, max)
    .map((r) => ({ id: String(r.id), url: r.url as string, title: r.title as string, section: r.section as string }));
}
