import type { Metadata } from "next";
import { CodeBlock } from "@/components/code-block";
import { ErrorTable } from "@/components/docs/error-table";
import { JsonView } from "@/components/docs/json-view";
import { MethodBadge } from "@/components/docs/method-badge";
import { TierTable } from "@/components/tier-table";
import { TIERS } from "@/lib/auth/tiers";
import { attributionFor } from "@/lib/contract/common";
import { config } from "@/lib/config";
import { GUIDES } from "@/lib/docs/guides";
import { liveVariant } from "@/lib/docs/live-variant";
import { docsModel } from "@/lib/docs/operations";
import { OVERVIEW_SECTIONS } from "@/lib/docs/overview-sections";

export const metadata: Metadata = { title: "API docs", description: "How the LexAtlas API works: base URL, keys, tiers, errors, pagination, attribution." };

export const dynamic = "force-dynamic";

/** A real capped answer for the meta.gated section: anonymous GET /v1/laws?limit=25, through the route handler. */
async function liveCappedMeta(siteUrl: string): Promise<unknown> {
  const sample = await liveVariant(siteUrl, "listLaws", "capped", { query: { limit: "25" } });
  return sample.kind === "live" ? (sample.body as { meta?: unknown }).meta ?? null : null;
}

export default async function DocsOverviewPage() {
  const siteUrl = config().publicBaseUrl;
  const apiBase = `${siteUrl}/v1`;
  const model = docsModel(siteUrl);
  const cappedMeta = await liveCappedMeta(siteUrl);
  return (
    <>
      <h1>LexAtlas API docs</h1>
      <p className="lead">
        A read-only JSON API over an audited dataset of AI laws. Every page here is generated from the same operation
        declarations the server runs, so the docs and the API cannot disagree.
      </p>
      <nav aria-label="On this page" className="toc">
        <ul>{OVERVIEW_SECTIONS.map((s) => <li key={s.id}><a href={`#${s.id}`}>{s.title}</a></li>)}</ul>
      </nav>

      <h2 id="guides-list">Guides</h2>
      <ul className="cards">
        {GUIDES.map((g) => (
          <li key={g.slug} className="panel"><a href={`/docs/guides/${g.slug}`}><strong>{g.title}</strong></a><br />{g.summary}</li>
        ))}
      </ul>

      <h2 id="base-url">Base URL</h2>
      <p>Every path in these docs is relative to:</p>
      <CodeBlock code={apiBase} label="Base URL" />
      <p>
        Responses are JSON in an envelope <code>{"{ api_version: \"v1\", data, meta }"}</code>; <code>/health</code> and{" "}
        <code>/accuracy</code> are bare objects that carry <code>api_version</code>. The machine-readable description
        is the <a href="/v1/openapi.json">OpenAPI 3.1 document</a>.
      </p>
      <p>
        AI assistants can use the same data over the Model Context Protocol (Streamable HTTP): every read operation is
        a tool, with the same key and limits. See <a href="/docs/guides/mcp">Use LexAtlas from an AI assistant</a>.
      </p>
      <CodeBlock code={apiBase.replace(/\/v1$/, "/mcp")} label="MCP endpoint" />

      <h2 id="authentication">Authentication</h2>
      <p>Three ways to call, all equally valid:</p>
      <ul>
        <li><strong>No key</strong>: anonymous, limited per client IP ({TIERS.anonymous.perMinute} a minute, {TIERS.anonymous.perDay.toLocaleString("en-US")} a day).</li>
        <li><code>X-API-Key: &lt;API_KEY&gt;</code></li>
        <li><code>Authorization: Bearer &lt;API_KEY&gt;</code> — the same key. Other schemes (<code>Basic</code>, <code>Digest</code>…) are not ours and are ignored.</li>
      </ul>
      <p>
        Get a free key on the <a href="/signup">sign-up page</a> or with <code>POST /v1/keys</code>. Keys look like{" "}
        <code>lex_free_…</code>: the prefix names the tier and a checksum rejects a mistyped key before any look-up. An
        invalid key is <code>401 invalid_key</code> and a revoked one <code>403 key_revoked</code> — never served as
        anonymous. <code>GET /v1/me</code> shows a key&apos;s usage; <code>DELETE /v1/me</code> revokes it for good.
      </p>

      <h2 id="tiers">Tiers and limits</h2>
      <p>
        Rate limits are fixed windows (a minute, a UTC day). Every response — errors included — carries{" "}
        <code>X-RateLimit-Limit</code>, <code>X-RateLimit-Remaining</code>, <code>X-RateLimit-Reset</code> (Unix
        seconds), <code>X-RateLimit-Window</code> and <code>X-RateLimit-Scope</code>. Over the limit: <code>429
        rate_limited</code> with <code>Retry-After</code>. Prices are on the <a href="/pricing">pricing page</a>.
      </p>
      <TierTable caption="Limits by tier (from the table the API enforces)" />

      <h2 id="errors">Errors</h2>
      <p>
        Errors share one body: <code>{"{ api_version, error: { code, message, docs, param?, required_tier?, retry_after?, request_id? } }"}</code>.
        Branch on <code>code</code>, never on <code>message</code>; <code>docs</code> links to the code&apos;s entry on
        the <a href="/docs/errors">errors page</a>.
      </p>
      <ErrorTable />

      <h2 id="pagination">Pagination</h2>
      <p>
        Lists take <code>limit</code> and <code>offset</code> and answer <code>meta.total</code>, <code>count</code>,{" "}
        <code>limit</code> and <code>offset</code>. Sorting is stable (ties broken by id), so walking pages never
        repeats or skips a row. Page size and depth are capped per tier: {TIERS.anonymous.listMax} rows a page
        anonymously, {TIERS.free.listMax} with a free key, {TIERS.developer.listMax} from Developer up. An offset
        deeper than your tier allows returns no rows (and says so) rather than another page.
      </p>

      <h2 id="gated">meta.gated and upgrade hints</h2>
      <p>
        A tier cap is never an error. When your tier limited an answer — a smaller page, trimmed fields, a shorter
        news window — the response names what in <code>meta.gated</code> and tells you how to lift it in{" "}
        <code>meta.upgrade</code>. An empty result says so in <code>meta.notice</code>: it means we hold no matching
        record, not that no such law exists.
      </p>
      {cappedMeta && (
        <>
          <p>The meta of <code>GET /v1/laws?limit=25</code> called without a key, captured live:</p>
          <JsonView label="meta of a capped list" value={cappedMeta} />
        </>
      )}

      <h2 id="attribution">Attribution and licence</h2>
      <p>
        The data is licensed <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>. Credit it wherever
        you show it — every record carries the string to use — with a followed link back (required on the free tier):
      </p>
      <CodeBlock label="Attribution" code={attributionFor(siteUrl)} />
      <p>Everything LexAtlas serves is informational and is not legal advice: check the official source, which every record names.</p>

      <h2 id="versioning">Versioning</h2>
      <p>
        The version is in the path (<code>/v1</code>) and in every body (<code>api_version: &quot;v1&quot;</code>).
        New fields and operations may appear within v1, so ignore fields you do not recognise. The US court-opinion
        endpoints were retired on 2026-08-22 and answer <code>410 corpus_retired</code>; no other v1 surface changed.
      </p>

      <h2 id="operations">Operations</h2>
      {model.tags.map((tag) => (
        <section key={tag} aria-labelledby={`tag-${tag}`}>
          <h3 id={`tag-${tag}`}>{tag}</h3>
          <ul className="op-list">
            {model.operations.filter((o) => o.tag === tag).map((o) => (
              <li key={o.id}>
                <a href={`/docs/operations/${o.id}`}><MethodBadge method={o.method} /> <code>/v1{o.path}</code></a> — {o.summary}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
