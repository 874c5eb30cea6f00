import type { Metadata } from "next";
import { JsonView } from "@/components/docs/json-view";
import { liveVariant } from "@/lib/docs/live-variant";
import { config } from "@/lib/config";
import { ERROR_CODES, type ErrorCode } from "@/lib/http/errors";
import { docsModel } from "@/lib/docs/operations";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Errors", description: "Every error code the LexAtlas API answers, with what to do about it." };

/** What a client should do about each code. The codes and their meanings come from ERROR_CODES. */
const WHAT_TO_DO: Record<ErrorCode, string> = {
  invalid_parameter: "Fix the parameter named in error.param. Unknown and repeated query parameters are refused too, so a misspelt filter never silently widens a query.",
  invalid_body: "Send a JSON object with Content-Type: application/json.",
  key_required: "Send your key in X-API-Key or Authorization: Bearer. Get a free one on the sign-up page.",
  invalid_key: "Check the key for typos (its checksum caught it, or it is unknown). Do not retry: the same key fails the same way.",
  payment_required: "The paid quota is used up for this period; wait for the reset or upgrade.",
  key_revoked: "The key was revoked and cannot be restored. Issue a new one.",
  tier_upgrade_required: "error.required_tier names the tier that opens this operation; see pricing.",
  not_found: "Check the id or slug; list endpoints give valid ones. One rule for every path parameter (ids, record_uid, matter_uid, slugs, webhook and delivery ids, signed links): a value that names nothing is a 404, whether nobody holds it or it is not even of the right form — error.param names the parameter in the second case.",
  method_not_allowed: "Use one of the methods in the Allow header.",
  conflict: "An active free key already exists for this email (revoke it first), or a per-key cap is reached.",
  corpus_retired: "This endpoint was retired; nothing replaces it in v1.",
  rate_limited: "Wait Retry-After seconds (also in error.retry_after), then retry. X-RateLimit-Window says which window ran out.",
  quota_exhausted: "The monthly request quota is used up; it resets on the 1st (UTC). Upgrade for more.",
  record_budget_exceeded: "Ask for at most error.records_available records now (e.g. a smaller limit), or wait error.retry_after seconds for the window named in error.window (day: UTC midnight; rolling_30_days: when its oldest day leaves) — or upgrade.",
  internal_error: "Retry later; quote error.request_id if you report it.",
  unavailable: "A backend is briefly unavailable. Retry with backoff.",
};

export default async function ErrorsPage() {
  const siteUrl = config().publicBaseUrl;
  const sample = await liveVariant(siteUrl, "listLaws", "too-many", { query: { limit: "1000" } });
  const operations = docsModel(siteUrl).operations;
  const codes = Object.keys(ERROR_CODES) as ErrorCode[];
  return (
    <>
      <h1>Errors</h1>
      <p className="lead">Every error has the same body. Branch on <code>code</code>; the message is for people.</p>
      {sample.kind === "live" && (
        <>
          <p>What <code>GET /v1/laws?limit=1000</code> answers, captured live:</p>
          <JsonView label="A live error body" value={sample.body} testId="live-error" />
        </>
      )}
      <p>
        Optional fields: <code>param</code> (400; on a 404, a path parameter of the wrong form), <code>required_tier</code> (403 <code>tier_upgrade_required</code>),{" "}
        <code>retry_after</code> (429, with a <code>Retry-After</code> header), <code>window</code>,{" "}
        <code>records_available</code> and <code>records_requested</code> (429 <code>record_budget_exceeded</code>) and{" "}
        <code>request_id</code> (500). Every response also has an <code>X-Request-Id</code> header.
      </p>
      <h2>Codes</h2>
      {codes.map((code) => {
        const usedBy = operations.filter((o) => o.errors.some((e) => e.code === code));
        return (
          <section key={code} id={code} className="error-entry" aria-labelledby={`h-${code}`}>
            <h3 id={`h-${code}`}><code>{code}</code> <span className="status">{ERROR_CODES[code].status}</span></h3>
            <p>{ERROR_CODES[code].description}</p>
            <p><strong>What to do:</strong> {WHAT_TO_DO[code]}</p>
            {usedBy.length > 0 && (
              <details>
                <summary>Answered by {usedBy.length} operation{usedBy.length === 1 ? "" : "s"}</summary>
                <ul className="inline-list">
                  {usedBy.map((o) => <li key={o.id}><a href={`/docs/operations/${o.id}`}>{o.method} /v1{o.path}</a></li>)}
                </ul>
              </details>
            )}
          </section>
        );
      })}
    </>
  );
}
