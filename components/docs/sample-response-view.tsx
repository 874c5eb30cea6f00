import type { SampleResponse } from "@/lib/docs/sample-response";
import { JsonView } from "./json-view";

/** A live sample (status, body, what was cut) or the honest reason there is none. */
export function SampleResponseView({ sample, request }: { sample: SampleResponse; request: string }) {
  if (sample.kind === "skipped") return <p className="muted" data-testid="sample-skipped">{sample.reason}</p>;
  return (
    <>
      <p>
        <code>{request}</code> without a key, answered by this server just now:{" "}
        <strong data-testid="sample-status">{sample.status}</strong>
        {sample.truncated && " (long lists shortened for this page)"}.
      </p>
      <JsonView label="Sample response body" value={sample.body} testId="sample-body" />
    </>
  );
}
