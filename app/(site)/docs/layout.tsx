import { DocsNav } from "@/components/docs/docs-nav";
import { DocsSearchBox } from "@/components/docs/docs-search-box";
import { config } from "@/lib/config";
import { docsModel } from "@/lib/docs/operations";

// Rendered per request: the base URL in every example is the running server's PUBLIC_BASE_URL, not the build machine's.
export const dynamic = "force-dynamic";

export default function DocsLayout({ children }: { children: React.ReactNode }) {
  const model = docsModel(config().publicBaseUrl);
  return (
    <div className="docs">
      <div className="docs-main">
        <div className="docs-top">
          <DocsSearchBox />
          <a className="to-docs-nav" href="#docs-nav">Docs contents</a>
        </div>
        {children}
      </div>
      <DocsNav model={model} />
    </div>
  );
}
