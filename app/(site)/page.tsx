import { getDb } from "@/db/client";
import { healthOf } from "@/lib/system/health";
import { config } from "@/lib/config";

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
      <p>
        <a className="button" href="/signup">Get a free API key</a>{" "}
        <a className="button secondary" href="/v1/openapi.json">Read the OpenAPI document</a>
      </p>
      <h2>Try it</h2>
      <pre>
        <code>{`curl ${base}/v1/health`}</code>
      </pre>
      <div className="grid">
        <section className="panel">
          <h3>Sourced records</h3>
          <p>Bills, statutes, executive orders and regulations, each with its government link and a status taken verbatim from the source.</p>
        </section>
        <section className="panel">
          <h3>Honest limits</h3>
          <p>Rate limits and tier caps are reported in headers and <code>meta.gated</code> — never silently applied.</p>
        </section>
        <section className="panel">
          <h3>CC BY 4.0</h3>
          <p>Use the data anywhere with attribution: <em>Data by LexAtlas (CC BY 4.0)</em> and a link back.</p>
        </section>
      </div>
    </>
  );
}
