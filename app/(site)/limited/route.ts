import { refusalResponse } from "@/lib/website/refusal";

export const dynamic = "force-dynamic";

/** Where a refused browse page sends the visitor: 429 with Retry-After and a page that says when and how to go on. */
export function GET(request: Request): Response {
  return refusalResponse(new URL(request.url).searchParams);
}
