import { config } from "@/lib/config";
import { searchDocuments } from "@/lib/docs/search-documents";

/** The documents the docs search indexes in the browser (MiniSearch builds the index client-side). */
export function GET() {
  const siteUrl = config().publicBaseUrl;
  return Response.json(searchDocuments({ siteUrl, apiBase: `${siteUrl}/v1` }), {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}
