import { listLawsQuery } from "@/lib/contract/laws";

/**
 * The /laws page's query string, validated by the same schema as GET /v1/laws. A plain GET form sends empty fields
 * for unused filters; they mean "no filter", not an invalid value.
 */
export const BROWSER_FILTERS = ["scope", "jurisdiction", "status", "q"] as const;

type Raw = Record<string, string | string[] | undefined>;

export function browserQuery(raw: Raw) {
  const picked: Record<string, string> = {};
  for (const name of [...BROWSER_FILTERS, "offset"]) {
    const value = raw[name];
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    if (text) picked[name] = text;
  }
  const parsed = listLawsQuery.safeParse(picked);
  if (parsed.success) return { ok: true as const, query: parsed.data, filters: picked };
  const issue = parsed.error.issues[0]!;
  return { ok: false as const, param: String(issue.path[0] ?? "query"), message: issue.message, filters: picked };
}

/** The /laws URL for these filters at another offset (Previous / Next links). */
export function browserHref(filters: Record<string, string>, offset: number): string {
  const params = new URLSearchParams();
  for (const name of BROWSER_FILTERS) if (filters[name]) params.set(name, filters[name]);
  if (offset > 0) params.set("offset", String(offset));
  const search = params.toString();
  return search ? `/laws?${search}` : "/laws";
}
