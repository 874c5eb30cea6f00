import { listProvisionsQuery } from "@/lib/contract/eu-ai-act";

/**
 * The /eu-ai-act search form's query string, validated by the same schema as GET /v1/eu-ai-act-provisions. A plain
 * GET form sends empty fields for unused filters; they mean "no filter".
 */
export const SEARCH_FIELDS = ["q", "provision_type", "article_number"] as const;

type Raw = Record<string, string | string[] | undefined>;

export function searchQuery(raw: Raw) {
  const picked: Record<string, string> = {};
  for (const name of [...SEARCH_FIELDS, "offset"]) {
    const value = raw[name];
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    if (text) picked[name] = text;
  }
  const searching = SEARCH_FIELDS.some((f) => picked[f]);
  // A search page lists the best matches first (the API's default is the regulation's order).
  if (picked.q) picked.sort = "relevance";
  const parsed = listProvisionsQuery.safeParse(picked);
  if (parsed.success) return { ok: true as const, searching, query: parsed.data, filters: picked };
  const issue = parsed.error.issues[0]!;
  return { ok: false as const, searching, param: String(issue.path[0] ?? "query"), message: issue.message, filters: picked };
}

export function searchHref(filters: Record<string, string>, offset: number): string {
  const params = new URLSearchParams();
  for (const name of SEARCH_FIELDS) if (filters[name]) params.set(name, filters[name]);
  if (offset > 0) params.set("offset", String(offset));
  return `/eu-ai-act?${params.toString()}`;
}
