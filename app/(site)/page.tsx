import { getDb } from "@/lib/runtime/database";
import { healthOf } from "@/lib/system/health";
import { config } from "@/lib/config";
import { CodeBlock } from "@/components/code-block";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  const { db, engine } = await getDb();
  const health = await healthOf(db, engine);
  const base = config().publicBaseUrl;
  return (
    <>
      <h1>AI-law data you can build on</h1>
      <p className="lead">
        LexAtlas serves an audited dataset of {health.records} AI laws — US states, federal, the EU and countries
        worldwide — as a read-only JSON API. Every record names its official source; nothing is invented.
      </p>
      <p className="cta">
        <a className="button" href="/signup">Get a free API key</a>{" "}
        <a className="button secondary" href="/docs/guides/quick-start">Quick start</a>{" "}
        <a className="button secondary" href="/laws">Browse the laws</a>
      </p>
      <h2>Browse on this site</h2>
      <ul className="cards">
        <li className="panel">
          <h3 className="h3"><a href="/laws">AI laws</a></h3>
          <p>Bills, statutes, regulations and executive orders on AI, by jurisdiction and status.</p>
        </li>
        <li className="panel">
          <h3 className="h3"><a href="/us-law">US law</a></h3>
          <p>Search US Code sections, CFR sections, executive orders and proclamations by words, citation or number.</p>
        </li>
        <li className="panel">
          <h3 className="h3"><a href="/enforcement">Enforcement registry</a></h3>
          <p>AI-related regulator actions and lawsuits, with timelines, relief, statutes cited and sources.</p>
        </li>
        <li className="panel">
          <h3 className="h3"><a href="/eu-ai-act">EU AI Act</a></h3>
          <p>The regulation article by article, searchable, each linked to EUR-Lex.</p>
        </li>
      </ul>
      <h2>Try it</h2>
      <CodeBlock label="first call" code={`curl '${base}/v1/laws?scope=state&limit=5'`} />
      <p>No key needed to start. Every operation is documented with runnable examples in the <a href="/docs">API docs</a>.</p>
      <div className="grid">
        <section className="panel">
          <h2 className="h3">Sourced records</h2>
          <p>Bills, statutes, executive orders and regulations, each with its government link and a status taken verbatim from the source.</p>
        </section>
        <section className="panel">
          <h2 className="h3">Honest limits</h2>
          <p>Rate limits and tier caps are reported in headers and <code>meta.gated</code> — never silently applied.</p>
        </section>
        <section className="panel">
          <h2 className="h3">CC BY 4.0</h2>
          <p>Use the data anywhere with attribution: <em>Data by LexAtlas (CC BY 4.0)</em> and a link back.</p>
        </section>
      </div>
    </>
  );
}
