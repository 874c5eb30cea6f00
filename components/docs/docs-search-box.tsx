"use client";

import { useId, useRef, useState } from "react";
import type MiniSearch from "minisearch";
import type { SearchHit } from "@/lib/docs/search";
import type { SearchDocument } from "@/lib/docs/search-documents";

/**
 * Search as you type. The form is a plain GET to /docs/search (works without JavaScript); with JavaScript, the
 * index and MiniSearch load on first focus — nothing is downloaded for readers who never search.
 */
export function DocsSearchBox({ initial = "" }: { initial?: string }) {
  const [query, setQuery] = useState(initial);
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  const index = useRef<Promise<{ index: MiniSearch<SearchDocument>; search: typeof import("@/lib/docs/search").searchDocs }> | null>(null);
  const listId = useId();

  function load() {
    index.current ??= Promise.all([import("@/lib/docs/search"), fetch("/docs/search-index.json").then((r) => r.json())]).then(
      ([mod, documents]: [typeof import("@/lib/docs/search"), SearchDocument[]]) => ({ index: mod.buildIndex(documents), search: mod.searchDocs }),
    );
    return index.current;
  }

  async function update(value: string) {
    setQuery(value);
    if (!value.trim()) return setHits(null);
    const { index: idx, search } = await load();
    setHits(search(idx, value, 8));
  }

  return (
    <div className="docs-search">
      <form action="/docs/search" method="get" role="search">
        <label htmlFor="docs-q" className="visually-hidden">Search the docs</label>
        <input
          id="docs-q"
          name="q"
          type="search"
          placeholder="Search the docs"
          autoComplete="off"
          value={query}
          onFocus={() => void load()}
          onChange={(e) => void update(e.target.value)}
          aria-controls={listId}
        />
        <button type="submit" className="button secondary">Search</button>
      </form>
      <div id={listId} aria-live="polite">
        {hits && (
          hits.length === 0 ? (
            <p className="muted">No match for “{query}”.</p>
          ) : (
            <ul className="search-hits">
              {hits.map((h) => (
                <li key={h.id}><a href={h.url}>{h.title}</a> <span className="muted">{h.section}</span></li>
              ))}
            </ul>
          )
        )}
      </div>
    </div>
  );
}
