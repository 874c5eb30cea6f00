import { GUIDES } from "@/lib/docs/guides";
import type { DocsModel } from "@/lib/docs/operations";
import { MethodBadge } from "./method-badge";

/** The docs contents: overview, guides, errors, and every operation grouped by tag. */
export function DocsNav({ model }: { model: DocsModel }) {
  return (
    <nav id="docs-nav" className="docs-nav" aria-label="Docs contents">
      <h2 className="nav-heading">Start</h2>
      <ul>
        <li><a href="/docs">Overview</a></li>
        {GUIDES.map((g) => <li key={g.slug}><a href={`/docs/guides/${g.slug}`}>{g.title}</a></li>)}
        <li><a href="/docs/errors">Errors</a></li>
      </ul>
      {model.tags.map((tag) => (
        <div key={tag}>
          <h2 className="nav-heading">{tag}</h2>
          <ul>
            {model.operations.filter((o) => o.tag === tag).map((o) => (
              <li key={o.id}>
                <a href={`/docs/operations/${o.id}`}><MethodBadge method={o.method} /> {o.summary}</a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
