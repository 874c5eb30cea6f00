import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CodeSamples } from "@/components/docs/code-samples";
import { ErrorTable } from "@/components/docs/error-table";
import { MethodBadge } from "@/components/docs/method-badge";
import { ParamTable } from "@/components/docs/param-table";
import { SampleResponseView } from "@/components/docs/sample-response-view";
import { SchemaFields } from "@/components/docs/schema-fields";
import { config } from "@/lib/config";
import { codeSamples } from "@/lib/docs/code-samples";
import { exampleRequest } from "@/lib/docs/example-request";
import { descriptionOf, fieldTree, typeLabel } from "@/lib/docs/json-schema";
import { docOperation, docsModel, needsKey, tierLabel } from "@/lib/docs/operations";
import { sampleResponse } from "@/lib/docs/sample-response";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const op = docOperation(config().publicBaseUrl, (await params).id);
  return op ? { title: `${op.summary} (${op.method} /v1${op.path})`, description: op.description } : { title: "Not found" };
}

export default async function OperationPage({ params }: Props) {
  const siteUrl = config().publicBaseUrl;
  const op = docOperation(siteUrl, (await params).id);
  if (!op) notFound();
  const { components } = docsModel(siteUrl);
  const request = exampleRequest(op, components);
  const sample = await sampleResponse(op, request);
  const pathParams = op.parameters.filter((p) => p.in === "path");
  const queryParams = op.parameters.filter((p) => p.in === "query");
  return (
    <article className="operation" data-operation={op.id}>
      <p className="eyebrow">{op.tag}</p>
      <h1>{op.summary}</h1>
      <p className="endpoint"><MethodBadge method={op.method} /> <code>/v1{op.path}</code></p>
      <p>{op.description}</p>
      <ul className="facts">
        <li><strong>Authentication:</strong> {op.auth === "required" ? "an API key is required" : "optional — anonymous callers are served at the anonymous tier"}</li>
        <li><strong>Tier:</strong> {op.minTier ? <>{tierLabel(op.minTier)} and above; lower tiers get <a href="/docs/errors#tier_upgrade_required"><code>403 tier_upgrade_required</code></a> (<a href="/pricing">pricing</a>)</> : "every tier"}</li>
        {op.gating && <li><strong>Below the top tiers:</strong> {op.gating}</li>}
        {op.successStatus === null ? (
          <li><strong>Retired:</strong> every request answers <a href="/docs/errors#corpus_retired"><code>410 corpus_retired</code></a>; nothing succeeds.</li>
        ) : (
          <li><strong>Success:</strong> {op.successStatus}{op.alternateContentTypes.length > 0 && <>; also {op.alternateContentTypes.join(", ")}</>}</li>
        )}
      </ul>

      <h2 id="request">Request</h2>
      {pathParams.length > 0 && <ParamTable parameters={pathParams} components={components} caption="Path parameters" />}
      {queryParams.length > 0 && <ParamTable parameters={queryParams} components={components} caption="Query parameters" />}
      {op.requestBody && (
        <>
          <h3>Body (JSON)</h3>
          <SchemaFields fields={fieldTree(op.requestBody, components)} />
        </>
      )}
      {op.parameters.length === 0 && !op.requestBody && <p>No parameters.</p>}

      <h2 id="example">Example</h2>
      {needsKey(op) ? (
        <p>Set <code>LEXATLAS_API_KEY</code> to your key first (<a href="/signup">get a free key</a>).</p>
      ) : (
        <p>Runs as is, anonymously. Add <code>-H &quot;X-API-Key: $LEXATLAS_API_KEY&quot;</code> to be served at your key&apos;s tier.</p>
      )}
      <CodeSamples samples={codeSamples(request, `${siteUrl}/v1`)} />

      <h2 id="sample-response">Sample response</h2>
      <SampleResponseView sample={sample} request={`${op.method} /v1${request.pathAndQuery}`} />

      {op.successStatus !== null && (
        <>
          <h2 id="response">Response schema</h2>
          <p data-testid="response-type">
            Status {op.successStatus}, <code>application/json</code>: <span className="field-type">{typeLabel(op.responseSchema, components)}</span>
            {descriptionOf(op.responseSchema, components) && <> — {descriptionOf(op.responseSchema, components)}</>}
          </p>
          <SchemaFields fields={fieldTree(op.responseSchema, components)} />
        </>
      )}

      <h2 id="errors">Errors</h2>
      <ErrorTable codes={op.errors.map((e) => e.code)} />
    </article>
  );
}
