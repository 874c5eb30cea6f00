import { describe, expect, it } from "vitest";
import { publicOperations } from "@/lib/contract/registry";
import { ERROR_CODES } from "@/lib/http/errors";
import { GUIDES } from "@/lib/docs/guides";
import { buildIndex, searchDocs } from "@/lib/docs/search";
import { searchDocuments } from "@/lib/docs/search-documents";
import { truncateJson } from "@/lib/docs/truncate-json";

const ctx = { siteUrl: "http://lexatlas.test", apiBase: "http://lexatlas.test/v1" };

describe("docs search", () => {
  const documents = searchDocuments(ctx);
  const index = buildIndex(documents);
  const first = (q: string) => searchDocs(index, q)[0]?.url;

  it("indexes every operation, guide and error code", () => {
    const urls = new Set(documents.map((d) => d.url));
    for (const op of publicOperations) expect(urls.has(`/docs/operations/${op.id}`), op.id).toBe(true);
    for (const g of GUIDES) expect(urls.has(`/docs/guides/${g.slug}`), g.slug).toBe(true);
    for (const code of Object.keys(ERROR_CODES)) expect(urls.has(`/docs/errors#${code}`), code).toBe(true);
    expect(new Set(documents.map((d) => d.id)).size).toBe(documents.length);
  });

  it("finds pages by their words, with prefixes and small typos", () => {
    expect(first("rate_limited")).toBe("/docs/errors#rate_limited");
    expect(first("citation")).toBe("/docs/operations/getLawCitations");
    expect(searchDocs(index, "HMAC signature").map((h) => h.url)).toContain("/docs/guides/webhooks");
    expect(searchDocs(index, "calender").map((h) => h.url)).toContain("/docs/guides/ical");
    expect(searchDocs(index, "   ")).toEqual([]);
  });
});

describe("sample truncation", () => {
  it("keeps the first items of long lists and says how many were cut", () => {
    const { value, truncated } = truncateJson({ data: [1, 2, 3, 4, 5], meta: { total: 5 } });
    expect(truncated).toBe(true);
    expect(value).toEqual({ data: [1, 2, 3, "… 2 more items not shown"], meta: { total: 5 } });
    expect(truncateJson({ a: [1] })).toEqual({ value: { a: [1] }, truncated: false });
  });
});
