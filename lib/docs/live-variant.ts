import { exampleRequest } from "./example-request";
import { docOperation, docsModel, type DocOperation } from "./operations";
import { sampleResponse, type SampleResponse } from "./sample-response";

/**
 * A live answer of an operation to another request than its declared example (e.g. an out-of-range limit for the
 * errors page), captured the same way as the sample responses: in-process, through the route handler, no key.
 */
export async function liveVariant(siteUrl: string, opId: string, variant: string, example: DocOperation["example"]): Promise<SampleResponse> {
  const op = docOperation(siteUrl, opId);
  if (!op) return { kind: "skipped", reason: `No operation ${opId}.` };
  const variantOp = { ...op, id: `${op.id}-${variant}`, example };
  return sampleResponse(variantOp, exampleRequest(variantOp, docsModel(siteUrl).components));
}
